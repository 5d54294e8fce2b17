import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { Tour } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { tourKeys } from './tourKeys';
import type { TourSearchParams } from './tourSearchParams';
import { useDeferredQuery } from '../../../lib/deferredQuery';

const route = routes.searchTours;

/** GET /api/tours/search: the tours matching every given filter. */
export function searchTours(params: TourSearchParams = {}, options: { signal?: AbortSignal } = {}): Promise<Tour[]> {
  return apiFetch(route.path, { query: { ...params }, signal: options.signal });
}

export const searchToursQuery = (params: TourSearchParams = {}) =>
  queryOptions({
    queryKey: tourKeys.search(params),
    queryFn: ({ signal }) => searchTours(params, { signal }),
  });

export function useTourSearch(params: TourSearchParams = {}) {
  return useDeferredQuery(useQuery({ ...searchToursQuery(params), placeholderData: keepPreviousData }));
}
