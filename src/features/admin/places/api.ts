import { routes } from '../../../../contract/routes';
import type { EndpointBody, Place } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { adminKeys, fetchAll, fetchPage, NEWEST_FIRST } from '../shared';
import type { PageRequest } from '../shared';

export const placeAdminKeys = {
  section: adminKeys.section('places'),
  all: adminKeys.all_rows('places'),
  list: adminKeys.list('places'),
};

/** GET /api/tour/public/getAllPlaces (every place, for the cards). */
export const getAllPlaces = (signal?: AbortSignal) => fetchAll('getAllPlaces', signal);

export const getPlacesPage = (request: PageRequest & { signal?: AbortSignal }) =>
  fetchPage('getAllPlaces', { ...request, query: NEWEST_FIRST });

/** POST /api/tour/createPlace */
export const createPlace = (body: EndpointBody<'createPlace'>): Promise<Place> =>
  apiFetch(routes.createPlace.path, { method: 'POST', body });

/** PUT /api/tour/updatePlace?id= (full replace). */
export const updatePlace = (id: string, body: EndpointBody<'updatePlace'>): Promise<Place> =>
  apiFetch(routes.updatePlace.path, { method: 'PUT', query: { id }, body });

/** DELETE /api/tour/deletePlace?id= */
export const deletePlace = (id: string) =>
  apiFetch(routes.deletePlace.path, { method: 'DELETE', query: { id } });
