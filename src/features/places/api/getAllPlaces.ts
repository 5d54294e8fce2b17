import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { Place, PlaceListQuery } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { placeKeys } from './placeKeys';
import { useDeferredQuery } from '../../../lib/deferredQuery';

const route = routes.getAllPlaces;

export type PlaceServerFilters = Pick<PlaceListQuery, 'category' | 'season'>;

/** GET /api/tour/public/getAllPlaces?category=&season=: every place matching the server's filters. */
export function getAllPlaces(filters: PlaceServerFilters = {}, options: { signal?: AbortSignal } = {}): Promise<Place[]> {
  return apiFetch(route.path, {
    query: { category: filters.category, season: filters.season },
    signal: options.signal,
  });
}

export const allPlacesQuery = (filters: PlaceServerFilters = {}) =>
  queryOptions({
    queryKey: placeKeys.list(filters),
    queryFn: ({ signal }) => getAllPlaces(filters, { signal }),
  });

export function useAllPlaces(filters: PlaceServerFilters = {}) {
  return useDeferredQuery(useQuery({ ...allPlacesQuery(filters), placeholderData: (previous) => previous }));
}
