// Plain constants (no Workers types), so Node-side checks can read them too.
import { TURNSTILE_ORIGIN } from '../../contract/botCheck';

/**
 * The Content-Security-Policy of every page and API answer. No inline script, and no foreign
 * one but Turnstile's when the bot check is on (`turnstile`: a site key is configured; its
 * script and its frame come from TURNSTILE_ORIGIN); styles allow 'unsafe-inline' because Mantine
 * writes style attributes and CSS variables; images may come from any https host (admins enter
 * hotel photo URLs); blob: frames show receipts (PDF) in the admin.
 */
export function contentSecurityPolicy(options: { turnstile: boolean }): string {
  const turnstile = options.turnstile ? ` ${TURNSTILE_ORIGIN}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${turnstile}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' blob:${turnstile}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The Turnstile widget's public site key (wrangler.toml TURNSTILE_SITE_KEY), or null when empty:
 * the bot check's widget and CSP are off. Typed as a plain string because the generated Env
 * type (worker/worker-configuration.d.ts) is the literal of the empty default.
 */
export function turnstileSiteKey(env: { readonly TURNSTILE_SITE_KEY?: string }): string | null {
  const key = env.TURNSTILE_SITE_KEY?.trim();
  return key ? key : null;
}

/** The policy without the bot check; `public/_headers` repeats it for the static files (a test keeps the two equal). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy({ turnstile: false });

/** Headers every answer carries, pages and API alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** HSTS only over https (production); a local http origin must stay reachable. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
