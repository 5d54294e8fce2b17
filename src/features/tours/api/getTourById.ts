import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { Tour } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import type { ContentLanguage } from '../../../../contract/translations';
import { useContentLanguage } from '../../../lib/contentLanguage';
import { tourKeys } from './tourKeys';
import { useDeferredQuery } from '../../../lib/deferredQuery';

const route = routes.getTourById;

/** GET /api/tour/public/getTourById?id={id}&lang= */
export function getTourById(id: string, lang: ContentLanguage, options: { signal?: AbortSignal } = {}): Promise<Tour> {
  return apiFetch(route.path, { query: { id, lang }, signal: options.signal });
}

export const tourByIdQuery = (id: string, lang: ContentLanguage) =>
  queryOptions({
    queryKey: tourKeys.detail(id, lang),
    queryFn: ({ signal }) => getTourById(id, lang, { signal }),
  });

export function useTourById(id: string | undefined) {
  return useDeferredQuery(useQuery({ ...tourByIdQuery(id ?? '', useContentLanguage()), enabled: Boolean(id) }));
}
