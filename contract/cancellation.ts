/**
 * Cancellation and refund rules of a hotel stay, one implementation for the Worker, the mocks
 * and the SPA (zod-free: the SPA's PNR dialog and profile read them). A hotel either lets guests
 * cancel free until `freeDays` days before arrival (counted in Van's calendar, contract/time.ts)
 * and keeps the first night after that, or keeps everything (non-refundable). A stay can be
 * cancelled until the day before arrival. What the hotel keeps comes out of what the guest has
 * paid (approved payments); the rest is refunded by bank transfer.
 */
import { addDays } from './time.ts';

export const CANCELLATION_POLICIES = ['FREE_UNTIL', 'NON_REFUNDABLE'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/** A new hotel's free cancellation window, in days before arrival. */
export const DEFAULT_FREE_CANCELLATION_DAYS = 3;
export const MAX_FREE_CANCELLATION_DAYS = 60;

/** Who cancelled: the guest (PNR dialog, profile), an admin (with a reason), the hold cron. */
export const CANCELLED_BY = ['GUEST', 'ADMIN', 'SYSTEM'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

export const REFUND_STATUSES = ['DUE', 'REFUNDED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What the rule needs to know of a booking (integer kuruş). */
export interface CancellableStay {
  policy: CancellationPolicy;
  freeDays: number;
  status: 'PENDING' | 'CONFIRMED' | 'CANCELLED';
  checkIn: string;
  /** The first night of the booking: its price per night times its rooms. */
  firstNightCents: number;
  totalCents: number;
  /** Sum of the booking's approved payments. */
  paidCents: number;
}

/** Why a booking cannot be cancelled, if it cannot. */
export type NotCancellable = 'alreadyCancelled' | 'arrived';

export interface CancellationTerms {
  /** null when the stay can be cancelled today. */
  refusal: NotCancellable | null;
  /** The last day (Van's calendar) a cancellation is free; null for non-refundable stays. */
  freeUntil: string | null;
  /** What the policy charges if cancelled today: 0 in the free window. */
  feeCents: number;
  /** Of what was paid: kept by the hotel, and refunded to the guest. */
  keptCents: number;
  refundCents: number;
}

/** The last day (Van's calendar) a stay arriving on `checkIn` cancels free; null when non-refundable. */
export function freeUntilOf(policy: CancellationPolicy, freeDays: number, checkIn: string): string | null {
  return policy === 'FREE_UNTIL' ? addDays(checkIn, -freeDays) : null;
}

export function cancellationTerms(stay: CancellableStay, today: string): CancellationTerms {
  const freeUntil = freeUntilOf(stay.policy, stay.freeDays, stay.checkIn);
  const free = freeUntil !== null && today <= freeUntil;
  const feeCents = free ? 0 : stay.policy === 'NON_REFUNDABLE' ? stay.totalCents : Math.min(stay.firstNightCents, stay.totalCents);
  const keptCents = Math.min(feeCents, stay.paidCents);
  const refusal: NotCancellable | null = stay.status === 'CANCELLED' ? 'alreadyCancelled' : today >= stay.checkIn ? 'arrived' : null;
  return { refusal, freeUntil, feeCents, keptCents, refundCents: stay.paidCents - keptCents };
}

/** The answers of cancellation (the Worker and the mocks alike; the SPA shows its own texts). */
export const CancellationMessages = {
  alreadyCancelled: 'This reservation is already cancelled',
  arrived: 'A stay cannot be cancelled on or after the day of arrival. Please contact the hotel.',
  changed: 'The reservation changed while it was being cancelled. Please try again.',
  reasonRequired: 'A reason is required',
  /** A guest without a login proves the booking with its e-mail. */
  emailRequired: "Enter the booking's e-mail address",
  refundNotFound: 'Refund not found',
  alreadyRefunded: 'This refund is already marked as refunded',
  bankReferenceRequired: 'The bank reference of the transfer is required',
} as const;
