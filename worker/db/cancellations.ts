/**
 * Cancelling a hotel stay and the refunds it leaves (migration 0011). The money rule is
 * contract/cancellation.ts; this module reads what it needs and writes the outcome in one
 * guarded batch: the status, the refund due and the guest's e-mail happen together or not at all.
 */
import {
  cancellationTerms,
  noShowRefusal,
  type NoShowRefusal,
  type StayStatus,
  type BookingKind,
  type CancellableStay,
  type CancellationPolicy,
  type CancellationQuote,
  type CancelledBy,
  type ReservationLanguage,
  type ReservationStatus,
  type Refund,
  type RefundStatus,
} from '../../contract';
import type { Email } from '../email/messages';
import { fromCents, newId, nowIso, selectPage, type Page, type Paged, type ReadQuery } from './common';
import { outboxInsert } from './outbox';

/** Approved money of a stay `r` (payments PAID or COMPLETED). */
const PAID_CENTS = `(SELECT coalesce(sum(p.amount_cents), 0) FROM payments p WHERE p.reservation_id = r.id AND p.status IN ('PAID', 'COMPLETED'))`;
/** Approved money of a tour booking `tr` (migration 0014: tour bookings are paid like stays). */
const TOUR_PAID_CENTS = `(SELECT coalesce(sum(p.amount_cents), 0) FROM payments p WHERE p.tour_reservation_id = tr.id AND p.status IN ('PAID', 'COMPLETED'))`;

/** The columns of a reservation `r` joined to its hotel `h` that the rule reads. */
export const TERMS_COLUMNS = `h.cancellation_policy, h.free_cancellation_days, r.price_per_night_cents * r.room_count AS first_night_cents,
  ${PAID_CENTS} AS paid_cents`;

export type TermsRow = {
  status: ReservationStatus;
  check_in: string;
  total_amount_cents: number;
  cancellation_policy: CancellationPolicy;
  free_cancellation_days: number;
  first_night_cents: number;
  paid_cents: number;
};

const stayOf = (row: TermsRow): CancellableStay => ({
  policy: row.cancellation_policy,
  freeDays: row.free_cancellation_days,
  status: row.status,
  checkIn: row.check_in,
  firstNightCents: row.first_night_cents,
  totalCents: row.total_amount_cents,
  paidCents: row.paid_cents,
});

/** The policy applied to a booking today, as the PNR lookup and the profile show it. */
export function quoteOf(row: TermsRow, today: string): CancellationQuote {
  const terms = cancellationTerms(stayOf(row), today);
  return {
    policy: row.cancellation_policy,
    freeCancellationDays: row.free_cancellation_days,
    freeUntil: terms.freeUntil,
    cancellable: terms.refusal === null,
    fee: fromCents(terms.feeCents),
    paid: fromCents(row.paid_cents),
    kept: fromCents(terms.keptCents),
    refund: fromCents(terms.refundCents),
  };
}

/**
 * Everything a cancellation reads of one booking, by PNR or by id (one statement): a stay, or a
 * tour booking (by PNR only), whose "first night" is the whole booking and whose dates are the
 * tour date.
 */
export type CancellationRecord = TermsRow & {
  kind: 'STAY' | 'TOUR';
  id: string;
  pnr_code: string;
  guest_name: string;
  guest_email: string;
  check_out: string;
  nights: number;
  reservation_guests: number;
  hotel_name: string;
  user_id: string | null;
  language: ReservationLanguage;
  /** The front desk's status (migration 0025); a tour booking is always EXPECTED. */
  stay_status: StayStatus;
};

/** A tour booking `tr` of tour `t` as the rule reads it (the columns of TERMS_COLUMNS). */
export const TOUR_TERMS_COLUMNS = `t.cancellation_policy, t.free_cancellation_days, tr.total_amount_cents, ${TOUR_PAID_CENTS}`;

export function cancellationRecordQuery(by: 'pnr' | 'id', value: string): ReadQuery {
  const stay = `SELECT 'STAY' AS kind, r.id, r.pnr_code, r.status, r.check_in, r.check_out, r.nights, r.reservation_guests, r.total_amount_cents,
         r.guest_name, r.guest_email, r.user_id, r.language, h.hotel_name, r.stay_status, ${TERMS_COLUMNS}
       FROM reservations r JOIN hotels h ON h.id = r.hotel_id WHERE ${by === 'pnr' ? 'r.pnr_code' : 'r.id'} = ?`;
  if (by === 'id') return { sql: stay, params: [value] };
  return {
    sql: `${stay}
     UNION ALL
     SELECT 'TOUR', tr.id, tr.pnr_code, tr.status, tr.tour_date, tr.tour_date, 1, tr.number_of_people, tr.total_amount_cents,
         tr.full_name, tr.email, tr.user_id, tr.language, t.tour_name, 'EXPECTED', ${TOUR_TERMS_COLUMNS}
       FROM tour_reservations tr JOIN tours t ON t.id = tr.tour_id WHERE tr.pnr_code = ?`,
    params: [value, value],
  };
}

export async function findCancellationRecord(db: D1Database, by: 'pnr' | 'id', value: string): Promise<CancellationRecord | null> {
  const query = cancellationRecordQuery(by, value);
  return db.prepare(query.sql).bind(...query.params).first<CancellationRecord>();
}

export type CancelOutcome =
  | { outcome: 'cancelled'; cancelledAt: string; feeCents: number; keptCents: number; refund: { id: string; amountCents: number } | null }
  | { outcome: 'alreadyCancelled' | 'arrived' | 'changed' | NoShowRefusal };

/** The refusal of `record` today: a cancellation's, or with `noShow` a no-show's (contract/frontDesk.ts). */
function refusalOf(record: CancellationRecord, today: string, noShow: boolean) {
  if (!noShow) return cancellationTerms(stayOf(record), today).refusal;
  return noShowRefusal({ status: record.status, stayStatus: record.stay_status, checkIn: record.check_in, checkOut: record.check_out }, today);
}

/**
 * Cancels `record` under its hotel's policy on Van's `today`. The UPDATE holds only while the
 * stay is still active and before arrival and the paid sum is the one the refund was figured
 * from, so a parallel cancellation or payment approval makes this one `changed` (nothing
 * written) instead of owing twice. The rooms are free at once: availability counts only
 * PENDING and CONFIRMED stays.
 * With `noShow` (a stay, ADR 0018) the same policy is applied as to a late cancellation, but the
 * UPDATE holds only after the arrival day and while the stay is still expected, and marks it a no-show.
 */
export async function cancelStay(
  db: D1Database,
  record: CancellationRecord,
  options: {
    by: CancelledBy;
    reason: string | null;
    today: string;
    email: (terms: { feeCents: number; keptCents: number; refundCents: number }) => Email;
    noShow?: boolean;
  },
): Promise<CancelOutcome> {
  const noShow = options.noShow === true && record.kind === 'STAY';
  const terms = cancellationTerms(stayOf(record), options.today);
  const refusal = refusalOf(record, options.today, noShow);
  if (refusal) return { outcome: refusal };
  const cancelledAt = nowIso();
  const refundId = terms.refundCents > 0 ? newId() : null;
  const table = record.kind === 'TOUR' ? 'tour_reservations' : 'reservations';
  const done = `EXISTS (SELECT 1 FROM ${table} WHERE id = ?1 AND cancelled_at = ?2 AND status = 'CANCELLED')`;
  const update =
    record.kind === 'TOUR'
      ? db
          .prepare(
            `UPDATE tour_reservations AS tr SET status = 'CANCELLED', cancelled_at = ?2, cancelled_by = ?3, cancellation_reason = ?4,
               cancellation_fee_cents = ?5, updated_at = ?2
             WHERE tr.id = ?1 AND tr.status IN ('PENDING', 'CONFIRMED') AND tr.tour_date > ?6 AND ${TOUR_PAID_CENTS} = ?7`,
          )
          .bind(record.id, cancelledAt, options.by, options.reason, terms.feeCents, options.today, record.paid_cents)
      : db
          .prepare(
            `UPDATE reservations AS r SET status = 'CANCELLED', cancelled_at = ?2, cancelled_by = ?3, cancellation_reason = ?4,
               cancellation_fee_cents = ?5, updated_at = ?2${noShow ? ", stay_status = 'NO_SHOW', no_show_at = ?2" : ''}
             WHERE r.id = ?1 AND r.status IN ('PENDING', 'CONFIRMED') AND ${noShow ? "r.stay_status = 'EXPECTED' AND r.check_in < ?6" : 'r.check_in > ?6'}
               AND ${PAID_CENTS} = ?7`,
          )
          .bind(record.id, cancelledAt, options.by, options.reason, terms.feeCents, options.today, record.paid_cents);
  const [updated] = await db.batch([
    update,
    ...(refundId
      ? [
          db
            .prepare(
              `INSERT INTO refunds (id, ${record.kind === 'TOUR' ? 'tour_reservation_id' : 'reservation_id'}, amount_cents, created_at, updated_at)
               SELECT ?3, ?1, ?4, ?2, ?2 WHERE ${done}`,
            )
            .bind(record.id, cancelledAt, refundId, terms.refundCents),
        ]
      : []),
    outboxInsert(
      db,
      {
        kind: 'RESERVATION_CANCELLED',
        toEmail: record.guest_email,
        language: record.language,
        // The outbox names stays only (its reservation_id references them).
        reservationId: record.kind === 'STAY' ? record.id : null,
        email: options.email(terms),
      },
      `EXISTS (SELECT 1 FROM ${table} WHERE id = :bookingId AND cancelled_at = :cancelledAt AND status = 'CANCELLED')`,
      { cancelledAt, bookingId: record.id },
    ),
  ]);
  if (!updated || updated.meta.changes === 0) {
    const now = await findCancellationRecord(db, 'pnr', record.pnr_code);
    const again = now ? refusalOf(now, options.today, noShow) : 'alreadyCancelled';
    return { outcome: again ?? 'changed' };
  }
  return {
    outcome: 'cancelled',
    cancelledAt,
    feeCents: terms.feeCents,
    keptCents: terms.keptCents,
    refund: refundId ? { id: refundId, amountCents: terms.refundCents } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Refunds (the admin's Payments section).

type RefundRow = {
  id: string;
  reservation_id: string;
  kind: BookingKind;
  pnr_code: string;
  hotel_name: string;
  guest_name: string;
  guest_email: string;
  amount_cents: number;
  status: RefundStatus;
  cancelled_by: CancelledBy | null;
  cancellation_reason: string | null;
  bank_reference: string | null;
  refunded_at: string | null;
  created_at: string;
};

const toRefund = (row: RefundRow): Refund => ({
  id: row.id,
  reservationId: row.reservation_id,
  kind: row.kind,
  pnrCode: row.pnr_code,
  hotelName: row.hotel_name,
  guestName: row.guest_name,
  guestEmail: row.guest_email,
  amount: fromCents(row.amount_cents),
  status: row.status,
  cancelledBy: row.cancelled_by,
  cancellationReason: row.cancellation_reason,
  bankReference: row.bank_reference,
  refundedAt: row.refunded_at,
  createdAt: row.created_at,
});

/** A refund `f` owed on a stay `r` (of hotel `h`) or on a tour booking `tr` (of tour `t`). */
const REFUND_SELECT = `SELECT f.id, coalesce(f.reservation_id, f.tour_reservation_id) AS reservation_id,
  CASE WHEN f.reservation_id IS NULL THEN 'TOUR' ELSE 'STAY' END AS kind,
  coalesce(r.pnr_code, tr.pnr_code) AS pnr_code, coalesce(h.hotel_name, t.tour_name) AS hotel_name,
  coalesce(r.guest_name, tr.full_name) AS guest_name, coalesce(r.guest_email, tr.email) AS guest_email, f.amount_cents, f.status,
  coalesce(r.cancelled_by, tr.cancelled_by) AS cancelled_by, coalesce(r.cancellation_reason, tr.cancellation_reason) AS cancellation_reason,
  f.bank_reference, f.refunded_at, f.created_at
  FROM refunds f
  LEFT JOIN reservations r ON r.id = f.reservation_id LEFT JOIN hotels h ON h.id = r.hotel_id
  LEFT JOIN tour_reservations tr ON tr.id = f.tour_reservation_id LEFT JOIN tours t ON t.id = tr.tour_id`;

/** Newest first; `status` narrows the list. */
export async function listRefunds(db: D1Database, page: Page, status: RefundStatus | undefined): Promise<Paged<Refund>> {
  const where = status ? 'WHERE f.status = ?' : '';
  const binds = status ? [status] : [];
  const result = await selectPage<RefundRow>(db, {
    select: `${REFUND_SELECT} ${where} ORDER BY f.created_at DESC, f.rowid DESC`,
    count: `SELECT count(*) AS n FROM refunds f ${where}`,
    binds,
    page,
  });
  return { items: result.items.map(toRefund), total: result.total };
}

export async function getRefund(db: D1Database, id: string): Promise<Refund | null> {
  const row = await db.prepare(`${REFUND_SELECT} WHERE f.id = ?`).bind(id).first<RefundRow>();
  return row ? toRefund(row) : null;
}

/**
 * Records the bank transfer of a DUE refund and queues the guest's e-mail in one batch; a
 * refund already REFUNDED (or two parallel marks) changes nothing the second time.
 */
export async function markRefunded(
  db: D1Database,
  refund: Refund,
  bankReference: string,
  mail: { language: ReservationLanguage; email: Email },
): Promise<'refunded' | 'alreadyRefunded'> {
  const at = nowIso();
  const [update] = await db.batch([
    db
      .prepare("UPDATE refunds SET status = 'REFUNDED', bank_reference = ?2, refunded_at = ?3, updated_at = ?3 WHERE id = ?1 AND status = 'DUE'")
      .bind(refund.id, bankReference, at),
    outboxInsert(
      db,
      {
        kind: 'REFUND_SENT',
        toEmail: refund.guestEmail,
        language: mail.language,
        // The outbox names stays only (its reservation_id references them).
        reservationId: refund.kind === 'STAY' ? refund.reservationId : null,
        email: mail.email,
      },
      "EXISTS (SELECT 1 FROM refunds WHERE id = :refundId AND refunded_at = :at AND status = 'REFUNDED')",
      { refundId: refund.id, at },
    ),
  ]);
  return update && update.meta.changes > 0 ? 'refunded' : 'alreadyRefunded';
}
