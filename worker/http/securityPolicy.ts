// Plain constants (no Workers types), so Node-side checks can read them too.

/**
 * The Content-Security-Policy of every page and API answer. No inline or foreign script;
 * styles allow 'unsafe-inline' because Mantine writes style attributes and CSS variables;
 * images may come from any https host (admins enter hotel photo URLs); blob: frames show
 * receipts (PDF) in the admin. `public/_headers` repeats it for the static files (a test
 * keeps the two equal).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

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
