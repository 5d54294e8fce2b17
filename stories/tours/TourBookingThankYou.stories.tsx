import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { tourReservations, tours } from '../world';
import { TourBookingThankYou } from '../../src/features/tours/components/TourBookingThankYou';
import { formatDate, formatMoney } from '../../src/lib/format';

const booking = tourReservations[0]!;

/** The thank-you once a tour booking is stored (TourReservationScreen shows it in place of the form). */
const meta = {
  title: 'Screens/Tours/TourBookingThankYou',
  component: TourBookingThankYou,
  parameters: { layout: 'padded' },
  // The tour's name in the story's language, as the booking screen passes it from the tour's own read.
  args: { booking, tourName: tours.find((tour) => tour.id === booking.tourId)!.tourName },
} satisfies Meta<typeof TourBookingThankYou>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tour, its date, the email to be contacted at, the total and the way home. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Teşekkürler!' })).toBeVisible();
    const message = canvas.getByRole('status');
    await expect(message).toHaveTextContent(args.tourName);
    await expect(message).toHaveTextContent(formatDate(args.booking.tourDate, 'tr', 'long'));
    await expect(message).toHaveTextContent(args.booking.email);
    await expect(canvas.getByText(`Toplam: ${formatMoney(args.booking.totalAmount, 'tr')} TL`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ana sayfaya git' })).toBeVisible();
  },
};

/** Persian: right to left, the date in Persian. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'سپاسگزاریم!' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByRole('status')).toHaveTextContent(formatDate(args.booking.tourDate, 'fa', 'long'));
    await expect(canvas.getByRole('button', { name: 'رفتن به صفحه اصلی' })).toBeVisible();
  },
};
