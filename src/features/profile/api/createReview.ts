import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { EndpointBody, Review } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { profileKeys } from './profileKeys';

const route = routes.createReview;

/**
 * POST /api/review/createReview about one of the user's stays (`reservationId`): 403 unless it is
 * their own confirmed stay that has ended, 409 when it has a review already; the new review is
 * PENDING until an admin approves it.
 */
export function createReview(body: EndpointBody<'createReview'>): Promise<Review> {
  return apiFetch(route.path, { method: 'POST', body });
}

/** After a review is stored, the user's reservations are read again (that stay is now `reviewed`). */
export function useCreateReview() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.reservations(user?.id ?? 'me') }),
  });
}
