import { routes } from '../../../../contract/routes';
import type { EndpointBody } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const route = routes.forgotPassword;

/** POST /api/auth/forgotPassword: asks for a reset link; the answer never says whether the address is known. */
export function forgotPassword(input: EndpointBody<'forgotPassword'>, headers?: Record<string, string>): Promise<{ message: string }> {
  return apiFetch(route.path, { method: route.method, body: input, headers });
}
