import { useQuery } from '@tanstack/react-query';
import { useContentLanguage } from '../../../lib/contentLanguage';
import { hotelByIdQuery } from '../../../lib/hotels';

/** The hotel being booked: the hotel page's call and cache (src/lib/hotels.ts). */
export function useHotel(hotelId: string) {
  return useQuery(hotelByIdQuery(hotelId, useContentLanguage()));
}
