import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract';
import type { Hotel, Place, Tour } from '../../../../contract';
import { HOME_SECTION_SIZE } from '../../../../contract/home';
import { apiFetch } from '../../../lib/api';

export { HOME_SECTION_SIZE };

/** Same key as the hotel list's getAllHotels, so opening /hotels after home reuses the cache. */
export const homeHotelsQuery = () =>
  queryOptions({
    queryKey: ['hotels'] as const,
    queryFn: ({ signal }): Promise<Hotel[]> =>
      apiFetch(endpoints.getAllHotels.path, { schema: endpoints.getAllHotels.response, signal }),
    select: (hotels: Hotel[]) => hotels.slice(0, HOME_SECTION_SIZE),
  });

export const homePlacesQuery = () =>
  queryOptions({
    queryKey: ['home', 'places'] as const,
    queryFn: ({ signal }): Promise<Place[]> =>
      apiFetch(endpoints.getAllPlaces.path, {
        query: { page: 1, pageSize: HOME_SECTION_SIZE },
        schema: endpoints.getAllPlaces.response,
        signal,
      }),
  });

export const homeToursQuery = () =>
  queryOptions({
    queryKey: ['home', 'tours'] as const,
    queryFn: ({ signal }): Promise<Tour[]> =>
      apiFetch(endpoints.getAllTours.path, {
        query: { page: 1, pageSize: HOME_SECTION_SIZE },
        schema: endpoints.getAllTours.response,
        signal,
      }),
  });

// Spec: "loaded once on open" — no refetch on focus or reconnect while the page is open.
const once = { refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

export const useHomeHotels = () => useQuery({ ...homeHotelsQuery(), ...once });
export const useHomePlaces = () => useQuery({ ...homePlacesQuery(), ...once });
export const useHomeTours = () => useQuery({ ...homeToursQuery(), ...once });
