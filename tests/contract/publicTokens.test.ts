import { env, SELF } from 'cloudflare:test';
import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TOKEN_HEADER, endpoints } from '../../contract';
import type { Endpoint } from '../../contract';
import { fallbackHandlers, handlers } from '../../mocks/handlers';
import { resetStore } from '../../mocks/store';
import { signBooking as mockBooking, signSession as mockSession } from '../../mocks/tokens';
import { signSession } from '../../worker/auth/tokens';
import { userIds } from '../../mocks/fixtures';
import { seedFixtures } from './seed';

/**
 * A stale or forged token in the browser must never break a public page: every 'anyone' call
 * of contract/endpoints.ts answers a caller with a forged or expired bearer token (or booking
 * token) exactly as it answers an anonymous one, on the Worker and on the mocks; protected
 * calls still answer 401.
 */
const ORIGIN = 'http://local.test';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ADMIN = { id: UNKNOWN, role: 'ADMIN' as const, name: 'admin' };

type Side = { name: string; fetch(request: Request): Promise<Response>; expired(): Promise<string>; expiredBooking(): Promise<string> };

const worker: Side = {
  name: 'worker',
  fetch: (request) => SELF.fetch(request),
  // hono/jwt refuses an `exp` in the past: the same secret, a token that ran out.
  expired: async () => {
    const { sign } = await import('hono/jwt');
    return sign({ sub: UNKNOWN, role: 'ADMIN', name: 'admin', exp: Math.floor(Date.now() / 1000) - 60 }, env.JWT_SECRET, 'HS256');
  },
  expiredBooking: async () => {
    const { sign } = await import('hono/jwt');
    return sign({ sub: UNKNOWN, kind: 'booking', exp: Math.floor(Date.now() / 1000) - 60 }, env.JWT_SECRET, 'HS256');
  },
};

const mocks: Side = {
  name: 'mocks',
  async fetch(request) {
    const response = await getResponse([...handlers, ...fallbackHandlers], request);
    if (!response) throw new Error(`No mock answered ${request.method} ${request.url}`);
    return response;
  },
  expired: async () => mockSession(ADMIN, -60),
  expiredBooking: async () => mockBooking(UNKNOWN, -60),
};

const sampleParam = (name: string) => (name === 'pnr' ? 'ZZZZ9999' : name === 'filename' ? 'receipt-none.png' : UNKNOWN);

function pathOf(endpoint: Endpoint): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => sampleParam(name));
}

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
  const text = await response.text();
  return { status: response.status, body: text };
}

beforeAll(async () => {
  resetStore();
  await seedFixtures(env.DB);
});

describe.each([worker, mocks])('$name: public calls ignore a bad token', (side) => {
  it('there are public calls to check', () => {
    expect(publicEndpoints.length).toBeGreaterThan(20);
  });

  it.each(publicEndpoints)('%s answers a forged or expired token as an anonymous caller', async (_name, endpoint) => {
    const anonymous = await statusAndBody(side, endpoint, {});
    expect(anonymous.status).not.toBe(401);
    const forged = `${(await side.expired()).split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`;
    const variants: Record<string, string>[] = [
      { Authorization: 'Bearer not.a.jwt' },
      { Authorization: `Bearer ${forged}` },
      { Authorization: `Bearer ${await side.expired()}` },
      { [BOOKING_TOKEN_HEADER]: await side.expiredBooking() },
      { [BOOKING_TOKEN_HEADER]: 'forged' },
    ];
    for (const headers of variants) {
      const answer = await statusAndBody(side, endpoint, headers);
      expect(answer.status, `${side.name} ${endpoint.method} ${endpoint.path} with ${JSON.stringify(headers)}`).toBe(anonymous.status);
    }
  });

  it.each(protectedEndpoints)('%s (protected) still answers 401 to a forged or expired token', async (_name, endpoint) => {
    for (const token of ['not.a.jwt', await side.expired()]) {
      const answer = await statusAndBody(side, endpoint, { Authorization: `Bearer ${token}` });
      expect(answer.status, `${side.name} ${endpoint.method} ${endpoint.path}`).toBe(401);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Invalid or expired token' });
    }
  });
});

describe('valid tokens still work', () => {
  it('worker: a valid admin token on a public call is fine; a valid one on a protected call is answered', async () => {
    // A real, current admin (token revocation checks the user in D1 on every call).
    const token = await signSession(env, { ...ADMIN, id: userIds.admin });
    expect((await statusAndBody(worker, endpoints.getAllHotels, { Authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await statusAndBody(worker, endpoints.getAllReservations, { Authorization: `Bearer ${token}` })).status).toBe(200);
  });
});
