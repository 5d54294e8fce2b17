/**
 * Cancellation and refunds (issue 20): a guest cancels by PNR and e-mail (or from the account
 * that booked), the hotel's policy decides what is kept, the nights are free at once, a paid
 * booking leaves a refund due that an admin marks refunded, and each step e-mails the guest.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CancellationMessages, ReservationMessages, vanToday } from '../contract';
import { addDays } from '../contract/time';
import { api, insertHotel, insertReservationRow, insertRoomType, loginAs, unique } from './test/helpers';
import { awayFromWindowEdge } from './test/rateWindow';

const today = vanToday();
const randomAddress = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
/** Each test's calls come from an address of their own (the PNR brake counts per address). */
const cancel = (body: unknown, token?: string, headers: Record<string, string> = { 'CF-Connecting-IP': randomAddress() }) =>
  api('POST', '/api/reservation/public/cancel', { body, token, headers });

/**
 * A two-night stay (1000 TL a night, one room) at a hotel with `policy`, arriving in `inDays`
 * days; `paidCents` of it approved.
 */
async function stay(options: { policy?: 'FREE_UNTIL' | 'NON_REFUNDABLE'; freeDays?: number; inDays: number; paidCents?: number; userId?: string; roomCount?: number }) {
  const hotel = await insertHotel();
  await env.DB.prepare('UPDATE hotels SET cancellation_policy = ?, free_cancellation_days = ? WHERE id = ?')
    .bind(options.policy ?? 'FREE_UNTIL', options.freeDays ?? 3, hotel.id)
    .run();
  const room = await insertRoomType(hotel.id, { roomCount: options.roomCount ?? 1, pricePerNightCents: 100000 });
  const checkIn = addDays(today, options.inDays);
  const checkOut = addDays(checkIn, 2);
  const booking = await insertReservationRow(hotel.id, room.id, {
    checkIn,
    checkOut,
    status: options.paidCents ? 'CONFIRMED' : 'PENDING',
    userId: options.userId ?? null,
  });
  if (options.paidCents) {
    await env.DB.prepare("INSERT INTO payments (id, reservation_id, status, amount_cents) VALUES (?, ?, 'PAID', ?)")
      .bind(crypto.randomUUID(), booking.id, options.paidCents)
      .run();
  }
  return { hotel, room, checkIn, checkOut, ...booking };
}

const mails = (reservationId: string, kind: string) =>
  env.DB.prepare('SELECT language, subject, body FROM email_outbox WHERE reservation_id = ? AND kind = ?')
    .bind(reservationId, kind)
    .all<{ language: string; subject: string; body: string }>()
    .then((result) => result.results);
const refundRows = (reservationId: string) =>
  env.DB.prepare('SELECT amount_cents, status FROM refunds WHERE reservation_id = ?').bind(reservationId).all().then((r) => r.results);

describe('POST /api/reservation/public/cancel', () => {
  it('in the free window: nothing kept, everything paid refunded, the guest e-mailed, the nights free again', async () => {
    const booked = await stay({ inDays: 30, paidCents: 200000 });
    const guestBooking = {
      hotelId: booked.hotel.id,
      roomTypeId: booked.room.id,
      reservationGuests: 1,
      checkIn: booked.checkIn,
      checkOut: booked.checkOut,
      fullName: 'Next Guest',
      guestEmail: `${unique('next')}@example.com`,
      guestPhone: '+90 555 000 11 22',
    };
    expect((await api('POST', '/api/reservations', { body: guestBooking })).status).toBe(409);

    const res = await cancel({ pnr: booked.pnrCode.toLowerCase(), email: ' GUEST@example.com ' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ pnrCode: booked.pnrCode, status: 'CANCELLED', fee: 0, kept: 0, refund: { amount: 2000, status: 'DUE' } });
    expect(await refundRows(booked.id)).toEqual([{ amount_cents: 200000, status: 'DUE' }]);
    const [mail] = await mails(booked.id, 'RESERVATION_CANCELLED');
    expect(mail!.subject).toContain(booked.pnrCode);
    expect(mail!.body).toContain('2.000,00 TL');
    expect(await env.DB.prepare('SELECT cancelled_by FROM reservations WHERE id = ?').bind(booked.id).first('cancelled_by')).toBe('GUEST');

    expect((await api('POST', '/api/reservations', { body: guestBooking })).status).toBe(201);
  });

  it('after the free window the first night is kept and the rest refunded', async () => {
    const booked = await stay({ inDays: 2, freeDays: 3, paidCents: 200000 });
    const res = await cancel({ pnr: booked.pnrCode, email: 'guest@example.com' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ fee: 1000, kept: 1000, refund: { amount: 1000 } });
    expect(await refundRows(booked.id)).toEqual([{ amount_cents: 100000, status: 'DUE' }]);
  });

  it('non-refundable: everything kept, no refund due; unpaid: nothing kept, nothing refunded', async () => {
    const strict = await stay({ inDays: 40, policy: 'NON_REFUNDABLE', paidCents: 200000 });
    const strictRes = await cancel({ pnr: strict.pnrCode, email: 'guest@example.com' });
    expect(strictRes.json).toMatchObject({ fee: 2000, kept: 2000, refund: null });
    expect(await refundRows(strict.id)).toEqual([]);

    const unpaid = await stay({ inDays: 1 });
    const unpaidRes = await cancel({ pnr: unpaid.pnrCode, email: 'guest@example.com' });
    expect(unpaidRes.json).toMatchObject({ fee: 1000, kept: 0, refund: null, cancellation: { paid: 0 } });
  });

  it('the PNR lookup states the policy and the money before the guest decides', async () => {
    const booked = await stay({ inDays: 10, freeDays: 3, paidCents: 200000 });
    const lookup = await api('GET', `/api/reservation/public/pnr/${booked.pnrCode}`);
    expect(lookup.json.cancellation).toEqual({
      policy: 'FREE_UNTIL',
      freeCancellationDays: 3,
      freeUntil: addDays(booked.checkIn, -3),
      cancellable: true,
      fee: 0,
      paid: 2000,
      kept: 0,
      refund: 2000,
    });
  });

  it('a wrong e-mail answers exactly like an unknown PNR and cancels nothing; no e-mail and no login is a 400', async () => {
    const booked = await stay({ inDays: 30 });
    const wrong = await cancel({ pnr: booked.pnrCode, email: 'someone@example.com' });
    const unknown = await cancel({ pnr: 'ZZZZZZZZ', email: 'someone@example.com' });
    expect(wrong.status).toBe(404);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json).toEqual({ code: 'RESERVATION_NOT_FOUND', message: ReservationMessages.pnrNotFound });
    const bare = await cancel({ pnr: booked.pnrCode });
    expect(bare.status).toBe(400);
    expect(bare.json.details).toEqual([{ path: 'email', message: CancellationMessages.emailRequired, code: 'BOOKING_EMAIL_REQUIRED' }]);
    expect(await env.DB.prepare('SELECT status FROM reservations WHERE id = ?').bind(booked.id).first('status')).toBe('PENDING');
  });

  it("the account that booked cancels with its token alone; another account's token is told 404", async () => {
    const { token: owner, user } = await loginAs('USER');
    const { token: stranger } = await loginAs('USER');
    const booked = await stay({ inDays: 30, userId: user.id });
    expect((await cancel({ pnr: booked.pnrCode }, stranger)).status).toBe(404);
    const res = await cancel({ pnr: booked.pnrCode }, owner);
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('CANCELLED');
  });

  it('cancelling twice, or on the day of arrival, is a 409 with a clear message', async () => {
    const booked = await stay({ inDays: 30 });
    expect((await cancel({ pnr: booked.pnrCode, email: 'guest@example.com' })).status).toBe(200);
    const twice = await cancel({ pnr: booked.pnrCode, email: 'guest@example.com' });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(CancellationMessages.alreadyCancelled);

    const arriving = await stay({ inDays: 0 });
    const late = await cancel({ pnr: arriving.pnrCode, email: 'guest@example.com' });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(CancellationMessages.arrived);
  });

  it('20 parallel cancellations of one paid booking: one succeeds, one refund, one e-mail', async () => {
    const booked = await stay({ inDays: 30, paidCents: 200000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => cancel({ pnr: booked.pnrCode, email: 'guest@example.com' })));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(19);
    expect(await refundRows(booked.id)).toHaveLength(1);
    expect(await mails(booked.id, 'RESERVATION_CANCELLED')).toHaveLength(1);
  });

  it('failed cancellations count like failed PNR lookups: 429 after 30 from one address', async () => {
    const headers = { 'CF-Connecting-IP': randomAddress() };
    await awayFromWindowEdge(20_000);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await cancel({ pnr: 'ZZZZZZZZ', email: 'x@example.com' }, undefined, headers)).status);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('admin cancellation and refunds', () => {
  it('an admin cancels with a reason (required), under the same rules; the reason reaches the guest', async () => {
    const { token } = await loginAs('ADMIN');
    const booked = await stay({ inDays: 30, paidCents: 200000 });
    const path = `/api/admin/reservations/${booked.id}/cancel`;
    const bare = await api('POST', path, { token, body: {} });
    expect(bare.status).toBe(400);
    expect(bare.json.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'reason' })]));
    const res = await api('POST', path, { token, body: { reason: 'Water damage in the room' } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'CANCELLED', refund: { amount: 2000 } });
    expect((await mails(booked.id, 'RESERVATION_CANCELLED'))[0]!.body).toContain('Water damage in the room');
    expect((await api('POST', path, { token, body: { reason: 'again' } })).status).toBe(409);
    const { token: user } = await loginAs('USER');
    expect((await api('POST', path, { token: user, body: { reason: 'x' } })).status).toBe(403);
  });

  it('refunds due are listed newest first and marked refunded once, with the bank reference; the guest is e-mailed', async () => {
    const { token } = await loginAs('ADMIN');
    const booked = await stay({ inDays: 30, paidCents: 150000 });
    const cancelled = await cancel({ pnr: booked.pnrCode, email: 'guest@example.com' });
    const refundId = cancelled.json.refund.id as string;

    const due = await api('GET', '/api/admin/refunds?status=DUE', { token });
    expect(due.status).toBe(200);
    expect(due.json[0]).toMatchObject({ id: refundId, pnrCode: booked.pnrCode, amount: 1500, status: 'DUE', cancelledBy: 'GUEST', bankReference: null });
    expect(Number(due.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(1);

    const path = `/api/admin/refunds/${refundId}/refunded`;
    expect((await api('POST', path, { token, body: { bankReference: '' } })).status).toBe(400);
    const marked = await api('POST', path, { token, body: { bankReference: 'EFT-2026-11-25-0042' } });
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({ status: 'REFUNDED', bankReference: 'EFT-2026-11-25-0042', refundedAt: expect.any(String) });
    const [mail] = await mails(booked.id, 'REFUND_SENT');
    expect(mail!.body).toContain('EFT-2026-11-25-0042');
    const again = await api('POST', path, { token, body: { bankReference: 'EFT-2' } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(CancellationMessages.alreadyRefunded);
    expect(await mails(booked.id, 'REFUND_SENT')).toHaveLength(1);

    const refunded = await api('GET', '/api/admin/refunds?status=REFUNDED', { token });
    expect(refunded.json.map((refund: { id: string }) => refund.id)).toContain(refundId);
    expect((await api('POST', `/api/admin/refunds/${crypto.randomUUID()}/refunded`, { token, body: { bankReference: 'x' } })).status).toBe(404);
  });
});
