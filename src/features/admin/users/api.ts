import { routes } from '../../../../contract/routes';
import type { EndpointBody, PublicUser } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { adminKeys, fetchAll, fetchPage } from '../shared';
import type { PageRequest } from '../shared';

export const userKeys = {
  section: adminKeys.section('users'),
  all: adminKeys.all_rows('users'),
  list: adminKeys.list('users'),
};

/** GET /api/users/public/getAllUsers (every user: the cards count over all of them). */
export const getAllUsers = (signal?: AbortSignal) => fetchAll('getAllUsers', signal);

/** One page of users for the table. */
export const getUsersPage = (request: PageRequest & { signal?: AbortSignal }) =>
  fetchPage('getAllUsers', request);

/** POST /api/users/public/createUser */
export const createUser = (body: EndpointBody<'createUser'>): Promise<PublicUser> =>
  apiFetch(routes.createUser.path, { method: 'POST', body });

/** PUT /api/users/updateUser?id= (a blank password keeps the current one). */
export const updateUser = (id: string, body: EndpointBody<'updateUser'>): Promise<PublicUser> =>
  apiFetch(routes.updateUser.path, { method: 'PUT', query: { id }, body });

/** DELETE /api/users/deleteUser?id= */
export const deleteUser = (id: string) =>
  apiFetch(routes.deleteUser.path, { method: 'DELETE', query: { id } });
