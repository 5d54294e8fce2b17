import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { TourReservation } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { profileKeys } from './profileKeys';

const route = routes.getMyTourReservations;

/** GET /api/tour-reservations/my: the logged-in user's tour bookings, newest first. */
export function getMyTourReservations(options: { signal?: AbortSignal } = {}): Promise<TourReservation[]> {
  return apiFetch(route.path, { signal: options.signal });
}

export const myTourReservationsQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.tours(userId),
    queryFn: ({ signal }) => getMyTourReservations({ signal }),
  });

export function useMyTourReservations() {
  const { user } = useSession();
  return useQuery(myTourReservationsQuery(user?.id ?? 'me'));
}
