/**
 * Abuse limits of the public write paths (issue 10). Each limit counts per client address and,
 * where a request names one, per account or target (login name, guest email, logged-in user):
 * a guesser rotating addresses still meets the per-name count, and one address cannot fill a
 * hotel by varying the email. Short bursts meet a Workers Rate Limiting binding first (10/60 s
 * periods only, per location, approximate); the D1 counters are exact and hold the longer windows.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { PasswordResetMessages, PNR_LOOKUP_LIMIT, ReservationMessages } from '../../contract';
import { clearRateLimit, releaseRateLimits } from '../db/rateLimits';
import type { AppEnv } from '../http/app';
import { clientKey, enforceLimits, failureLimit, isLocalTool, isolateAllowance, type CounterCheck } from '../middleware/rateLimit';

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

/**
 * Password reset (both calls share the count): per address, and per account address for the
 * request of a link, so nobody fills a stranger's inbox with reset e-mails.
 */
export const PASSWORD_RESET_LIMITS = {
  perAddress: { limit: 10, windowSeconds: HOUR },
  perEmail: { limit: 3, windowSeconds: HOUR },
} as const;

export const passwordResetLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (!isLocalTool(c)) {
    const address = clientKey(c);
    const counters: CounterCheck[] = [{ key: `reset-ip:${address}`, ...PASSWORD_RESET_LIMITS.perAddress }];
    const email = await bodyEmail(c);
    if (email) counters.push({ key: `reset-email:${email}`, ...PASSWORD_RESET_LIMITS.perEmail });
    await enforceLimits(c, PasswordResetMessages.tooMany, counters, {
      limiter: c.env.FORM_LIMIT,
      key: `reset:${address}`,
      periodSeconds: 60,
    });
  }
  await next();
});

/** The email of a body (hotel booking: guestEmail; tour booking, password reset: email), if it has one. */
async function bodyEmail(c: Context<AppEnv>): Promise<string | null> {
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
    const email = await bodyEmail(c);
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
 * The PNR burst brake: every PNR call per address and minute, hits included, so a burst of
 * parallel guesses cannot all pass the failure count before it is written. PNR_BURST_LIMIT.limit
 * calls per address and minute get an answer; the rest are 429.
 *
 * Two tiers. An address's first PNR_UNASKED_CALLS calls of a wall-clock minute are counted in
 * this isolate's memory and do not ask the `PNR_LIMIT` binding; every later call asks it, and
 * the binding holds the rest, PNR_BINDING_LIMIT (wrangler.toml `PNR_LIMIT` simple.limit). In
 * one isolate that is exactly PNR_BURST_LIMIT.limit calls a minute, as with the binding alone.
 *
 * Why: the binding is a call per request. In production it is an in-memory counter of the
 * location, but `wrangler dev` (the bench, the journeys) simulates it with a Durable Object that
 * writes SQLite on every call, which held the lookup under its load budget (50 % of the health
 * route's requests/s; each bench request comes from a new address). A guest makes one to three
 * calls a minute (the lookup page, a reload, a retry; the late receipt access is its own key),
 * so a guest's calls do not wait for the binding; a guesser meets it after 3 calls.
 *
 * Why 3, and what it gives away: the memory count is per isolate, so across isolates of one
 * location an address gets PNR_BINDING_LIMIT + 3 answers per isolate it reaches per minute,
 * instead of 30 per location. 3 covers the guest's own calls and keeps that spill to a handful.
 * Failed guesses are capped anyway, exactly, by PNR_LOOKUP_LIMIT in D1 (every failure its own
 * atomic count); the brake only caps how many guesses a burst sends before those are written,
 * each a blind try at a code space of at least 30 bits.
 *
 * The memory count is dropped when the minute changes and holds at most PNR_UNASKED_ADDRESSES
 * keys (address and bucket, about 100 bytes each: a few MB at most); an address it has no room
 * for asks the binding from its first call.
 */
export const PNR_BURST_LIMIT = { limit: 30, periodSeconds: 60 } as const;
export const PNR_UNASKED_CALLS = 3;
export const PNR_BINDING_LIMIT = PNR_BURST_LIMIT.limit - PNR_UNASKED_CALLS;
const PNR_UNASKED_ADDRESSES = 20_000;

const pnrUnasked = isolateAllowance(PNR_UNASKED_CALLS, PNR_UNASKED_ADDRESSES);

/**
 * PNR lookup and late receipt access (each its own count): the burst brake on every call (no
 * D1; the binding, after an address's first calls, asked while D1 is read), and PNR_LOOKUP_LIMIT
 * FAILED calls per address and window, exact in D1. A guest's lookup of their own code reads
 * the counter and writes nothing; guessing is all misses.
 */
export const pnrLimit = (name: 'pnr' | 'pnr-access' | 'pnr-cancel') =>
  failureLimit({
    name,
    ...PNR_LOOKUP_LIMIT,
    message: ReservationMessages.pnrTooMany,
    burst: (c) => {
      const key = `${name}:${clientKey(c)}`;
      if (pnrUnasked(key)) return undefined;
      return { limiter: c.env.PNR_LIMIT, key, periodSeconds: PNR_BURST_LIMIT.periodSeconds };
    },
  });
