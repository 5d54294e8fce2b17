import { z } from 'zod';
import { CANCELLED_BY, CancellationMessages, REFUND_STATUSES } from './cancellation';
import { email, id, LIMITS, money, optionalQuery, PageQuery, requiredText, timestamp } from './common';
import { BookingKind, PnrLookup, PnrParams } from './reservation';

/**
 * POST /api/reservation/public/cancel: the PNR with the guest's e-mail (no login), or the PNR
 * alone with the token of the account that booked it.
 */
export const CancelReservationRequest = z.object({
  pnr: PnrParams.shape.pnr,
  email: email().optional(),
});
export type CancelReservationRequest = z.infer<typeof CancelReservationRequest>;

/** The refund a cancellation created (null when nothing was paid or everything is kept). */
export const RefundSummary = z.object({ id, amount: money, status: z.enum(REFUND_STATUSES) });
export type RefundSummary = z.infer<typeof RefundSummary>;

/** The cancelled reservation as the PNR lookup shows it, with what was kept and refunded. */
export const CancelReservationResponse = PnrLookup.extend({
  cancelledAt: timestamp,
  fee: money,
  kept: money,
  refund: RefundSummary.nullable(),
});
export type CancelReservationResponse = z.infer<typeof CancelReservationResponse>;

/** POST /api/admin/reservations/:id/cancel: an admin's cancellation says why (the guest reads it). */
export const AdminCancelRequest = z.object({
  reason: requiredText(LIMITS.text, CancellationMessages.reasonRequired),
});
export type AdminCancelRequest = z.infer<typeof AdminCancelRequest>;

/** GET /api/admin/refunds: one refund with what the admin needs to send it. */
export const Refund = z.object({
  id,
  /** The booking refunded: a stay's id, or a tour booking's (`kind`). */
  reservationId: id,
  kind: BookingKind,
  pnrCode: z.string(),
  /** The hotel's name, or the tour's. */
  hotelName: z.string(),
  guestName: z.string(),
  guestEmail: z.string(),
  amount: money,
  status: z.enum(REFUND_STATUSES),
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  cancellationReason: z.string().nullable(),
  bankReference: z.string().nullable(),
  refundedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type Refund = z.infer<typeof Refund>;

/** Newest first, paged; `status` narrows to DUE or REFUNDED. */
export const RefundListQuery = PageQuery.extend({ status: optionalQuery(z.enum(REFUND_STATUSES)) });
export type RefundListQuery = z.infer<typeof RefundListQuery>;

/** POST /api/admin/refunds/:id/refunded: the bank's reference of the transfer sent. */
export const MarkRefundedRequest = z.object({
  bankReference: requiredText(LIMITS.short, CancellationMessages.bankReferenceRequired),
});
export type MarkRefundedRequest = z.infer<typeof MarkRefundedRequest>;
