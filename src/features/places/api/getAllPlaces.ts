import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { Place, PlaceListQuery } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import type { ContentLanguage } from '../../../../contract/translations';
import { useContentLanguage } from '../../../lib/contentLanguage';
import { placeKeys } from './placeKeys';
import { useDeferredQuery } from '../../../lib/deferredQuery';
import { placeListingQuery } from '../../../../contract/listing';

const route = routes.getAllPlaces;

export type PlaceServerFilters = Pick<PlaceListQuery, 'category' | 'season' | 'sort' | 'order'>;

/**
 * GET /api/tour/public/getAllPlaces?category=&season=&sort=&order=&lang=: every place matching the
 * server's filters in the order asked (contract/listing.ts), its texts in `lang`.
 */
export function getAllPlaces(filters: PlaceServerFilters, lang: ContentLanguage, options: { signal?: AbortSignal } = {}): Promise<Place[]> {
  return apiFetch(route.path, {
    query: { ...placeListingQuery(filters), lang },
    signal: options.signal,
  });
}

export const allPlacesQuery = (filters: PlaceServerFilters, lang: ContentLanguage) =>
  queryOptions({
    queryKey: placeKeys.list(filters, lang),
    queryFn: ({ signal }) => getAllPlaces(filters, lang, { signal }),
  });

export function useAllPlaces(filters: PlaceServerFilters = {}) {
  return useDeferredQuery(useQuery({ ...allPlacesQuery(filters, useContentLanguage()), placeholderData: (previous) => previous }));
}
