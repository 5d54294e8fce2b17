import type { Hotel } from '../../../contract';

/** The hotel types of the top-bar menu (`/hotels?type=...`). */
export const hotelTypes = ['luxury', 'boutique', 'deals'] as const;
export type HotelType = (typeof hotelTypes)[number];

export interface HotelFilters {
  type?: HotelType;
  /** Matches the city or district, ignoring case. */
  city?: string;
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
 * the median "from" price per night (`fromPrice`, derived from the room types), cheapest first;
 * a hotel without room types has no price and is no deal.
 */
export function filterHotels<T extends Pick<Hotel, 'hotelCity' | 'district' | 'starRating' | 'roomCount' | 'fromPrice'>>(
  hotels: readonly T[],
  { type, city }: HotelFilters,
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
      result = priced.filter((hotel) => hotel.fromPrice <= limit).sort((a, b) => a.fromPrice - b.fromPrice);
      break;
    }
  }
  return result;
}
