import { z } from 'zod';
import { id, LIMITS, money, moneyInput, nullableText, optionalQuery, PageQuery, timestamp } from './common';
import { receiptFilename } from './file';
import { BookingKind, listFilterFields, PaymentState, RANGE_MESSAGE, rangeInOrder } from './reservation';

/** Any value outside PENDING/PAID/COMPLETED/CANCELLED/REFUNDED is shown as failed. */
export const PaymentStatus = z.enum(['PENDING', 'PAID', 'COMPLETED', 'CANCELLED', 'REFUNDED', 'FAILED']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const PaymentProvider = z.enum(['BANK_TRANSFER', 'CREDIT_CARD']);
export type PaymentProvider = z.infer<typeof PaymentProvider>;

export const CURRENCY = 'TRY';

/** Error messages of the payment calls (the Worker and the mocks answer with these). */
export const PaymentMessages = {
  notFound: 'Payment not found',
  reservationNotFound: 'Reservation not found',
  receiptNotFound: 'Receipt file not found',
  receiptOtherReservation: 'This receipt was not uploaded for this reservation',
  /** 409: a receipt attached to (or uploaded for) a PAID / COMPLETED / REFUNDED payment. */
  locked: 'This payment has already been approved; its receipt cannot be changed',
  /** 409: verifying a payment that has no receipt. */
  noReceipt: 'There is no receipt to verify for this payment',
  /** 409: approving the payment of a cancelled reservation whose rooms were taken meanwhile. */
  roomsGone: 'The reservation was cancelled and its rooms are no longer free for these dates',
  /** 409: approving the payment of a cancelled tour booking whose places were taken meanwhile. */
  placesGone: 'The tour booking was cancelled and its places on this date are no longer free',
  nothingToUpdate: 'Send at least one of amount, currency, status, provider, transactionId, paymentDate, isReceiptVerified',
  /** 400: a reject (`approve=false`) whose body gives a blank reason. */
  reasonRequired: 'Give the reason for rejecting the receipt',
} as const;


/** Answers of the booking-token calls (create payment, upload, attach) without the right token. */
export const BookingTokenMessages = {
  /** 401: neither a booking token nor an admin login. */
  required: 'A booking token or an admin login is required',
  /** 403: a logged-in USER without a booking token. */
  userWithout: 'A booking token for this reservation is required',
  /** 403: the booking token of another reservation. */
  otherReservation: 'This booking token is for another reservation',
} as const;

/** Payment states a guest may (re)attach a receipt in: not yet paid, or rejected. */
export const RECEIPT_OPEN_STATUSES: readonly PaymentStatus[] = ['PENDING', 'CANCELLED', 'FAILED'];

/**
 * Payment states whose amount is settled money: an admin's new reservation total is refused
 * while one exists; unsettled payments follow the new total (the Worker and the mocks).
 */
export const SETTLED_PAYMENT_STATUSES: readonly PaymentStatus[] = ['PAID', 'COMPLETED', 'REFUNDED'];

export const Payment = z.object({
  id,
  reservationId: id,
  status: PaymentStatus,
  amount: money,
  currency: z.string(),
  paymentDate: timestamp.nullable(),
  provider: PaymentProvider,
  transactionId: z.string().nullable(),
  /** Stored file name (GET /api/files/uploads/:filename), or null before the upload. */
  receipt: z.string().nullable(),
  isReceiptVerified: z.boolean(),
  /** The booking paid: a stay, or a tour booking (`reservationId` is then the tour booking's id). */
  reservation: z.object({ pnrCode: z.string(), guestName: z.string(), kind: BookingKind }),
  /** Beside the spec's fields: where the payment stands, following its booking (paymentState). */
  state: PaymentState,
  /** Why the admin rejected the receipt (while it is rejected), else null. */
  rejectionReason: z.string().nullable(),
});
export type Payment = z.infer<typeof Payment>;

/**
 * Guest (booking token): POST /api/payments/create. The spec's client also sends amount,
 * currency, status, provider and paymentDate: they are stripped; the server records the
 * reservation's total, TRY, PENDING and BANK_TRANSFER. A transfer reference may be given.
 */
export const PaymentCreate = z.object({
  reservationId: id,
  transactionId: nullableText(LIMITS.short),
});
export type PaymentCreate = z.infer<typeof PaymentCreate>;

/** Admin: PUT /api/payments/updatePayment/:id. Every field optional: absent keeps the value. */
export const PaymentUpdate = z.object({
  amount: moneyInput.optional(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Use a 3-letter currency code')
    .optional(),
  status: PaymentStatus.optional(),
  provider: PaymentProvider.optional(),
  transactionId: z.string().trim().max(LIMITS.short).nullable().optional(),
  paymentDate: z
    .string()
    .trim()
    .max(40)
    .refine((value) => !Number.isNaN(Date.parse(value)), 'Must be an ISO date-time')
    .nullable()
    .optional(),
  isReceiptVerified: z.boolean().optional(),
});
export type PaymentUpdate = z.infer<typeof PaymentUpdate>;

/** Guest (booking token): POST /api/payments/:id/update-receipt. A path is reduced to its file name. */
export const UpdateReceiptRequest = z.object({
  receipt: z
    .string({ error: 'receipt is required' })
    .trim()
    .min(1, 'receipt is required')
    .max(LIMITS.url)
    .transform((value) => value.split('/').pop() ?? value)
    .pipe(receiptFilename),
});
export type UpdateReceiptRequest = z.infer<typeof UpdateReceiptRequest>;

/** Admin: POST /api/payments/:id/verify?approve=true|false. */
export const VerifyQuery = z.object({
  approve: z.enum(['true', 'false'], { error: 'approve must be true or false' }).transform((value) => value === 'true'),
});
export type VerifyQuery = z.infer<typeof VerifyQuery>;

/**
 * The optional JSON body of the verify call: on a reject, the reason the guest reads (stored,
 * answered in the PNR check and the profile, written in the rejection e-mail). A call without a
 * body (the spec's) keeps working; a reason sent must not be blank.
 */
export const VerifyRequest = z.object({
  reason: z.string().trim().min(1, PaymentMessages.reasonRequired).max(LIMITS.text, `At most ${LIMITS.text} characters`).optional(),
});
export type VerifyRequest = z.infer<typeof VerifyRequest>;

/**
 * Receipt stages of spec section 4: awaiting approval = PENDING with a receipt, not yet
 * verified; approved = PAID or receipt verified.
 */
export const PaymentStage = z.enum(['awaiting', 'approved']);
export type PaymentStage = z.infer<typeof PaymentStage>;

export const isAwaitingApproval = (p: Pick<Payment, 'status' | 'receipt' | 'isReceiptVerified'>) =>
  p.status === 'PENDING' && Boolean(p.receipt) && !p.isReceiptVerified;
export const isApprovedPayment = (p: Pick<Payment, 'status' | 'isReceiptVerified'>) => p.status === 'PAID' || p.isReceiptVerified;

/**
 * Optional filters of GET /api/payments/getAllPayments (and payments.csv): the reservation
 * filters (q, hotelId, from/to on the stay, sort, order) plus status, stage and reservationId.
 */
export const PaymentListQuery = PageQuery.extend({
  status: optionalQuery(PaymentStatus),
  stage: optionalQuery(PaymentStage),
  reservationId: optionalQuery(id),
  ...listFilterFields,
}).refine(rangeInOrder, { message: RANGE_MESSAGE, path: ['to'] });
export type PaymentListQuery = z.infer<typeof PaymentListQuery>;
