import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app';
import { contentSecurityPolicy, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY, turnstileSiteKey } from './securityPolicy';

/**
 * Adds the security headers after the handler ran; the CSP admits Turnstile's script and frame
 * only when a site key is configured (wrangler.toml TURNSTILE_SITE_KEY). Answers that come from
 * another fetch (ASSETS, R2) may have immutable headers, so the response is copied once first.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // Hono's setter makes a mutable copy of the answer.
  c.res = new Response(c.res.body, c.res);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  if (turnstileSiteKey(c.env)) c.res.headers.set('Content-Security-Policy', contentSecurityPolicy({ turnstile: true }));
  if (new URL(c.req.url).protocol === 'https:') c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
};
