import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from './index';
import { holdHours, releaseExpiredHolds } from './jobs/releaseHolds';
import { api, insertReservationRow } from './test/helpers';
import { book, bookAndPay, bookingBody, createPaymentFor, reservationStatus, seedRoom } from './test/fixtures';

const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
const isoHoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

describe('releaseExpiredHolds (cron)', () => {
  it('cancels a stale unpaid hold, and a new booking then gets the room', async () => {
    const room = await seedRoom({ rooms: 1 });
    const hold = await book(room);
    const blocked = await api('POST', '/api/reservation/public/createReservation', { body: bookingBody(room) });
    expect(blocked.status).toBe(409);

    expect(await releaseExpiredHolds(env, later(47))).toBe(0);
    expect(await reservationStatus(hold.id)).toBe('PENDING');

    expect(await releaseExpiredHolds(env, later(49))).toBeGreaterThanOrEqual(1);
    expect(await reservationStatus(hold.id)).toBe('CANCELLED');
    const next = await api('POST', '/api/reservation/public/createReservation', { body: bookingBody(room) });
    expect(next.status).toBe(201);
  });

  it('keeps holds with a receipt in play, fresh holds and confirmed ones; returns the count', async () => {
    const room = await seedRoom({ rooms: 20 });
    const created = isoHoursAgo(100);
    const age = (id: string) => env.DB.prepare('UPDATE reservations SET created_at = ? WHERE id = ?').bind(created, id).run();

    const noPayment = await book(room);
    const paymentNoReceipt = await book(room);
    await createPaymentFor(paymentNoReceipt);
    const withReceipt = await bookAndPay(room);
    const rejectedNow = await bookAndPay(room);
    const rejectedLongAgo = await bookAndPay(room);
    const confirmed = await insertReservationRow(room.hotelId, room.roomTypeId, { status: 'CONFIRMED' });
    const fresh = await book(room);
    for (const r of [noPayment, paymentNoReceipt, withReceipt, rejectedNow, rejectedLongAgo]) await age(r.id);
    await age(confirmed.id);
    await env.DB.prepare("UPDATE payments SET status = 'CANCELLED', updated_at = ? WHERE id = ?").bind(new Date().toISOString(), rejectedNow.paymentId).run();
    await env.DB.prepare("UPDATE payments SET status = 'CANCELLED', updated_at = ? WHERE id = ?").bind(created, rejectedLongAgo.paymentId).run();

    expect(await releaseExpiredHolds(env, new Date())).toBe(3);
    expect(await reservationStatus(noPayment.id)).toBe('CANCELLED');
    expect(await reservationStatus(paymentNoReceipt.id)).toBe('CANCELLED');
    expect(await reservationStatus(rejectedLongAgo.id)).toBe('CANCELLED');
    expect(await reservationStatus(withReceipt.id)).toBe('PENDING');
    expect(await reservationStatus(rejectedNow.id)).toBe('PENDING');
    expect(await reservationStatus(confirmed.id)).toBe('CONFIRMED');
    expect(await reservationStatus(fresh.id)).toBe('PENDING');
  });

  it('HOLD_HOURS comes from the env (invalid -> 48)', async () => {
    expect(holdHours({ HOLD_HOURS: '48' })).toBe(48);
    expect(holdHours({ HOLD_HOURS: '2' as '48' })).toBe(2);
    expect(holdHours({ HOLD_HOURS: 'abc' as '48' })).toBe(48);
    const room = await seedRoom();
    const hold = await book(room);
    await releaseExpiredHolds({ ...env, HOLD_HOURS: '2' as '48' }, later(3));
    expect(await reservationStatus(hold.id)).toBe('CANCELLED');
  });

  it('runs from the Worker scheduled handler', async () => {
    const room = await seedRoom();
    const hold = await book(room);
    const controller = createScheduledController({ scheduledTime: later(49), cron: '*/30 * * * *' });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await reservationStatus(hold.id)).toBe('CANCELLED');
  });
});
