import { createMiddleware } from 'hono/factory';
import { verifyBooking, verifySession, type Role } from '../auth/tokens';
import type { AppEnv } from '../http/app';
import { forbidden, unauthorized } from '../http/errors';

/**
 * Reads the bearer token and the booking token once per request. A present but invalid or
 * expired bearer token is a 401 (the SPA then clears its session), never silently ignored.
 */
export const readCredentials = createMiddleware<AppEnv>(async (c, next) => {
  c.set('session', null);
  c.set('bookingReservationId', null);
  const header = c.req.header('Authorization');
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    const session = match?.[1] ? await verifySession(c.env, match[1]) : null;
    if (!session) throw unauthorized('Invalid or expired token');
    c.set('session', session);
  }
  const booking = c.req.header('X-Booking-Token');
  if (booking) {
    const claims = await verifyBooking(c.env, booking);
    if (!claims) throw unauthorized('Invalid or expired booking token');
    c.set('bookingReservationId', claims.sub);
  }
  await next();
});

/** Requires a logged-in user with one of the roles (any role when none given). */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const session = c.get('session');
    if (!session) throw unauthorized();
    if (roles.length > 0 && !roles.includes(session.role)) throw forbidden();
    await next();
  });

export const requireUser = requireRole();
export const requireAdmin = requireRole('ADMIN');
