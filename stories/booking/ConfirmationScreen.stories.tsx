import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ConfirmationScreen } from '../../src/features/booking/components/ConfirmationScreen';

const reservationDetails = {
  pnrCode: 'K7M3QX9P',
  hotelName: 'İpekyolu Grand Otel',
  guestName: 'Deniz Yılmaz',
  guestEmail: 'deniz@example.com',
  checkIn: '2027-06-10',
  checkOut: '2027-06-13',
  reservationGuests: 2,
  totalAmount: 10200,
};

// A memory-router entry with navigation state (the router accepts location objects too).
const withState = [{ pathname: '/reservation-confirmation', state: { reservationDetails } }] as unknown as string[];

/** /reservation-confirmation: every field of the spec from the navigation state, or the no-data message. */
const meta = {
  title: 'Screens/Booking/ConfirmationScreen',
  component: ConfirmationScreen,
  parameters: { router: { initialEntries: withState } },
} satisfies Meta<typeof ConfirmationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** pnrCode, hotelName, guestName, guestEmail, checkIn, checkOut, reservationGuests, totalAmount (TL), notes. */
export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rezervasyonunuz alındı' })).toBeVisible();
    await expect(canvas.getByTestId('confirmation-pnr')).toHaveTextContent('K7M3QX9P');
    for (const text of ['İpekyolu Grand Otel', 'Deniz Yılmaz', 'deniz@example.com', '10 Haziran 2027', '13 Haziran 2027', '10.200 TL']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(canvas.getByText('Rezervasyonunuz ödeme onaylandıktan sonra aktif olur.')).toBeVisible();
    await expect(canvas.getByText('Onay e-postası deniz@example.com adresine gönderilecektir.')).toBeVisible();
  },
};

/** Opened without navigation state: the no-data message and the back-to-home button. */
export const NoData: Story = {
  parameters: { router: { initialEntries: ['/reservation-confirmation'] } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rezervasyon bilgisi bulunamadı' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
  },
};

/** English: the spec's 'No reservation information found'. */
export const NoDataEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { router: { initialEntries: ['/reservation-confirmation'] } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'No reservation information found' })).toBeVisible();
  },
};

/** Persian: right to left, Persian calendar and digits. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'رزرو شما ثبت شد' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByText(/۱۰٬۲۰۰/)).toBeVisible();
  },
};
