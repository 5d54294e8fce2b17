import { useMutation } from '@tanstack/react-query';
import { endpoints } from '../../../../contract';
import type { EndpointBody, MessageResponse } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const endpoint = endpoints.changePassword;

/** PUT /api/users/changePassword: a wrong current password is a 400 on `currentPassword`. */
export function changePassword(body: EndpointBody<'changePassword'>): Promise<MessageResponse> {
  return apiFetch(endpoint.path, { method: 'PUT', body, schema: endpoint.response });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
