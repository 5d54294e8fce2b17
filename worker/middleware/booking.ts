import type { Context } from 'hono';
import { BookingTokenMessages } from '../../contract';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app';
import { forbidden, unauthorized } from '../http/errors';

/**
 * The guest's payment steps: an ADMIN, or whoever holds a booking token (`X-Booking-Token`).
 * 401 with neither (with the reason when a sent token was bad); 403 for a logged-in USER
 * without a booking token. A valid booking token is enough even next to a stale bearer token. Which reservation the
 * token is for is checked by `assertBookingAccess` once the handler knows the reservation.
 */
export const requireBookingOrAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('session')?.role === 'ADMIN' || c.get('bookingReservationId')) return next();
  const refused = c.get('credentialError');
  if (refused) throw unauthorized(refused);
  if (c.get('session')) throw forbidden(BookingTokenMessages.userWithout);
  throw unauthorized(BookingTokenMessages.required);
});

/** 403 unless the caller is an ADMIN or holds the booking token of exactly this reservation. */
export function assertBookingAccess(c: Context<AppEnv>, reservationId: string): void {
  if (c.get('session')?.role === 'ADMIN') return;
  if (c.get('bookingReservationId') === reservationId) return;
  throw forbidden(BookingTokenMessages.otherReservation);
}
