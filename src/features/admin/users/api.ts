import { endpoints } from '../../../../contract';
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
export const getAllUsers = (signal?: AbortSignal) => fetchAll(endpoints.getAllUsers.path, endpoints.getAllUsers.response, signal);

/** One page of users for the table. */
export const getUsersPage = (request: PageRequest & { signal?: AbortSignal }) =>
  fetchPage(endpoints.getAllUsers.path, endpoints.getAllUsers.response, request);

/** POST /api/users/public/createUser */
export const createUser = (body: EndpointBody<'createUser'>): Promise<PublicUser> =>
  apiFetch(endpoints.createUser.path, { method: 'POST', body, schema: endpoints.createUser.response });

/** PUT /api/users/updateUser?id= (a blank password keeps the current one). */
export const updateUser = (id: string, body: EndpointBody<'updateUser'>): Promise<PublicUser> =>
  apiFetch(endpoints.updateUser.path, { method: 'PUT', query: { id }, body, schema: endpoints.updateUser.response });

/** DELETE /api/users/deleteUser?id= */
export const deleteUser = (id: string) =>
  apiFetch(endpoints.deleteUser.path, { method: 'DELETE', query: { id }, schema: endpoints.deleteUser.response });
