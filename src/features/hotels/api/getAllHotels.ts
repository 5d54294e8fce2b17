import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HotelListing } from '../../../../contract/listing';
import { useDeferredQuery } from '../../../lib/deferredQuery';
import { useContentLanguage } from '../../../lib/contentLanguage';
import { allHotelsQuery } from '../../../lib/hotels';

/**
 * Every hotel, for the hotel list, sorted and filtered as the page URL says (the call and its key:
 * src/lib/hotels.ts); while a new sort or filter loads, the cards shown stay.
 */
export function useAllHotels(listing: HotelListing = {}) {
  return useDeferredQuery(useQuery({ ...allHotelsQuery(useContentLanguage(), listing), placeholderData: keepPreviousData }));
}
