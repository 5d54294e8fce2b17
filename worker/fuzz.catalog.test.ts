/**
 * Fuzz of every POST/PUT of the catalog (contract/endpoints.ts) served by the auth, users,
 * hotels, room types, places, tours and reviews routes: malformed JSON, wrong types, 100 KB
 * strings, missing fields, oversized bodies and unknown ids. Every rejected request must get a
 * 4xx JSON envelope `{ message }` — never a 5xx — and leave every table as it was.
 * Mutations the contract schema itself accepts are sent too and must never give a 5xx.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints, type EndpointName } from '../contract';
import { day } from './test/fixtures';
import { api, createUserWithRole, insertHotel, insertReservationRow, insertRoomType, insertTourRow, loginAs, tokenFor, UNKNOWN_ID } from './test/helpers';
import { MALFORMED, NON_OBJECTS, expectEnvelope4xx, mutations } from './test/fuzz';

/** The write calls of the routes this suite covers (the booking side has its own). */
const OWNED_PREFIXES = ['/api/auth/', '/api/users/', '/api/hotel/', '/api/roomType/', '/api/tour/', '/api/review/'];

/**
 * Tables compared before/after. `rate_limits` is left out on purpose: a failed login is
 * counted there (that is the throttle working, not a partial write).
 */
const TABLES = ['users', 'hotels', 'room_types', 'places', 'tours', 'reviews', 'reservations', 'tour_reservations', 'payments', 'contact_messages', 'translations'];

async function snapshot(): Promise<string> {
  const order = (table: string) => (table === 'translations' ? 'entity_kind, entity_id, lang, field' : 'id');
  const parts = await env.DB.batch(TABLES.map((t) => env.DB.prepare(`SELECT * FROM ${t} ORDER BY ${order(t)}`)));
  return JSON.stringify(parts.map((p) => p.results));
}

type Target = {
  /** A valid body for the call (fresh per call: names stay unique where needed). */
  body: () => Record<string, unknown>;
  /** Query string with an existing id (updates), or ''. */
  query: () => string;
  token: () => string | undefined;
};

let adminToken: string;
let userToken: string;
const ids: Record<string, string> = {};

const placeBody = () => ({
  name: 'Fuzz Place', description: 'd', location: 'Van', image: '/images/p.jpg', bestSeasons: 'spring',
  facilities: 'wc', visitOpenTime: '08:00', visitCloseTime: '17:00', visitDays: 'Monday', entryFeeAdult: 1,
  entryFeeStudent: 1, entryFeeMuseum: 0, transportationCars: 'car', category: 'nature', recommendedDuration: '1h', contact: 'c',
  translations: { tr: { name: 'Fuzz Yeri' }, fa: { name: 'مکان فاز', facilities: ['سرویس بهداشتی'] } },
});
const tourBody = () => ({
  tourName: 'Fuzz Tour', tourStartAddress: 'a', tourEndAddress: 'b', price: 10, photoUrl: '/images/t.jpg', duration: 2,
  participantCount: 5, startDate: '2030-01-01', endDate: '2030-01-02', starRating: 3, phone: '1',
  translations: { en: { tourName: 'Fuzz Tour' }, fa: { tourName: 'تور فاز' } },
});
const hotelBody = () => ({
  hotelName: 'Fuzz Hotel', hotelAddress: 'addr', hotelCity: 'Van', district: 'd', starRating: 3, phone: '1',
  email: 'h@example.com', features: ['wifi'], photoUrls: ['/images/h.jpg'], apiUrl: 'https://x.example', apiKey: 'k', advancePayment: 10,
  description: 'Fuzz description', houseRules: 'No smoking', checkInTime: '14:00', checkOutTime: '12:00',
  translations: { tr: { hotelName: 'Fuzz Otel', description: 'Açıklama' }, fa: { hotelName: 'هتل فاز', features: ['وای‌فای'], houseRules: 'قوانین' } },
});
let seq = 0;

const targets: Partial<Record<EndpointName, Target>> = {
  login: { body: () => ({ name: 'fuzz-nobody', password: 'whatever-1' }), query: () => '', token: () => undefined },
  register: {
    body: () => ({ name: `fuzzreg${seq++}`, email: `fuzzreg${seq++}@example.com`, password: 'longenough1', languagePreference: 'EN' }),
    query: () => '',
    token: () => undefined,
  },
  createUser: {
    body: () => ({ name: `fuzzadm${seq++}`, email: `fuzzadm${seq++}@example.com`, password: 'longenough1', role: 'USER', languagePreference: 'TR' }),
    query: () => '',
    token: () => adminToken,
  },
  updateUser: {
    body: () => ({ name: 'fuzz-target', email: 'fuzz-target@example.com', password: 'longenough1', role: 'USER', languagePreference: 'EN' }),
    query: () => `?id=${ids.user}`,
    token: () => adminToken,
  },
  changePassword: {
    body: () => ({ currentPassword: 'not-the-current-1', newPassword: 'a-new-password-1' }),
    query: () => '',
    token: () => userToken,
  },
  forgotPassword: { body: () => ({ email: 'fuzz-nobody@example.com' }), query: () => '', token: () => undefined },
  resetPassword: { body: () => ({ token: 'A'.repeat(43), password: 'a-new-password-1' }), query: () => '', token: () => undefined },
  createHotel: { body: hotelBody, query: () => '', token: () => adminToken },
  updateHotel: { body: hotelBody, query: () => `?id=${ids.hotel}`, token: () => adminToken },
  createRoomType: {
    body: () => ({ hotelId: ids.hotel, name: `FUZZ${seq++}`, pricePerNight: 10, roomCount: 2, translations: { fa: { name: 'اتاق فاز' } } }),
    query: () => '',
    token: () => adminToken,
  },
  updateRoomType: {
    body: () => ({ hotelId: ids.hotel, name: 'FUZZ-ROOM', pricePerNight: 10, roomCount: 2, translations: { en: { name: 'Fuzz room' } } }),
    query: () => `?id=${ids.roomType}`,
    token: () => adminToken,
  },
  createPlace: { body: placeBody, query: () => '', token: () => adminToken },
  updatePlace: { body: placeBody, query: () => `?id=${ids.place}`, token: () => adminToken },
  createTour: { body: tourBody, query: () => '', token: () => adminToken },
  updateTour: { body: tourBody, query: () => `?id=${ids.tour}`, token: () => adminToken },
  createReview: { body: () => ({ reservationId: ids.stay, hotelId: ids.hotel, rating: 4, comment: 'fuzz' }), query: () => '', token: () => userToken },
  updateReview: {
    body: () => ({ rating: 2, comment: 'fuzz', status: 'APPROVED', isFlagged: true }),
    query: () => `?id=${ids.review}`,
    token: () => adminToken,
  },
};

const owned = (Object.keys(endpoints) as EndpointName[]).filter((name) => {
  const e = endpoints[name];
  // Calls without a body (logout) have nothing to fuzz; worker/inputLimits.test.ts sends them oversized bodies.
  return (e.method === 'POST' || e.method === 'PUT') && 'body' in e && OWNED_PREFIXES.some((p) => e.path.startsWith(p));
});

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  const plain = await createUserWithRole('USER');
  userToken = await tokenFor(plain);
  ids.user = (await createUserWithRole('USER')).id;
  ids.hotel = (await insertHotel()).id;
  ids.roomType = (await insertRoomType(ids.hotel)).id;
  // The user's confirmed stay that has ended: the one a review may be written about (worker/reviews.test.ts).
  ids.stay = (await insertReservationRow(ids.hotel, ids.roomType, { userId: plain.id, status: 'CONFIRMED', checkIn: day(-4), checkOut: day(-2) })).id;
  ids.tour = (await insertTourRow()).id;
  ids.place = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO places (id, name, description, location, image, best_seasons, facilities, visit_open_time, visit_close_time, visit_days, transportation_cars)
     VALUES (?, 'P', 'd', 'Van', '/images/p.jpg', '["spring"]', '["wc"]', '08:00', '17:00', '["Monday"]', '["car"]')`,
  )
    .bind(ids.place)
    .run();
  ids.review = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO reviews (id, hotel_id, rating, comment) VALUES (?, ?, 3, 'r')").bind(ids.review, ids.hotel).run();
});

function bodySchema(name: EndpointName): z.ZodType {
  return (endpoints[name] as { body: z.ZodType }).body;
}


describe('fuzz: POST/PUT of the catalog', () => {
  it('covers every owned POST/PUT of the catalog', () => {
    expect(owned.sort()).toEqual((Object.keys(targets) as EndpointName[]).sort());
    expect(owned).toContain('updateRoomType');
  });

  it.each(owned)('%s: malformed JSON, non-object JSON, wrong content type, oversized body -> 4xx, nothing written', async (name) => {
    const target = targets[name]!;
    const { method, path } = endpoints[name];
    const url = `${path}${target.query()}`;
    const before = await snapshot();
    for (const raw of [...MALFORMED, ...NON_OBJECTS]) {
      const res = await api(method, url, { token: target.token(), body: raw });
      expectEnvelope4xx(res, `${name} ${JSON.stringify(raw)}`);
    }
    const plain = await api(method, url, {
      token: target.token(),
      body: JSON.stringify(target.body()),
      headers: { 'Content-Type': 'text/plain' },
    });
    expectEnvelope4xx(plain, `${name} text/plain`);
    const none = await api(method, url, { token: target.token() });
    expectEnvelope4xx(none, `${name} no body`);
    const huge = await api(method, url, { token: target.token(), body: { ...target.body(), blob: 'y'.repeat(300 * 1024) } });
    expect(huge.status, `${name} 300 KB body`).toBe(413);
    expectEnvelope4xx(huge, `${name} 300 KB body`);
    expect(await snapshot(), `${name} wrote something`).toBe(before);
  });

  it.each(owned)('%s: wrong types, missing fields and 100 KB strings -> 4xx with details, nothing written', async (name) => {
    const target = targets[name]!;
    const { method, path } = endpoints[name];
    const url = `${path}${target.query()}`;
    const schema = bodySchema(name);
    const before = await snapshot();
    let rejected = 0;
    for (const [label, body] of mutations(target.body())) {
      // Only what the contract rejects belongs here; accepted variants are the next test's.
      if (schema.safeParse(body).success) continue;
      rejected++;
      const res = await api(method, url, { token: target.token(), body });
      expectEnvelope4xx(res, `${name}: ${label}`);
      expect(res.status, `${name}: ${label}`).toBe(400);
      expect(res.json.details?.length, `${name}: ${label} details`).toBeGreaterThan(0);
    }
    expect(rejected).toBeGreaterThan(10);
    expect(await snapshot(), `${name} wrote something`).toBe(before);
  });

  it.each(owned)('%s: mutations the contract accepts never give a 5xx', async (name) => {
    const target = targets[name]!;
    const { method, path } = endpoints[name];
    const url = `${path}${target.query()}`;
    const schema = bodySchema(name);
    for (const [label, body] of mutations(target.body())) {
      if (!schema.safeParse(body).success) continue;
      const res = await api(method, url, { token: target.token(), body: { ...body, ...freshUnique(name, body) } });
      expect(res.status, `${name}: ${label} -> ${JSON.stringify(res.json)?.slice(0, 200)}`).toBeLessThan(500);
      expect(res.json, `${name}: ${label}`).not.toBeNull();
    }
  });

  it.each(owned.filter((name) => 'translations' in targets[name]!.body()))(
    '%s: wrong types, unknown fields and 100 KB strings inside `translations` -> 400 with details, nothing written',
    async (name) => {
      const target = targets[name]!;
      const { method, path } = endpoints[name];
      const url = `${path}${target.query()}`;
      const base = target.body();
      const translations = base.translations as Record<string, Record<string, unknown>>;
      const before = await snapshot();
      let rejected = 0;
      for (const [lang, texts] of Object.entries(translations)) {
        for (const [label, mutated] of [...mutations(texts), ['unknown language', null] as const]) {
          const nested = label === 'unknown language' ? { ...translations, xx: texts } : { ...translations, [lang]: mutated };
          const body = { ...base, translations: nested };
          if (bodySchema(name).safeParse(body).success) continue;
          rejected++;
          const res = await api(method, url, { token: target.token(), body });
          expect(res.status, `${name}: translations.${lang} ${label}`).toBe(400);
          expect(res.json.details?.length, `${name}: translations.${lang} ${label} details`).toBeGreaterThan(0);
        }
      }
      expect(rejected).toBeGreaterThan(5);
      expect(await snapshot(), `${name} wrote something`).toBe(before);
    },
  );

  it('updates with an unknown id: 404, nothing written', async () => {
    const before = await snapshot();
    const updates = owned.filter((name) => endpoints[name].method === 'PUT' && 'query' in endpoints[name]);
    expect(updates.length).toBeGreaterThanOrEqual(6);
    for (const name of updates) {
      const target = targets[name]!;
      const res = await api(endpoints[name].method, `${endpoints[name].path}?id=${UNKNOWN_ID}`, { token: target.token(), body: target.body() });
      expect(res.status, name).toBe(404);
      expectEnvelope4xx(res, name);
      const malformedId = await api(endpoints[name].method, `${endpoints[name].path}?id=1%20OR%201=1`, { token: target.token(), body: target.body() });
      expect(malformedId.status, `${name} bad id`).toBe(400);
    }
    // Creates that point at an unknown hotel.
    for (const name of ['createRoomType', 'createReview'] as const) {
      const target = targets[name]!;
      const res = await api('POST', endpoints[name].path, { token: target.token(), body: { ...target.body(), hotelId: UNKNOWN_ID } });
      expect(res.status, name).toBe(404);
    }
    expect(await snapshot()).toBe(before);
  });

  it('SQL-looking and odd text is stored as text, never interpreted', async () => {
    const evil = "x'); DROP TABLE users; --";
    const res = await api('POST', endpoints.createPlace.path, {
      token: adminToken,
      body: { ...placeBody(), name: evil, facilities: [evil, '"]', '\\'], description: '\u202e\u0000💥' },
    });
    expect(res.status).toBe(201);
    expect(res.json.name).toBe(evil);
    expect(res.json.facilities).toEqual([evil, '"]', '\\']);
    const login = await api('POST', endpoints.login.path, { body: { name: "' OR 1=1 --", password: "' OR 1=1 --" } });
    expect(login.status).toBe(401);
    expect((await env.DB.prepare('SELECT count(*) AS n FROM users').first<{ n: number }>())!.n).toBeGreaterThan(0);
  });
});

/** Unique names for accepted create variants so they exercise the create, not just the 409. */
function freshUnique(name: EndpointName, body: Record<string, unknown>): Record<string, unknown> {
  if (name === 'register' || name === 'createUser') {
    const n = seq++;
    return {
      ...(typeof body.name === 'string' && body.name.length < 100 ? { name: `${body.name.trim() || 'n'}-${n}` } : {}),
      ...(typeof body.email === 'string' && body.email.includes('@') ? { email: `u${n}-${body.email.trim()}` } : {}),
    };
  }
  return {};
}
