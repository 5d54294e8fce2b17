/**
 * What a public page needs for its first view, so its HTML can start every fetch at once:
 * the lazily loaded screen's chunks (modulepreload, from Vite's manifest), the API calls the
 * screen makes on open (preload as fetch: answered while the JS still downloads, then reused
 * by the SPA's own fetch) and the page's largest image (preload, high priority).
 *
 * The URLs are built from the contract's paths with the SPA's own parameters; the e2e journey
 * `firstView` checks that the SPA asks for exactly these (an unused preload fails it).
 */
import type { GalleryPhoto, Hotel, Place, Tour } from '../../contract';
import { GALLERY_SIZES, type CardKind, type GalleryWidth } from '../../contract/photos';
import { routes as endpoints, withQuery } from '../../contract/routes';
import { HOME_HERO_IMAGE, HOME_SECTION_SIZE } from '../../contract/home';
import { escapeHtml } from './html';
import type { StaticPageName } from '../../contract/pages';
import { hotelListingFromParams, hotelListingQuery, placeListingFromParams, placeListingQuery } from '../../contract/listing';
import { HOTEL_SEARCH_PAGE_SIZE, parseStaySearch } from '../../contract/staySearch';
import { isRealDate } from '../../contract/common';

/** The lazily loaded screens of the public pages (their chunks are laid out for a fast first view: vite.config.ts). */
export const FIRST_VIEW_SCREENS = [
  'src/app/screens/HomePage.tsx',
  'src/features/hotels/components/HotelListScreen.tsx',
  'src/features/hotels/components/HotelDetailScreen.tsx',
  'src/features/places/components/PlaceListScreen.tsx',
  'src/features/places/components/PlaceDetailScreen.tsx',
  'src/features/tours/components/TourListScreen.tsx',
  'src/features/tours/components/TourDetailScreen.tsx',
  'src/features/support/components/SupportScreen.tsx',
] as const;

export interface FirstView {
  /** Source path of the route's lazily loaded screen, as Vite's manifest names it. */
  screen: string;
  /** Same-origin API URLs the screen fetches on open, exactly as the SPA builds them. */
  calls: string[];
  /** The largest image of the first view, when it is known from the data. */
  image?: string;
  /**
   * A list page's largest image is its first card's photo: the page asks its first call (as the
   * SPA makes it) and takes the first item it answers (its photo and name: worker/pages/prepaint.ts).
   */
  firstCard?: { kind: CardKind; of: (item: unknown) => FirstCard };
  /** The parts of the texts the screen loads beside the language's own (src/lib/i18n.ts): preloaded too. */
  texts?: Array<keyof typeof TEXT_PART_MODULES>;
  /** Its sizes and how wide it is drawn, when it is a gallery photo (docs/decisions/0014-photo-galleries.md). */
  imageSrcset?: string;
  imageSizes?: string;
}

/** The first photo of a record's gallery, else its plain URL, as the page's largest image. */
function largestImage(first: GalleryPhoto | undefined, url: string | null | undefined, width: GalleryWidth): Pick<FirstView, 'image' | 'imageSrcset' | 'imageSizes'> {
  if (!first) return { image: url || undefined };
  return first.srcset ? { image: first.src, imageSrcset: first.srcset, imageSizes: GALLERY_SIZES[width] } : { image: first.src };
}

/** A list's first card: its photo and its name, when the answer has them. */
export interface FirstCard {
  image?: string;
  name?: string;
}

const firstString = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
/** The photo and name each list's card shows first (src/components/HotelCard.tsx, PlaceCard.tsx, TourCard.tsx). */
const firstCard: Record<CardKind, (item: unknown) => FirstCard> = {
  hotel: (item) => {
    const hotel = item as Partial<Hotel> | null;
    return { image: firstString(hotel?.photoUrls?.[0]), name: firstString(hotel?.hotelName) };
  },
  place: (item) => {
    const place = item as Partial<Place> | null;
    return { image: firstString(place?.image), name: firstString(place?.name) };
  },
  tour: (item) => {
    const tour = item as Partial<Tour> | null;
    return { image: firstString(tour?.photoUrl), name: firstString(tour?.tourName) };
  },
};


/**
 * The one screen of the three legal pages. Not among FIRST_VIEW_SCREENS: nobody lands there
 * first, so the public screens' chunk layout (and the budgets in BENCHMARKS.md) stays as it is;
 * its chunk is still preloaded from the manifest.
 */
const LEGAL_SCREEN = 'src/features/legal/components/LegalPage.tsx';

/** The pages of fixed texts (`edge: 'static'` in contract/pages.ts). */
export const STATIC_FIRST_VIEWS: Record<StaticPageName, FirstView> = {
  home: {
    screen: 'src/app/screens/HomePage.tsx',
    calls: [
      endpoints.getAllHotels.path,
      withQuery(endpoints.getAllPlaces.path, { page: 1, pageSize: HOME_SECTION_SIZE }),
      withQuery(endpoints.getAllTours.path, { page: 1, pageSize: HOME_SECTION_SIZE }),
    ],
    image: HOME_HERO_IMAGE,
  },
  hotels: { screen: 'src/features/hotels/components/HotelListScreen.tsx', calls: [endpoints.getAllHotels.path], firstCard: { kind: 'hotel', of: firstCard.hotel } },
  places: { screen: 'src/features/places/components/PlaceListScreen.tsx', calls: [endpoints.getAllPlaces.path], firstCard: { kind: 'place', of: firstCard.place } },
  tours: { screen: 'src/features/tours/components/TourListScreen.tsx', calls: [endpoints.searchTours.path], firstCard: { kind: 'tour', of: firstCard.tour }, texts: ['tours'] },
  contact: { screen: 'src/features/support/components/SupportScreen.tsx', calls: [], texts: ['support'] },
  login: { screen: 'src/features/auth/components/LoginScreen.tsx', calls: [], texts: ['account'] },
  register: { screen: 'src/features/auth/components/RegisterScreen.tsx', calls: [], texts: ['account'] },
  terms: { screen: LEGAL_SCREEN, calls: [] },
  privacy: { screen: LEGAL_SCREEN, calls: [] },
  cancellationPolicy: { screen: LEGAL_SCREEN, calls: [] },
};

/**
 * A static page's first view for the page's URL: the hotel and place lists carry their sort and
 * filters in the URL (contract/listing.ts), so their call is preloaded with them, exactly as the
 * SPA asks (a preload of the plain list would go unused).
 */
export function staticFirstView(name: StaticPageName, search: URLSearchParams): FirstView {
  const view = STATIC_FIRST_VIEWS[name];
  if (name === 'hotels') {
    const listing = hotelListingQuery(hotelListingFromParams(search));
    // Dated or by city, the list is the server's search (src/features/hotels/components/HotelListScreen.tsx):
    // its call is preloaded as the SPA makes it (src/features/hotels/api/searchHotels.ts) and its
    // first hotel painted first (the plain list's first may be full on those dates).
    const stay = parseStaySearch(search);
    if ((stay.checkIn && stay.checkOut) || stay.city) {
      const query = { city: stay.city, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests, ...listing, pageSize: HOTEL_SEARCH_PAGE_SIZE };
      return { ...view, calls: [withQuery(endpoints.searchHotels.path, query)] };
    }
    return { ...view, calls: [withQuery(endpoints.getAllHotels.path, listing)] };
  }
  if (name === 'places') return { ...view, calls: [withQuery(endpoints.getAllPlaces.path, placeListingQuery(placeListingFromParams(search)))] };
  return view;
}

export function hotelFirstView(hotel: Hotel, first?: GalleryPhoto): FirstView {
  return {
    screen: 'src/features/hotels/components/HotelDetailScreen.tsx',
    calls: [
      withQuery(endpoints.getHotelById.path, { id: hotel.id }),
      endpoints.getHotelRoomTypes.path.replace(':hotelId', encodeURIComponent(hotel.id)),
    ],
    texts: ['detail'],
    ...largestImage(first, hotel.photoUrls[0], 'wide'),
  };
}

export function placeFirstView(place: Place, first?: GalleryPhoto): FirstView {
  return {
    screen: 'src/features/places/components/PlaceDetailScreen.tsx',
    calls: [withQuery(endpoints.getPlaceById.path, { id: place.id })],
    texts: ['detail'],
    ...largestImage(first, place.image, 'column'),
  };
}

export function tourFirstView(tour: Tour, first?: GalleryPhoto): FirstView {
  return {
    screen: 'src/features/tours/components/TourDetailScreen.tsx',
    calls: [withQuery(endpoints.getTourById.path, { id: tour.id })],
    texts: ['tours', 'detail'],
    ...largestImage(first, tour.photoUrl, 'column'),
  };
}

/**
 * The hotel booking form (/reserve/:id): the hotel and its room types as the form asks for them
 * (src/features/booking/api/getHotel.ts, getRoomTypes.ts: with both prefilled dates, a valid stay,
 * the room types for those nights), the account's and the tours' texts (src/app/router.tsx).
 */
export function reserveFirstView(hotel: Hotel, search: URLSearchParams): FirstView {
  const date = (name: string) => {
    const value = search.get(name);
    return value && isRealDate(value) ? value : undefined;
  };
  const checkIn = date('checkIn');
  const checkOut = date('checkOut');
  const stay = checkIn && checkOut && checkOut > checkIn ? { checkIn, checkOut } : {};
  return {
    screen: 'src/features/booking/components/ReservationScreen.tsx',
    calls: [
      withQuery(endpoints.getHotelById.path, { id: hotel.id }),
      withQuery(endpoints.getHotelRoomTypes.path.replace(':hotelId', encodeURIComponent(hotel.id)), stay),
    ],
    texts: ['account', 'tours'],
  };
}

/** The tour booking form (/tour-reservation/:id): the tour, as its page asks for it (src/features/tours/api/getTourById.ts). */
export function tourReserveFirstView(tour: Tour): FirstView {
  return {
    screen: 'src/features/tours/components/TourReservationScreen.tsx',
    calls: [withQuery(endpoints.getTourById.path, { id: tour.id })],
    texts: ['account', 'tours'],
  };
}

/** Vite's build manifest (dist/.vite/manifest.json), the parts used here. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * The files the screen needs beyond what index.html already loads: its chunk, the chunks it
 * imports (transitively) and their CSS. The entry and its own imports are left out.
 */
export function screenFiles(manifest: BuildManifest, screen: string): { scripts: string[]; styles: string[] } {
  const loaded = new Set<string>();
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const markLoaded = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    for (const next of manifest[key]?.imports ?? []) markLoaded(next);
  };
  for (const [key] of entries) markLoaded(key);

  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || loaded.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.push(`/${css}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(screen);
  return { scripts, styles };
}


/** Only same-origin paths are preloaded (a photo URL may point anywhere). */
const isLocalPath = (url: string | undefined): url is string => !!url && url.startsWith('/') && !url.startsWith('//');

/** The SPA's texts per language (src/lib/i18n.ts loads one of them before its first render). */
const LOCALE_MODULES = { tr: 'src/locales/tr/index.ts', en: 'src/locales/en/index.ts', fa: 'src/locales/fa/index.ts' } as const;
/** The parts of the texts a screen loads with it (loadSupportTexts, loadTourTexts, loadDetailTexts, loadAccountTexts in src/lib/i18n.ts). */
const TEXT_PART_MODULES = {
  account: (language: LocaleCode) => `src/locales/${language}/account.ts`,
  support: (language: LocaleCode) => `src/locales/${language}/supportTexts.ts`,
  tours: (language: LocaleCode) => `src/locales/${language}/tourTexts.ts`,
  detail: (language: LocaleCode) => `src/locales/${language}/detailTexts.ts`,
} as const;
export type LocaleCode = keyof typeof LOCALE_MODULES;

/** The URL of a first-view call as the SPA makes it: with a language, `lang` last (src/lib/contentLanguage.ts). */
export function callUrl(call: string, language?: LocaleCode): string {
  return language ? withQuery(call, { lang: language }) : call;
}

/** The preload of the page's largest image ('' when none is known or it is not ours). */
export function imagePreloadTag(view: Pick<FirstView, 'image' | 'imageSrcset' | 'imageSizes'>): string {
  if (!isLocalPath(view.image)) return '';
  const responsive = view.imageSrcset && view.imageSizes ? ` imagesrcset="${escapeHtml(view.imageSrcset)}" imagesizes="${escapeHtml(view.imageSizes)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(view.image)}"${responsive} />`;
}

/**
 * The `<link>` tags of a first view (scripts and styles only when the manifest is known). With a
 * language, each call asks for its content in it (`lang` last, as the SPA's fetchers put it:
 * src/lib/contentLanguage.ts).
 */
export function firstViewTags(view: FirstView, manifest: BuildManifest | null, language?: LocaleCode): string {
  const tags: string[] = [];
  const image = imagePreloadTag(view);
  if (image) tags.push(image);
  for (const call of view.calls) {
    const href = callUrl(call, language);
    tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}" />`);
  }
  if (manifest) {
    const { scripts, styles } = screenFiles(manifest, view.screen);
    // The texts first: the SPA's first render waits for them.
    const locale = language ? manifest[LOCALE_MODULES[language]]?.file : undefined;
    if (locale) tags.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(locale)}" />`);
    for (const name of language ? (view.texts ?? []) : []) {
      const part = manifest[TEXT_PART_MODULES[name](language!)]?.file;
      if (part) tags.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(part)}" />`);
    }
    // Fetched now, applied by Vite's chunk loader with the screen (not render-blocking).
    for (const style of styles) tags.push(`<link rel="preload" as="style" crossorigin href="${escapeHtml(style)}" />`);
    for (const script of scripts) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(script)}" />`);
  }
  return tags.join('\n');
}
