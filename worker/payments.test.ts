import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { Payment } from '../contract';
import { releaseExpiredHolds } from './jobs/releaseHolds';
import { api, countRows, expectAdminOnly, loginAs, UNKNOWN_ID } from './test/helpers';
import {
  book,
  bookAndPay,
  createPaymentFor,
  outboxOf,
  PDF_BYTES,
  PNG_BYTES,
  receiptForm,
  reservationStatus,
  seedRoom,
  upload,
  type Room,
} from './test/fixtures';

let adminToken: string;
let userToken: string;
let room: Room;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  userToken = (await loginAs('USER')).token;
  room = await seedRoom({ rooms: 50, priceCents: 99_950 });
});

const paymentRow = (id: string) => env.DB.prepare('SELECT * FROM payments WHERE id = ?').bind(id).first<Record<string, unknown>>();

describe('POST /api/payments/create', () => {
  it('201 with the booking token: amount = reservation total, PENDING, BANK_TRANSFER, TRY; client figures ignored', async () => {
    const booked = await book(room);
    const res = await api('POST', '/api/payments/create', {
      bookingToken: booked.bookingToken,
      body: { reservationId: booked.id, amount: 1, currency: 'USD', status: 'PAID', provider: 'CREDIT_CARD', transactionId: 'EFT-123', paymentDate: '2000-01-01' },
    });
    expect(res.status).toBe(201);
    expect(Payment.parse(res.json)).toMatchObject({
      reservationId: booked.id,
      amount: 1999,
      currency: 'TRY',
      status: 'PENDING',
      provider: 'BANK_TRANSFER',
      transactionId: 'EFT-123',
      receipt: null,
      isReceiptVerified: false,
      reservation: { pnrCode: booked.pnrCode, guestName: 'Ayşe Yılmaz' },
    });
  });

  it('one payment per reservation: a repeated create answers the existing one (200), no second row', async () => {
    const booked = await book(room);
    const first = await createPaymentFor(booked);
    const before = await countRows('payments');
    const again = await api('POST', '/api/payments/create', { bookingToken: booked.bookingToken, body: { reservationId: booked.id } });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(first.id);
    expect(await countRows('payments')).toBe(before);
  });

  it('401 without credentials or with a bad booking token; 403 for another reservation or a USER without token', async () => {
    const a = await book(room);
    const b = await book(room);
    const before = await countRows('payments');
    expect((await api('POST', '/api/payments/create', { body: { reservationId: a.id } })).status).toBe(401);
    expect((await api('POST', '/api/payments/create', { body: { reservationId: a.id }, bookingToken: 'forged' })).status).toBe(401);
    const cross = await api('POST', '/api/payments/create', { body: { reservationId: b.id }, bookingToken: a.bookingToken });
    expect(cross.status).toBe(403);
    expect(cross.json).toEqual({ code: 'BOOKING_TOKEN_OTHER_RESERVATION', message: expect.any(String) });
    expect((await api('POST', '/api/payments/create', { body: { reservationId: a.id }, token: userToken })).status).toBe(403);
    expect(await countRows('payments')).toBe(before);
  });

  it('admin may create one; 404 for an unknown reservation; 400 bad body', async () => {
    const booked = await book(room);
    expect((await api('POST', '/api/payments/create', { token: adminToken, body: { reservationId: booked.id } })).status).toBe(201);
    const unknown = await api('POST', '/api/payments/create', { token: adminToken, body: { reservationId: UNKNOWN_ID } });
    expect(unknown.status).toBe(404);
    const bad = await api('POST', '/api/payments/create', { token: adminToken, body: { reservationId: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.json.details[0].path).toBe('reservationId');
  });
});

describe('admin payment list, get, update, delete', () => {
  it('admin only (401 / 403)', async () => {
    await expectAdminOnly('GET', '/api/payments/getAllPayments', userToken);
    await expectAdminOnly('GET', `/api/payments/getPaymentById/${UNKNOWN_ID}`, userToken);
    await expectAdminOnly('GET', `/api/payments/${UNKNOWN_ID}`, userToken);
    await expectAdminOnly('PUT', `/api/payments/updatePayment/${UNKNOWN_ID}`, userToken, { status: 'PAID' });
    await expectAdminOnly('DELETE', `/api/payments/deletePayment/${UNKNOWN_ID}`, userToken);
    await expectAdminOnly('POST', `/api/payments/${UNKNOWN_ID}/verify?approve=true`, userToken);
  });

  it('getAllPayments: payments with reservation pnrCode and guestName; filters; paging', async () => {
    const paid = await bookAndPay(room);
    const res = await api('GET', '/api/payments/getAllPayments', { token: adminToken });
    expect(res.status).toBe(200);
    const list = Payment.array().parse(res.json);
    expect(list.find((p) => p.id === paid.paymentId)).toMatchObject({ receipt: paid.receipt, reservation: { pnrCode: paid.pnrCode } });
    expect(res.headers.get('X-Total-Count')).toBe(String(list.length));
    const one = await api('GET', `/api/payments/getAllPayments?reservationId=${paid.id}`, { token: adminToken });
    expect(one.json.map((p: { id: string }) => p.id)).toEqual([paid.paymentId]);
    const page = await api('GET', '/api/payments/getAllPayments?status=PENDING&page=1&pageSize=1', { token: adminToken });
    expect(page.json).toHaveLength(1);
    expect(Number(page.headers.get('X-Total-Count'))).toBeGreaterThan(1);
    expect((await api('GET', '/api/payments/getAllPayments?status=LOST', { token: adminToken })).status).toBe(400);
  });

  it('getPaymentById and GET /:id: 200; 404; 400 bad id', async () => {
    const booked = await book(room);
    const payment = await createPaymentFor(booked);
    for (const path of [`/api/payments/getPaymentById/${payment.id}`, `/api/payments/${payment.id}`]) {
      const res = await api('GET', path, { token: adminToken });
      expect(res.status).toBe(200);
      expect(Payment.parse(res.json).id).toBe(payment.id);
    }
    for (const path of [`/api/payments/getPaymentById/${UNKNOWN_ID}`, `/api/payments/${UNKNOWN_ID}`]) {
      const res = await api('GET', path, { token: adminToken });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ code: 'PAYMENT_NOT_FOUND', message: 'Payment not found' });
    }
    expect((await api('GET', '/api/payments/not-an-id', { token: adminToken })).status).toBe(400);
  });

  it('updatePayment: changes only what is sent; 404; 400', async () => {
    const booked = await book(room);
    const payment = await createPaymentFor(booked);
    const res = await api('PUT', `/api/payments/updatePayment/${payment.id}`, {
      token: adminToken,
      body: { amount: '150.25', transactionId: 'REF-9', paymentDate: '2030-01-02T10:00:00Z' },
    });
    expect(res.status).toBe(200);
    expect(Payment.parse(res.json)).toMatchObject({ amount: 150.25, transactionId: 'REF-9', paymentDate: '2030-01-02T10:00:00.000Z', status: 'PENDING', currency: 'TRY' });
    expect((await api('PUT', `/api/payments/updatePayment/${UNKNOWN_ID}`, { token: adminToken, body: { status: 'PAID' } })).status).toBe(404);
    const bad = await api('PUT', `/api/payments/updatePayment/${payment.id}`, { token: adminToken, body: { status: 'WHATEVER', amount: -1 } });
    expect(bad.status).toBe(400);
  });

  it('deletePayment: the row and its receipt file; the reservation stays; 404 after', async () => {
    const paid = await bookAndPay(room);
    const res = await api('DELETE', `/api/payments/deletePayment/${paid.paymentId}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Payment deleted', deleted: 1 });
    expect(await paymentRow(paid.paymentId)).toBeNull();
    expect(await env.RECEIPTS.head(paid.receipt)).toBeNull();
    expect(await reservationStatus(paid.id)).toBe('PENDING');
    expect((await api('DELETE', `/api/payments/deletePayment/${paid.paymentId}`, { token: adminToken })).status).toBe(404);
  });
});

describe('POST /api/payments/:id/update-receipt', () => {
  it('attaches a file stored for the reservation (a path is reduced to its name); the replaced receipt is deleted', async () => {
    const booked = await book(room);
    const payment = await createPaymentFor(booked);
    const first = await upload(receiptForm({ bytes: PNG_BYTES, name: 'first.png' }, { paymentId: payment.id }), { bookingToken: booked.bookingToken });
    // A file stored for this reservation but not attached (e.g. an upload whose attach step was lost).
    const spare = `${crypto.randomUUID()}.pdf`;
    await env.RECEIPTS.put(spare, PDF_BYTES, { httpMetadata: { contentType: 'application/pdf' }, customMetadata: { reservationId: booked.id, originalName: 'd.pdf' } });
    const res = await api('POST', `/api/payments/${payment.id}/update-receipt`, {
      bookingToken: booked.bookingToken,
      body: { receipt: `/api/files/uploads/${spare}` },
    });
    expect(res.status).toBe(200);
    expect(Payment.parse(res.json)).toMatchObject({ receipt: spare, status: 'PENDING', isReceiptVerified: false });
    expect(await paymentRow(payment.id)).toMatchObject({ receipt_content_type: 'application/pdf' });
    expect(await env.RECEIPTS.head(first.json.filename)).toBeNull();
    // Attaching the current receipt again (the spec's client always calls it after the upload) is fine.
    const again = await api('POST', `/api/payments/${payment.id}/update-receipt`, { bookingToken: booked.bookingToken, body: { receipt: spare } });
    expect(again.status).toBe(200);
    expect(await env.RECEIPTS.head(spare)).not.toBeNull();
  });

  it('403: a booking token of another reservation, or a file uploaded for another reservation', async () => {
    const a = await book(room);
    const b = await book(room);
    const paymentB = await createPaymentFor(b);
    const fileA = await upload(receiptForm({ bytes: PNG_BYTES, name: 'a.png' }, { reservationId: a.id }), { bookingToken: a.bookingToken });
    const cross = await api('POST', `/api/payments/${paymentB.id}/update-receipt`, { bookingToken: a.bookingToken, body: { receipt: fileA.json.filename } });
    expect(cross.status).toBe(403);
    const foreignFile = await api('POST', `/api/payments/${paymentB.id}/update-receipt`, { bookingToken: b.bookingToken, body: { receipt: fileA.json.filename } });
    expect(foreignFile.status).toBe(403);
    expect(foreignFile.json.message).toBe('This receipt was not uploaded for this reservation');
    expect((await paymentRow(paymentB.id))?.receipt).toBeNull();
  });

  it('401 without credentials; 404 unknown payment or file; 400 bad file name', async () => {
    const booked = await book(room);
    const payment = await createPaymentFor(booked);
    expect((await api('POST', `/api/payments/${payment.id}/update-receipt`, { body: { receipt: 'x.png' } })).status).toBe(401);
    const unknownPayment = await api('POST', `/api/payments/${UNKNOWN_ID}/update-receipt`, { token: adminToken, body: { receipt: 'x.png' } });
    expect(unknownPayment.status).toBe(404);
    const unknownFile = await api('POST', `/api/payments/${payment.id}/update-receipt`, { bookingToken: booked.bookingToken, body: { receipt: 'nope.png' } });
    expect(unknownFile.status).toBe(404);
    expect(unknownFile.json.message).toBe('Receipt file not found');
    const badName = await api('POST', `/api/payments/${payment.id}/update-receipt`, { bookingToken: booked.bookingToken, body: { receipt: '..' } });
    expect(badName.status).toBe(400);
  });

  it('409 once the payment is approved', async () => {
    const paid = await bookAndPay(room);
    expect((await api('POST', `/api/payments/${paid.paymentId}/verify?approve=true`, { token: adminToken })).status).toBe(200);
    const res = await api('POST', `/api/payments/${paid.paymentId}/update-receipt`, { bookingToken: paid.bookingToken, body: { receipt: paid.receipt } });
    expect(res.status).toBe(409);
  });
});

describe('POST /api/payments/:id/verify', () => {
  it('approve: payment PAID + verified, reservation CONFIRMED, PAYMENT_APPROVED e-mail in the reservation language', async () => {
    const paid = await bookAndPay(room, { language: 'en', guestEmail: 'guest-en@example.com' });
    const res = await api('POST', `/api/payments/${paid.paymentId}/verify?approve=true`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(Payment.parse(res.json)).toMatchObject({ status: 'PAID', isReceiptVerified: true, receipt: paid.receipt });
    expect(await reservationStatus(paid.id)).toBe('CONFIRMED');
    const mails = await outboxOf(paid.id);
    expect(mails.map((m) => m.kind)).toEqual(['RESERVATION_CREATED', 'PAYMENT_APPROVED']);
    expect(mails[1]).toMatchObject({ language: 'en', to_email: 'guest-en@example.com' });
    expect(mails[1]!.subject).toBe(`Your payment has been approved - PNR: ${paid.pnrCode}`);

    // Approving again changes nothing and writes no second e-mail.
    const again = await api('POST', `/api/payments/${paid.paymentId}/verify?approve=true`, { token: adminToken });
    expect(again.status).toBe(200);
    expect(await outboxOf(paid.id)).toHaveLength(2);
  });

  it('reject: payment CANCELLED with the receipt kept, reservation stays PENDING, PAYMENT_REJECTED e-mail; a new upload reopens it', async () => {
    const paid = await bookAndPay(room, { language: 'fa' });
    const res = await api('POST', `/api/payments/${paid.paymentId}/verify?approve=false`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(Payment.parse(res.json)).toMatchObject({ status: 'CANCELLED', isReceiptVerified: false, receipt: paid.receipt });
    expect(await reservationStatus(paid.id)).toBe('PENDING');
    expect(await env.RECEIPTS.head(paid.receipt)).not.toBeNull();
    const mails = await outboxOf(paid.id);
    expect(mails.map((m) => m.kind)).toEqual(['RESERVATION_CREATED', 'PAYMENT_REJECTED']);
    expect(mails[1]).toMatchObject({ language: 'fa' });
    expect(mails[1]!.subject).toContain('رسید پرداخت شما تأیید نشد');

    // The guest uploads a new receipt: awaiting approval again, the rejected file is replaced.
    const up = await upload(receiptForm({ bytes: PDF_BYTES, name: 'new.pdf' }, { reservationId: paid.id }), { bookingToken: paid.bookingToken });
    expect(up.status).toBe(201);
    expect(await paymentRow(paid.paymentId)).toMatchObject({ status: 'PENDING', is_receipt_verified: 0, receipt: up.json.filename });
    expect(await env.RECEIPTS.head(paid.receipt)).toBeNull();
    const approve = await api('POST', `/api/payments/${paid.paymentId}/verify?approve=true`, { token: adminToken });
    expect(approve.json).toMatchObject({ status: 'PAID', isReceiptVerified: true });
    expect(await reservationStatus(paid.id)).toBe('CONFIRMED');
  });

  it('rejecting an approved payment puts the reservation back to PENDING', async () => {
    const paid = await bookAndPay(room);
    await api('POST', `/api/payments/${paid.paymentId}/verify?approve=true`, { token: adminToken });
    const res = await api('POST', `/api/payments/${paid.paymentId}/verify?approve=false`, { token: adminToken });
    expect(res.json.status).toBe('CANCELLED');
    expect(await reservationStatus(paid.id)).toBe('PENDING');
  });

  it('409 when there is no receipt; 404 unknown payment; 400 without approve', async () => {
    const booked = await book(room);
    const payment = await createPaymentFor(booked);
    const before = await countRows('email_outbox');
    const res = await api('POST', `/api/payments/${payment.id}/verify?approve=true`, { token: adminToken });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('There is no receipt to verify for this payment');
    expect(await reservationStatus(booked.id)).toBe('PENDING');
    expect(await countRows('email_outbox')).toBe(before);
    expect((await api('POST', `/api/payments/${UNKNOWN_ID}/verify?approve=true`, { token: adminToken })).status).toBe(404);
    expect((await api('POST', `/api/payments/${payment.id}/verify`, { token: adminToken })).status).toBe(400);
    expect((await api('POST', `/api/payments/${payment.id}/verify?approve=yes`, { token: adminToken })).status).toBe(400);
  });

  it('approving a hold the cron cancelled: confirmed while the rooms are free, 409 and nothing changed once they are gone', async () => {
    const single = await seedRoom({ rooms: 1 });
    const late = await bookAndPay(single);
    const lateTwo = await (async () => {
      const other = await seedRoom({ rooms: 1 });
      return { other, paid: await bookAndPay(other) };
    })();
    // Both holds were cancelled (e.g. by an admin or the cron before the receipt arrived).
    await env.DB.prepare("UPDATE reservations SET status = 'CANCELLED' WHERE id IN (?, ?)").bind(late.id, lateTwo.paid.id).run();

    const ok = await api('POST', `/api/payments/${late.paymentId}/verify?approve=true`, { token: adminToken });
    expect(ok.status).toBe(200);
    expect(await reservationStatus(late.id)).toBe('CONFIRMED');

    // Someone else took the only room meanwhile.
    await book(lateTwo.other);
    const outbox = await countRows('email_outbox');
    const gone = await api('POST', `/api/payments/${lateTwo.paid.paymentId}/verify?approve=true`, { token: adminToken });
    expect(gone.status).toBe(409);
    expect(gone.json.message).toBe('The reservation was cancelled and its rooms are no longer free for these dates');
    expect(await reservationStatus(lateTwo.paid.id)).toBe('CANCELLED');
    expect(await paymentRow(lateTwo.paid.paymentId)).toMatchObject({ status: 'PENDING', is_receipt_verified: 0 });
    expect(await countRows('email_outbox')).toBe(outbox);
  });

  it('the hold cron spares a reservation with a receipt', async () => {
    const paid = await bookAndPay(room);
    const future = new Date(Date.now() + 72 * 3_600_000);
    await releaseExpiredHolds(env, future);
    expect(await reservationStatus(paid.id)).toBe('PENDING');
  });
});
