import { vanToday } from '../../contract';
import { cancelStaleHolds } from '../db/reservations';
import { expirePastTourBookings } from '../db/tourReservations';

export const DEFAULT_HOLD_HOURS = 48;

/** HOLD_HOURS from the Worker vars; anything unusable falls back to 48. */
export function holdHours(env: Pick<Cloudflare.Env, 'HOLD_HOURS'>): number {
  const hours = Number(env.HOLD_HOURS);
  return Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_HOLD_HOURS;
}

/** The booking token outlives the hold by a week: a guest whose receipt was rejected can upload again. */
const BOOKING_TOKEN_MARGIN_SECONDS = 7 * 24 * 60 * 60;

/** Seconds a booking token (a stay's or a tour booking's) is valid: the hold plus the margin. */
export const bookingTokenSeconds = (env: Pick<Cloudflare.Env, 'HOLD_HOURS'>) => holdHours(env) * 3600 + BOOKING_TOKEN_MARGIN_SECONDS;

/**
 * Cron: cancels PENDING reservations older than HOLD_HOURS that have no receipt in play, so
 * their rooms are bookable again. Returns how many were cancelled (one statement).
 */
export async function releaseExpiredHolds(env: Cloudflare.Env, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - holdHours(env) * 3_600_000).toISOString();
  const released = await cancelStaleHolds(env.DB, cutoff, now.toISOString());
  if (released > 0) console.log(`releaseExpiredHolds: cancelled ${released} unpaid reservation(s) created before ${cutoff}`);
  // Tour bookings never confirmed by their tour date expire too.
  const expired = await expirePastTourBookings(env.DB, vanToday(now), now.toISOString());
  if (expired > 0) console.log(`releaseExpiredHolds: ${expired} unconfirmed tour booking(s) past their date cancelled`);
  return released;
}
