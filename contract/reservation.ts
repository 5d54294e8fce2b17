import { z } from 'zod';
import { CANCELLATION_POLICIES } from './cancellation';
import type { PAYMENT_STATES } from './paymentLabel';
import {
  email,
  id,
  intInput,
  isoDate,
  LIMITS,
  money,
  moneyField,
  moneyInput,
  nightsBetween,
  nullableText,
  optionalQuery,
  PageQuery,
  phoneNumber,
  requiredText,
  timestamp,
} from './common';
import { LegalMessages, TERMS_VERSION } from './legal';
import { STAY_STATUSES } from './frontDesk';

/** Texts of spec section 5 (visitor hotel reservation, PNR lookup). */
export const ReservationMessages = {
  hotelMissing: 'Otel bilgisi eksik',
  pastCheckIn: 'Geçmiş bir tarih için rezervasyon yapamazsınız',
  checkOutAfterCheckIn: 'Çıkış tarihi giriş tarihinden sonra olmalıdır',
  noRoomType: 'Oda tipi bulunamadı',
  /** reservationGuests > capacity x roomCount (400, on reservationGuests). */
  tooManyGuests: 'Misafir sayısı seçilen odaların kapasitesini aşıyor',
  /** 409: the room type has too few free rooms on some night of the stay. */
  noRoomsLeft: 'Seçilen tarihlerde bu oda tipinde yeterli boş oda yok',
  pnrEmpty: 'Please enter a PNR code',
  pnrNotFound: 'Reservation not found',
  /** Too many PNR lookups / receipt-access attempts from one client (429, with Retry-After). */
  pnrTooMany: 'Too many PNR lookups. Please try again later.',
  /** Late receipt access to a reservation that is no longer waiting for its payment (409). */
  pnrAccessNotPending: 'This reservation is no longer waiting for a payment receipt',
} as const;

/** FAILED PNR lookups (and late receipt accesses) per client and window: a guest never gets near it, too few to enumerate. */
export const PNR_LOOKUP_LIMIT = { limit: 30, windowSeconds: 10 * 60 } as const;

/**
 * Whether the e-mail a guest typed is the reservation's guest e-mail: trimmed, compared
 * case-insensitively (the Worker and the mocks both use this).
 */
export const sameGuestEmail = (typed: string, stored: string): boolean =>
  typed.trim().toLowerCase() === stored.trim().toLowerCase();

/** Longest stay accepted in one reservation. */
export const MAX_NIGHTS = 365;

export const ReservationStatus = z.enum(['PENDING', 'CONFIRMED', 'CANCELLED']);
export type ReservationStatus = z.infer<typeof ReservationStatus>;

/** Language of the guest's emails (interface languages). */
export const ReservationLanguage = z.enum(['tr', 'en', 'fa']);
export type ReservationLanguage = z.infer<typeof ReservationLanguage>;

/** Default room type of a new reservation when none is chosen (spec section 9). */
export const DEFAULT_ROOM_TYPE = 'SINGLE';

/** A full reservation: for admins and for the guest/user it belongs to. */
export const Reservation = z.object({
  id,
  pnrCode: z.string(),
  status: ReservationStatus,
  totalAmount: money,
  advancePayment: money.nullable().optional(),
  reservationGuests: z.number().int().min(1),
  checkIn: isoDate,
  checkOut: isoDate,
  reservationCreatedAt: timestamp,
  reservationUpdatedAt: timestamp,
  guestName: z.string(),
  guestEmail: z.string(),
  guestPhone: z.string(),
  specialRequests: z.string().nullable(),
  hotelId: id,
  hotelName: z.string(),
  roomTypeId: id,
  /** The room type's name (SINGLE, DOUBLE, SUITE, ...). */
  roomType: z.string(),
  roomCount: z.number().int().min(1),
  pricePerNight: money,
  nights: z.number().int().min(1),
  userId: id.nullable(),
  language: ReservationLanguage,
  /** When the guest accepted the legal texts, and which version (termsAcceptanceFields); null when not recorded. */
  termsAcceptedAt: timestamp.nullable(),
  termsVersion: z.string().nullable(),
  /**
   * The invoice-ready split of `totalAmount` (migrations/0015_rates.sql): the sum of the nights'
   * prices x rooms and the hotel's accommodation tax + VAT on it; null on bookings made before it.
   */
  subtotal: money.nullable(),
  tax: money.nullable(),
  /** The front desk's status of the stay and when it changed (migrations/0025_front_desk.sql, ADR 0018). */
  stayStatus: z.enum(STAY_STATUSES),
  checkedInAt: timestamp.nullable(),
  checkedOutAt: timestamp.nullable(),
  noShowAt: timestamp.nullable(),
});
export type Reservation = z.infer<typeof Reservation>;

/** GET /api/reservation/my: the user's own reservation, with whether they have reviewed that stay. */

/** GET /api/reservation/public/pnr/:pnr: exactly these fields (no email/phone). */
/**
 * The hotel's cancellation policy applied to one booking today (contract/cancellation.ts):
 * whether it can be cancelled, until when it is free, and the money if cancelled now.
 */
export const CancellationQuote = z.object({
  policy: z.enum(CANCELLATION_POLICIES),
  freeCancellationDays: z.number().int().min(0),
  /** Last free day (Van's calendar); null when non-refundable. */
  freeUntil: isoDate.nullable(),
  cancellable: z.boolean(),
  /** What the policy charges if cancelled today. */
  fee: money,
  /** Approved payments so far; of them, what the hotel keeps and what is refunded. */
  paid: money,
  kept: money,
  refund: money,
});
export type CancellationQuote = z.infer<typeof CancellationQuote>;

/**
 * GET /api/reservation/my: the user's own bookings, whether each is reviewed, its cancellation
 * quote, and its hotel's and room type's names in the user's language (`?lang=`, else
 * Accept-Language: the hotel's `hotelName` and the room type's `displayName` as their own reads
 * answer them, contract/translations.ts; `hotelName` and `roomType` stay the stored names).
 */
/** What the guest sees of their booking's payment (issue 36): its state and a rejected receipt's reason. */
/**
 * Where a payment stands (contract/paymentLabel.ts PAYMENT_STATES, the rule paymentState). The
 * list is written here too, not imported: the SPA's build puts the zod-free module in a later
 * chunk, and an import of it from here made a circle of chunks (contract/contract.test.ts holds
 * the two lists equal).
 */
export const PaymentState = z.enum(['AWAITING_RECEIPT', 'UNDER_REVIEW', 'REJECTED', 'APPROVED', 'CANCELLED', 'REFUND_DUE', 'REFUNDED'] as const satisfies typeof PAYMENT_STATES);
export type PaymentState = z.infer<typeof PaymentState>;

export const BookingPayment = z.object({ state: PaymentState, rejectionReason: z.string().nullable() });
export type BookingPayment = z.infer<typeof BookingPayment>;

export const MyReservation = Reservation.extend({
  reviewed: z.boolean(),
  cancellation: CancellationQuote,
  hotelDisplayName: z.string().optional(),
  roomTypeDisplayName: z.string().optional(),
  /** Beside the spec's fields: the booking's payment (null before a payment record exists). */
  payment: BookingPayment.nullable().optional(),
});
export type MyReservation = z.infer<typeof MyReservation>;

/** What a booking is: a hotel stay or a tour booking (both have a PNR, a payment and a refund). */
export const BookingKind = z.enum(['STAY', 'TOUR']);
export type BookingKind = z.infer<typeof BookingKind>;

export const PnrLookup = z.object({
  /** A hotel stay, or a tour booking (then `hotelName` is the tour's name and both dates are the tour date). */
  kind: BookingKind,
  hotelName: z.string(),
  guestName: z.string(),
  checkIn: isoDate,
  checkOut: isoDate,
  status: ReservationStatus,
  totalAmount: money,
  pnrCode: z.string(),
  /** The hotel's (or the tour's) cancellation policy applied today. */
  cancellation: CancellationQuote,
  /**
   * Beside the spec's fields: the lookup's `hotelName` in the visitor's language (`?lang=`, else
   * Accept-Language; the same fallback as the hotel's and the tour's own reads), `hotelName`
   * staying the stored name. Only the lookup answers it.
   */
  hotelDisplayName: z.string().optional(),
  /**
   * Beside the spec's fields: the booking's payment as the guest may see it (its state and a
   * rejected receipt's reason), null before a payment record exists.
   */
  payment: BookingPayment.nullable().optional(),
});
export type PnrLookup = z.infer<typeof PnrLookup>;

/** `:pnr`: trimmed, upper-cased, letters and digits. */
export const PnrParams = z.object({
  pnr: z
    .string({ error: ReservationMessages.pnrEmpty })
    .trim()
    .min(1, ReservationMessages.pnrEmpty)
    .max(20, ReservationMessages.pnrNotFound)
    .toUpperCase()
    .regex(/^[A-Z0-9]+$/, ReservationMessages.pnrNotFound),
});
export type PnrParams = z.infer<typeof PnrParams>;

/**
 * Late receipt upload: POST /api/reservation/public/pnr/:pnr/access with the guest's e-mail.
 * A wrong PNR and a wrong e-mail get the same 404 (ReservationMessages.pnrNotFound).
 */
export const PnrAccessRequest = z.object({ email: email() });
export type PnrAccessRequest = z.infer<typeof PnrAccessRequest>;

/** Answer of the late receipt access: a booking token for this PENDING reservation's payment steps. */
export const PnrAccess = z.object({
  reservationId: id,
  pnrCode: z.string(),
  bookingToken: z.string(),
  /** The reservation's payment record, when one exists (else create it with the token). */
  paymentId: id.nullable(),
  totalAmount: money,
  status: ReservationStatus,
});
export type PnrAccess = z.infer<typeof PnrAccess>;

/**
 * Skip the date-order rule while a date itself is invalid (its own error is enough), and when
 * the body is not an object at all (`null`, an array): a custom `when` runs even then.
 */
const datesParsed = (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  typeof payload.value === 'object' &&
  payload.value !== null &&
  !payload.issues.some((issue) => issue.path?.[0] === 'checkIn' || issue.path?.[0] === 'checkOut');

const stayRules = <T extends z.ZodType<{ checkIn: string; checkOut: string }>>(schema: T) =>
  schema
    .refine((stay) => stay.checkOut > stay.checkIn, {
      message: ReservationMessages.checkOutAfterCheckIn,
      path: ['checkOut'],
      when: datesParsed,
    })
    .refine((stay) => stay.checkOut <= stay.checkIn || nightsBetween(stay.checkIn, stay.checkOut) <= MAX_NIGHTS, {
      message: `A stay can be at most ${MAX_NIGHTS} nights`,
      path: ['checkOut'],
      when: datesParsed,
    });

/**
 * The guest's acceptance of the legal texts (contract/legal.ts) on a booking. Optional: clients
 * written from the original spec send neither field, and their bookings are still taken (stored
 * with no acceptance). When sent, `termsAccepted` must be true and `termsVersion` the current
 * version; the SPA always sends both.
 */
export const termsAcceptanceFields = {
  termsAccepted: z.literal(true, { error: LegalMessages.termsNotAccepted }).optional(),
  termsVersion: z.literal(TERMS_VERSION, { error: LegalMessages.termsVersion }).optional(),
};

/** A room type by id or by name (matched case-insensitively within the hotel). */
const roomTypeRef = z.string().trim().max(LIMITS.short).optional();

/**
 * Visitor: POST /api/reservation/public/createReservation (and /reservations, /api/reservations).
 * `fullName` is accepted for `guestName`. Client figures (totalAmount, pricePerNight, status,
 * userId, ...) are stripped: the server computes price, nights and total from D1.
 * With neither roomTypeId nor roomType, the room type is SINGLE. The past-date rule needs
 * "today" and is checked by the server with `isPastDate` (message ReservationMessages.pastCheckIn).
 */
export const CreateReservationRequest = stayRules(
  z.object({
    hotelId: z.guid({
      error: (issue) => (issue.input === undefined ? ReservationMessages.hotelMissing : 'Must be a valid id'),
    }),
    roomTypeId: id.optional(),
    roomType: roomTypeRef,
    roomCount: intInput(1, 50, 'Room count must be at least 1').default(1),
    reservationGuests: intInput(1, 200, 'Number of guests must be at least 1'),
    checkIn: isoDate,
    checkOut: isoDate,
    guestName: z.string().trim().max(LIMITS.name, `At most ${LIMITS.name} characters`).optional(),
    fullName: z.string().trim().max(LIMITS.name, `At most ${LIMITS.name} characters`).optional(),
    guestEmail: email(),
    guestPhone: phoneNumber('Phone is required'),
    specialRequests: nullableText(LIMITS.text),
    language: ReservationLanguage.default('tr'),
    ...termsAcceptanceFields,
  }),
)
  .refine((r) => Boolean(r.guestName || r.fullName), { message: 'Full name is required', path: ['guestName'] })
  .transform(({ fullName, guestName, hotelId, roomTypeId, roomType, ...rest }) => ({
    ...rest,
    hotelId,
    guestName: (guestName || fullName) as string,
    roomTypeId: roomTypeId,
    roomType: roomTypeId ? roomType : roomType || DEFAULT_ROOM_TYPE,
  }));
export type CreateReservationRequest = z.infer<typeof CreateReservationRequest>;

/** Answer of reservation creation; `bookingToken` authorises this reservation's payment steps. */
export const CreateReservationResponse = z.object({
  id,
  pnrCode: z.string(),
  bookingToken: z.string(),
  /** subtotal (the nights' prices x rooms) + tax (the hotel's rate): contract/stayPricing.ts. */
  totalAmount: money,
  subtotal: money,
  tax: money,
  nights: z.number().int().min(1),
  status: ReservationStatus,
});
export type CreateReservationResponse = z.infer<typeof CreateReservationResponse>;

/**
 * Admin: PUT /api/reservation/public/updateReservation?id= (full replace of the editable fields).
 * `hotelId` is an id or a hotel name (mapped by the server); the room type is given by
 * roomTypeId or roomType (id or name). The admin may set totalAmount and status freely.
 */
export const ReservationUpdate = stayRules(
  z.object({
    guestName: requiredText(LIMITS.name, 'Guest name is required'),
    guestEmail: email(),
    guestPhone: phoneNumber('Phone is required'),
    hotelId: requiredText(LIMITS.name, 'Hotel is required'),
    roomTypeId: id.optional(),
    roomType: roomTypeRef,
    checkIn: isoDate,
    checkOut: isoDate,
    roomCount: intInput(1, 50, 'Room count must be at least 1'),
    reservationGuests: intInput(1, 200, 'Number of guests must be at least 1'),
    totalAmount: moneyField('Total amount is required'),
    status: ReservationStatus,
    specialRequests: nullableText(LIMITS.text),
    advancePayment: z
      .union([moneyInput, z.literal(''), z.null()])
      .optional()
      .transform((v) => (v === '' || v === undefined ? null : v)),
    language: ReservationLanguage.optional(),
  }),
).refine((r) => Boolean(r.roomTypeId || r.roomType), { message: 'Room type is required', path: ['roomType'] });
export type ReservationUpdate = z.infer<typeof ReservationUpdate>;

/** Sort keys of the admin's reservation and payment lists (and their CSV exports). */
export const ListSort = z.enum(['createdAt', 'checkIn', 'amount']);
export type ListSort = z.infer<typeof ListSort>;
export const SortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrder>;

/**
 * Filters shared by the admin's reservation and payment lists: `q` finds a guest name or e-mail
 * (case- and Turkish-accent-insensitive, part of the text) or a PNR (part of the code);
 * `from`/`to` keep stays with a night on a day from `from` to `to`, both included (a night
 * `from <= night <= to`; from = to is that one day, e.g. today's guests and arrivals); sorted by
 * `sort` (default createdAt) in `order` (default desc).
 */
export const listFilterFields = {
  q: optionalQuery(z.string().trim().max(100, 'At most 100 characters')),
  hotelId: optionalQuery(id),
  from: optionalQuery(isoDate),
  to: optionalQuery(isoDate),
  sort: optionalQuery(ListSort),
  order: optionalQuery(SortOrder),
};

/** `to` must not be before `from` when both are given (the same day is a one-day range). */
export const rangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.to >= query.from;
export const RANGE_MESSAGE = '"to" must not be before "from"';

/** Optional filters of GET /api/reservation/public/getAllReservations (and reservations.csv). */
export const ReservationListQuery = PageQuery.extend({
  status: optionalQuery(ReservationStatus),
  ...listFilterFields,
}).refine(rangeInOrder, { message: RANGE_MESSAGE, path: ['to'] });
export type ReservationListQuery = z.infer<typeof ReservationListQuery>;

/** GET /api/reservation/getUserReservations?userId= (only one's own, unless admin). */
export const UserReservationsQuery = PageQuery.extend({ userId: id });
export type UserReservationsQuery = z.infer<typeof UserReservationsQuery>;
