import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../../contract';
import type { Hotel } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { hotelKeys } from './hotelKeys';

const endpoint = endpoints.getAllHotels;

/** GET /api/hotel/public/getAllHotels: every hotel (public fields only). */
export function getAllHotels(options: { signal?: AbortSignal } = {}): Promise<Hotel[]> {
  return apiFetch(endpoint.path, { schema: endpoint.response, signal: options.signal });
}

export const allHotelsQuery = () =>
  queryOptions({
    queryKey: hotelKeys.all,
    queryFn: ({ signal }) => getAllHotels({ signal }),
  });

export function useAllHotels() {
  return useQuery(allHotelsQuery());
}
