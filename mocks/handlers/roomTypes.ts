import { endpoints } from '../../contract';
import { conflict, fieldError } from '../errors';
import { created, mock } from '../http';
import { getHotel, getRoomType, newId } from '../store';

export const roomTypeHandlers = [
  mock(endpoints.createRoomType, ({ body, store }) => {
    const hotel = getHotel(store, body.hotelId);
    const name = body.name.toLowerCase();
    if (store.roomTypes.some((room) => room.hotelId === hotel.id && room.name.toLowerCase() === name)) {
      throw conflict('This hotel already has a room type with this name');
    }
    const room = { id: newId(), ...body, hotelId: hotel.id };
    store.roomTypes.push(room);
    return created(room);
  }),

  mock(endpoints.updateRoomType, ({ query, body, store }) => {
    const room = getRoomType(store, query.id);
    if (body.hotelId !== undefined && body.hotelId !== room.hotelId) {
      throw fieldError('hotelId', 'A room type cannot be moved to another hotel');
    }
    const name = body.name ?? room.name;
    const taken = store.roomTypes.some(
      (r) => r.id !== room.id && r.hotelId === room.hotelId && r.name.toLowerCase() === name.toLowerCase(),
    );
    if (taken) throw conflict('This hotel already has a room type with this name');
    Object.assign(room, {
      name,
      pricePerNight: body.pricePerNight ?? room.pricePerNight,
      roomCount: body.roomCount ?? room.roomCount,
    });
    return room;
  }),

  mock(endpoints.deleteRoomType, ({ query, store }) => {
    const room = getRoomType(store, query.id);
    if (store.reservations.some((r) => r.roomTypeId === room.id)) {
      throw conflict('This room type has reservations and cannot be deleted');
    }
    store.roomTypes = store.roomTypes.filter((r) => r.id !== room.id);
    return { message: 'Room type deleted', deleted: 1 };
  }),
];
