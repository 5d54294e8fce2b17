import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { TURNSTILE_ORIGIN } from '../contract/botCheck';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './http/securityPolicy';
import { app } from './index';
import { BASE } from './test/helpers';

/** Every kind of answer the Worker gives: API data, API errors, unknown paths, public pages. */
const requests: Array<[string, RequestInit | undefined, number]> = [
  ['/api/health', undefined, 200],
  ['/api/hotel/public/getAllHotels', undefined, 200],
  ['/api/hotel/public/getHotelById?id=not-a-uuid', undefined, 400],
  ['/api/users/me', undefined, 401],
  ['/api/nope', undefined, 404],
  ['/api/auth/login', { method: 'POST', body: '{bad json', headers: { 'content-type': 'application/json' } }, 400],
  ['/', { headers: { accept: 'text/html' } }, 200],
  ['/robots.txt', undefined, 200],
];

describe('security headers', () => {
  it.each(requests)('%s carries CSP, nosniff, Referrer-Policy and frame-ancestors', async (path, init, status) => {
    const res = await SELF.fetch(`${BASE}${path}`, init);
    expect(res.status).toBe(status);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('sends HSTS over https only (a local http origin stays reachable)', async () => {
    const plain = await SELF.fetch(`${BASE}/api/health`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await SELF.fetch('https://van.example/api/health');
    expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });

  it('the policy allows no script but our own files', () => {
    const scriptSrc = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
  });

  it('admits Turnstile (script-src and frame-src) only when a site key is configured', async () => {
    const directives = async (siteKey: string) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(
        new Request(`${BASE}/`, { headers: { accept: 'text/html' } }),
        { ...env, TURNSTILE_SITE_KEY: siteKey } as Cloudflare.Env,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      const csp = res.headers.get('content-security-policy') ?? '';
      return Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0]!, d]));
    };
    const off = await directives('');
    expect(Object.values(off).join('; ')).toBe(CONTENT_SECURITY_POLICY);
    expect(Object.values(off).join('; ')).not.toContain(TURNSTILE_ORIGIN);

    const on = await directives('1x00000000000000000000AA');
    expect(on['script-src']).toBe(`script-src 'self' ${TURNSTILE_ORIGIN}`);
    expect(on['frame-src']).toBe(`frame-src 'self' blob: ${TURNSTILE_ORIGIN}`);
    // Nothing else widens: the other directives are the ones without the bot check.
    for (const [name, directive] of Object.entries(on)) if (name !== 'script-src' && name !== 'frame-src') expect(directive).toBe(off[name]);
    expect(on['script-src']).not.toContain('unsafe-inline');
  });
});
