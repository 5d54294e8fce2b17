import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useContentLanguage } from '../../../lib/contentLanguage';
import { hotelRoomTypesQuery } from '../../../lib/hotels';

/**
 * The hotel's room types; with a valid stay (both dates, check-out after check-in) each one
 * carries `roomsLeft` for those nights. Only a valid stay is sent, so the server never refuses
 * the query. The hotel page's call and cache (src/lib/hotels.ts).
 */
export function useRoomTypes(hotelId: string, checkIn: string, checkOut: string, enabled: boolean) {
  const validStay = Boolean(checkIn && checkOut && checkOut > checkIn);
  const lang = useContentLanguage();
  return useQuery({
    ...hotelRoomTypesQuery(hotelId, validStay ? { checkIn, checkOut } : {}, lang),
    placeholderData: keepPreviousData,
    enabled,
  });
}
