import { routes } from '../../contract/routes';
import { IdQuery, RoomMessages, RoomTypeInput, RoomTypeUpdate, StayRuleMessages, vanToday } from '../../contract';
import { isForeignKeyViolation, isUniqueViolation } from '../db/common';
import { hotelExists } from '../db/hotels';
import { resizeRoomType } from '../db/rooms';
import {
  deleteRoomType,
  getRoomType,
  insertRoomType,
  roomTypeNameTaken,
  updateRoomType,
} from '../db/roomTypes';
import { saveTranslations } from '../db/translations';
import { localizeOne } from '../http/contentLanguage';
import { router } from '../http/app';
import { ApiError, badRequest, conflict, notFound } from '../http/errors';
import { validate } from '../http/validate';
import { requireAdmin } from '../middleware/auth';

const fieldError409 = (message: string, path: string) => new ApiError(409, message, { details: [{ path, message }] });

export const RoomTypeMessages = {
  hotelNotFound: 'Hotel not found',
  notFound: 'Room type not found',
  duplicate: 'This hotel already has a room type with this name',
  hasReservations: 'This room type has reservations and cannot be deleted',
  otherHotel: 'A room type cannot be moved to another hotel',
} as const;

export const roomTypes = router()
  .post(routes.createRoomType.path, requireAdmin, validate('json', RoomTypeInput), async (c) => {
    const body = c.req.valid('json');
    const db = c.env.DB;
    if (!(await hotelExists(db, body.hotelId))) throw notFound(RoomTypeMessages.hotelNotFound);
    if (await roomTypeNameTaken(db, body.hotelId, body.name)) throw conflict(RoomTypeMessages.duplicate);
    try {
      const room = await insertRoomType(db, body);
      await saveTranslations(db, 'roomType', room.id, body.translations);
      return c.json(await localizeOne(c, 'roomType', room), 201);
    } catch (error) {
      // Lost a race: a parallel create of the same name, or the hotel was deleted meanwhile.
      if (isUniqueViolation(error)) throw conflict(RoomTypeMessages.duplicate);
      if (isForeignKeyViolation(error)) throw notFound(RoomTypeMessages.hotelNotFound);
      throw error;
    }
  })

  // Name, price, inventory, capacity and stay limits; a missing field keeps its value. Another inventory adds or
  // retires numbered rooms (db/rooms.ts resizeRoomType): lowering it below what is sold, or retiring rooms that hold
  // booked nights, is refused (docs/decisions/0017-numbered-rooms.md).
  .put(routes.updateRoomType.path, requireAdmin, validate('query', IdQuery), validate('json', RoomTypeUpdate), async (c) => {
    const { id } = c.req.valid('query');
    const body = c.req.valid('json');
    const db = c.env.DB;
    const current = await getRoomType(db, id);
    if (!current) throw notFound(RoomTypeMessages.notFound);
    if (body.hotelId !== undefined && body.hotelId !== current.hotelId) {
      throw badRequest(RoomTypeMessages.otherHotel, [{ path: 'hotelId', message: RoomTypeMessages.otherHotel }]);
    }
    const fields = {
      name: body.name ?? current.name,
      pricePerNight: body.pricePerNight ?? current.pricePerNight,
      roomCount: body.roomCount ?? current.roomCount,
      capacity: body.capacity ?? current.capacity,
      minNights: body.minNights === undefined ? current.minNights : body.minNights,
      maxNights: body.maxNights === undefined ? current.maxNights : body.maxNights,
    };
    if (fields.minNights !== null && fields.maxNights !== null && fields.minNights > fields.maxNights) {
      throw badRequest(StayRuleMessages.minAboveMax, [{ path: 'maxNights', message: StayRuleMessages.minAboveMax }]);
    }
    if (await roomTypeNameTaken(db, current.hotelId, fields.name, id)) throw conflict(RoomTypeMessages.duplicate);
    const resized = await resizeRoomType(db, current, fields.roomCount, vanToday());
    if (resized === 'sold') throw fieldError409(RoomMessages.nightsSold, 'roomCount');
    if (resized === 'booked') throw fieldError409(RoomMessages.countBooked, 'roomCount');
    let room;
    try {
      room = await updateRoomType(db, id, fields);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(RoomTypeMessages.duplicate);
      throw error;
    }
    if (!room) throw notFound(RoomTypeMessages.notFound);
    await saveTranslations(db, 'roomType', room.id, body.translations);
    return c.json(await localizeOne(c, 'roomType', room));
  })

  .delete(routes.deleteRoomType.path, requireAdmin, validate('query', IdQuery), async (c) => {
    const outcome = await deleteRoomType(c.env.DB, c.req.valid('query').id);
    if (outcome === 'missing') throw notFound(RoomTypeMessages.notFound);
    if (outcome === 'referenced') throw conflict(RoomTypeMessages.hasReservations);
    return c.json({ message: 'Room type deleted', deleted: 1 });
  });
