import { routes } from '../../../../contract/routes';
import type { EndpointBody, RoomType } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from '../shared';

export const roomTypeAdminKeys = {
  section: adminKeys.section('roomTypes'),
  ofHotel: (hotelId: string) => [...adminKeys.section('roomTypes'), hotelId] as const,
};

/** POST /api/roomType/createRoomType */
export const createRoomType = (body: EndpointBody<'createRoomType'>): Promise<RoomType> =>
  apiFetch(routes.createRoomType.path, { method: 'POST', body });

/** PUT /api/roomType/updateRoomType?id= (name, price, capacity, inventory; the hotel stays). */
export const updateRoomType = (id: string, body: EndpointBody<'updateRoomType'>): Promise<RoomType> =>
  apiFetch(routes.updateRoomType.path, { method: 'PUT', query: { id }, body });

/** DELETE /api/roomType/deleteRoomType?id= (no confirmation, as the spec says). */
export const deleteRoomType = (id: string) =>
  apiFetch(routes.deleteRoomType.path, { method: 'DELETE', query: { id } });
