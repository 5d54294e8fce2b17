import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { placeIds, places } from '../world';
import { empty, failing, slow } from '../../mocks/variants';
import { PlaceListScreen } from '../../src/features/places/components/PlaceListScreen';
import { CurrentLocation } from '../CurrentLocation';
import type { Place } from '../../contract';

/** /touristic-places: the places with category, season and date filters (spec "Places"). */
const meta = {
  title: 'Screens/Places/PlaceListScreen',
  component: PlaceListScreen,
  parameters: { route: '/touristic-places' },
} satisfies Meta<typeof PlaceListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** Read when a story plays: the names in the story's language (stories/world.ts). */
const fortress = places.find((place) => place.id === placeIds.fortress)!;
const museum = places.find((place) => place.id === placeIds.museum)!;
const cardHeadings = (canvas: ReturnType<typeof within>) => canvas.queryAllByRole('heading', { level: 2 });

async function choose(canvas: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: label }));
  await userEvent.click(await body().findByRole('option', { name: option }));
}

/** Every place of the demo world as a card, with the count and the filters set to "all". */
export const Data: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Turistik yerler' })).toBeVisible();
    for (const place of places) {
      await expect(await canvas.findByRole('heading', { level: 2, name: place.name })).toBeVisible();
    }
    await expect(canvas.getByText(`${places.length} yer`)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Kategori' })).toHaveValue('Tümü');
    await expect(canvas.getByRole('combobox', { name: 'Mevsim' })).toHaveValue('Tümü');
    await expect(canvas.getAllByRole('link', { name: 'Detaylar' })).toHaveLength(places.length);
  },
};

/** The visitor picks a category, then a season: only the matching places stay; clearing shows all again. */
export const CategoryAndSeasonFilters: Story = {
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: places[0]!.name });

    await step('category: Müze', async () => {
      await choose(canvas, 'Kategori', 'Müze');
      await waitFor(() => expect(cardHeadings(canvas)).toHaveLength(1));
      await expect(canvas.getByRole('heading', { level: 2, name: museum.name })).toBeVisible();
    });

    await step('category: Tümü, season: Kış (only the museum is best in winter)', async () => {
      await choose(canvas, 'Kategori', 'Tümü');
      await waitFor(() => expect(cardHeadings(canvas)).toHaveLength(places.length));
      await choose(canvas, 'Mevsim', 'Kış');
      await waitFor(() => expect(cardHeadings(canvas)).toHaveLength(places.filter((p) => p.bestSeasons.includes('winter')).length));
      await expect(canvas.queryByRole('heading', { level: 2, name: fortress.name })).not.toBeInTheDocument();
    });

    await step('clear the filters', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Filtreleri temizle' }));
      await waitFor(() => expect(cardHeadings(canvas)).toHaveLength(places.length));
    });
  },
};

/** Filters come from the URL (a shared link): ?category=historical selects "Tarihi" and shows only those. */
export const FiltersFromUrl: Story = {
  parameters: { route: '/touristic-places?category=historical&season=summer' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: fortress.name })).toBeVisible();
    const shown = places.filter((place) => place.category === 'historical' && place.bestSeasons.includes('summer'));
    await waitFor(() => expect(cardHeadings(canvas)).toHaveLength(shown.length));
    await expect(canvas.getByRole('combobox', { name: 'Kategori' })).toHaveValue('Tarihi');
    await expect(canvas.getByRole('combobox', { name: 'Mevsim' })).toHaveValue('Yaz');
  },
};

/** ?view=map: a pin per listed place beside the cards; a filter keeps the map and its pins follow; "Liste" closes it. */
export const MapView: Story = {
  parameters: { route: '/touristic-places?view=map' },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    const map = await canvas.findByRole('region', { name: 'Turistik yerler' }, { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: 'Harita' })).toHaveAttribute('aria-pressed', 'true');
    for (const place of places) await expect(await within(map).findByRole('button', { name: place.name })).toBeInTheDocument();

    await step('category: Müze keeps the map, with the museum’s pin only', async () => {
      await choose(canvas, 'Kategori', 'Müze');
      await waitFor(() => expect(cardHeadings(canvas)).toHaveLength(1));
      const filtered = await canvas.findByRole('region', { name: 'Turistik yerler' });
      await waitFor(() => expect(within(filtered).queryByRole('button', { name: fortress.name })).not.toBeInTheDocument());
      await expect(within(filtered).getByRole('button', { name: museum.name })).toBeInTheDocument();
    });

    await step('Liste: the cards alone', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Liste' }));
      await waitFor(() => expect(canvas.queryByRole('region', { name: 'Turistik yerler' })).not.toBeInTheDocument());
      await expect(canvas.getByRole('heading', { level: 2, name: museum.name })).toBeVisible();
    });
  },
};

/** ?date= a Monday: the places closed on Mondays (the museum among them) are left out; the weekday is named. */
export const DateFilter: Story = {
  parameters: { route: '/touristic-places?date=2027-05-17' },
  async play({ canvasElement, step }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: fortress.name })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: museum.name })).not.toBeInTheDocument();
    await waitFor(() => expect(cardHeadings(canvas)).toHaveLength(places.filter((place) => place.visitDays.includes('Monday')).length));
    await expect(canvas.getByText(/Pazartesi .*günü açık olan yerler/)).toBeVisible();

    await step('a Tuesday brings the museum back', async () => {
      const date = canvas.getByLabelText('Ziyaret tarihi');
      await userEvent.clear(date);
      await userEvent.type(date, '2027-05-18');
      await expect(await canvas.findByRole('heading', { level: 2, name: museum.name })).toBeVisible();
      await expect(canvas.getByText(/Salı .*günü açık olan yerler/)).toBeVisible();
    });
  },
};

/** The list call has not answered yet: a spinner with an accessible name. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...slow('infinite', 'getAllPlaces'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Yükleniyor…' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};

/** No place matches: the spec's empty text. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...empty('getAllPlaces'));
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Seçilen kriterlere uygun turistik yer bulunamadı.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};

/** The call fails: the spec's text 'Turistik yerler yüklenirken bir hata oluştu' and a retry that recovers. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(...failing(500, 'getAllPlaces'));
  },
  async play({ canvasElement, context, step }) {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Tekrar Dene' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Turistik yerler yüklenirken bir hata oluştu');
    await step('the server recovers and the visitor retries', async () => {
      context.msw.resetHandlers();
      await userEvent.click(retry);
      await expect(await canvas.findByRole('heading', { level: 2, name: places[0]!.name })).toBeVisible();
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    });
  },
};

/** Persian: right to left, Persian labels and digits. */
export const RightToLeft: Story = {
  globals: { locale: 'fa' },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: places[0]!.name })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'جاذبه‌های گردشگری' })).toBeVisible();
    await expect(canvas.getByText(`${new Intl.NumberFormat('fa-IR').format(places.length)} مکان`)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'دسته‌بندی' })).toHaveValue('همه');
    await expect(getComputedStyle(canvasElement.querySelector('h1')!).direction).toBe('rtl');
  },
};

// ---------------------------------------------------------------------------------------------
// Sorting (issue 22): by name or category, in the page URL with the filters (contract/listing.ts).

const withLocation = () => (
  <>
    <PlaceListScreen />
    <CurrentLocation />
  </>
);
const cardNames = (canvas: ReturnType<typeof within>) => cardHeadings(canvas).map((heading: HTMLElement) => heading.textContent);
/** The server's name key (worker/db/common.ts foldSql): Turkish letters to their base, ASCII lower case. */
const fold = (name: string) =>
  name.replace(/[İıŞşĞğÜüÖöÇç]/g, (letter) => ({ İ: 'i', ı: 'i', Ş: 's', ş: 's', Ğ: 'g', ğ: 'g', Ü: 'u', ü: 'u', Ö: 'o', ö: 'o', Ç: 'c', ç: 'c' })[letter]!).replace(/[A-Z]/g, (letter) => letter.toLowerCase());
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: Place, b: Place) => compare(fold(a.name), fold(b.name)) || compare(a.name, b.name);

/** The visitor sorts by name, Z to A: the cards follow and the URL carries the sort. */
export const SortedByName: Story = {
  globals: { locale: 'en' },
  render: withLocation,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: places[0]!.name });
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Default order');
    await choose(canvas, 'Sort by', 'Name (Z–A)');
    const expected = [...places].sort((a, b) => byName(b, a)).map((place) => place.name);
    await waitFor(() => expect(cardNames(canvas)).toEqual(expected));
    await expect(canvas.getByLabelText('current location')).toHaveTextContent(/^\/touristic-places\?sort=name&order=desc$/);
  },
};

/** A link with a category and a sort: only the historical places, A to Z; "all" categories keeps the sort in the URL. */
export const FilteredAndSorted: Story = {
  parameters: { route: '/touristic-places?category=historical&sort=name' },
  render: withLocation,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const historical = places.filter((place) => place.category === 'historical').sort(byName);
    await waitFor(() => expect(cardNames(canvas)).toEqual(historical.map((place) => place.name)));
    await expect(canvas.getByRole('combobox', { name: 'Kategori' })).toHaveValue('Tarihi');
    await expect(canvas.getByRole('combobox', { name: 'Sıralama' })).toHaveValue('Ada göre (A–Z)');
    await choose(canvas, 'Kategori', 'Tümü');
    await waitFor(() => expect(cardNames(canvas)).toEqual([...places].sort(byName).map((place) => place.name)));
    await expect(canvas.getByLabelText('current location')).toHaveTextContent(/^\/touristic-places\?sort=name$/);
  },
};

/** Nothing matches the filters: the empty text; clearing the filters keeps the order chosen. */
export const SortedNoMatch: Story = {
  parameters: { route: '/touristic-places?category=museum&season=winter&sort=category' },
  render: withLocation,
  beforeEach({ msw }) {
    msw.use(...empty('getAllPlaces'));
  },
  async play({ canvasElement, context }) {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Seçilen kriterlere uygun turistik yer bulunamadı.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sıralama' })).toHaveValue('Kategoriye göre');
    context.msw.resetHandlers();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Filtreleri temizle' })[0]!);
    await expect(canvas.getByLabelText('current location')).toHaveTextContent(/^\/touristic-places\?sort=category$/);
    await waitFor(() => expect(cardHeadings(canvas)).toHaveLength(places.length));
  },
};

/** Persian, sorted by category from the URL: category by category, each by its Persian name, places without one last. */
export const SortedRightToLeft: Story = {
  globals: { locale: 'fa' },
  parameters: { route: '/touristic-places?sort=category' },
  render: withLocation,
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    const expected = [...places].sort((a, b) => {
      if (a.category === null || b.category === null) return a.category === b.category ? byName(a, b) : a.category === null ? 1 : -1;
      return compare(a.category, b.category) || byName(a, b);
    });
    await waitFor(() => expect(cardNames(canvas)).toEqual(expected.map((place) => place.name)));
    await expect(canvas.getByRole('combobox', { name: 'مرتب‌سازی' })).toHaveValue('بر اساس دسته‌بندی');
    await expect(canvas.getByLabelText('current location')).toHaveTextContent('/touristic-places?sort=category');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
