/**
 * Fuzz of the channel sync calls (issue 21): the POSTs with a body (add a calendar, rotate the
 * export) get malformed JSON, wrong types, missing fields, 100 KB strings and oversized bodies;
 * the calls on one feed get unknown and malformed ids. Every refusal is a 4xx envelope, never a
 * 5xx, and leaves the channel tables (and the holds' nights) as they were. Calendars are never
 * fetched here: the global fetch fails the test if the app tries.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { endpoints } from '../contract';
import { api, insertHotel, insertRoomType, loginAs, UNKNOWN_ID } from './test/helpers';
import { MALFORMED, NON_OBJECTS, expectEnvelope4xx, mutations } from './test/fuzz';

const TABLES = ['channel_exports', 'channel_feeds', 'channel_holds', 'room_types', 'reservations'];

async function snapshot(): Promise<string> {
  const parts = await env.DB.batch(TABLES.map((t) => env.DB.prepare(`SELECT * FROM ${t} ORDER BY rowid`)));
  return JSON.stringify(parts.map((p) => p.results));
}

let adminToken: string;
let roomTypeId: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  roomTypeId = (await insertRoomType((await insertHotel()).id, { roomCount: 2 })).id;
});

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    throw new Error(`unexpected fetch of ${String(input)}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const targets = {
  addChannelFeed: () => ({ roomTypeId, name: 'Airbnb', url: `https://calendar.example/${crypto.randomUUID()}.ics` }),
  rotateChannelExport: () => ({ roomTypeId }),
} as const;
type Owned = keyof typeof targets;
const owned = Object.keys(targets) as Owned[];

describe('fuzz: channel sync calls', () => {
  it('covers every POST of the channel calls with a body', () => {
    const withBody = (Object.keys(endpoints) as (keyof typeof endpoints)[]).filter(
      (name) => endpoints[name].path.includes('/channels') && endpoints[name].method === 'POST' && 'body' in endpoints[name],
    );
    expect(withBody.sort()).toEqual([...owned].sort());
  });

  it.each(owned)('%s: malformed JSON, non-object JSON, wrong content type, oversized body -> 4xx, nothing written', async (name) => {
    const { method, path } = endpoints[name];
    const before = await snapshot();
    for (const raw of [...MALFORMED, ...NON_OBJECTS]) expectEnvelope4xx(await api(method, path, { token: adminToken, body: raw }), `${name} ${JSON.stringify(raw)}`);
    expectEnvelope4xx(await api(method, path, { token: adminToken, body: JSON.stringify(targets[name]()), headers: { 'Content-Type': 'text/plain' } }), `${name} text/plain`);
    expectEnvelope4xx(await api(method, path, { token: adminToken }), `${name} no body`);
    const huge = await api(method, path, { token: adminToken, body: { ...targets[name](), blob: 'y'.repeat(300 * 1024) } });
    expect(huge.status, `${name} 300 KB body`).toBe(413);
    expect(await snapshot(), `${name} wrote something`).toBe(before);
  });

  it.each(owned)('%s: wrong types, missing fields and 100 KB strings -> 400 with details, nothing written', async (name) => {
    const { method, path } = endpoints[name];
    const schema = endpoints[name].body as z.ZodType;
    const before = await snapshot();
    let rejected = 0;
    for (const [label, body] of mutations(targets[name]())) {
      if (schema.safeParse(body).success) continue;
      rejected++;
      const res = await api(method, path, { token: adminToken, body });
      expect(res.status, `${name}: ${label}`).toBe(400);
      expect(res.json.details?.length, `${name}: ${label} details`).toBeGreaterThan(0);
    }
    expect(rejected).toBeGreaterThan(10);
    expect(await snapshot(), `${name} wrote something`).toBe(before);
  });

  it.each(owned)('%s: mutations the contract accepts never give a 5xx', async (name) => {
    const { method, path } = endpoints[name];
    const schema = endpoints[name].body as z.ZodType;
    for (const [label, body] of mutations(targets[name]())) {
      if (!schema.safeParse(body).success) continue;
      const res = await api(method, path, { token: adminToken, body });
      expect(res.status, `${name}: ${label} -> ${JSON.stringify(res.json)?.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it('odd addresses and names: refused with a reason or stored as text, never a 5xx', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/calendar,BEGIN', 'http://', 'https://[::1', 'https://例え.jp/cal.ics', `https://a.example/${'x'.repeat(1990)}`, 'HTTPS://CAL.EXAMPLE/A.ICS', ' https://trim.example/a.ics ']) {
      const res = await api('POST', endpoints.addChannelFeed.path, { token: adminToken, body: { roomTypeId, name: "x'); DROP TABLE channel_feeds; --", url } });
      expect(res.status, url).toBeLessThan(500);
      expect(res.json, url).toMatchObject(res.status < 300 ? { name: "x'); DROP TABLE channel_feeds; --" } : { message: expect.any(String) });
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM channel_feeds').first('n')).toBeGreaterThan(0);
  });

  it('unknown and malformed ids: 404 / 400, nothing written', async () => {
    const before = await snapshot();
    for (const [method, path] of [
      ['POST', endpoints.syncChannelFeed.path],
      ['DELETE', endpoints.deleteChannelFeed.path],
    ] as const) {
      expect((await api(method, path.replace(':id', UNKNOWN_ID), { token: adminToken })).status, path).toBe(404);
      expect((await api(method, path.replace(':id', '1%20OR%201=1'), { token: adminToken })).status, path).toBe(400);
    }
    expect((await api('POST', endpoints.addChannelFeed.path, { token: adminToken, body: { ...targets.addChannelFeed(), roomTypeId: UNKNOWN_ID } })).status).toBe(404);
    expect((await api('POST', endpoints.rotateChannelExport.path, { token: adminToken, body: { roomTypeId: UNKNOWN_ID } })).status).toBe(404);
    expect((await api('GET', `${endpoints.getChannels.path}?roomTypeId=nope`, { token: adminToken })).status).toBe(400);
    for (const file of ['x', '..%2F..%2Fetc%2Fpasswd', `${'A'.repeat(43)}.ICS`, `${'A'.repeat(43)}`, `${'A'.repeat(200)}.ics`]) {
      const res = await api('GET', `/api/channels/${file}`);
      expect([file, res.status < 500, res.status >= 400]).toEqual([file, true, true]);
    }
    expect(await snapshot()).toBe(before);
  });
});
