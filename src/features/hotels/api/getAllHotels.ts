import { useQuery } from '@tanstack/react-query';
import { useDeferredQuery } from '../../../lib/deferredQuery';
import { useContentLanguage } from '../../../lib/contentLanguage';
import { allHotelsQuery } from '../../../lib/hotels';

/** Every hotel, for the hotel list (the call and its key: src/lib/hotels.ts). */
export function useAllHotels() {
  return useDeferredQuery(useQuery(allHotelsQuery(useContentLanguage())));
}
