/**
 * Tests whose outcome depends on a rate-limit window (a 429 after N calls, a count that must
 * not restart midway) run inside one window of every limit they meet.
 *
 * Every limit the Worker keeps counts in fixed windows aligned to the epoch: the D1 counters
 * (worker/auth/limits.ts, the contact form in worker/routes/contact.ts, PNR_LOOKUP_LIMIT in
 * contract/reservation.ts: 10 min, 15 min, 1 h, 1 day) and the Rate Limiting bindings of
 * wrangler.toml (60 s periods; miniflare restarts their counts on each minute). Each length is a
 * whole number of minutes (rateLimits.test.ts holds that), so every window edge is a minute
 * edge: a sequence that starts and ends within one wall-clock minute stays inside one window
 * of each limit. Without this, a sequence that straddles an edge sees its count restart and
 * fails at random (a 10 s sequence started at a random moment straddles one one time in six).
 */
import { onTestFailed } from 'vitest';

/** Every window edge is a multiple of this (epoch milliseconds). */
export const WINDOW_EDGE_MS = 60_000;

/** What a typical sequence of a few dozen calls needs, with room for a busy machine. */
const DEFAULT_SPAN_MS = 10_000;

const windowOf = (at: number) => Math.floor(at / WINDOW_EDGE_MS);

/**
 * Call it inside a test, just before the sequence that must stay in one window. Waits, if
 * needed, until a sequence lasting up to `spanMs` fits before the next window edge: when fewer
 * than `spanMs` are left in the current minute, it sleeps into the next one (200 ms past the
 * edge), so it waits at most `spanMs` + 200 ms (the test's timeout must leave room for that).
 * If the test then fails in a later window (the sequence outran its span), the failure says
 * so with the time it took, instead of only reporting a count that restarted.
 */
export async function awayFromWindowEdge(spanMs = DEFAULT_SPAN_MS): Promise<void> {
  if (spanMs <= 0 || spanMs >= WINDOW_EDGE_MS / 2) throw new RangeError(`a span of ${spanMs} ms cannot be placed inside one ${WINDOW_EDGE_MS} ms window`);
  const left = WINDOW_EDGE_MS - (Date.now() % WINDOW_EDGE_MS);
  if (left < spanMs) await new Promise((resolve) => setTimeout(resolve, left + 200));
  const started = Date.now();
  onTestFailed(({ task }) => {
    const failed = Date.now();
    if (windowOf(failed) === windowOf(started)) return;
    const note = `the sequence crossed a rate-limit window edge: it ran ${failed - started} ms, its span is ${spanMs} ms; give it a longer span`;
    for (const error of task.result?.errors ?? []) error.message = `${error.message}\n(${note})`;
  });
}
