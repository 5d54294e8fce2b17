import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './http/securityPolicy';
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
});
