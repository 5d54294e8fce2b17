/**
 * Fuzz of the rate calls (issue 21, contract/rate.ts): POST /api/admin/rates and
 * DELETE /api/admin/rates/{id}. Malformed JSON, wrong types, 100 KB strings, missing fields,
 * oversized bodies, unknown and malformed ids: every rejected request gets a 4xx JSON envelope
 * `{ message }`, never a 5xx, and leaves the tables as they were. Mutations the contract
 * accepts must never give a 5xx.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../contract';
import { api, insertHotel, insertRoomType, loginAs, UNKNOWN_ID } from './test/helpers';
import { MALFORMED, NON_OBJECTS, expectEnvelope4xx, mutations } from './test/fuzz';

const TABLES = ['hotels', 'room_types', 'rates', 'reservations'];

async function snapshot(): Promise<string> {
  const parts = await env.DB.batch(TABLES.map((t) => env.DB.prepare(`SELECT * FROM ${t} ORDER BY id`)));
  return JSON.stringify(parts.map((p) => p.results));
}

let adminToken: string;
let roomTypeId: string;
const body = () => ({
  roomTypeId,
  from: '2031-03-18',
  to: '2031-04-01',
  price: 5450,
  weekendPrice: 6100,
  minStay: 3,
  maxStay: 14,
  closedToArrival: false,
  stopSell: false,
});

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  roomTypeId = (await insertRoomType((await insertHotel()).id)).id;
});

describe('fuzz: POST /api/admin/rates', () => {
  const { path } = endpoints.createRate;

  it('malformed JSON, non-object JSON, wrong content type, no body, oversized body -> 4xx, nothing written', async () => {
    const before = await snapshot();
    for (const raw of [...MALFORMED, ...NON_OBJECTS]) expectEnvelope4xx(await api('POST', path, { token: adminToken, body: raw }), JSON.stringify(raw));
    expectEnvelope4xx(
      await api('POST', path, { token: adminToken, body: JSON.stringify(body()), headers: { 'Content-Type': 'text/plain' } }),
      'text/plain',
    );
    expectEnvelope4xx(await api('POST', path, { token: adminToken }), 'no body');
    const huge = await api('POST', path, { token: adminToken, body: { ...body(), blob: 'y'.repeat(300 * 1024) } });
    expect(huge.status).toBe(413);
    expect(await snapshot()).toBe(before);
  });

  it('wrong types, missing fields and 100 KB strings -> 400 with details, nothing written', async () => {
    const before = await snapshot();
    let rejected = 0;
    for (const [label, mutated] of mutations(body())) {
      if (endpoints.createRate.body.safeParse(mutated).success) continue;
      rejected++;
      const res = await api('POST', path, { token: adminToken, body: mutated });
      expectEnvelope4xx(res, label);
      expect(res.status, label).toBe(400);
      expect(res.json.details?.length, `${label} details`).toBeGreaterThan(0);
    }
    expect(rejected).toBeGreaterThan(10);
    expect(await snapshot()).toBe(before);
  });

  it('mutations the contract accepts never give a 5xx; an unknown room type is 404 and writes nothing', async () => {
    for (const [label, mutated] of mutations(body())) {
      if (!endpoints.createRate.body.safeParse(mutated).success) continue;
      const res = await api('POST', path, { token: adminToken, body: mutated });
      expect(res.status, `${label} -> ${JSON.stringify(res.json)?.slice(0, 200)}`).toBeLessThan(500);
      expect(res.json, label).not.toBeNull();
    }
    const before = await snapshot();
    const unknown = await api('POST', path, { token: adminToken, body: { ...body(), roomTypeId: UNKNOWN_ID } });
    expect(unknown.status).toBe(404);
    expectEnvelope4xx(unknown, 'unknown room type');
    expect(await snapshot()).toBe(before);
  });
});

describe('fuzz: DELETE /api/admin/rates/{id}', () => {
  it('unknown, malformed and SQL-looking ids -> 4xx, nothing deleted', async () => {
    await api('POST', endpoints.createRate.path, { token: adminToken, body: body() });
    const before = await snapshot();
    for (const id of [UNKNOWN_ID, 'not-an-id', "1' OR '1'='1", '%00', 'x'.repeat(5000)]) {
      const res = await api('DELETE', endpoints.deleteRate.path.replace(':id', encodeURIComponent(id)), { token: adminToken });
      expectEnvelope4xx(res, id.slice(0, 40));
    }
    expect(await snapshot()).toBe(before);
  });
});
