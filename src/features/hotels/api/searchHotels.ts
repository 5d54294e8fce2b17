import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { HotelSearchResult } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import type { ContentLanguage } from '../../../../contract/translations';
import { useContentLanguage } from '../../../lib/contentLanguage';
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
export function searchHotels(input: HotelSearchInput, lang: ContentLanguage, options: { signal?: AbortSignal } = {}): Promise<HotelSearchResult[]> {
  return apiFetch(route.path, {
    query: { city: input.city, checkIn: input.checkIn, checkOut: input.checkOut, guests: input.guests, pageSize: 100, lang },
    signal: options.signal,
  });
}

export const searchHotelsQuery = (input: HotelSearchInput, lang: ContentLanguage) =>
  queryOptions({
    queryKey: hotelKeys.search(input, lang),
    queryFn: ({ signal }) => searchHotels(input, lang, { signal }),
  });

export function useSearchHotels(input: HotelSearchInput | null) {
  const lang = useContentLanguage();
  return useDeferredQuery(
    useQuery({
      ...searchHotelsQuery(input ?? { checkIn: '', checkOut: '' }, lang),
      enabled: input !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
