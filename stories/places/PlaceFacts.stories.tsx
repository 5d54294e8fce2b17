import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { placeIds, places } from '../world';
import { PlaceFacts } from '../../src/features/places/components/PlaceFacts';
import { formatMoney } from '../../src/lib/format';

const fortress = places.find((place) => place.id === placeIds.fortress)!;
const museum = places.find((place) => place.id === placeIds.museum)!;
const persianDigits = (text: string) => text.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);

/** The place detail's side column: opening hours and days, entry fees, recommended duration, contact. */
const meta = {
  title: 'Screens/Places/PlaceFacts',
  component: PlaceFacts,
  parameters: { layout: 'padded' },
  args: { place: fortress },
} satisfies Meta<typeof PlaceFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hours, the three fees (0 is free), the duration and the phone to call. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const { place } = args;
    for (const block of ['Ziyaret saatleri', 'Giriş ücretleri', 'Önerilen süre', 'İletişim']) {
      await expect(await canvas.findByRole('heading', { level: 2, name: block })).toBeVisible();
    }
    await expect(canvas.getByText(`${place.visitOpenTime} – ${place.visitCloseTime}`)).toBeVisible();
    for (const row of ['Yetişkin', 'Öğrenci', 'Müze kart']) await expect(canvas.getByRole('rowheader', { name: row })).toBeVisible();
    await expect(canvas.getByText(`${formatMoney(place.entryFeeAdult, 'tr')} TL`)).toBeVisible();
    await expect(canvas.getByText(`${formatMoney(place.entryFeeStudent, 'tr')} TL`)).toBeVisible();
    await expect(canvas.getByText('Ücretsiz')).toBeVisible();
    await expect(canvas.getByText(place.recommendedDuration!)).toBeVisible();
    await expect(canvas.getByRole('link', { name: `${place.contact} numarasını ara` })).toHaveAttribute('href', `tel:${place.contact!.replace(/\s/g, '')}`);
  },
};

/** The museum is closed on Mondays: its open days start on Tuesday. */
export const OpenDays: Story = {
  args: { place: museum },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Salı')).toBeVisible();
    await expect(canvas.queryByText('Pazartesi')).not.toBeInTheDocument();
  },
};

/** No duration and no contact given: each says so. */
export const NotGiven: Story = {
  args: { place: { ...fortress, recommendedDuration: null, contact: null } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Belirtilmemiş')).toBeVisible();
    await expect(canvas.getByText('İletişim bilgisi verilmemiş')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Persian: right to left, Persian digits in hours and fees. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'ورودیه' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByText(persianDigits(`${args.place.visitOpenTime} – ${args.place.visitCloseTime}`))).toBeVisible();
    await expect(canvas.getByText(`${formatMoney(args.place.entryFeeAdult, 'fa')} لیر`)).toBeVisible();
  },
};
