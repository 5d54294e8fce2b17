import { endpoints } from '../../../../contract';
import type { EndpointBody, RoomType, RoomTypeAvailability } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from '../shared';

export const roomTypeAdminKeys = {
  section: adminKeys.section('roomTypes'),
  ofHotel: (hotelId: string) => [...adminKeys.section('roomTypes'), hotelId] as const,
};

/** GET /api/hotel/public/{hotelId}/room-types */
export const getHotelRoomTypes = (hotelId: string, signal?: AbortSignal): Promise<RoomTypeAvailability[]> =>
  apiFetch(endpoints.getHotelRoomTypes.path.replace(':hotelId', encodeURIComponent(hotelId)), {
    schema: endpoints.getHotelRoomTypes.response,
    signal,
  });

/** POST /api/roomType/createRoomType */
export const createRoomType = (body: EndpointBody<'createRoomType'>): Promise<RoomType> =>
  apiFetch(endpoints.createRoomType.path, { method: 'POST', body, schema: endpoints.createRoomType.response });

/** DELETE /api/roomType/deleteRoomType?id= (no confirmation, as the spec says). */
export const deleteRoomType = (id: string) =>
  apiFetch(endpoints.deleteRoomType.path, { method: 'DELETE', query: { id }, schema: endpoints.deleteRoomType.response });
