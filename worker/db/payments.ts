/** Payments (bank transfers with a receipt): SQL and row -> Payment mapping. */
import type { ListSort, Payment, PaymentStage, PaymentStatus, PaymentUpdate, ReceiptContentType, SortOrder } from '../../contract';
import { CURRENCY, RECEIPT_OPEN_STATUSES } from '../../contract';
import { orderBySql, reservationFilterSql, type ListFilters } from './adminLists';
import type { Email } from '../email/messages';
import { fromBool, fromCents, newId, nowIso, selectPage, toBool, toCents, type Page, type Paged } from './common';
import { outboxInsert } from './outbox';
import type { ReservationRecord } from './reservations';
import { bindNamed, ROOMS_FREE_EVERY_NIGHT } from './sql';

type PaymentRow = {
  id: string;
  reservation_id: string;
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
};

const SELECT = `SELECT p.id, p.reservation_id, p.status, p.amount_cents, p.currency, p.payment_date, p.provider,
  p.transaction_id, p.receipt, p.receipt_content_type, p.is_receipt_verified, p.updated_at,
  r.pnr_code, r.guest_name
  FROM payments p JOIN reservations r ON r.id = p.reservation_id`;

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
    reservation: { pnrCode: row.pnr_code, guestName: row.guest_name },
  };
}

export type PaymentRecord = PaymentRow;

export async function getPaymentRecord(db: D1Database, id: string): Promise<PaymentRecord | null> {
  return db.prepare(`${SELECT} WHERE p.id = ?`).bind(id).first<PaymentRow>();
}

export async function getPayment(db: D1Database, id: string): Promise<Payment | null> {
  const row = await getPaymentRecord(db, id);
  return row ? toPayment(row) : null;
}

/** The payment of a reservation (one per reservation; the oldest if an admin import made more). */
export async function getPaymentOfReservation(db: D1Database, reservationId: string): Promise<PaymentRecord | null> {
  return db.prepare(`${SELECT} WHERE p.reservation_id = ? ORDER BY p.created_at, p.rowid LIMIT 1`).bind(reservationId).first<PaymentRow>();
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
  if (filters.stage === 'awaiting') where.push("(p.status = 'PENDING' AND p.receipt IS NOT NULL AND p.is_receipt_verified = 0)");
  if (filters.stage === 'approved') where.push("(p.status = 'PAID' OR p.is_receipt_verified = 1)");
  if (filters.reservationId) {
    where.push('p.reservation_id = ?');
    binds.push(filters.reservationId);
  }
  reservationFilterSql(filters, where, binds);
  const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const order = orderBySql(filters.sort, filters.order, {
    createdAt: 'p.created_at',
    checkIn: 'r.check_in',
    amount: 'p.amount_cents',
    rowid: 'p.rowid',
  });
  const result = await selectPage<PaymentRow>(db, {
    select: `${SELECT}${clause}${order}`,
    count: `SELECT count(*) AS n FROM payments p JOIN reservations r ON r.id = p.reservation_id${clause}`,
    binds,
    page,
  });
  return { items: result.items.map(toPayment), total: result.total };
}

/**
 * The payment record of a reservation: PENDING, BANK_TRANSFER, TRY, amount = the reservation's
 * total. One per reservation: the INSERT writes only when the reservation exists and has no
 * payment yet (one statement, so two parallel creates cannot both write); otherwise the
 * existing payment is returned with `created: false`. null: no such reservation.
 */
export async function createPayment(
  db: D1Database,
  reservationId: string,
  transactionId: string | null,
): Promise<{ created: boolean; payment: Payment } | null> {
  const id = newId();
  const at = nowIso();
  const result = await db
    .prepare(
      `INSERT INTO payments (id, reservation_id, status, amount_cents, currency, payment_date, provider, transaction_id, created_at, updated_at)
       SELECT ?1, r.id, 'PENDING', r.total_amount_cents, ?2, ?3, 'BANK_TRANSFER', ?4, ?3, ?3
       FROM reservations r
       WHERE r.id = ?5 AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.reservation_id = r.id)`,
    )
    .bind(id, CURRENCY, at, transactionId, reservationId)
    .run();
  if (result.meta.changes > 0) {
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
        `UPDATE payments SET receipt = ?1, receipt_content_type = ?2, status = 'PENDING', is_receipt_verified = 0, updated_at = ?3
         WHERE id = ?4 AND status IN ('PENDING', 'CANCELLED', 'FAILED')`,
      )
      .bind(receipt.key, receipt.contentType, nowIso(), paymentId),
  ]);
  const row = (before?.results[0] ?? null) as { receipt: string | null; status: PaymentStatus } | null;
  if (!row) return 'missing';
  if (!updated || updated.meta.changes === 0) return 'locked';
  return { previous: row.receipt !== receipt.key ? row.receipt : null };
}

export type VerifyOutcome = 'approved' | 'rejected' | 'unchanged' | 'no-receipt' | 'full';

/**
 * Approve: payment PAID + verified, reservation CONFIRMED, PAYMENT_APPROVED e-mail. A reservation
 * the hold cron CANCELLED is confirmed only if its rooms are still free on every night; one the
 * guest or an admin cancelled (worker/db/cancellations.ts) stays cancelled; otherwise nothing
 * changes (`full`).
 * Reject: payment CANCELLED (receipt kept), a CONFIRMED reservation goes back to PENDING (a
 * PENDING one stays), PAYMENT_REJECTED e-mail.
 * Each is one batch; every statement is guarded so a refused or repeated verification writes
 * nothing (`unchanged` when the payment already was in the requested state).
 */
export async function verifyPayment(
  db: D1Database,
  payment: PaymentRecord,
  reservation: ReservationRecord,
  approve: boolean,
  email: Email,
): Promise<VerifyOutcome> {
  const at = nowIso();
  const mail = {
    toEmail: reservation.guest_email,
    language: reservation.language,
    reservationId: reservation.id,
    email,
  };
  const changedNow = 'EXISTS (SELECT 1 FROM payments WHERE id = :paymentId AND updated_at = :at AND status = :newStatus)';

  if (approve) {
    const confirm = bindNamed(
      db,
      `WITH RECURSIVE stay(night) AS (
         SELECT check_in FROM reservations WHERE id = :reservationId
         UNION ALL
         SELECT date(night, '+1 day') FROM stay
         WHERE date(night, '+1 day') < (SELECT check_out FROM reservations WHERE id = :reservationId)
       )
       UPDATE reservations SET status = 'CONFIRMED', cancelled_at = NULL, cancelled_by = NULL, cancellation_fee_cents = NULL, updated_at = :at
       WHERE id = :reservationId
         AND EXISTS (SELECT 1 FROM payments WHERE id = :paymentId AND reservation_id = :reservationId AND receipt IS NOT NULL)
         AND (status IN ('PENDING', 'CONFIRMED') OR (coalesce(cancelled_by, 'SYSTEM') = 'SYSTEM' AND ${ROOMS_FREE_EVERY_NIGHT}))`,
      {
        reservationId: reservation.id,
        paymentId: payment.id,
        at,
        roomTypeId: reservation.room_type_id,
        roomCount: reservation.room_count,
        excludeId: reservation.id,
      },
    );
    const pay = bindNamed(
      db,
      `UPDATE payments SET status = 'PAID', is_receipt_verified = 1, updated_at = :at
       WHERE id = :paymentId AND receipt IS NOT NULL AND NOT (status = 'PAID' AND is_receipt_verified = 1)
         AND EXISTS (SELECT 1 FROM reservations WHERE id = :reservationId AND status = 'CONFIRMED' AND updated_at = :at)`,
      { at, paymentId: payment.id, reservationId: reservation.id },
    );
    const outbox = outboxInsert(db, { kind: 'PAYMENT_APPROVED', ...mail }, changedNow, {
      paymentId: payment.id,
      at,
      newStatus: 'PAID',
    });
    const [confirmed, paid] = await db.batch([confirm, pay, outbox]);
    if (!confirmed || confirmed.meta.changes === 0) {
      const current = await getPaymentRecord(db, payment.id);
      return current?.receipt ? 'full' : 'no-receipt';
    }
    return paid && paid.meta.changes > 0 ? 'approved' : 'unchanged';
  }

  const cancel = bindNamed(
    db,
    `UPDATE payments SET status = 'CANCELLED', is_receipt_verified = 0, updated_at = :at
     WHERE id = :paymentId AND receipt IS NOT NULL AND status <> 'CANCELLED'`,
    { at, paymentId: payment.id },
  );
  const reopen = bindNamed(
    db,
    `UPDATE reservations SET status = 'PENDING', updated_at = :at
     WHERE id = :reservationId AND status = 'CONFIRMED' AND ${changedNow}`,
    { at, reservationId: reservation.id, paymentId: payment.id, newStatus: 'CANCELLED' },
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
    select: `${SELECT} WHERE r.user_id = ? ORDER BY p.created_at DESC, p.rowid DESC`,
    count: 'SELECT count(*) AS n FROM payments p JOIN reservations r ON r.id = p.reservation_id WHERE r.user_id = ?',
    binds: [userId],
    page,
  });
  return { items: result.items.map(toPayment), total: result.total };
}
