/**
 * The front desk (issue 32, ADR docs/decisions/0018-front-desk-and-guest-identity.md): the day's
 * board, check-in with the guests' identities from the arrival day on, check-out (an early one
 * frees the nights left), no-show under the cancellation policy, the KBS export, and the identity
 * records kept from everyone but admins and erased after the retention period and with the account.
 */
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, vanToday } from '../contract';
import { purgeGuestIdentities } from './jobs/purgeGuestIdentities';
import { api, BASE, insertHotel, insertReservationRow, insertRoomType, loginAs, TEST_PASSWORD } from './test/helpers';

const today = vanToday();
/** A valid T.C. identity number (its two check digits hold) and the same with a wrong last digit. */
const TC = '10000000146';
const BAD_TC = '10000000147';

let admin: string;
let user: string;

beforeAll(async () => {
  admin = (await loginAs('ADMIN')).token;
  user = (await loginAs('USER')).token;
});

type StayOptions = { from: number; nights?: number; status?: 'PENDING' | 'CONFIRMED' | 'CANCELLED'; paidCents?: number; rooms?: number; userId?: string | null; language?: 'tr' | 'en' | 'fa' };

/** A hotel with one room type of `rooms` rooms (1000 TL a night) and a stay arriving `from` days from Van's today. */
async function stay(options: StayOptions) {
  const hotel = await insertHotel();
  const room = await insertRoomType(hotel.id, { roomCount: options.rooms ?? 1, pricePerNightCents: 100000, capacity: 2 });
  const checkIn = addDays(today, options.from);
  const checkOut = addDays(checkIn, options.nights ?? 2);
  const booking = await insertReservationRow(hotel.id, room.id, { checkIn, checkOut, status: options.status ?? 'CONFIRMED', userId: options.userId ?? null });
  await env.DB.prepare("UPDATE reservations SET language = ?, special_requests = 'Late arrival, quiet room' WHERE id = ?")
    .bind(options.language ?? 'tr', booking.id)
    .run();
  if (options.paidCents) {
    await env.DB.prepare("INSERT INTO payments (id, reservation_id, status, amount_cents) VALUES (?, ?, 'PAID', ?)").bind(crypto.randomUUID(), booking.id, options.paidCents).run();
  }
  return { hotel, room, checkIn, checkOut, ...booking };
}

const turk = { fullName: 'Ayşe Nur Yılmaz', nationality: 'TR', tcNumber: TC, birthDate: '1990-04-12' };
const iranian = { fullName: 'Reza Tehrani', nationality: 'IR', passportNumber: 'K12345678', passportCountry: 'IR', birthDate: '1985-01-30' };

const checkIn = (id: string, guests: unknown[], token = admin) => api('POST', `/api/admin/reservations/${id}/check-in`, { token, body: { guests } });
const checkOut = (id: string, token = admin) => api('POST', `/api/admin/reservations/${id}/check-out`, { token });
const noShow = (id: string, token = admin) => api('POST', `/api/admin/reservations/${id}/no-show`, { token });
const board = (hotelId: string, date = today) => api('GET', `/api/admin/frontdesk?hotelId=${hotelId}&date=${date}`, { token: admin });
/** A GET answered as text (the CSV export, the PNR lookup's raw body). */
async function getText(path: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await SELF.fetch(`${BASE}${path}`, { headers });
  return { status: res.status, text: await res.text(), headers: res.headers };
}
/** The rooms a stay holds (room_nights), with their housekeeping state. */
const roomsOf = (reservationId: string) =>
  env.DB.prepare('SELECT DISTINCT r.id, r.number, r.housekeeping FROM rooms r JOIN room_nights n ON n.room_id = r.id WHERE n.reservation_id = ? ORDER BY r.number')
    .bind(reservationId)
    .all<{ id: string; number: string; housekeeping: string }>()
    .then((result) => result.results);
const housekeepingOf = (roomId: string) => env.DB.prepare('SELECT housekeeping FROM rooms WHERE id = ?').bind(roomId).first<string>('housekeeping');
const nightsOf = (reservationId: string) =>
  env.DB.prepare('SELECT night FROM room_nights WHERE reservation_id = ? ORDER BY night')
    .bind(reservationId)
    .all<{ night: string }>()
    .then((result) => result.results.map((row) => row.night));
const adminHeaders = () => ({ authorization: `Bearer ${admin}` });
const identities = (reservationId: string) =>
  env.DB.prepare('SELECT full_name, tc_number, passport_number, arrival_date, departure_date FROM stay_guests WHERE reservation_id = ? ORDER BY position')
    .bind(reservationId)
    .all<{ full_name: string; tc_number: string | null; passport_number: string | null; arrival_date: string; departure_date: string }>()
    .then((result) => result.results);

describe('POST /api/admin/reservations/:id/check-in', () => {
  it("checks a confirmed stay in on its arrival day and records each guest's identity as KBS takes it", async () => {
    const booked = await stay({ from: 0 });
    const res = await checkIn(booked.id, [turk, iranian]);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ id: booked.id, stayStatus: 'IN_HOUSE', checkIn: booked.checkIn, checkOut: booked.checkOut });
    expect(res.json.checkedInAt).toEqual(expect.any(String));
    expect(await identities(booked.id)).toEqual([
      { full_name: 'Ayşe Nur Yılmaz', tc_number: TC, passport_number: null, arrival_date: today, departure_date: booked.checkOut },
      { full_name: 'Reza Tehrani', tc_number: null, passport_number: 'K12345678', arrival_date: today, departure_date: booked.checkOut },
    ]);
    const read = await api('GET', `/api/reservation/public/getReservationById?id=${booked.id}`, { token: admin });
    expect(read.json.stayStatus).toBe('IN_HOUSE');
    // Twice is refused: the guest is in house already.
    const again = await checkIn(booked.id, [turk]);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('ALREADY_IN_HOUSE');
  });

  it('10 parallel check-ins of one stay: one succeeds, the others are refused, its guests recorded once', async () => {
    const booked = await stay({ from: 0 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkIn(booked.id, [turk, iranian])));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(9);
    expect(await identities(booked.id)).toHaveLength(2);
  });

  it('409 before the arrival day (Van), and nothing recorded', async () => {
    const booked = await stay({ from: 1 });
    const res = await checkIn(booked.id, [turk]);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'CHECK_IN_BEFORE_ARRIVAL', message: 'A guest cannot be checked in before the arrival day' });
    expect(await identities(booked.id)).toEqual([]);
  });

  it('409 for a PENDING stay (payment not approved) and for a cancelled one', async () => {
    const pending = await stay({ from: 0, status: 'PENDING' });
    expect((await checkIn(pending.id, [turk])).json.code).toBe('CHECK_IN_NOT_CONFIRMED');
    const cancelled = await stay({ from: 0, status: 'CANCELLED' });
    expect((await checkIn(cancelled.id, [turk])).json.code).toBe('ALREADY_CANCELLED');
  });

  it('400 on a T.C. number whose check digits fail, a foreigner without a passport, an unknown country, no guests', async () => {
    const booked = await stay({ from: 0 });
    const badTc = await checkIn(booked.id, [{ ...turk, tcNumber: BAD_TC }]);
    expect(badTc.status).toBe(400);
    expect(badTc.json.details).toContainEqual(expect.objectContaining({ path: 'guests.0.tcNumber', code: 'TC_NUMBER_INVALID' }));
    const noPassport = await checkIn(booked.id, [turk, { ...iranian, passportNumber: '' }]);
    expect(noPassport.json.details).toContainEqual(expect.objectContaining({ path: 'guests.1.passportNumber', code: 'PASSPORT_REQUIRED' }));
    const country = await checkIn(booked.id, [{ ...iranian, nationality: 'XX' }]);
    expect(country.json.details).toContainEqual(expect.objectContaining({ path: 'guests.0.nationality', code: 'COUNTRY_UNKNOWN' }));
    const born = await checkIn(booked.id, [{ ...turk, birthDate: addDays(today, 1) }]);
    expect(born.json.details).toContainEqual(expect.objectContaining({ path: 'guests.0.birthDate', code: 'BIRTH_DATE_INVALID' }));
    expect((await checkIn(booked.id, [])).json.details).toContainEqual(expect.objectContaining({ code: 'GUESTS_REQUIRED' }));
    expect(await identities(booked.id)).toEqual([]);
    expect((await checkIn(booked.id, [turk])).status).toBe(200);
  });
});

describe('POST /api/admin/reservations/:id/check-out', () => {
  it('409 for a guest not in house', async () => {
    const booked = await stay({ from: 0 });
    const res = await checkOut(booked.id);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'NOT_IN_HOUSE', message: 'Only a guest who is checked in can be checked out' });
  });

  it('an early check-out frees the nights left: a new booking gets them; the booked dates stay on record', async () => {
    const booked = await stay({ from: 0, nights: 3, rooms: 1 });
    const later = {
      hotelId: booked.hotel.id,
      roomTypeId: booked.room.id,
      roomCount: 1,
      reservationGuests: 1,
      checkIn: addDays(today, 1),
      checkOut: addDays(today, 3),
      guestName: 'Walk In',
      guestEmail: 'walkin@example.com',
      guestPhone: '+90 555 111 22 33',
      language: 'en',
    };
    expect((await api('POST', '/api/reservation/public/createReservation', { body: later })).status).toBe(409);
    expect((await checkIn(booked.id, [turk])).status).toBe(200);
    const out = await checkOut(booked.id);
    expect(out.status, JSON.stringify(out.json)).toBe(200);
    expect(out.json).toMatchObject({ stayStatus: 'CHECKED_OUT', checkIn: booked.checkIn, checkOut: booked.checkOut, status: 'CONFIRMED' });
    expect((await identities(booked.id))[0]!.departure_date).toBe(today);
    const rebooked = await api('POST', '/api/reservation/public/createReservation', { body: later });
    expect(rebooked.status, JSON.stringify(rebooked.json)).toBe(201);
    // Tonight is freed too (the guest left this morning), but not twice: the room is now sold from tomorrow.
    expect((await api('POST', '/api/reservation/public/createReservation', { body: { ...later, checkIn: today, checkOut: addDays(today, 1) } })).status).toBe(201);
    expect((await checkOut(booked.id)).json.code).toBe('NOT_IN_HOUSE');
  });
});

describe('the front desk and the numbered rooms', () => {
  it("the board shows each stay's rooms; check-out leaves the room dirty and gives back its nights left", async () => {
    // Arrived yesterday for three nights: one night slept, two left.
    const booked = await stay({ from: -1, nights: 3, rooms: 2 });
    const inHouseToday = (await board(booked.hotel.id)).json.arrivals as { id: string; roomNumbers: string[] }[];
    const [room] = await roomsOf(booked.id);
    expect(inHouseToday.find((row) => row.id === booked.id)?.roomNumbers).toEqual([room!.number]);
    expect(await nightsOf(booked.id)).toEqual([addDays(today, -1), today, addDays(today, 1)]);

    expect((await checkIn(booked.id, [turk])).status).toBe(200);
    await env.DB.prepare("UPDATE rooms SET housekeeping = 'INSPECTED' WHERE id = ?").bind(room!.id).run();
    expect((await checkOut(booked.id)).status).toBe(200);
    expect(await housekeepingOf(room!.id)).toBe('DIRTY');
    expect(await nightsOf(booked.id)).toEqual([addDays(today, -1)]);
    // Reading the grid does not give the nights back to the departed guest.
    expect((await api('GET', `/api/admin/room-grid?hotelId=${booked.hotel.id}&from=${today}`, { token: admin })).status).toBe(200);
    expect(await nightsOf(booked.id)).toEqual([addDays(today, -1)]);
  });
});

describe('POST /api/admin/reservations/:id/no-show', () => {
  it('409 on the arrival day itself (it has not passed yet)', async () => {
    const booked = await stay({ from: 0 });
    const res = await noShow(booked.id);
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('NO_SHOW_TOO_EARLY');
  });

  it('after the arrival day: the policy as for a late cancellation, the nights freed, the guest e-mailed in their language', async () => {
    const booked = await stay({ from: -1, nights: 3, paidCents: 300000, language: 'en' });
    const res = await noShow(booked.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    // FREE_UNTIL 3 days: past the window, the first night (1000 TL) is kept, the rest of what was paid is refunded.
    expect(res.json).toMatchObject({ status: 'CANCELLED', fee: 1000, kept: 1000, refund: { amount: 2000, status: 'DUE' } });
    const row = await env.DB.prepare('SELECT status, stay_status, no_show_at, cancelled_by, check_in, check_out FROM reservations WHERE id = ?').bind(booked.id).first();
    expect(row).toMatchObject({ status: 'CANCELLED', stay_status: 'NO_SHOW', cancelled_by: 'ADMIN', check_in: booked.checkIn, check_out: booked.checkOut });
    expect(row!.no_show_at).toEqual(expect.any(String));
    const mail = await env.DB.prepare("SELECT language, body FROM email_outbox WHERE reservation_id = ? AND kind = 'RESERVATION_CANCELLED'").bind(booked.id).first<{ language: string; body: string }>();
    expect(mail!.language).toBe('en');
    expect(mail!.body).toContain('no-show');
    expect(mail!.body).toContain('as for a late cancellation');
    const walkIn = {
      hotelId: booked.hotel.id,
      roomTypeId: booked.room.id,
      roomCount: 1,
      reservationGuests: 1,
      checkIn: today,
      checkOut: booked.checkOut,
      guestName: 'Walk In',
      guestEmail: 'walkin@example.com',
      guestPhone: '+90 555 111 22 33',
    };
    expect((await api('POST', '/api/reservation/public/createReservation', { body: walkIn })).status).toBe(201);
    expect((await noShow(booked.id)).json.code).toBe('ALREADY_CANCELLED');
  });

  it('409 for a guest who checked in', async () => {
    const booked = await stay({ from: -1 });
    expect((await checkIn(booked.id, [turk])).status).toBe(200);
    expect((await noShow(booked.id)).json.code).toBe('STAY_NOT_EXPECTED');
  });
});

describe('GET /api/admin/frontdesk', () => {
  it("lists the day's arrivals, departures and guests in house with counts, balance due and requests", async () => {
    const arriving = await stay({ from: 0, paidCents: 50000 });
    const hotelId = arriving.hotel.id;
    const room = arriving.room.id;
    const leaving = await insertReservationRow(hotelId, room, { checkIn: addDays(today, -2), checkOut: today, status: 'CONFIRMED' });
    const staying = await insertReservationRow(hotelId, room, { checkIn: addDays(today, -1), checkOut: addDays(today, 2), status: 'CONFIRMED' });
    await env.DB.prepare("UPDATE reservations SET stay_status = 'IN_HOUSE', checked_in_at = ?2 WHERE id IN (?1, ?3)").bind(leaving.id, new Date().toISOString(), staying.id).run();
    const res = await board(hotelId);
    expect(res.status).toBe(200);
    expect(res.json.date).toBe(today);
    expect(res.json.arrivals).toEqual([
      expect.objectContaining({ id: arriving.id, guestName: 'Guest Test', reservationGuests: 2, roomCount: 1, stayStatus: 'EXPECTED', balanceDue: 1500, paid: 500, totalAmount: 2000, specialRequests: 'Late arrival, quiet room' }),
    ]);
    expect(res.json.departures.map((row: { id: string }) => row.id)).toEqual([leaving.id]);
    expect(res.json.inHouse.map((row: { id: string }) => row.id)).toEqual([staying.id]);
    expect(res.json.counts).toEqual({ arrivals: { stays: 1, guests: 2, rooms: 1 }, departures: { stays: 1, guests: 2, rooms: 1 }, inHouse: { stays: 1, guests: 2, rooms: 1 } });
    expect(JSON.stringify(res.json)).not.toContain('tcNumber');
    // Another day: only what is dated on it (no late arrivals nor overdue guests carried over).
    const tomorrow = await board(hotelId, addDays(today, 1));
    expect(tomorrow.json.counts.arrivals.stays).toBe(0);
    expect(tomorrow.json.departures).toEqual([]);
    expect(tomorrow.json.inHouse.map((row: { id: string }) => row.id)).toEqual([staying.id]);
  });

  it('on today, a stay whose arrival day passed without check-in is listed with the arrivals (late, or to be marked no-show)', async () => {
    const late = await stay({ from: -1 });
    const res = await board(late.hotel.id);
    expect(res.json.arrivals).toEqual([expect.objectContaining({ id: late.id, stayStatus: 'EXPECTED', checkIn: addDays(today, -1) })]);
    expect((await noShow(late.id)).status).toBe(200);
    expect((await board(late.hotel.id)).json.arrivals).toEqual([]);
    expect((await board(late.hotel.id, addDays(today, -1))).json.arrivals).toEqual([expect.objectContaining({ id: late.id, stayStatus: 'NO_SHOW' })]);
  });

  it('404 for an unknown hotel, 400 without one', async () => {
    expect((await board(crypto.randomUUID())).status).toBe(404);
    const none = await api('GET', '/api/admin/frontdesk', { token: admin });
    expect(none.status).toBe(400);
    expect(none.json.details).toContainEqual(expect.objectContaining({ path: 'hotelId', code: 'FRONT_DESK_HOTEL_REQUIRED' }));
  });
});

describe('the front desk is for admins only', () => {
  it('401 without a token, 403 for a USER on every call', async () => {
    const booked = await stay({ from: 0 });
    const calls: [string, string][] = [
      ['GET', `/api/admin/frontdesk?hotelId=${booked.hotel.id}`],
      ['POST', `/api/admin/reservations/${booked.id}/check-in`],
      ['POST', `/api/admin/reservations/${booked.id}/check-out`],
      ['POST', `/api/admin/reservations/${booked.id}/no-show`],
      ['GET', `/api/admin/kbs?hotelId=${booked.hotel.id}`],
    ];
    for (const [method, path] of calls) {
      expect((await api(method, path, { body: method === 'POST' ? { guests: [turk] } : undefined })).status, path).toBe(401);
      expect((await api(method, path, { token: user, body: method === 'POST' ? { guests: [turk] } : undefined })).status, path).toBe(403);
    }
    expect(await identities(booked.id)).toEqual([]);
  });
});

describe('GET /api/admin/kbs', () => {
  it("answers the day's check-ins as CSV in the KBS terminal's columns, formula cells neutralised", async () => {
    const booked = await stay({ from: 0 });
    expect((await checkIn(booked.id, [turk, { ...iranian, fullName: '=HYPERLINK("http://x") Tehrani' }])).status).toBe(200);
    const res = await getText(`/api/admin/kbs?hotelId=${booked.hotel.id}&date=${today}`, adminHeaders());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const lines = res.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Sıra No;T.C. Kimlik No;Adı;Soyadı;Uyruğu;Belge Türü;Belge No;Belgeyi Veren Ülke;Doğum Tarihi;Giriş Tarihi;Çıkış Tarihi;Oda No;PNR');
    const d = (date: string) => `${date.slice(8)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
    // The room the guests were given at check-in (numbered rooms, migration 0024).
    const [room] = await roomsOf(booked.id);
    expect(room).toBeDefined();
    expect(lines[1]).toBe(`1;${TC};Ayşe Nur;Yılmaz;TR;T.C. Kimlik Kartı;${TC};TR;12.04.1990;${d(today)};${d(booked.checkOut)};${room!.number};${booked.pnrCode}`);
    expect(lines[2]).toBe(`2;;"'=HYPERLINK(""http://x"")";Tehrani;IR;Pasaport;K12345678;IR;30.01.1985;${d(today)};${d(booked.checkOut)};${room!.number};${booked.pnrCode}`);
    expect(lines).toHaveLength(3);
    const otherDay = await getText(`/api/admin/kbs?hotelId=${booked.hotel.id}&date=${addDays(today, -1)}`, adminHeaders());
    expect(otherDay.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n')).toHaveLength(1);
  });
});

describe('identity data (KVKK)', () => {
  it('is never in the PNR lookup nor in the guest e-mails', async () => {
    const booked = await stay({ from: -1, nights: 3, paidCents: 300000 });
    expect((await checkIn(booked.id, [turk, iranian])).status).toBe(200);
    const lookup = await getText(`/api/reservation/public/pnr/${booked.pnrCode}`, { 'CF-Connecting-IP': '198.18.7.7' });
    expect(lookup.status).toBe(200);
    for (const secret of [TC, 'K12345678', '1990-04-12', 'Reza Tehrani']) expect(lookup.text).not.toContain(secret);
    const mails = await env.DB.prepare('SELECT subject || body AS text FROM email_outbox WHERE reservation_id = ?').bind(booked.id).all<{ text: string }>();
    for (const mail of mails.results) expect(mail.text).not.toContain(TC);
  });

  it('is erased once the retention period after departure has passed, by the cron and before the KBS export reads it', async () => {
    const old = await stay({ from: -1 });
    const recent = await stay({ from: 0 });
    expect((await checkIn(old.id, [turk])).status).toBe(200);
    expect((await checkIn(recent.id, [iranian])).status).toBe(200);
    // The default retention is 365 days after departure: one guest left 366 days ago, the other 364.
    await env.DB.prepare('UPDATE stay_guests SET departure_date = ? WHERE reservation_id = ?').bind(addDays(today, -366), old.id).run();
    await env.DB.prepare('UPDATE stay_guests SET departure_date = ? WHERE reservation_id = ?').bind(addDays(today, -364), recent.id).run();
    expect(await purgeGuestIdentities({ DB: env.DB, GUEST_ID_RETENTION_DAYS: '365' })).toBeGreaterThanOrEqual(1);
    expect(await identities(old.id)).toEqual([]);
    expect(await identities(recent.id)).toHaveLength(1);
    // A shorter setting erases more; the export purges before it reads.
    await env.DB.prepare('UPDATE stay_guests SET departure_date = ? WHERE reservation_id = ?').bind(addDays(today, -400), recent.id).run();
    const csv = await getText(`/api/admin/kbs?hotelId=${recent.hotel.id}&date=${today}`, adminHeaders());
    expect(csv.text).not.toContain('K12345678');
    expect(await identities(recent.id)).toEqual([]);
  });

  it("is erased with the booker's account", async () => {
    const guest = await loginAs('USER');
    const booked = await stay({ from: -3, nights: 2, userId: guest.user.id });
    await env.DB.prepare("UPDATE reservations SET stay_status = 'CHECKED_OUT' WHERE id = ?").bind(booked.id).run();
    await env.DB.prepare(
      `INSERT INTO stay_guests (id, reservation_id, position, full_name, nationality, tc_number, birth_date, arrival_date, departure_date, created_at)
       VALUES (?, ?, 1, 'Ayşe Yılmaz', 'TR', ?, '1990-04-12', ?, ?, ?)`,
    )
      .bind(crypto.randomUUID(), booked.id, TC, booked.checkIn, booked.checkOut, new Date().toISOString())
      .run();
    const res = await api('DELETE', '/api/users/me', { token: guest.token, body: { password: TEST_PASSWORD } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await identities(booked.id)).toEqual([]);
  });
});
