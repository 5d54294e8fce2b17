import { sign, verify } from 'hono/jwt';
import { isOneOf, ROLES } from '../../contract/enums';
import type { Role } from '../../contract/user';
import { readSessionUser } from './sessions';

/** `ver`: the user's token_version when signed; a bump (logout, password change) ends the token. */
export type SessionClaims = { sub: string; role: Role; name: string; exp: number; ver: number };
export type BookingClaims = { sub: string; kind: 'booking'; exp: number };

const SESSION_SECONDS = 12 * 60 * 60;
const ALG = 'HS256';
const now = () => Math.floor(Date.now() / 1000);

/**
 * Secrets that ship in this repository (tests, e2e) or are typical placeholders: accepted only
 * when ENVIRONMENT is "development" (.dev.vars written by `npm start`, the test configs).
 */
const KNOWN_SECRETS = new Set([
  'test-secret-not-for-production-0123456789',
  'e2e-only-secret-0123456789abcdef0123456789abcdef',
  'change-me',
  'changeme',
  'secret',
  'jwt-secret',
  'dev-secret',
  'development',
]);
/** Outside development a secret must be at least this long (e.g. `openssl rand -hex 32`). */
const MIN_PRODUCTION_LENGTH = 32;

export const isDevelopment = (env: Cloudflare.Env) => env.ENVIRONMENT === 'development';

/** The signing key, or a thrown error: a deployment never signs with a missing or guessable key. */
export function secretOf(env: Cloudflare.Env): string {
  const secret = env.JWT_SECRET;
  if (!secret || secret.length < 16) {
    throw new Error('JWT_SECRET is not configured (wrangler secret put JWT_SECRET)');
  }
  if (!isDevelopment(env) && (KNOWN_SECRETS.has(secret) || secret.length < MIN_PRODUCTION_LENGTH)) {
    throw new Error(
      `JWT_SECRET is a default or too short (< ${MIN_PRODUCTION_LENGTH} characters); set a random one with wrangler secret put JWT_SECRET`,
    );
  }
  return secret;
}

/** Signs a session; the token version is read from D1 when the caller does not pass it. */
export async function signSession(
  env: Cloudflare.Env,
  user: { id: string; role: Role; name: string; tokenVersion?: number },
) {
  const key = secretOf(env);
  const ver = user.tokenVersion ?? (await readSessionUser(env.DB, user.id))?.tokenVersion ?? 0;
  const claims: SessionClaims = { sub: user.id, role: user.role, name: user.name, exp: now() + SESSION_SECONDS, ver };
  return sign(claims, key, ALG);
}

/**
 * A valid signature is not enough: the user must still exist and the token's version must be
 * the current one (one D1 read). The role is the one stored now, so a demotion or promotion
 * applies on the next request, not at token expiry.
 */
export async function verifySession(env: Cloudflare.Env, token: string): Promise<SessionClaims | null> {
  let claims: Record<string, unknown>;
  try {
    claims = await verify(token, secretOf(env), ALG);
  } catch {
    return null;
  }
  if (typeof claims.sub !== 'string' || !isOneOf(ROLES, claims.role)) return null;
  if ('kind' in claims || typeof claims.ver !== 'number') return null;
  const current = await readSessionUser(env.DB, claims.sub);
  if (!current || current.tokenVersion !== claims.ver) return null;
  return { ...(claims as unknown as SessionClaims), role: current.role };
}

/** Authorises the guest who just booked to pay and upload the receipt for that reservation only. */
export function signBooking(env: Cloudflare.Env, reservationId: string, validSeconds: number) {
  const claims: BookingClaims = { sub: reservationId, kind: 'booking', exp: now() + validSeconds };
  return sign(claims, secretOf(env), ALG);
}

export async function verifyBooking(env: Cloudflare.Env, token: string): Promise<BookingClaims | null> {
  try {
    const claims = await verify(token, secretOf(env), ALG);
    if (claims.kind !== 'booking' || typeof claims.sub !== 'string') return null;
    return claims as unknown as BookingClaims;
  } catch {
    return null;
  }
}
