import { sign, verify } from 'hono/jwt';

export type Role = 'USER' | 'ADMIN';
export type SessionClaims = { sub: string; role: Role; name: string; exp: number };
export type BookingClaims = { sub: string; kind: 'booking'; exp: number };

const SESSION_SECONDS = 12 * 60 * 60;
const ALG = 'HS256';
const now = () => Math.floor(Date.now() / 1000);

function secretOf(env: Cloudflare.Env): string {
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 16) {
    // A deployment without a secret must fail loudly, never sign with a guessable key.
    throw new Error('JWT_SECRET is not configured (wrangler secret put JWT_SECRET)');
  }
  return env.JWT_SECRET;
}

export function signSession(env: Cloudflare.Env, user: { id: string; role: Role; name: string }) {
  const claims: SessionClaims = { sub: user.id, role: user.role, name: user.name, exp: now() + SESSION_SECONDS };
  return sign(claims, secretOf(env), ALG);
}

export async function verifySession(env: Cloudflare.Env, token: string): Promise<SessionClaims | null> {
  try {
    const claims = await verify(token, secretOf(env), ALG);
    if (typeof claims.sub !== 'string' || (claims.role !== 'USER' && claims.role !== 'ADMIN')) return null;
    if ('kind' in claims) return null;
    return claims as unknown as SessionClaims;
  } catch {
    return null;
  }
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
