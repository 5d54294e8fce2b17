import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TOKEN_HEADER, endpoints } from '../../contract';
import type { Endpoint } from '../../contract';
import * as seed from '../../scripts/seed-data';
import { mocks, ORIGIN, startD1Side } from './sides';
import type { Side } from './sides';

/**
 * A stale or forged token in the browser must never break a public page: every 'anyone' call
 * of contract/endpoints.ts answers a caller with a forged or expired bearer token (or booking
 * token) exactly as it answers an anonymous one; protected calls still answer 401. Checked on
 * the mock world and on real D1, which sign with the same development secret
 * (mocks/backend/index.ts).
 */
const SECRET = 'test-secret-not-for-production-0123456789';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const past = () => Math.floor(Date.now() / 1000) - 60;
const expired = () => sign({ sub: UNKNOWN, role: 'ADMIN', name: 'admin', exp: past(), ver: 0 }, SECRET, 'HS256');
const expiredBooking = () => sign({ sub: UNKNOWN, kind: 'booking', exp: past() }, SECRET, 'HS256');

let d1: Awaited<ReturnType<typeof startD1Side>> | undefined;
const realD1: Side = { name: 'd1', fetch: (request) => d1!.fetch(request) };
beforeAll(async () => {
  d1 = await startD1Side();
}, 60_000);
afterAll(() => d1?.dispose());

const sampleParam = (name: string) => (name === 'pnr' ? 'ZZZZ9999' : name === 'filename' ? 'receipt-none.png' : UNKNOWN);
const pathOf = (endpoint: Endpoint) => endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => sampleParam(name));

let counter = 0;
/** One client address per call, so rate-limited calls (login, PNR, contact) never count twice. */
function requestFor(endpoint: Endpoint, headers: Record<string, string>): Request {
  const all = new Headers({ Accept: 'application/json', 'CF-Connecting-IP': `198.18.${Math.floor(counter / 250)}.${counter++ % 250}`, ...headers });
  let body: string | undefined;
  if (endpoint.method !== 'GET' && endpoint.body && endpoint.bodyKind !== 'multipart') {
    all.set('Content-Type', 'application/json');
    body = '{}';
  }
  return new Request(`${ORIGIN}${pathOf(endpoint)}`, { method: endpoint.method, headers: all, body });
}

const publicEndpoints = Object.entries(endpoints).filter(([, e]) => e.access === 'anyone') as [string, Endpoint][];
const protectedEndpoints = Object.entries(endpoints).filter(([, e]) => e.access === 'admin' || e.access === 'user') as [string, Endpoint][];

async function statusAndBody(side: Side, endpoint: Endpoint, headers: Record<string, string>) {
  const response = await side.fetch(requestFor(endpoint, headers));
  return { status: response.status, body: await response.text() };
}

describe.each([mocks, realD1])('$name: public calls ignore a bad token', (side) => {
  it('there are public calls to check', () => {
    expect(publicEndpoints.length).toBeGreaterThan(20);
  });

  it.each(publicEndpoints)('%s answers a forged or expired token as an anonymous caller', async (_name, endpoint) => {
    const anonymous = await statusAndBody(side, endpoint, {});
    expect(anonymous.status).not.toBe(401);
    const forged = `${(await expired()).split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`;
    const variants: Record<string, string>[] = [
      { Authorization: 'Bearer not.a.jwt' },
      { Authorization: `Bearer ${forged}` },
      { Authorization: `Bearer ${await expired()}` },
      { [BOOKING_TOKEN_HEADER]: await expiredBooking() },
      { [BOOKING_TOKEN_HEADER]: 'forged' },
    ];
    for (const headers of variants) {
      const answer = await statusAndBody(side, endpoint, headers);
      expect(answer.status, `${side.name} ${endpoint.method} ${endpoint.path} with ${JSON.stringify(headers)}`).toBe(anonymous.status);
    }
  });

  it.each(protectedEndpoints)('%s (protected) still answers 401 to a forged or expired token', async (_name, endpoint) => {
    for (const token of ['not.a.jwt', await expired()]) {
      const answer = await statusAndBody(side, endpoint, { Authorization: `Bearer ${token}` });
      expect(answer.status, `${side.name} ${endpoint.method} ${endpoint.path}`).toBe(401);
      expect(JSON.parse(answer.body)).toEqual({ code: 'TOKEN_INVALID', message: 'Invalid or expired token' });
    }
  });

  it('a valid admin token works on a public call and on a protected one', async () => {
    const login = await side.fetch(
      new Request(`${ORIGIN}${endpoints.login.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: seed.ADMIN_LOGIN.name, password: seed.ADMIN_LOGIN.password }),
      }),
    );
    const { token } = (await login.json()) as { token: string };
    expect((await statusAndBody(side, endpoints.getAllHotels, { Authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await statusAndBody(side, endpoints.getAllReservations, { Authorization: `Bearer ${token}` })).status).toBe(200);
  });
});
