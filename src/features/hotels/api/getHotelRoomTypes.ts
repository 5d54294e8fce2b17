import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { RoomTypeAvailability } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { hotelKeys } from './hotelKeys';

const route = routes.getHotelRoomTypes;

export interface RoomTypeStay {
  checkIn?: string;
  checkOut?: string;
  guests?: number;
}

/** GET /api/hotel/public/:hotelId/room-types: each room type, with `roomsLeft` for the given nights. */
export function getHotelRoomTypes(hotelId: string, stay: RoomTypeStay = {}, options: { signal?: AbortSignal } = {}): Promise<RoomTypeAvailability[]> {
  const dated = stay.checkIn && stay.checkOut;
  return apiFetch(route.path.replace(':hotelId', encodeURIComponent(hotelId)), {
    query: dated ? { checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests } : {},
    signal: options.signal,
  });
}

export const hotelRoomTypesQuery = (hotelId: string, stay: RoomTypeStay) =>
  queryOptions({
    queryKey: hotelKeys.roomTypes(hotelId, stay),
    queryFn: ({ signal }) => getHotelRoomTypes(hotelId, stay, { signal }),
  });

export function useHotelRoomTypes(hotelId: string | undefined, stay: RoomTypeStay) {
  return useQuery({ ...hotelRoomTypesQuery(hotelId ?? '', stay), enabled: Boolean(hotelId) });
}
