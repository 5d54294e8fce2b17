import { routes } from '../../../../contract/routes';
import type { EndpointBody, Rate, RoomType } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from '../shared';

/** POST /api/roomType/createRoomType */
export const createRoomType = (body: EndpointBody<'createRoomType'>): Promise<RoomType> =>
  apiFetch(routes.createRoomType.path, { method: 'POST', body });

/** PUT /api/roomType/updateRoomType?id= (name, price, capacity, inventory; the hotel stays). */
export const updateRoomType = (id: string, body: EndpointBody<'updateRoomType'>): Promise<RoomType> =>
  apiFetch(routes.updateRoomType.path, { method: 'PUT', query: { id }, body });

/** DELETE /api/roomType/deleteRoomType?id= (no confirmation, as the spec says). */
export const deleteRoomType = (id: string) =>
  apiFetch(routes.deleteRoomType.path, { method: 'DELETE', query: { id } });

export const rateAdminKeys = {
  ofRoomType: (roomTypeId: string) => [...adminKeys.section('roomTypes'), 'rates', roomTypeId] as const,
};

/** GET /api/admin/rates?roomTypeId=: one room type's date-range rates, by first night. */
export const getRates = (roomTypeId: string, signal?: AbortSignal): Promise<Rate[]> =>
  apiFetch(routes.getRates.path, { query: { roomTypeId }, signal });

/** POST /api/admin/rates */
export const createRate = (body: EndpointBody<'createRate'>): Promise<Rate> => apiFetch(routes.createRate.path, { method: 'POST', body });

/** DELETE /api/admin/rates/{id} */
export const updateRate = (id: string, body: EndpointBody<'updateRate'>): Promise<Rate> =>
  apiFetch(routes.updateRate.path.replace(':id', encodeURIComponent(id)), { method: 'PUT', body });

export const deleteRate = (id: string) => apiFetch(routes.deleteRate.path.replace(':id', encodeURIComponent(id)), { method: 'DELETE' });
