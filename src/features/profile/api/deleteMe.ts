import { useMutation } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { EndpointBody, MessageResponse } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const route = routes.deleteMe;

/** DELETE /api/users/me: erases the caller's account; a wrong password is a 400 on `password`. */
export function deleteMe(body: EndpointBody<'deleteMe'>): Promise<MessageResponse> {
  return apiFetch(route.path, { method: route.method, body });
}

export function useDeleteMe() {
  return useMutation({ mutationFn: deleteMe });
}
