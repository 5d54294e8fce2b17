import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { hitRateLimit } from '../db/rateLimits';
import type { AppEnv } from '../http/app';
import { ApiError } from '../http/errors';

/** The caller as Cloudflare sees it; requests without the header (local tools) share one bucket. */
export const clientKey = (c: Context<AppEnv>) => c.req.header('CF-Connecting-IP')?.trim() || 'anonymous';

export type RateLimitOptions = {
  /** Key prefix: one counter per name and client. */
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
};

/**
 * Throws 429 `{ message }` with `Retry-After` (seconds until the window ends) once a client has
 * made more than `limit` calls in the current fixed window. Also usable inside a handler.
 */
export async function enforceRateLimit(c: Context<AppEnv>, options: RateLimitOptions, now = Date.now()): Promise<void> {
  const seconds = Math.floor(now / 1000);
  const windowStart = seconds - (seconds % options.windowSeconds);
  const { count } = await hitRateLimit(c.env.DB, `${options.name}:${clientKey(c)}`, windowStart);
  if (count > options.limit) {
    throw new ApiError(429, options.message, {
      headers: { 'Retry-After': String(Math.max(1, windowStart + options.windowSeconds - seconds)) },
    });
  }
}

export const rateLimit = (options: RateLimitOptions) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await enforceRateLimit(c, options);
    await next();
  });
