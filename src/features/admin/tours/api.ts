import { endpoints } from '../../../../contract';
import type { EndpointBody, Tour } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { adminKeys, fetchAll, fetchPage } from '../shared';
import type { PageRequest } from '../shared';

export const tourAdminKeys = {
  section: adminKeys.section('tours'),
  all: adminKeys.all_rows('tours'),
  list: adminKeys.list('tours'),
};

/** GET /api/tour/public/getAllTours (every tour, for the cards). */
export const getAllTours = (signal?: AbortSignal) => fetchAll(endpoints.getAllTours.path, endpoints.getAllTours.response, signal);

export const getToursPage = (request: PageRequest & { signal?: AbortSignal }) =>
  fetchPage(endpoints.getAllTours.path, endpoints.getAllTours.response, request);

/** POST /api/tour/createTour */
export const createTour = (body: EndpointBody<'createTour'>): Promise<Tour> =>
  apiFetch(endpoints.createTour.path, { method: 'POST', body, schema: endpoints.createTour.response });

/** PUT /api/tour/updateTour?id= (full replace). */
export const updateTour = (id: string, body: EndpointBody<'updateTour'>): Promise<Tour> =>
  apiFetch(endpoints.updateTour.path, { method: 'PUT', query: { id }, body, schema: endpoints.updateTour.response });

/** DELETE /api/tour/deleteTour?id= */
export const deleteTour = (id: string) =>
  apiFetch(endpoints.deleteTour.path, { method: 'DELETE', query: { id }, schema: endpoints.deleteTour.response });
