import { endpoints } from '../../../../contract';
import type { EndpointBody, HotelAdmin } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { adminKeys, fetchAll, fetchPage } from '../shared';
import type { PageRequest } from '../shared';

export const hotelAdminKeys = {
  section: adminKeys.section('hotels'),
  all: adminKeys.all_rows('hotels'),
  list: adminKeys.list('hotels'),
};

/** GET /api/hotel/public/getAllHotels: every hotel (cards, the room types' hotel choice). */
export const getAllHotels = (signal?: AbortSignal) => fetchAll(endpoints.getAllHotels.path, endpoints.getAllHotels.response, signal);

export const getHotelsPage = (request: PageRequest & { signal?: AbortSignal }) =>
  fetchPage(endpoints.getAllHotels.path, endpoints.getAllHotels.response, request);

/** POST /api/hotel/createHotel */
export const createHotel = (body: EndpointBody<'createHotel'>): Promise<HotelAdmin> =>
  apiFetch(endpoints.createHotel.path, { method: 'POST', body, schema: endpoints.createHotel.response });

/** PUT /api/hotel/updateHotel?id= (full replace; a blank apiKey keeps the stored one). */
export const updateHotel = (id: string, body: EndpointBody<'updateHotel'>): Promise<HotelAdmin> =>
  apiFetch(endpoints.updateHotel.path, { method: 'PUT', query: { id }, body, schema: endpoints.updateHotel.response });

/** DELETE /api/hotel/deleteHotel?id= (409 while it has reservations). */
export const deleteHotel = (id: string) =>
  apiFetch(endpoints.deleteHotel.path, { method: 'DELETE', query: { id }, schema: endpoints.deleteHotel.response });
