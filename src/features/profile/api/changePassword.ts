import { useMutation } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { EndpointBody, MessageResponse } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const route = routes.changePassword;

/** PUT /api/users/changePassword: a wrong current password is a 400 on `currentPassword`. */
export function changePassword(body: EndpointBody<'changePassword'>): Promise<MessageResponse> {
  return apiFetch(route.path, { method: 'PUT', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
