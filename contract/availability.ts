/**
 * The ONE availability rule, shared by search, the room-type list, booking and the mocks.
 *
 * A room type fits a party for a stay when, on EVERY night of the stay, it has at least
 * `roomsNeeded(guests, capacity)` free rooms (inventory minus the rooms of PENDING + CONFIRMED
 * reservations covering that night, minus one room per event imported from another channel's
 * calendar covering it: an `Occupancy` with status `EXTERNAL_HOLD`, migration 0016), minus its
 * rooms out of order that night (an `OutOfOrder` range, migration 0024). Inventory is the room
 * type's rooms in service (`roomCount`, docs/decisions/0017-numbered-rooms.md). A night is
 * `from/checkIn <= night < to/checkOut`: a stay ending on the day another starts shares no night with it.
 * A guest who checks out early frees the nights left: from `releasedFrom` on the stay holds
 * nothing (migration 0025), its booked dates kept.
 */
import { addDays } from './time.ts';

/** Rooms a party needs in a room type of this capacity (at least one). */
export function roomsNeeded(guests: number, capacity: number): number {
  if (!Number.isInteger(guests) || guests < 1) throw new RangeError(`guests must be a positive integer, got ${guests}`);
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity must be a positive integer, got ${capacity}`);
  return Math.ceil(guests / capacity);
}

/** True when `roomCount` rooms of this capacity sleep `guests` people. */
export function guestsFit(guests: number, capacity: number, roomCount: number): boolean {
  return guests <= capacity * roomCount;
}

/** Price of the whole stay: price per night x rooms x nights, rounded to kuruş. */
export function stayTotal(pricePerNight: number, rooms: number, nights: number): number {
  return Math.round(pricePerNight * rooms * nights * 100) / 100;
}

/** The nights of a stay: every date from checkIn up to, not including, checkOut. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/** True when each night has at least `needed` free rooms (an empty stay never fits). */
export function fitsEveryNight(freePerNight: readonly number[], needed: number): boolean {
  return freePerNight.length > 0 && freePerNight.every((free) => free >= needed);
}

/** Rooms left for the whole stay: the fewest free rooms over its nights (never below 0). */
export function roomsLeftOverStay(freePerNight: readonly number[]): number {
  return freePerNight.length === 0 ? 0 : Math.max(0, Math.min(...freePerNight));
}

/** A booking as far as availability is concerned. */
export type Occupancy = { roomTypeId: string; status: string; checkIn: string; checkOut: string; roomCount: number; releasedFrom?: string | null };

/** Whether booking `b` holds a room on `night` (YYYY-MM-DD): within its dates and before an early check-out's `releasedFrom`. */
export const holdsNight = (b: Occupancy, night: string): boolean =>
  b.checkIn <= night && night < b.checkOut && (b.releasedFrom == null || night < b.releasedFrom);

/** The status of an event imported from another channel's calendar: it holds one room for its nights (worker/db/channels.ts). */
export const EXTERNAL_HOLD = 'EXTERNAL';

/** Whether a booking holds rooms (PENDING holds, CONFIRMED stays, an imported event holds; CANCELLED frees them). */
export const holdsRooms = (status: string): boolean => status === 'PENDING' || status === 'CONFIRMED' || status === EXTERNAL_HOLD;

/** A room of the type taken off sale (housekeeping OUT_OF_ORDER) for the nights `from <= night < to`. */
export type OutOfOrder = { from: string; to: string };

/** Free rooms of one room type on each night of the stay (the in-memory form of the Worker's SQL). */
export function freeRoomsPerNight(
  room: { id: string; roomCount: number; outOfOrder?: readonly OutOfOrder[] },
  bookings: readonly (Occupancy & { id?: string })[],
  checkIn: string,
  checkOut: string,
  exceptId?: string,
): number[] {
  const mine = bookings.filter((b) => b.roomTypeId === room.id && holdsRooms(b.status) && (exceptId === undefined || b.id !== exceptId));
  const offSale = room.outOfOrder ?? [];
  return stayNights(checkIn, checkOut).map(
    (night) =>
      room.roomCount -
      mine.filter((b) => holdsNight(b, night)).reduce((sum, b) => sum + b.roomCount, 0) -
      offSale.filter((range) => range.from <= night && night < range.to).length,
  );
}

/** One way to sleep a party: the room type, how many rooms and the price of the whole stay. */
export type StayOption = {
  nights: number;
  guests: number;
  roomTypeId: string;
  roomTypeName: string;
  capacity: number;
  roomsNeeded: number;
  pricePerNight: number;
  /** One room's mean nightly price with taxes (without `priceOf`, no tax is known: the base price). */
  pricePerNightWithTaxes: number;
  total: number;
};

/** A room type's priced stay for `rooms` rooms (contract/stayPricing.ts `priceStay`): its total in kuruş and whether its rules allow it. */
export type PriceOf<Room> = (room: Room, rooms: number) => { totalCents: number; subtotalCents: number; bookable: boolean };

/**
 * The cheapest room type of a hotel that sleeps `guests` on every night of the stay, or null.
 * `roomsLeft` is each room type's fewest free rooms over the stay's nights (`roomsLeftOverStay`;
 * the Worker computes it in SQL), so `roomsLeft >= roomsNeeded` is `fitsEveryNight`.
 * With `priceOf` (rates and tax), a room type whose stay rules refuse the stay is skipped, the
 * total is its quote's total and `pricePerNight` one room's mean nightly price; without it, the
 * base price x rooms x nights. Ties on the total go to the cheaper nightly price, then the name.
 */
export function cheapestStay<Room extends { id: string; name: string; capacity: number; pricePerNight: number; roomsLeft: number }>(
  rooms: readonly Room[],
  guests: number,
  nights: number,
  priceOf?: PriceOf<Room>,
): StayOption | null {
  let best: StayOption | null = null;
  if (nights < 1) return null;
  for (const room of rooms) {
    const needed = roomsNeeded(guests, room.capacity);
    if (room.roomsLeft < needed) continue;
    const priced = priceOf?.(room, needed);
    if (priced && !priced.bookable) continue;
    const option: StayOption = {
      nights,
      guests,
      roomTypeId: room.id,
      roomTypeName: room.name,
      capacity: room.capacity,
      roomsNeeded: needed,
      pricePerNight: priced ? Math.round(priced.subtotalCents / (needed * nights)) / 100 : room.pricePerNight,
      pricePerNightWithTaxes: priced ? Math.round(priced.totalCents / (needed * nights)) / 100 : room.pricePerNight,
      total: priced ? priced.totalCents / 100 : stayTotal(room.pricePerNight, needed, nights),
    };
    if (
      !best ||
      option.total < best.total ||
      (option.total === best.total &&
        (option.pricePerNight < best.pricePerNight ||
          (option.pricePerNight === best.pricePerNight && option.roomTypeName < best.roomTypeName)))
    ) {
      best = option;
    }
  }
  return best;
}

/** What an admin edit of a reservation changes, as far as rooms are concerned. */
export type StayEdit = { status: string; roomTypeId: string; checkIn: string; checkOut: string; roomCount: number };

/**
 * Whether an admin edit must fit the inventory: the edited reservation holds rooms and takes
 * rooms it did not hold before (back from CANCELLED, another room type, other dates, more
 * rooms). Fewer rooms or an unchanged stay never fail, even on an overbooked night.
 */
export function editTakesRooms(current: StayEdit, next: StayEdit): boolean {
  return (
    holdsRooms(next.status) &&
    (!holdsRooms(current.status) ||
      next.roomTypeId !== current.roomTypeId ||
      next.checkIn !== current.checkIn ||
      next.checkOut !== current.checkOut ||
      next.roomCount > current.roomCount)
  );
}

/**
 * The room type the booking form chooses for a party of `guests` in `roomCount` rooms: the
 * cheapest per night among those whose `roomCount` rooms sleep the party and that have that many
 * rooms left (`roomsLeft` null: no dates yet, not counted); ties go to the name. Null when none
 * fits (the form then keeps what it had and says why).
 */
export function cheapestFittingRoomType<Room extends { id: string; name: string; capacity: number; pricePerNight: number; roomsLeft: number | null }>(
  rooms: readonly Room[],
  guests: number,
  roomCount: number,
): Room | null {
  if (!Number.isInteger(guests) || guests < 1 || !Number.isInteger(roomCount) || roomCount < 1) return null;
  let best: Room | null = null;
  for (const room of rooms) {
    if (!guestsFit(guests, room.capacity, roomCount)) continue;
    if (room.roomsLeft !== null && room.roomsLeft < roomCount) continue;
    if (!best || room.pricePerNight < best.pricePerNight || (room.pricePerNight === best.pricePerNight && room.name < best.name)) best = room;
  }
  return best;
}

/**
 * The booking form's room type after the party or the rooms changed: the current one while it
 * still sleeps the party (a guest's own choice stays), else the cheapest that does
 * (`cheapestFittingRoomType`), else the current one.
 */
export function roomTypeForParty<Room extends { id: string; name: string; capacity: number; pricePerNight: number; roomsLeft: number | null }>(
  rooms: readonly Room[],
  currentId: string,
  guests: number,
  roomCount: number,
): string {
  const current = rooms.find((room) => room.id === currentId);
  // A chosen room type that sleeps the party stays chosen even when it has no rooms left on the
  // dates: the form says so and the server refuses the booking with its reason (409), rather
  // than the choice changing under the guest's hand.
  if (current && Number.isInteger(guests) && guests >= 1 && Number.isInteger(roomCount) && roomCount >= 1 && guestsFit(guests, current.capacity, roomCount)) {
    return currentId;
  }
  return cheapestFittingRoomType(rooms, guests, roomCount)?.id ?? currentId;
}
