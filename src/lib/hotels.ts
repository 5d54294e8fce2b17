import { queryOptions } from '@tanstack/react-query';
import { routes, withQuery } from '../../contract/routes';
import type { Hotel, HotelDetail, RoomTypeAvailability } from '../../contract';
import type { ContentLanguage } from '../../contract/translations';
import { hotelListingQuery, type HotelListing } from '../../contract/listing';
import { apiFetch } from './api';

/**
 * The public hotel calls, written once for every screen that reads them: the home page's
 * hotels, the hotel list and page (features/hotels) and the booking form (features/booking)
 * share these fetchers and these cache keys, so a hotel opened on its page is not fetched again
 * by the booking form. Each key names exactly the URL its fetcher asks for. Features keep their
 * own hooks (how a screen renders the answer); the call and the key live here.
 */
export const hotelKeys = {
  all: ['hotels'] as const,
  /** Every key of content carries its language (src/lib/contentLanguage.ts): a switch refetches. */
  /** A sorted or filtered list (contract/listing.ts) has its own key; the plain list's is the home page's too. */
  list: (lang: ContentLanguage, listing: HotelListing = {}) => ['hotels', 'list', lang, withQuery('', hotelListingQuery(listing))] as const,
  detail: (id: string, lang: ContentLanguage) => ['hotels', 'detail', id, lang] as const,
  search: (input: { city?: string; checkIn?: string; checkOut?: string; guests?: number }, lang: ContentLanguage, listing: HotelListing = {}) =>
    ['hotels', 'search', input.city ?? '', input.checkIn, input.checkOut, input.guests ?? 1, lang, withQuery('', hotelListingQuery(listing))] as const,
  roomTypes: (hotelId: string, stay: RoomTypeStay, lang: ContentLanguage) =>
    ['hotels', 'roomTypes', hotelId, stay.checkIn ?? '', stay.checkOut ?? '', stay.guests ?? 0, lang] as const,
  /** The pages of a hotel's approved reviews (src/features/hotels/api/getHotelReviews.ts). */
  reviews: (hotelId: string) => ['hotels', 'reviews', hotelId] as const,
};

/**
 * GET /api/hotel/public/getAllHotels?…&lang=: every hotel (public fields only), its texts in
 * `lang`, sorted and filtered by `listing` (the page URL's parameters; none: as the home page asks).
 */
export function getAllHotels(lang: ContentLanguage, listing: HotelListing = {}, options: { signal?: AbortSignal } = {}): Promise<Hotel[]> {
  return apiFetch(routes.getAllHotels.path, { query: { ...hotelListingQuery(listing), lang }, signal: options.signal });
}

export const allHotelsQuery = (lang: ContentLanguage, listing: HotelListing = {}) =>
  queryOptions({
    queryKey: hotelKeys.list(lang, listing),
    queryFn: ({ signal }) => getAllHotels(lang, listing, { signal }),
  });

/** GET /api/hotel/public/getHotelById?id={id}&lang= */
export function getHotelById(id: string, lang: ContentLanguage, options: { signal?: AbortSignal } = {}): Promise<HotelDetail> {
  return apiFetch(routes.getHotelById.path, { query: { id, lang }, signal: options.signal });
}

export const hotelByIdQuery = (id: string, lang: ContentLanguage) =>
  queryOptions({
    queryKey: hotelKeys.detail(id, lang),
    queryFn: ({ signal }) => getHotelById(id, lang, { signal }),
  });

/** The nights (and party) room availability is asked for; without both dates, none. */
export interface RoomTypeStay {
  checkIn?: string;
  checkOut?: string;
  guests?: number;
}

/**
 * GET /api/hotel/public/:hotelId/room-types: each room type, with `roomsLeft` for the given
 * nights, its name in `lang` (`displayName`). The admin asks without a language: the stored
 * names with every language's translations.
 */
export function getHotelRoomTypes(
  hotelId: string,
  stay: RoomTypeStay,
  lang: ContentLanguage | undefined,
  options: { signal?: AbortSignal } = {},
): Promise<RoomTypeAvailability[]> {
  const dated = stay.checkIn && stay.checkOut;
  return apiFetch(routes.getHotelRoomTypes.path.replace(':hotelId', encodeURIComponent(hotelId)), {
    query: dated ? { checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests, lang } : { lang },
    signal: options.signal,
  });
}

export const hotelRoomTypesQuery = (hotelId: string, stay: RoomTypeStay, lang: ContentLanguage) =>
  queryOptions({
    queryKey: hotelKeys.roomTypes(hotelId, stay, lang),
    queryFn: ({ signal }) => getHotelRoomTypes(hotelId, stay, lang, { signal }),
  });
