import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { Place } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import type { ContentLanguage } from '../../../../contract/translations';
import { useContentLanguage } from '../../../lib/contentLanguage';
import { placeKeys } from './placeKeys';
import { useDeferredQuery } from '../../../lib/deferredQuery';

const route = routes.getPlaceById;

/** GET /api/tour/public/getPlaceById?id={id}&lang= */
export function getPlaceById(id: string, lang: ContentLanguage, options: { signal?: AbortSignal } = {}): Promise<Place> {
  return apiFetch(route.path, { query: { id, lang }, signal: options.signal });
}

export const placeByIdQuery = (id: string, lang: ContentLanguage) =>
  queryOptions({
    queryKey: placeKeys.detail(id, lang),
    queryFn: ({ signal }) => getPlaceById(id, lang, { signal }),
  });

export function usePlaceById(id: string | undefined) {
  return useDeferredQuery(useQuery({ ...placeByIdQuery(id ?? '', useContentLanguage()), enabled: Boolean(id) }));
}
