import { routes } from '../../../../contract/routes';
import type { EndpointBody, HotelAdmin } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { fetchPage, NEWEST_FIRST } from '../shared';
import type { PageRequest } from '../shared';

export const getHotelsPage = (request: PageRequest & { signal?: AbortSignal }) =>
  fetchPage('getAllHotels', { ...request, query: NEWEST_FIRST });

/** POST /api/hotel/createHotel */
export const createHotel = (body: EndpointBody<'createHotel'>): Promise<HotelAdmin> =>
  apiFetch(routes.createHotel.path, { method: 'POST', body });

/** PUT /api/hotel/updateHotel?id= (full replace; a blank apiKey keeps the stored one). */
export const updateHotel = (id: string, body: EndpointBody<'updateHotel'>): Promise<HotelAdmin> =>
  apiFetch(routes.updateHotel.path, { method: 'PUT', query: { id }, body });

/** DELETE /api/hotel/deleteHotel?id= (409 while it has reservations). */
export const deleteHotel = (id: string) =>
  apiFetch(routes.deleteHotel.path, { method: 'DELETE', query: { id } });
