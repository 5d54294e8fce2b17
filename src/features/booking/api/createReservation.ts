import { useMutation } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { CreateReservationResponse, EndpointBody } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const route = routes.createReservation;

export type CreateReservationInput = EndpointBody<'createReservation'>;

/** POST /api/reservation/public/createReservation: id, pnrCode and the booking token of the new reservation; `headers` carry the bot check's token. */
export function createReservation(input: CreateReservationInput, headers?: Record<string, string>): Promise<CreateReservationResponse> {
  return apiFetch(route.path, { method: 'POST', body: input, headers });
}

export function useCreateReservation() {
  return useMutation({
    mutationFn: ({ input, headers }: { input: CreateReservationInput; headers?: Record<string, string> }) => createReservation(input, headers),
  });
}
