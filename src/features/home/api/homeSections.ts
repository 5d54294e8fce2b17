import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { Hotel, Place, Tour } from '../../../../contract';
import { HOME_SECTION_SIZE } from '../../../../contract/home';
import { apiFetch } from '../../../lib/api';
import { useDeferredQuery } from '../../../lib/deferredQuery';
import type { ContentLanguage } from '../../../../contract/translations';
import { useContentLanguage } from '../../../lib/contentLanguage';
import { allHotelsQuery } from '../../../lib/hotels';

export { HOME_SECTION_SIZE };

/** The hotel list's call and key (src/lib/hotels.ts), so opening /hotels after home reuses the cache. */
export const homeHotelsQuery = (lang: ContentLanguage) =>
  queryOptions({
    ...allHotelsQuery(lang),
    select: (hotels: Hotel[]) => hotels.slice(0, HOME_SECTION_SIZE),
  });

export const homePlacesQuery = (lang: ContentLanguage) =>
  queryOptions({
    queryKey: ['home', 'places', lang] as const,
    queryFn: ({ signal }): Promise<Place[]> =>
      apiFetch(routes.getAllPlaces.path, {
        query: { page: 1, pageSize: HOME_SECTION_SIZE, lang },
        signal,
      }),
  });

export const homeToursQuery = (lang: ContentLanguage) =>
  queryOptions({
    queryKey: ['home', 'tours', lang] as const,
    queryFn: ({ signal }): Promise<Tour[]> =>
      apiFetch(routes.getAllTours.path, {
        query: { page: 1, pageSize: HOME_SECTION_SIZE, lang },
        signal,
      }),
  });

// Spec: "loaded once on open" — no refetch on focus or reconnect while the page is open.
const once = { refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

export const useHomeHotels = () => useDeferredQuery(useQuery({ ...homeHotelsQuery(useContentLanguage()), ...once }));
export const useHomePlaces = () => useDeferredQuery(useQuery({ ...homePlacesQuery(useContentLanguage()), ...once }));
export const useHomeTours = () => useDeferredQuery(useQuery({ ...homeToursQuery(useContentLanguage()), ...once }));
