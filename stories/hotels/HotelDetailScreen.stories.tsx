import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hotelIds, hotelPageIn, hotels, reviews, roomTypeIds, roomTypes, rows } from '../world';
import { failing, slow } from '../../mocks/variants';
import { HotelDetailScreen } from '../../src/features/hotels/components/HotelDetailScreen';
import { formatMoney, formatNumber, formatTimeOfDay } from '../../src/lib/format';
import { priceStay } from '../../contract/stayPricing';
import { rateRulesOf } from '../../scripts/seed-data';
import enRoomTypes from '../../src/locales/en/roomTypes.json';

const hotel = hotels.find((candidate) => candidate.id === hotelIds.ipekyolu)!;
/** 10–13 June 2027: the demo world's VK7P3QHA holds one of the DOUBLE rooms (12–15 June). */
const double = roomTypes.find((room) => room.id === roomTypeIds.ipekyoluDouble)!;
const doublesLeft = double.roomCount - 1;
const total = hotel.photoUrls.length;

/** /hotel/{id}: hero, gallery + lightbox, Overview / Location tabs, room types (spec "Hotel detail"). */
const meta = {
  title: 'Screens/Hotels/HotelDetailScreen',
  component: HotelDetailScreen,
  parameters: { route: `/hotel/${hotel.id}`, router: { path: '/hotel/:id' } },
  globals: { locale: 'en' },
} satisfies Meta<typeof HotelDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overview: WhatsApp with the phone's digits, city / district, stars, features, the three claims, reservation card. */
export const Data: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: hotel.hotelName })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/904322164000');
    await expect(canvas.getByText('Van / İpekyolu')).toBeVisible();
    await expect(canvas.getByText(hotel.features[0]!)).toBeVisible();
    await expect(canvas.getByRole('link', { name: hotel.email! })).toHaveAttribute('href', `mailto:${hotel.email}`);
    await expect(canvas.getAllByText('Free cancellation').length).toBeGreaterThan(0);
    await expect(canvas.getByText('Instant confirmation')).toBeVisible();
    await expect(canvas.getByText('Secure payment')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book' })).toHaveAttribute('href', `/reserve/${hotel.id}`);
    await step('the Location tab: address, city, district, the "open in maps" link and the map on request', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Location' }));
      await expect(await canvas.findByText(hotel.hotelAddress)).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Open in maps' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: `Show the map: Map: ${hotel.hotelName}` })).toBeVisible();
    });
    await step('room types without dates: price and capacity, Book with the room type', async () => {
      await expect(await canvas.findByRole('heading', { level: 3, name: enRoomTypes.DOUBLE })).toBeVisible();
      await expect(canvas.getByText('Up to 2 guests')).toBeVisible();
      await expect(canvas.getByRole('link', { name: `Book ${enRoomTypes.DOUBLE}` })).toHaveAttribute(
        'href',
        `/reserve/${hotel.id}?roomTypeId=${roomTypeIds.ipekyoluDouble}`,
      );
    });
  },
};

/** The lightbox: next / previous wrap around, dots, and the "n / total" counter. */
export const Lightbox: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Open photo 1 of ${total}` }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog');
    const box = within(dialog);
    await expect(box.getByText(`1 / ${total}`)).toBeVisible();
    await step('previous from the first wraps to the last', async () => {
      await userEvent.click(box.getByRole('button', { name: 'Previous photo' }));
      await expect(box.getByText(`${total} / ${total}`)).toBeVisible();
      // The demo gallery's last photo, with its own English alt text (scripts/seed-photos.ts).
      await expect(box.getByRole('img', { name: /: the view$/ })).toHaveAttribute('src', hotel.photoUrls[total - 1]);
    });
    await step('next from the last wraps to the first', async () => {
      await userEvent.click(box.getByRole('button', { name: 'Next photo' }));
      await expect(box.getByText(`1 / ${total}`)).toBeVisible();
    });
    await step('a dot jumps to its photo', async () => {
      await userEvent.click(box.getByRole('button', { name: `Show photo 2 of ${total}` }));
      await expect(box.getByText(`2 / ${total}`)).toBeVisible();
      await expect(box.getByRole('button', { name: `Show photo 2 of ${total}` })).toHaveAttribute('aria-current', 'true');
    });
    await userEvent.click(box.getByRole('button', { name: 'Close photos' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Dates in the URL prefill the pickers; each room type shows how many rooms are left and Book carries the stay. */
export const WithDates: Story = {
  parameters: { route: `/hotel/${hotel.id}?checkIn=2027-06-10&checkOut=2027-06-13&guests=2` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`${doublesLeft} rooms left`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Book ${enRoomTypes.DOUBLE}` })).toHaveAttribute(
      'href',
      `/reserve/${hotel.id}?checkIn=2027-06-10&checkOut=2027-06-13&guests=2&roomTypeId=${roomTypeIds.ipekyoluDouble}`,
    );
    await expect(canvas.getByRole('button', { name: 'Check-in' })).toHaveTextContent('10 Jun 2027');
  },
};

/**
 * Nowruz nights (the season's rates, a minimum of three nights): each room type's card shows the
 * stay as the quote prices it (contract/stayPricing.ts with the seed's rates and the hotel's tax),
 * never the base "from" price beside the dated rooms left (issue 36, item 2).
 */
export const NowruzPrices: Story = {
  parameters: { route: `/hotel/${hotel.id}?checkIn=2027-03-19&checkOut=2027-03-22&guests=2` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const suite = roomTypes.find((room) => room.id === roomTypeIds.ipekyoluSuite)!;
    const priced = priceStay({ pricePerNightCents: Math.round(suite.pricePerNight * 100) }, rateRulesOf(suite.id), { checkIn: '2027-03-19', checkOut: '2027-03-22', rooms: 1 }, hotel.taxRate);
    const card = within((await canvas.findByRole('heading', { level: 3, name: enRoomTypes.SUITE })).closest('.mantine-Card-root') as HTMLElement);
    await waitFor(() => expect(card.getByTestId('room-stay-price')).toHaveTextContent(`3 nights, ${formatMoney(priced.totalCents / 100, 'en')} TL a room`));
    // Issue 33: the mean night with its taxes (it was before tax), so nights x it is the total; "incl. taxes" said.
    await expect(card.getByTestId('room-stay-price')).toHaveTextContent(`average ${formatMoney(Math.round(priced.totalCents / 3) / 100, 'en')} TL a night`);
    await expect(card.getByTestId('room-stay-price')).toHaveTextContent('incl. taxes');
    await expect(card.queryByText(`${formatMoney(suite.pricePerNight, 'en')} TL / night`)).not.toBeInTheDocument();
    // The side card's "from" is the cheapest room's stay for those nights, by the same rule.
    const cheapest = Math.min(
      ...roomTypes
        .filter((room) => room.hotelId === hotel.id)
        .map((room) => priceStay({ pricePerNightCents: Math.round(room.pricePerNight * 100), minNights: room.minNights, maxNights: room.maxNights }, rateRulesOf(room.id), { checkIn: '2027-03-19', checkOut: '2027-03-22', rooms: 1 }, hotel.taxRate))
        .filter((price) => price.bookable)
        .map((price) => price.totalCents),
    );
    await waitFor(() => expect(canvas.getByTestId('card-stay-price')).toHaveTextContent(`3 nights, ${formatMoney(cheapest / 100, 'en')} TL a room`));
  },
};

/** The date pickers on the page refuse a blank guest count (validation). */
export const DateValidation: Story = {
  parameters: { route: `/hotel/${hotel.id}?checkIn=2099-06-10&checkOut=2099-06-13&guests=2` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const guests = await canvas.findByRole('textbox', { name: 'Guests' });
    await userEvent.clear(guests);
    await userEvent.click(canvas.getByRole('button', { name: 'Check availability' }));
    await expect(await canvas.findByText('Number of guests must be between 1 and 100')).toBeVisible();
  },
};

/** Missing photos (no gallery, no photo URL): the placeholder in the hero, no gallery. */
export const NoPhotos: Story = {
  parameters: { route: `/hotel/${hotelIds.muradiye}` },
  async beforeEach() {
    await rows(`UPDATE hotels SET photo_urls = '[]' WHERE id = ?`, hotelIds.muradiye);
    await rows(`DELETE FROM photos WHERE entity_kind = 'hotel' AND entity_id = ?`, hotelIds.muradiye);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const name = hotels.find((candidate) => candidate.id === hotelIds.muradiye)!.hotelName;
    const image = await canvas.findByRole('img', { name });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/placeholder-hotel\.svg$/));
  },
};

/** The Reviews tab: the guests' rating also in the header; the newest approved review first. */
export const Reviews: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const newest = reviews
      .filter((review) => review.hotelId === hotel.id && review.status === 'APPROVED')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    const score = `Guest rating ${formatNumber(hotel.reviewAverage!, 'en')} out of 5, ${hotel.reviewCount} reviews`;
    await expect(await canvas.findByRole('img', { name: score })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Guest reviews' })).toBeVisible();
    await expect((await canvas.findAllByRole('article'))[0]).toHaveTextContent(newest.comment);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getHotelById'));
  },
  async play({ canvasElement }) {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** The spec's Turkish error with retry; once the server answers, retry shows the hotel. */
export const Error: Story = {
  globals: { locale: 'tr' },
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getHotelById'));
  },
  async play({ canvasElement, context }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Otel detayları yüklenirken bir hata oluştu')).toBeVisible();
    context.msw.resetHandlers();
    await userEvent.click(canvas.getByRole('button', { name: 'Tekrar Dene' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: hotel.hotelName })).toBeVisible();
  },
};

/** An unknown id: the not-found state with a way back to the list. */
export const NotFound: Story = {
  parameters: { route: '/hotel/00000000-0000-4000-8000-000000000000' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hotel not found.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all hotels' })).toHaveAttribute('href', '/hotels');
  },
};

/** Persian: right to left, Persian digits in rooms left. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  parameters: { route: `/hotel/${hotel.id}?checkIn=2027-06-10&checkOut=2027-06-13&guests=2` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`${formatNumber(doublesLeft, 'fa')} اتاق باقی مانده`)).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** Issue 22: in Turkish the hotel's Turkish texts; with its Turkish features gone, the English ones and a note. */
export const ContentFallback: Story = {
  globals: { locale: 'tr' },
  async beforeEach() {
    await rows("DELETE FROM translations WHERE entity_kind = 'hotel' AND entity_id = ? AND lang = 'tr' AND field = 'features'", hotel.id);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const [english] = await rows<{ value: string }>(
      "SELECT value FROM translations WHERE entity_kind = 'hotel' AND entity_id = ? AND lang = 'en' AND field = 'features'",
      hotel.id,
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'İpekyolu Grand Otel' })).toBeVisible();
    await expect(canvas.getByText((JSON.parse(english!.value) as string[])[0]!)).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('Bu sayfanın bir kısmı henüz Türkçe yazılmadı');
  },
};

/**
 * Issue 22, what a guest reads before booking, from the hotel read itself: the Persian
 * description and house rules, the times in Persian digits, and the five sights nearest to the
 * hotel (the Worker's nearbyPlaces) as links with their distance.
 */
export const PageContentPersian: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const page = hotelPageIn(hotel.id, 'fa');
    await expect(await canvas.findByRole('heading', { level: 1, name: page.hotelName })).toBeVisible();
    await expect(canvas.getByText(page.description!)).toBeVisible();
    await expect(canvas.getByText(page.houseRules!)).toBeVisible();
    await expect(canvas.getByText(`ورود از ساعت ${formatTimeOfDay(page.checkInTime!, 'fa')}`)).toBeVisible();
    const nearby = canvas.getByRole('region', { name: 'جاذبه‌های نزدیک' });
    await expect(within(nearby).getAllByRole('link').map((link) => link.textContent)).toEqual(page.nearbyPlaces.map((place) => place.name));
    await expect(page.nearbyPlaces).toHaveLength(5);
  },
};
