/**
 * Channel sync (iCal, issue 21): what an imported calendar's address may be, and the limits of
 * one fetch. zod-free, so the SPA's add-feed form checks an address with the same rule the
 * Worker applies before it stores it and again before each fetch (worker/channels/fetchFeed.ts,
 * which also checks every redirect). ADR docs/decisions/0010-channel-sync-ical.md.
 */

/** Largest calendar file read (bytes); a longer answer is a failed sync. */
export const FEED_MAX_BYTES = 1_048_576;
/** Longest a fetch may take, redirects and body included (ms). */
export const FEED_TIMEOUT_MS = 10_000;
/** Redirects followed (each target checked like the address itself). */
export const FEED_MAX_REDIRECTS = 3;
/** Most events one calendar may bring; more is a failed sync (nothing changes). */
export const FEED_MAX_EVENTS = 1000;
/** Longest stay one imported event may hold; a longer event is cut to this many nights. */
export const FEED_MAX_NIGHTS = 366;
/** How far ahead events are kept (days from Van's today). */
export const FEED_HORIZON_DAYS = 730;
/** Longest address accepted. */
export const FEED_URL_MAX = 2000;

/** Why an address is refused, as a key the Worker and the SPA both turn into text. */
export type FeedUrlProblem = 'invalid' | 'scheme' | 'private' | 'credentials';

/** IPv4 dotted quad -> its four numbers, or null. */
function ipv4(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : null;
}

/**
 * True for names and literal addresses that are this machine, the local network or the cloud's
 * metadata service: loopback (127/8, ::1, localhost), private (10/8, 172.16/12, 192.168/16,
 * fc00::/7), link-local (169.254/16, fe80::/10), CGNAT (100.64/10), 0.0.0.0/8, and names ending
 * in .localhost, .local, .internal, .home.arpa. IPv4 written inside IPv6 (::ffff:a.b.c.d) is
 * judged as the IPv4 address.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (host === 'localhost' || /\.(localhost|local|internal|home\.arpa)$/.test(host) || !host.includes('.') && !host.includes(':')) return true;
  const v4 = ipv4(host);
  if (v4) {
    const [a, b] = v4 as [number, number, number, number];
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  if (host.includes(':')) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
    if (mapped) return isPrivateHost(mapped[1]!);
    // URL() writes ::ffff:127.0.0.1 as ::ffff:7f00:1.
    const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
    if (hexMapped) {
      const high = parseInt(hexMapped[1]!, 16);
      const low = parseInt(hexMapped[2]!, 16);
      return isPrivateHost(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
    }
    return host === '::' || host === '::1' || /^f[cd][0-9a-f]{0,2}:/.test(host) || /^fe[89ab][0-9a-f]?:/.test(host);
  }
  return false;
}

/**
 * The problem with a feed address, or null when it may be fetched: http(s) only, no user name
 * or password in it, and no private or loopback host unless `allowPrivate` (local development,
 * where the test calendars are served from this machine).
 */
export function feedUrlProblem(address: string, options: { allowPrivate: boolean }): FeedUrlProblem | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  if (url.username || url.password) return 'credentials';
  if (!url.hostname) return 'invalid';
  if (!options.allowPrivate && isPrivateHost(url.hostname)) return 'private';
  return null;
}
