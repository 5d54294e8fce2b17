import { useMutation } from '@tanstack/react-query';
import { routes } from '../../contract/routes';
import type { CancelReservationResponse, EndpointBody } from '../../contract';
import { apiFetch } from './api';

const route = routes.cancelReservation;

/**
 * POST /api/reservation/public/cancel: the PNR with the booking's e-mail, or alone with the
 * session of the account that booked it (the PNR dialog and the profile both cancel with it).
 */
export function cancelReservation(body: EndpointBody<'cancelReservation'>): Promise<CancelReservationResponse> {
  return apiFetch(route.path, { method: route.method, body });
}

export function useCancelReservation() {
  return useMutation({ mutationFn: cancelReservation });
}
