import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { hotelIds, hotelPageIn, hotels } from '../world';
import { HotelOverview } from '../../src/features/hotels/components/HotelOverview';
import { pageUrl } from '../../contract/pages';
import { formatNumber, formatTimeOfDay } from '../../src/lib/format';
import enAmenities from '../../src/locales/en/amenities.json';
import faAmenities from '../../src/locales/fa/amenities.json';

const hotel = hotels.find((candidate) => candidate.id === hotelIds.ipekyolu)!;
/** The hotel as its page reads it: with the sights nearest to it (the Worker's nearbyPlaces). */
const detail = hotelPageIn(hotel.id, 'en');

/** The hotel detail's Overview tab: facts, features, the three promises, the reservation card. */
const meta = {
  title: 'Screens/Hotels/HotelOverview',
  component: HotelOverview,
  parameters: { layout: 'padded' },
  args: { hotel, stay: {} },
  globals: { locale: 'en' },
} satisfies Meta<typeof HotelOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every feature of the hotel, the promises, and the card with Book. */
export const Default: Story = {
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Features' })).toBeVisible();
    for (const feature of args.hotel.features) await expect(canvas.getByText(feature)).toBeVisible();
    await expect(canvas.getByText('Free cancellation')).toBeVisible();
    await expect(canvas.getByText(`Free cancellation until ${args.hotel.freeCancellationDays} days before arrival; after that the first night is charged.`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancellation and refund rules' })).toHaveAttribute('href', '/cancellation-policy');
    await expect(canvas.getByText('Instant confirmation')).toBeVisible();
    await expect(canvas.getByText('Secure payment')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book' })).toHaveAttribute('href', `/reserve/${args.hotel.id}`);
  },
};

/**
 * Everything a guest reads before booking: the description, the amenities with their icons,
 * check-in / check-out times, the house rules and the five sights nearest to the hotel, each a
 * link to its page with the distance.
 */
export const FullContent: Story = {
  args: { hotel: detail },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const shown = args.hotel;
    await expect(await canvas.findByRole('heading', { level: 2, name: 'About the hotel' })).toBeVisible();
    await expect(canvas.getByText(shown.description!)).toBeVisible();
    const amenities = canvas.getByRole('region', { name: 'Amenities' });
    await expect(within(amenities).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      shown.amenities.map((amenity) => enAmenities[amenity]),
    );
    await expect(canvas.getByText(`Check-in from ${shown.checkInTime!}`)).toBeVisible();
    await expect(canvas.getByText(`Check-out until ${shown.checkOutTime!}`)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'House rules' })).toBeVisible();
    await expect(canvas.getByText(shown.houseRules!)).toBeVisible();
    const nearby = canvas.getByRole('region', { name: 'Sights nearby' });
    const places = shown.nearbyPlaces ?? [];
    const links = within(nearby).getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(places.map((place) => [place.name, pageUrl('place', place.id)]));
    for (const place of places) await expect(within(nearby).getByText(`${formatNumber(place.distanceKm, 'en')} km`)).toBeVisible();
    // Nearest first.
    await expect(places.map((place) => place.distanceKm)).toEqual(places.map((place) => place.distanceKm).sort((a, b) => a - b));
  },
};

/** A hotel that wrote no description, rules or times: those parts are left out, the rest stays. */
export const NoDescriptionOrRules: Story = {
  args: { hotel: { ...detail, description: null, houseRules: null, checkInTime: null, checkOutTime: null } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Reservation' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'About the hotel' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'House rules' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Check-in and check-out' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sights nearby' })).toBeVisible();
  },
};

/** A hotel without coordinates: no distances can be measured, so no sights list. */
export const NoCoordinates: Story = {
  args: { hotel: { ...detail, latitude: null, longitude: null, nearbyPlaces: [] } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'About the hotel' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Sights nearby' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/ km$/)).not.toBeInTheDocument();
  },
};

/** No features: no features heading, the rest stays. */
export const NoFeatures: Story = {
  args: { hotel: { ...hotel, features: [] } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Reservation' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Features' })).not.toBeInTheDocument();
  },
};

/** Persian: right to left, the hotel's own texts in Persian, times and distances in Persian digits. */
export const RightToLeft: Story = {
  args: { hotel: hotelPageIn(hotel.id, 'fa') },
  globals: { locale: 'fa' },
  async play({ canvasElement, args }) {
    const canvas = within(canvasElement);
    const shown = args.hotel;
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'درباره هتل' })).toBeVisible();
    await expect(canvas.getByText(shown.description!)).toBeVisible();
    await expect(shown.description).toMatch(/[\u0600-\u06FF]/);
    await expect(canvas.getByRole('heading', { level: 2, name: 'امکانات رفاهی' })).toBeVisible();
    await expect(canvas.getByText(faAmenities[shown.amenities[0]!])).toBeVisible();
    await expect(formatTimeOfDay(shown.checkInTime!, 'fa')).toBe('۱۴:۰۰');
    await expect(canvas.getByText(`ورود از ساعت ${formatTimeOfDay(shown.checkInTime!, 'fa')}`)).toBeVisible();
    await expect(canvas.getByText(`خروج تا ساعت ${formatTimeOfDay(shown.checkOutTime!, 'fa')}`)).toBeVisible();
    await expect(canvas.getByText(shown.houseRules!)).toBeVisible();
    const nearby = canvas.getByRole('region', { name: 'جاذبه‌های نزدیک' });
    const first = shown.nearbyPlaces![0]!;
    await expect(within(nearby).getByRole('link', { name: first.name })).toHaveAttribute('href', pageUrl('place', first.id));
    await expect(within(nearby).getByText(`${formatNumber(first.distanceKm, 'fa')} کیلومتر`)).toBeVisible();
    await expect(canvas.getByText('تأیید فوری')).toBeVisible();
  },
};
