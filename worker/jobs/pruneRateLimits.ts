import { pruneRateLimits } from '../db/rateLimits';
import { LONGEST_WINDOW_SECONDS } from '../middleware/rateLimit';

/**
 * Cron: deletes rate-limit counters whose window ended (started more than the longest window
 * ago). A window still running keeps its row, so pruning never resets a live limit.
 */
export function pruneRateLimitRows(env: Cloudflare.Env, now: Date): Promise<number> {
  const seconds = Math.floor(now.getTime() / 1000);
  return pruneRateLimits(env.DB, seconds - LONGEST_WINDOW_SECONDS);
}
