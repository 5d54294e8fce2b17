import { useMutation } from '@tanstack/react-query';
import { endpoints } from '../../../../contract';
import type { TourReservation, TourReservationRequest } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const endpoint = endpoints.createTourReservation;

/** The request as the form sends it (the contract's input, before its transforms). */
export type TourReservationBody = Omit<TourReservationRequest, 'specialRequests'> & { specialRequests: string | null };

/** POST /api/tour-reservations: stores the booking; the server computes the total (price x people). */
export function createTourReservation(body: TourReservationBody): Promise<TourReservation> {
  return apiFetch(endpoint.path, { method: 'POST', body, schema: endpoint.response });
}

export function useCreateTourReservation() {
  return useMutation({ mutationFn: createTourReservation });
}
