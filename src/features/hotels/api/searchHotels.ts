import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { HotelSearchResult } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import type { ContentLanguage } from '../../../../contract/translations';
import { useContentLanguage } from '../../../lib/contentLanguage';
import { hotelKeys } from '../../../lib/hotels';
import { useDeferredQuery } from '../../../lib/deferredQuery';
import { hotelListingQuery, type HotelListing } from '../../../../contract/listing';
import { HOTEL_SEARCH_PAGE_SIZE } from '../../../../contract/staySearch';

const route = routes.searchHotels;

export interface HotelSearchInput {
  city?: string;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
}

/**
 * GET /api/hotels/search: the hotels of a city (named in any language); with dates, only hotels
 * with a room type free on every night for the guests, each with `stay` (the price of the whole
 * stay).
 */
export function searchHotels(
  input: HotelSearchInput,
  lang: ContentLanguage,
  listing: HotelListing = {},
  options: { signal?: AbortSignal } = {},
): Promise<HotelSearchResult[]> {
  return apiFetch(route.path, {
    query: { city: input.city, checkIn: input.checkIn, checkOut: input.checkOut, guests: input.guests, ...hotelListingQuery(listing), pageSize: HOTEL_SEARCH_PAGE_SIZE, lang },
    signal: options.signal,
  });
}

export const searchHotelsQuery = (input: HotelSearchInput, lang: ContentLanguage, listing: HotelListing = {}) =>
  queryOptions({
    queryKey: hotelKeys.search(input, lang, listing),
    queryFn: ({ signal }) => searchHotels(input, lang, listing, { signal }),
  });

/** The search (dated, or by city only), sorted and filtered as the page URL says (`listing`, contract/listing.ts). */
export function useSearchHotels(input: HotelSearchInput | null, listing: HotelListing = {}) {
  const lang = useContentLanguage();
  return useDeferredQuery(
    useQuery({
      ...searchHotelsQuery(input ?? {}, lang, listing),
      enabled: input !== null,
      placeholderData: keepPreviousData,
    }),
  );
}
