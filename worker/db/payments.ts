/** Payments (bank transfers with a receipt): SQL and row -> Payment mapping. */
import type { BookingKind, ListSort, ReservationLanguage, Payment, PaymentStage, PaymentStatus, PaymentUpdate, ReceiptContentType, SortOrder } from '../../contract';
import { CURRENCY, paymentState, RECEIPT_OPEN_STATUSES } from '../../contract';
import { orderBySql, reservationFilterSql, type FilterColumns, type ListFilters } from './adminLists';
import type { Email } from '../email/messages';
import { fromBool, fromCents, newId, nowIso, selectPage, toBool, toCents, type Page, type Paged } from './common';
import { outboxInsert } from './outbox';
import type { ReservationRecord } from './reservations';
import { bindNamed, ROOMS_FREE_EVERY_NIGHT } from './sql';

type PaymentRow = {
  id: string;
  /** The booking paid: a stay's id or a tour booking's (migration 0014). */
  reservation_id: string;
  booking_kind: BookingKind;
  status: PaymentStatus;
  amount_cents: number;
  currency: string;
  payment_date: string | null;
  provider: Payment['provider'];
  transaction_id: string | null;
  receipt: string | null;
  receipt_content_type: ReceiptContentType | null;
  is_receipt_verified: number;
  updated_at: string;
  pnr_code: string;
  guest_name: string;
  rejection_reason: string | null;
  /** The booking's status and its refund's (issue 36: a payment's state follows its booking). */
  booking_status: string;
  refund_status: string | null;
};

/** The refund's status of the booking paid by `p` (SQL), or NULL. */
const REFUND_STATUS_SQL = `(SELECT f.status FROM refunds f WHERE f.reservation_id = p.reservation_id OR f.tour_reservation_id = p.tour_reservation_id LIMIT 1)`;

/**
 * A payment `p` pays one booking: a stay `r` or a tour booking `tr` (migration 0014). The lists
 * read the booking's columns through these expressions, so one filter serves both kinds.
 */
const BOOKINGS = `payments p
  LEFT JOIN reservations r ON r.id = p.reservation_id
  LEFT JOIN tour_reservations tr ON tr.id = p.tour_reservation_id`;
const BOOKING_COLUMNS: FilterColumns = {
  pnr: 'coalesce(r.pnr_code, tr.pnr_code)',
  guestName: 'coalesce(r.guest_name, tr.full_name)',
  guestEmail: 'coalesce(r.guest_email, tr.email)',
  hotelId: 'r.hotel_id',
  checkIn: 'coalesce(r.check_in, tr.tour_date)',
  // A tour booking takes its one day: it overlaps [from, to] when from <= tour date <= to.
  checkOut: "coalesce(r.check_out, date(tr.tour_date, '+1 day'))",
};
/** The payments of one booking (`:bookingId`), of either kind. */
export const OF_BOOKING = '(p.reservation_id = :bookingId OR p.tour_reservation_id = :bookingId)';

const SELECT = `SELECT p.id, coalesce(p.reservation_id, p.tour_reservation_id) AS reservation_id,
  CASE WHEN p.reservation_id IS NULL THEN 'TOUR' ELSE 'STAY' END AS booking_kind,
  p.status, p.amount_cents, p.currency, p.payment_date, p.provider,
  p.transaction_id, p.receipt, p.receipt_content_type, p.is_receipt_verified, p.updated_at,
  ${BOOKING_COLUMNS.pnr} AS pnr_code, ${BOOKING_COLUMNS.guestName} AS guest_name,
  p.rejection_reason, coalesce(r.status, tr.status) AS booking_status,
  ${REFUND_STATUS_SQL} AS refund_status
  FROM ${BOOKINGS}`;

/** Awaiting approval: a receipt under review (paymentState UNDER_REVIEW), so never a cancelled booking's. */
const AWAITING_SQL = `(p.status = 'PENDING' AND p.receipt IS NOT NULL AND p.is_receipt_verified = 0
  AND coalesce(r.status, tr.status) <> 'CANCELLED'
  AND NOT EXISTS (SELECT 1 FROM refunds f WHERE f.reservation_id = p.reservation_id OR f.tour_reservation_id = p.tour_reservation_id))`;

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    reservationId: row.reservation_id,
    status: row.status,
    amount: fromCents(row.amount_cents),
    currency: row.currency,
    paymentDate: row.payment_date,
    provider: row.provider,
    transactionId: row.transaction_id,
    receipt: row.receipt,
    isReceiptVerified: fromBool(row.is_receipt_verified),
    reservation: { pnrCode: row.pnr_code, guestName: row.guest_name, kind: row.booking_kind },
    ...bookingPaymentOf(row),
  };
}

/** The payment's state (contract paymentState) and, while its receipt is rejected, the reason. */
function bookingPaymentOf(row: Pick<PaymentRow, 'status' | 'receipt' | 'is_receipt_verified' | 'booking_status' | 'refund_status' | 'rejection_reason'>) {
  const state = paymentState({
    status: row.status,
    hasReceipt: row.receipt !== null,
    verified: fromBool(row.is_receipt_verified),
    bookingStatus: row.booking_status,
    refundStatus: row.refund_status,
  });
  return { state, rejectionReason: state === 'REJECTED' ? row.rejection_reason : null };
}

export type PaymentRecord = PaymentRow;

export async function getPaymentRecord(db: D1Database, id: string): Promise<PaymentRecord | null> {
  return db.prepare(`${SELECT} WHERE p.id = ?`).bind(id).first<PaymentRow>();
}

export async function getPayment(db: D1Database, id: string): Promise<Payment | null> {
  const row = await getPaymentRecord(db, id);
  return row ? toPayment(row) : null;
}

/** True when a stay or a tour booking has this id. */
export async function bookingExists(db: D1Database, id: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 FROM reservations WHERE id = ?1 UNION ALL SELECT 1 FROM tour_reservations WHERE id = ?1').bind(id).first();
  return row !== null;
}

/** The payment of a booking (one per booking; the oldest if an admin import made more). */
export async function getPaymentOfReservation(db: D1Database, bookingId: string): Promise<PaymentRecord | null> {
  return bindNamed(db, `${SELECT} WHERE ${OF_BOOKING} ORDER BY p.created_at, p.rowid LIMIT 1`, { bookingId }).first<PaymentRow>();
}

export type PaymentFilters = ListFilters & {
  status?: PaymentStatus | undefined;
  stage?: PaymentStage | undefined;
  reservationId?: string | undefined;
  sort?: ListSort | undefined;
  order?: SortOrder | undefined;
};

/**
 * Admin list (and CSV export): the reservation filters on the payment's reservation, plus
 * status, stage (awaiting approval / approved, spec section 4) and reservation; sorted
 * (newest first by default), paged on the server.
 */
export async function listPayments(db: D1Database, filters: PaymentFilters, page: Page): Promise<Paged<Payment>> {
  const where: string[] = [];
  const binds: unknown[] = [];
  if (filters.status) {
    where.push('p.status = ?');
    binds.push(filters.status);
  }
  if (filters.stage === 'awaiting') where.push(AWAITING_SQL);
  if (filters.stage === 'approved') where.push("(p.status = 'PAID' OR p.is_receipt_verified = 1)");
  if (filters.reservationId) {
    where.push('(p.reservation_id = ? OR p.tour_reservation_id = ?)');
    binds.push(filters.reservationId, filters.reservationId);
  }
  reservationFilterSql(filters, where, binds, BOOKING_COLUMNS);
  const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const order = orderBySql(filters.sort, filters.order, {
    createdAt: 'p.created_at',
    checkIn: BOOKING_COLUMNS.checkIn,
    amount: 'p.amount_cents',
    rowid: 'p.rowid',
  });
  const result = await selectPage<PaymentRow>(db, {
    select: `${SELECT}${clause}${order}`,
    count: `SELECT count(*) AS n FROM ${BOOKINGS}${clause}`,
    binds,
    page,
  });
  return { items: result.items.map(toPayment), total: result.total };
}

/**
 * The payment record of a booking (a stay or a tour booking): PENDING, BANK_TRANSFER, TRY,
 * amount = the booking's total. One per booking: an INSERT writes only when the booking exists
 * and has no payment yet (one statement per kind, and an id names one kind only, so two
 * parallel creates cannot both write); otherwise the existing payment is returned with
 * `created: false`. null: no such booking.
 */
export async function createPayment(
  db: D1Database,
  reservationId: string,
  transactionId: string | null,
): Promise<{ created: boolean; payment: Payment } | null> {
  const id = newId();
  const at = nowIso();
  const insert = (column: 'reservation_id' | 'tour_reservation_id', table: 'reservations' | 'tour_reservations') =>
    db
      .prepare(
        `INSERT INTO payments (id, ${column}, status, amount_cents, currency, payment_date, provider, transaction_id, created_at, updated_at)
         SELECT ?1, b.id, 'PENDING', b.total_amount_cents, ?2, ?3, 'BANK_TRANSFER', ?4, ?3, ?3
         FROM ${table} b
         WHERE b.id = ?5 AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.${column} = b.id)`,
      )
      .bind(id, CURRENCY, at, transactionId, reservationId);
  const results = await db.batch([insert('reservation_id', 'reservations'), insert('tour_reservation_id', 'tour_reservations')]);
  if (results.some((result) => result.meta.changes > 0)) {
    const payment = await getPayment(db, id);
    return payment ? { created: true, payment } : null;
  }
  const existing = await getPaymentOfReservation(db, reservationId);
  return existing ? { created: false, payment: toPayment(existing) } : null;
}

/** Admin edit: only the fields sent change. A plain record edit: no reservation or e-mail effects. */
export async function updatePayment(db: D1Database, id: string, patch: PaymentUpdate): Promise<Payment | null> {
  const sets: string[] = [];
  const binds: unknown[] = [];
  const set = (column: string, value: unknown) => {
    sets.push(`${column} = ?`);
    binds.push(value);
  };
  if (patch.amount !== undefined) set('amount_cents', toCents(patch.amount));
  if (patch.currency !== undefined) set('currency', patch.currency);
  if (patch.status !== undefined) set('status', patch.status);
  if (patch.provider !== undefined) set('provider', patch.provider);
  if (patch.transactionId !== undefined) set('transaction_id', patch.transactionId || null);
  if (patch.paymentDate !== undefined) set('payment_date', patch.paymentDate === null ? null : new Date(patch.paymentDate).toISOString());
  if (patch.isReceiptVerified !== undefined) set('is_receipt_verified', toBool(patch.isReceiptVerified));
  set('updated_at', nowIso());
  const result = await db
    .prepare(`UPDATE payments SET ${sets.join(', ')} WHERE id = ?`)
    .bind(...binds, id)
    .run();
  return result.meta.changes > 0 ? getPayment(db, id) : null;
}

/** Deletes the row; returns its receipt key (for R2), or `missing`. */
export async function deletePayment(db: D1Database, id: string): Promise<{ receipt: string | null } | 'missing'> {
  const row = await db.prepare('DELETE FROM payments WHERE id = ? RETURNING receipt').bind(id).first<{ receipt: string | null }>();
  return row ? { receipt: row.receipt } : 'missing';
}

/** Payment states a guest may (re)attach a receipt in (contract/payment.ts). */
export { RECEIPT_OPEN_STATUSES };

/**
 * Attaches an uploaded receipt: the payment becomes PENDING and unverified again (awaiting
 * approval), so a receipt re-uploaded after a rejection is reviewed anew. Only while the payment
 * is open (RECEIPT_OPEN_STATUSES). Returns the previous receipt key (to delete from R2 when it
 * was replaced), `locked` for a paid/refunded payment, `missing` for an unknown id.
 */
export async function attachReceipt(
  db: D1Database,
  paymentId: string,
  receipt: { key: string; contentType: ReceiptContentType },
): Promise<{ previous: string | null } | 'locked' | 'missing'> {
  const [before, updated] = await db.batch([
    db.prepare('SELECT receipt, status FROM payments WHERE id = ?').bind(paymentId),
    db
      .prepare(
        `UPDATE payments SET receipt = ?1, receipt_content_type = ?2, status = 'PENDING', is_receipt_verified = 0, rejection_reason = NULL, updated_at = ?3
         WHERE id = ?4 AND status IN ('PENDING', 'CANCELLED', 'FAILED')`,
      )
      .bind(receipt.key, receipt.contentType, nowIso(), paymentId),
  ]);
  const row = (before?.results[0] ?? null) as { receipt: string | null; status: PaymentStatus } | null;
  if (!row) return 'missing';
  if (!updated || updated.meta.changes === 0) return 'locked';
  return { previous: row.receipt !== receipt.key ? row.receipt : null };
}

/**
 * What an approval rests on, read inside the approval's statements on `payments`: the guest's
 * receipt, or a bank statement line (`:bankLineId`, migrations/0029_bank_statements.sql) that
 * has not yet approved a payment.
 */
const HAS_EVIDENCE = `(receipt IS NOT NULL OR EXISTS (SELECT 1 FROM bank_statement_lines WHERE id = :bankLineId AND payment_id IS NULL))`;

/** A bank statement line approving a payment in place of a receipt, and the admin it is recorded for. */
export type BankLineEvidence = { lineId: string; by: string };

export type VerifyOutcome = 'approved' | 'rejected' | 'unchanged' | 'no-receipt' | 'full';

/** The booking a verification confirms or reopens: a stay (its rooms) or a tour booking. */
export type VerifiedBooking =
  | { kind: 'STAY'; reservation: ReservationRecord }
  | { kind: 'TOUR'; id: string; guestEmail: string; language: ReservationLanguage };

/**
 * The approval's UPDATE of the booking (`:bookingId`, `:paymentId`, `:at`): CONFIRMED while
 * active, or brought back from a cancellation by the hold cron (SYSTEM) only while its rooms
 * (a stay) or places (a tour booking) are still free; a booking the guest or an admin
 * cancelled stays cancelled.
 */
function confirmBooking(db: D1Database, booking: VerifiedBooking, params: { paymentId: string; at: string; bankLineId: string | null }): D1PreparedStatement {
  const reopenable = "coalesce(cancelled_by, 'SYSTEM') = 'SYSTEM'";
  if (booking.kind === 'TOUR') {
    return bindNamed(
      db,
      `UPDATE tour_reservations AS tr SET status = 'CONFIRMED', cancelled_at = NULL, cancelled_by = NULL, cancellation_fee_cents = NULL, updated_at = :at
       WHERE tr.id = :bookingId
         AND EXISTS (SELECT 1 FROM payments WHERE id = :paymentId AND tour_reservation_id = :bookingId AND ${HAS_EVIDENCE})
         AND (tr.status IN ('PENDING', 'CONFIRMED') OR (${reopenable} AND
              (SELECT coalesce(sum(o.number_of_people), 0) FROM tour_reservations o
               WHERE o.tour_id = tr.tour_id AND o.tour_date = tr.tour_date AND o.status <> 'CANCELLED' AND o.id <> tr.id)
              + tr.number_of_people <= (SELECT t.participant_count FROM tours t WHERE t.id = tr.tour_id)))`,
      { ...params, bookingId: booking.id },
    );
  }
  const { reservation } = booking;
  return bindNamed(
    db,
    `WITH RECURSIVE stay(night) AS (
       SELECT check_in FROM reservations WHERE id = :bookingId
       UNION ALL
       SELECT date(night, '+1 day') FROM stay
       WHERE date(night, '+1 day') < (SELECT check_out FROM reservations WHERE id = :bookingId)
     )
     UPDATE reservations SET status = 'CONFIRMED', cancelled_at = NULL, cancelled_by = NULL, cancellation_fee_cents = NULL, updated_at = :at
     WHERE id = :bookingId
       AND EXISTS (SELECT 1 FROM payments WHERE id = :paymentId AND reservation_id = :bookingId AND ${HAS_EVIDENCE})
       AND (status IN ('PENDING', 'CONFIRMED') OR (${reopenable} AND ${ROOMS_FREE_EVERY_NIGHT}))`,
    {
      ...params,
      bookingId: reservation.id,
      roomTypeId: reservation.room_type_id,
      roomCount: reservation.room_count,
      excludeId: reservation.id,
    },
  );
}

/**
 * Approve: payment PAID + verified, the booking CONFIRMED (confirmBooking), PAYMENT_APPROVED
 * e-mail; otherwise nothing changes (`full`).
 * Reject: payment CANCELLED (receipt kept), a CONFIRMED booking goes back to PENDING (a
 * PENDING one stays), PAYMENT_REJECTED e-mail.
 * Each is one batch; every statement is guarded so a refused or repeated verification writes
 * nothing (`unchanged` when the payment already was in the requested state).
 */
export async function verifyPayment(
  db: D1Database,
  payment: PaymentRecord,
  booking: VerifiedBooking,
  approve: boolean,
  email: Email,
  reason: string | null = null,
  evidence: BankLineEvidence | null = null,
): Promise<VerifyOutcome> {
  const at = nowIso();
  const bankLineId = evidence?.lineId ?? null;
  const table = booking.kind === 'TOUR' ? 'tour_reservations' : 'reservations';
  const bookingId = booking.kind === 'TOUR' ? booking.id : booking.reservation.id;
  const mail = {
    toEmail: booking.kind === 'TOUR' ? booking.guestEmail : booking.reservation.guest_email,
    language: booking.kind === 'TOUR' ? booking.language : booking.reservation.language,
    // The outbox names stays only (its reservation_id references them).
    reservationId: booking.kind === 'TOUR' ? null : bookingId,
    email,
  };
  const changedNow = 'EXISTS (SELECT 1 FROM payments WHERE id = :paymentId AND updated_at = :at AND status = :newStatus)';

  if (approve) {
    const pay = bindNamed(
      db,
      `UPDATE payments SET status = 'PAID', is_receipt_verified = 1, rejection_reason = NULL, updated_at = :at
       WHERE id = :paymentId AND ${HAS_EVIDENCE} AND NOT (status = 'PAID' AND is_receipt_verified = 1)
         AND EXISTS (SELECT 1 FROM ${table} WHERE id = :bookingId AND status = 'CONFIRMED' AND updated_at = :at)`,
      { at, paymentId: payment.id, bookingId, bankLineId },
    );
    const outbox = outboxInsert(db, { kind: 'PAYMENT_APPROVED', ...mail }, changedNow, {
      paymentId: payment.id,
      at,
      newStatus: 'PAID',
    });
    // The line that stood for the receipt names the payment it approved, and who approved it.
    const linked = bindNamed(
      db,
      `UPDATE bank_statement_lines SET payment_id = :paymentId, state = 'APPROVED', note = NULL, approved_by = :by, approved_at = :at
       WHERE id = :bankLineId AND payment_id IS NULL AND ${changedNow}`,
      { paymentId: payment.id, at, bankLineId, by: evidence?.by ?? null, newStatus: 'PAID' },
    );
    const statements = [confirmBooking(db, booking, { paymentId: payment.id, at, bankLineId }), pay, outbox];
    const [confirmed, paid] = await db.batch(evidence ? [...statements, linked] : statements);
    if (!confirmed || confirmed.meta.changes === 0) {
      const current = await getPaymentRecord(db, payment.id);
      return current?.receipt || evidence ? 'full' : 'no-receipt';
    }
    return paid && paid.meta.changes > 0 ? 'approved' : 'unchanged';
  }

  const cancel = bindNamed(
    db,
    `UPDATE payments SET status = 'CANCELLED', is_receipt_verified = 0, rejection_reason = :reason, updated_at = :at
     WHERE id = :paymentId AND receipt IS NOT NULL AND status <> 'CANCELLED'`,
    { at, paymentId: payment.id, reason },
  );
  const reopen = bindNamed(
    db,
    `UPDATE ${table} SET status = 'PENDING', updated_at = :at
     WHERE id = :bookingId AND status = 'CONFIRMED' AND ${changedNow}`,
    { at, bookingId, paymentId: payment.id, newStatus: 'CANCELLED' },
  );
  const outbox = outboxInsert(db, { kind: 'PAYMENT_REJECTED', ...mail }, changedNow, {
    paymentId: payment.id,
    at,
    newStatus: 'CANCELLED',
  });
  const [cancelled] = await db.batch([cancel, reopen, outbox]);
  if (cancelled && cancelled.meta.changes > 0) return 'rejected';
  const current = await getPaymentRecord(db, payment.id);
  return current?.receipt ? 'unchanged' : 'no-receipt';
}

/** GET /api/payments/my: the payments of the user's own reservations, newest first. */
export async function listPaymentsOfUser(db: D1Database, userId: string, page: Page): Promise<Paged<Payment>> {
  const result = await selectPage<PaymentRow>(db, {
    select: `${SELECT} WHERE coalesce(r.user_id, tr.user_id) = ? ORDER BY p.created_at DESC, p.rowid DESC`,
    count: `SELECT count(*) AS n FROM ${BOOKINGS} WHERE coalesce(r.user_id, tr.user_id) = ?`,
    binds: [userId],
    page,
  });
  return { items: result.items.map(toPayment), total: result.total };
}
