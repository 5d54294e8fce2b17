import { useMutation } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { TourReservationCreated, TourReservationRequest } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const route = routes.createTourReservation;

/** The request as the form sends it (the contract's input, before its transforms). */
export type TourReservationBody = Omit<TourReservationRequest, 'specialRequests'> & { specialRequests: string | null };

/** POST /api/tour-reservations: stores the booking (answered with its booking token for the payment steps); the server computes the total (price x people); `headers` carry the bot check's token. */
export function createTourReservation(body: TourReservationBody, headers?: Record<string, string>): Promise<TourReservationCreated> {
  return apiFetch(route.path, { method: 'POST', body, headers });
}

export function useCreateTourReservation() {
  return useMutation({
    mutationFn: ({ body, headers }: { body: TourReservationBody; headers?: Record<string, string> }) => createTourReservation(body, headers),
  });
}
