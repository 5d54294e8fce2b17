import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { empty, failing, slow } from '../../mocks/variants';
import { hotels } from '../world';
import { HotelListScreen } from '../../src/features/hotels/components/HotelListScreen';
import { CurrentLocation } from '../CurrentLocation';
import type { Hotel } from '../../contract';
import { formatNumber } from '../../src/lib/format';

/** /hotels: every hotel as a card, with loading, error (retry) and empty states (spec "Hotel list"). */
const meta = {
  title: 'Screens/Hotels/HotelListScreen',
  component: HotelListScreen,
  parameters: { route: '/hotels' },
} satisfies Meta<typeof HotelListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hotels of the demo world, one card each, with the count. */
export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Oteller' })).toBeVisible();
    for (const hotel of hotels) {
      await expect(await canvas.findByRole('heading', { level: 2, name: hotel.hotelName })).toBeVisible();
    }
    await expect(canvas.getByText(`${hotels.length} otel`)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Rezervasyon Yap' })).toHaveLength(hotels.length);
  },
};

/** ?view=map: the map beside the cards with a pin per hotel; a pin's popup opens the hotel's page. */
export const MapView: Story = {
  parameters: { route: '/hotels?view=map' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const map = await canvas.findByRole('region', { name: 'Oteller' }, { timeout: 5000 });
    for (const hotel of hotels) await expect(await within(map).findByRole('button', { name: hotel.hotelName })).toBeInTheDocument();
    await userEvent.click(within(map).getByRole('button', { name: hotels[0]!.hotelName }));
    await expect(await within(map).findByRole('link', { name: `${hotels[0]!.hotelName}: sayfayı aç` })).toHaveAttribute('href', `/hotel/${hotels[0]!.id}`);
    await expect(canvas.getByRole('heading', { level: 2, name: hotels[0]!.hotelName })).toBeVisible();
  },
};

/** The list call has not answered yet: a spinner with an accessible name. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getAllHotels'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};

/** No hotel matches (an empty list): the spec's empty message. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...empty('getAllHotels'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Seçilen kriterlere uygun otel bulunamadı.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};

/** The list call fails: the spec's message and a retry; once the server answers, retry shows the hotels. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getAllHotels'));
  },
  async play({ canvasElement, context, step }) {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Tekrar Dene' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oteller yüklenirken bir hata oluştu.');
    await expect(retry).toBeVisible();

    await step('the server recovers and the visitor retries', async () => {
      // Back to the default handlers (the story's 500 override goes).
      context.msw.resetHandlers();
      await userEvent.click(retry);
      await expect(await canvas.findByRole('heading', { level: 2, name: hotels[0]!.hotelName })).toBeVisible();
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    });
  },
};

/** `/hotels?type=luxury` (top-bar menu): only the 5-star hotels, under the type's title. */
export const LuxuryFilter: Story = {
  parameters: { route: '/hotels?type=luxury' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const luxury = hotels.filter((hotel) => hotel.starRating === 5);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lüks oteller' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(luxury.length));
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Akdamar Göl Evi' })).not.toBeInTheDocument();
  },
};

/**
 * Dark colour scheme (toolbar). Known finding, reported to src/theme.ts: in dark mode the dimmed
 * text (#828282 on #242424/#2e2e2e, 3.5-4.0:1) and the lake.8 price miss WCAG AA. Until the theme's
 * dark `cssVariablesResolver` fixes them, axe reports here as a warning ('todo'), not a failure.
 */
export const Dark: Story = {
  globals: { colorScheme: 'dark' },
  parameters: { a11y: { test: 'todo' } },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: hotels[0]!.hotelName })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'));
  },
};

/** Persian: right-to-left document, Persian texts. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: hotels[0]!.hotelName })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(document.documentElement).toHaveAttribute('lang', 'fa');
    await expect(canvas.getAllByRole('link', { name: 'رزرو' })).toHaveLength(hotels.length);
    // Mantine's DirectionProvider follows <html dir>: the layout really flows right to left.
    await expect(getComputedStyle(canvasElement.querySelector('h1')!).direction).toBe('rtl');
    // The star badges count in Persian digits.
    const [badge] = canvas.getAllByRole('img', { name: `${formatNumber(hotels[0]!.starRating, 'fa')} ستاره از ۵` });
    await expect(badge).toHaveTextContent(formatNumber(hotels[0]!.starRating, 'fa'));
  },
};

/**
 * A dated search's summary on a Persian page: its parts are parted by the Persian comma, never by
 * the middle dot, which reads as the Persian zero next to Persian digits (۱۴۰۶ · ۴ مهمان).
 */
export const SearchSummaryPersian: Story = {
  globals: { locale: 'fa' },
  parameters: { route: '/hotels?checkIn=2027-06-10&checkOut=2027-06-13&guests=4' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const summary = await canvas.findByText('جستجوی شما:', { exact: false });
    await waitFor(() => expect(summary).toHaveTextContent(/، ۴ مهمان/));
    await expect(summary.textContent).not.toContain('·');
  },
};

/**
 * A city typed in Persian on a Persian page, no dates: the server's search knows the districts'
 * and the city's names in every language (worker/db/hotels.ts), so توشبا finds the Tuşba hotels.
 */
export const CityInPersian: Story = {
  globals: { locale: 'fa' },
  parameters: { route: `/hotels?city=${encodeURIComponent('توشبا')}` },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const tusba = hotels.filter((hotel) => hotel.district === 'توشبا');
    await waitFor(() => expect(canvas.getAllByRole('link', { name: 'رزرو' })).toHaveLength(tusba.length));
    await expect(tusba.length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/توشبا/).length).toBeGreaterThanOrEqual(tusba.length);
  },
};

/** The same in Latin letters on the Persian page: "Van" still finds every hotel of Van. */
export const CityInLatinOnPersianPage: Story = {
  globals: { locale: 'fa' },
  parameters: { route: '/hotels?city=Van' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('link', { name: 'رزرو' })).toHaveLength(hotels.length));
  },
};

/**
 * Home search with dates (docs/urls.md): the server search answers; each card shows the price of the
 * whole stay and Book carries the dates, guests and the room type.
 */
export const SearchWithDates: Story = {
  globals: { locale: 'en' },
  parameters: { route: '/hotels?checkIn=2027-06-10&checkOut=2027-06-13&guests=2' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Total for 3 nights, 2 guests')).not.toHaveLength(0);
    const books = canvas.getAllByRole('link', { name: 'Book' });
    await expect(books[0]!.getAttribute('href')).toMatch(
      /^\/reserve\/[\w-]+\?checkIn=2027-06-10&checkOut=2027-06-13&guests=2&roomTypeId=[\w-]+$/,
    );
    await expect(canvas.getByText('Your search:', { exact: false })).toHaveTextContent(/Your search: .*2 guests/);
  },
};

/** Changing the search from the summary: a blank guest count is refused, the search stays. */
export const ChangeSearchValidation: Story = {
  parameters: { route: '/hotels?checkIn=2099-06-10&checkOut=2099-06-13&guests=2' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Aramayı değiştir' }));
    const guests = await canvas.findByRole('textbox', { name: 'Misafir sayısı' });
    await userEvent.clear(guests);
    await userEvent.click(canvas.getByRole('button', { name: 'Otel ara' }));
    await expect(await canvas.findByText('Misafir sayısı 1 ile 100 arasında olmalıdır')).toBeVisible();
  },
};

/** A search no hotel can answer (100 guests): the empty text with a way back to all hotels. */
export const SearchNoMatch: Story = {
  parameters: { route: '/hotels?checkIn=2027-06-10&checkOut=2027-06-13&guests=100' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Seçilen kriterlere uygun otel bulunamadı.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tüm otelleri göster' })).toHaveAttribute('href', '/hotels');
  },
};

// ---------------------------------------------------------------------------------------------
// Finding things (issue 22): sort and filters in the page URL (contract/listing.ts).

/** The screen with the router's URL under it, as the visitor's address bar would show it. */
const withLocation = () => (
  <>
    <HotelListScreen />
    <CurrentLocation />
  </>
);
const cardNames = (canvas: ReturnType<typeof within>) => canvas.queryAllByRole('heading', { level: 2 }).map((heading: HTMLElement) => heading.textContent);
/** The server's order (worker/db/hotels.ts): the key, nulls last, equal keys in the order of creation (the world's). */
const ordered = (list: readonly Hotel[], key: (hotel: Hotel) => number | null, direction: 1 | -1) =>
  [...list].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (x - y) * direction;
  });

/** The visitor sorts by price, high to low: the cards follow the from-price and the URL carries the sort. */
export const SortedByPrice: Story = {
  globals: { locale: 'en' },
  render: withLocation,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: hotels[0]!.hotelName });
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveDisplayValue('Recommended');
    await userEvent.selectOptions(sort, 'Price: high to low');
    const expected = ordered(hotels, (hotel) => hotel.fromPrice, -1).map((hotel) => hotel.hotelName);
    await waitFor(() => expect(cardNames(canvas)).toEqual(expected));
    await expect(canvas.getByLabelText('current location')).toHaveTextContent(/^\/hotels\?sort=price&order=desc$/);
    await expect(sort).toHaveDisplayValue('Price: high to low');
  },
};

/**
 * A link with filters (4+ stars, parking): only those hotels, "Filters (2)"; the visitor adds
 * lake view and a top price, and each choice lands in the URL.
 */
export const Filtered: Story = {
  parameters: { route: '/hotels?minStars=4&amenities=parking' },
  render: withLocation,
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const matching = (hotel: Hotel) => hotel.starRating >= 4 && hotel.amenities.includes('parking');
    await waitFor(() => expect(cardNames(canvas)).toEqual(hotels.filter(matching).map((hotel) => hotel.hotelName)));
    await userEvent.click(canvas.getByRole('button', { name: 'Filtreler (2)' }));
    await expect(await canvas.findByRole('button', { name: '4+ yıldız', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Otopark', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Göl manzarası', pressed: false })).toBeVisible();

    await step('lake view too', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Göl manzarası' }));
      const withLake = hotels.filter((hotel) => matching(hotel) && hotel.amenities.includes('lakeView'));
      await waitFor(() => expect(cardNames(canvas)).toEqual(withLake.map((hotel) => hotel.hotelName)));
      await expect(canvas.getByLabelText('current location')).toHaveTextContent('/hotels?minStars=4&amenities=parking%2ClakeView');
    });

    await step('at most 3000 TL a night', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'En yüksek gecelik fiyat (TL)' }), '3000');
      await userEvent.click(canvas.getByRole('button', { name: 'Fiyatı uygula' }));
      // The bound is a price paid, as the cards show it: with taxes (issue 33).
      const cheap = hotels.filter((hotel) => matching(hotel) && hotel.amenities.includes('lakeView') && (hotel.fromPriceWithTaxes ?? Infinity) <= 3000);
      await waitFor(() => expect(cardNames(canvas)).toEqual(cheap.map((hotel) => hotel.hotelName)));
      await expect(canvas.getByLabelText('current location')).toHaveTextContent('/hotels?minStars=4&amenities=parking%2ClakeView&maxPrice=3000');
      await expect(canvas.getByRole('button', { name: 'Filtreler (3)' })).toBeVisible();
    });
  },
};

/** Filters no hotel meets (5 stars under 1000 TL): the empty text, a way to every hotel, the filters kept in the URL. */
export const FilteredNoMatch: Story = {
  parameters: { route: '/hotels?minStars=5&maxPrice=1000' },
  render: withLocation,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Seçilen kriterlere uygun otel bulunamadı.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tüm otelleri göster' })).toHaveAttribute('href', '/hotels');
    await expect(canvas.getByRole('button', { name: 'Filtreler (2)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(cardNames(canvas)).toHaveLength(hotels.length));
    await expect(canvas.getByLabelText('current location')).toHaveTextContent(/^\/hotels$/);
  },
};

/** Persian, sorted by guest rating from the URL: the menu says so, the best rated come first. */
export const SortedRightToLeft: Story = {
  globals: { locale: 'fa' },
  parameters: { route: '/hotels?sort=rating' },
  render: withLocation,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    // Best average first (as answered, one decimal), equal averages the more reviewed first, unrated last.
    const expected = [...hotels].sort((a, b) => {
      if (a.reviewAverage === null || b.reviewAverage === null) return a.reviewAverage === b.reviewAverage ? 0 : a.reviewAverage === null ? 1 : -1;
      return b.reviewAverage - a.reviewAverage || b.reviewCount - a.reviewCount;
    });
    await waitFor(() => expect(cardNames(canvas)).toEqual(expected.map((hotel) => hotel.hotelName)));
    await expect(canvas.getByRole('combobox', { name: 'مرتب‌سازی' })).toHaveDisplayValue('امتیاز مهمانان');
    await expect(canvas.getByRole('button', { name: 'فیلترها' })).toBeVisible();
    await expect(canvas.getByLabelText('current location')).toHaveTextContent('/hotels?sort=rating');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
