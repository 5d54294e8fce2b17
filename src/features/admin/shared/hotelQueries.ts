import { useQuery } from '@tanstack/react-query';
import { getHotelRoomTypes } from '../../../lib/hotels';
import { adminKeys } from './keys';
import { fetchAll } from './fetchAll';

/**
 * The admin's reads of the hotels and of one hotel's room types, with their keys: the hotels,
 * room types, reservations and channels sections share one cache entry per call, so a room type
 * added in one section shows in the others at once.
 */
export const hotelAdminKeys = {
  section: adminKeys.section('hotels'),
  all: adminKeys.all_rows('hotels'),
  list: adminKeys.list('hotels'),
};

export const roomTypeAdminKeys = {
  section: adminKeys.section('roomTypes'),
  ofHotel: (hotelId: string) => [...adminKeys.section('roomTypes'), hotelId] as const,
};

/** GET /api/hotel/public/getAllHotels: every hotel (cards, the sections' hotel choice). */
const getAllHotels = (signal?: AbortSignal) => fetchAll('getAllHotels', signal);

/** Every hotel, for a section's cards or its hotel choice. */
export function useAdminHotels() {
  return useQuery({ queryKey: hotelAdminKeys.all, queryFn: ({ signal }) => getAllHotels(signal) });
}

/** GET /api/hotel/public/:hotelId/room-types: the room types of one hotel, read once `enabled`. */
export function useAdminRoomTypes(hotelId: string, enabled: boolean) {
  return useQuery({
    queryKey: roomTypeAdminKeys.ofHotel(hotelId),
    queryFn: ({ signal }) => getHotelRoomTypes(hotelId, {}, undefined, { signal }),
    enabled,
  });
}

/** The hotel chosen by id among every hotel, and its room types once that hotel is known. */
export function useChosenHotel(hotelId: string) {
  const hotels = useAdminHotels();
  const hotel = hotels.data?.find((h) => h.id === hotelId);
  const rooms = useAdminRoomTypes(hotelId, Boolean(hotel));
  return { hotels, hotel, rooms };
}
