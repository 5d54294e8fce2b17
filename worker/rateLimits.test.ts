/**
 * Abuse limits (issue 10): 429 with Retry-After on login, registration and every reservation
 * create path; counters are atomic under parallel requests and pruned by the cron.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PNR_LOOKUP_LIMIT } from '../contract';
import { BOOKING_LIMITS, LOGIN_LIMITS, PNR_BURST_LIMIT, REGISTER_LIMITS } from './auth/limits';
import { pruneRateLimitRows } from './jobs/pruneRateLimits';
import { isolateAllowance } from './middleware/rateLimit';
import { CONTACT_LIMIT } from './routes/contact';
import { api, createUserWithRole, insertHotel, insertRoomType, insertTourRow, unique } from './test/helpers';
import { awayFromWindowEdge, WINDOW_EDGE_MS } from './test/rateWindow';

const ip = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function expect429(res: { status: number; json: { message?: unknown }; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.json).toEqual({ code: expect.stringMatching(/_TOO_MANY$|^RATE_LIMITED$/), message: expect.any(String) });
  expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
}

describe('login throttle', () => {
  it('20 parallel wrong-password logins: at most 10 get 401, the rest 429, no 5xx', async () => {
    const victim = await createUserWithRole('USER');
    const headers = { 'CF-Connecting-IP': ip() };
    await awayFromWindowEdge();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api('POST', '/api/auth/login', { headers, body: { name: victim.name, password: `guess-${i}` } })),
    );
    const statuses = answers.map((a) => a.status);
    const refused = answers.filter((a) => a.status === 429);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    for (const res of refused) expect429(res);
    // The right password is refused too until the window ends.
    expect429(await api('POST', '/api/auth/login', { headers, body: { name: victim.name, password: victim.password } }));
  });

  it('counts per name across addresses: guesses from many addresses meet the per-name limit', async () => {
    const victim = await createUserWithRole('USER');
    const statuses: number[] = [];
    await awayFromWindowEdge();
    for (let i = 0; i < 32; i++) {
      const res = await api('POST', '/api/auth/login', { headers: { 'CF-Connecting-IP': `203.0.113.${i + 1}` }, body: { name: victim.name, password: `x-${i}` } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('an unknown name and a wrong password answer the same status, body and about the same time', async () => {
    const someone = await createUserWithRole('USER');
    const headers = { 'CF-Connecting-IP': ip() };
    const time = async (name: string) => {
      const started = performance.now();
      const res = await api('POST', '/api/auth/login', { headers, body: { name, password: 'Wrong!Password1' } });
      return { res, ms: performance.now() - started };
    };
    // Warm up once (first PBKDF2 import), then alternate.
    await time(someone.name);
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      const a = await time(someone.name);
      const b = await time(unique('nobody'));
      expect(a.res.status).toBe(401);
      expect(b.res.status).toBe(401);
      expect(b.res.json).toEqual(a.res.json);
      expect([...b.res.headers.keys()].sort()).toEqual([...a.res.headers.keys()].sort());
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[2]!;
    const ratio = median(unknown) / median(wrong);
    // Both run one PBKDF2 (100,000 iterations): no order-of-magnitude gap a client could time.
    // Skipping the hash for an unknown name would make it some 50x faster; the bounds leave room
    // for a busy machine (parallel test files), where single calls vary by 2-3x.
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });
});

describe('registration and reservation limits', () => {
  it('registration: the 6th account from one address within the hour is 429', async () => {
    const headers = { 'CF-Connecting-IP': ip() };
    await awayFromWindowEdge();
    for (let i = 0; i < 5; i++) {
      const name = unique('reg');
      const res = await api('POST', '/api/users/createUser', { headers, body: { name, email: `${name}@example.com`, password: 'Password123!' } });
      expect(res.status).toBe(201);
    }
    const name = unique('reg');
    expect429(await api('POST', '/api/users/createUser', { headers, body: { name, email: `${name}@example.com`, password: 'Password123!' } }));
    expect(await env.DB.prepare('SELECT count(*) AS n FROM users WHERE name = ?').bind(name).first('n')).toBe(0);
  });

  it('hotel reservations: all three create paths share one count per address; no extra rows after 429', async () => {
    const hotel = await insertHotel();
    const room = await insertRoomType(hotel.id, { roomCount: 500 });
    const headers = { 'CF-Connecting-IP': ip() };
    const paths = ['/api/reservation/public/createReservation', '/api/reservations', '/reservations'];
    const body = (i: number) => ({
      hotelId: hotel.id,
      roomTypeId: room.id,
      reservationGuests: 1,
      checkIn: '2031-06-01',
      checkOut: '2031-06-02',
      fullName: 'Limit Guest',
      guestEmail: `limit${i}-${unique()}@example.com`,
      guestPhone: '+90 555 000 11 22',
    });
    const statuses: number[] = [];
    await awayFromWindowEdge();
    for (let i = 0; i < 12; i++) {
      const res = await api('POST', paths[i % 3]!, { headers, body: body(i) });
      statuses.push(res.status);
      if (res.status === 429) expect429(res);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM reservations WHERE room_type_id = ?').bind(room.id).first('n');
    expect(rows).toBe(10);
  });

  it('hotel reservations: one guest email from many addresses is limited per day', async () => {
    const hotel = await insertHotel();
    const room = await insertRoomType(hotel.id, { roomCount: 500 });
    const email = `${unique('same')}@example.com`;
    const statuses: number[] = [];
    await awayFromWindowEdge();
    for (let i = 0; i < 11; i++) {
      const res = await api('POST', '/api/reservations', {
        headers: { 'CF-Connecting-IP': `192.0.2.${i + 1}` },
        body: {
          hotelId: hotel.id,
          roomTypeId: room.id,
          reservationGuests: 1,
          checkIn: '2031-07-01',
          checkOut: '2031-07-02',
          fullName: 'Same Email',
          guestEmail: email.toUpperCase(),
          guestPhone: '+90 555 000 11 22',
        },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('tour reservations: both create paths limited per address', async () => {
    const tour = await insertTourRow({ participantCount: 50 });
    const headers = { 'CF-Connecting-IP': ip() };
    const statuses: number[] = [];
    await awayFromWindowEdge();
    for (let i = 0; i < 11; i++) {
      const res = await api('POST', i % 2 ? '/tour-reservations' : '/api/tour-reservations', {
        headers,
        body: {
          tourId: tour.id,
          fullName: 'Tour Limit',
          email: `t${i}-${unique()}@example.com`,
          phone: '+90 555 000 11 22',
          tourDate: '2030-06-01',
          numberOfPeople: 1,
          paymentMethod: 'BANK_TRANSFER',
          termsAccepted: true,
        },
      });
      statuses.push(res.status);
      if (res.status === 429) expect429(res);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('PNR lookup and contact under parallel requests', () => {
  it('40 parallel PNR lookups from one address: at most 30 answered, the rest 429', async () => {
    const headers = { 'CF-Connecting-IP': ip() };
    await awayFromWindowEdge();
    const answers = await Promise.all(Array.from({ length: 40 }, () => api('GET', '/api/reservation/public/pnr/ZZZZZZZZ', { headers })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(30);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    for (const res of answers.filter((a) => a.status === 429)) expect429(res);
  });

  it('10 parallel contact messages from one address: at most 5 stored, the rest 429', async () => {
    const headers = { 'CF-Connecting-IP': ip() };
    const subject = unique('parallel');
    await awayFromWindowEdge();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api('POST', '/api/contact/createMessage', { headers, body: { name: 'Spam Bot', email: `bot${i}@example.com`, subject, message: 'hello' } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 201 && s !== 429)).toEqual([]);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM contact_messages WHERE subject = ?').bind(subject).first('n')).toBe(
      statuses.filter((s) => s === 201).length,
    );
  });
});

describe('isolateAllowance (the in-memory first tier of the PNR burst brake)', () => {
  const minute = 60_000 * 29_000_000; // a wall-clock minute boundary

  it('each key: the first `perMinute` calls of a minute are free, later ones are not; a new minute starts again', () => {
    const free = isolateAllowance(3, 100);
    expect([1, 2, 3, 4, 5].map((i) => free('pnr:a', minute + i))).toEqual([true, true, true, false, false]);
    expect(free('pnr-access:a', minute + 10)).toBe(true);
    expect(free('pnr:b', minute + 59_999)).toBe(true);
    expect(free('pnr:a', minute + 60_000)).toBe(true);
  });

  it('holds at most `maxKeys` keys: a key without room is not free (it asks the binding), until the minute changes', () => {
    const free = isolateAllowance(3, 2);
    expect(free('a', minute)).toBe(true);
    expect(free('b', minute)).toBe(true);
    expect(free('c', minute)).toBe(false);
    expect(free('a', minute)).toBe(true);
    expect(free('c', minute + 60_000)).toBe(true);
  });
});

describe('windows', () => {
  it('every limit counts in windows of whole minutes, so each window edge is a minute edge (worker/test/rateWindow.ts relies on it)', () => {
    const windows = {
      ...Object.fromEntries(Object.entries(LOGIN_LIMITS).map(([name, limit]) => [`login ${name}`, limit.windowSeconds])),
      ...Object.fromEntries(Object.entries(BOOKING_LIMITS).map(([name, limit]) => [`booking ${name}`, limit.windowSeconds])),
      register: REGISTER_LIMITS.perAddress.windowSeconds,
      contact: CONTACT_LIMIT.windowSeconds,
      pnrFailures: PNR_LOOKUP_LIMIT.windowSeconds,
      pnrBurst: PNR_BURST_LIMIT.periodSeconds,
    };
    expect(Object.keys(windows)).toHaveLength(10);
    for (const [name, seconds] of Object.entries(windows)) expect((seconds * 1000) % WINDOW_EDGE_MS, name).toBe(0);
  });
});

describe('pruning', () => {
  it('the cron job deletes counters of ended windows and keeps the live ones', async () => {
    const now = Math.floor(Date.now() / 1000);
    const old = `prune-old-${unique()}`;
    const live = `prune-live-${unique()}`;
    await env.DB.batch([
      env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 7)').bind(old, now - 3 * 24 * 3600),
      env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 3)').bind(live, now - 60),
    ]);
    const deleted = await pruneRateLimitRows(env, new Date());
    expect(deleted).toBeGreaterThanOrEqual(1);
    const keys = (await env.DB.prepare('SELECT key FROM rate_limits WHERE key IN (?, ?)').bind(old, live).all<{ key: string }>()).results.map((r) => r.key);
    expect(keys).toEqual([live]);
  });
});

describe('local development exemption', () => {
  it('loopback callers in development are not throttled on create paths; the same calls in production are', async () => {
    const { app } = await import('./index');
    const { createExecutionContext, waitOnExecutionContext } = await import('cloudflare:test');
    const send = async (environment: string | undefined, ipHeader: string) => {
      const name = unique('loop');
      const ctx = createExecutionContext();
      const res = await app.fetch(
        new Request('http://local.test/api/users/createUser', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ipHeader },
          body: JSON.stringify({ name, email: `${name}@example.com`, password: 'Password123!' }),
        }),
        { ...env, ENVIRONMENT: environment, JWT_SECRET: 'a'.repeat(16) + crypto.randomUUID() },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return res.status;
    };
    const dev: number[] = [];
    for (let i = 0; i < 7; i++) dev.push(await send('development', '127.0.0.1'));
    expect(dev.every((s) => s === 201)).toBe(true);
    const prod: number[] = [];
    await awayFromWindowEdge();
    for (let i = 0; i < 7; i++) prod.push(await send(undefined, '::1'));
    expect(prod.slice(0, 5).every((s) => s === 201)).toBe(true);
    expect(prod.slice(5)).toEqual([429, 429]);
  });
});
