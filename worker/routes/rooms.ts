import { routes } from '../../contract/routes';
import {
  addDays,
  AssignRoomsInput,
  HousekeepingInput,
  IdParams,
  RoomGridQuery,
  RoomInput,
  RoomListQuery,
  RoomMessages,
  RoomUpdate,
  vanToday,
} from '../../contract';
import { isUniqueViolation } from '../db/common';
import { hotelExists } from '../db/hotels';
import { getRoomType } from '../db/roomTypes';
import { autoAssign, roomGrid, staysOfReservation } from '../db/roomAssignment';
import { assignRooms, reservationForAssign } from '../db/roomMoves';
import {
  canLoseRooms,
  getRoom,
  holdsNights,
  insertRoom,
  listRooms,
  retireRooms,
  roomNumberTaken,
  setHousekeeping,
  staysOnRoom,
  toRoom,
  updateRoom,
  type RoomRow,
} from '../db/rooms';
import { router } from '../http/app';
import { ApiError, conflict, notFound } from '../http/errors';
import { validate } from '../http/validate';
import { requireAdmin } from '../middleware/auth';
import { BookingMessages } from './reservations';

const fieldError = (status: 400 | 404 | 409, message: string, path: string) => new ApiError(status, message, { details: [{ path, message }] });

const DEFAULT_GRID_DAYS = 14;

async function roomOr404(db: D1Database, id: string): Promise<RoomRow> {
  const room = await getRoom(db, id);
  if (!room) throw notFound(RoomMessages.notFound);
  return room;
}

/** A room leaving its room type (retire, move) must not hold future nights nor overbook the type. */
async function assertCanLeave(db: D1Database, room: RoomRow): Promise<void> {
  const today = vanToday();
  if (await holdsNights(db, room.id, today)) throw conflict(RoomMessages.holdsNights);
  if (!(await canLoseRooms(db, room.room_type_id, 1, today, null, { from: room.out_of_order_from, to: room.out_of_order_to }))) {
    throw conflict(RoomMessages.nightsSold);
  }
}

/**
 * Numbered rooms, housekeeping and room assignment (admin; docs/decisions/0017-numbered-rooms.md).
 * A room's type sells as many rooms as it has in service: every add, move and retire rewrites
 * room_types.room_count in its batch (db/rooms.ts).
 */
export const rooms = router()
  .get(routes.getRooms.path, requireAdmin, validate('query', RoomListQuery), async (c) => {
    const { hotelId } = c.req.valid('query');
    if (!(await hotelExists(c.env.DB, hotelId))) throw fieldError(404, RoomMessages.hotelNotFound, 'hotelId');
    return c.json((await listRooms(c.env.DB, hotelId)).map(toRoom));
  })

  .post(routes.createRoom.path, requireAdmin, validate('json', RoomInput), async (c) => {
    const body = c.req.valid('json');
    const db = c.env.DB;
    const type = await getRoomType(db, body.roomTypeId);
    if (!type) throw fieldError(404, RoomMessages.roomTypeNotFound, 'roomTypeId');
    if (await roomNumberTaken(db, type.hotelId, body.number)) throw fieldError(409, RoomMessages.numberTaken, 'number');
    try {
      const id = await insertRoom(db, type.hotelId, body);
      return c.json(toRoom((await getRoom(db, id))!), 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError(409, RoomMessages.numberTaken, 'number');
      throw error;
    }
  })

  .put(routes.updateRoom.path, requireAdmin, validate('param', IdParams), validate('json', RoomUpdate), async (c) => {
    const body = c.req.valid('json');
    const db = c.env.DB;
    const room = await roomOr404(db, c.req.valid('param').id);
    const fields = {
      roomTypeId: body.roomTypeId ?? room.room_type_id,
      number: body.number ?? room.number,
      floor: body.floor ?? room.floor,
      note: body.note === undefined ? room.note : body.note,
    };
    if (fields.roomTypeId !== room.room_type_id) {
      const type = await getRoomType(db, fields.roomTypeId);
      if (!type) throw fieldError(404, RoomMessages.roomTypeNotFound, 'roomTypeId');
      if (type.hotelId !== room.hotel_id) throw fieldError(400, RoomMessages.otherHotel, 'roomTypeId');
      await assertCanLeave(db, room);
    }
    if (await roomNumberTaken(db, room.hotel_id, fields.number, room.id)) throw fieldError(409, RoomMessages.numberTaken, 'number');
    try {
      await updateRoom(db, room, fields);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError(409, RoomMessages.numberTaken, 'number');
      throw error;
    }
    return c.json(toRoom((await getRoom(db, room.id))!));
  })

  // Retire: out of service for good (its past nights stay on record); refused while it holds future nights.
  .delete(routes.retireRoom.path, requireAdmin, validate('param', IdParams), async (c) => {
    const db = c.env.DB;
    const room = await roomOr404(db, c.req.valid('param').id);
    await assertCanLeave(db, room);
    await retireRooms(db, room.room_type_id, [room.id]);
    return c.json({ message: 'Room retired', deleted: 1 });
  })

  // OUT_OF_ORDER takes the room off sale for its nights: refused when they are sold beyond the
  // other rooms; the stays it held on them move to other rooms of their type.
  .put(routes.setHousekeeping.path, requireAdmin, validate('param', IdParams), validate('json', HousekeepingInput), async (c) => {
    const body = c.req.valid('json');
    const db = c.env.DB;
    const room = await roomOr404(db, c.req.valid('param').id);
    const input = { status: body.status, from: body.from ?? null, to: body.to ?? null, reason: body.reason ?? null };
    if (input.status === 'OUT_OF_ORDER' && input.from && input.to) {
      const keep = { from: room.out_of_order_from, to: room.out_of_order_to };
      if (!(await canLoseRooms(db, room.room_type_id, 1, input.from, input.to, keep))) throw fieldError(409, RoomMessages.nightsSold, 'from');
      const moved = await staysOnRoom(db, room.id, input.from, input.to);
      await setHousekeeping(db, room.id, input);
      if (moved.length > 0) {
        await db.prepare('DELETE FROM room_nights WHERE room_id = ? AND night >= ? AND night < ?').bind(room.id, input.from, input.to).run();
        await autoAssign(db, room.hotel_id, { ids: moved });
      }
    } else {
      await setHousekeeping(db, room.id, input);
    }
    return c.json(toRoom((await getRoom(db, room.id))!));
  })

  .get(routes.getRoomGrid.path, requireAdmin, validate('query', RoomGridQuery), async (c) => {
    const query = c.req.valid('query');
    if (!(await hotelExists(c.env.DB, query.hotelId))) throw fieldError(404, RoomMessages.hotelNotFound, 'hotelId');
    const from = query.from ?? vanToday();
    return c.json(await roomGrid(c.env.DB, query.hotelId, from, addDays(from, query.days ?? DEFAULT_GRID_DAYS)));
  })

  .post(routes.assignRooms.path, requireAdmin, validate('param', IdParams), validate('json', AssignRoomsInput), async (c) => {
    const db = c.env.DB;
    const { roomIds } = c.req.valid('json');
    const reservation = await reservationForAssign(db, c.req.valid('param').id);
    if (!reservation) throw notFound(BookingMessages.notFound);
    if (reservation.status !== 'PENDING' && reservation.status !== 'CONFIRMED') throw conflict(RoomMessages.notHolding);
    if (new Set(roomIds).size !== roomIds.length || roomIds.length !== reservation.room_count) {
      throw fieldError(400, RoomMessages.roomCount, 'roomIds');
    }
    const rooms = await Promise.all(roomIds.map((id) => getRoom(db, id)));
    if (rooms.some((room) => !room || room.hotel_id !== reservation.hotel_id)) throw fieldError(404, RoomMessages.notFound, 'roomIds');
    const found = rooms as RoomRow[];
    if (new Set(found.map((room) => room.room_type_id)).size > 1) throw fieldError(400, RoomMessages.mixedTypes, 'roomIds');
    const outcome = await assignRooms(db, { reservation, rooms: found }, vanToday());
    if (outcome === 'stayOver') throw conflict(RoomMessages.stayOver);
    if (outcome === 'outOfOrder') throw fieldError(409, RoomMessages.outOfOrder, 'roomIds');
    if (outcome === 'typeFull') throw fieldError(409, RoomMessages.typeFull, 'roomIds');
    if (outcome === 'taken') throw fieldError(409, RoomMessages.roomTaken, 'roomIds');
    return c.json({ reservationId: reservation.id, roomTypeId: found[0]!.room_type_id, stays: await staysOfReservation(db, reservation.id) });
  });
