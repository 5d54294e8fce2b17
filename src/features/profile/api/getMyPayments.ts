import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { Payment } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { profileKeys } from './profileKeys';

const route = routes.getMyPayments;

/** GET /api/payments/my: the payments of the logged-in user's own reservations. */
export function getMyPayments(options: { signal?: AbortSignal } = {}): Promise<Payment[]> {
  return apiFetch(route.path, { signal: options.signal });
}

export const myPaymentsQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.payments(userId),
    queryFn: ({ signal }) => getMyPayments({ signal }),
  });

export function useMyPayments() {
  const { user } = useSession();
  return useQuery(myPaymentsQuery(user?.id ?? 'me'));
}
