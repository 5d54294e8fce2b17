import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { Place } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { placeKeys } from './placeKeys';
import { useDeferredQuery } from '../../../lib/deferredQuery';

const route = routes.getPlaceById;

/** GET /api/tour/public/getPlaceById?id={id} */
export function getPlaceById(id: string, options: { signal?: AbortSignal } = {}): Promise<Place> {
  return apiFetch(route.path, { query: { id }, signal: options.signal });
}

export const placeByIdQuery = (id: string) =>
  queryOptions({
    queryKey: placeKeys.detail(id),
    queryFn: ({ signal }) => getPlaceById(id, { signal }),
  });

export function usePlaceById(id: string | undefined) {
  return useDeferredQuery(useQuery({ ...placeByIdQuery(id ?? ''), enabled: Boolean(id) }));
}
