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
