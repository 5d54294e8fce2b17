/**
 * How a payment's status is shown (spec section 4): PAID or COMPLETED = paid; PENDING = pending;
 * CANCELLED = cancelled; REFUNDED = refunded; any other value = failed. One rule for every screen
 * that lists payments (the user's profile, the admin's payments).
 */
export type PaymentStatusLabel = 'paid' | 'pending' | 'cancelled' | 'refunded' | 'failed';

export function paymentStatusLabel(status: string): PaymentStatusLabel {
  switch (status) {
    case 'PAID':
    case 'COMPLETED':
      return 'paid';
    case 'PENDING':
      return 'pending';
    case 'CANCELLED':
      return 'cancelled';
    case 'REFUNDED':
      return 'refunded';
    default:
      return 'failed';
  }
}

/**
 * Where a payment stands for the guest and the admin (issue 36), beside its stored status: the
 * receipt's review (awaiting a receipt, received and under review, rejected, approved), and once
 * its booking is cancelled, the booking's outcome (cancelled, refund due, refunded). The Worker
 * answers it (worker/db/payments.ts, worker/db/reservations.ts); every screen shows it.
 */
export const PAYMENT_STATES = ['AWAITING_RECEIPT', 'UNDER_REVIEW', 'REJECTED', 'APPROVED', 'CANCELLED', 'REFUND_DUE', 'REFUNDED'] as const;
type PaymentStateName = (typeof PAYMENT_STATES)[number];

export interface PaymentStateFacts {
  status: string;
  hasReceipt: boolean;
  verified: boolean;
  /** The booking's status (PENDING, CONFIRMED, CANCELLED). */
  bookingStatus: string;
  /** The refund its cancellation owes (DUE, REFUNDED), if any. */
  refundStatus: string | null;
}

export function paymentState(facts: PaymentStateFacts): PaymentStateName {
  if (facts.refundStatus === 'REFUNDED' || facts.status === 'REFUNDED') return 'REFUNDED';
  if (facts.refundStatus === 'DUE') return 'REFUND_DUE';
  if (facts.bookingStatus === 'CANCELLED') return 'CANCELLED';
  if (facts.status === 'PAID' || facts.status === 'COMPLETED' || facts.verified) return 'APPROVED';
  if (!facts.hasReceipt) return facts.status === 'PENDING' ? 'AWAITING_RECEIPT' : 'CANCELLED';
  return facts.status === 'PENDING' ? 'UNDER_REVIEW' : 'REJECTED';
}

/** A guest may (re)send a receipt in these states: none sent yet, or the last one rejected. */
export const receiptWanted = (state: PaymentStateName) => state === 'AWAITING_RECEIPT' || state === 'REJECTED';
