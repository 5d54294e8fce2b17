/**
 * Finding things in the catalogue lists (issue 22): how the hotel and place lists are sorted and
 * filtered. Zod-free, so the SPA imports it for values (docs/decisions/0004-spa-first-view-without-zod.md):
 * the request schemas built on it are `HotelFinding` (contract/hotel.ts) and `PlaceListQuery`
 * (contract/place.ts); the SQL is in worker/db/hotels.ts and worker/db/places.ts. The page URL
 * of /hotels and /touristic-places carries the same parameters as the API call, so a list's URL
 * is the call it makes (docs/urls.md), and the edge's first view preloads exactly that call
 * (worker/pages/firstView.ts).
 */
import { HOTEL_AMENITIES, isOneOf, PLACE_CATEGORIES, SEASONS } from './enums';

type HotelAmenity = (typeof HOTEL_AMENITIES)[number];
type PlaceCategory = (typeof PLACE_CATEGORIES)[number];
type Season = (typeof SEASONS)[number];

/** `sort` of GET /api/hotel/public/getAllHotels and /api/hotels/search. */
export const HOTEL_SORTS = ['createdAt', 'price', 'rating', 'name'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

/** `sort` of GET /api/tour/public/getAllPlaces. */
export const PLACE_SORTS = ['createdAt', 'name', 'category'] as const;
export type PlaceSort = (typeof PLACE_SORTS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type ListSortOrder = (typeof SORT_ORDERS)[number];

export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The order a sort takes when `order` is not given: the cheapest, the best rated and A→Z first;
 * `createdAt` the oldest first, as the spec's lists always were.
 */
export const DEFAULT_ORDER: Record<HotelSort | PlaceSort, ListSortOrder> = {
  createdAt: 'asc',
  price: 'asc',
  rating: 'desc',
  name: 'asc',
  category: 'asc',
};

/** The Worker's answers to a bad sort or filter (400s, each with its code in worker/errorCodes.ts). */
export const ListMessages = {
  hotelSort: `sort must be one of ${HOTEL_SORTS.join(', ')}`,
  placeSort: `sort must be one of ${PLACE_SORTS.join(', ')}`,
  order: 'order must be asc or desc',
  minStars: 'minStars must be a whole number from 1 to 5',
  amenities: `amenities must be a comma-separated list of ${HOTEL_AMENITIES.join(', ')}`,
  price: 'minPrice and maxPrice must be amounts in TL, 0 or more',
  priceRange: 'minPrice must not be above maxPrice',
} as const;

/** The sort and the filters of the hotel list, as the page URL and the API call carry them. */
export interface HotelListing {
  sort?: HotelSort;
  order?: ListSortOrder;
  minStars?: number;
  amenities?: HotelAmenity[];
  minPrice?: number;
  maxPrice?: number;
}

/** The server's filters and the sort of the place list (the visit date is filtered in the SPA). */
export interface PlaceListing {
  category?: PlaceCategory;
  season?: Season;
  sort?: PlaceSort;
  order?: ListSortOrder;
}

const wholeNumber = (value: string | null, min: number, max: number): number | undefined => {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
};

const amount = (value: string | null): number | undefined => {
  if (value === null || !/^\d+(\.\d{1,2})?$/.test(value.trim())) return undefined;
  return Number(value);
};

/**
 * The hotel list's sort and filters read from a page URL; a value the API would refuse is left
 * out (a hand-edited link shows the list, not an error), so the call built from it is always valid.
 */
export function hotelListingFromParams(params: URLSearchParams): HotelListing {
  const sort = params.get('sort');
  const order = params.get('order');
  const amenities = (params.get('amenities') ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item): item is HotelAmenity => isOneOf(HOTEL_AMENITIES, item));
  let minPrice = amount(params.get('minPrice'));
  let maxPrice = amount(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    sort: isOneOf(HOTEL_SORTS, sort) ? sort : undefined,
    order: isOneOf(SORT_ORDERS, order) ? order : undefined,
    minStars: wholeNumber(params.get('minStars'), 1, 5),
    amenities: amenities.length ? HOTEL_AMENITIES.filter((known) => amenities.includes(known)) : undefined,
    minPrice,
    maxPrice,
  };
}

/**
 * The parameters of a hotel listing, in one fixed order, absent ones left out: the page URL's and
 * the API call's (the SPA's fetcher and the edge's preload build the same URL from it).
 */
export function hotelListingQuery(listing: HotelListing): Record<string, string | undefined> {
  return {
    sort: listing.sort,
    order: listing.sort ? listing.order : undefined,
    minStars: listing.minStars === undefined ? undefined : String(listing.minStars),
    amenities: listing.amenities?.length ? listing.amenities.join(',') : undefined,
    minPrice: listing.minPrice === undefined ? undefined : String(listing.minPrice),
    maxPrice: listing.maxPrice === undefined ? undefined : String(listing.maxPrice),
  };
}

/** True when the listing narrows the list (a sort alone does not). */
export const hotelListingFilters = (listing: HotelListing): boolean =>
  listing.minStars !== undefined || !!listing.amenities?.length || listing.minPrice !== undefined || listing.maxPrice !== undefined;

/** The place list's filters and sort read from a page URL (unknown, blank or `all` values left out). */
export function placeListingFromParams(params: URLSearchParams): PlaceListing {
  const [category, season, sort, order] = ['category', 'season', 'sort', 'order'].map((name) => params.get(name));
  return {
    category: isOneOf(PLACE_CATEGORIES, category) ? category : undefined,
    season: isOneOf(SEASONS, season) ? season : undefined,
    sort: isOneOf(PLACE_SORTS, sort) ? sort : undefined,
    order: isOneOf(SORT_ORDERS, order) ? order : undefined,
  };
}

/** The place list's call parameters (category and season first, as the SPA has always sent them). */
export function placeListingQuery(listing: PlaceListing): Record<string, string | undefined> {
  return {
    category: listing.category,
    season: listing.season,
    sort: listing.sort,
    order: listing.sort ? listing.order : undefined,
  };
}
