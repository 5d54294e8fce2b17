/** Hotel reservations: SQL and row -> DTO mapping, with the inventory check inside the writes. */
import type { BookingPayment, CancellationPolicy, StayStatus, ListSort, MyReservation, PnrLookup, Reservation, ReservationLanguage, ReservationStatus, SortOrder } from '../../contract';
import { paymentState, SETTLED_PAYMENT_STATUSES as SETTLED_STATUSES } from '../../contract';
import { UUID_PATTERN } from '../../contract/patterns';
import { orderBySql, reservationFilterSql, type ListFilters } from './adminLists';
import type { Email } from '../email/messages';
import { fromBool, fromCents, fromCentsOrNull, isUniqueViolation, newId, nowIso, selectPage, type Page, type Paged, type ReadQuery } from './common';
import { quoteOf, TERMS_COLUMNS, TOUR_TERMS_COLUMNS, type TermsRow } from './cancellations';
import { outboxInsert } from './outbox';
import { bindNamed, ROOMS_FREE_EVERY_NIGHT, STAY_NIGHTS_CTE } from './sql';

type ReservationRow = {
  id: string;
  pnr_code: string;
  status: ReservationStatus;
  total_amount_cents: number;
  advance_payment_cents: number | null;
  reservation_guests: number;
  check_in: string;
  check_out: string;
  guest_name: string;
  guest_email: string;
  guest_phone: string;
  special_requests: string | null;
  hotel_id: string;
  hotel_name: string;
  room_type_id: string;
  room_type_name: string;
  room_count: number;
  price_per_night_cents: number;
  nights: number;
  user_id: string | null;
  language: ReservationLanguage;
  created_at: string;
  updated_at: string;
  terms_accepted_at: string | null;
  terms_version: string | null;
  subtotal_cents: number | null;
  tax_cents: number | null;
  stay_status: StayStatus;
  checked_in_at: string | null;
  checked_out_at: string | null;
  no_show_at: string | null;
  released_from: string | null;
};

const COLUMNS = `r.id, r.pnr_code, r.status, r.total_amount_cents, r.advance_payment_cents,
  r.reservation_guests, r.check_in, r.check_out, r.guest_name, r.guest_email, r.guest_phone,
  r.special_requests, r.hotel_id, h.hotel_name, r.room_type_id, rt.name AS room_type_name,
  r.room_count, r.price_per_night_cents, r.nights, r.user_id, r.language, r.created_at, r.updated_at,
  r.terms_accepted_at, r.terms_version, r.subtotal_cents, r.tax_cents,
  r.stay_status, r.checked_in_at, r.checked_out_at, r.no_show_at, r.released_from`;
const FROM = `FROM reservations r
  JOIN hotels h ON h.id = r.hotel_id
  JOIN room_types rt ON rt.id = r.room_type_id`;
const SELECT = `SELECT ${COLUMNS} ${FROM}`;

export function toReservation(row: ReservationRow): Reservation {
  return {
    id: row.id,
    pnrCode: row.pnr_code,
    status: row.status,
    totalAmount: fromCents(row.total_amount_cents),
    advancePayment: fromCentsOrNull(row.advance_payment_cents),
    reservationGuests: row.reservation_guests,
    checkIn: row.check_in,
    checkOut: row.check_out,
    reservationCreatedAt: row.created_at,
    reservationUpdatedAt: row.updated_at,
    guestName: row.guest_name,
    guestEmail: row.guest_email,
    guestPhone: row.guest_phone,
    specialRequests: row.special_requests,
    hotelId: row.hotel_id,
    hotelName: row.hotel_name,
    roomTypeId: row.room_type_id,
    roomType: row.room_type_name,
    roomCount: row.room_count,
    pricePerNight: fromCents(row.price_per_night_cents),
    nights: row.nights,
    userId: row.user_id,
    language: row.language,
    termsAcceptedAt: row.terms_accepted_at,
    termsVersion: row.terms_version,
    subtotal: fromCentsOrNull(row.subtotal_cents),
    tax: fromCentsOrNull(row.tax_cents),
    stayStatus: row.stay_status,
    checkedInAt: row.checked_in_at,
    checkedOutAt: row.checked_out_at,
    noShowAt: row.no_show_at,
  };
}

/** A reservation with the fields the payment and e-mail steps need (cents, not TL). */
export type ReservationRecord = ReservationRow;

export async function getReservationRecord(db: D1Database, id: string): Promise<ReservationRecord | null> {
  return db.prepare(`${SELECT} WHERE r.id = ?`).bind(id).first<ReservationRow>();
}

export async function getReservation(db: D1Database, id: string): Promise<Reservation | null> {
  const row = await getReservationRecord(db, id);
  return row ? toReservation(row) : null;
}

export type ReservationFilters = ListFilters & {
  status?: ReservationStatus | undefined;
  userId?: string | undefined;
  sort?: ListSort | undefined;
  order?: SortOrder | undefined;
};

/** WHERE clause (with binds) of a reservation list or export; alias `r`. */
export function reservationWhere(filters: ReservationFilters): { clause: string; binds: unknown[] } {
  const where: string[] = [];
  const binds: unknown[] = [];
  if (filters.status) {
    where.push('r.status = ?');
    binds.push(filters.status);
  }
  if (filters.userId) {
    where.push('r.user_id = ?');
    binds.push(filters.userId);
  }
  reservationFilterSql(filters, where, binds);
  return { clause: where.length ? ` WHERE ${where.join(' AND ')}` : '', binds };
}

function reservationPage<Row extends ReservationRow>(db: D1Database, filters: ReservationFilters, page: Page, extraColumns = '') {
  const { clause, binds } = reservationWhere(filters);
  const order = orderBySql(filters.sort, filters.order, {
    createdAt: 'r.created_at',
    checkIn: 'r.check_in',
    amount: 'r.total_amount_cents',
    rowid: 'r.rowid',
  });
  return selectPage<Row>(db, {
    select: `SELECT ${COLUMNS}${extraColumns} ${FROM}${clause}${order}`,
    count: `SELECT count(*) AS n FROM reservations r${clause}`,
    binds,
    page,
  });
}

/** Admin lists (and a user's own): filtered, sorted (newest first by default), paged on the server. */
export async function listReservations(db: D1Database, filters: ReservationFilters, page: Page): Promise<Paged<Reservation>> {
  const result = await reservationPage<ReservationRow>(db, filters, page);
  return { items: result.items.map(toReservation), total: result.total };
}

/**
 * The logged-in user's own reservations (GET /api/reservation/my), newest first, each with
 * whether it has a review already (the profile offers "Write a review" on the others whose stay
 * has ended: contract/review.ts `canReviewStay`).
 */
export async function listMyReservations(db: D1Database, userId: string, page: Page, today: string): Promise<Paged<MyReservation>> {
  const result = await reservationPage<ReservationRow & TermsRow & PaymentColumns & { reviewed: number }>(
    db,
    { userId },
    page,
    `, EXISTS (SELECT 1 FROM reviews rv WHERE rv.reservation_id = r.id) AS reviewed, ${TERMS_COLUMNS}, ${paymentOfBooking('reservation_id', 'r.id')}`,
  );
  return {
    items: result.items.map((row) => ({
      ...toReservation(row),
      reviewed: fromBool(row.reviewed),
      cancellation: quoteOf(row, today),
      payment: bookingPaymentOf(row),
    })),
    total: result.total,
  };
}

/** The columns of the public PNR lookup (no e-mail, phone or ids): a stay's, or a tour booking's. */
export type PnrLookupRow = Pick<ReservationRow, 'hotel_name' | 'guest_name' | 'check_in' | 'check_out' | 'status' | 'total_amount_cents' | 'pnr_code'> &
  TermsRow & {
    kind: 'STAY' | 'TOUR';
    /** The hotel's (or the tour's) id: its name's translations; never answered. */
    named_id: string;
  } & PaymentColumns;

/** A booking's first payment and its refund (paymentOfBooking), null columns when it has none. */
export type PaymentColumns = {
  pay_status: string | null;
  pay_receipt: number | null;
  pay_verified: number | null;
  pay_reason: string | null;
  refund_status: string | null;
};

/** The columns of a booking's first payment (`column` = its id's column in payments) and its refund. */
export const paymentOfBooking = (column: 'reservation_id' | 'tour_reservation_id', bookingId: string) => {
  const first = (expression: string) =>
    `(SELECT ${expression} FROM payments p WHERE p.${column} = ${bookingId} ORDER BY p.created_at, p.rowid LIMIT 1)`;
  return `${first('p.status')} AS pay_status, ${first('p.receipt IS NOT NULL')} AS pay_receipt,
    ${first('p.is_receipt_verified')} AS pay_verified, ${first('p.rejection_reason')} AS pay_reason,
    (SELECT f.status FROM refunds f WHERE f.${column} = ${bookingId}) AS refund_status`;
};

/**
 * The public PNR lookup as one read statement (the route batches it with the caller's
 * failure counter: routes/reservations.ts): the stay with the code, else the tour booking
 * (codes are unique across both, worker/db/tourReservations.ts). `toPnrLookup` maps its row.
 */
export function pnrLookupQuery(pnrCode: string): ReadQuery {
  return {
    sql: `SELECT 'STAY' AS kind, h.id AS named_id, h.hotel_name, r.guest_name, r.check_in, r.check_out, r.status, r.total_amount_cents, r.pnr_code, ${TERMS_COLUMNS},
       ${paymentOfBooking('reservation_id', 'r.id')}
       FROM reservations r JOIN hotels h ON h.id = r.hotel_id WHERE r.pnr_code = ?
     UNION ALL
     SELECT 'TOUR', t.id, t.tour_name, tr.full_name, tr.tour_date, tr.tour_date, tr.status, tr.total_amount_cents, tr.pnr_code,
       ${TOUR_TERMS_COLUMNS}, ${paymentOfBooking('tour_reservation_id', 'tr.id')}
       FROM tour_reservations tr JOIN tours t ON t.id = tr.tour_id WHERE tr.pnr_code = ?`,
    params: [pnrCode, pnrCode],
  };
}

/** Only the fields the public PNR lookup may show, with the hotel's (or the tour's) policy applied on Van's `today`. */
export function toPnrLookup(row: PnrLookupRow, today: string): PnrLookup {
  return {
    kind: row.kind,
    hotelName: row.hotel_name,
    guestName: row.guest_name,
    checkIn: row.check_in,
    checkOut: row.check_out,
    status: row.status,
    totalAmount: fromCents(row.total_amount_cents),
    pnrCode: row.pnr_code,
    cancellation: quoteOf(row, today),
    payment: bookingPaymentOf(row),
  };
}

/** The booking's payment as the guest sees it: its state (contract paymentState) and, while rejected, the reason. */
export function bookingPaymentOf(row: PaymentColumns & { status: string }): BookingPayment | null {
  if (row.pay_status === null) return null;
  const state = paymentState({
    status: row.pay_status,
    hasReceipt: fromBool(row.pay_receipt ?? 0),
    verified: fromBool(row.pay_verified ?? 0),
    bookingStatus: row.status,
    refundStatus: row.refund_status,
  });
  return { state, rejectionReason: state === 'REJECTED' ? row.pay_reason : null };
}

/** What the late receipt access needs: the guest's e-mail to compare, status, total, payment id. */
export type PnrAccessRecord = {
  id: string;
  pnr_code: string;
  status: ReservationStatus;
  guest_email: string;
  total_amount_cents: number;
  payment_id: string | null;
};

/**
 * The late receipt access's read of a booking by PNR (one statement, batched by the route): a
 * stay or a tour booking, both paid by bank transfer with a receipt (migration 0014).
 */
export function pnrAccessQuery(pnrCode: string): ReadQuery {
  return {
    sql: `SELECT r.id, r.pnr_code, r.status, r.guest_email, r.total_amount_cents,
         (SELECT p.id FROM payments p WHERE p.reservation_id = r.id ORDER BY p.created_at, p.rowid LIMIT 1) AS payment_id
       FROM reservations r WHERE r.pnr_code = ?
       UNION ALL
       SELECT tr.id, tr.pnr_code, tr.status, tr.email, tr.total_amount_cents,
         (SELECT p.id FROM payments p WHERE p.tour_reservation_id = tr.id ORDER BY p.created_at, p.rowid LIMIT 1)
       FROM tour_reservations tr WHERE tr.pnr_code = ?`,
    params: [pnrCode, pnrCode],
  };
}

// ---------------------------------------------------------------------------------------------
// Hotel and room type of a booking.

/** A booking's hotel: its name and its cancellation policy (the booking e-mail states it). */
export type HotelRef = {
  id: string;
  hotelName: string;
  cancellationPolicy: CancellationPolicy;
  freeCancellationDays: number;
  /** Percent: accommodation tax + VAT. */
  taxRate: number;
};

type HotelRefRow = { id: string; hotel_name: string; cancellation_policy: CancellationPolicy; free_cancellation_days: number; tax_rate_bp: number };
const HOTEL_REF_COLUMNS = 'id, hotel_name, cancellation_policy, free_cancellation_days, tax_rate_bp';
const toHotelRef = (row: HotelRefRow): HotelRef => ({
  id: row.id,
  hotelName: row.hotel_name,
  cancellationPolicy: row.cancellation_policy,
  freeCancellationDays: row.free_cancellation_days,
  taxRate: row.tax_rate_bp / 100,
});

/**
 * A hotel by id, or (admin form) by name, case-insensitively. `ambiguous` when several hotels
 * carry that name.
 */
export async function findHotel(db: D1Database, idOrName: string): Promise<HotelRef | 'ambiguous' | null> {
  if (UUID_PATTERN.test(idOrName)) {
    const row = await db.prepare(`SELECT ${HOTEL_REF_COLUMNS} FROM hotels WHERE id = ?`).bind(idOrName).first<HotelRefRow>();
    if (row) return toHotelRef(row);
  }
  const { results } = await db
    .prepare(`SELECT ${HOTEL_REF_COLUMNS} FROM hotels WHERE hotel_name = ? COLLATE NOCASE LIMIT 2`)
    .bind(idOrName.trim())
    .all<HotelRefRow>();
  if (results.length > 1) return 'ambiguous';
  const row = results[0];
  return row ? toHotelRef(row) : null;
}

export type RoomTypeRef = {
  id: string;
  name: string;
  pricePerNightCents: number;
  roomCount: number;
  capacity: number;
  minNights: number | null;
  maxNights: number | null;
};
type RoomTypeRefRow = {
  id: string;
  name: string;
  price_per_night_cents: number;
  room_count: number;
  capacity: number;
  min_nights: number | null;
  max_nights: number | null;
};

/**
 * The hotel's room type named by `roomTypeId`, or by `roomType` (an id, or a name matched
 * case-insensitively). A room type of another hotel is not found.
 */
export async function findRoomTypeOfHotel(
  db: D1Database,
  hotelId: string,
  ref: { roomTypeId?: string | undefined; roomType?: string | undefined },
): Promise<RoomTypeRef | null> {
  const key = (ref.roomTypeId ?? ref.roomType ?? '').trim();
  if (!key) return null;
  const byIdOnly = ref.roomTypeId !== undefined;
  const row = await db
    .prepare(
      `SELECT id, name, price_per_night_cents, room_count, capacity, min_nights, max_nights FROM room_types
       WHERE hotel_id = ?1 AND (id = ?2 OR (?3 = 0 AND name = ?2 COLLATE NOCASE))
       ORDER BY id = ?2 DESC LIMIT 1`,
    )
    .bind(hotelId, key, byIdOnly ? 1 : 0)
    .first<RoomTypeRefRow>();
  return row
    ? {
        id: row.id,
        name: row.name,
        pricePerNightCents: row.price_per_night_cents,
        roomCount: row.room_count,
        capacity: row.capacity,
        minNights: row.min_nights,
        maxNights: row.max_nights,
      }
    : null;
}

// ---------------------------------------------------------------------------------------------
// PNR codes.

/** 32 letters and digits without 0/O, 1/I: 8 characters = 40 bits. */
export const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PNR_LENGTH = 8;

/** A random PNR code (crypto.getRandomValues; 256 is a multiple of 32, so no modulo bias). */
export function newPnrCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(PNR_LENGTH));
  return Array.from(bytes, (byte) => PNR_ALPHABET[byte % PNR_ALPHABET.length]).join('');
}

const isPnrCollision = (error: unknown) => isUniqueViolation(error) && /pnr_code/i.test((error as Error).message);

// ---------------------------------------------------------------------------------------------
// Writes.

export type NewReservation = {
  hotelId: string;
  roomTypeId: string;
  roomCount: number;
  reservationGuests: number;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** The first night's price of one room (the cancellation rule keeps the first night: contract/cancellation.ts). */
  pricePerNightCents: number;
  /** subtotal + tax (contract/stayPricing.ts), and the invoice split kept beside it. */
  totalCents: number;
  subtotalCents: number;
  taxCents: number;
  taxRateBp: number;
  nightPrices: readonly { date: string; priceCents: number }[];
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  specialRequests: string | null;
  userId: string | null;
  language: ReservationLanguage;
  /** The guest accepted the legal texts (stored with the booking's time), and which version (contract/legal.ts). */
  termsAccepted: boolean;
  termsVersion: string | null;
};

export type CreateOutcome = { outcome: 'created'; id: string; pnrCode: string } | { outcome: 'full' };

/**
 * Inserts a PENDING reservation and its RESERVATION_CREATED e-mail in one batch. The insert
 * carries the availability check (per night of the stay), so parallel bookings cannot
 * overbook: when the rooms are gone it inserts nothing, and the e-mail (guarded by the
 * reservation's existence) is not written either. A PNR collision rolls the batch back and
 * is retried with a new code.
 */
export async function createReservation(
  db: D1Database,
  input: NewReservation,
  emailFor: (pnrCode: string) => Email,
  options: { newPnr?: () => string; attempts?: number } = {},
): Promise<CreateOutcome> {
  const makePnr = options.newPnr ?? newPnrCode;
  const attempts = options.attempts ?? 8;
  for (let attempt = 1; ; attempt++) {
    const id = newId();
    const pnrCode = makePnr();
    const at = nowIso();
    const insert = bindNamed(
      db,
      `${STAY_NIGHTS_CTE}
       INSERT INTO reservations (id, pnr_code, status, total_amount_cents, reservation_guests, check_in, check_out,
         guest_name, guest_email, guest_phone, special_requests, hotel_id, room_type_id, room_count,
         price_per_night_cents, nights, user_id, language, created_at, updated_at, terms_accepted_at, terms_version,
         subtotal_cents, tax_cents, tax_rate_bp, night_prices)
       SELECT :id, :pnrCode, 'PENDING', :totalCents, :guests, :checkIn, :checkOut,
         :guestName, :guestEmail, :guestPhone, :specialRequests, :hotelId, :roomTypeId, :roomCount,
         :priceCents, :nights, (SELECT u.id FROM users u WHERE u.id = :userId), :language, :at, :at,
         :termsAcceptedAt, :termsVersion, :subtotalCents, :taxCents, :taxRateBp, :nightPrices
       WHERE EXISTS (SELECT 1 FROM room_types rt WHERE rt.id = :roomTypeId AND rt.hotel_id = :hotelId)
         AND ${ROOMS_FREE_EVERY_NIGHT}`,
      {
        id,
        pnrCode,
        totalCents: input.totalCents,
        guests: input.reservationGuests,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        guestName: input.guestName,
        guestEmail: input.guestEmail,
        guestPhone: input.guestPhone,
        specialRequests: input.specialRequests,
        hotelId: input.hotelId,
        roomTypeId: input.roomTypeId,
        roomCount: input.roomCount,
        priceCents: input.pricePerNightCents,
        nights: input.nights,
        userId: input.userId,
        language: input.language,
        at,
        termsAcceptedAt: input.termsAccepted ? at : null,
        termsVersion: input.termsAccepted ? input.termsVersion : null,
        subtotalCents: input.subtotalCents,
        taxCents: input.taxCents,
        taxRateBp: input.taxRateBp,
        nightPrices: JSON.stringify(input.nightPrices),
        excludeId: null,
      },
    );
    const email = outboxInsert(
      db,
      { kind: 'RESERVATION_CREATED', toEmail: input.guestEmail, language: input.language, reservationId: id, email: emailFor(pnrCode) },
      'EXISTS (SELECT 1 FROM reservations WHERE id = :reservationId)',
    );
    try {
      const [inserted] = await db.batch([insert, email]);
      if (!inserted || inserted.meta.changes === 0) return { outcome: 'full' };
      return { outcome: 'created', id, pnrCode };
    } catch (error) {
      if (isPnrCollision(error) && attempt < attempts) continue;
      throw error;
    }
  }
}

export type ReservationChanges = {
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  hotelId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  roomCount: number;
  reservationGuests: number;
  pricePerNightCents: number;
  totalCents: number;
  advancePaymentCents: number | null;
  status: ReservationStatus;
  specialRequests: string | null;
  language: ReservationLanguage;
};

/** Payment states whose amount is money already settled: never rewritten by a reservation edit. */
/** SQL list of contract SETTLED_PAYMENT_STATUSES (constants, never user input). */
export const SETTLED_PAYMENT_STATUSES = `(${SETTLED_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/**
 * Admin edit (full replace of the editable fields). With `checkInventory` the update carries the
 * same per-night availability check as a new booking (the reservation itself not counted).
 * A changed total moves the amount of the reservation's unpaid payments (PENDING, CANCELLED,
 * FAILED) in the same batch; while a settled payment (PAID, COMPLETED, REFUNDED) exists the
 * total cannot change at all ('paid': nothing is written).
 */
export async function updateReservation(
  db: D1Database,
  id: string,
  changes: ReservationChanges,
  checkInventory: boolean,
): Promise<'updated' | 'full' | 'missing' | 'paid'> {
  const at = nowIso();
  const settledGuard = `(total_amount_cents = :totalCents OR NOT EXISTS (
       SELECT 1 FROM payments sp WHERE sp.reservation_id = :excludeId AND sp.status IN ${SETTLED_PAYMENT_STATUSES}))`;
  const update = bindNamed(
    db,
    `${STAY_NIGHTS_CTE}
     UPDATE reservations SET guest_name = :guestName, guest_email = :guestEmail, guest_phone = :guestPhone,
       hotel_id = :hotelId, room_type_id = :roomTypeId, check_in = :checkIn, check_out = :checkOut,
       nights = :nights, room_count = :roomCount, reservation_guests = :guests,
       price_per_night_cents = :priceCents,
       -- An admin's new total no longer splits as stored: the invoice split is dropped with it.
       subtotal_cents = CASE WHEN total_amount_cents = :totalCents THEN subtotal_cents END,
       tax_cents = CASE WHEN total_amount_cents = :totalCents THEN tax_cents END,
       total_amount_cents = :totalCents,
       advance_payment_cents = :advanceCents, status = :status, special_requests = :specialRequests,
       language = :language, updated_at = :at
     WHERE id = :excludeId AND ${settledGuard} AND (:checkInventory = 0 OR ${ROOMS_FREE_EVERY_NIGHT})`,
    {
      guestName: changes.guestName,
      guestEmail: changes.guestEmail,
      guestPhone: changes.guestPhone,
      hotelId: changes.hotelId,
      roomTypeId: changes.roomTypeId,
      checkIn: changes.checkIn,
      checkOut: changes.checkOut,
      nights: changes.nights,
      roomCount: changes.roomCount,
      guests: changes.reservationGuests,
      priceCents: changes.pricePerNightCents,
      totalCents: changes.totalCents,
      advanceCents: changes.advancePaymentCents,
      status: changes.status,
      specialRequests: changes.specialRequests,
      language: changes.language,
      at,
      excludeId: id,
      checkInventory: checkInventory ? 1 : 0,
    },
  );
  // Only when the reservation row was written by this batch (its updated_at is ours).
  const follow = bindNamed(
    db,
    `UPDATE payments SET amount_cents = :totalCents, updated_at = :at
     WHERE reservation_id = :id AND status NOT IN ${SETTLED_PAYMENT_STATUSES} AND amount_cents <> :totalCents
       AND EXISTS (SELECT 1 FROM reservations WHERE id = :id AND updated_at = :at AND total_amount_cents = :totalCents)`,
    { totalCents: changes.totalCents, at, id },
  );
  const [result] = await db.batch([update, follow]);
  if (result && result.meta.changes > 0) return 'updated';
  const row = await db
    .prepare(
      `SELECT total_amount_cents AS total,
         EXISTS (SELECT 1 FROM payments WHERE reservation_id = ?1 AND status IN ${SETTLED_PAYMENT_STATUSES}) AS settled
       FROM reservations WHERE id = ?1`,
    )
    .bind(id)
    .first<{ total: number; settled: number }>();
  if (!row) return 'missing';
  if (row.settled && row.total !== changes.totalCents) return 'paid';
  return 'full';
}

/**
 * Deletes a reservation and its payments in one batch (payments -> reservations is RESTRICT)
 * and returns the R2 keys of their receipts, read inside the same batch, for the caller to
 * delete. Outbox rows stay (their reservation_id becomes NULL).
 */
export async function deleteReservation(db: D1Database, id: string): Promise<{ deleted: number; receipts: string[] }> {
  // Counted by SELECT inside the batch: D1's meta.changes also counts the outbox rows set to NULL.
  const [receipts, count] = await db.batch([
    db.prepare('SELECT receipt FROM payments WHERE reservation_id = ? AND receipt IS NOT NULL').bind(id),
    db.prepare('SELECT count(*) AS n FROM reservations WHERE id = ?').bind(id),
    db.prepare('DELETE FROM payments WHERE reservation_id = ?').bind(id),
    db.prepare('DELETE FROM reservations WHERE id = ?').bind(id),
  ]);
  return {
    deleted: (count?.results[0] as { n: number } | undefined)?.n ?? 0,
    receipts: ((receipts?.results ?? []) as { receipt: string }[]).map((row) => row.receipt),
  };
}

/** Every reservation and payment, in one batch; returns the receipt keys to delete from R2. */
export async function deleteAllReservations(db: D1Database): Promise<{ deleted: number; receipts: string[] }> {
  const [receipts, count] = await db.batch([
    db.prepare('SELECT receipt FROM payments WHERE receipt IS NOT NULL'),
    db.prepare('SELECT count(*) AS n FROM reservations'),
    db.prepare('DELETE FROM payments'),
    db.prepare('DELETE FROM reservations'),
  ]);
  return {
    deleted: (count?.results[0] as { n: number } | undefined)?.n ?? 0,
    receipts: ((receipts?.results ?? []) as { receipt: string }[]).map((row) => row.receipt),
  };
}

/**
 * The unpaid-hold release (cron): PENDING reservations created before `cutoff` whose payments
 * show no receipt still in play are CANCELLED, freeing their rooms. A receipt in play is one on
 * a PENDING/PAID/COMPLETED payment, or a rejected one (CANCELLED) rejected after `cutoff`: a
 * guest whose receipt was just rejected keeps the hold for another period to upload a new one.
 * One statement; returns how many were cancelled.
 */
export async function cancelStaleHolds(db: D1Database, cutoff: string, at: string): Promise<number> {
  const result = await db
    .prepare(
      `UPDATE reservations SET status = 'CANCELLED', cancelled_at = ?2, cancelled_by = 'SYSTEM', updated_at = ?2
       WHERE status = 'PENDING' AND created_at < ?1
         AND NOT EXISTS (
           SELECT 1 FROM payments p
           WHERE p.reservation_id = reservations.id AND p.receipt IS NOT NULL
             AND (p.status IN ('PENDING', 'PAID', 'COMPLETED') OR (p.status = 'CANCELLED' AND p.updated_at >= ?1))
         )
       RETURNING id`,
    )
    .bind(cutoff, at)
    .all();
  // Counted from RETURNING: meta.changes also counts the room-nights the cancellation's trigger frees (migration 0024).
  return result.results.length;
}
