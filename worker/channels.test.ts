/**
 * Channel sync with iCal (issue 21): the export feed, the admin's channel calls, the import
 * (a calendar that changes between syncs, one that fails), conflicts on full nights e-mailed to
 * the hotel, 200 parallel bookings racing a sync, and the round trip (a room type's export
 * imported by another room type, served by the app itself). The channels' calendars are served
 * by this file: the global fetch is replaced, so nothing leaves the machine.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import ICAL from 'ical.js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChannelMessages, endpoints, type ChannelOverview, type ChannelSyncResult, type OccupancyCalendar } from '../contract';
import { fetchFeed } from './channels/fetchFeed';
import { CalendarError, parseCalendar } from './channels/ical';
import { app } from './index';
import { CHANNEL_SYNC_CRON, syncFeed } from './jobs/syncChannels';
import { bookingBody, day } from './test/fixtures';
import { signSession } from './auth/tokens';
import { BASE, insertHotel, insertReservationRow, insertRoomType, loginAs, type AnyJson, type TestUser } from './test/helpers';

let adminToken: string;
let adminUser: TestUser;
let userToken: string;

beforeAll(async () => {
  ({ token: adminToken, user: adminUser } = await loginAs('ADMIN'));
  userToken = (await loginAs('USER')).token;
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Calls the Worker's app in this isolate (so the replaced fetch is the one it uses). */
async function call<T = AnyJson>(method: string, path: string, options: { token?: string; body?: unknown; env?: Partial<Cloudflare.Env> } = {}) {
  const headers = new Headers();
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${BASE}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) }),
    { ...env, ...options.env },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, json: json as T, text, headers: res.headers };
}

/** The calendars of the other channels, by address; anything else is unreachable. */
const served = new Map<string, (init?: RequestInit) => Response | Promise<Response>>();
/** Addresses fetched, in order. */
const fetched: string[] = [];

function serveCalendars() {
  fetched.length = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    fetched.push(url);
    // The app's own export (the round trip): served by the app itself.
    if (url.startsWith(BASE)) {
      const ctx = createExecutionContext();
      return app.fetch(new Request(url, { headers: init?.headers }), env, ctx);
    }
    const handler = served.get(url);
    if (!handler) throw new TypeError('Network connection lost.');
    return handler(init);
  });
}

/** YYYYMMDD of a day `n` days from Van's today. */
const icsDate = (n: number) => day(n).replace(/-/g, '');

/** A calendar as Airbnb writes it (all-day events, CRLF). */
function airbnbCalendar(events: { uid: string; from: number; to: number; summary?: string }[]): string {
  return [
    'BEGIN:VCALENDAR',
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${icsDate(event.to)}`,
      `DTSTART;VALUE=DATE:${icsDate(event.from)}`,
      `UID:${event.uid}`,
      `SUMMARY:${event.summary ?? 'Reserved'}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const ics = (text: string, status = 200) => () => new Response(text, { status, headers: { 'Content-Type': 'text/calendar' } });

async function newRoom(rooms: number, hotelEmail: string | null = null) {
  const hotel = await insertHotel();
  if (hotelEmail) await env.DB.prepare('UPDATE hotels SET email = ? WHERE id = ?').bind(hotelEmail, hotel.id).run();
  const room = await insertRoomType(hotel.id, { roomCount: rooms });
  return { hotelId: hotel.id, hotelName: hotel.hotelName, roomTypeId: room.id, roomTypeName: room.name };
}

async function addFeed(roomTypeId: string, url: string, name = 'Airbnb') {
  const res = await call('POST', '/api/admin/channels', { token: adminToken, body: { roomTypeId, name, url } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string };
}

const sync = (feedId: string) => call<ChannelSyncResult>('POST', `/api/admin/channels/${feedId}/sync`, { token: adminToken });
const overview = (roomTypeId: string) => call<ChannelOverview>('GET', `/api/admin/channels?roomTypeId=${roomTypeId}`, { token: adminToken });

/** Rooms left of a room type over a stay (the public room-type list: the one availability rule). */
async function roomsLeft(room: { hotelId: string; roomTypeId: string }, from: number, to: number): Promise<number> {
  const res = await call('GET', `/api/hotel/public/${room.hotelId}/room-types?checkIn=${day(from)}&checkOut=${day(to)}&guests=1`);
  return (res.json as { id: string; roomsLeft: number }[]).find((type) => type.id === room.roomTypeId)!.roomsLeft;
}

describe('the export feed', () => {
  it('answers text/calendar with one all-day event per booked or held range; a rotated address stops answering', async () => {
    const room = await newRoom(3);
    await insertReservationRow(room.hotelId, room.roomTypeId, { checkIn: day(10), checkOut: day(13), status: 'CONFIRMED', roomCount: 2 });
    await insertReservationRow(room.hotelId, room.roomTypeId, { checkIn: day(20), checkOut: day(21), status: 'PENDING' });
    await insertReservationRow(room.hotelId, room.roomTypeId, { checkIn: day(30), checkOut: day(31), status: 'CANCELLED' });
    await insertReservationRow(room.hotelId, room.roomTypeId, { checkIn: day(-90), checkOut: day(-88), status: 'CONFIRMED' });
    // A guest who left early (migration 0025): the feed holds only the nights the stay still held.
    const early = await insertReservationRow(room.hotelId, room.roomTypeId, { checkIn: day(-1), checkOut: day(3), status: 'CONFIRMED' });
    await env.DB.prepare("UPDATE reservations SET stay_status = 'CHECKED_OUT', released_from = ? WHERE id = ?").bind(day(0), early.id).run();
    const first = await overview(room.roomTypeId);
    expect(first.status).toBe(200);
    expect(first.json.exportUrl).toMatch(new RegExp(`^${BASE}/api/channels/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(first.json.feeds).toEqual([]);
    // The address stays the same until rotated.
    expect((await overview(room.roomTypeId)).json.exportUrl).toBe(first.json.exportUrl);

    const feedPath = new URL(first.json.exportUrl).pathname;
    const feed = await call('GET', feedPath);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(feed.text) as unknown[]).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.startDate.toString(), e.endDate.toString(), e.startDate.isDate, e.summary])).toEqual([
      [day(-1), day(0), true, 'Not available'],
      [day(10), day(13), true, 'Not available'],
      [day(20), day(21), true, 'Not available'],
    ]);
    // No guest's name or e-mail travels in the feed.
    expect(feed.text).not.toMatch(/Guest Test|guest@example\.com/);

    const rotated = await call<ChannelOverview>('POST', '/api/admin/channels/rotate', { token: adminToken, body: { roomTypeId: room.roomTypeId } });
    expect(rotated.status).toBe(200);
    expect(rotated.json.exportUrl).not.toBe(first.json.exportUrl);
    expect((await call('GET', feedPath)).status).toBe(404);
    expect((await call('GET', new URL(rotated.json.exportUrl).pathname)).status).toBe(200);
    expect((await call('GET', '/api/channels/not-a-token.ics')).status).toBe(404);
    expect((await call('GET', `/api/channels/${'A'.repeat(43)}.ics`)).json).toEqual({ code: 'CHANNEL_FEED_NOT_FOUND', message: ChannelMessages.feedNotFound });
  });
});

describe('the admin channel calls', () => {
  it('are for admins only', async () => {
    const room = await newRoom(1);
    expect((await call('GET', `/api/admin/channels?roomTypeId=${room.roomTypeId}`)).status).toBe(401);
    expect((await call('GET', `/api/admin/channels?roomTypeId=${room.roomTypeId}`, { token: userToken })).status).toBe(403);
    expect((await call('POST', '/api/admin/channels', { token: userToken, body: { roomTypeId: room.roomTypeId, name: 'x', url: 'https://a.example/x.ics' } })).status).toBe(403);
    expect((await call('POST', '/api/admin/channels/rotate', { token: userToken, body: { roomTypeId: room.roomTypeId } })).status).toBe(403);
  });

  it('refuse what a fetcher must refuse: other schemes, credentials, private and loopback hosts outside local development', async () => {
    const room = await newRoom(1);
    // Production: no ENVIRONMENT, a real secret (the test secret is refused outside development).
    const production = { ENVIRONMENT: undefined, JWT_SECRET: 'a-production-like-secret-0123456789-abcdefghijklmnop' };
    const productionToken = await signSession({ ...env, ...production }, adminUser);
    const add = (url: string, environment?: 'production') =>
      environment
        ? call('POST', '/api/admin/channels', { token: productionToken, body: { roomTypeId: room.roomTypeId, name: 'Bad', url }, env: production })
        : call('POST', '/api/admin/channels', { token: adminToken, body: { roomTypeId: room.roomTypeId, name: 'Bad', url } });
    expect((await add('ftp://calendar.example/a.ics')).json).toMatchObject({ code: 'CHANNEL_URL_SCHEME', message: ChannelMessages.url.scheme });
    expect((await add('file:///etc/passwd')).json).toMatchObject({ message: ChannelMessages.url.scheme });
    expect((await add('https://user:secret@calendar.example/a.ics')).json).toMatchObject({ message: ChannelMessages.url.credentials });
    expect((await add('not a url')).status).toBe(400);
    for (const url of ['http://127.0.0.1:8787/x.ics', 'http://localhost/x.ics', 'http://10.1.2.3/x.ics', 'http://192.168.1.1/x.ics', 'http://169.254.169.254/latest', 'http://[::1]/x.ics', 'http://[::ffff:127.0.0.1]/x.ics', 'http://intranet/x.ics']) {
      const res = await add(url, 'production');
      expect([url, res.status, res.json?.details?.[0]?.path]).toEqual([url, 400, 'url']);
      expect(res.json.message).toBe(ChannelMessages.url.private);
    }
    // Local development may import a calendar served on this machine.
    expect((await add('http://127.0.0.1:8787/x.ics')).status).toBe(201);
    expect((await add('http://127.0.0.1:8787/x.ics')).json).toEqual({ code: 'CHANNEL_DUPLICATE', message: ChannelMessages.duplicateUrl });
    const unknown = await call('POST', '/api/admin/channels', { token: adminToken, body: { roomTypeId: crypto.randomUUID(), name: 'x', url: 'https://a.example/x.ics' } });
    expect(unknown).toMatchObject({ status: 404, json: { message: ChannelMessages.roomTypeNotFound } });
    expect((await call('DELETE', `/api/admin/channels/${crypto.randomUUID()}`, { token: adminToken })).status).toBe(404);
    expect((await call('POST', `/api/admin/channels/${crypto.randomUUID()}/sync`, { token: adminToken })).status).toBe(404);
  });

  it('the fetcher checks every redirect and refuses answers over 1 MB or 10 s', async () => {
    const respond = (response: () => Response | Promise<Response>) => async () => response();
    const redirect = await fetchFeed('https://calendar.example/a.ics', {
      allowPrivate: false,
      fetcher: respond(() => new Response(null, { status: 302, headers: { Location: 'http://127.0.0.1/admin' } })),
    });
    expect(redirect).toEqual({ ok: false, error: ChannelMessages.url.private });
    const loops = await fetchFeed('https://calendar.example/a.ics', {
      allowPrivate: false,
      fetcher: respond(() => new Response(null, { status: 301, headers: { Location: '/again' } })),
    });
    expect(loops).toEqual({ ok: false, error: ChannelMessages.failed.redirects });
    const big = await fetchFeed('https://calendar.example/a.ics', { allowPrivate: false, fetcher: respond(() => new Response('x'.repeat(1_048_577))) });
    expect(big).toEqual({ ok: false, error: ChannelMessages.failed.tooLarge });
    const declared = await fetchFeed('https://calendar.example/a.ics', {
      allowPrivate: false,
      fetcher: respond(() => new Response('BEGIN:VCALENDAR', { headers: { 'Content-Length': '5000000' } })),
    });
    expect(declared).toEqual({ ok: false, error: ChannelMessages.failed.tooLarge });
    const never = await fetchFeed('https://calendar.example/a.ics', { allowPrivate: false, timeoutMs: 50, fetcher: () => new Promise<Response>(() => {}) });
    expect(never).toEqual({ ok: false, error: ChannelMessages.failed.timeout });
    const ok = await fetchFeed('https://calendar.example/a.ics', { allowPrivate: false, fetcher: respond(() => new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR')) });
    expect(ok).toEqual({ ok: true, text: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' });
  });
});

describe('the import', () => {
  it('a calendar that changes between syncs: its events hold rooms, an event gone upstream frees its nights', async () => {
    serveCalendars();
    const room = await newRoom(2);
    const url = 'https://www.airbnb.example/calendar/ical/1234.ics?s=changing';
    let text = airbnbCalendar([
      { uid: 'a1@airbnb.com', from: 40, to: 43 },
      { uid: 'a2@airbnb.com', from: 41, to: 42 },
    ]);
    served.set(url, () => ics(text)());
    const feed = await addFeed(room.roomTypeId, url);
    expect(await roomsLeft(room, 41, 42)).toBe(2);

    const first = await sync(feed.id);
    expect(first.json).toMatchObject({ status: 'OK', events: 2, added: 2, removed: 0, newConflicts: 0, feed: { lastStatus: 'OK', eventCount: 2, lastError: null } });
    expect(await roomsLeft(room, 40, 41)).toBe(1);
    expect(await roomsLeft(room, 41, 42)).toBe(0);
    // A guest cannot book the night both channels hold.
    const full = await call('POST', '/api/reservation/public/createReservation', { body: bookingBody(room, { checkIn: day(41), checkOut: day(42), reservationGuests: 1 }) });
    expect(full.status, JSON.stringify(full.json)).toBe(409);

    // a2 is cancelled on Airbnb, a1 moves one day later.
    text = airbnbCalendar([{ uid: 'a1@airbnb.com', from: 41, to: 44 }]);
    const second = await sync(feed.id);
    expect(second.json).toMatchObject({ status: 'OK', events: 1, added: 1, removed: 2, feed: { eventCount: 1 } });
    expect(await roomsLeft(room, 40, 41)).toBe(2);
    expect(await roomsLeft(room, 41, 44)).toBe(1);
    // Unchanged: nothing is written again.
    const third = await sync(feed.id);
    expect(third.json).toMatchObject({ status: 'OK', events: 1, added: 0, removed: 0 });
    console.log(
      `[channels] changing feed: sync 1 held ${first.json.events} events (+${first.json.added}); sync 2 (one event gone, one moved) ` +
        `+${second.json.added} -${second.json.removed}, night ${day(40)} free again; sync 3 unchanged +${third.json.added} -${third.json.removed}`,
    );

    // Deleting the feed frees its nights.
    expect((await call('DELETE', `/api/admin/channels/${feed.id}`, { token: adminToken })).status).toBe(200);
    expect(await roomsLeft(room, 41, 44)).toBe(2);
  });

  it('a calendar that fails changes nothing: the time and the reason are shown', async () => {
    serveCalendars();
    const room = await newRoom(2);
    const url = 'https://admin.booking.example/hotel/ical/5678.ics';
    let answer: () => Response | Promise<Response> = ics(airbnbCalendar([{ uid: 'b1@booking.com', from: 50, to: 52, summary: 'CLOSED - Not available' }]));
    served.set(url, () => answer());
    const feed = await addFeed(room.roomTypeId, url, 'Booking.com');
    expect((await sync(feed.id)).json).toMatchObject({ status: 'OK', events: 1 });
    const holdsOf = async () => (await env.DB.prepare('SELECT uid, start_date, end_date FROM channel_holds WHERE feed_id = ?').bind(feed.id).all()).results;
    const holdsBefore = await holdsOf();

    const failures: [string, () => Response | Promise<Response>, string][] = [
      ['HTTP 500', ics('oops', 500), ChannelMessages.failed.status(500)],
      ['an HTML page', () => new Response('<html><body>Log in</body></html>', { headers: { 'Content-Type': 'text/html' } }), ChannelMessages.failed.notCalendar],
      ['an empty answer', ics(''), ChannelMessages.failed.notCalendar],
      ['unreachable', () => Promise.reject(new TypeError('Network connection lost.')), ChannelMessages.failed.unreachable],
      ['over 1 MB', ics(`BEGIN:VCALENDAR\r\n${'X-PAD:'.padEnd(1_100_000, 'x')}\r\nEND:VCALENDAR`), ChannelMessages.failed.tooLarge],
    ];
    const shown: string[] = [];
    for (const [label, failure, reason] of failures) {
      answer = failure;
      const res = await sync(feed.id);
      expect([label, res.status, res.json.status, res.json.error]).toEqual([label, 200, 'FAILED', reason]);
      const listed = (await overview(room.roomTypeId)).json.feeds[0]!;
      expect(listed).toMatchObject({ lastStatus: 'FAILED', lastError: reason, eventCount: 1 });
      expect(listed.lastSyncAt! > listed.lastSuccessAt!).toBe(true);
      expect(await holdsOf()).toEqual(holdsBefore);
      expect(await roomsLeft(room, 50, 52)).toBe(1);
      shown.push(`${label} -> "${reason}" at ${listed.lastSyncAt}`);
    }
    console.log(`[channels] failing feed: ${failures.length} failed syncs, holds unchanged (1 event, ${day(50)}..${day(52)} still held):\n  ${shown.join('\n  ')}`);

    // The 10 s deadline (shortened here) fails the same way.
    answer = () => new Promise<Response>(() => {});
    expect(await syncFeed(env, feed.id, { timeoutMs: 50 })).toEqual({ status: 'FAILED', error: ChannelMessages.failed.timeout });
    expect((await overview(room.roomTypeId)).json.feeds[0]).toMatchObject({ lastError: ChannelMessages.failed.timeout, eventCount: 1 });

    // Back to normal: OK again, the reason cleared.
    answer = ics(airbnbCalendar([]));
    expect((await sync(feed.id)).json).toMatchObject({ status: 'OK', events: 0, removed: 1, feed: { lastStatus: 'OK', lastError: null, eventCount: 0 } });
    expect(await roomsLeft(room, 50, 52)).toBe(2);
  });

  it('an event on nights already full is kept as a conflict, shown in the channel list and the occupancy calendar, and e-mailed to the hotel', async () => {
    serveCalendars();
    const room = await newRoom(1, 'resepsiyon@gol-otel.example');
    await insertReservationRow(room.hotelId, room.roomTypeId, { checkIn: day(60), checkOut: day(62), status: 'CONFIRMED' });
    const url = 'https://calendar.example/conflict.ics';
    served.set(url, ics(airbnbCalendar([{ uid: 'c1@airbnb.com', from: 61, to: 63, summary: 'Reserved' }, { uid: 'c2@airbnb.com', from: 70, to: 71 }])));
    const feed = await addFeed(room.roomTypeId, url);
    const res = await sync(feed.id);
    expect(res.json).toMatchObject({ status: 'OK', events: 2, added: 2, newConflicts: 1 });
    expect(res.json.feed.conflicts).toEqual([{ checkIn: day(61), checkOut: day(63), summary: 'Reserved' }]);
    expect((await overview(room.roomTypeId)).json.feeds[0]!.conflicts).toHaveLength(1);

    const calendar = await call<OccupancyCalendar>('GET', `/api/admin/occupancy?hotelId=${room.hotelId}&from=${day(60)}&days=4`, { token: adminToken });
    expect(calendar.json.roomTypes[0]!.nights.map((n) => [n.date, n.confirmed, n.external, n.conflicts, n.free])).toEqual([
      [day(60), 1, 0, 0, 0],
      [day(61), 1, 1, 1, 0],
      [day(62), 0, 1, 1, 0],
      [day(63), 0, 0, 0, 1],
    ]);

    const mail = await env.DB.prepare("SELECT to_email, subject, body FROM email_outbox WHERE kind = 'CHANNEL_CONFLICT' AND to_email = ?")
      .bind('resepsiyon@gol-otel.example')
      .all<{ to_email: string; subject: string; body: string }>();
    expect(mail.results).toHaveLength(1);
    expect(mail.results[0]!.subject).toContain(room.hotelName);
    expect(mail.results[0]!.body).toContain(`${day(61)} → ${day(63)}`);
    // A second sync of the same calendar sends no second e-mail.
    await sync(feed.id);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE kind = 'CHANNEL_CONFLICT' AND to_email = ?").bind('resepsiyon@gol-otel.example').first('n'))).toBe(1);
  });

  it('200 parallel bookings racing a sync for the last rooms: the inventory is never oversold', async () => {
    serveCalendars();
    const ROOMS = 10;
    const room = await newRoom(ROOMS);
    const url = 'https://calendar.example/race.ics';
    // The channel sells 5 of the rooms, then 3 more while guests book here.
    let channelEvents = 5;
    served.set(url, () => ics(airbnbCalendar(Array.from({ length: channelEvents }, (_, i) => ({ uid: `race${i}@airbnb.com`, from: 80, to: 82 }))))());
    const feed = await addFeed(room.roomTypeId, url);
    const TRIED = 200;
    // The bookings arrive over about a second (one every 5 ms) while the sync runs, so some land before its batch and some after.
    const bookings = Array.from({ length: TRIED }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 5));
      return call('POST', '/api/reservation/public/createReservation', {
        body: bookingBody(room, { checkIn: day(80), checkOut: day(82), reservationGuests: 1, guestEmail: `racer${i}@example.com` }),
      });
    });
    const later = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      channelEvents = 8;
      return sync(feed.id);
    })();
    const [synced, syncedLater, ...answers] = await Promise.all([sync(feed.id), later, ...bookings]);
    expect([synced.json.status, syncedLater.json.status]).toEqual(['OK', 'OK']);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const sold = statuses.filter((s) => s === 201).length;
    const holds = await env.DB.prepare('SELECT count(*) AS n, coalesce(sum(conflict), 0) AS conflicts FROM channel_holds WHERE feed_id = ?')
      .bind(feed.id)
      .first<{ n: number; conflicts: number }>();
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM reservations WHERE room_type_id = ? AND status IN ('PENDING', 'CONFIRMED')").bind(room.roomTypeId).first('n');
    expect(stored).toBe(sold);
    expect(holds!.n).toBe(8);
    // What was sold here plus what the other channel holds without a conflict fills the rooms, never more.
    expect(sold + holds!.n - holds!.conflicts).toBe(ROOMS);
    // A conflict only where the sync found the nights full: every hold a conflict would mean none was counted first.
    expect(sold).toBeLessThanOrEqual(ROOMS);
    const calendar = await call<OccupancyCalendar>('GET', `/api/admin/occupancy?hotelId=${room.hotelId}&from=${day(80)}&days=2`, { token: adminToken });
    for (const night of calendar.json.roomTypes[0]!.nights) expect(night.free).toBe(0);
    console.log(
      `[channels] race: tried ${TRIED} bookings + 2 syncs (5 events, then 8) for ${ROOMS} rooms -> sold ${sold}, ` +
        `held by the channel ${holds!.n - holds!.conflicts}, conflicts ${holds!.conflicts} (sold + held = ${sold + holds!.n - holds!.conflicts} of ${ROOMS})`,
    );
  });

  it('round trip: a room type exports its calendar, another room type here imports it (served by the app itself)', async () => {
    serveCalendars();
    const source = await newRoom(4);
    const target = await newRoom(4);
    await insertReservationRow(source.hotelId, source.roomTypeId, { checkIn: day(90), checkOut: day(93), status: 'CONFIRMED', roomCount: 2 });
    await insertReservationRow(source.hotelId, source.roomTypeId, { checkIn: day(95), checkOut: day(96), status: 'PENDING' });
    await insertReservationRow(source.hotelId, source.roomTypeId, { checkIn: day(97), checkOut: day(99), status: 'CANCELLED' });
    const exportUrl = (await overview(source.roomTypeId)).json.exportUrl;
    const exported = new ICAL.Component(ICAL.parse((await call('GET', new URL(exportUrl).pathname)).text) as unknown[]).getAllSubcomponents('vevent');

    const feed = await addFeed(target.roomTypeId, exportUrl, 'Our other hotel');
    const res = await sync(feed.id);
    expect(fetched).toContain(exportUrl);
    expect(res.json).toMatchObject({ status: 'OK', events: 2, added: 2 });
    const imported = await env.DB.prepare('SELECT start_date, end_date FROM channel_holds WHERE feed_id = ? ORDER BY start_date').bind(feed.id).all();
    expect(imported.results).toEqual([
      { start_date: day(90), end_date: day(93) },
      { start_date: day(95), end_date: day(96) },
    ]);
    expect(await roomsLeft(target, 90, 93)).toBe(3);

    // The target's own export now carries the imported ranges under their first UIDs, so the
    // source importing it back recognises its own bookings and holds nothing twice.
    const back = await addFeed(source.roomTypeId, (await overview(target.roomTypeId)).json.exportUrl, 'Echo');
    expect((await sync(back.id)).json).toMatchObject({ status: 'OK', events: 0 });
    expect(await roomsLeft(source, 90, 93)).toBe(2);
    console.log(`[channels] round trip: exported ${exported.length} events from room type ${source.roomTypeName}; imported ${res.json.events} into ${target.roomTypeName}; echoed back 0 of ${exported.length}`);
  });

  it('the cron syncs every imported calendar every 15 minutes; the 5-minute run does not', async () => {
    serveCalendars();
    const room = await newRoom(2);
    const url = 'https://calendar.example/cron.ics';
    served.set(url, ics(airbnbCalendar([{ uid: 'cron1@airbnb.com', from: 100, to: 101 }])));
    await addFeed(room.roomTypeId, url);
    const run = async (cron: string) => {
      const ctx = createExecutionContext();
      const worker = (await import('./index')).default;
      await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await run('*/5 * * * *');
    expect((await overview(room.roomTypeId)).json.feeds[0]!.lastStatus).toBe('NEVER');
    await run(CHANNEL_SYNC_CRON);
    expect((await overview(room.roomTypeId)).json.feeds[0]).toMatchObject({ lastStatus: 'OK', eventCount: 1 });
    expect(await roomsLeft(room, 100, 101)).toBe(1);
  });

  it('the contract holds the answers', async () => {
    const room = await newRoom(1);
    endpoints.getChannels.response.parse((await overview(room.roomTypeId)).json);
  });
});

describe('reading a calendar (ical.js)', () => {
  const today = '2030-01-10';
  const calendar = (...events: string[][]) =>
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']), 'END:VCALENDAR'].join('\r\n');

  it('all-day events as written, a UTC time on Van’s calendar, no end = one night; past, cancelled and free events hold nothing', () => {
    const ranges = parseCalendar(
      calendar(
        ['UID:all-day', 'DTSTART;VALUE=DATE:20300201', 'DTEND;VALUE=DATE:20300204', 'SUMMARY:Reserved'],
        // 22:30 UTC on 14 Feb is already 15 Feb in Van (UTC+3); check-out 08:00 UTC on 17 Feb.
        ['UID:utc', 'DTSTART:20300214T223000Z', 'DTEND:20300217T080000Z'],
        ['UID:one-night', 'DTSTART;VALUE=DATE:20300301'],
        ['UID:past', 'DTSTART;VALUE=DATE:20300101', 'DTEND;VALUE=DATE:20300105'],
        ['UID:cancelled', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20300401', 'DTEND;VALUE=DATE:20300403'],
        ['UID:free', 'TRANSP:TRANSPARENT', 'DTSTART;VALUE=DATE:20300501', 'DTEND;VALUE=DATE:20300503'],
      ),
      today,
    );
    expect(ranges).toEqual([
      { uid: 'all-day', checkIn: '2030-02-01', checkOut: '2030-02-04', summary: 'Reserved' },
      { uid: 'utc', checkIn: '2030-02-15', checkOut: '2030-02-17', summary: null },
      { uid: 'one-night', checkIn: '2030-03-01', checkOut: '2030-03-02', summary: null },
    ]);
  });

  it('a repeating event holds each occurrence; more than 1000 events is refused', () => {
    const weekly = parseCalendar(calendar(['UID:weekly', 'DTSTART;VALUE=DATE:20300107', 'DTEND;VALUE=DATE:20300108', 'RRULE:FREQ=WEEKLY;COUNT=4']), today);
    expect(weekly.map((range) => [range.uid, range.checkIn])).toEqual([
      ['weekly#2030-01-14', '2030-01-14'],
      ['weekly#2030-01-21', '2030-01-21'],
      ['weekly#2030-01-28', '2030-01-28'],
    ]);
    const many = calendar(...Array.from({ length: 1001 }, (_, i) => [`UID:e${i}`, 'DTSTART;VALUE=DATE:20300201']));
    expect(() => parseCalendar(many, today)).toThrow(CalendarError);
    expect(() => parseCalendar('<html>login</html>', today)).toThrow(CalendarError);
    expect(() => parseCalendar('BEGIN:VCARD\r\nEND:VCARD', today)).toThrow(CalendarError);
  });
});
