import type { AuthTokenClaims, BookingTokenClaims, Role } from '../contract';

/**
 * Fake JWTs: the same three-part shape and claims as the Worker's HS256 tokens
 * (docs/decisions/0001-conventions.md), "signed" with a checksum so a hand-edited token
 * (say, USER changed to ADMIN) is refused like on the server. Not cryptography: mocks only.
 */
const MOCK_SECRET = 'van-mock-secret';
const SESSION_SECONDS = 12 * 60 * 60;
const BOOKING_SECONDS = 7 * 24 * 60 * 60;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function base64url(text: string): string {
  const bytes = encoder.encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): string {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  return decoder.decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** FNV-1a over the text, four rounds with different seeds: 128 bits of checksum. */
function checksum(text: string): string {
  let out = '';
  for (let round = 0; round < 4; round++) {
    let hash = 0x811c9dc5 ^ round;
    for (const char of `${MOCK_SECRET}:${round}:${text}`) {
      hash ^= char.codePointAt(0) ?? 0;
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    out += hash.toString(16).padStart(8, '0');
  }
  return base64url(out);
}

const now = () => Math.floor(Date.now() / 1000);

function sign(claims: object): string {
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${checksum(unsigned)}`;
}

function verify(token: string): Record<string, unknown> | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature || token.split('.').length !== 3) return null;
  if (checksum(`${header}.${payload}`) !== signature) return null;
  try {
    const claims = JSON.parse(fromBase64url(payload)) as Record<string, unknown>;
    if (typeof claims.exp !== 'number' || claims.exp <= now()) return null;
    return claims;
  } catch {
    return null;
  }
}

/** `validSeconds` ≤ 0 makes an already expired token (tests of stale sessions). */
export function signSession(user: { id: string; role: Role; name: string }, validSeconds = SESSION_SECONDS): string {
  const claims: AuthTokenClaims = { sub: user.id, role: user.role, name: user.name, exp: now() + validSeconds };
  return sign(claims);
}

export function verifySession(token: string): AuthTokenClaims | null {
  const claims = verify(token);
  if (!claims || typeof claims.sub !== 'string' || (claims.role !== 'USER' && claims.role !== 'ADMIN')) return null;
  if ('kind' in claims) return null;
  return claims as unknown as AuthTokenClaims;
}

export function signBooking(reservationId: string, validSeconds = BOOKING_SECONDS): string {
  const claims: BookingTokenClaims = { sub: reservationId, kind: 'booking', exp: now() + validSeconds };
  return sign(claims);
}

export function verifyBooking(token: string): BookingTokenClaims | null {
  const claims = verify(token);
  if (!claims || claims.kind !== 'booking' || typeof claims.sub !== 'string') return null;
  return claims as unknown as BookingTokenClaims;
}
