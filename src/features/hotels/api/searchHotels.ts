import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { HotelSearchResult } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { hotelKeys } from '../../../lib/hotels';
import { useDeferredQuery } from '../../../lib/deferredQuery';

const route = routes.searchHotels;

export interface HotelSearchInput {
  city?: string;
  checkIn: string;
  checkOut: string;
  guests?: number;
}

/**
 * GET /api/hotels/search: with dates, only hotels with a room type free on every night for the
 * guests, each with `stay` (the price of the whole stay).
 */
export function searchHotels(input: HotelSearchInput, options: { signal?: AbortSignal } = {}): Promise<HotelSearchResult[]> {
  return apiFetch(route.path, {
    query: { city: input.city, checkIn: input.checkIn, checkOut: input.checkOut, guests: input.guests, pageSize: 100 },
    signal: options.signal,
  });
}

export const searchHotelsQuery = (input: HotelSearchInput) =>
  queryOptions({
    queryKey: hotelKeys.search(input),
    queryFn: ({ signal }) => searchHotels(input, { signal }),
  });

export function useSearchHotels(input: HotelSearchInput | null) {
  return useDeferredQuery(
    useQuery({
      ...searchHotelsQuery(input ?? { checkIn: '', checkOut: '' }),
      enabled: input !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
