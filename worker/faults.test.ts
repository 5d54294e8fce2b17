/**
 * Faults (issue 10): the Worker is called with bindings that fail on purpose.
 * - An R2 put that fails leaves no payment pointing at a missing file.
 * - A D1 batch that fails part-way (its last statement breaks a CHECK) leaves no half-done
 *   reservation, e-mail or payment change: the batch is one transaction.
 * - The hold-expiry job run twice at once cancels each stale hold once.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from './index';
import { releaseExpiredHolds } from './jobs/releaseHolds';
import { book, bookAndPay, bookingBody, createPaymentFor, PNG_BYTES, receiptForm, seedRoom } from './test/fixtures';
import { BASE, countRows, loginAs } from './test/helpers';

/** Calls the Worker's app directly with replaced bindings. */
async function call(bindings: Cloudflare.Env, method: string, path: string, init: { body?: BodyInit; json?: unknown; headers?: Record<string, string> } = {}) {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers.set('Content-Type', 'application/json');
  }
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${BASE}${path}`, { method, headers, body }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return { status: res.status, json: (await res.json().catch(() => null)) as { message?: string } | null };
}

/** R2 whose writes fail (reads and lists still work). */
function failingR2(): R2Bucket {
  return new Proxy(env.RECEIPTS, {
    get(target, prop) {
      if (prop === 'put') return () => Promise.reject(new Error('R2 put failed (injected)'));
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** D1 whose every batch gets one more statement at the end that fails at run time. */
function d1WithFailingBatches(): D1Database {
  const db = env.DB;
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'batch') {
        return (statements: D1PreparedStatement[]) =>
          target.batch([...statements, target.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES ('fault-injected', 0, -1)")]);
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function snapshot() {
  const tables = ['reservations', 'payments', 'email_outbox', 'tour_reservations'];
  const parts = await env.DB.batch(tables.map((t) => env.DB.prepare(`SELECT * FROM ${t} ORDER BY id`)));
  return JSON.stringify([parts.map((p) => p.results), (await env.RECEIPTS.list()).objects.map((o) => o.key).sort()]);
}

describe('an R2 write that fails', () => {
  it('leaves the payment without a receipt and no object behind; a retry then works', async () => {
    const room = await seedRoom({ rooms: 2 });
    const booked = await book(room);
    const payment = await createPaymentFor(booked);
    const before = await snapshot();
    const form = receiptForm({ bytes: PNG_BYTES, name: 'dekont.png', type: 'image/png' }, { paymentId: payment.id });
    const res = await call({ ...env, RECEIPTS: failingR2() }, 'POST', '/api/files/upload', { body: form, headers: { 'X-Booking-Token': booked.bookingToken } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.json).toMatchObject({ message: expect.any(String) });
    expect(await snapshot()).toBe(before);
    const row = await env.DB.prepare('SELECT receipt FROM payments WHERE id = ?').bind(payment.id).first<{ receipt: string | null }>();
    expect(row?.receipt).toBeNull();

    // Every payment that names a receipt names one that exists.
    const named = (await env.DB.prepare('SELECT receipt FROM payments WHERE receipt IS NOT NULL').all<{ receipt: string }>()).results;
    for (const { receipt } of named) expect(await env.RECEIPTS.head(receipt), receipt).not.toBeNull();

    const retry = await call(env, 'POST', '/api/files/upload', {
      body: receiptForm({ bytes: PNG_BYTES, name: 'dekont.png', type: 'image/png' }, { paymentId: payment.id }),
      headers: { 'X-Booking-Token': booked.bookingToken },
    });
    expect(retry.status).toBe(201);
  });
});

describe('a D1 batch that fails part-way', () => {
  it('reservation create: no reservation and no e-mail written', async () => {
    const room = await seedRoom({ rooms: 3 });
    const before = await snapshot();
    const res = await call({ ...env, DB: d1WithFailingBatches() }, 'POST', '/api/reservation/public/createReservation', { json: bookingBody(room) });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await snapshot()).toBe(before);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key = 'fault-injected'").first('n')).toBe(0);
  });

  it('payment approval: reservation stays PENDING, payment unverified, no e-mail', async () => {
    const room = await seedRoom({ rooms: 2 });
    const paid = await bookAndPay(room);
    const { token } = await loginAs('ADMIN');
    const before = await snapshot();
    const res = await call({ ...env, DB: d1WithFailingBatches() }, 'POST', `/api/payments/${paid.paymentId}/verify?approve=true`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await snapshot()).toBe(before);
    const outboxBefore = await countRows('email_outbox');
    // The same approval with a healthy D1 does all of it.
    const ok = await call(env, 'POST', `/api/payments/${paid.paymentId}/verify?approve=true`, { headers: { Authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(await env.DB.prepare('SELECT status FROM reservations WHERE id = ?').bind(paid.id).first('status')).toBe('CONFIRMED');
    expect(await countRows('email_outbox')).toBeGreaterThan(outboxBefore);
  });

  it('reservation delete (payments + reservation in one batch): nothing deleted, receipt kept', async () => {
    const room = await seedRoom({ rooms: 2 });
    const paid = await bookAndPay(room);
    const { token } = await loginAs('ADMIN');
    const before = await snapshot();
    const res = await call({ ...env, DB: d1WithFailingBatches() }, 'DELETE', `/api/reservation/public/deleteReservation?id=${paid.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await snapshot()).toBe(before);
    expect(await env.RECEIPTS.head(paid.receipt)).not.toBeNull();
  });
});

describe('the hold-expiry job run twice at once', () => {
  it('cancels each stale hold once (the two runs together report each row once)', async () => {
    const room = await seedRoom({ rooms: 10 });
    const holds = await Promise.all(Array.from({ length: 6 }, (_, i) => book(room, { guestEmail: `stale${i}@example.com` })));
    const oldDate = new Date(Date.now() - 100 * 3_600_000).toISOString();
    for (const h of holds) await env.DB.prepare('UPDATE reservations SET created_at = ? WHERE id = ?').bind(oldDate, h.id).run();

    const now = new Date();
    const [first, second, third] = await Promise.all([releaseExpiredHolds(env, now), releaseExpiredHolds(env, now), releaseExpiredHolds(env, now)]);
    expect(first + second + third).toBe(6);
    const statuses = await env.DB.prepare(`SELECT status FROM reservations WHERE id IN (${holds.map(() => '?').join(',')})`)
      .bind(...holds.map((h) => h.id))
      .all<{ status: string }>();
    expect(statuses.results.map((r) => r.status)).toEqual(Array(6).fill('CANCELLED'));
    expect(await releaseExpiredHolds(env, now)).toBe(0);
  });
});
