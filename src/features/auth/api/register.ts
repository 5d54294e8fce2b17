import { endpoints } from '../../../../contract';
import type { EndpointBody, PublicUser } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const endpoint = endpoints.register;

/** POST /api/users/createUser: registration (the server always makes a USER). */
export function register(input: EndpointBody<'register'>): Promise<PublicUser> {
  return apiFetch(endpoint.path, { method: 'POST', body: input, schema: endpoint.response });
}
