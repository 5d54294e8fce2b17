/**
 * Hostile input on every POST/PUT of contract/endpoints.ts (issue 10): bodies over 1 MB are a
 * 413 envelope (JSON limit 256 KB, receipt uploads 5 MB, gallery photos three sizes of 2 MB), 10,000 nested arrays are a 4xx, and
 * neither writes anything (every table and the receipt and photo buckets compared before and after).
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '../contract';
import { bookAndPay, seedRoom, type Booked } from './test/fixtures';
import { expectEnvelope4xx } from './test/fuzz';
import { api, loginAs, UNKNOWN_ID } from './test/helpers';

/** `rate_limits` is left out: counting a request is the throttle working. */
const TABLES = ['users', 'hotels', 'room_types', 'places', 'tours', 'reservations', 'payments', 'tour_reservations', 'reviews', 'contact_messages', 'email_outbox', 'photos'];

async function snapshot(): Promise<string> {
  const parts = await env.DB.batch(TABLES.map((t) => env.DB.prepare(`SELECT * FROM ${t} ORDER BY id`)));
  const objects = [...(await env.RECEIPTS.list()).objects, ...(await env.PHOTOS.list()).objects].map((o) => o.key).sort();
  return JSON.stringify([parts.map((p) => p.results), objects]);
}

const writes = (Object.entries(endpoints) as [string, Endpoint][]).filter(([, e]) => e.method === 'POST' || e.method === 'PUT');
const jsonWrites = writes.filter(([, e]) => e.bodyKind !== 'multipart');
const uploads = writes.filter(([, e]) => e.bodyKind === 'multipart');

let adminToken: string;
let guest: Booked & { paymentId: string };

const urlOf = (endpoint: Endpoint) =>
  endpoint.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'id' ? guest.paymentId : name === 'pnr' ? guest.pnrCode : UNKNOWN_ID)) +
  (endpoint.query ? `?id=${UNKNOWN_ID}` : '');

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  guest = await bookAndPay(await seedRoom({ rooms: 2 }));
});

const NESTED = '['.repeat(10_000) + ']'.repeat(10_000);
const OVER_1MB = JSON.stringify({ name: 'x'.repeat(1_100_000) });

describe('oversized and deeply nested bodies', () => {
  it('has POST/PUT endpoints to walk', () => {
    expect(jsonWrites.length).toBeGreaterThan(20);
    expect(uploads.length).toBeGreaterThanOrEqual(1);
  });

  it('every JSON POST/PUT: a body over 1 MB is a 413 envelope (with and without an admin token), nothing written', async () => {
    const before = await snapshot();
    for (const [name, endpoint] of jsonWrites) {
      for (const token of [undefined, adminToken]) {
        const res = await api(endpoint.method, urlOf(endpoint), { body: OVER_1MB, token, bookingToken: guest.bookingToken });
        expect(res.status, name).toBe(413);
        expect(res.json, name).toEqual({ code: expect.stringMatching(/^(PAYLOAD|FILE)_TOO_LARGE$/), message: expect.any(String) });
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('a 300 KB body (over the 256 KB JSON limit) is 413 too', async () => {
    const res = await api('POST', '/api/contact/createMessage', { body: JSON.stringify({ message: 'x'.repeat(300 * 1024) }) });
    expect(res.status).toBe(413);
  });

  it('the uploads (receipt, gallery photo, bank statement): over their limit is a 413 envelope (with and without an admin token), nothing stored', async () => {
    const before = await snapshot();
    for (const [name, endpoint] of uploads) {
      for (const token of [undefined, adminToken]) {
        const form = new FormData();
        form.append('file', new File([new Uint8Array(7 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
        form.append('w1600', new File([new Uint8Array(16)], '1600.webp', { type: 'image/webp' }));
        form.append('paymentId', guest.paymentId);
        const res = await api(endpoint.method, urlOf(endpoint), { body: form, token, bookingToken: guest.bookingToken });
        expect(res.status, name).toBe(413);
        // The bank statement also names its field (`file`) in details.
        expect(res.json, name).toMatchObject({ code: expect.stringMatching(/^(PAYLOAD|FILE|PHOTO|BANK_FILE)_TOO_LARGE$/), message: expect.any(String) });
        expect(Object.keys(res.json as object).filter((key) => !['code', 'message', 'details'].includes(key)), name).toEqual([]);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('every JSON POST/PUT: 10,000 nested arrays (as the body and inside a field) is a 4xx, nothing written', async () => {
    const before = await snapshot();
    // Calls that take no body (logout, verify) ignore one: only those with a body schema.
    for (const [name, endpoint] of jsonWrites.filter(([, e]) => e.body)) {
      for (const body of [NESTED, `{"name":${NESTED},"reservationId":${NESTED}}`]) {
        const res = await api(endpoint.method, urlOf(endpoint), { body, token: adminToken, bookingToken: guest.bookingToken });
        expectEnvelope4xx(res, `${name} nested`);
      }
    }
    expect(await snapshot()).toBe(before);
  });
});
