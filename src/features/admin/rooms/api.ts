import { routes } from '../../../../contract/routes';
import type { EndpointBody, Room, RoomAssignment, RoomGrid } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from '../shared';

export const roomKeys = {
  section: adminKeys.section('rooms'),
  ofHotel: (hotelId: string) => [...adminKeys.section('rooms'), hotelId] as const,
  list: (hotelId: string) => [...adminKeys.section('rooms'), hotelId, 'list'] as const,
  grid: (hotelId: string, from: string) => [...adminKeys.section('rooms'), hotelId, 'grid', from] as const,
};

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** GET /api/admin/rooms?hotelId= */
export const getRooms = (hotelId: string, signal?: AbortSignal): Promise<Room[]> =>
  apiFetch(routes.getRooms.path, { query: { hotelId }, signal });

/** POST /api/admin/rooms */
export const createRoom = (body: EndpointBody<'createRoom'>): Promise<Room> => apiFetch(routes.createRoom.path, { method: 'POST', body });

/** PUT /api/admin/rooms/:id */
export const updateRoom = (id: string, body: EndpointBody<'updateRoom'>): Promise<Room> =>
  apiFetch(withId(routes.updateRoom.path, id), { method: 'PUT', body });

/** DELETE /api/admin/rooms/:id (retire) */
export const retireRoom = (id: string) => apiFetch(withId(routes.retireRoom.path, id), { method: 'DELETE' });

/** PUT /api/admin/rooms/:id/housekeeping */
export const setHousekeeping = (id: string, body: EndpointBody<'setHousekeeping'>): Promise<Room> =>
  apiFetch(withId(routes.setHousekeeping.path, id), { method: 'PUT', body });

/** GET /api/admin/room-grid?hotelId=&from=&days= */
export const getRoomGrid = (hotelId: string, from: string, days: number, signal?: AbortSignal): Promise<RoomGrid> =>
  apiFetch(routes.getRoomGrid.path, { query: { hotelId, from, days: String(days) }, signal });

/** POST /api/admin/reservations/:id/assign */
export const assignRooms = (reservationId: string, roomIds: string[]): Promise<RoomAssignment> =>
  apiFetch(withId(routes.assignRooms.path, reservationId), { method: 'POST', body: { roomIds } });
