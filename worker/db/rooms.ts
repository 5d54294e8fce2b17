/** Numbered rooms and housekeeping: SQL and row -> Room mapping (migration 0024, docs/decisions/0017-numbered-rooms.md). */
import type { HousekeepingStatus, Room } from '../../contract';
import { newId, nowIso } from './common';
import { bindNamed, freeRoomsOnNight, STAY_NIGHTS_CTE } from './sql';

export type RoomRow = {
  id: string;
  hotel_id: string;
  room_type_id: string;
  room_type_name: string;
  number: string;
  floor: number;
  note: string | null;
  housekeeping: HousekeepingStatus;
  out_of_order_from: string | null;
  out_of_order_to: string | null;
  out_of_order_reason: string | null;
};

const COLUMNS = `ro.id, ro.hotel_id, ro.room_type_id, rt.name AS room_type_name, ro.number, ro.floor, ro.note, ro.housekeeping,
  ro.out_of_order_from, ro.out_of_order_to, ro.out_of_order_reason`;
/** Rooms in order: floor, then the number as a number where it is one, then as text. */
const ORDER = 'ORDER BY ro.floor, CAST(ro.number AS INTEGER), ro.number, ro.rowid';

export function toRoom(row: RoomRow): Room {
  return {
    id: row.id,
    hotelId: row.hotel_id,
    roomTypeId: row.room_type_id,
    roomTypeName: row.room_type_name,
    number: row.number,
    floor: row.floor,
    note: row.note,
    housekeeping: row.housekeeping,
    outOfOrder:
      row.out_of_order_from && row.out_of_order_to && row.out_of_order_reason
        ? { from: row.out_of_order_from, to: row.out_of_order_to, reason: row.out_of_order_reason }
        : null,
  };
}

/** The hotel's rooms in service, in order. */
export async function listRooms(db: D1Database, hotelId: string): Promise<RoomRow[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM rooms ro JOIN room_types rt ON rt.id = ro.room_type_id WHERE ro.hotel_id = ? AND ro.retired_at IS NULL ${ORDER}`)
    .bind(hotelId)
    .all<RoomRow>();
  return results;
}

/** A room in service, or null (unknown or retired). */
export async function getRoom(db: D1Database, id: string): Promise<RoomRow | null> {
  return db
    .prepare(`SELECT ${COLUMNS} FROM rooms ro JOIN room_types rt ON rt.id = ro.room_type_id WHERE ro.id = ? AND ro.retired_at IS NULL`)
    .bind(id)
    .first<RoomRow>();
}

/** room_types.room_count := the type's rooms in service; goes in the same batch as every add, move and retire. */
export const syncRoomCount = (db: D1Database, roomTypeId: string) =>
  db
    .prepare(
      `UPDATE room_types SET room_count = (SELECT count(*) FROM rooms WHERE room_type_id = ?1 AND retired_at IS NULL), updated_at = ?2
       WHERE id = ?1`,
    )
    .bind(roomTypeId, nowIso());

/** True when another room in service of the hotel has this number (case-insensitive, like the UNIQUE index). */
export async function roomNumberTaken(db: D1Database, hotelId: string, number: string, exceptId: string | null = null): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS one FROM rooms WHERE hotel_id = ? AND number = ? COLLATE NOCASE AND retired_at IS NULL AND id IS NOT ?')
    .bind(hotelId, number, exceptId)
    .first();
  return row !== null;
}

/** Adds a room to a room type and counts it in the same batch; a duplicate number throws D1's UNIQUE error. */
export async function insertRoom(
  db: D1Database,
  hotelId: string,
  input: { roomTypeId: string; number: string; floor: number; note: string | null },
): Promise<string> {
  const id = newId();
  const at = nowIso();
  await db.batch([
    db
      .prepare('INSERT INTO rooms (id, hotel_id, room_type_id, number, floor, note, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .bind(id, hotelId, input.roomTypeId, input.number, input.floor, input.note, at, at),
    syncRoomCount(db, input.roomTypeId),
  ]);
  return id;
}

/** Renames, re-floors, re-notes or moves a room; both room types' counts follow in the same batch. */
export async function updateRoom(
  db: D1Database,
  current: RoomRow,
  fields: { roomTypeId: string; number: string; floor: number; note: string | null },
): Promise<void> {
  const statements = [
    db
      .prepare('UPDATE rooms SET room_type_id = ?, number = ?, floor = ?, note = ?, updated_at = ? WHERE id = ?')
      .bind(fields.roomTypeId, fields.number, fields.floor, fields.note, nowIso(), current.id),
    syncRoomCount(db, fields.roomTypeId),
  ];
  if (fields.roomTypeId !== current.room_type_id) statements.push(syncRoomCount(db, current.room_type_id));
  await db.batch(statements);
}

/** Takes rooms out of service and lowers their types' counts in the same batch. */
export async function retireRooms(db: D1Database, roomTypeId: string, roomIds: readonly string[]): Promise<void> {
  const at = nowIso();
  await db.batch([
    ...roomIds.map((id) => db.prepare('UPDATE rooms SET retired_at = ?, updated_at = ? WHERE id = ? AND retired_at IS NULL').bind(at, at, id)),
    syncRoomCount(db, roomTypeId),
  ]);
}

/** True when the room holds a stay's night on or after `from` (and before `to` when given). */
export async function holdsNights(db: D1Database, roomId: string, from: string, to: string | null = null): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS one FROM room_nights WHERE room_id = ? AND night >= ? AND (?3 IS NULL OR night < ?3) LIMIT 1')
    .bind(roomId, from, to)
    .first();
  return row !== null;
}

/** The reservations holding the room on nights from <= night < to. */
export async function staysOnRoom(db: D1Database, roomId: string, from: string, to: string): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT DISTINCT reservation_id FROM room_nights WHERE room_id = ? AND night >= ? AND night < ?')
    .bind(roomId, from, to)
    .all<{ reservation_id: string }>();
  return results.map((row) => row.reservation_id);
}

/**
 * True when the room type can lose `rooms` rooms on every night from `from` up to `to` (null:
 * as far as its bookings and imported events reach) and still sell what is sold: THE
 * availability fragment (db/sql `freeRoomsOnNight`) has `rooms` free on each night, counting the
 * nights the leaving room is already out of order (`keep`) as still free, since it leaves them.
 */
export async function canLoseRooms(
  db: D1Database,
  roomTypeId: string,
  rooms: number,
  from: string,
  to: string | null,
  keep: { from: string | null; to: string | null } = { from: null, to: null },
): Promise<boolean> {
  let end = to;
  if (end === null) {
    const row = await db
      .prepare(
        `SELECT max(coalesce((SELECT max(check_out) FROM reservations WHERE room_type_id = ?1 AND status IN ('PENDING', 'CONFIRMED') AND check_out > ?2), ?2),
                    coalesce((SELECT max(end_date) FROM channel_holds WHERE room_type_id = ?1 AND end_date > ?2), ?2)) AS until`,
      )
      .bind(roomTypeId, from)
      .first<{ until: string }>();
    end = row?.until ?? from;
  }
  if (end <= from) return true;
  const overbooked = await bindNamed(
    db,
    `${STAY_NIGHTS_CTE} SELECT 1 AS one FROM stay
     WHERE ${freeRoomsOnNight(':roomTypeId')} + (CASE WHEN :keepFrom <= stay.night AND stay.night < :keepTo THEN 1 ELSE 0 END) < :rooms LIMIT 1`,
    { checkIn: from, checkOut: end, roomTypeId, rooms, keepFrom: keep.from, keepTo: keep.to },
  ).first();
  return overbooked === null;
}

/** Sets a room's housekeeping status; OUT_OF_ORDER with its range and reason, any other clears them. */
export async function setHousekeeping(
  db: D1Database,
  roomId: string,
  input: { status: HousekeepingStatus; from: string | null; to: string | null; reason: string | null },
): Promise<void> {
  const outOfOrder = input.status === 'OUT_OF_ORDER';
  await db
    .prepare(
      `UPDATE rooms SET housekeeping = ?, out_of_order_from = ?, out_of_order_to = ?, out_of_order_reason = ?, updated_at = ?
       WHERE id = ? AND retired_at IS NULL`,
    )
    .bind(input.status, outOfOrder ? input.from : null, outOfOrder ? input.to : null, outOfOrder ? input.reason : null, nowIso(), roomId)
    .run();
}

/**
 * Brings a room type to `target` rooms in service when its count is edited: new rooms get the
 * next free numbers on the type's floor (floor x 100 + n); fewer retire the highest-numbered
 * rooms holding no night from `today` on. 'booked': not enough such rooms; 'sold': the type's
 * sold nights need them (THE availability rule). Counts follow in the same batch.
 */
export async function resizeRoomType(
  db: D1Database,
  type: { id: string; hotelId: string },
  target: number,
  today: string,
): Promise<'ok' | 'booked' | 'sold'> {
  const inService = (
    await db.prepare('SELECT id, number, floor FROM rooms WHERE room_type_id = ? AND retired_at IS NULL').bind(type.id).all<{ id: string; number: string; floor: number }>()
  ).results;
  const current = inService.length;
  if (target === current) return 'ok';
  if (target < current) {
    const leaving = current - target;
    if (!(await canLoseRooms(db, type.id, leaving, today, null))) return 'sold';
    const { results } = await db
      .prepare(
        `SELECT ro.id FROM rooms ro WHERE ro.room_type_id = ? AND ro.retired_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM room_nights rn WHERE rn.room_id = ro.id AND rn.night >= ?)
         ORDER BY ro.floor DESC, CAST(ro.number AS INTEGER) DESC, ro.number DESC LIMIT ?`,
      )
      .bind(type.id, today, leaving)
      .all<{ id: string }>();
    if (results.length < leaving) return 'booked';
    await retireRooms(db, type.id, results.map((row) => row.id));
    return 'ok';
  }
  const { results: numbers } = await db
    .prepare('SELECT number, floor FROM rooms WHERE hotel_id = ? AND retired_at IS NULL')
    .bind(type.hotelId)
    .all<{ number: string; floor: number }>();
  const taken = new Set(numbers.map((row) => row.number.toLowerCase()));
  const floor = inService.length > 0 ? Math.max(...inService.map((room) => room.floor)) : 1 + Math.max(0, ...numbers.map((row) => row.floor));
  const at = nowIso();
  const statements: D1PreparedStatement[] = [];
  for (let n = 1; statements.length < target - current; n += 1) {
    const number = String(floor * 100 + n);
    if (taken.has(number)) continue;
    statements.push(
      db
        .prepare('INSERT INTO rooms (id, hotel_id, room_type_id, number, floor, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .bind(newId(), type.hotelId, type.id, number, floor, at, at),
    );
  }
  await db.batch([...statements, syncRoomCount(db, type.id)]);
  return 'ok';
}
