import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { Tour } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import type { ContentLanguage } from '../../../../contract/translations';
import { useContentLanguage } from '../../../lib/contentLanguage';
import { tourKeys } from './tourKeys';
import type { TourSearchParams } from './tourSearchParams';
import { useDeferredQuery } from '../../../lib/deferredQuery';

const route = routes.searchTours;

/** GET /api/tours/search: the tours matching every given filter, their texts in `lang` (last in the query). */
export function searchTours(params: TourSearchParams, lang: ContentLanguage, options: { signal?: AbortSignal } = {}): Promise<Tour[]> {
  return apiFetch(route.path, { query: { ...params, lang }, signal: options.signal });
}

export const searchToursQuery = (params: TourSearchParams, lang: ContentLanguage) =>
  queryOptions({
    queryKey: tourKeys.search(params, lang),
    queryFn: ({ signal }) => searchTours(params, lang, { signal }),
  });

export function useTourSearch(params: TourSearchParams = {}) {
  return useDeferredQuery(useQuery({ ...searchToursQuery(params, useContentLanguage()), placeholderData: keepPreviousData }));
}
