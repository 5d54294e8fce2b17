import { z } from 'zod';
import { id, intInput, isoDate, LIMITS, money, moneyInput, optionalQuery, requiredText } from './common';
import { MAX_NIGHTS } from './reservation';
import { StayRuleMessages } from './stayPricing';
import { galleryField } from './photo';
import { contentLanguageFields, RoomTypeTranslationsInput } from './translationInput';

/** The usual capacity of the usual room type names (seed data and the 0002 migration). */
export const USUAL_CAPACITY: Readonly<Record<string, number>> = { SINGLE: 1, DOUBLE: 2, TRIPLE: 3, SUITE: 4 };
export const DEFAULT_CAPACITY = 2;

/** Most guests one room may sleep (the column's CHECK). */
export const ROOM_CAPACITY_MAX = 20;

const nightCount = intInput(1, MAX_NIGHTS, `Must be between 1 and ${MAX_NIGHTS} nights`);
/** A room type's min or max nights on create: blank, null or left out is no limit. */
const stayLimit = z
  .union([nightCount, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));
/** On update: left out keeps the stored limit (undefined), blank or null clears it. */
const stayLimitUpdate = z
  .union([nightCount, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value === '' ? null : value));
const limitsInOrder = (room: { minNights: number | null; maxNights: number | null }) =>
  room.minNights === null || room.maxNights === null || room.minNights <= room.maxNights;

export const RoomType = z.object({
  id,
  hotelId: id,
  name: z.string(),
  pricePerNight: money,
  /** Inventory: how many rooms of this type the hotel has. */
  roomCount: z.number().int().min(0),
  /** Most guests one room of this type sleeps (1..20). */
  capacity: z.number().int().min(1),
  /** The shortest and longest stay of this room type (null: no limit; contract/stayPricing.ts). */
  minNights: z.number().int().min(1).nullable(),
  maxNights: z.number().int().min(1).nullable(),
  /** The name in the visitor's language (contract/translations.ts `ANSWERED_AS`); `name` stays the stored one. */
  displayName: z.string().optional(),
  ...contentLanguageFields,
  ...galleryField,
});
export type RoomType = z.infer<typeof RoomType>;

/** POST /api/roomType/createRoomType */
export const RoomTypeInput = z.object({
  hotelId: id,
  name: requiredText(LIMITS.short, 'Room type name is required'),
  pricePerNight: moneyInput,
  roomCount: intInput(0, 10_000).default(1),
  capacity: intInput(1, ROOM_CAPACITY_MAX, `Capacity must be between 1 and ${ROOM_CAPACITY_MAX}`).default(DEFAULT_CAPACITY),
  minNights: stayLimit,
  maxNights: stayLimit,
  /** The name in tr, en and fa (contract/translations.ts); the base `name` stays the room type's code. */
  translations: RoomTypeTranslationsInput,
}).refine(limitsInOrder, { message: StayRuleMessages.minAboveMax, path: ['maxNights'] });
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
    /** null (or blank) clears the limit; left out keeps it. */
    minNights: stayLimitUpdate,
    maxNights: stayLimitUpdate,
    /** Sent: replaces the stored translations of the name; left out: keeps them. */
    translations: RoomTypeTranslationsInput,
  })
  .refine(
    (room) =>
      room.name !== undefined ||
      room.pricePerNight !== undefined ||
      room.roomCount !== undefined ||
      room.capacity !== undefined ||
      room.minNights !== undefined ||
      room.maxNights !== undefined ||
      room.translations !== undefined,
    { message: 'Send at least one of name, pricePerNight, roomCount, capacity, minNights, maxNights, translations' },
  )
  .refine((room) => limitsInOrder({ minNights: room.minNights ?? null, maxNights: room.maxNights ?? null }), {
    message: StayRuleMessages.minAboveMax,
    path: ['maxNights'],
  });
export type RoomTypeUpdate = z.infer<typeof RoomTypeUpdate>;

/**
 * GET /api/hotel/public/:hotelId/room-types: each room type with `roomsLeft`, the fewest free
 * rooms over the nights of `checkIn..checkOut` (null when no dates are given).
 */
export const RoomTypeAvailability = RoomType.extend({
  roomsLeft: z.number().int().min(0).nullable(),
  /** `pricePerNight` with the hotel's taxes (contract/stayPricing.ts `priceWithTaxes`): the base night a visitor sees. */
  pricePerNightWithTaxes: money,
  /**
   * With dates, one room's stay priced by the quote's rule (contract/stayPricing.ts, the season's
   * rates and the hotel's tax): what the hotel page, the booking form's room list and the summary
   * all show for those nights. Null without dates (the base `pricePerNight` is the "from" price).
   */
  stayPrice: z
    .object({
      nights: z.number().int().min(1),
      /** One room's mean nightly price over the stay, before tax (the search card's per-night figure). */
      pricePerNight: money,
      /** The same with taxes: the per-night figure a visitor sees. */
      pricePerNightWithTaxes: money,
      /** One room for the whole stay with tax (the quote's total for one room). */
      total: money,
      /** False when a stay rule of the rates refuses these nights. */
      bookable: z.boolean(),
    })
    .nullable()
    .optional(),
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
