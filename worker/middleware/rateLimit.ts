import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { hitRateLimit, hitRateLimits } from '../db/rateLimits';
import type { AppEnv } from '../http/app';
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

export const rateLimit = (options: RateLimitOptions) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await enforceRateLimit(c, options);
    await next();
  });

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
