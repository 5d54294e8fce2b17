import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TourBookingMessages } from '../../contract/tourReservation';
import { tourIds, tours } from '../world';
import { TourBookingTotal } from '../../src/features/tours/components/TourBookingTotal';
import { formatMoney } from '../../src/lib/format';

const breakfast = tours.find((tour) => tour.id === tourIds.breakfast)!;

/** The tour booking's side card: total = price x people, the server's refusal, the submit button. */
const meta = {
  title: 'Screens/Tours/TourBookingTotal',
  component: TourBookingTotal,
  parameters: { layout: 'padded' },
  args: { price: breakfast.price, people: 2, refusal: null, submitting: false, bookable: true },
} satisfies Meta<typeof TourBookingTotal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The total for two people, how it is made up, and the button to complete the booking. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('complementary', { name: 'Toplam' });
    await expect(within(card).getByTestId('tour-total')).toHaveTextContent(`${formatMoney(args.price * 2, 'tr')} TL`);
    await expect(within(card).getByText(`${formatMoney(args.price, 'tr')} TL × 2 kişi`)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Rezervasyonu tamamla' })).toBeEnabled();
  },
};

/** The server refused the booking: its message above the button. */
export const Refused: Story = {
  args: { refusal: TourBookingMessages.groupFull },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(TourBookingMessages.groupFull);
  },
};

/** While the booking is sent, the button waits. */
export const Submitting: Story = {
  args: { submitting: true },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('button', { name: 'Rezervasyonu tamamla' })).toBeDisabled();
  },
};

/** No date of the tour is left: nothing to submit. */
export const Closed: Story = {
  args: { bookable: false },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByRole('button', { name: 'Rezervasyonu tamamla' })).toBeDisabled();
  },
};

/** Persian: right to left, Persian digits in the total. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'تکمیل رزرو' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByTestId('tour-total')).toHaveTextContent(`${formatMoney(args.price * 2, 'fa')} لیر`);
  },
};
