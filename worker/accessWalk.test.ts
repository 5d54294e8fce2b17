/**
 * Access walk (issue 10): every endpoint of contract/endpoints.ts, called with no token, a USER
 * token, ANOTHER guest's booking token and an ADMIN token, answers as its `access` field says
 * (anyone / booking / user / admin): 401 and 403 exactly where expected, never a 5xx. Guest B's
 * booking token never reads or changes guest A's reservation, payment or receipt.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Access, type Endpoint } from '../contract';
import { bookAndPay, PNG_BYTES, receiptForm, seedRoom, type Booked } from './test/fixtures';
import { api, loginAs, UNKNOWN_ID, type ApiResult } from './test/helpers';

type Caller = 'none' | 'user' | 'otherGuest' | 'admin';
type Guest = Booked & { paymentId: string; receipt: string };

let guestA: Guest;
let guestB: Guest;
let userToken: string;
let adminToken: string;

beforeAll(async () => {
  const room = await seedRoom({ rooms: 5 });
  guestA = await bookAndPay(room, { guestEmail: 'guest-a@example.com' });
  guestB = await bookAndPay(room, { guestEmail: 'guest-b@example.com' });
  userToken = (await loginAs('USER')).token;
  adminToken = (await loginAs('ADMIN')).token;
});

/** Path parameters point at guest A's records, so a wrong answer would be an IDOR. */
function urlOf(endpoint: Endpoint): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_m, name: string) => {
    if (name === 'id') return guestA.paymentId;
    if (name === 'pnr') return guestA.pnrCode;
    if (name === 'filename') return guestA.receipt;
    if (name === 'hotelId') return UNKNOWN_ID;
    return UNKNOWN_ID;
  });
  return endpoint.query ? `${path}?id=${UNKNOWN_ID}` : path;
}

/** Bodies that name guest A's reservation and payment (valid where the route checks ownership). */
function bodyOf(endpoint: Endpoint, caller: Caller): unknown {
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') return undefined;
  if (endpoint.bodyKind === 'multipart') {
    return receiptForm({ bytes: PNG_BYTES, name: 'other.png', type: 'image/png' }, { paymentId: guestA.paymentId, reservationId: guestA.id });
  }
  // B tries to attach B's receipt to A's payment; the admin attaches A's own receipt.
  if (endpoint.path.endsWith('/update-receipt')) return { receipt: caller === 'admin' ? guestA.receipt : guestB.receipt };
  return { reservationId: guestA.id, paymentId: guestA.paymentId };
}

function credentials(caller: Caller) {
  switch (caller) {
    case 'none':
      return {};
    case 'user':
      return { token: userToken };
    case 'otherGuest':
      return { bookingToken: guestB.bookingToken };
    case 'admin':
      return { token: adminToken };
  }
}

/** The status a caller must (or must not) get for an access level. */
function expectAccess(access: Access, caller: Caller, res: ApiResult, label: string) {
  expect(res.status, `${label}: ${JSON.stringify(res.json)}`).toBeLessThan(500);
  const refusedWith = (status: number) => expect(res.status, label).toBe(status);
  const allowed = () => expect([401, 403], label).not.toContain(res.status);
  switch (access) {
    case 'anyone':
      return allowed();
    case 'user':
      return caller === 'none' || caller === 'otherGuest' ? refusedWith(401) : allowed();
    case 'admin':
      if (caller === 'admin') return allowed();
      return refusedWith(caller === 'user' ? 403 : 401);
    case 'booking':
      if (caller === 'admin') return allowed();
      // Another guest's token is a valid token for the wrong reservation: 403, never A's data.
      return refusedWith(caller === 'none' ? 401 : 403);
  }
}

/** Deletes late, logout (it ends the caller's token) last: each caller keeps its token for the walk. */
const rank = ([name, e]: [string, Endpoint]) => (name === 'logout' ? 2 : e.method === 'DELETE' ? 1 : 0);
const all = (Object.entries(endpoints) as [string, Endpoint][]).sort((a, b) => rank(a) - rank(b));

async function paymentRowOfA() {
  return env.DB.prepare('SELECT * FROM payments WHERE id = ?').bind(guestA.paymentId).first();
}
async function reservationRowOfA() {
  return env.DB.prepare('SELECT * FROM reservations WHERE id = ?').bind(guestA.id).first();
}

describe('access walk over contract/endpoints.ts', () => {
  let tried = 0;

  it('no token, a USER token and another guest booking token: refused exactly as `access` says; A untouched', async () => {
    const paymentBefore = await paymentRowOfA();
    const reservationBefore = await reservationRowOfA();
    const receiptBefore = await (await env.RECEIPTS.get(guestA.receipt))!.arrayBuffer();
    for (const caller of ['none', 'user', 'otherGuest'] as const) {
      for (const [name, endpoint] of all) {
        const res = await api(endpoint.method, urlOf(endpoint), { body: bodyOf(endpoint, caller), ...credentials(caller) });
        tried++;
        expectAccess(endpoint.access, caller, res, `${name} (${endpoint.access}) as ${caller}`);
        if (caller === 'otherGuest' && endpoint.access !== 'anyone') {
          // Nothing of guest A's leaks into a refusal.
          expect(JSON.stringify(res.json), name).not.toContain('guest-a@example.com');
        }
      }
    }
    expect(await paymentRowOfA()).toEqual(paymentBefore);
    expect(await reservationRowOfA()).toEqual(reservationBefore);
    expect(new Uint8Array(await (await env.RECEIPTS.get(guestA.receipt))!.arrayBuffer())).toEqual(new Uint8Array(receiptBefore));
  });

  it("guest B's booking token cannot read or change guest A's records (explicit IDOR probes)", async () => {
    const b = { bookingToken: guestB.bookingToken };
    const probes = await Promise.all([
      api('GET', `/api/payments/${guestA.paymentId}`, b),
      api('GET', `/api/payments/getPaymentById/${guestA.paymentId}`, b),
      api('GET', `/api/files/uploads/${guestA.receipt}`, b),
      api('GET', `/api/reservation/public/getReservationById?id=${guestA.id}`, b),
      api('POST', '/api/payments/create', { ...b, body: { reservationId: guestA.id } }),
      api('POST', `/api/payments/${guestA.paymentId}/update-receipt`, { ...b, body: { receipt: guestB.receipt } }),
      api('POST', '/api/files/upload', { ...b, body: receiptForm({ bytes: PNG_BYTES, name: 'x.png', type: 'image/png' }, { paymentId: guestA.paymentId }) }),
      api('PUT', `/api/payments/updatePayment/${guestA.paymentId}`, { ...b, body: { status: 'PAID' } }),
      api('DELETE', `/api/payments/deletePayment/${guestA.paymentId}`, b),
      api('POST', `/api/payments/${guestA.paymentId}/verify?approve=true`, b),
    ]);
    for (const res of probes) {
      expect([401, 403]).toContain(res.status);
      expect(JSON.stringify(res.json)).not.toContain('guest-a@example.com');
    }
  });

  // Last: the admin's deletes (deleteAll…) empty the tables the other tests use.
  it('an ADMIN token is allowed everywhere (destructive calls last), never a 5xx', async () => {
    for (const [name, endpoint] of all) {
      const res = await api(endpoint.method, urlOf(endpoint), { body: bodyOf(endpoint, 'admin'), ...credentials('admin') });
      tried++;
      expectAccess(endpoint.access, 'admin', res, `${name} (${endpoint.access}) as admin`);
    }
    expect(tried).toBe(all.length * 4);
  });
});
