import { useMutation } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { CreateReservationResponse, EndpointBody } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const route = routes.createReservation;

export type CreateReservationInput = EndpointBody<'createReservation'>;

/** POST /api/reservation/public/createReservation: id, pnrCode and the booking token of the new reservation. */
export function createReservation(input: CreateReservationInput): Promise<CreateReservationResponse> {
  return apiFetch(route.path, { method: 'POST', body: input });
}

export function useCreateReservation() {
  return useMutation({ mutationFn: createReservation });
}
