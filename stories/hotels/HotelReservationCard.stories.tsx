import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { hotelIds, hotels, plainStayQuote, roomTypes } from '../world';
import { HotelReservationCard } from '../../src/features/hotels/components/HotelReservationCard';
import { formatMoney } from '../../src/lib/format';

const hotel = hotels.find((candidate) => candidate.id === hotelIds.ipekyolu)!;
/** The hotel's cheapest room type: the one its "from" price is. */
const cheapestRoom = roomTypes.filter((room) => room.hotelId === hotel.id).sort((a, b) => a.pricePerNight - b.pricePerNight)[0]!;

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

/**
 * No stay searched: the "from" price with its taxes, the price paid (issue 33): three nights of it
 * are the quote's total for its room type; Book goes to the reservation page without dates.
 */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Reservation' })).toBeVisible();
    const quote = await plainStayQuote(cheapestRoom.id, 3);
    await expect(canvas.getByText(`${formatMoney(quote.total / 3, 'en')} TL / night`)).toBeVisible();
    await expect(canvas.getByText('incl. taxes')).toBeVisible();
    await expect(canvas.queryByText(`${formatMoney(args.hotel.fromPrice!, 'en')} TL / night`)).not.toBeInTheDocument();
    await expect(canvas.getByText('Free cancellation')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book' })).toHaveAttribute('href', `/reserve/${args.hotel.id}`);
  },
};

/** A hotel with no room type yet (no price from): nothing to book, no Book button. */
export const NothingBookable: Story = {
  args: { hotel: { ...hotel, fromPrice: null, fromPriceWithTaxes: null } },
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

/** Persian: right to left, Persian digits in the price, which is the price paid ("با احتساب مالیات"): the quote's total over its nights. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const quote = await plainStayQuote(cheapestRoom.id, 2);
    await expect(await canvas.findByText(`${formatMoney(quote.total / 2, 'fa')} لیر / هر شب`)).toBeVisible();
    await expect(canvas.getByText('با احتساب مالیات')).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByRole('link', { name: 'رزرو' })).toBeVisible();
  },
};
