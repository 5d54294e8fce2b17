import { Button, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Tour } from '../../contract';
import { addDays } from '../../contract/time';
import { tourIds, tours } from '../world';
import { TourBookingFields } from '../../src/features/tours/components/TourBookingFields';
import { useTourBookingForm } from '../../src/features/tours/components/tourBookingForm';
import { formatDate } from '../../src/lib/format';

const breakfast = tours.find((tour) => tour.id === tourIds.breakfast)!;

/** The fields in a form of their own, as TourReservationScreen holds them, with its submit button. */
function BookingFields({ tour }: { tour: Tour }) {
  const { t } = useTranslation();
  const form = useTourBookingForm(tour);
  return (
    <form onSubmit={form.onSubmit(() => undefined)} noValidate>
      <Stack gap="md" maw={720}>
        <TourBookingFields form={form} tour={tour} />
        <Button type="submit" w="fit-content">
          {t('tours.booking.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The tour booking form's fields: details, date within the tour's dates, people, requests, payment, terms. */
const meta = {
  title: 'Screens/Tours/TourBookingFields',
  component: BookingFields,
  parameters: { layout: 'padded' },
  args: { tour: breakfast },
} satisfies Meta<typeof BookingFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field with its label; the tour's one date is filled in and said under the field. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    for (const name of ['Ad Soyad', 'E-posta', 'Telefon', 'Kişi sayısı', 'Özel istekler']) {
      await expect(await canvas.findByRole('textbox', { name })).toBeVisible();
    }
    const date = canvas.getByLabelText(/Tur tarihi/);
    await expect(date).toHaveValue(args.tour.startDate);
    await expect(date).toHaveAttribute('max', args.tour.endDate);
    await expect(canvas.getByText(`Yalnızca ${formatDate(args.tour.startDate, 'tr')}`)).toBeVisible();
    // Issue 36: no card is taken online, so none is offered; the transfer says what happens next.
    await expect(canvas.queryByRole('radio', { name: 'Kredi kartı' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Banka havalesi' })).not.toBeChecked();
    await expect(canvas.getByText(/PNR kodunuz ve banka bilgilerimiz gösterilir/)).toBeVisible();
    await expect(canvas.getByText('Kartla çevrimiçi ödeme alınmıyor: tur rezervasyonları banka havalesiyle ödenir.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /okudum ve kabul ediyorum/ })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'aydınlatma metnini' })).toHaveAttribute('href', '/privacy');
  },
};

/** Submitted empty: each field shows its rule's message. */
export const Validation: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByRole('textbox', { name: 'Kişi sayısı' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Rezervasyonu tamamla' }));
    for (const message of [
      'Ad soyad zorunludur',
      'Geçerli bir e-posta adresi girin',
      'Telefon zorunludur',
      'Kişi sayısı en az 1 olmalıdır',
      'Bir ödeme yöntemi seçin',
      'Rezervasyon için satış koşullarını, aydınlatma metnini ve iptal kurallarını kabul etmelisiniz.',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
  },
};

/** A tour over several days: the date field names the first and last day one may book. */
export const SeveralDays: Story = {
  args: { tour: { ...breakfast, endDate: addDays(breakfast.startDate, 2) } },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`${formatDate(args.tour.startDate, 'tr')} ile ${formatDate(args.tour.endDate, 'tr')} arasında`)).toBeVisible();
    await expect(canvas.getByLabelText(/Tur tarihi/)).toHaveAttribute('max', args.tour.endDate);
  },
};

/** Persian: right to left, Persian labels and messages. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'نام و نام خانوادگی' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByRole('radio', { name: 'حواله بانکی' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'تکمیل رزرو' }));
    await expect(await canvas.findByText('نام و نام خانوادگی الزامی است')).toBeVisible();
  },
};
