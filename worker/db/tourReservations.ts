/** Tour reservations: SQL and row -> TourReservation mapping. */
import type { ReservationLanguage, TourReservation, TourReservationRequest } from '../../contract';
import { CURRENCY } from '../../contract';
import type { Email } from '../email/messages';
import { fromCents, isUniqueViolation, newId, nowIso, selectPage, type Page, type Paged } from './common';
import { outboxInsert } from './outbox';
import { bookingPaymentOf, newPnrCode, paymentOfBooking, type PaymentColumns } from './reservations';

type TourReservationRow = {
  id: string;
  pnr_code: string;
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

const SELECT = `SELECT tr.id, tr.pnr_code, tr.tour_id, t.tour_name, tr.full_name, tr.email, tr.phone, tr.tour_date,
  tr.number_of_people, tr.special_requests, tr.payment_method, tr.total_amount_cents, tr.status, tr.created_at
  FROM tour_reservations tr JOIN tours t ON t.id = tr.tour_id`;

export function toTourReservation(row: TourReservationRow): TourReservation {
  return {
    id: row.id,
    pnrCode: row.pnr_code,
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

export type TourFacts = { id: string; name: string; priceCents: number; participantCount: number; startDate: string; endDate: string };

export async function getTourFacts(db: D1Database, tourId: string): Promise<TourFacts | null> {
  const row = await db
    .prepare('SELECT id, tour_name, price_cents, participant_count, start_date, end_date FROM tours WHERE id = ? AND archived_at IS NULL')
    .bind(tourId)
    .first<{ id: string; tour_name: string; price_cents: number; participant_count: number; start_date: string; end_date: string }>();
  return row
    ? { id: row.id, name: row.tour_name, priceCents: row.price_cents, participantCount: row.participant_count, startDate: row.start_date, endDate: row.end_date }
    : null;
}

/**
 * Inserts a PENDING tour booking with total = price x people and a PNR code, only while the
 * group still has room on that date (people booked on the date, cancelled ones aside, plus
 * these <= the tour's participantCount): check and insert are one statement, so parallel
 * bookings never sell more seats than the departure has (worker/tourBookings.test.ts races 100).
 * Its confirmation e-mail joins the outbox, and its payment record the payments, in the same batch. The code is also never one of a
 * stay's (the PNR check looks in both). The terms accepted (always,
 * contract/tourReservation.ts) are stored with the booking's time and the version the client
 * named (NULL when it named none). null: the group is full.
 */
export async function createTourReservation(
  db: D1Database,
  input: TourReservationRequest & { userId: string | null },
  totalCents: number,
  emailFor: (pnrCode: string) => Email,
): Promise<TourReservation | null> {
  for (let attempt = 1; ; attempt++) {
    const id = newId();
    const pnrCode = newPnrCode();
    const at = nowIso();
    const insert = db
      .prepare(
        `INSERT INTO tour_reservations (id, tour_id, full_name, email, phone, tour_date, number_of_people,
           special_requests, payment_method, total_amount_cents, status, created_at, terms_accepted_at, terms_version,
           pnr_code, language, user_id)
         SELECT ?1, t.id, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'PENDING', ?11, ?11, ?12, ?13, ?14, (SELECT u.id FROM users u WHERE u.id = ?15)
         FROM tours t
         WHERE t.id = ?2
           AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.pnr_code = ?13)
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
        at,
        input.termsVersion ?? null,
        pnrCode,
        input.language,
        input.userId,
      );
    // The e-mail has no stay: its row names none (reservation_id references stays only).
    const email = outboxInsert(
      db,
      { kind: 'TOUR_BOOKING_CREATED', toEmail: input.email, language: input.language, reservationId: null, email: emailFor(pnrCode) },
      'EXISTS (SELECT 1 FROM tour_reservations WHERE id = :tourBookingId)',
      { tourBookingId: id },
    );
    // Its payment record from the start (issue 36): the booking is in the admin's Payments at
    // once, awaiting its receipt, whether or not the guest reaches the payment step.
    const payment = db
      .prepare(
        `INSERT INTO payments (id, tour_reservation_id, status, amount_cents, currency, payment_date, provider, created_at, updated_at)
         SELECT ?1, tr.id, 'PENDING', tr.total_amount_cents, ?2, ?3, tr.payment_method, ?3, ?3 FROM tour_reservations tr WHERE tr.id = ?4`,
      )
      .bind(newId(), CURRENCY, at, id);
    let inserted: D1Result | undefined;
    try {
      [inserted] = await db.batch([insert, email, payment]);
    } catch (error) {
      if (isUniqueViolation(error) && attempt < 5) continue;
      throw error;
    }
    if (!inserted || inserted.meta.changes === 0) {
      // A stay already has this code (about one in 10^12): draw again; otherwise the group is full.
      const clash = await db.prepare('SELECT 1 FROM reservations WHERE pnr_code = ?').bind(pnrCode).first();
      if (clash && attempt < 5) continue;
      return null;
    }
    const row = await db.prepare(`${SELECT} WHERE tr.id = ?`).bind(id).first<TourReservationRow>();
    return row ? toTourReservation(row) : null;
  }
}

/** What the payment steps read of a tour booking: who to write to, in which language, about what. */
export type TourBookingRecord = TourReservationRow & { language: ReservationLanguage };

export async function getTourBookingRecord(db: D1Database, id: string): Promise<TourBookingRecord | null> {
  return db
    .prepare(`${SELECT.replace(' FROM ', ', tr.language FROM ')} WHERE tr.id = ?`)
    .bind(id)
    .first<TourBookingRecord>();
}

/** The bookings of one account, newest first (the profile). */
/** The user's own tour bookings, newest first, each with where its payment stands (as the user's stays have). */
export async function listMyTourReservations(db: D1Database, userId: string, page: Page): Promise<Paged<TourReservation>> {
  const select = SELECT.replace(' FROM tour_reservations tr', `, ${paymentOfBooking('tour_reservation_id', 'tr.id')} FROM tour_reservations tr`);
  const result = await selectPage<TourReservationRow & PaymentColumns>(db, {
    select: `${select} WHERE tr.user_id = ? ORDER BY tr.created_at DESC, tr.rowid DESC`,
    count: 'SELECT count(*) AS n FROM tour_reservations WHERE user_id = ?',
    binds: [userId],
    page,
  });
  return { items: result.items.map((row) => ({ ...toTourReservation(row), payment: bookingPaymentOf(row) })), total: result.total };
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
