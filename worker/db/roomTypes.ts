/** Room types: SQL and row -> RoomType mapping. */
import type { RoomType } from '../../contract';
import { fromCents, newId, nowIso, toCents } from './common';
import { bindNamed, roomsLeftOverStay, STAY_NIGHTS_CTE } from './sql';

type RoomTypeRow = {
  id: string;
  hotel_id: string;
  name: string;
  price_per_night_cents: number;
  room_count: number;
  capacity: number;
  min_nights: number | null;
  max_nights: number | null;
};

const COLUMNS = 'id, hotel_id, name, price_per_night_cents, room_count, capacity, min_nights, max_nights';

export function toRoomType(row: RoomTypeRow): RoomType {
  return {
    id: row.id,
    hotelId: row.hotel_id,
    name: row.name,
    pricePerNight: fromCents(row.price_per_night_cents),
    roomCount: row.room_count,
    capacity: row.capacity,
    minNights: row.min_nights,
    maxNights: row.max_nights,
  };
}

export async function getRoomType(db: D1Database, id: string): Promise<RoomType | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM room_types WHERE id = ?`).bind(id).first<RoomTypeRow>();
  return row ? toRoomType(row) : null;
}

/**
 * The room types of these hotels, cheapest first, each with `roomsLeft`: the fewest free rooms
 * over the nights of `stay` (db/sql `roomsLeftOverStay`, the rule booking applies), or null
 * without a stay.
 */
export async function roomTypesWithAvailability(
  db: D1Database,
  hotelIds: readonly string[],
  stay: { checkIn: string; checkOut: string } | null,
): Promise<(RoomType & { roomsLeft: number | null })[]> {
  if (hotelIds.length === 0) return [];
  const select = `SELECT ${COLUMNS.split(', ').map((c) => `rt.${c}`).join(', ')}`;
  const from = `FROM room_types rt WHERE rt.hotel_id IN (SELECT value FROM json_each(:hotelIds))
    ORDER BY rt.price_per_night_cents, rt.name, rt.rowid`;
  const statement = stay
    ? bindNamed(db, `${STAY_NIGHTS_CTE} ${select}, ${roomsLeftOverStay('rt.id')} AS rooms_left ${from}`, {
        hotelIds: JSON.stringify(hotelIds),
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
      })
    : bindNamed(db, `${select}, NULL AS rooms_left ${from}`, { hotelIds: JSON.stringify(hotelIds) });
  const { results } = await statement.all<RoomTypeRow & { rooms_left: number | null }>();
  return results.map((row) => ({ ...toRoomType(row), roomsLeft: row.rooms_left }));
}

/** True when another room type of the hotel has this name (case-insensitive, like the UNIQUE index). */
export async function roomTypeNameTaken(
  db: D1Database,
  hotelId: string,
  name: string,
  exceptId: string | null = null,
): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS one FROM room_types WHERE hotel_id = ? AND name = ? COLLATE NOCASE AND id IS NOT ?')
    .bind(hotelId, name, exceptId)
    .first();
  return row !== null;
}

export type RoomTypeFields = {
  hotelId: string;
  name: string;
  pricePerNight: number;
  roomCount: number;
  capacity: number;
  minNights: number | null;
  maxNights: number | null;
};

/** Inserts; a duplicate name throws D1's UNIQUE error, an unknown hotel its FOREIGN KEY error. */
export async function insertRoomType(db: D1Database, input: RoomTypeFields): Promise<RoomType> {
  const at = nowIso();
  const row = await db
    .prepare(
      `INSERT INTO room_types (id, hotel_id, name, price_per_night_cents, room_count, capacity, min_nights, max_nights, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
    )
    .bind(
      newId(),
      input.hotelId,
      input.name,
      toCents(input.pricePerNight),
      input.roomCount,
      input.capacity,
      input.minNights,
      input.maxNights,
      at,
      at,
    )
    .first<RoomTypeRow>();
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return toRoomType(row);
}

/** Updates name, price, inventory, capacity and stay limits; null when the id is unknown. */
export async function updateRoomType(
  db: D1Database,
  id: string,
  fields: Omit<RoomTypeFields, 'hotelId'>,
): Promise<RoomType | null> {
  const row = await db
    .prepare(
      `UPDATE room_types SET name = ?, price_per_night_cents = ?, room_count = ?, capacity = ?, min_nights = ?, max_nights = ?,
         updated_at = ?
       WHERE id = ? RETURNING ${COLUMNS}`,
    )
    .bind(fields.name, toCents(fields.pricePerNight), fields.roomCount, fields.capacity, fields.minNights, fields.maxNights, nowIso(), id)
    .first<RoomTypeRow>();
  return row ? toRoomType(row) : null;
}

/** Deletes unless reservations reference it (RESTRICT): 'deleted', 'referenced' or 'missing'. */
export async function deleteRoomType(db: D1Database, id: string): Promise<'deleted' | 'referenced' | 'missing'> {
  const result = await db
    .prepare('DELETE FROM room_types WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM reservations WHERE room_type_id = ?1)')
    .bind(id)
    .run();
  if (result.meta.changes > 0) return 'deleted';
  const exists = await db.prepare('SELECT 1 AS one FROM room_types WHERE id = ?').bind(id).first();
  return exists ? 'referenced' : 'missing';
}
