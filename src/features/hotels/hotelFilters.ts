import type { Hotel } from '../../../contract';
import { DEFAULT_ORDER, hotelListingQuery, type HotelListing } from '../../../contract/listing';

/** The hotel types of the top-bar menu (`/hotels?type=...`). */
export const hotelTypes = ['luxury', 'boutique', 'deals'] as const;
export type HotelType = (typeof hotelTypes)[number];

export interface HotelFilters {
  type?: HotelType;
  /** Matches the city or district, ignoring case. */
  city?: string;
  /** The server sorted the list as the visitor chose (`?sort=`): the deals keep that order. */
  sorted?: boolean;
}

/** The sort menu of the hotel list: each choice is a `sort` and an `order` (contract/listing.ts). */
export const hotelSortChoices = [
  { key: 'priceAsc', sort: 'price', order: 'asc' },
  { key: 'priceDesc', sort: 'price', order: 'desc' },
  { key: 'rating', sort: 'rating', order: 'desc' },
  { key: 'name', sort: 'name', order: 'asc' },
] as const satisfies readonly { key: string; sort: HotelListing['sort']; order: HotelListing['order'] }[];
export type HotelSortChoice = (typeof hotelSortChoices)[number]['key'];

/** The menu's choice for the URL's sort (an order left out is the sort's default). */
export const hotelSortChoiceOf = (listing: HotelListing): HotelSortChoice | undefined =>
  listing.sort
    ? hotelSortChoices.find((choice) => choice.sort === listing.sort && choice.order === (listing.order ?? DEFAULT_ORDER[listing.sort!]))?.key
    : undefined;

/** The URL parameters a listing owns; the others (city, dates, type, view) stay as they are. */
const LISTING_PARAMS = Object.keys(hotelListingQuery({}));

/** `current` with the listing's parameters replaced by those of `listing`. */
export function withHotelListing(current: URLSearchParams, listing: HotelListing): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of LISTING_PARAMS) next.delete(name);
  for (const [name, value] of Object.entries(hotelListingQuery(listing))) if (value !== undefined) next.set(name, value);
  return next;
}

/** Reads `?type=` and `?city=`; unknown or blank values are ignored. */
export function parseHotelFilters(params: URLSearchParams): HotelFilters {
  const type = params.get('type');
  const city = params.get('city')?.trim();
  return {
    type: hotelTypes.find((known) => known === type),
    city: city ? city : undefined,
  };
}

const BOUTIQUE_MAX_ROOMS = 30;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? 0;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The spec names the types but not their rules; ours:
 * luxury = 5 stars; boutique = 3+ stars with at most 30 rooms; deals = priced at or below
 * the median "from" price per night (`fromPrice`, derived from the room types), cheapest first
 * unless the visitor chose an order;
 * a hotel without room types has no price and is no deal.
 */
export function filterHotels<T extends Pick<Hotel, 'hotelCity' | 'district' | 'starRating' | 'roomCount' | 'fromPrice'>>(
  hotels: readonly T[],
  { type, city, sorted }: HotelFilters,
): T[] {
  const needle = city?.toLocaleLowerCase('tr');
  let result = needle
    ? hotels.filter((hotel) =>
        [hotel.hotelCity, hotel.district].some((place) => place?.toLocaleLowerCase('tr').includes(needle)),
      )
    : [...hotels];

  switch (type) {
    case 'luxury':
      result = result.filter((hotel) => hotel.starRating === 5);
      break;
    case 'boutique':
      result = result.filter(
        (hotel) => hotel.starRating >= 3 && hotel.roomCount > 0 && hotel.roomCount <= BOUTIQUE_MAX_ROOMS,
      );
      break;
    case 'deals': {
      const priced = result.filter((hotel): hotel is T & { fromPrice: number } => hotel.fromPrice !== null);
      const limit = median(priced.map((hotel) => hotel.fromPrice));
      const deals = priced.filter((hotel) => hotel.fromPrice <= limit);
      result = sorted ? deals : deals.sort((a, b) => a.fromPrice - b.fromPrice);
      break;
    }
  }
  return result;
}
