/** Fixed-window request counters in the `rate_limits` table (one row per key). */

export type RateWindow = { count: number; windowStart: number };

/**
 * Counts one request for `key` in the window starting at `windowStart` (epoch seconds) and
 * returns the count including this one. One atomic UPSERT: parallel requests cannot both read
 * a stale count, and a new window restarts at 1.
 */
export async function hitRateLimit(db: D1Database, key: string, windowStart: number): Promise<RateWindow> {
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN window_start = excluded.window_start THEN count + 1 ELSE 1 END,
         window_start = excluded.window_start
       RETURNING count, window_start`,
    )
    .bind(key, windowStart)
    .first<{ count: number; window_start: number }>();
  return { count: row?.count ?? 1, windowStart: row?.window_start ?? windowStart };
}
