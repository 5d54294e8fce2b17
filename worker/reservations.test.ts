import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CreateReservationResponse, PNR_LOOKUP_LIMIT, PnrLookup, Reservation, ReservationMessages } from '../contract';
import { PNR_BINDING_LIMIT, PNR_BURST_LIMIT, PNR_UNASKED_CALLS } from './auth/limits';
import { app } from './index';
import { createReservation, PNR_ALPHABET } from './db/reservations';
import { api, BASE, countRows, expectAdminOnly, insertHotel, insertReservationRow, insertRoomType, loginAs, UNKNOWN_ID, type TestUser } from './test/helpers';
import {
  book,
  bookingBody,
  createPaymentFor,
  day,
  outboxOf,
  PNG_BYTES,
  pnrFailures,
  receiptForm,
  reservationStatus,
  seedRoom,
  spendPnrBudget,
  upload,
} from './test/fixtures';
import { awayFromWindowEdge } from './test/rateWindow';

const CREATE = '/api/reservation/public/createReservation';
const PNR_RE = new RegExp(`^[${PNR_ALPHABET}]{8}$`);

let adminToken: string;
let userToken: string;
let user: TestUser;
let otherUserToken: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  ({ token: userToken, user } = await loginAs('USER'));
  otherUserToken = (await loginAs('USER')).token;
});

describe('createReservation', () => {
  it('201: the server computes nights, price and total, ignoring client figures; PENDING; PNR of 8 unambiguous characters', async () => {
    const room = await seedRoom({ rooms: 2, priceCents: 125_050 });
    const res = await api('POST', CREATE, {
      body: bookingBody(room, {
        roomCount: 2,
        checkIn: day(10),
        checkOut: day(13),
        totalAmount: 1,
        pricePerNight: 1,
        status: 'CONFIRMED',
        userId: UNKNOWN_ID,
        nights: 99,
      }),
    });
    expect(res.status).toBe(201);
    const answer = CreateReservationResponse.parse(res.json);
    expect(answer).toMatchObject({ nights: 3, totalAmount: 7503, status: 'PENDING' });
    expect(answer.pnrCode).toMatch(PNR_RE);
    const row = await env.DB.prepare('SELECT * FROM reservations WHERE id = ?').bind(answer.id).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      status: 'PENDING',
      total_amount_cents: 750_300,
      price_per_night_cents: 125_050,
      nights: 3,
      room_count: 2,
      user_id: null,
      pnr_code: answer.pnrCode,
    });
  });

  it('stores the guest phone as E.164 whatever digits were typed (Persian, local Turkish); 400 PHONE_INVALID for what cannot be a phone', async () => {
    const room = await seedRoom({ rooms: 3 });
    for (const [typed, stored] of [
      ['+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹', '+989123456789'],
      ['0532 123 45 67', '+905321234567'],
    ] as const) {
      const res = await api('POST', CREATE, { body: bookingBody(room, { guestPhone: typed }) });
      expect(res.status).toBe(201);
      const row = await env.DB.prepare('SELECT guest_phone FROM reservations WHERE id = ?').bind(CreateReservationResponse.parse(res.json).id).first<{ guest_phone: string }>();
      expect(row?.guest_phone).toBe(stored);
    }
    const before = await countRows('reservations');
    const refused = await api('POST', CREATE, { body: bookingBody(room, { guestPhone: 'call me maybe' }) });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ details: [{ path: 'guestPhone', code: 'PHONE_INVALID' }] });
    expect(await countRows('reservations')).toBe(before);
  });

  it('is served at /api/reservations and /reservations too', async () => {
    const room = await seedRoom({ rooms: 5 });
    for (const path of ['/api/reservations', '/reservations']) {
      const res = await api('POST', path, { body: bookingBody(room) });
      expect(res.status, path).toBe(201);
      CreateReservationResponse.parse(res.json);
    }
  });

  it('resolves the room type by name (case-insensitive), by id in roomType, and defaults to SINGLE; fullName is accepted', async () => {
    const hotel = await insertHotel();
    const single = await insertRoomType(hotel.id, { name: 'SINGLE', roomCount: 5, pricePerNightCents: 50_000 });
    const double = await insertRoomType(hotel.id, { name: 'DOUBLE', roomCount: 5, pricePerNightCents: 80_000 });
    const base = { hotelId: hotel.id, roomTypeId: undefined };

    const byName = await api('POST', CREATE, { body: bookingBody(base as never, { roomType: 'double' }) });
    expect(byName.status).toBe(201);
    expect(byName.json.totalAmount).toBe(1600);
    const byIdInName = await api('POST', CREATE, { body: bookingBody(base as never, { roomType: double.id }) });
    expect(byIdInName.json.totalAmount).toBe(1600);
    const fallback = await api('POST', CREATE, { body: { ...bookingBody(base as never), guestName: undefined, fullName: 'Ali Veli' } });
    expect(fallback.status).toBe(201);
    expect(fallback.json.totalAmount).toBe(1000);

    const stored = await api('GET', `/api/reservation/public/getReservationById?id=${fallback.json.id}`, { token: adminToken });
    expect(stored.json).toMatchObject({ roomTypeId: single.id, roomType: 'SINGLE', guestName: 'Ali Veli', hotelName: expect.any(String) });
  });

  it('400: check-in in the past (Istanbul today), with the spec text', async () => {
    const room = await seedRoom();
    const res = await api('POST', CREATE, { body: bookingBody(room, { checkIn: day(-1), checkOut: day(1) }) });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Geçmiş bir tarih için rezervasyon yapamazsınız');
    expect(res.json.details[0].path).toBe('checkIn');
    const today = await api('POST', CREATE, { body: bookingBody(room, { checkIn: day(0), checkOut: day(1) }) });
    expect(today.status).toBe(201);
  });

  it('400: check-out not after check-in, with the spec text', async () => {
    const room = await seedRoom();
    for (const checkOut of [day(30), day(29)]) {
      const res = await api('POST', CREATE, { body: bookingBody(room, { checkIn: day(30), checkOut }) });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Çıkış tarihi giriş tarihinden sonra olmalıdır');
    }
  });

  it('hotel: missing -> 400 "Otel bilgisi eksik"; unknown -> 404 "Otel bilgisi eksik"', async () => {
    const room = await seedRoom();
    const missing = await api('POST', CREATE, { body: bookingBody(room, { hotelId: undefined }) });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Otel bilgisi eksik');
    const unknown = await api('POST', CREATE, { body: bookingBody(room, { hotelId: UNKNOWN_ID }) });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Otel bilgisi eksik');
  });

  it('404 "Oda tipi bulunamadı": a room type of another hotel, an unknown name, or no SINGLE', async () => {
    const a = await seedRoom();
    const b = await seedRoom();
    for (const body of [
      bookingBody({ hotelId: a.hotelId, roomTypeId: b.roomTypeId }),
      bookingBody({ hotelId: a.hotelId, roomTypeId: undefined } as never, { roomType: 'PENTHOUSE' }),
      bookingBody({ hotelId: a.hotelId, roomTypeId: undefined } as never),
    ]) {
      const res = await api('POST', CREATE, { body });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('Oda tipi bulunamadı');
    }
  });

  it('400 with details for bad fields (email, guests, dates)', async () => {
    const room = await seedRoom();
    const res = await api('POST', CREATE, { body: bookingBody(room, { guestEmail: 'nope', reservationGuests: 0, checkIn: '2030-02-30' }) });
    expect(res.status).toBe(400);
    const paths = res.json.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['guestEmail', 'reservationGuests', 'checkIn']));
  });

  it('409 when the room type is full; nothing written (no reservation, no e-mail)', async () => {
    const room = await seedRoom({ rooms: 1 });
    await book(room);
    const [reservations, outbox] = [await countRows('reservations'), await countRows('email_outbox')];
    const res = await api('POST', CREATE, { body: bookingBody(room, { guestEmail: 'late@example.com' }) });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ code: 'ROOMS_SOLD_OUT', message: 'Seçilen tarihlerde bu oda tipinde yeterli boş oda yok' });
    expect(await countRows('reservations')).toBe(reservations);
    expect(await countRows('email_outbox')).toBe(outbox);
  });

  it('checks inventory per night: back-to-back stays fit; a long stay fits around two short ones; roomCount counts', async () => {
    const room = await seedRoom({ rooms: 2 });
    await book(room, { checkIn: day(40), checkOut: day(41) });
    await book(room, { checkIn: day(42), checkOut: day(43) });
    // Nights 40..43: at most one room is taken on any night (a whole-range sum would say 2).
    await book(room, { checkIn: day(40), checkOut: day(44) });
    const clash = await api('POST', CREATE, { body: bookingBody(room, { checkIn: day(40), checkOut: day(44) }) });
    expect(clash.status).toBe(409);
    // Check-out day is free for the next guest; the night before is not.
    await book(room, { checkIn: day(44), checkOut: day(45), roomCount: 2 });
    const threeRooms = await api('POST', CREATE, { body: bookingBody(room, { checkIn: day(46), checkOut: day(47), roomCount: 3 }) });
    expect(threeRooms.status).toBe(409);
  });

  it('CANCELLED reservations do not hold rooms', async () => {
    const room = await seedRoom({ rooms: 1 });
    await insertReservationRow(room.hotelId, room.roomTypeId, { checkIn: day(30), checkOut: day(32), status: 'CANCELLED' });
    await book(room);
  });

  it('20 parallel bookings for 3 free rooms: exactly 3 succeed, 17 get 409', async () => {
    const room = await seedRoom({ rooms: 3 });
    const before = await countRows('email_outbox');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        SELF.fetch(`${BASE}${CREATE}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(bookingBody(room, { guestEmail: `p${i}@example.com` })),
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    await Promise.all(answers.map((r) => r.body?.cancel()));
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    const held = await env.DB.prepare('SELECT count(*) AS n, sum(room_count) AS rooms FROM reservations WHERE room_type_id = ?')
      .bind(room.roomTypeId)
      .first<{ n: number; rooms: number }>();
    expect(held).toEqual({ n: 3, rooms: 3 });
    expect(await countRows('email_outbox')).toBe(before + 3);
  });

  it('writes the RESERVATION_CREATED e-mail in the reservation language with PNR, bank details and total', async () => {
    const room = await seedRoom({ rooms: 5, priceCents: 125_050 });
    const expectations = { tr: ['Rezervasyonunuz alındı', 'Toplam tutar: 2.501,00 TL'], en: ['Your reservation has been received', 'Total amount: 2,501.00 TL'], fa: ['رزرو شما ثبت شد', 'مبلغ کل: 2,501.00 TL'] } as const;
    for (const language of ['tr', 'en', 'fa'] as const) {
      const booked = await book(room, { language, guestEmail: `${language}@example.com` });
      const [mail, ...more] = await outboxOf(booked.id);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ kind: 'RESERVATION_CREATED', language, to_email: `${language}@example.com` });
      expect(mail!.subject).toContain(expectations[language][0]);
      expect(mail!.subject).toContain(booked.pnrCode);
      expect(mail!.body).toContain(expectations[language][1]);
      expect(mail!.body).toContain(env.BANK_IBAN);
      expect(mail!.body).toContain(env.BANK_ACCOUNT_NAME);
    }
  });

  it('a logged-in USER booking is linked to the user; an anonymous or admin one is not', async () => {
    const room = await seedRoom({ rooms: 5 });
    const mine = await book(room, {}, userToken);
    const anon = await book(room);
    const byAdmin = await book(room, {}, adminToken);
    const owner = async (id: string) => (await env.DB.prepare('SELECT user_id FROM reservations WHERE id = ?').bind(id).first<{ user_id: string | null }>())?.user_id;
    expect(await owner(mine.id)).toBe(user.id);
    expect(await owner(anon.id)).toBeNull();
    expect(await owner(byAdmin.id)).toBeNull();
  });

  it('a bad bearer token is ignored (a public call): booked as an anonymous guest', async () => {
    const room = await seedRoom();
    const res = await api('POST', CREATE, { body: bookingBody(room), token: 'not.a.jwt' });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare('SELECT user_id FROM reservations WHERE id = ?').bind(res.json.id).first<{ user_id: string | null }>();
    expect(row?.user_id).toBeNull();
  });

  it('retries with a new PNR code on a collision', async () => {
    const room = await seedRoom({ rooms: 3 });
    const taken = await book(room);
    const codes = [taken.pnrCode, taken.pnrCode, 'ZZZZ2345'];
    const result = await createReservation(
      env.DB,
      {
        hotelId: room.hotelId, roomTypeId: room.roomTypeId, roomCount: 1, reservationGuests: 1, checkIn: day(30), checkOut: day(31),
        nights: 1, pricePerNightCents: 100, totalCents: 100, subtotalCents: 100, taxCents: 0, taxRateBp: 0,
        nightPrices: [{ date: day(30), priceCents: 100 }], guestName: 'X', guestEmail: 'x@example.com', guestPhone: '1',
        specialRequests: null, userId: null, language: 'en', termsAccepted: false, termsVersion: null,
      },
      (pnr) => ({ subject: pnr, text: pnr, html: pnr }),
      { newPnr: () => codes.shift()! },
    );
    expect(result).toMatchObject({ outcome: 'created', pnrCode: 'ZZZZ2345' });
    expect(codes).toEqual([]);
  });
});

describe('admin reservation list, get, update, delete', () => {
  it('admin only (401 / 403)', async () => {
    await expectAdminOnly('GET', '/api/reservation/public/getAllReservations', userToken);
    await expectAdminOnly('GET', `/api/reservation/public/getReservationById?id=${UNKNOWN_ID}`, userToken);
    await expectAdminOnly('PUT', `/api/reservation/public/updateReservation?id=${UNKNOWN_ID}`, userToken, {});
    await expectAdminOnly('DELETE', `/api/reservation/public/deleteReservation?id=${UNKNOWN_ID}`, userToken);
    await expectAdminOnly('DELETE', '/api/reservation/deleteAllReservations', userToken);
  });

  it('getAllReservations: full reservations, filters, paging with X-Total-Count', async () => {
    const room = await seedRoom({ rooms: 5 });
    const a = await book(room);
    await book(room);
    await env.DB.prepare("UPDATE reservations SET status = 'CONFIRMED' WHERE id = ?").bind(a.id).run();

    const all = await api('GET', '/api/reservation/public/getAllReservations', { token: adminToken });
    expect(all.status).toBe(200);
    Reservation.array().parse(all.json);
    expect(all.headers.get('X-Total-Count')).toBe(String(all.json.length));

    const ofHotel = await api('GET', `/api/reservation/public/getAllReservations?hotelId=${room.hotelId}`, { token: adminToken });
    expect(ofHotel.json).toHaveLength(2);
    const confirmed = await api('GET', `/api/reservation/public/getAllReservations?hotelId=${room.hotelId}&status=CONFIRMED`, { token: adminToken });
    expect(confirmed.json.map((r: { id: string }) => r.id)).toEqual([a.id]);
    const page = await api('GET', `/api/reservation/public/getAllReservations?hotelId=${room.hotelId}&page=2&pageSize=1`, { token: adminToken });
    expect(page.json).toHaveLength(1);
    expect(page.headers.get('X-Total-Count')).toBe('2');
    const bad = await api('GET', '/api/reservation/public/getAllReservations?status=DONE', { token: adminToken });
    expect(bad.status).toBe(400);
  });

  it('getReservationById: 200 with guest data; 404; 400 bad id', async () => {
    const room = await seedRoom();
    const booked = await book(room);
    const res = await api('GET', `/api/reservation/public/getReservationById?id=${booked.id}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(Reservation.parse(res.json)).toMatchObject({ id: booked.id, guestEmail: 'ayse@example.com', hotelName: room.hotelName, nights: 2 });
    const missing = await api('GET', `/api/reservation/public/getReservationById?id=${UNKNOWN_ID}`, { token: adminToken });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ code: 'RESERVATION_NOT_FOUND', message: 'Reservation not found' });
    const bad = await api('GET', '/api/reservation/public/getReservationById?id=abc', { token: adminToken });
    expect(bad.status).toBe(400);
  });

  const updateBody = (room: { hotelId: string; roomTypeName: string }, overrides: Record<string, unknown> = {}) => ({
    guestName: 'Mehmet Demir',
    guestEmail: 'mehmet@example.com',
    guestPhone: '+90 555 000 00 00',
    hotelId: room.hotelId,
    roomType: room.roomTypeName,
    checkIn: day(30),
    checkOut: day(33),
    roomCount: 1,
    reservationGuests: 3,
    totalAmount: 4321.5,
    status: 'CONFIRMED',
    specialRequests: 'Late arrival',
    advancePayment: '',
    ...overrides,
  });

  it('updateReservation: replaces the fields, takes totalAmount and status as sent, recomputes nights, maps a hotel name', async () => {
    const room = await seedRoom({ rooms: 2 });
    const booked = await book(room);
    const res = await api('PUT', `/api/reservation/public/updateReservation?id=${booked.id}`, {
      token: adminToken,
      body: updateBody({ hotelId: room.hotelName.toUpperCase(), roomTypeName: room.roomTypeName.toLowerCase() }, { advancePayment: 500, language: 'en' }),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(Reservation.parse(res.json)).toMatchObject({
      guestName: 'Mehmet Demir',
      hotelId: room.hotelId,
      roomTypeId: room.roomTypeId,
      nights: 3,
      totalAmount: 4321.5,
      advancePayment: 500,
      status: 'CONFIRMED',
      language: 'en',
      pnrCode: booked.pnrCode,
    });
  });

  it('updateReservation: 404 unknown reservation / hotel / room type; 400 bad body', async () => {
    const room = await seedRoom();
    const other = await seedRoom();
    const booked = await book(room);
    const url = `/api/reservation/public/updateReservation?id=${booked.id}`;
    const unknown = await api('PUT', `/api/reservation/public/updateReservation?id=${UNKNOWN_ID}`, { token: adminToken, body: updateBody(room) });
    expect(unknown.status).toBe(404);
    const noHotel = await api('PUT', url, { token: adminToken, body: updateBody({ hotelId: 'No Such Hotel', roomTypeName: room.roomTypeName }) });
    expect(noHotel.status).toBe(404);
    const foreignRoom = await api('PUT', url, { token: adminToken, body: updateBody({ hotelId: room.hotelId, roomTypeName: other.roomTypeName }) });
    expect(foreignRoom.status).toBe(404);
    expect(foreignRoom.json.message).toBe('Oda tipi bulunamadı');
    const bad = await api('PUT', url, { token: adminToken, body: updateBody(room, { status: 'DONE', checkOut: day(20) }) });
    expect(bad.status).toBe(400);
    expect(await reservationStatus(booked.id)).toBe('PENDING');
  });

  it('updateReservation: 409 when new dates or reactivation do not fit; cancelling frees the room', async () => {
    const room = await seedRoom({ rooms: 1 });
    const first = await book(room, { checkIn: day(50), checkOut: day(52) });
    const second = await book(room, { checkIn: day(52), checkOut: day(54) });
    const moveOnto = await api('PUT', `/api/reservation/public/updateReservation?id=${second.id}`, {
      token: adminToken,
      body: updateBody(room, { checkIn: day(51), checkOut: day(54), status: 'PENDING' }),
    });
    expect(moveOnto.status).toBe(409);
    // Editing without taking more rooms (same dates, guest data) is fine.
    const edit = await api('PUT', `/api/reservation/public/updateReservation?id=${second.id}`, {
      token: adminToken,
      body: updateBody(room, { checkIn: day(52), checkOut: day(54), status: 'PENDING' }),
    });
    expect(edit.status).toBe(200);
    // Cancel the first, book its room, then reactivating the first is a 409.
    const cancel = await api('PUT', `/api/reservation/public/updateReservation?id=${first.id}`, {
      token: adminToken,
      body: updateBody(room, { checkIn: day(50), checkOut: day(52), status: 'CANCELLED' }),
    });
    expect(cancel.status).toBe(200);
    await book(room, { checkIn: day(50), checkOut: day(52) });
    const reactivate = await api('PUT', `/api/reservation/public/updateReservation?id=${first.id}`, {
      token: adminToken,
      body: updateBody(room, { checkIn: day(50), checkOut: day(52), status: 'CONFIRMED' }),
    });
    expect(reactivate.status).toBe(409);
    expect(await reservationStatus(first.id)).toBe('CANCELLED');
  });

  it('deleteReservation: removes its payments and receipt file in one go; e-mail log kept; 404 after', async () => {
    const room = await seedRoom();
    const booked = await book(room);
    const payment = await createPaymentFor(booked);
    const up = await upload(receiptForm({ bytes: PNG_BYTES, name: 'r.png' }, { paymentId: payment.id }), { bookingToken: booked.bookingToken });
    expect(up.status).toBe(201);
    expect(await env.RECEIPTS.head(up.json.filename)).not.toBeNull();

    const res = await api('DELETE', `/api/reservation/public/deleteReservation?id=${booked.id}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Reservation deleted', deleted: 1 });
    expect(await reservationStatus(booked.id)).toBeUndefined();
    expect(await env.DB.prepare('SELECT count(*) AS n FROM payments WHERE id = ?').bind(payment.id).first('n')).toBe(0);
    expect(await env.RECEIPTS.head(up.json.filename)).toBeNull();
    const log = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE reservation_id IS NULL AND subject LIKE ?").bind(`%${booked.pnrCode}%`).first('n');
    expect(log).toBe(1);

    const again = await api('DELETE', `/api/reservation/public/deleteReservation?id=${booked.id}`, { token: adminToken });
    expect(again.status).toBe(404);
    const bad = await api('DELETE', '/api/reservation/public/deleteReservation?id=x', { token: adminToken });
    expect(bad.status).toBe(400);
  });
});

describe("a user's reservations", () => {
  it('getUserReservations: own list for a USER, 403 for another id, any id for an ADMIN, 401 anonymous, 400 bad id', async () => {
    const room = await seedRoom({ rooms: 5 });
    const mine = await book(room, {}, userToken);
    await book(room, {}, otherUserToken);

    const own = await api('GET', `/api/reservation/getUserReservations?userId=${user.id}`, { token: userToken });
    expect(own.status).toBe(200);
    const ownList = Reservation.array().parse(own.json);
    expect(ownList.map((r) => r.id)).toContain(mine.id);
    expect(ownList.every((r) => r.userId === user.id)).toBe(true);
    expect(own.headers.get('X-Total-Count')).toBe(String(ownList.length));

    const other = await api('GET', `/api/reservation/getUserReservations?userId=${user.id}`, { token: otherUserToken });
    expect(other.status).toBe(403);
    const admin = await api('GET', `/api/reservation/getUserReservations?userId=${user.id}`, { token: adminToken });
    expect(admin.json.map((r: { id: string }) => r.id)).toEqual(ownList.map((r) => r.id));
    const anonymous = await api('GET', `/api/reservation/getUserReservations?userId=${user.id}`);
    expect(anonymous.status).toBe(401);
    const bad = await api('GET', '/api/reservation/getUserReservations?userId=me', { token: userToken });
    expect(bad.status).toBe(400);
  });

  it('/my: the caller’s reservations; 401 anonymous', async () => {
    const res = await api('GET', '/api/reservation/my', { token: userToken });
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
    expect(res.json.every((r: { userId: string }) => r.userId === user.id)).toBe(true);
    expect((await api('GET', '/api/reservation/my')).status).toBe(401);
  });
});

describe('PNR lookup', () => {
  const lookup = (pnr: string, ip: string) => api('GET', `/api/reservation/public/pnr/${pnr}`, { headers: { 'CF-Connecting-IP': ip } });

  it("case-insensitive; answers exactly the listed fields and the hotel's name in the visitor's language", async () => {
    const room = await seedRoom();
    const booked = await book(room);
    const res = await lookup(booked.pnrCode.toLowerCase(), '198.51.100.1');
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['cancellation', 'checkIn', 'checkOut', 'guestName', 'hotelDisplayName', 'hotelName', 'kind', 'payment', 'pnrCode', 'status', 'totalAmount']);
    expect(PnrLookup.parse(res.json)).toEqual({
      kind: 'STAY',
      hotelName: room.hotelName,
      guestName: 'Ayşe Yılmaz',
      checkIn: day(30),
      checkOut: day(32),
      status: 'PENDING',
      totalAmount: 2000,
      pnrCode: booked.pnrCode,
      // The default policy (migration 0011): free until 3 days before; nothing paid yet.
      cancellation: { policy: 'FREE_UNTIL', freeCancellationDays: 3, freeUntil: day(27), cancellable: true, fee: 0, paid: 0, kept: 0, refund: 0 },
      // No language asked and no translations: the stored name.
      hotelDisplayName: room.hotelName,
      // No payment record yet (issue 36: the receipt's state once there is one).
      payment: null,
    });
  });

  it('404 "Reservation not found"; 400 for a malformed code', async () => {
    const res = await lookup('ZZZZZZZZ', '198.51.100.2');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 'RESERVATION_NOT_FOUND', message: 'Reservation not found' });
    const bad = await lookup('AB%24CD', '198.51.100.2');
    expect(bad.status).toBe(400);
  });

  it('429 with Retry-After after 30 failed lookups per client in 10 minutes; other clients unaffected', async () => {
    await awayFromWindowEdge();
    for (let i = 0; i < 30; i++) {
      const res = await lookup('ZZZZZZZZ', '198.51.100.3');
      expect(res.status).toBe(404);
    }
    const limited = await lookup('ZZZZZZZZ', '198.51.100.3');
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ code: 'PNR_TOO_MANY', message: expect.any(String) });
    const retry = Number(limited.headers.get('Retry-After'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(600);
    expect((await lookup('ZZZZZZZZ', '198.51.100.4')).status).toBe(404);
  });

  it("a guest's lookups of a real code write nothing to D1; unknown and malformed codes each count once", async () => {
    const booked = await book(await seedRoom());
    const ip = '198.51.100.5';
    await awayFromWindowEdge();
    for (let i = 0; i < 5; i++) expect((await lookup(booked.pnrCode, ip)).status).toBe(200);
    expect(await pnrFailures('pnr', ip)).toBe(0);
    expect((await lookup('ZZZZZZZZ', ip)).status).toBe(404);
    expect((await lookup('ZZZZZZZY', ip)).status).toBe(404);
    expect((await lookup('AB%24CD', ip)).status).toBe(400);
    expect(await pnrFailures('pnr', ip)).toBe(3);
    expect((await lookup(booked.pnrCode, ip)).status).toBe(200);
    expect(await pnrFailures('pnr', ip)).toBe(3);
  });

  it('an address that spent its failure budget (D1) is refused for a real code too, until the window ends', async () => {
    const booked = await book(await seedRoom());
    const ip = '198.51.100.6';
    await awayFromWindowEdge();
    await spendPnrBudget('pnr', ip);
    for (const code of [booked.pnrCode, 'ZZZZZZZZ', 'AB%24CD', booked.pnrCode]) {
      const refused = await lookup(code, ip);
      expect(refused.status, code).toBe(429);
      expect(refused.json).toEqual({ code: 'PNR_TOO_MANY', message: ReservationMessages.pnrTooMany });
      const retry = Number(refused.headers.get('Retry-After'));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(PNR_LOOKUP_LIMIT.windowSeconds);
    }
    // Another address is unaffected.
    expect((await lookup(booked.pnrCode, '198.51.100.7')).status).toBe(200);
  });

  it('the burst brake counts real codes too: 40 parallel lookups of a real code from one address, at most 30 answered', async () => {
    const booked = await book(await seedRoom());
    const headers = { 'CF-Connecting-IP': '198.51.100.8' };
    await awayFromWindowEdge();
    const answers = await Promise.all(Array.from({ length: 40 }, () => api('GET', `/api/reservation/public/pnr/${booked.pnrCode}`, { headers })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBe(PNR_BURST_LIMIT.limit);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.json).toEqual({ code: 'PNR_TOO_MANY', message: ReservationMessages.pnrTooMany });
      expect(refused.headers.get('Retry-After')).toBe(String(PNR_BURST_LIMIT.periodSeconds));
    }
    // The brake needs no D1 write: hits leave no failure count.
    expect(await pnrFailures('pnr', '198.51.100.8')).toBe(0);
  });

  /** The PNR routes called on the Worker's app with `PNR_LIMIT` replaced by `limiter`. */
  async function withLimiter(limiter: RateLimit, ip: string, pnr: string, email?: string) {
    const headers = new Headers({ 'CF-Connecting-IP': ip });
    if (email !== undefined) headers.set('Content-Type', 'application/json');
    const request = email === undefined
      ? new Request(`${BASE}/api/reservation/public/pnr/${pnr}`, { headers })
      : new Request(`${BASE}/api/reservation/public/pnr/${pnr}/access`, { method: 'POST', headers, body: JSON.stringify({ email }) });
    const ctx = createExecutionContext();
    const res = await app.fetch(request, { ...env, PNR_LIMIT: limiter }, ctx);
    await waitOnExecutionContext(ctx);
    return { status: res.status, json: (await res.json().catch(() => null)) as unknown, retryAfter: res.headers.get('Retry-After') };
  }

  /** A binding that records the keys it is asked for and refuses while `refuse` is set. */
  function spyLimiter() {
    const spy = { asked: [] as string[], refuse: false, limiter: null as unknown as RateLimit };
    spy.limiter = {
      limit: ({ key }) => {
        spy.asked.push(key);
        return Promise.resolve({ success: !spy.refuse });
      },
    };
    return spy;
  }

  it("an address's first calls of a minute are counted in memory and do not ask the binding; every later call does, and its refusal hides hits", async () => {
    const booked = await book(await seedRoom(), { guestEmail: 'unasked@example.com' });
    const ip = '198.51.100.9';
    const spy = spyLimiter();
    await awayFromWindowEdge();
    for (let i = 0; i < PNR_UNASKED_CALLS; i++) expect((await withLimiter(spy.limiter, ip, booked.pnrCode)).status).toBe(200);
    expect(spy.asked).toEqual([]);
    // The late receipt access is its own count: its first calls are free as well.
    for (let i = 0; i < PNR_UNASKED_CALLS; i++) expect((await withLimiter(spy.limiter, ip, booked.pnrCode, 'unasked@example.com')).status).toBe(200);
    expect(spy.asked).toEqual([]);

    expect((await withLimiter(spy.limiter, ip, booked.pnrCode)).status).toBe(200);
    expect((await withLimiter(spy.limiter, ip, 'ZZZZZZZZ')).status).toBe(404);
    expect((await withLimiter(spy.limiter, ip, booked.pnrCode, 'unasked@example.com')).status).toBe(200);
    expect(spy.asked).toEqual([`pnr:${ip}`, `pnr:${ip}`, `pnr-access:${ip}`]);

    // Once the binding refuses, a real code, an unknown one and a malformed one get the same 429.
    spy.refuse = true;
    const refused = [
      await withLimiter(spy.limiter, ip, booked.pnrCode),
      await withLimiter(spy.limiter, ip, 'ZZZZZZZZ'),
      await withLimiter(spy.limiter, ip, 'AB%24CD'),
      await withLimiter(spy.limiter, ip, booked.pnrCode, 'unasked@example.com'),
    ];
    for (const answer of refused) {
      expect(answer).toEqual({ status: 429, json: { code: 'PNR_TOO_MANY', message: ReservationMessages.pnrTooMany }, retryAfter: String(PNR_BURST_LIMIT.periodSeconds) });
    }
    expect(spy.asked).toHaveLength(7);
    // Successes wrote nothing; the refused calls wrote nothing either (the brake needs no D1).
    expect(await pnrFailures('pnr', ip)).toBe(1);
    expect(await pnrFailures('pnr-access', ip)).toBe(0);

    // Another address starts with its own free calls.
    const other = spyLimiter();
    other.refuse = true;
    expect((await withLimiter(other.limiter, '198.51.100.10', booked.pnrCode)).status).toBe(200);
    expect(other.asked).toEqual([]);
  });

  it('a parallel burst from one address meets the binding after the free calls: only the binding decides the rest', async () => {
    const booked = await book(await seedRoom());
    const ip = '198.51.100.11';
    // A binding that counts like PNR_LIMIT (PNR_BINDING_LIMIT a minute).
    const spy = spyLimiter();
    const counting: RateLimit = {
      limit: (options) => {
        spy.asked.push(options.key);
        return Promise.resolve({ success: spy.asked.length <= PNR_BINDING_LIMIT });
      },
    };
    await awayFromWindowEdge();
    const answers = await Promise.all(Array.from({ length: 40 }, () => withLimiter(counting, ip, booked.pnrCode)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(PNR_BURST_LIMIT.limit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40 - PNR_BURST_LIMIT.limit);
    expect(spy.asked).toHaveLength(40 - PNR_UNASKED_CALLS);
  });
});

// Last: wipes every reservation of this file.
describe('deleteAllReservations', () => {
  it('admin: deletes every reservation, their payments and receipt files', async () => {
    const room = await seedRoom({ rooms: 5 });
    const booked = await book(room);
    const payment = await createPaymentFor(booked);
    const up = await upload(receiptForm({ bytes: PNG_BYTES, name: 'r.png' }, { paymentId: payment.id }), { bookingToken: booked.bookingToken });
    const total = await countRows('reservations');
    const res = await api('DELETE', '/api/reservation/deleteAllReservations', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json.deleted).toBe(total);
    expect(await countRows('reservations')).toBe(0);
    expect(await countRows('payments')).toBe(0);
    expect(await env.RECEIPTS.head(up.json.filename)).toBeNull();
  });
});
