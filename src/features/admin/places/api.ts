import { endpoints } from '../../../../contract';
import type { EndpointBody, Place } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { adminKeys, fetchAll, fetchPage } from '../shared';
import type { PageRequest } from '../shared';

export const placeAdminKeys = {
  section: adminKeys.section('places'),
  all: adminKeys.all_rows('places'),
  list: adminKeys.list('places'),
};

/** GET /api/tour/public/getAllPlaces (every place, for the cards). */
export const getAllPlaces = (signal?: AbortSignal) => fetchAll(endpoints.getAllPlaces.path, endpoints.getAllPlaces.response, signal);

export const getPlacesPage = (request: PageRequest & { signal?: AbortSignal }) =>
  fetchPage(endpoints.getAllPlaces.path, endpoints.getAllPlaces.response, request);

/** POST /api/tour/createPlace */
export const createPlace = (body: EndpointBody<'createPlace'>): Promise<Place> =>
  apiFetch(endpoints.createPlace.path, { method: 'POST', body, schema: endpoints.createPlace.response });

/** PUT /api/tour/updatePlace?id= (full replace). */
export const updatePlace = (id: string, body: EndpointBody<'updatePlace'>): Promise<Place> =>
  apiFetch(endpoints.updatePlace.path, { method: 'PUT', query: { id }, body, schema: endpoints.updatePlace.response });

/** DELETE /api/tour/deletePlace?id= */
export const deletePlace = (id: string) =>
  apiFetch(endpoints.deletePlace.path, { method: 'DELETE', query: { id }, schema: endpoints.deletePlace.response });
