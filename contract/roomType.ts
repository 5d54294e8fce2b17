import { z } from 'zod';
import { id, intInput, LIMITS, money, moneyInput, requiredText } from './common';

/** The spec's reservation room types; room type names are free text, these are the usual ones. */
export const ROOM_TYPE_NAMES = ['SINGLE', 'DOUBLE', 'TRIPLE', 'SUITE', 'GUARD'] as const;

export const RoomType = z.object({
  id,
  hotelId: id,
  name: z.string(),
  pricePerNight: money,
  /** Inventory: how many rooms of this type the hotel has. */
  roomCount: z.number().int().min(0),
});
export type RoomType = z.infer<typeof RoomType>;

/** POST /api/roomType/createRoomType */
export const RoomTypeInput = z.object({
  hotelId: id,
  name: requiredText(LIMITS.short, 'Room type name is required'),
  pricePerNight: moneyInput,
  roomCount: intInput(0, 10_000).default(1),
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
  })
  .refine((room) => room.name !== undefined || room.pricePerNight !== undefined || room.roomCount !== undefined, {
    message: 'Send at least one of name, pricePerNight, roomCount',
  });
export type RoomTypeUpdate = z.infer<typeof RoomTypeUpdate>;
