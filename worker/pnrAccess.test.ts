import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { PnrAccess, PNR_LOOKUP_LIMIT, ReservationMessages } from '../contract';
import { api, loginAs } from './test/helpers';
import { book, createPaymentFor, PNG_BYTES, pnrFailures, receiptForm, seedRoom, spendPnrBudget, upload, type Room } from './test/fixtures';
import { awayFromWindowEdge } from './test/rateWindow';

let room: Room;
let adminToken: string;

beforeAll(async () => {
  room = await seedRoom({ rooms: 50 });
  adminToken = (await loginAs('ADMIN')).token;
});

const access = (pnr: string, email: unknown, ip = '198.51.100.1') =>
  api('POST', `/api/reservation/public/pnr/${pnr}/access`, { body: { email }, headers: { 'CF-Connecting-IP': ip } });

describe('POST /api/reservation/public/pnr/:pnr/access', () => {
  it('200 with the right e-mail (any case, spaces): a booking token that uploads and attaches a receipt', async () => {
    const booked = await book(room, { guestEmail: 'Late.Guest@Example.com' });
    const res = await access(booked.pnrCode.toLowerCase(), '  late.guest@EXAMPLE.com ');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const answer = PnrAccess.parse(res.json);
    expect(answer).toMatchObject({ reservationId: booked.id, pnrCode: booked.pnrCode, paymentId: null, totalAmount: booked.totalAmount, status: 'PENDING' });

    // The token is a booking token for this reservation: create the payment, upload, attach.
    const payment = await api('POST', '/api/payments/create', { bookingToken: answer.bookingToken, body: { reservationId: booked.id } });
    expect(payment.status).toBe(201);
    const up = await upload(receiptForm({ bytes: PNG_BYTES, name: 'late.png', type: 'image/png' }, { paymentId: payment.json.id }), {
      bookingToken: answer.bookingToken,
    });
    expect(up.status, JSON.stringify(up.json)).toBe(201);
    const attach = await api('POST', `/api/payments/${payment.json.id}/update-receipt`, { bookingToken: answer.bookingToken, body: { receipt: up.json.filename } });
    expect(attach.status).toBe(200);
    expect(attach.json).toMatchObject({ receipt: up.json.filename });
  });

  it('carries the existing payment id', async () => {
    const booked = await book(room, { guestEmail: 'paid.before@example.com' });
    const payment = await createPaymentFor(booked);
    const res = await access(booked.pnrCode, 'paid.before@example.com');
    expect(res.status).toBe(200);
    expect(res.json.paymentId).toBe(payment.id);
  });

  it("the token is for that reservation only: another reservation's payment is refused", async () => {
    const mine = await book(room, { guestEmail: 'mine@example.com' });
    const other = await book(room, { guestEmail: 'other@example.com' });
    const otherPayment = await createPaymentFor(other);
    const res = await access(mine.pnrCode, 'mine@example.com');
    const attach = await api('POST', `/api/payments/${otherPayment.id}/update-receipt`, { bookingToken: res.json.bookingToken, body: { receipt: 'x.png' } });
    expect(attach.status).toBe(403);
  });

  it('a wrong e-mail and an unknown PNR get the same 404, and no token', async () => {
    const booked = await book(room, { guestEmail: 'right@example.com' });
    const wrongEmail = await access(booked.pnrCode, 'wrong@example.com');
    const unknownPnr = await access('ZZZZ9999', 'right@example.com');
    for (const res of [wrongEmail, unknownPnr]) {
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ code: 'RESERVATION_NOT_FOUND', message: ReservationMessages.pnrNotFound });
    }
  });

  it('a malformed e-mail is a 400 on the email field', async () => {
    const booked = await book(room);
    const res = await access(booked.pnrCode, 'not-an-email');
    expect(res.status).toBe(400);
    expect(res.json.details[0].path).toBe('email');
  });

  it('409 when the reservation is no longer PENDING (confirmed or cancelled); 404 still for a wrong e-mail', async () => {
    const booked = await book(room, { guestEmail: 'done@example.com' });
    await env.DB.prepare("UPDATE reservations SET status = 'CANCELLED' WHERE id = ?").bind(booked.id).run();
    const cancelled = await access(booked.pnrCode, 'done@example.com');
    expect(cancelled.status).toBe(409);
    expect(cancelled.json).toEqual({ code: 'RESERVATION_NOT_PENDING', message: ReservationMessages.pnrAccessNotPending });
    expect((await access(booked.pnrCode, 'someone@example.com')).status).toBe(404);

    const confirmed = await book(room, { guestEmail: 'confirmed@example.com' });
    await env.DB.prepare("UPDATE reservations SET status = 'CONFIRMED' WHERE id = ?").bind(confirmed.id).run();
    expect((await access(confirmed.pnrCode, 'confirmed@example.com')).status).toBe(409);
  });

  it('a public call: a forged Authorization header does not block it', async () => {
    const booked = await book(room, { guestEmail: 'forged@example.com' });
    const res = await api('POST', `/api/reservation/public/pnr/${booked.pnrCode}/access`, {
      body: { email: 'forged@example.com' },
      token: 'not.a.jwt',
      headers: { 'CF-Connecting-IP': '198.51.100.2' },
    });
    expect(res.status).toBe(200);
    // An admin token is fine too (the call is the same for everyone).
    const asAdmin = await api('POST', `/api/reservation/public/pnr/${booked.pnrCode}/access`, {
      body: { email: 'forged@example.com' },
      token: adminToken,
      headers: { 'CF-Connecting-IP': '198.51.100.2' },
    });
    expect(asAdmin.status).toBe(200);
  });

  it('429 with Retry-After after the lookup limit per client (wrong guesses count); other clients unaffected', async () => {
    const booked = await book(room, { guestEmail: 'limit@example.com' });
    const ip = '203.0.113.77';
    await awayFromWindowEdge();
    for (let i = 0; i < PNR_LOOKUP_LIMIT.limit; i++) {
      expect((await access(booked.pnrCode, `guess${i}@example.com`, ip)).status).toBe(404);
    }
    const limited = await access(booked.pnrCode, 'limit@example.com', ip);
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ code: 'PNR_TOO_MANY', message: ReservationMessages.pnrTooMany });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await access(booked.pnrCode, 'limit@example.com', '203.0.113.78')).status).toBe(200);
  });

  it('only failed calls count (a success writes nothing to D1); a spent budget refuses the right e-mail too', async () => {
    const booked = await book(room, { guestEmail: 'budget@example.com' });
    const ip = '203.0.113.79';
    await awayFromWindowEdge();
    for (let i = 0; i < 3; i++) expect((await access(booked.pnrCode, 'budget@example.com', ip)).status).toBe(200);
    expect(await pnrFailures('pnr-access', ip)).toBe(0);
    expect((await access(booked.pnrCode, 'someone@example.com', ip)).status).toBe(404);
    expect((await access('ZZZZ9999', 'budget@example.com', ip)).status).toBe(404);
    expect((await access(booked.pnrCode, 'not-an-email', ip)).status).toBe(400);
    expect(await pnrFailures('pnr-access', ip)).toBe(3);
    // The lookup's count is another bucket.
    expect(await pnrFailures('pnr', ip)).toBe(0);

    await spendPnrBudget('pnr-access', ip);
    const refused = await access(booked.pnrCode, 'budget@example.com', ip);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ code: 'PNR_TOO_MANY', message: ReservationMessages.pnrTooMany });
    expect(refused.json).not.toHaveProperty('bookingToken');
  });
});
