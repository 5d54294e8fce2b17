/**
 * Rates and stay quotes: SQL and row -> DTO mapping. The pricing itself is
 * contract/stayPricing.ts (`priceStay`): this file only reads what it needs, for the quote,
 * booking and search alike.
 */
import { grossCentsOf, isPastDate, priceStay, priceWithTaxes, refusalNights, ReservationMessages, stayRuleMessage, type RateRule, type StayPrice } from '../../contract';
import type { QuoteReason, Rate, RateInput, StayQuote } from '../../contract';
import { fromBool, fromCents, fromCentsOrNull, newId, nowIso, toBool, toCents } from './common';
import { bindNamed, roomsLeftOverStay, STAY_NIGHTS_CTE } from './sql';

type RateRow = {
  id: string;
  room_type_id: string;
  hotel_id: string;
  from_date: string;
  to_date: string;
  price_cents: number;
  weekend_price_cents: number | null;
  min_stay: number | null;
  max_stay: number | null;
  closed_to_arrival: number;
  stop_sell: number;
  created_at: string;
};

const SELECT = `SELECT ra.id, ra.room_type_id, rt.hotel_id, ra.from_date, ra.to_date, ra.price_cents, ra.weekend_price_cents,
  ra.min_stay, ra.max_stay, ra.closed_to_arrival, ra.stop_sell, ra.created_at
  FROM rates ra JOIN room_types rt ON rt.id = ra.room_type_id`;

export function toRate(row: RateRow): Rate {
  return {
    id: row.id,
    roomTypeId: row.room_type_id,
    hotelId: row.hotel_id,
    from: row.from_date,
    to: row.to_date,
    price: fromCents(row.price_cents),
    weekendPrice: fromCentsOrNull(row.weekend_price_cents),
    minStay: row.min_stay,
    maxStay: row.max_stay,
    closedToArrival: fromBool(row.closed_to_arrival),
    stopSell: fromBool(row.stop_sell),
    createdAt: row.created_at,
  };
}

/** The rule's view of a row (integer kuruş). */
export function toRateRule(row: RateRow): RateRule {
  return {
    id: row.id,
    from: row.from_date,
    to: row.to_date,
    priceCents: row.price_cents,
    weekendPriceCents: row.weekend_price_cents,
    minStay: row.min_stay,
    maxStay: row.max_stay,
    closedToArrival: fromBool(row.closed_to_arrival),
    stopSell: fromBool(row.stop_sell),
    createdAt: row.created_at,
  };
}

/** Every rate, or one room type's, by room type and first night. */
export async function listRates(db: D1Database, roomTypeId: string | undefined): Promise<Rate[]> {
  const where = roomTypeId ? 'WHERE ra.room_type_id = ?' : '';
  const statement = db.prepare(`${SELECT} ${where} ORDER BY rt.hotel_id, ra.room_type_id, ra.from_date, ra.created_at, ra.rowid`);
  const { results } = await (roomTypeId ? statement.bind(roomTypeId) : statement).all<RateRow>();
  return results.map(toRate);
}

/** A rate's columns from room type to stop-sell, in the order of the INSERT and the UPDATE (?2 to ?10). */
const rateValues = (input: RateInput) => [
  input.roomTypeId,
  input.from,
  input.to,
  toCents(input.price),
  input.weekendPrice === null ? null : toCents(input.weekendPrice),
  input.minStay,
  input.maxStay,
  toBool(input.closedToArrival),
  toBool(input.stopSell),
];

async function readRate(db: D1Database, id: string): Promise<Rate | null> {
  const row = await db.prepare(`${SELECT} WHERE ra.id = ?`).bind(id).first<RateRow>();
  return row ? toRate(row) : null;
}

/** Inserts a rate; null when the room type is gone (checked inside the INSERT). */
export async function insertRate(db: D1Database, input: RateInput): Promise<Rate | null> {
  const id = newId();
  const result = await db
    .prepare(
      `INSERT INTO rates (id, room_type_id, from_date, to_date, price_cents, weekend_price_cents, min_stay, max_stay,
         closed_to_arrival, stop_sell, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11 WHERE EXISTS (SELECT 1 FROM room_types WHERE id = ?2)`,
    )
    .bind(id, ...rateValues(input), nowIso())
    .run();
  return result.meta.changes === 0 ? null : readRate(db, id);
}

/** Replaces a rate's fields; null when the rate or the room type is gone (checked inside the UPDATE). */
export async function updateRate(db: D1Database, id: string, input: RateInput): Promise<Rate | null> {
  const result = await db
    .prepare(
      `UPDATE rates SET room_type_id = ?2, from_date = ?3, to_date = ?4, price_cents = ?5, weekend_price_cents = ?6, min_stay = ?7,
         max_stay = ?8, closed_to_arrival = ?9, stop_sell = ?10
       WHERE id = ?1 AND EXISTS (SELECT 1 FROM room_types WHERE id = ?2)`,
    )
    .bind(id, ...rateValues(input))
    .run();
  return result.meta.changes === 0 ? null : readRate(db, id);
}

export async function deleteRate(db: D1Database, id: string): Promise<boolean> {
  const result = await db.prepare('DELETE FROM rates WHERE id = ?').bind(id).run();
  return result.meta.changes > 0;
}

/** The rates of these room types that cover a night of the stay (from < checkOut, to > checkIn), by room type. */
export async function ratesForStay(
  db: D1Database,
  roomTypeIds: readonly string[],
  stay: { checkIn: string; checkOut: string },
): Promise<Map<string, RateRule[]>> {
  const byRoom = new Map<string, RateRule[]>();
  if (roomTypeIds.length === 0) return byRoom;
  const { results } = await bindNamed(
    db,
    `${SELECT} WHERE ra.room_type_id IN (SELECT value FROM json_each(:ids)) AND ra.from_date < :checkOut AND ra.to_date > :checkIn`,
    { ids: JSON.stringify(roomTypeIds), checkIn: stay.checkIn, checkOut: stay.checkOut },
  ).all<RateRow>();
  for (const row of results) {
    const list = byRoom.get(row.room_type_id) ?? [];
    list.push(toRateRule(row));
    byRoom.set(row.room_type_id, list);
  }
  return byRoom;
}

/** What a quote needs of a room type: its price and limits, its hotel's tax rate, its free rooms. */
export type QuotedRoomType = {
  id: string;
  hotelId: string;
  name: string;
  capacity: number;
  roomCount: number;
  pricePerNightCents: number;
  minNights: number | null;
  maxNights: number | null;
  /** Percent. */
  taxRate: number;
  roomsLeft: number;
};

type QuotedRow = {
  id: string;
  hotel_id: string;
  name: string;
  capacity: number;
  room_count: number;
  price_per_night_cents: number;
  min_nights: number | null;
  max_nights: number | null;
  tax_rate_bp: number;
  rooms_left: number;
};

/** A room type with its hotel's tax rate and its fewest free rooms over the stay; null when unknown. */
export async function roomTypeForQuote(
  db: D1Database,
  roomTypeId: string,
  stay: { checkIn: string; checkOut: string },
): Promise<QuotedRoomType | null> {
  const row = await bindNamed(
    db,
    `${STAY_NIGHTS_CTE} SELECT rt.id, rt.hotel_id, rt.name, rt.capacity, rt.room_count, rt.price_per_night_cents,
       rt.min_nights, rt.max_nights, h.tax_rate_bp, ${roomsLeftOverStay('rt.id')} AS rooms_left
     FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id WHERE rt.id = :roomTypeId`,
    { roomTypeId, checkIn: stay.checkIn, checkOut: stay.checkOut },
  ).first<QuotedRow>();
  return row
    ? {
        id: row.id,
        hotelId: row.hotel_id,
        name: row.name,
        capacity: row.capacity,
        roomCount: row.room_count,
        pricePerNightCents: row.price_per_night_cents,
        minNights: row.min_nights,
        maxNights: row.max_nights,
        taxRate: row.tax_rate_bp / 100,
        roomsLeft: row.rooms_left,
      }
    : null;
}

/** A room type's price for a stay of `rooms` rooms (default: what `guests` need), from its rates and its hotel's tax. */
export async function priceRoomTypeStay(
  db: D1Database,
  room: Pick<QuotedRoomType, 'id' | 'capacity' | 'pricePerNightCents' | 'minNights' | 'maxNights' | 'taxRate'>,
  stay: { checkIn: string; checkOut: string },
  rooms: number,
): Promise<StayPrice> {
  const rates = (await ratesForStay(db, [room.id], stay)).get(room.id) ?? [];
  return priceStay(room, rates, { ...stay, rooms }, room.taxRate);
}

/**
 * The quote's answer (GET /api/hotels/quote), refusing as booking does: an arrival before Van's
 * `today`, then a stay rule, then too few free rooms for `rooms` on some night.
 */
export function toStayQuote(
  room: Pick<QuotedRoomType, 'id' | 'roomsLeft'>,
  price: StayPrice,
  stay: { checkIn: string; checkOut: string; guests: number },
  today: string,
): StayQuote {
  const reason: QuoteReason | null = isPastDate(stay.checkIn, today)
    ? 'pastCheckIn'
    : (price.reason ?? (room.roomsLeft < price.rooms ? 'noRoomsLeft' : null));
  const quote: StayQuote = {
    roomTypeId: room.id,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: stay.guests,
    rooms: price.rooms,
    nights: price.nights.map((night) => ({
      date: night.date,
      price: fromCents(night.priceCents),
      priceWithTaxes: fromCents(grossCentsOf(night.priceCents, price.taxRate)),
    })),
    subtotal: fromCents(price.subtotalCents),
    taxRate: price.taxRate,
    tax: fromCents(price.taxCents),
    total: fromCents(price.totalCents),
    minNights: price.minNights,
    maxNights: price.maxNights,
    bookable: reason === null,
  };
  if (reason !== null) {
    quote.reason = reason;
    quote.message =
      reason === 'noRoomsLeft'
        ? ReservationMessages.noRoomsLeft
        : reason === 'pastCheckIn'
          ? ReservationMessages.pastCheckIn
          : stayRuleMessage(reason, refusalNights(price));
  }
  return quote;
}

type RoomStayPrice = { nights: number; pricePerNight: number; pricePerNightWithTaxes: number; total: number; bookable: boolean };

/**
 * The room types of one hotel, each with its base price with the hotel's taxes and, with a stay,
 * one room's stay priced by the quote's rule (its rates, the hotel's tax): `pricePerNightWithTaxes`
 * and `stayPrice` of GET /api/hotel/public/:hotelId/room-types (null without dates).
 */
export async function withStayPrices<Room extends { id: string; pricePerNight: number; minNights: number | null; maxNights: number | null }>(
  db: D1Database,
  hotelId: string,
  rooms: readonly Room[],
  stay: { checkIn: string; checkOut: string } | null,
): Promise<(Room & { pricePerNightWithTaxes: number; stayPrice: RoomStayPrice | null })[]> {
  const hotel = await db.prepare('SELECT tax_rate_bp FROM hotels WHERE id = ?').bind(hotelId).first<{ tax_rate_bp: number }>();
  const taxRate = (hotel?.tax_rate_bp ?? 0) / 100;
  const rates = stay ? await ratesForStay(db, rooms.map((room) => room.id), stay) : new Map<string, RateRule[]>();
  return rooms.map((room) => {
    const pricePerNightWithTaxes = priceWithTaxes(room.pricePerNight, taxRate);
    if (!stay) return { ...room, pricePerNightWithTaxes, stayPrice: null };
    const price = priceStay(
      { pricePerNightCents: toCents(room.pricePerNight), minNights: room.minNights, maxNights: room.maxNights },
      rates.get(room.id) ?? [],
      { ...stay, rooms: 1 },
      taxRate,
    );
    const nights = price.nights.length;
    return {
      ...room,
      pricePerNightWithTaxes,
      stayPrice: {
        nights,
        pricePerNight: Math.round(price.subtotalCents / nights) / 100,
        pricePerNightWithTaxes: Math.round(price.totalCents / nights) / 100,
        total: fromCents(price.totalCents),
        bookable: price.bookable,
      },
    };
  });
}
