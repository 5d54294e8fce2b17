/**
 * Fetching an imported calendar the way a fetcher of addresses typed by people must
 * (ADR docs/decisions/0010-channel-sync-ical.md): http(s) only, no private or loopback host
 * (contract/feedUrl.ts; allowed only in local development), every redirect followed by hand and
 * checked the same way (at most FEED_MAX_REDIRECTS), one deadline of FEED_TIMEOUT_MS for the
 * whole exchange, and at most FEED_MAX_BYTES read (a longer answer is refused, not cut).
 */
import { ChannelMessages } from '../../contract/channels';
import { FEED_MAX_BYTES, FEED_MAX_REDIRECTS, FEED_TIMEOUT_MS, feedUrlProblem } from '../../contract/feedUrl';

export type FeedFetcher = (input: string, init: RequestInit) => Promise<Response>;

export type FetchOptions = {
  allowPrivate: boolean;
  /** The global fetch unless a test hands its own. */
  fetcher?: FeedFetcher;
  timeoutMs?: number;
  maxBytes?: number;
};

export type FetchOutcome = { ok: true; text: string } | { ok: false; error: string };

/** Reads at most `maxBytes` of a body; null when it is longer. */
async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The calendar at `address` as text, or why it could not be had (a text for the admin). */
export async function fetchFeed(address: string, options: FetchOptions): Promise<FetchOutcome> {
  const fetcher: FeedFetcher = options.fetcher ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const deadline = new Promise<never>((_, reject) => {
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      reject(new Error('timeout'));
    }, timeoutMs);
    controller.signal.addEventListener('abort', () => clearTimeout(timer));
  });
  const exchange = async (): Promise<FetchOutcome> => {
    let url = address;
    for (let hop = 0; ; hop++) {
      const problem = feedUrlProblem(url, { allowPrivate: options.allowPrivate });
      if (problem) return { ok: false, error: ChannelMessages.url[problem] };
      const response = await fetcher(url, {
        redirect: 'manual',
        signal: controller.signal,
        headers: { Accept: 'text/calendar, text/plain;q=0.8, */*;q=0.5', 'User-Agent': 'VanTurizm-ChannelSync/1.0' },
      });
      if (response.status >= 300 && response.status < 400 && response.headers.get('Location')) {
        await response.body?.cancel();
        if (hop >= FEED_MAX_REDIRECTS) return { ok: false, error: ChannelMessages.failed.redirects };
        url = new URL(response.headers.get('Location')!, url).toString();
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { ok: false, error: ChannelMessages.failed.status(response.status) };
      }
      const bytes = await readCapped(response, options.maxBytes ?? FEED_MAX_BYTES);
      if (!bytes) return { ok: false, error: ChannelMessages.failed.tooLarge };
      return { ok: true, text: new TextDecoder().decode(bytes) };
    }
  };
  try {
    return await Promise.race([exchange(), deadline]);
  } catch {
    return { ok: false, error: timedOut ? ChannelMessages.failed.timeout : ChannelMessages.failed.unreachable };
  } finally {
    controller.abort();
  }
}
