import { z } from 'zod';
import { id, intInput, isoDate, LIMITS, money, moneyInput, optionalQuery, requiredText } from './common';
import { contentLanguageFields, RoomTypeTranslationsInput } from './translationInput';

/** The usual capacity of the usual room type names (seed data and the 0002 migration). */
export const USUAL_CAPACITY: Readonly<Record<string, number>> = { SINGLE: 1, DOUBLE: 2, TRIPLE: 3, SUITE: 4 };
export const DEFAULT_CAPACITY = 2;

/** Most guests one room may sleep (the column's CHECK). */
export const ROOM_CAPACITY_MAX = 20;

export const RoomType = z.object({
  id,
  hotelId: id,
  name: z.string(),
  pricePerNight: money,
  /** Inventory: how many rooms of this type the hotel has. */
  roomCount: z.number().int().min(0),
  /** Most guests one room of this type sleeps (1..20). */
  capacity: z.number().int().min(1),
  /** The name in the visitor's language (contract/translations.ts `ANSWERED_AS`); `name` stays the stored one. */
  displayName: z.string().optional(),
  ...contentLanguageFields,
});
export type RoomType = z.infer<typeof RoomType>;

/** POST /api/roomType/createRoomType */
export const RoomTypeInput = z.object({
  hotelId: id,
  name: requiredText(LIMITS.short, 'Room type name is required'),
  pricePerNight: moneyInput,
  roomCount: intInput(0, 10_000).default(1),
  capacity: intInput(1, ROOM_CAPACITY_MAX, `Capacity must be between 1 and ${ROOM_CAPACITY_MAX}`).default(DEFAULT_CAPACITY),
  /** The name in tr, en and fa (contract/translations.ts); the base `name` stays the room type's code. */
  translations: RoomTypeTranslationsInput,
});
export type RoomTypeInput = z.infer<typeof RoomTypeInput>;

/**
 * Admin: PUT /api/roomType/updateRoomType?id= — change name, price or inventory. Any subset of
 * the RoomTypeInput fields (a full RoomTypeInput works too); a missing field keeps its value.
 * `hotelId`, when sent, must be the room type's own hotel (a room type does not move).
 */
export const RoomTypeUpdate = z
  .object({
    hotelId: id.optional(),
    name: requiredText(LIMITS.short, 'Room type name is required').optional(),
    pricePerNight: moneyInput.optional(),
    roomCount: intInput(0, 10_000).optional(),
    capacity: intInput(1, ROOM_CAPACITY_MAX, `Capacity must be between 1 and ${ROOM_CAPACITY_MAX}`).optional(),
    /** Sent: replaces the stored translations of the name; left out: keeps them. */
    translations: RoomTypeTranslationsInput,
  })
  .refine(
    (room) =>
      room.name !== undefined ||
      room.pricePerNight !== undefined ||
      room.roomCount !== undefined ||
      room.capacity !== undefined ||
      room.translations !== undefined,
    { message: 'Send at least one of name, pricePerNight, roomCount, capacity, translations' },
  );
export type RoomTypeUpdate = z.infer<typeof RoomTypeUpdate>;

/**
 * GET /api/hotel/public/:hotelId/room-types: each room type with `roomsLeft`, the fewest free
 * rooms over the nights of `checkIn..checkOut` (null when no dates are given).
 */
export const RoomTypeAvailability = RoomType.extend({
  roomsLeft: z.number().int().min(0).nullable(),
});
export type RoomTypeAvailability = z.infer<typeof RoomTypeAvailability>;

/** Optional query of the room-type list; `guests` is accepted for the URL's sake (capacity is per room). */
export const RoomTypeListQuery = z
  .object({
    checkIn: optionalQuery(isoDate),
    checkOut: optionalQuery(isoDate),
    guests: optionalQuery(z.coerce.number().int().min(1).max(100)),
  })
  .refine((q) => !q.checkIn || !q.checkOut || q.checkOut > q.checkIn, {
    message: 'Çıkış tarihi giriş tarihinden sonra olmalıdır',
    path: ['checkOut'],
  });
export type RoomTypeListQuery = z.infer<typeof RoomTypeListQuery>;
