import { routes } from '../../../../contract/routes';
import type { EndpointBody } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const route = routes.resetPassword;

/** POST /api/auth/resetPassword: sets the new password with the link's token (once). */
export function resetPassword(input: EndpointBody<'resetPassword'>): Promise<{ message: string }> {
  return apiFetch(route.path, { method: route.method, body: input });
}
