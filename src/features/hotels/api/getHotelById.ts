import { useQuery } from '@tanstack/react-query';
import { useDeferredQuery } from '../../../lib/deferredQuery';
import { useContentLanguage } from '../../../lib/contentLanguage';
import { hotelByIdQuery } from '../../../lib/hotels';

/** The hotel of the hotel page (the call and its key: src/lib/hotels.ts). */
export function useHotelById(id: string | undefined) {
  return useDeferredQuery(useQuery({ ...hotelByIdQuery(id ?? '', useContentLanguage()), enabled: Boolean(id) }));
}
