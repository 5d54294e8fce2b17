import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ReadQuery } from '../db/common';
import { hitRateLimit, hitRateLimits, RATE_LIMIT_COUNT_SQL } from '../db/rateLimits';
import type { AppEnv, FailureBudget } from '../http/app';
import { ApiError } from '../http/errors';

/** The caller as Cloudflare sees it; requests without the header (local tools) share one bucket. */
export const clientKey = (c: Context<AppEnv>) => c.req.header('CF-Connecting-IP')?.trim() || 'anonymous';

const LOOPBACK = new Set(['', '127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * True for a request from this machine (no CF-Connecting-IP, or a loopback one as `wrangler
 * dev` sets) while the Worker runs in local development (ENVIRONMENT=development): the Worker
 * tests, the e2e journeys and `npm start` book and register freely. Production never sets
 * ENVIRONMENT=development, so there every request is counted (one without the header would
 * share the 'anonymous' bucket).
 */
export const isLocalTool = (c: Context<AppEnv>) =>
  c.env.ENVIRONMENT === 'development' && LOOPBACK.has(c.req.header('CF-Connecting-IP')?.trim() ?? '');

export type RateLimitOptions = {
  /** Key prefix: one counter per name and client. */
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
};

/** Longest D1 window in use: the cron prunes rows older than this (jobs/pruneRateLimits.ts). */
export const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

const tooMany = (message: string, retryAfter: number) =>
  new ApiError(429, message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfter))) } });

/**
 * Throws 429 `{ message }` with `Retry-After` (seconds until the window ends) once a client has
 * made more than `limit` calls in the current fixed window. Also usable inside a handler.
 */
export async function enforceRateLimit(c: Context<AppEnv>, options: RateLimitOptions, now = Date.now()): Promise<void> {
  const seconds = Math.floor(now / 1000);
  const windowStart = seconds - (seconds % options.windowSeconds);
  const { count } = await hitRateLimit(c.env.DB, `${options.name}:${clientKey(c)}`, windowStart);
  if (count > options.limit) throw tooMany(options.message, windowStart + options.windowSeconds - seconds);
}

/** One D1 counter: `key` already names what is counted (address, account, target). */
export type CounterCheck = { key: string; limit: number; windowSeconds: number };

/** A Workers Rate Limiting binding (wrangler.toml [[ratelimits]]) and the key to count. */
export type BindingCheck = { limiter: RateLimit | undefined; key: string; periodSeconds: 10 | 60 };

/**
 * The burst brake first (the Rate Limiting binding: no D1 write, per Cloudflare location), then
 * every D1 counter in one batch of atomic UPSERT … RETURNING: each request gets its own count,
 * so N parallel requests never all pass a limit below N. Any counter over its limit is a 429
 * whose Retry-After is the longest wait among them.
 */
export async function enforceLimits(
  c: Context<AppEnv>,
  message: string,
  counters: CounterCheck[],
  binding?: BindingCheck,
  now = Date.now(),
): Promise<void> {
  if (binding?.limiter) {
    const { success } = await binding.limiter.limit({ key: binding.key });
    if (!success) throw tooMany(message, binding.periodSeconds);
  }
  const seconds = Math.floor(now / 1000);
  const windows = counters.map((check) => seconds - (seconds % check.windowSeconds));
  const counts = await hitRateLimits(
    c.env.DB,
    counters.map((check, i) => ({ key: check.key, windowStart: windows[i]! })),
  );
  let wait = 0;
  counts.forEach(({ count }, i) => {
    const check = counters[i]!;
    if (count > check.limit) wait = Math.max(wait, windows[i]! + check.windowSeconds - seconds);
  });
  if (wait > 0) throw tooMany(message, wait);
}

/**
 * A count of calls per key and wall-clock minute in this isolate's memory (no I/O): the returned
 * function counts one call of `key` and answers true while the key has made at most `perMinute`
 * calls this minute. The whole map is dropped when the minute changes, and it holds at most
 * `maxKeys` keys: a key it has no room for is answered false (not free), so a flood of new
 * addresses costs bounded memory and only sends those addresses to the caller's slower check.
 * An isolate runs one request's JavaScript at a time, so parallel calls each get their own count.
 */
export function isolateAllowance(perMinute: number, maxKeys: number): (key: string, now?: number) => boolean {
  let minute = -1;
  const calls = new Map<string, number>();
  return (key, now = Date.now()) => {
    const current = Math.floor(now / 60_000);
    if (current !== minute) {
      calls.clear();
      minute = current;
    }
    const made = calls.get(key);
    if (made === undefined && calls.size >= maxKeys) return false;
    if ((made ?? 0) >= perMinute) return false; // spent: not counted further (no growth)
    calls.set(key, (made ?? 0) + 1);
    return true;
  };
}

const secondsNow = () => Math.floor(Date.now() / 1000);

/** Until the budget's window ends (the 429's Retry-After). */
const secondsLeft = (budget: FailureBudget) => budget.windowStart + budget.windowSeconds - secondsNow();

/**
 * A limit on FAILED calls, for lookups by a secret people can guess (a PNR): the exact D1
 * counter grows only when the answer is not a success (unknown code, wrong e-mail, malformed
 * input), so a guest's normal lookup reads the counter (`firstWithinBudget`, in the same statement
 * as the lookup) and writes nothing. Over the budget every call is a 429, hits included (a
 * blocked guesser must not tell hits from misses), until the window ends.
 *
 * Parallel calls all read the counter before any failure is written, so the D1 count alone
 * could not stop a burst; `burst` (a Rate Limiting binding: no D1, counts every call) caps
 * those. It is asked at the same time as D1 is read (no extra wait) and its refusal wins over
 * any other answer. `burst` may answer undefined for a call that needs no brake (pnrLimit: an
 * address's first few calls of a minute, counted in memory). Each failed call still gets its
 * own atomic count and a 429 once over the limit.
 */
export const failureLimit = (options: RateLimitOptions & { burst?: (c: Context<AppEnv>) => BindingCheck | undefined }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const burst = options.burst?.(c);
    const burstPassed = burst?.limiter ? burst.limiter.limit({ key: burst.key }).then((outcome) => outcome.success) : Promise.resolve(true);
    // Awaited below in every path; this only keeps an early rejection from being reported as unhandled.
    burstPassed.catch(() => undefined);
    const seconds = secondsNow();
    const budget: FailureBudget = {
      key: `${options.name}:${clientKey(c)}`,
      windowStart: seconds - (seconds % options.windowSeconds),
      limit: options.limit,
      windowSeconds: options.windowSeconds,
      message: options.message,
      burstPassed,
      burstSeconds: burst?.periodSeconds ?? 60,
    };
    c.set('failureBudget', budget);
    await next();
    if (c.res.status === 429) return; // this limit's own answer: over the budget already
    if (!(await burstPassed)) throw tooMany(budget.message, budget.burstSeconds);
    if (c.res.status < 400) return; // successes cost nothing
    const { count } = await hitRateLimit(c.env.DB, budget.key, budget.windowStart);
    if (count > budget.limit) throw tooMany(budget.message, secondsLeft(budget));
  });

/**
 * The first row of `query` (a read) and the caller's failure counter in ONE statement: one D1
 * call, no write, no transaction (a batch is one); the burst brake answers meanwhile. 429 when
 * the brake refuses or the counter already holds the limit (the row is then not answered).
 */
export async function firstWithinBudget<Row>(c: Context<AppEnv>, query: ReadQuery): Promise<Row | null> {
  const budget = c.get('failureBudget');
  if (!budget) throw new Error('firstWithinBudget runs behind the failureLimit middleware');
  // The counter is a column of a one-row select; the row joins it when the query finds one.
  const statement = c.env.DB.prepare(
    `SELECT (${RATE_LIMIT_COUNT_SQL}) AS failures_in_window, q.* FROM (SELECT 1) LEFT JOIN (${query.sql} LIMIT 1) q ON 1`,
  ).bind(budget.key, budget.windowStart, ...query.params);
  const [passed, result] = await Promise.all([budget.burstPassed, statement.first<Record<string, unknown>>()]);
  if (!passed) throw tooMany(budget.message, budget.burstSeconds);
  const { failures_in_window: failures, ...row } = result ?? {};
  if (Number(failures ?? 0) >= budget.limit) throw tooMany(budget.message, secondsLeft(budget));
  // No match: every column of the LEFT JOIN is NULL.
  return Object.values(row).every((value) => value === null) ? null : (row as Row);
}
