import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './securityPolicy';

/**
 * Adds the security headers after the handler ran. Answers that come from another fetch
 * (ASSETS, R2) may have immutable headers, so the response is copied once first.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // Hono's setter makes a mutable copy of the answer.
  c.res = new Response(c.res.body, c.res);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  if (new URL(c.req.url).protocol === 'https:') c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
};
