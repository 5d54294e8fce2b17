/**
 * Abuse limits of the public write paths (issue 10). Each limit counts per client address and,
 * where a request names one, per account or target (login name, guest email, logged-in user):
 * a guesser rotating addresses still meets the per-name count, and one address cannot fill a
 * hotel by varying the email. Short bursts meet a Workers Rate Limiting binding first (10/60 s
 * periods only, per location, approximate); the D1 counters are exact and hold the longer windows.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { PNR_LOOKUP_LIMIT, ReservationMessages } from '../../contract';
import { clearRateLimit, releaseRateLimits } from '../db/rateLimits';
import type { AppEnv } from '../http/app';
import { clientKey, enforceLimits, failureLimit, isLocalTool, type CounterCheck } from '../middleware/rateLimit';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LimitMessages = {
  login: 'Too many failed login attempts. Please try again later.',
  register: 'Too many accounts created. Please try again later.',
  booking: 'Too many reservations. Please try again later.',
} as const;

/** Login: per address and name (cleared by a success), per name from anywhere, per address. */
export const LOGIN_LIMITS = {
  perAddressAndName: { limit: 10, windowSeconds: 15 * MINUTE },
  perName: { limit: 30, windowSeconds: 15 * MINUTE },
  perAddress: { limit: 100, windowSeconds: 15 * MINUTE },
} as const;

export const REGISTER_LIMITS = { perAddress: { limit: 5, windowSeconds: HOUR } } as const;

/** Hotel and tour reservations share one count: a hold takes rooms (or seats) from others. */
export const BOOKING_LIMITS = {
  perAddress: { limit: 20, windowSeconds: HOUR },
  perEmail: { limit: 10, windowSeconds: DAY },
  perAccount: { limit: 20, windowSeconds: HOUR },
} as const;

/** The D1 key of the failures of one name from one address (a successful login deletes it). */
export const loginKey = (address: string, name: string) => `login:${address}:${name.toLowerCase()}`;

const loginCounterKeys = (address: string, name: string) => {
  const lower = name.toLowerCase();
  return { pair: loginKey(address, lower), name: `login-name:${lower}`, address: `login-ip:${address}` };
};

/** After a successful login: its pair counter is cleared, the other two take the attempt back. */
export async function forgiveLogin(c: Context<AppEnv>, name: string): Promise<void> {
  const keys = loginCounterKeys(clientKey(c), name);
  await clearRateLimit(c.env.DB, keys.pair);
  await releaseRateLimits(c.env.DB, [keys.name, keys.address]);
}

/** Login attempts are counted BEFORE the password check, so parallel guesses each get their own count. */
export function enforceLoginLimits(c: Context<AppEnv>, name: string): Promise<void> {
  const address = clientKey(c);
  const keys = loginCounterKeys(address, name);
  return enforceLimits(
    c,
    LimitMessages.login,
    [
      { key: keys.pair, ...LOGIN_LIMITS.perAddressAndName },
      { key: keys.name, ...LOGIN_LIMITS.perName },
      { key: keys.address, ...LOGIN_LIMITS.perAddress },
    ],
    // The burst binding counts successes too; the journeys and `npm start` log in often from
    // this machine in development, where the exact D1 counters (which forgive a success) suffice.
    isLocalTool(c) ? undefined : { limiter: c.env.LOGIN_LIMIT, key: `login:${address}`, periodSeconds: 60 },
  );
}

/** Registration: per address (there is no account yet). */
export const registerLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (!isLocalTool(c)) {
    const address = clientKey(c);
    await enforceLimits(c, LimitMessages.register, [{ key: `register:${address}`, ...REGISTER_LIMITS.perAddress }], {
      limiter: c.env.FORM_LIMIT,
      key: `register:${address}`,
      periodSeconds: 60,
    });
  }
  await next();
});

/** The guest email of a reservation body (hotel: guestEmail, tour: email), if the body has one. */
async function bookingEmail(c: Context<AppEnv>): Promise<string | null> {
  try {
    const body: unknown = await c.req.json();
    if (!body || typeof body !== 'object') return null;
    const record = body as Record<string, unknown>;
    const email = record.guestEmail ?? record.email;
    return typeof email === 'string' && email.length <= 254 ? email.trim().toLowerCase() : null;
  } catch {
    // Malformed JSON: the validator answers 400 after this.
    return null;
  }
}

/** Every hotel and tour reservation create path (worker/index.ts mounts it on each). */
export const bookingLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (!isLocalTool(c)) {
    const address = clientKey(c);
    const counters: CounterCheck[] = [{ key: `book-ip:${address}`, ...BOOKING_LIMITS.perAddress }];
    const email = await bookingEmail(c);
    if (email) counters.push({ key: `book-email:${email}`, ...BOOKING_LIMITS.perEmail });
    const session = c.get('session');
    if (session) counters.push({ key: `book-user:${session.sub}`, ...BOOKING_LIMITS.perAccount });
    await enforceLimits(c, LimitMessages.booking, counters, {
      limiter: c.env.BOOKING_LIMIT,
      key: `book:${address}`,
      periodSeconds: 60,
    });
  }
  await next();
});

/**
 * The `PNR_LIMIT` binding (wrangler.toml): every PNR call per address and minute, hits included,
 * so a burst of parallel guesses cannot all pass the failure count before it is written.
 */
export const PNR_BURST_LIMIT = { limit: 30, periodSeconds: 60 } as const;

/**
 * PNR lookup and late receipt access (each its own count): the burst binding on every call (no
 * D1; asked while D1 is read), and PNR_LOOKUP_LIMIT FAILED calls per address and window, exact
 * in D1. A guest's lookup of their own code reads the counter and writes nothing; guessing is
 * all misses.
 */
export const pnrLimit = (name: 'pnr' | 'pnr-access') =>
  failureLimit({
    name,
    ...PNR_LOOKUP_LIMIT,
    message: ReservationMessages.pnrTooMany,
    burst: (c) => ({ limiter: c.env.PNR_LIMIT, key: `${name}:${clientKey(c)}`, periodSeconds: PNR_BURST_LIMIT.periodSeconds }),
  });
