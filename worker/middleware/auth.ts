import { createMiddleware } from 'hono/factory';
import type { Role } from '../../contract/user';
import { verifyBooking, verifySession } from '../auth/tokens';
import type { AppEnv } from '../http/app';
import { forbidden, unauthorized } from '../http/errors';

export const CredentialMessages = {
  invalidToken: 'Invalid or expired token',
  invalidBookingToken: 'Invalid or expired booking token',
} as const;

/**
 * Reads the bearer token and the booking token once per request. A present but invalid or
 * expired token makes the caller anonymous and is remembered in `credentialError`: public
 * ('anyone') routes answer as for any visitor (a stale token in the browser never breaks a
 * public page), protected routes answer 401 with that message (the SPA then clears its session).
 */
export const readCredentials = createMiddleware<AppEnv>(async (c, next) => {
  c.set('session', null);
  c.set('bookingReservationId', null);
  c.set('credentialError', null);
  const header = c.req.header('Authorization');
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    const session = match?.[1] ? await verifySession(c.env, match[1]) : null;
    if (session) c.set('session', session);
    else c.set('credentialError', CredentialMessages.invalidToken);
  }
  const booking = c.req.header('X-Booking-Token');
  if (booking) {
    const claims = await verifyBooking(c.env, booking);
    if (claims) c.set('bookingReservationId', claims.sub);
    else c.set('credentialError', c.get('credentialError') ?? CredentialMessages.invalidBookingToken);
  }
  await next();
});

/** Requires a logged-in user with one of the roles (any role when none given). */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const session = c.get('session');
    if (!session) throw unauthorized(c.get('credentialError') ?? undefined);
    if (roles.length > 0 && !roles.includes(session.role)) throw forbidden();
    await next();
  });

export const requireUser = requireRole();
export const requireAdmin = requireRole('ADMIN');
