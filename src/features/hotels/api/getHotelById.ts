import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { Hotel } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { hotelKeys } from './hotelKeys';
import { useDeferredQuery } from '../../../lib/deferredQuery';

const route = routes.getHotelById;

/** GET /api/hotel/public/getHotelById?id={id} */
export function getHotelById(id: string, options: { signal?: AbortSignal } = {}): Promise<Hotel> {
  return apiFetch(route.path, { query: { id }, signal: options.signal });
}

export const hotelByIdQuery = (id: string) =>
  queryOptions({
    queryKey: hotelKeys.detail(id),
    queryFn: ({ signal }) => getHotelById(id, { signal }),
  });

export function useHotelById(id: string | undefined) {
  return useDeferredQuery(useQuery({ ...hotelByIdQuery(id ?? ''), enabled: Boolean(id) }));
}
