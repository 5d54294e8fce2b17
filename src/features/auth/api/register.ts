import { routes } from '../../../../contract/routes';
import type { EndpointBody, PublicUser } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const route = routes.register;

/** POST /api/users/createUser: registration (the server always makes a USER); `headers` carry the bot check's token. */
export function register(input: EndpointBody<'register'>, headers?: Record<string, string>): Promise<PublicUser> {
  return apiFetch(route.path, { method: 'POST', body: input, headers });
}
