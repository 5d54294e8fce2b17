import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { Hotel } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { hotelKeys } from './hotelKeys';
import { useDeferredQuery } from '../../../lib/deferredQuery';

const route = routes.getAllHotels;

/** GET /api/hotel/public/getAllHotels: every hotel (public fields only). */
export function getAllHotels(options: { signal?: AbortSignal } = {}): Promise<Hotel[]> {
  return apiFetch(route.path, { signal: options.signal });
}

export const allHotelsQuery = () =>
  queryOptions({
    queryKey: hotelKeys.all,
    queryFn: ({ signal }) => getAllHotels({ signal }),
  });

export function useAllHotels() {
  return useDeferredQuery(useQuery(allHotelsQuery()));
}
