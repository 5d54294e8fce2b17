import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { MyReservation } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { profileKeys } from './profileKeys';

const route = routes.getMyReservations;

/** GET /api/reservation/my: the logged-in user's reservations, newest first, each with `reviewed`. */
export function getMyReservations(options: { signal?: AbortSignal } = {}): Promise<MyReservation[]> {
  return apiFetch(route.path, { signal: options.signal });
}

export const myReservationsQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.reservations(userId),
    queryFn: ({ signal }) => getMyReservations({ signal }),
  });

export function useMyReservations() {
  const { user } = useSession();
  return useQuery(myReservationsQuery(user?.id ?? 'me'));
}
