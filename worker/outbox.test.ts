import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_MAX_ATTEMPTS, emailRetryDelayMs, OutboxEmail } from '../contract';
import worker from './index';
import { deliverOutbox, type EmailSender } from './jobs/deliverOutbox';
import { api, expectAdminOnly, loginAs } from './test/helpers';
import { book, bookAndPay, seedRoom, type Room } from './test/fixtures';

type Sent = Parameters<EmailSender['send']>[0];

/** A fake `send_email` binding: records every message; `fail` decides per call whether to throw. */
function fakeSender(fail: (message: Sent, call: number) => boolean = () => false, delayMs = 0) {
  const sent: Sent[] = [];
  let calls = 0;
  const sender: EmailSender = {
    async send(message) {
      const call = calls++;
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (fail(message, call)) throw new Error('Email Service unavailable (test)');
      sent.push(message);
      return { messageId: `m${call}` };
    },
  };
  return { sender, sent, calls: () => calls };
}

type Row = { id: string; status: string; attempts: number; last_error: string | null; sent_at: string | null; next_attempt_at: string; subject: string };
const rowsOf = async (reservationId: string) =>
  (await env.DB.prepare('SELECT id, status, attempts, last_error, sent_at, next_attempt_at, subject FROM email_outbox WHERE reservation_id = ? ORDER BY created_at, rowid').bind(reservationId).all<Row>()).results;

let room: Room;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  room = await seedRoom({ rooms: 100 });
  adminToken = (await loginAs('ADMIN')).token;
  userToken = (await loginAs('USER')).token;
});

// Each test starts with an empty outbox, so "due rows" are only the test's own.
beforeEach(async () => {
  await env.DB.prepare('DELETE FROM email_outbox').run();
});

describe('deliverOutbox (cron): Cloudflare Email Service through the EMAIL binding', () => {
  it('sends a new row once, with sender, subject, text and HTML parts; SENT with sent_at; a second run sends nothing', async () => {
    const booked = await book(room, { guestEmail: 'once@example.com', language: 'en' });
    const fake = fakeSender();
    const report = await deliverOutbox(env, new Date(), fake.sender);
    expect(report).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0 });
    expect(fake.sent).toHaveLength(1);
    const message = fake.sent[0]!;
    expect(message).toMatchObject({ from: { email: env.EMAIL_FROM, name: env.EMAIL_FROM_NAME }, to: 'once@example.com' });
    expect(message.subject).toBe(`Your reservation has been received - PNR: ${booked.pnrCode}`);
    expect(message.text).toContain(`PNR code: ${booked.pnrCode}`);
    expect(message.text).toContain(`IBAN: ${env.BANK_IBAN}`);
    expect(message.text).toContain(`Transfer description: ${booked.pnrCode}`);
    expect(message.html).toContain('<html lang="en" dir="ltr">');
    expect(message.html).toContain(env.BANK_IBAN);

    const [row] = await rowsOf(booked.id);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, last_error: null });
    expect(Date.parse(row!.sent_at!)).not.toBeNaN();

    expect(await deliverOutbox(env, new Date(), fake.sender)).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0 });
    expect(fake.calls()).toBe(1);
  });

  it('a failed send is kept with its error and retried after the backoff, then sent', async () => {
    const booked = await book(room, { guestEmail: 'retry@example.com' });
    const start = new Date();
    const failing = fakeSender(() => true);
    expect(await deliverOutbox(env, start, failing.sender, { clock: () => start })).toMatchObject({ retried: 1 });
    let [row] = await rowsOf(booked.id);
    expect(row).toMatchObject({ status: 'RETRY', attempts: 1, last_error: 'Email Service unavailable (test)', sent_at: null });
    expect(Date.parse(row!.next_attempt_at) - start.getTime()).toBe(emailRetryDelayMs(1));

    // Not due yet: nothing is sent.
    const fake = fakeSender();
    expect((await deliverOutbox(env, new Date(start.getTime() + emailRetryDelayMs(1) - 1000), fake.sender)).claimed).toBe(0);
    // Due: sent.
    expect(await deliverOutbox(env, new Date(start.getTime() + emailRetryDelayMs(1)), fake.sender)).toMatchObject({ sent: 1 });
    [row] = await rowsOf(booked.id);
    expect(row).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(fake.sent.map((m) => m.to)).toEqual(['retry@example.com']);
  });

  it('backoff doubles (5, 10, 20 ... minutes, capped at 6 hours)', () => {
    expect([1, 2, 3, 4].map(emailRetryDelayMs)).toEqual([5, 10, 20, 40].map((m) => m * 60_000));
    expect(emailRetryDelayMs(20)).toBe(6 * 3_600_000);
  });

  it(`FAILED after ${EMAIL_MAX_ATTEMPTS} attempts, with the last error; never tried again; listed for admins`, async () => {
    const booked = await book(room, { guestEmail: 'never@example.com' });
    const failing = fakeSender(() => true);
    let clock = Date.now();
    for (let attempt = 1; attempt <= EMAIL_MAX_ATTEMPTS; attempt++) {
      const report = await deliverOutbox(env, new Date(clock), failing.sender, { clock: () => new Date(clock) });
      expect(report.claimed).toBe(1);
      clock += emailRetryDelayMs(attempt);
    }
    const [row] = await rowsOf(booked.id);
    expect(row).toMatchObject({ status: 'FAILED', attempts: EMAIL_MAX_ATTEMPTS, last_error: 'Email Service unavailable (test)' });
    expect((await deliverOutbox(env, new Date(clock + 86_400_000), failing.sender)).claimed).toBe(0);
    expect(failing.calls()).toBe(EMAIL_MAX_ATTEMPTS);

    const list = await api('GET', '/api/admin/outbox?status=FAILED', { token: adminToken });
    expect(list.status).toBe(200);
    const [failed] = OutboxEmail.array().parse(list.json);
    expect(failed).toMatchObject({ id: row!.id, status: 'FAILED', attempts: EMAIL_MAX_ATTEMPTS, lastError: 'Email Service unavailable (test)', to: 'never@example.com', kind: 'RESERVATION_CREATED' });
    expect(list.headers.get('X-Total-Count')).toBe('1');
  });

  it('two overlapping runs send every row exactly once', async () => {
    const booked = await Promise.all(Array.from({ length: 12 }, (_, i) => book(room, { guestEmail: `overlap${i}@example.com` })));
    const fake = fakeSender(() => false, 5);
    const now = new Date();
    const [a, b] = await Promise.all([deliverOutbox(env, now, fake.sender, { limit: 8 }), deliverOutbox(env, now, fake.sender, { limit: 8 })]);
    const third = await deliverOutbox(env, now, fake.sender);
    expect(a.sent + b.sent + third.sent).toBe(12);
    expect(a.claimed + b.claimed + third.claimed).toBe(12);
    const recipients = fake.sent.map((m) => m.to).sort();
    expect(recipients).toEqual(booked.map((_, i) => `overlap${i}@example.com`).sort());
    expect(new Set(recipients).size).toBe(12);
    const statuses = await env.DB.prepare("SELECT status, count(*) AS n FROM email_outbox GROUP BY status").all<{ status: string; n: number }>();
    expect(statuses.results).toEqual([{ status: 'SENT', n: 12 }]);
  });

  it('a row held by a run that died (lease over) is taken over; a live lease is not', async () => {
    const booked = await book(room, { guestEmail: 'lease@example.com' });
    const now = Date.now();
    await env.DB.prepare("UPDATE email_outbox SET status = 'SENDING', claim_token = 'dead-run', lease_until = ? WHERE reservation_id = ?")
      .bind(new Date(now + 60_000).toISOString(), booked.id)
      .run();
    const fake = fakeSender();
    expect((await deliverOutbox(env, new Date(now), fake.sender)).claimed).toBe(0);
    expect((await deliverOutbox(env, new Date(now + 120_000), fake.sender)).sent).toBe(1);
    expect((await rowsOf(booked.id))[0]).toMatchObject({ status: 'SENT' });
  });

  it('HTML escapes markup in guest names; the text part keeps them as typed; fa is right to left', async () => {
    const name = '<img src=x onerror=alert(1)> Ali & "Veli"';
    const booked = await book(room, { guestName: name, guestEmail: 'xss@example.com', language: 'fa' });
    const fake = fakeSender();
    await deliverOutbox(env, new Date(), fake.sender);
    const message = fake.sent[0]!;
    expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt; Ali &amp; &quot;Veli&quot;');
    expect(message.html).not.toContain('<img');
    expect(message.html).toContain('<html lang="fa" dir="rtl">');
    expect(message.text).toContain(name);
    expect(message.subject).toContain(booked.pnrCode);
  });

  it('payment approved and rejected e-mails go out in the guest language (tr)', async () => {
    const approved = await bookAndPay(room, { guestEmail: 'approved@example.com', language: 'tr' });
    expect((await api('POST', `/api/payments/${approved.paymentId}/verify?approve=true`, { token: adminToken })).status).toBe(200);
    const rejected = await bookAndPay(room, { guestEmail: 'rejected@example.com', language: 'tr' });
    expect((await api('POST', `/api/payments/${rejected.paymentId}/verify?approve=false`, { token: adminToken })).status).toBe(200);
    const fake = fakeSender();
    expect((await deliverOutbox(env, new Date(), fake.sender)).sent).toBe(4);
    const subjects = fake.sent.map((m) => `${m.to} ${m.subject}`);
    expect(subjects).toContain(`approved@example.com Ödemeniz onaylandı - PNR: ${approved.pnrCode}`);
    expect(subjects).toContain(`rejected@example.com Dekontunuz onaylanamadı - PNR: ${rejected.pnrCode}`);
    const approval = fake.sent.find((m) => m.subject.startsWith('Ödemeniz'))!;
    expect(approval.html).toContain('<html lang="tr" dir="ltr">');
    expect(approval.text).toContain('Tutar: 2.000,00 TL');
  });

  it("wrangler's simulated send_email binding (env.EMAIL) accepts the configured sender", async () => {
    const booked = await book(room, { guestEmail: 'simulated@example.com' });
    expect(await deliverOutbox(env, new Date())).toMatchObject({ sent: 1, failed: 0, retried: 0 });
    expect((await rowsOf(booked.id))[0]).toMatchObject({ status: 'SENT' });
  });

  it('the scheduled handler (cron) delivers the due rows', async () => {
    const booked = await book(room, { guestEmail: 'cron@example.com' });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: '*/5 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await rowsOf(booked.id))[0]).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  it('the simulated binding refuses a sender outside allowed_sender_addresses: kept for retry with the error', async () => {
    const booked = await book(room, { guestEmail: 'refused@example.com' });
    const report = await deliverOutbox({ ...env, EMAIL_FROM: 'someone@else.example', EMAIL_FROM_NAME: '' } as unknown as typeof env, new Date());
    expect(report).toMatchObject({ retried: 1 });
    const [row] = await rowsOf(booked.id);
    expect(row).toMatchObject({ status: 'RETRY', attempts: 1 });
    expect(row!.last_error).toContain('not allowed');
  });
});

describe('GET /api/admin/outbox', () => {
  it('admin only', async () => {
    await expectAdminOnly('GET', '/api/admin/outbox', userToken);
  });

  it('newest first, paged with X-Total-Count, filtered by status', async () => {
    const first = await book(room, { guestEmail: 'list1@example.com' });
    const second = await book(room, { guestEmail: 'list2@example.com' });
    const all = await api('GET', '/api/admin/outbox?page=1&pageSize=1', { token: adminToken });
    expect(all.status).toBe(200);
    expect(all.headers.get('X-Total-Count')).toBe('2');
    expect(OutboxEmail.array().parse(all.json)).toMatchObject([{ to: 'list2@example.com', status: 'PENDING', attempts: 0, lastError: null, sentAt: null, reservationId: second.id }]);
    await deliverOutbox(env, new Date(), fakeSender((m) => m.to === 'list1@example.com').sender);
    const retry = await api('GET', '/api/admin/outbox?status=RETRY', { token: adminToken });
    expect(retry.json).toMatchObject([{ to: 'list1@example.com', reservationId: first.id, attempts: 1, lastError: expect.any(String), nextAttemptAt: expect.any(String) }]);
    const sent = await api('GET', '/api/admin/outbox?status=SENT', { token: adminToken });
    expect(sent.json).toMatchObject([{ to: 'list2@example.com', sentAt: expect.any(String), nextAttemptAt: null }]);
    expect((await api('GET', '/api/admin/outbox?status=NOPE', { token: adminToken })).status).toBe(400);
  });
});
