import { useMutation } from '@tanstack/react-query';
import { endpoints } from '../../../../contract';
import type { CreateReservationResponse, EndpointBody } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const endpoint = endpoints.createReservation;

export type CreateReservationInput = EndpointBody<'createReservation'>;

/** POST /api/reservation/public/createReservation: id, pnrCode and the booking token of the new reservation. */
export function createReservation(input: CreateReservationInput): Promise<CreateReservationResponse> {
  return apiFetch(endpoint.path, { method: 'POST', body: input, schema: endpoint.response });
}

export function useCreateReservation() {
  return useMutation({ mutationFn: createReservation });
}
