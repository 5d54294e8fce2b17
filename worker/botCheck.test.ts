import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BotCheckMessages, TURNSTILE_SITEVERIFY_URL } from '../contract/botCheck';
import { routes, TURNSTILE_TOKEN_FIELD, TURNSTILE_TOKEN_HEADER, type Route } from '../contract/routes';
import { app } from './index';
import { bookingBody, seedRoom, type Room } from './test/fixtures';
import { api, BASE, countRows, loginAs, unique } from './test/helpers';

/**
 * The bot check (worker/middleware/botCheck.ts) against Cloudflare's documented Turnstile test
 * keys. No network: siteverify is answered here the way Cloudflare answers those keys (the
 * always-pass secret accepts any token, the always-fail one none, the third says the token was
 * spent), and any other outgoing fetch fails the test.
 */
const PASS_SECRET = '1x0000000000000000000000000000000AA';
const FAIL_SECRET = '2x0000000000000000000000000000000AA';
const SPENT_SECRET = '3x0000000000000000000000000000000AA';
/** The token the dummy site keys hand the browser. */
const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

type Siteverify = { secret: string; response: string; remoteip: string | null };

/** Replaces the global fetch (the app runs in this isolate) with Cloudflare's siteverify for the test keys. */
function fakeSiteverify(mode: 'answer' | 'unreachable' | 'broken' = 'answer'): Siteverify[] {
  const calls: Siteverify[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== TURNSTILE_SITEVERIFY_URL) throw new Error(`unexpected fetch of ${request.url}`);
    const form = await request.formData();
    const call = { secret: String(form.get('secret')), response: String(form.get('response')), remoteip: form.get('remoteip') as string | null };
    calls.push(call);
    if (mode === 'unreachable') throw new TypeError('Network connection lost.');
    if (mode === 'broken') return new Response('<html>bad gateway</html>', { status: 502 });
    const verdict =
      call.secret === PASS_SECRET
        ? { success: true, 'error-codes': [], challenge_ts: new Date().toISOString(), hostname: 'example.com' }
        : call.secret === SPENT_SECRET
          ? { success: false, 'error-codes': ['timeout-or-duplicate'] }
          : call.secret === FAIL_SECRET
            ? { success: false, 'error-codes': ['invalid-input-response'] }
            : { success: false, 'error-codes': ['invalid-input-secret'] };
    return Response.json(verdict);
  });
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
});

type Answer = { status: number; text: string; headers: Headers };

/** Calls the app with the Worker's env plus the Turnstile secret and site key given. */
async function call(
  method: string,
  path: string,
  options: { secret?: string; siteKey?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers = new Headers({ 'Content-Type': 'application/json', ...options.headers });
  if (options.token) headers.set(TURNSTILE_TOKEN_HEADER, options.token);
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${BASE}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) }),
    { ...env, TURNSTILE_SECRET_KEY: options.secret, TURNSTILE_SITE_KEY: options.siteKey ?? '' } as Cloudflare.Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const answer = { status: res.status, text: await res.text(), headers: res.headers };
  // The secret never leaves the Worker, whatever the answer.
  for (const secret of [PASS_SECRET, FAIL_SECRET, SPENT_SECRET]) {
    expect(answer.text).not.toContain(secret);
    for (const [, value] of answer.headers) expect(value).not.toContain(secret);
  }
  return answer;
}

const registration = () => {
  const name = unique('bot');
  return { name, email: `${name}@example.com`, password: 'Password123!' };
};
const contactMessage = { name: 'Deniz', email: 'deniz@example.com', subject: 'Oda', message: 'Göl manzaralı oda var mı?' };

const checked = Object.entries(routes as Record<string, Route>).filter(([, route]) => route.botCheck);

let room: Room;
beforeAll(async () => {
  room = await seedRoom({ rooms: 50 });
});

describe('bot check (Turnstile)', () => {
  it('the calls of the call table that carry it: register, contact, forgot password, the three hotel and two tour bookings', () => {
    expect(checked.map(([name]) => name).sort()).toEqual(
      [
        'createContactMessage',
        'createReservation',
        'createReservationApi',
        'createReservationLegacy',
        'createTourReservation',
        'createTourReservationLegacy',
        'forgotPassword',
        'register',
      ].sort(),
    );
  });

  it('off without a secret: register, contact and a hotel booking work without a token, siteverify is never asked', async () => {
    const calls = fakeSiteverify();
    expect((await api('POST', routes.register.path, { body: registration() })).status).toBe(201);
    expect((await api('POST', routes.createContactMessage.path, { body: contactMessage, headers: { 'CF-Connecting-IP': '203.0.113.40' } })).status).toBe(201);
    expect((await call('POST', routes.createReservation.path, { body: bookingBody(room) })).status).toBe(201);
    expect(calls).toEqual([]);
  });

  it.each(checked)('403 for %s without a token when a secret is set; siteverify is not asked', async (_name, route) => {
    const calls = fakeSiteverify();
    const res = await call(route.method, route.path, { secret: PASS_SECRET, body: {} });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text)).toEqual({ code: 'BOT_CHECK_MISSING', message: BotCheckMessages.missing });
    expect(calls).toEqual([]);
  });

  it('the always-pass secret with the dummy token: the call succeeds; siteverify got the secret, the token and CF-Connecting-IP', async () => {
    const calls = fakeSiteverify();
    const before = await countRows('users');
    const res = await call('POST', routes.register.path, {
      secret: PASS_SECRET,
      token: DUMMY_TOKEN,
      body: registration(),
      headers: { 'CF-Connecting-IP': '198.51.100.7' },
    });
    expect(res.status, res.text).toBe(201);
    expect(await countRows('users')).toBe(before + 1);
    expect(calls).toEqual([{ secret: PASS_SECRET, response: DUMMY_TOKEN, remoteip: '198.51.100.7' }]);
  });

  it('the token may come in the body field cf-turnstile-response when the header is missing', async () => {
    const calls = fakeSiteverify();
    const before = await countRows('contact_messages');
    const res = await call('POST', routes.createContactMessage.path, {
      secret: PASS_SECRET,
      body: { ...contactMessage, [TURNSTILE_TOKEN_FIELD]: DUMMY_TOKEN },
      headers: { 'CF-Connecting-IP': '198.51.100.8' },
    });
    expect(res.status, res.text).toBe(201);
    expect(await countRows('contact_messages')).toBe(before + 1);
    expect(calls.map((c) => c.response)).toEqual([DUMMY_TOKEN]);
  });

  it('the always-fail secret: 403 on every kind of call, nothing written (users, messages, reservations, tour bookings, limit counters)', async () => {
    const calls = fakeSiteverify();
    const tables = ['users', 'contact_messages', 'reservations', 'tour_reservations', 'password_resets', 'rate_limits', 'email_outbox'];
    const count = async () => Promise.all(tables.map((table) => countRows(table)));
    const before = await count();
    const sends: Array<[string, unknown]> = [
      [routes.register.path, registration()],
      [routes.createContactMessage.path, contactMessage],
      [routes.forgotPassword.path, { email: 'someone@example.com' }],
      [routes.createReservation.path, bookingBody(room)],
      [routes.createReservationApi.path, bookingBody(room)],
      [routes.createReservationLegacy.path, bookingBody(room)],
      [routes.createTourReservation.path, { tourId: crypto.randomUUID() }],
      [routes.createTourReservationLegacy.path, { tourId: crypto.randomUUID() }],
    ];
    for (const [path, body] of sends) {
      const res = await call('POST', path, { secret: FAIL_SECRET, token: DUMMY_TOKEN, body, headers: { 'CF-Connecting-IP': '198.51.100.9' } });
      expect(res.status, path).toBe(403);
      expect(JSON.parse(res.text), path).toEqual({ code: 'BOT_CHECK_FAILED', message: BotCheckMessages.failed });
    }
    expect(calls).toHaveLength(sends.length);
    expect(await count()).toEqual(before);
  });

  it('a spent token (single use on Cloudflare) is refused like a bad one', async () => {
    fakeSiteverify();
    const res = await call('POST', routes.register.path, { secret: SPENT_SECRET, token: DUMMY_TOKEN, body: registration() });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text)).toEqual({ code: 'BOT_CHECK_FAILED', message: BotCheckMessages.failed });
  });

  it('fails closed: siteverify unreachable or answering garbage is a 403 that says the check could not be verified; nothing written', async () => {
    for (const mode of ['unreachable', 'broken'] as const) {
      fakeSiteverify(mode);
      const before = await countRows('users');
      const res = await call('POST', routes.register.path, { secret: PASS_SECRET, token: DUMMY_TOKEN, body: registration() });
      expect(res.status, mode).toBe(403);
      expect(JSON.parse(res.text), mode).toEqual({ code: 'BOT_CHECK_UNAVAILABLE', message: BotCheckMessages.unavailable });
      expect(await countRows('users')).toBe(before);
      vi.restoreAllMocks();
    }
  });

  it('a token longer than Turnstile makes is refused without asking Cloudflare', async () => {
    const calls = fakeSiteverify();
    const res = await call('POST', routes.register.path, { secret: PASS_SECRET, token: 'x'.repeat(2049), body: registration() });
    expect(res.status).toBe(403);
    expect(calls).toEqual([]);
  });

  it('a logged-in ADMIN books for a guest without a token (the back office)', async () => {
    const calls = fakeSiteverify();
    const { token } = await loginAs('ADMIN');
    const res = await call('POST', routes.createReservation.path, { secret: FAIL_SECRET, body: bookingBody(room), headers: { Authorization: `Bearer ${token}` } });
    expect(res.status, res.text).toBe(201);
    expect(calls).toEqual([]);
  });

  it('a USER session is no exemption', async () => {
    fakeSiteverify();
    const { token } = await loginAs('USER');
    const res = await call('POST', routes.createReservation.path, { secret: PASS_SECRET, body: bookingBody(room), headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(403);
  });

  it('the public config answers the site key (null when empty) and never the secret', async () => {
    const off = JSON.parse((await call('GET', routes.getPublicConfig.path, { secret: PASS_SECRET })).text);
    expect(off.turnstileSiteKey).toBeNull();
    const on = JSON.parse((await call('GET', routes.getPublicConfig.path, { secret: PASS_SECRET, siteKey: '1x00000000000000000000AA' })).text);
    expect(on.turnstileSiteKey).toBe('1x00000000000000000000AA');
  });
});
