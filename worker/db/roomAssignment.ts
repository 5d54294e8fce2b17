/**
 * The rooms stays hold night by night (room_nights, migration 0024; docs/decisions/0017-numbered-rooms.md):
 * automatic assignment at booking time and, lazily and idempotently, for stays that have none
 * (seeded, older, re-dated); the room-by-night grid.
 */
import type { RoomGrid, RoomStay } from '../../contract';
import { addDays, stayNights } from '../../contract';
import { planStay, take, type PlanRoom, type Taken } from './roomPlan';
import { listRooms, toRoom } from './rooms';

type StayRow = { id: string; room_type_id: string; check_in: string; check_out: string; room_count: number };

/** Holding stays of the hotel still short of rooms, chosen by id or by the nights they touch. */
async function staysShortOfRooms(
  db: D1Database,
  hotelId: string,
  which: { ids: readonly string[] } | { from: string; to: string },
): Promise<StayRow[]> {
  // A guest who checked out early holds rooms up to the day of departure only (released_from, migration 0025).
  const end = 'coalesce(r.released_from, r.check_out)';
  const filter = 'ids' in which ? 'r.id IN (SELECT value FROM json_each(?2))' : `r.check_in < ?3 AND ${end} > ?2`;
  const { results } = await db
    .prepare(
      `SELECT r.id, r.room_type_id, r.check_in, ${end} AS check_out, r.room_count FROM reservations r
       WHERE r.hotel_id = ?1 AND r.status IN ('PENDING', 'CONFIRMED') AND ${filter}
         AND (SELECT count(*) FROM room_nights rn WHERE rn.reservation_id = r.id)
             < r.room_count * CAST(julianday(${end}) - julianday(r.check_in) AS INTEGER)
       ORDER BY r.check_in, r.created_at, r.id`,
    )
    .bind(...('ids' in which ? [hotelId, JSON.stringify(which.ids)] : [hotelId, which.from, which.to]))
    .all<StayRow>();
  return results;
}

/** The rooms in service of these room types for the planner, and who holds them on the nights from <= night < to. */
async function typeNights(db: D1Database, roomTypeIds: readonly string[], from: string, to: string): Promise<{ rooms: PlanRoom[]; taken: Taken }> {
  const types = JSON.stringify([...new Set(roomTypeIds)]);
  const { results: rows } = await db
    .prepare(
      `SELECT ro.id, ro.room_type_id, ro.out_of_order_from, ro.out_of_order_to FROM rooms ro
       WHERE ro.room_type_id IN (SELECT value FROM json_each(?)) AND ro.retired_at IS NULL
       ORDER BY ro.floor, CAST(ro.number AS INTEGER), ro.number, ro.rowid`,
    )
    .bind(types)
    .all<{ id: string; room_type_id: string; out_of_order_from: string | null; out_of_order_to: string | null }>();
  const rooms = rows.map((row) => ({ id: row.id, roomTypeId: row.room_type_id, outOfOrderFrom: row.out_of_order_from, outOfOrderTo: row.out_of_order_to }));
  const { results } = await db
    .prepare(
      `SELECT rn.room_id, rn.night, rn.reservation_id FROM room_nights rn JOIN rooms ro ON ro.id = rn.room_id
       WHERE ro.room_type_id IN (SELECT value FROM json_each(?)) AND rn.night >= ? AND rn.night < ?`,
    )
    .bind(types, from, to)
    .all<{ room_id: string; night: string; reservation_id: string }>();
  const taken: Taken = new Map();
  for (const row of results) take(taken, row.room_id, row.night, row.reservation_id);
  return { rooms, taken };
}

/**
 * Gives the hotel's stays still short of rooms their rooms (planStay), in order of arrival.
 * INSERT OR IGNORE: a room-night another writer took meanwhile is left out (the primary key holds
 * the rule) and the stay is completed on a later read. Returns the room-nights written.
 */
export async function autoAssign(
  db: D1Database,
  hotelId: string,
  which: { ids: readonly string[] } | { from: string; to: string },
): Promise<number> {
  const stays = await staysShortOfRooms(db, hotelId, which);
  if (stays.length === 0) return 0;
  const from = stays.reduce((min, stay) => (stay.check_in < min ? stay.check_in : min), stays[0]!.check_in);
  const to = stays.reduce((max, stay) => (stay.check_out > max ? stay.check_out : max), stays[0]!.check_out);
  const { rooms, taken } = await typeNights(db, stays.map((stay) => stay.room_type_id), from, to);
  const rows: Array<{ roomId: string; night: string; reservationId: string }> = [];
  for (const stay of stays) {
    const ofType = rooms.filter((room) => room.roomTypeId === stay.room_type_id);
    const nights = stayNights(stay.check_in, stay.check_out);
    for (const added of planStay({ id: stay.id, roomCount: stay.room_count, nights }, ofType, taken)) rows.push({ ...added, reservationId: stay.id });
  }
  // One statement per 30 rows (D1 allows 100 bound values per statement).
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += 30) {
    const part = rows.slice(i, i + 30);
    statements.push(
      db
        .prepare(`INSERT OR IGNORE INTO room_nights (room_id, night, reservation_id) VALUES ${part.map(() => '(?, ?, ?)').join(', ')}`)
        .bind(...part.flatMap((row) => [row.roomId, row.night, row.reservationId])),
    );
  }
  if (statements.length > 0) await db.batch(statements);
  return rows.length;
}

type NightRow = { room_id: string; night: string; reservation_id: string; pnr_code: string; guest_name: string; status: string };

/** Consecutive nights of one stay in one room as one bar (rows ordered by room, stay, night). */
export function toBars(rows: readonly NightRow[]): RoomStay[] {
  const bars: RoomStay[] = [];
  for (const row of rows) {
    const last = bars.at(-1);
    if (last && last.roomId === row.room_id && last.reservationId === row.reservation_id && last.to === row.night) {
      last.to = addDays(row.night, 1);
    } else {
      bars.push({
        reservationId: row.reservation_id,
        pnrCode: row.pnr_code,
        guestName: row.guest_name,
        status: row.status,
        roomId: row.room_id,
        from: row.night,
        to: addDays(row.night, 1),
      });
    }
  }
  return bars;
}

/** The stays' rooms of a reservation as bars (the answer of an assignment). */
export async function staysOfReservation(db: D1Database, reservationId: string): Promise<RoomStay[]> {
  const { results } = await db
    .prepare(
      `SELECT rn.room_id, rn.night, rn.reservation_id, r.pnr_code, r.guest_name, r.status
       FROM room_nights rn JOIN reservations r ON r.id = rn.reservation_id
       WHERE rn.reservation_id = ? ORDER BY rn.room_id, rn.night`,
    )
    .bind(reservationId)
    .all<NightRow>();
  return toBars(results);
}

/** The room-by-night grid of the nights from <= night < to, after assigning the stays on them that have no rooms yet. */
export async function roomGrid(db: D1Database, hotelId: string, from: string, to: string): Promise<RoomGrid> {
  await autoAssign(db, hotelId, { from, to });
  const rooms = (await listRooms(db, hotelId)).map(toRoom);
  const { results } = await db
    .prepare(
      `SELECT rn.room_id, rn.night, rn.reservation_id, r.pnr_code, r.guest_name, r.status
       FROM room_nights rn JOIN rooms ro ON ro.id = rn.room_id JOIN reservations r ON r.id = rn.reservation_id
       WHERE ro.hotel_id = ? AND ro.retired_at IS NULL AND rn.night >= ? AND rn.night < ?
       ORDER BY rn.room_id, rn.reservation_id, rn.night`,
    )
    .bind(hotelId, from, to)
    .all<NightRow>();
  const short = await staysShortOfRooms(db, hotelId, { from, to });
  const { results: names } = short.length
    ? await db
        .prepare(`SELECT id, pnr_code, guest_name, status, check_in, check_out FROM reservations WHERE id IN (SELECT value FROM json_each(?))`)
        .bind(JSON.stringify(short.map((stay) => stay.id)))
        .all<{ id: string; pnr_code: string; guest_name: string; status: string; check_in: string; check_out: string }>()
    : { results: [] };
  return {
    from,
    to,
    rooms,
    stays: toBars(results),
    unassigned: names.map((row) => ({
      reservationId: row.id,
      pnrCode: row.pnr_code,
      guestName: row.guest_name,
      status: row.status,
      from: row.check_in,
      to: row.check_out,
    })),
  };
}
