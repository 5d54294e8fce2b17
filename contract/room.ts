/**
 * Numbered rooms, their housekeeping status and the rooms a stay holds on each night (admin:
 * /api/admin/rooms, /api/admin/room-grid, /api/admin/reservations/:id/assign; migration 0024,
 * docs/decisions/0017-numbered-rooms.md).
 */
import { z } from 'zod';
import { id, intInput, isoDate, nightsBetween, nullableText, optionalQuery, requiredText } from './common';
import { HOUSEKEEPING_STATUSES } from './enums';

/** The texts the Worker answers about rooms (worker/errorCodes.ts gives each its code). */
export const RoomMessages = {
  notFound: 'Room not found',
  roomTypeNotFound: 'Room type not found',
  hotelNotFound: 'Hotel not found',
  numberTaken: 'This hotel already has a room with this number',
  otherHotel: 'A room can only move to a room type of its own hotel',
  holdsNights: 'This room holds booked nights from today on: move those stays to other rooms first',
  nightsSold: 'Rooms of this type are sold on some of these nights: taking this room away would overbook them',
  datesOrder: 'The to date must be after the from date',
  reasonRequired: 'Reason is required',
  fromRequired: 'From date is required',
  toRequired: 'To date is required',
  notHolding: 'Only a pending or confirmed stay holds rooms',
  stayOver: 'This stay has no nights left to assign',
  roomCount: 'Choose one room for each room of the booking',
  mixedTypes: 'The rooms must all be of one room type',
  roomTaken: 'This room is already given to another stay on one of these nights',
  outOfOrder: 'This room is out of order on one of these nights',
  typeFull: 'The chosen room type has no free room on one of these nights',
  countBooked: 'Not enough rooms without booked nights to take out of service',
  nothingToChange: 'Send at least one of number, floor, note, roomTypeId',
} as const;

/** Longest out-of-order range (nights). */
export const MAX_OUT_OF_ORDER_NIGHTS = 366;
/** Most nights the room grid shows at once. */
export const MAX_GRID_DAYS = 62;

export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number];

/** A room in service as the admin sees it. */
export const Room = z.object({
  id,
  hotelId: id,
  roomTypeId: id,
  roomTypeName: z.string(),
  number: z.string(),
  floor: z.number().int(),
  note: z.string().nullable(),
  housekeeping: z.enum(HOUSEKEEPING_STATUSES),
  /** Off sale for the nights from <= night < to, with the staff's reason (OUT_OF_ORDER only). */
  outOfOrder: z.object({ from: isoDate, to: isoDate, reason: z.string() }).nullable(),
});
export type Room = z.infer<typeof Room>;

const roomNumber = requiredText(20, 'Room number is required');
const floor = intInput(-5, 200, 'Floor must be between -5 and 200');

/** GET /api/admin/rooms?hotelId= */
export const RoomListQuery = z.object({ hotelId: id });
export type RoomListQuery = z.infer<typeof RoomListQuery>;

/** POST /api/admin/rooms */
export const RoomInput = z.object({
  roomTypeId: id,
  number: roomNumber,
  floor,
  note: nullableText(500),
});
export type RoomInput = z.infer<typeof RoomInput>;

/** PUT /api/admin/rooms/:id: rename, another floor or note, or a move to another room type of the hotel. */
export const RoomUpdate = z
  .object({ roomTypeId: id.optional(), number: roomNumber.optional(), floor: floor.optional(), note: nullableText(500).optional() })
  .refine((room) => Object.values(room).some((value) => value !== undefined), { message: RoomMessages.nothingToChange });
export type RoomUpdate = z.infer<typeof RoomUpdate>;

/** PUT /api/admin/rooms/:id/housekeeping: OUT_OF_ORDER needs the range and the reason; the others clear them. */
export const HousekeepingInput = z
  .object({
    status: z.enum(HOUSEKEEPING_STATUSES),
    from: isoDate.optional(),
    to: isoDate.optional(),
    reason: nullableText(500).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.status !== 'OUT_OF_ORDER') return;
    if (!input.from) ctx.addIssue({ code: 'custom', path: ['from'], message: RoomMessages.fromRequired });
    if (!input.to) ctx.addIssue({ code: 'custom', path: ['to'], message: RoomMessages.toRequired });
    if (!input.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: RoomMessages.reasonRequired });
    if (input.from && input.to && input.to <= input.from) ctx.addIssue({ code: 'custom', path: ['to'], message: RoomMessages.datesOrder });
    if (input.from && input.to && nightsBetween(input.from, input.to) > MAX_OUT_OF_ORDER_NIGHTS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${MAX_OUT_OF_ORDER_NIGHTS} nights` });
    }
  });
export type HousekeepingInput = z.infer<typeof HousekeepingInput>;

/** POST /api/admin/reservations/:id/assign: one room per room of the booking, all of one room type. */
export const AssignRoomsInput = z.object({ roomIds: z.array(id).min(1, RoomMessages.roomCount).max(50) });
export type AssignRoomsInput = z.infer<typeof AssignRoomsInput>;

/** One room a stay holds over consecutive nights (from <= night < to). */
export const RoomStay = z.object({
  reservationId: id,
  pnrCode: z.string(),
  guestName: z.string(),
  status: z.string(),
  roomId: id,
  from: isoDate,
  to: isoDate,
});
export type RoomStay = z.infer<typeof RoomStay>;

/** The answer of an assignment: the stay's room type (another on an upgrade) and its rooms. */
export const RoomAssignment = z.object({ reservationId: id, roomTypeId: id, stays: z.array(RoomStay) });
export type RoomAssignment = z.infer<typeof RoomAssignment>;

/** GET /api/admin/room-grid?hotelId=&from=&days= (from: Van's today; days: 14). */
export const RoomGridQuery = z.object({
  hotelId: id,
  from: optionalQuery(isoDate),
  days: optionalQuery(z.coerce.number().int().min(1).max(MAX_GRID_DAYS)),
});
export type RoomGridQuery = z.infer<typeof RoomGridQuery>;

/** The room-by-night grid: the nights from <= night < to, the rooms as rows and the stays as bars. */
export const RoomGrid = z.object({
  from: isoDate,
  to: isoDate,
  rooms: z.array(Room),
  stays: z.array(RoomStay),
  /** Stays on these nights that no room could be found for (an overbooked night). */
  unassigned: z.array(RoomStay.omit({ roomId: true })),
});
export type RoomGrid = z.infer<typeof RoomGrid>;
