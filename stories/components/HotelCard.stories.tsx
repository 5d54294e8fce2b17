import { SimpleGrid } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hotelIds, hotels, plainStayQuote, roomTypeIds, roomTypes } from '../world';
import { HotelCard } from '../../src/components/HotelCard';
import { formatMoney, formatNumber } from '../../src/lib/format';

const withPhotos = hotels.find((hotel) => hotel.id === hotelIds.ipekyolu)!;
const withoutPhotos = { ...hotels.find((hotel) => hotel.id === hotelIds.muradiye)!, photoUrls: [] };

/** Spec "Hotel card": photo carousel, star badge, name, city and district, price, Details and Book. */
const meta = {
  title: 'Components/HotelCard',
  component: HotelCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} maw={1100}>
        <Story />
      </SimpleGrid>
    ),
  ],
  args: { hotel: { ...withPhotos, photoUrls: withPhotos.photoUrls.slice(0, 1) } },
} satisfies Meta<typeof HotelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hotel with no room type yet (no price from): Details only, no Book button. */
export const NothingBookable: Story = {
  args: { hotel: { ...withPhotos, fromPrice: null, fromPriceWithTaxes: null } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Detaylar|Details|جزئیات/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^(Rezervasyon Yap|Book|رزرو)/ })).not.toBeInTheDocument();
  },
};

/** One photo: no arrows, no dots. */
export const OnePhoto: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: args.hotel.hotelName })).toBeVisible();
    await expect(canvas.getByRole('img', { name: `${args.hotel.hotelName}, fotoğraf 1 / 1` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sonraki fotoğraf' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '5 üzerinden 5 yıldız' })).toBeVisible();
    await expect(canvas.getByText('Van, İpekyolu')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Detaylar' })).toHaveAttribute('href', `/hotel/${args.hotel.id}`);
    await expect(canvas.getByRole('link', { name: 'Rezervasyon Yap' })).toHaveAttribute('href', `/reserve/${args.hotel.id}`);
  },
};

/** The guests' rating: the average and count of the hotel's approved reviews; none yet says so. */
export const GuestRating: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const { reviewAverage, reviewCount } = args.hotel;
    await expect(canvas.getByRole('img', { name: `Misafir puanı 5 üzerinden ${formatNumber(reviewAverage!, 'tr')}, ${reviewCount} yorum` })).toBeVisible();
  },
};

export const NoReviewsYet: Story = {
  args: { hotel: { ...withoutPhotos, reviewAverage: null, reviewCount: 0 } },
  async play({ canvasElement }) {
    await expect(within(canvasElement).getByText('Henüz yorum yok')).toBeVisible();
  },
};

/**
 * A searched stay that needs two rooms (three guests, doubles): Book carries the room type and
 * the two rooms, so the booking form asks for what the price was for.
 */
export const StayOfTwoRooms: Story = {
  args: {
    search: { checkIn: '2027-06-10', checkOut: '2027-06-13', guests: 3 },
    stay: { nights: 3, guests: 3, roomTypeId: roomTypeIds.ipekyoluDouble, roomTypeName: 'DOUBLE', capacity: 2, roomsNeeded: 2, pricePerNight: 3400, pricePerNightWithTaxes: 3808, total: 22848 },
  },
  async play({ canvasElement, args }) {
    const book = await within(canvasElement).findByRole('link', { name: 'Rezervasyon Yap' });
    await expect(book).toHaveAttribute(
      'href',
      `/reserve/${args.hotel.id}?checkIn=2027-06-10&checkOut=2027-06-13&guests=3&roomTypeId=${roomTypeIds.ipekyoluDouble}&rooms=2`,
    );
  },
};

/**
 * A searched stay in a room type the admin named themselves (no standard code the texts could
 * translate), read in Persian: the card names it as the search answered it in the visitor's
 * language (`roomTypeDisplayName`), not as stored.
 */
export const StayInOwnNamedRoomPersian: Story = {
  globals: { locale: 'fa' },
  args: {
    search: { checkIn: '2027-06-10', checkOut: '2027-06-12', guests: 2 },
    stay: {
      nights: 2,
      guests: 2,
      roomTypeId: roomTypeIds.ipekyoluDouble,
      roomTypeName: 'Göl Manzaralı Oda',
      roomTypeDisplayName: 'اتاق رو به دریاچه',
      capacity: 2,
      roomsNeeded: 1,
      pricePerNight: 1800,
      pricePerNightWithTaxes: 2016,
      total: 4032,
    },
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    // The nightly price a guest reads is the price with taxes (issue 33), not the net 1,800.
    await expect(await canvas.findByText(`${formatNumber(1, 'fa')} × اتاق رو به دریاچه، هر شب ${formatMoney(2016, 'fa')} لیر`)).toBeVisible();
    await expect(canvas.queryByText(/Göl Manzaralı Oda/)).not.toBeInTheDocument();
  },
};

/** A standard code is still the texts' word for it in the visitor's language, whatever name the search sent. */
export const StayInStandardRoomEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    search: { checkIn: '2027-06-10', checkOut: '2027-06-12', guests: 2 },
    stay: { nights: 2, guests: 2, roomTypeId: roomTypeIds.ipekyoluDouble, roomTypeName: 'DOUBLE', roomTypeDisplayName: 'DOUBLE', capacity: 2, roomsNeeded: 1, pricePerNight: 3400, pricePerNightWithTaxes: 3808, total: 7616 },
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByText(/^1 × Double room/)).toBeVisible();
  },
};

/** Several photos: next/previous wrap around, dots jump to a photo and mark the current one. */
export const SeveralPhotos: Story = {
  args: { hotel: withPhotos },
  async play({ canvasElement, args, step }) {
    const canvas = within(canvasElement);
    const name = args.hotel.hotelName;
    const total = args.hotel.photoUrls.length;
    const photo = (index: number) => canvas.getByRole('img', { name: `${name}, fotoğraf ${index} / ${total}` });
    const dot = (index: number) => canvas.getByRole('button', { name: `Fotoğraf ${index} / ${total} göster` });

    await expect(photo(1)).toHaveAttribute('src', args.hotel.photoUrls[0]);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');

    await step('next shows the second photo', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sonraki fotoğraf' }));
      await expect(photo(2)).toHaveAttribute('src', args.hotel.photoUrls[1]);
      await expect(dot(2)).toHaveAttribute('aria-current', 'true');
      await expect(dot(1)).not.toHaveAttribute('aria-current');
    });

    await step('a dot jumps to its photo', async () => {
      await userEvent.click(dot(total));
      await expect(photo(total)).toHaveAttribute('src', args.hotel.photoUrls[total - 1]);
    });

    await step('next from the last photo wraps to the first, previous wraps back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Sonraki fotoğraf' }));
      await expect(photo(1)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Önceki fotoğraf' }));
      await expect(photo(total)).toBeVisible();
    });
  },
};

/** No photos at all: the placeholder image, no carousel controls. */
export const NoPhoto: Story = {
  args: { hotel: withoutPhotos },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: args.hotel.hotelName });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/placeholder-hotel\.svg$/));
    await expect(canvas.queryByRole('button', { name: 'Sonraki fotoğraf' })).not.toBeInTheDocument();
  },
};

/** A photo that fails to load falls back to the placeholder. */
export const BrokenPhoto: Story = {
  args: { hotel: { ...withPhotos, photoUrls: ['/photos/hotels/does-not-exist.svg'] } },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: `${args.hotel.hotelName}, fotoğraf 1 / 1` });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/placeholder-hotel\.svg$/));
  },
};

/** Persian: labels and price in Persian, the card laid out right-to-left. */
export const Persian: Story = {
  args: { hotel: withPhotos },
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'رزرو' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'عکس بعدی' })).toBeVisible();
    // City and district joined by the Persian comma.
    await expect(canvas.getByText(`${withPhotos.hotelCity}، ${withPhotos.district}`)).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** The room type a hotel's "from" price is: its cheapest. */
const cheapestRoomOf = (hotelId: string) => roomTypes.filter((room) => room.hotelId === hotelId).sort((a, b) => a.pricePerNight - b.pricePerNight)[0]!;

/**
 * Issue 33, English: the card's "from" price is the price paid, "incl. taxes": four plain nights
 * of it are exactly what the quote (the booking form's total) asks for its room type.
 */
export const PriceWithTaxesEnglish: Story = {
  globals: { locale: 'en' },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const quote = await plainStayQuote(cheapestRoomOf(args.hotel.id).id, 4);
    await expect(await canvas.findByText(`${formatMoney(quote.total / 4, 'en')} TL / night`)).toBeVisible();
    await expect(canvas.getByText('incl. taxes')).toBeVisible();
    await expect(quote.total).toBeGreaterThan(args.hotel.fromPrice! * 4);
  },
};

/** The same in Persian: Persian digits, "با احتساب مالیات", the quote's total over its nights. */
export const PriceWithTaxesPersian: Story = {
  globals: { locale: 'fa' },
  args: { hotel: withoutPhotos },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const quote = await plainStayQuote(cheapestRoomOf(args.hotel.id).id, 3);
    await expect(await canvas.findByText(`${formatMoney(quote.total / 3, 'fa')} لیر / هر شب`)).toBeVisible();
    await expect(canvas.getByText('با احتساب مالیات')).toBeVisible();
  },
};
