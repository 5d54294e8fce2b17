/**
 * Issue 36: the guest can tell what happened to the receipt. A reject says why (stored, in the
 * PNR check and the e-mail in the guest's language); a payment's state follows its receipt and
 * its booking (cancelled, refund due, refunded), in the admin list, the profile and the PNR check.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { Payment, PnrLookup } from '../contract';
import { api, loginAs } from './test/helpers';
import { bookAndPay, book, createPaymentFor, outboxOf, PDF_BYTES, receiptForm, seedRoom, upload, type Room } from './test/fixtures';

let adminToken: string;
let room: Room;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  room = await seedRoom({ rooms: 50, priceCents: 50_000 });
});

const address = () => `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const lookup = async (pnr: string) => {
  const res = await api('GET', `/api/reservation/public/pnr/${pnr}`, { headers: { 'CF-Connecting-IP': address() } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return PnrLookup.parse(res.json);
};
const reject = (paymentId: string, body?: unknown) =>
  api('POST', `/api/payments/${paymentId}/verify?approve=false`, { token: adminToken, ...(body === undefined ? {} : { body }) });
const adminPayment = async (paymentId: string) => Payment.parse((await api('GET', `/api/payments/${paymentId}`, { token: adminToken })).json);
const awaitingIds = async () => {
  const res = await api('GET', '/api/payments/getAllPayments?stage=awaiting&pageSize=100', { token: adminToken });
  return (res.json as Payment[]).map((payment) => payment.id);
};

describe('the receipt state and the reject reason', () => {
  it('awaiting a receipt, then received (under review): the PNR check says so instead of plain pending', async () => {
    const booked = await book(room);
    expect((await lookup(booked.pnrCode)).payment).toBeNull();
    await createPaymentFor(booked);
    expect((await lookup(booked.pnrCode)).payment).toEqual({ state: 'AWAITING_RECEIPT', rejectionReason: null });

    const paid = await bookAndPay(room);
    expect((await lookup(paid.pnrCode)).payment).toEqual({ state: 'UNDER_REVIEW', rejectionReason: null });
    expect((await adminPayment(paid.paymentId)).state).toBe('UNDER_REVIEW');
  });

  it('reject with a reason: stored, answered to the admin and in the PNR check, written in the fa e-mail; a new upload is under review again', async () => {
    const paid = await bookAndPay(room, { language: 'fa' });
    const reason = 'The amount on the receipt is 100 TL short';
    const res = await reject(paid.paymentId, { reason: `  ${reason} ` });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(Payment.parse(res.json)).toMatchObject({ status: 'CANCELLED', state: 'REJECTED', rejectionReason: reason });
    expect((await lookup(paid.pnrCode)).payment).toEqual({ state: 'REJECTED', rejectionReason: reason });

    const mail = (await outboxOf(paid.id)).find((row) => row.kind === 'PAYMENT_REJECTED')!;
    expect(mail.language).toBe('fa');
    expect(mail.body).toContain(`دلیل: ${reason}`);

    const again = await upload(receiptForm({ bytes: PDF_BYTES, name: 'new.pdf' }, { reservationId: paid.id }), { bookingToken: paid.bookingToken });
    expect(again.status).toBe(201);
    expect((await lookup(paid.pnrCode)).payment).toEqual({ state: 'UNDER_REVIEW', rejectionReason: null });
    expect(await awaitingIds()).toContain(paid.paymentId);
  });

  it('the reject e-mail in tr labels the reason in Turkish; a reject without a body still works (no reason)', async () => {
    const tr = await bookAndPay(room, { language: 'tr' });
    expect((await reject(tr.paymentId, { reason: 'Dekont okunmuyor' })).status).toBe(200);
    expect((await outboxOf(tr.id)).find((row) => row.kind === 'PAYMENT_REJECTED')!.body).toContain('Gerekçe: Dekont okunmuyor');

    const plain = await bookAndPay(room);
    const res = await reject(plain.paymentId);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ state: 'REJECTED', rejectionReason: null });
  });

  it('400 PAYMENT_REASON_REQUIRED: a blank reason; nothing changes', async () => {
    const paid = await bookAndPay(room);
    const res = await reject(paid.paymentId, { reason: '   ' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'PAYMENT_REASON_REQUIRED', details: [{ path: 'reason' }] });
    expect((await adminPayment(paid.paymentId)).state).toBe('UNDER_REVIEW');
  });
});

describe("a payment's state follows its booking", () => {
  it('cancelled by the guest: CANCELLED in the admin list, the PNR check and the profile, and no longer awaiting approval', async () => {
    const user = await loginAs('USER');
    const booked = await book(room, {}, user.token);
    const payment = await createPaymentFor(booked);
    const up = await upload(receiptForm({ bytes: PDF_BYTES, name: 'r.pdf' }, { paymentId: payment.id }), { bookingToken: booked.bookingToken });
    expect(up.status).toBe(201);
    expect(await awaitingIds()).toContain(payment.id);
    const myBooking = async () =>
      ((await api('GET', '/api/reservation/my?pageSize=100', { token: user.token })).json as { id: string; payment: unknown }[]).find((row) => row.id === booked.id);
    expect((await myBooking())?.payment).toEqual({ state: 'UNDER_REVIEW', rejectionReason: null });

    const cancelled = await api('POST', '/api/reservation/public/cancel', { body: { pnr: booked.pnrCode }, token: user.token, headers: { 'CF-Connecting-IP': address() } });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);

    expect((await adminPayment(payment.id)).state).toBe('CANCELLED');
    expect(await awaitingIds()).not.toContain(payment.id);
    expect((await lookup(booked.pnrCode)).payment?.state).toBe('CANCELLED');
    const mine = (await api('GET', '/api/payments/my?pageSize=100', { token: user.token })).json as Payment[];
    expect(mine.find((row) => row.id === payment.id)?.state).toBe('CANCELLED');
    expect((await myBooking())?.payment).toEqual({ state: 'CANCELLED', rejectionReason: null });
  });

  it('a paid booking cancelled with a refund: REFUND_DUE, then REFUNDED once the admin records the transfer', async () => {
    const paid = await bookAndPay(room);
    expect((await api('POST', `/api/payments/${paid.paymentId}/verify?approve=true`, { token: adminToken })).status).toBe(200);
    expect((await adminPayment(paid.paymentId)).state).toBe('APPROVED');
    const cancelled = await api('POST', '/api/reservation/public/cancel', {
      body: { pnr: paid.pnrCode, email: 'ayse@example.com' },
      headers: { 'CF-Connecting-IP': address() },
    });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect((await adminPayment(paid.paymentId)).state).toBe('REFUND_DUE');
    expect((await lookup(paid.pnrCode)).payment?.state).toBe('REFUND_DUE');

    const refund = await env.DB.prepare('SELECT id FROM refunds WHERE reservation_id = ?').bind(paid.id).first<{ id: string }>();
    const marked = await api('POST', `/api/admin/refunds/${refund!.id}/refunded`, { token: adminToken, body: { bankReference: 'EFT-1' } });
    expect(marked.status, JSON.stringify(marked.json)).toBe(200);
    expect((await adminPayment(paid.paymentId)).state).toBe('REFUNDED');
  });
});
