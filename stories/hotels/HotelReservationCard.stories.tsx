import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { hotelIds, hotels } from '../world';
import { HotelReservationCard } from '../../src/features/hotels/components/HotelReservationCard';
import { formatMoney } from '../../src/lib/format';

const hotel = hotels.find((candidate) => candidate.id === hotelIds.ipekyolu)!;

/** The Overview tab's side card: price per night from, free cancellation, Book. */
const meta = {
  title: 'Screens/Hotels/HotelReservationCard',
  component: HotelReservationCard,
  parameters: { layout: 'padded' },
  args: { hotel, stay: {} },
  globals: { locale: 'en' },
} satisfies Meta<typeof HotelReservationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No stay searched: Book goes to the reservation page without dates. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Reservation' })).toBeVisible();
    await expect(canvas.getByText(`${formatMoney(args.hotel.fromPrice!, 'en')} TL / night`)).toBeVisible();
    await expect(canvas.getByText('Free cancellation')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book' })).toHaveAttribute('href', `/reserve/${args.hotel.id}`);
  },
};

/** A hotel with no room type yet (no price from): nothing to book, no Book button. */
export const NothingBookable: Story = {
  args: { hotel: { ...hotel, fromPrice: null } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Reservation' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Book' })).not.toBeInTheDocument();
  },
};

/** A stay searched: Book carries its dates and guests. */
export const WithStay: Story = {
  args: { stay: { checkIn: '2027-06-10', checkOut: '2027-06-13', guests: 2 } },
  async play({ canvasElement, args }) {
    await expect(await within(canvasElement).findByRole('link', { name: 'Book' })).toHaveAttribute(
      'href',
      `/reserve/${args.hotel.id}?checkIn=2027-06-10&checkOut=2027-06-13&guests=2`,
    );
  },
};

/** Persian: right to left, Persian digits in the price. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`${formatMoney(args.hotel.fromPrice!, 'fa')} لیر / هر شب`)).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByRole('link', { name: 'رزرو' })).toBeVisible();
  },
};
