import { useMutation } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { TourReservation, TourReservationRequest } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const route = routes.createTourReservation;

/** The request as the form sends it (the contract's input, before its transforms). */
export type TourReservationBody = Omit<TourReservationRequest, 'specialRequests'> & { specialRequests: string | null };

/** POST /api/tour-reservations: stores the booking; the server computes the total (price x people). */
export function createTourReservation(body: TourReservationBody): Promise<TourReservation> {
  return apiFetch(route.path, { method: 'POST', body });
}

export function useCreateTourReservation() {
  return useMutation({ mutationFn: createTourReservation });
}
