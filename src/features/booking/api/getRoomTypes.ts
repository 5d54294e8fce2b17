import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { RoomTypeAvailability } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { bookingKeys } from './bookingKeys';

const route = routes.getHotelRoomTypes;

/**
 * GET /api/hotel/public/:hotelId/room-types: the hotel's room types; with a valid stay each one
 * carries `roomsLeft` for those nights.
 */
export function getRoomTypes(
  hotelId: string,
  stay: { checkIn?: string; checkOut?: string },
  options: { signal?: AbortSignal } = {},
): Promise<RoomTypeAvailability[]> {
  return apiFetch(route.path.replace(':hotelId', encodeURIComponent(hotelId)), {
    query: { checkIn: stay.checkIn, checkOut: stay.checkOut },
    signal: options.signal,
  });
}

export const roomTypesQuery = (hotelId: string, checkIn?: string, checkOut?: string) =>
  queryOptions({
    queryKey: bookingKeys.roomTypes(hotelId, checkIn, checkOut),
    queryFn: ({ signal }) => getRoomTypes(hotelId, { checkIn, checkOut }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Only a valid stay (both dates, check-out after check-in) is sent, so the server never refuses the query. */
export function useRoomTypes(hotelId: string, checkIn: string, checkOut: string, enabled: boolean) {
  const validStay = Boolean(checkIn && checkOut && checkOut > checkIn);
  return useQuery({
    ...roomTypesQuery(hotelId, validStay ? checkIn : undefined, validStay ? checkOut : undefined),
    enabled,
  });
}
