import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { Hotel } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { bookingKeys } from './bookingKeys';

const route = routes.getHotelById;

/** GET /api/hotel/public/getHotelById?id=: the hotel being booked. */
export function getHotel(hotelId: string, options: { signal?: AbortSignal } = {}): Promise<Hotel> {
  return apiFetch(route.path, { query: { id: hotelId }, signal: options.signal });
}

export const hotelQuery = (hotelId: string) =>
  queryOptions({
    queryKey: bookingKeys.hotel(hotelId),
    queryFn: ({ signal }) => getHotel(hotelId, { signal }),
  });

export function useHotel(hotelId: string) {
  return useQuery(hotelQuery(hotelId));
}
