import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract';
import type { Hotel } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { bookingKeys } from './bookingKeys';

const endpoint = endpoints.getHotelById;

/** GET /api/hotel/public/getHotelById?id=: the hotel being booked. */
export function getHotel(hotelId: string, options: { signal?: AbortSignal } = {}): Promise<Hotel> {
  return apiFetch(endpoint.path, { query: { id: hotelId }, schema: endpoint.response, signal: options.signal });
}

export const hotelQuery = (hotelId: string) =>
  queryOptions({
    queryKey: bookingKeys.hotel(hotelId),
    queryFn: ({ signal }) => getHotel(hotelId, { signal }),
  });

export function useHotel(hotelId: string) {
  return useQuery(hotelQuery(hotelId));
}
