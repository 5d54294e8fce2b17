import { useQuery } from '@tanstack/react-query';
import { useContentLanguage } from '../../../lib/contentLanguage';
import { useDeferredQuery } from '../../../lib/deferredQuery';
import { hotelRoomTypesQuery, type RoomTypeStay } from '../../../lib/hotels';

/** The hotel page's room types, with rooms left for the stay (the call and its key: src/lib/hotels.ts). */
export function useHotelRoomTypes(hotelId: string | undefined, stay: RoomTypeStay) {
  return useDeferredQuery(useQuery({ ...hotelRoomTypesQuery(hotelId ?? '', stay, useContentLanguage()), enabled: Boolean(hotelId) }));
}
