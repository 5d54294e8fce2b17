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
