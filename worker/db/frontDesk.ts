/**
 * The front desk's SQL (migration 0025, ADR docs/decisions/0018-front-desk-and-guest-identity.md):
 * the day's board, check-in with the guests' identities, check-out (an early one frees the nights
 * left), the KBS rows and the identity records' erasure. The rules are contract/frontDesk.ts; each
 * write is guarded so a parallel call or a changed booking writes nothing.
 */
import type { FrontDeskBoard, FrontDeskStayRow, StayStatus } from '../../contract';
import { fromCents, newId } from './common';

/** Approved money of a stay `r` (payments PAID or COMPLETED), as the cancellation rule reads it. */
const PAID_CENTS = `(SELECT coalesce(sum(p.amount_cents), 0) FROM payments p WHERE p.reservation_id = r.id AND p.status IN ('PAID', 'COMPLETED'))`;

/** What the rules read of one stay. */
export type DeskRecord = {
  id: string;
  hotel_id: string;
  status: 'PENDING' | 'CONFIRMED' | 'CANCELLED';
  stay_status: StayStatus;
  check_in: string;
  check_out: string;
};

export async function findDeskRecord(db: D1Database, id: string): Promise<DeskRecord | null> {
  return db.prepare('SELECT id, hotel_id, status, stay_status, check_in, check_out FROM reservations WHERE id = ?').bind(id).first<DeskRecord>();
}

/** One guest as stored (after the contract's schema: a T.C. number or a passport, never both). */
export type IdentityRow = {
  fullName: string;
  nationality: string;
  tcNumber: string | null;
  passportNumber: string | null;
  passportCountry: string | null;
  birthDate: string;
};

/**
 * Checks the stay in on Van's `today` and records its guests (arriving today, leaving on the
 * booked check-out day) in one batch; the guests are written only when this batch's UPDATE
 * happened. False when the stay no longer qualified (nothing written).
 */
export async function checkIn(db: D1Database, id: string, guests: readonly IdentityRow[], today: string, at: string): Promise<boolean> {
  const done = "EXISTS (SELECT 1 FROM reservations WHERE id = ?2 AND checked_in_at = ?3 AND stay_status = 'IN_HOUSE')";
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE reservations SET stay_status = 'IN_HOUSE', checked_in_at = ?2, updated_at = ?2
         WHERE id = ?1 AND status = 'CONFIRMED' AND stay_status = 'EXPECTED' AND check_in <= ?3 AND check_out > ?3`,
      )
      .bind(id, at, today),
    ...guests.map((guest, index) =>
      db
        .prepare(
          `INSERT INTO stay_guests (id, reservation_id, position, full_name, nationality, tc_number, passport_number, passport_country,
             birth_date, arrival_date, departure_date, created_at)
           SELECT ?1, ?2, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, r.check_out, ?3 FROM reservations r WHERE r.id = ?2 AND ${done}`,
        )
        .bind(newId(), id, at, index + 1, guest.fullName, guest.nationality, guest.tcNumber, guest.passportNumber, guest.passportCountry, guest.birthDate, today),
    ),
  ]);
  return (update?.meta.changes ?? 0) > 0;
}

/** Writes on the stay's identity records the rooms it holds from `today` on (after check-in gave it rooms). */
export async function recordGuestRooms(db: D1Database, id: string, today: string): Promise<void> {
  await db
    .prepare(
      `UPDATE stay_guests SET room_numbers = (SELECT group_concat(number, ',') FROM (SELECT DISTINCT rm.number FROM room_nights n
         JOIN rooms rm ON rm.id = n.room_id WHERE n.reservation_id = ?1 AND n.night >= ?2 ORDER BY rm.floor, CAST(rm.number AS INTEGER), rm.number))
       WHERE reservation_id = ?1 AND room_numbers IS NULL`,
    )
    .bind(id, today)
    .run();
}

/**
 * Checks an in-house stay out on `today`: before the booked check-out day the nights left are
 * freed (`released_from`, read by availability) and the guests' departure date becomes today.
 */
export async function checkOut(db: D1Database, id: string, today: string, at: string): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE reservations SET stay_status = 'CHECKED_OUT', checked_out_at = ?2, updated_at = ?2,
           released_from = CASE WHEN ?3 < check_out THEN ?3 END
         WHERE id = ?1 AND stay_status = 'IN_HOUSE'`,
      )
      .bind(id, at, today),
    db
      .prepare(
        `UPDATE stay_guests SET departure_date = ?3 WHERE reservation_id = ?1 AND departure_date > ?3
           AND EXISTS (SELECT 1 FROM reservations WHERE id = ?1 AND checked_out_at = ?2 AND stay_status = 'CHECKED_OUT')`,
      )
      .bind(id, at, today),
    // The rooms the guest used need cleaning (housekeeping, migration 0024)...
    db
      .prepare(
        `UPDATE rooms SET housekeeping = 'DIRTY', updated_at = ?2
         WHERE housekeeping <> 'OUT_OF_ORDER' AND id IN (SELECT room_id FROM room_nights WHERE reservation_id = ?1 AND night <= ?3)
           AND EXISTS (SELECT 1 FROM reservations WHERE id = ?1 AND checked_out_at = ?2 AND stay_status = 'CHECKED_OUT')`,
      )
      .bind(id, at, today),
    // ...and give back the nights left of an early departure.
    db
      .prepare(
        `DELETE FROM room_nights WHERE reservation_id = ?1 AND night >= ?3
           AND EXISTS (SELECT 1 FROM reservations WHERE id = ?1 AND checked_out_at = ?2 AND stay_status = 'CHECKED_OUT')`,
      )
      .bind(id, at, today),
  ]);
  return (update?.meta.changes ?? 0) > 0;
}

type BoardRow = {
  id: string;
  pnr_code: string;
  guest_name: string;
  reservation_guests: number;
  room_type: string;
  room_count: number;
  check_in: string;
  check_out: string;
  nights: number;
  status: FrontDeskStayRow['status'];
  stay_status: StayStatus;
  total_amount_cents: number;
  paid_cents: number;
  special_requests: string | null;
  identities: number;
  checked_in_at: string | null;
  checked_out_at: string | null;
  room_numbers: string | null;
};

const toRow = (row: BoardRow): FrontDeskStayRow => ({
  id: row.id,
  pnrCode: row.pnr_code,
  guestName: row.guest_name,
  reservationGuests: row.reservation_guests,
  roomType: row.room_type,
  roomCount: row.room_count,
  checkIn: row.check_in,
  checkOut: row.check_out,
  nights: row.nights,
  status: row.status,
  stayStatus: row.stay_status,
  totalAmount: fromCents(row.total_amount_cents),
  paid: fromCents(row.paid_cents),
  balanceDue: fromCents(Math.max(0, row.total_amount_cents - row.paid_cents)),
  specialRequests: row.special_requests,
  identities: row.identities,
  checkedInAt: row.checked_in_at,
  checkedOutAt: row.checked_out_at,
  roomNumbers: row.room_numbers ? row.room_numbers.split(',') : [],
});

/** The numbers of the rooms a stay holds (room_nights, migration 0024), in order, comma-separated. */
const ROOM_NUMBERS = `(SELECT group_concat(number, ',') FROM (SELECT DISTINCT rm.number FROM room_nights n JOIN rooms rm ON rm.id = n.room_id
  WHERE n.reservation_id = r.id ORDER BY rm.floor, CAST(rm.number AS INTEGER), rm.number))`;

const BOARD_SELECT = `SELECT r.id, r.pnr_code, r.guest_name, r.reservation_guests, rt.name AS room_type, r.room_count, r.check_in, r.check_out,
  r.nights, r.status, r.stay_status, r.total_amount_cents, ${PAID_CENTS} AS paid_cents, r.special_requests,
  (SELECT count(*) FROM stay_guests g WHERE g.reservation_id = r.id) AS identities, r.checked_in_at, r.checked_out_at,
  ${ROOM_NUMBERS} AS room_numbers
  FROM reservations r JOIN room_types rt ON rt.id = r.room_type_id WHERE r.hotel_id = ?1 AND `;
const BOARD_ORDER = ' ORDER BY r.check_in, r.guest_name, r.id';

/**
 * The board of `hotelId` on `date` (Van's calendar):
 * - arrivals: stays arriving that day (a no-show stays listed as such), and on Van's `today` the
 *   stays still expected whose arrival day passed while their dates last (late arrivals, no-show candidates);
 * - departures: stays leaving that day (booked or early), and on `today` guests in house past their check-out;
 * - in house: guests checked in whose stay covers the night of `date`.
 */
export async function frontDeskBoard(db: D1Database, hotelId: string, date: string, today: string): Promise<FrontDeskBoard> {
  const [arrivals, departures, inHouse] = await db.batch<BoardRow>([
    db
      .prepare(
        `${BOARD_SELECT} ((r.check_in = ?2 AND (r.status <> 'CANCELLED' OR r.stay_status = 'NO_SHOW'))
           OR (?2 = ?3 AND r.stay_status = 'EXPECTED' AND r.status <> 'CANCELLED' AND r.check_in < ?2 AND r.check_out >= ?2))${BOARD_ORDER}`,
      )
      .bind(hotelId, date, today),
    db
      .prepare(
        `${BOARD_SELECT} r.status <> 'CANCELLED' AND r.stay_status <> 'NO_SHOW'
           AND (coalesce(r.released_from, r.check_out) = ?2 OR (?2 = ?3 AND r.stay_status = 'IN_HOUSE' AND r.check_out < ?2))${BOARD_ORDER}`,
      )
      .bind(hotelId, date, today),
    db.prepare(`${BOARD_SELECT} r.stay_status = 'IN_HOUSE' AND r.check_in <= ?2 AND r.check_out > ?2${BOARD_ORDER}`).bind(hotelId, date),
  ]);
  const list = (result: D1Result<BoardRow> | undefined) => (result?.results ?? []).map(toRow);
  const count = (rows: FrontDeskStayRow[]) => ({
    stays: rows.length,
    guests: rows.reduce((sum, row) => sum + row.reservationGuests, 0),
    rooms: rows.reduce((sum, row) => sum + row.roomCount, 0),
  });
  const board = { arrivals: list(arrivals), departures: list(departures), inHouse: list(inHouse) };
  return { hotelId, date, ...board, counts: { arrivals: count(board.arrivals), departures: count(board.departures), inHouse: count(board.inHouse) } };
}

export type KbsRow = IdentityRow & { position: number; arrivalDate: string; departureDate: string; pnrCode: string; roomNumbers: string | null };

/** The identities recorded at `hotelId`'s check-ins on `date`, in check-in order. */
export async function kbsRows(db: D1Database, hotelId: string, date: string): Promise<KbsRow[]> {
  const result = await db
    .prepare(
      `SELECT g.position, g.full_name AS fullName, g.nationality, g.tc_number AS tcNumber, g.passport_number AS passportNumber,
         g.passport_country AS passportCountry, g.birth_date AS birthDate, g.arrival_date AS arrivalDate,
         g.departure_date AS departureDate, r.pnr_code AS pnrCode, coalesce(g.room_numbers, ${ROOM_NUMBERS}) AS roomNumbers
       FROM stay_guests g JOIN reservations r ON r.id = g.reservation_id
       WHERE r.hotel_id = ?1 AND g.arrival_date = ?2 ORDER BY g.created_at, r.id, g.position`,
    )
    .bind(hotelId, date)
    .all<KbsRow>();
  return result.results;
}

/** Erases the identity records of guests who left before `keptSince` (the retention period); returns how many. */
export async function purgeIdentities(db: D1Database, keptSince: string): Promise<number> {
  const result = await db.prepare('DELETE FROM stay_guests WHERE departure_date < ?').bind(keptSince).run();
  return result.meta.changes;
}
