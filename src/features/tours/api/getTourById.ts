import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { Tour } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { tourKeys } from './tourKeys';
import { useDeferredQuery } from '../../../lib/deferredQuery';

const route = routes.getTourById;

/** GET /api/tour/public/getTourById?id={id} */
export function getTourById(id: string, options: { signal?: AbortSignal } = {}): Promise<Tour> {
  return apiFetch(route.path, { query: { id }, signal: options.signal });
}

export const tourByIdQuery = (id: string) =>
  queryOptions({
    queryKey: tourKeys.detail(id),
    queryFn: ({ signal }) => getTourById(id, { signal }),
  });

export function useTourById(id: string | undefined) {
  return useDeferredQuery(useQuery({ ...tourByIdQuery(id ?? ''), enabled: Boolean(id) }));
}
