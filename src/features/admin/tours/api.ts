import { routes } from '../../../../contract/routes';
import type { EndpointBody, Tour } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { adminKeys, fetchAll, fetchPage, NEWEST_FIRST } from '../shared';
import type { PageRequest } from '../shared';

export const tourAdminKeys = {
  section: adminKeys.section('tours'),
  all: adminKeys.all_rows('tours'),
  list: adminKeys.list('tours'),
};

/** GET /api/tour/public/getAllTours (every tour, for the cards). */
export const getAllTours = (signal?: AbortSignal) => fetchAll('getAllTours', signal);

export const getToursPage = (request: PageRequest & { signal?: AbortSignal }) =>
  fetchPage('getAllTours', { ...request, query: NEWEST_FIRST });

/** POST /api/tour/createTour */
export const createTour = (body: EndpointBody<'createTour'>): Promise<Tour> =>
  apiFetch(routes.createTour.path, { method: 'POST', body });

/** PUT /api/tour/updateTour?id= (full replace). */
export const updateTour = (id: string, body: EndpointBody<'updateTour'>): Promise<Tour> =>
  apiFetch(routes.updateTour.path, { method: 'PUT', query: { id }, body });

/** DELETE /api/tour/deleteTour?id= */
export const deleteTour = (id: string) =>
  apiFetch(routes.deleteTour.path, { method: 'DELETE', query: { id } });
