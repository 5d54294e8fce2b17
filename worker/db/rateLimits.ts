/** Fixed-window request counters in the `rate_limits` table (one row per key). */

export type RateWindow = { count: number; windowStart: number };

const HIT_SQL = `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_start = excluded.window_start THEN count + 1 ELSE 1 END,
         window_start = excluded.window_start
       RETURNING count, window_start`;

/**
 * Counts one request for `key` in the window starting at `windowStart` (epoch seconds) and
 * returns the count including this one. One atomic UPSERT: parallel requests cannot both read
 * a stale count, and a new window restarts at 1.
 */
export async function hitRateLimit(db: D1Database, key: string, windowStart: number): Promise<RateWindow> {
  const row = await db.prepare(HIT_SQL).bind(key, windowStart).first<{ count: number; window_start: number }>();
  return { count: row?.count ?? 1, windowStart: row?.window_start ?? windowStart };
}

/** Reads the count of `key` in the window starting at `windowStart` (a row `{ count }`, none when 0): for a batch. */
/** A counter's count in its window (no row: none yet); parameters: key, window start. */
export const RATE_LIMIT_COUNT_SQL = 'SELECT count FROM rate_limits WHERE key = ? AND window_start = ?';

/** Several counters in one D1 batch (one round trip, one transaction); counts in the same order. */
export async function hitRateLimits(db: D1Database, hits: { key: string; windowStart: number }[]): Promise<RateWindow[]> {
  if (hits.length === 0) return [];
  const results = await db.batch<{ count: number; window_start: number }>(
    hits.map((hit) => db.prepare(HIT_SQL).bind(hit.key, hit.windowStart)),
  );
  return results.map((result, i) => {
    const row = result.results[0];
    return { count: row?.count ?? 1, windowStart: row?.window_start ?? hits[i]!.windowStart };
  });
}

/** Forgets a counter (a successful login clears its failures). */
export async function clearRateLimit(db: D1Database, key: string): Promise<void> {
  await db.prepare('DELETE FROM rate_limits WHERE key = ?').bind(key).run();
}

/** Takes back one counted request per key (a successful login does not use up the per-name budget). */
export async function releaseRateLimits(db: D1Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.batch(keys.map((key) => db.prepare('UPDATE rate_limits SET count = max(count - 1, 0) WHERE key = ?').bind(key)));
}

/**
 * Deletes counters whose window started before `before` (epoch seconds): called by the cron
 * with `now - longest window`, so no live window is lost. Returns the number of rows deleted.
 */
export async function pruneRateLimits(db: D1Database, before: number): Promise<number> {
  const result = await db.prepare('DELETE FROM rate_limits WHERE window_start < ?').bind(before).run();
  return result.meta.changes;
}
