import { queryOptions } from '@tanstack/react-query';
import { routes } from '../../contract/routes';
import type { Hotel, RoomTypeAvailability } from '../../contract';
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
  detail: (id: string) => ['hotels', 'detail', id] as const,
  search: (input: { city?: string; checkIn: string; checkOut: string; guests?: number }) =>
    ['hotels', 'search', input.city ?? '', input.checkIn, input.checkOut, input.guests ?? 1] as const,
  roomTypes: (hotelId: string, stay: RoomTypeStay) =>
    ['hotels', 'roomTypes', hotelId, stay.checkIn ?? '', stay.checkOut ?? '', stay.guests ?? 0] as const,
  /** The pages of a hotel's approved reviews (src/features/hotels/api/getHotelReviews.ts). */
  reviews: (hotelId: string) => ['hotels', 'reviews', hotelId] as const,
};

/** GET /api/hotel/public/getAllHotels: every hotel (public fields only). */
export function getAllHotels(options: { signal?: AbortSignal } = {}): Promise<Hotel[]> {
  return apiFetch(routes.getAllHotels.path, { signal: options.signal });
}

export const allHotelsQuery = () =>
  queryOptions({
    queryKey: hotelKeys.all,
    queryFn: ({ signal }) => getAllHotels({ signal }),
  });

/** GET /api/hotel/public/getHotelById?id={id} */
export function getHotelById(id: string, options: { signal?: AbortSignal } = {}): Promise<Hotel> {
  return apiFetch(routes.getHotelById.path, { query: { id }, signal: options.signal });
}

export const hotelByIdQuery = (id: string) =>
  queryOptions({
    queryKey: hotelKeys.detail(id),
    queryFn: ({ signal }) => getHotelById(id, { signal }),
  });

/** The nights (and party) room availability is asked for; without both dates, none. */
export interface RoomTypeStay {
  checkIn?: string;
  checkOut?: string;
  guests?: number;
}

/** GET /api/hotel/public/:hotelId/room-types: each room type, with `roomsLeft` for the given nights. */
export function getHotelRoomTypes(hotelId: string, stay: RoomTypeStay = {}, options: { signal?: AbortSignal } = {}): Promise<RoomTypeAvailability[]> {
  const dated = stay.checkIn && stay.checkOut;
  return apiFetch(routes.getHotelRoomTypes.path.replace(':hotelId', encodeURIComponent(hotelId)), {
    query: dated ? { checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests } : {},
    signal: options.signal,
  });
}

export const hotelRoomTypesQuery = (hotelId: string, stay: RoomTypeStay) =>
  queryOptions({
    queryKey: hotelKeys.roomTypes(hotelId, stay),
    queryFn: ({ signal }) => getHotelRoomTypes(hotelId, stay, { signal }),
  });
