/** Tour reservations: SQL and row -> TourReservation mapping. */
import type { TourReservation, TourReservationRequest } from '../../contract';
import { fromCents, newId, nowIso, selectPage, type Page, type Paged } from './common';

type TourReservationRow = {
  id: string;
  tour_id: string;
  tour_name: string;
  full_name: string;
  email: string;
  phone: string;
  tour_date: string;
  number_of_people: number;
  special_requests: string | null;
  payment_method: TourReservation['paymentMethod'];
  total_amount_cents: number;
  status: TourReservation['status'];
  created_at: string;
};

const SELECT = `SELECT tr.id, tr.tour_id, t.tour_name, tr.full_name, tr.email, tr.phone, tr.tour_date,
  tr.number_of_people, tr.special_requests, tr.payment_method, tr.total_amount_cents, tr.status, tr.created_at
  FROM tour_reservations tr JOIN tours t ON t.id = tr.tour_id`;

export function toTourReservation(row: TourReservationRow): TourReservation {
  return {
    id: row.id,
    tourId: row.tour_id,
    tourName: row.tour_name,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    tourDate: row.tour_date,
    numberOfPeople: row.number_of_people,
    specialRequests: row.special_requests,
    paymentMethod: row.payment_method,
    totalAmount: fromCents(row.total_amount_cents),
    status: row.status,
    createdAt: row.created_at,
  };
}

export type TourFacts = { id: string; priceCents: number; participantCount: number; startDate: string; endDate: string };

export async function getTourFacts(db: D1Database, tourId: string): Promise<TourFacts | null> {
  const row = await db
    .prepare('SELECT id, price_cents, participant_count, start_date, end_date FROM tours WHERE id = ? AND archived_at IS NULL')
    .bind(tourId)
    .first<{ id: string; price_cents: number; participant_count: number; start_date: string; end_date: string }>();
  return row
    ? { id: row.id, priceCents: row.price_cents, participantCount: row.participant_count, startDate: row.start_date, endDate: row.end_date }
    : null;
}

/**
 * Inserts a PENDING tour booking with total = price x people, only while the group still has
 * room on that date (people booked on the date, cancelled ones aside, plus these <= the tour's
 * participantCount): check and insert are one statement. null: the group is full. The terms
 * accepted (always, contract/tourReservation.ts) are stored with the booking's time and the
 * version the client named (NULL when it named none).
 */
export async function createTourReservation(
  db: D1Database,
  input: TourReservationRequest,
  totalCents: number,
): Promise<TourReservation | null> {
  const id = newId();
  const result = await db
    .prepare(
      `INSERT INTO tour_reservations (id, tour_id, full_name, email, phone, tour_date, number_of_people,
         special_requests, payment_method, total_amount_cents, status, created_at, terms_accepted_at, terms_version)
       SELECT ?1, t.id, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'PENDING', ?11, ?11, ?12
       FROM tours t
       WHERE t.id = ?2
         AND (SELECT coalesce(sum(o.number_of_people), 0) FROM tour_reservations o
              WHERE o.tour_id = ?2 AND o.tour_date = ?6 AND o.status <> 'CANCELLED') + ?7 <= t.participant_count`,
    )
    .bind(
      id,
      input.tourId,
      input.fullName,
      input.email,
      input.phone,
      input.tourDate,
      input.numberOfPeople,
      input.specialRequests,
      input.paymentMethod,
      totalCents,
      nowIso(),
      input.termsVersion ?? null,
    )
    .run();
  if (result.meta.changes === 0) return null;
  const row = await db.prepare(`${SELECT} WHERE tr.id = ?`).bind(id).first<TourReservationRow>();
  return row ? toTourReservation(row) : null;
}

/** Newest first. */
export async function listTourReservations(db: D1Database, page: Page): Promise<Paged<TourReservation>> {
  const result = await selectPage<TourReservationRow>(db, {
    select: `${SELECT} ORDER BY tr.created_at DESC, tr.rowid DESC`,
    count: 'SELECT count(*) AS n FROM tour_reservations',
    page,
  });
  return { items: result.items.map(toTourReservation), total: result.total };
}

/**
 * Admin: confirm, cancel (or reopen) a tour booking. Leaving CANCELLED takes places again, so it
 * must fit the group size on that date (checked inside the UPDATE). 'missing' | 'full' | the booking.
 */
export async function setTourReservationStatus(
  db: D1Database,
  id: string,
  status: TourReservation['status'],
): Promise<TourReservation | 'missing' | 'full'> {
  const result = await db
    .prepare(
      `UPDATE tour_reservations AS tr SET status = ?2, updated_at = ?3
       WHERE tr.id = ?1
         AND (?2 = 'CANCELLED' OR tr.status <> 'CANCELLED' OR
              (SELECT coalesce(sum(o.number_of_people), 0) FROM tour_reservations o
               WHERE o.tour_id = tr.tour_id AND o.tour_date = tr.tour_date AND o.status <> 'CANCELLED' AND o.id <> tr.id)
              + tr.number_of_people <= (SELECT t.participant_count FROM tours t WHERE t.id = tr.tour_id))`,
    )
    .bind(id, status, nowIso())
    .run();
  const row = await db.prepare(`${SELECT} WHERE tr.id = ?`).bind(id).first<TourReservationRow>();
  if (!row) return 'missing';
  return result.meta.changes > 0 ? toTourReservation(row) : 'full';
}

/**
 * Cron: PENDING tour bookings whose tour date has passed (before Van's `today`) were never
 * confirmed or paid: they expire (CANCELLED). Returns how many.
 */
export async function expirePastTourBookings(db: D1Database, today: string, at: string): Promise<number> {
  const result = await db
    .prepare("UPDATE tour_reservations SET status = 'CANCELLED', updated_at = ?2 WHERE status = 'PENDING' AND tour_date < ?1")
    .bind(today, at)
    .run();
  return result.meta.changes;
}
