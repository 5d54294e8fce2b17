/**
 * Tour bookings are paid like stays (issue 20, migration 0014): the booking answer carries a
 * booking token, the guest creates the payment and uploads the bank receipt, the admin approves
 * or rejects it in the same Payments list, and a paid tour booking cancelled under its policy
 * owes a refund the admin records.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Refund} from '../contract';
import { Payment, TourReservationCreated } from '../contract';
import { addDays, vanToday } from '../contract/time';
import { api, insertTourRow, loginAs } from './test/helpers';
import { PDF_BYTES, PNG_BYTES, receiptForm, upload } from './test/fixtures';

let adminToken: string;
beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
});

const tourDate = addDays(vanToday(), 20);
const TOUR_NAME = 'Akdamar Island Boat Tour';
const newTour = (participantCount = 10) =>
  insertTourRow({ tourName: TOUR_NAME, participantCount, startDate: addDays(vanToday(), 1), endDate: addDays(vanToday(), 60), priceCents: 75_000 });

/** A tour booking's e-mails (the outbox names stays only, so they are found by the PNR in the subject). */
async function outboxOf(pnrCode: string): Promise<{ kind: string; language: string }[]> {
  const { results } = await env.DB.prepare('SELECT kind, language FROM email_outbox WHERE subject LIKE ? ORDER BY created_at, rowid')
    .bind(`%${pnrCode}%`)
    .all<{ kind: string; language: string }>();
  return results;
}

async function bookTour(tourId: string, people = 2, extra: Record<string, unknown> = {}, token?: string): Promise<TourReservationCreated> {
  const res = await api('POST', '/api/tour-reservations', {
    token,
    body: {
      tourId,
      fullName: 'Dariush Ahmadi',
      email: 'dariush.tour@example.com',
      phone: '+98 912 111 22 33',
      tourDate,
      numberOfPeople: people,
      specialRequests: null,
      paymentMethod: 'BANK_TRANSFER',
      termsAccepted: true,
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  return TourReservationCreated.parse(res.json);
}

/** Books, creates the payment with the booking token and uploads a receipt: awaiting approval. */
async function bookAndUpload(tourId: string, people = 2, extra: Record<string, unknown> = {}) {
  const booking = await bookTour(tourId, people, extra);
  // The booking made its payment record (issue 36): the create answers it.
  const created = await api('POST', '/api/payments/create', { bookingToken: booking.bookingToken, body: { reservationId: booking.id } });
  expect(created.status).toBe(200);
  const payment = Payment.parse(created.json);
  const stored = await upload(receiptForm({ bytes: PNG_BYTES, name: 'dekont.png' }, { paymentId: payment.id }), { bookingToken: booking.bookingToken });
  expect(stored.status).toBe(201);
  return { booking, payment };
}

const tourStatus = (id: string) => env.DB.prepare('SELECT status FROM tour_reservations WHERE id = ?').bind(id).first<string>('status');

describe('paying a tour booking by bank transfer', () => {
  it('the booking answer carries a booking token; the booking makes its payment at once (in the admin list): the booking total, PENDING, marked as a tour', async () => {
    const tour = await newTour();
    const booking = await bookTour(tour.id, 3);
    expect(booking.bookingToken.split('.')).toHaveLength(3);
    const listed = await api('GET', `/api/payments/getAllPayments?reservationId=${booking.id}`, { token: adminToken });
    expect(listed.json).toEqual([expect.objectContaining({ reservationId: booking.id, state: 'AWAITING_RECEIPT', reservation: expect.objectContaining({ kind: 'TOUR' }) })]);
    const res = await api('POST', '/api/payments/create', { bookingToken: booking.bookingToken, body: { reservationId: booking.id, amount: 1 } });
    expect(res.status).toBe(200);
    expect(Payment.parse(res.json)).toMatchObject({
      reservationId: booking.id,
      amount: 2250,
      status: 'PENDING',
      provider: 'BANK_TRANSFER',
      reservation: { pnrCode: booking.pnrCode, guestName: 'Dariush Ahmadi', kind: 'TOUR' },
    });
    // One payment per booking: a second create answers the same record.
    const again = await api('POST', '/api/payments/create', { bookingToken: booking.bookingToken, body: { reservationId: booking.id } });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(res.json.id);
  });

  it('a booking an API client marks CREDIT_CARD is in the Payments too, as chosen, awaiting its receipt (no card is taken online)', async () => {
    const tour = await newTour();
    const booking = await bookTour(tour.id, 1, { paymentMethod: 'credit-card' });
    const listed = await api('GET', `/api/payments/getAllPayments?reservationId=${booking.id}`, { token: adminToken });
    expect(listed.json).toEqual([expect.objectContaining({ provider: 'CREDIT_CARD', status: 'PENDING', state: 'AWAITING_RECEIPT' })]);
  });

  it("403: a tour booking's token cannot pay another booking; 401 without any token", async () => {
    const tour = await newTour();
    const mine = await bookTour(tour.id);
    const other = await bookTour(tour.id);
    const res = await api('POST', '/api/payments/create', { bookingToken: mine.bookingToken, body: { reservationId: other.id } });
    expect(res.status).toBe(403);
    expect((await api('POST', '/api/payments/create', { body: { reservationId: other.id } })).status).toBe(401);
  });

  it('the admin sees the receipt awaiting approval; approving confirms the booking and e-mails the guest in their language', async () => {
    const tour = await newTour();
    const { booking, payment } = await bookAndUpload(tour.id, 2, { language: 'fa' });
    const awaiting = await api('GET', `/api/payments/getAllPayments?stage=awaiting&q=${booking.pnrCode}`, { token: adminToken });
    expect(awaiting.status).toBe(200);
    expect(awaiting.json.map((p: Payment) => p.id)).toEqual([payment.id]);

    const approved = await api('POST', `/api/payments/${payment.id}/verify?approve=true`, { token: adminToken });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ status: 'PAID', isReceiptVerified: true, reservation: { kind: 'TOUR' } });
    expect(await tourStatus(booking.id)).toBe('CONFIRMED');
    const mails = await outboxOf(booking.pnrCode);
    expect(mails.filter((m) => m.kind === 'PAYMENT_APPROVED')).toHaveLength(1);
    const approvedMail = await env.DB.prepare("SELECT language, body FROM email_outbox WHERE kind = 'PAYMENT_APPROVED' AND subject LIKE ?")
      .bind(`%${booking.pnrCode}%`)
      .first<{ language: string; body: string }>();
    expect(approvedMail?.language).toBe('fa');
    expect(approvedMail?.body).toContain('1,500.00 TL');

    // A second approval changes nothing and sends no second e-mail.
    expect((await api('POST', `/api/payments/${payment.id}/verify?approve=true`, { token: adminToken })).status).toBe(200);
    expect((await outboxOf(booking.pnrCode)).filter((m) => m.kind === 'PAYMENT_APPROVED')).toHaveLength(1);
  });

  it('rejecting keeps the receipt, the booking goes back to PENDING, the guest is told; a new receipt awaits approval again', async () => {
    const tour = await newTour();
    const { booking, payment } = await bookAndUpload(tour.id);
    await api('POST', `/api/payments/${payment.id}/verify?approve=true`, { token: adminToken });
    const rejected = await api('POST', `/api/payments/${payment.id}/verify?approve=false`, { token: adminToken });
    expect(rejected.status).toBe(200);
    expect(rejected.json).toMatchObject({ status: 'CANCELLED', isReceiptVerified: false });
    expect(rejected.json.receipt).toBeTruthy();
    expect(await tourStatus(booking.id)).toBe('PENDING');
    expect((await outboxOf(booking.pnrCode)).map((m) => m.kind)).toContain('PAYMENT_REJECTED');

    const again = await upload(receiptForm({ bytes: PDF_BYTES, name: 'yeni.pdf' }, { reservationId: booking.id }), { bookingToken: booking.bookingToken });
    expect(again.status).toBe(201);
    const awaiting = await api('GET', `/api/payments/getPaymentById/${payment.id}`, { token: adminToken });
    expect(awaiting.json).toMatchObject({ status: 'PENDING', isReceiptVerified: false, receipt: again.json.filename });
  });

  it("the user's own tour bookings say where the payment stands: awaiting a receipt, under review, rejected with the reason", async () => {
    const tour = await newTour();
    const { token } = await loginAs('USER');
    const booking = await bookTour(tour.id, 2, {}, token);
    const mine = async () => ((await api('GET', '/api/tour-reservations/my', { token })).json as { id: string; payment: unknown }[]).find((b) => b.id === booking.id)!;
    expect((await mine()).payment).toEqual({ state: 'AWAITING_RECEIPT', rejectionReason: null });

    const created = await api('POST', '/api/payments/create', { bookingToken: booking.bookingToken, body: { reservationId: booking.id } });
    const payment = Payment.parse(created.json);
    await upload(receiptForm({ bytes: PNG_BYTES, name: 'dekont.png' }, { paymentId: payment.id }), { bookingToken: booking.bookingToken });
    expect((await mine()).payment).toEqual({ state: 'UNDER_REVIEW', rejectionReason: null });

    await api('POST', `/api/payments/${payment.id}/verify?approve=false`, { token: adminToken, body: { reason: 'The amount is short' } });
    expect((await mine()).payment).toEqual({ state: 'REJECTED', rejectionReason: 'The amount is short' });
  });

  it('the late receipt access by PNR and e-mail opens the payment steps of a PENDING tour booking', async () => {
    const tour = await newTour();
    const booking = await bookTour(tour.id);
    const ip = { 'CF-Connecting-IP': '198.51.100.140' };
    const wrong = await api('POST', `/api/reservation/public/pnr/${booking.pnrCode}/access`, { body: { email: 'x@example.com' }, headers: ip });
    expect(wrong.status).toBe(404);
    const granted = await api('POST', `/api/reservation/public/pnr/${booking.pnrCode}/access`, { body: { email: 'DARIUSH.tour@example.com' }, headers: ip });
    expect(granted.status).toBe(200);
    // The booking made its payment record (issue 36): the access names it.
    expect(granted.json).toMatchObject({ reservationId: booking.id, pnrCode: booking.pnrCode, paymentId: expect.any(String), totalAmount: 1500, status: 'PENDING' });
    const stored = await upload(receiptForm({ bytes: PNG_BYTES, name: 'late.png' }, { reservationId: booking.id }), { bookingToken: granted.json.bookingToken });
    expect(stored.status).toBe(201);
    const payments = await api('GET', `/api/payments/getAllPayments?reservationId=${booking.id}`, { token: adminToken });
    expect(payments.json).toHaveLength(1);
    expect(payments.json[0]).toMatchObject({ receipt: stored.json.filename, reservation: { kind: 'TOUR' } });
  });

  it("a paid tour booking cancelled in its free window owes the whole price back; the admin records the transfer and the guest is e-mailed", async () => {
    const tour = await newTour();
    const { booking, payment } = await bookAndUpload(tour.id, 2, { language: 'en' });
    await api('POST', `/api/payments/${payment.id}/verify?approve=true`, { token: adminToken });
    const cancelled = await api('POST', '/api/reservation/public/cancel', {
      body: { pnr: booking.pnrCode, email: 'dariush.tour@example.com' },
      headers: { 'CF-Connecting-IP': '198.51.100.141' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ kind: 'TOUR', status: 'CANCELLED', fee: 0, kept: 0, refund: { amount: 1500, status: 'DUE' } });

    const due = await api('GET', '/api/admin/refunds?status=DUE', { token: adminToken });
    const refund = (due.json as Refund[]).find((r) => r.pnrCode === booking.pnrCode);
    expect(refund).toMatchObject({ kind: 'TOUR', reservationId: booking.id, hotelName: TOUR_NAME, guestName: 'Dariush Ahmadi', amount: 1500, cancelledBy: 'GUEST' });

    const marked = await api('POST', `/api/admin/refunds/${refund!.id}/refunded`, { token: adminToken, body: { bankReference: 'TR-REF-77' } });
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({ status: 'REFUNDED', bankReference: 'TR-REF-77', kind: 'TOUR' });
    const sent = await env.DB.prepare("SELECT language, reservation_id FROM email_outbox WHERE kind = 'REFUND_SENT' AND subject LIKE ?")
      .bind(`%${booking.pnrCode}%`)
      .first<{ language: string; reservation_id: string | null }>();
    expect(sent).toEqual({ language: 'en', reservation_id: null });
  });

  it('after the free window a paid tour booking keeps its price: cancelled with nothing to refund', async () => {
    const tour = await newTour();
    const { booking, payment } = await bookAndUpload(tour.id, 1, { tourDate: addDays(vanToday(), 2) });
    await api('POST', `/api/payments/${payment.id}/verify?approve=true`, { token: adminToken });
    const cancelled = await api('POST', '/api/reservation/public/cancel', {
      body: { pnr: booking.pnrCode, email: 'dariush.tour@example.com' },
      headers: { 'CF-Connecting-IP': '198.51.100.142' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ status: 'CANCELLED', fee: 750, kept: 750, refund: null });
  });

  it('approving the payment of a tour booking cancelled by the cron is refused once its places were sold again', async () => {
    const tour = await newTour(2);
    const { booking, payment } = await bookAndUpload(tour.id, 2);
    await env.DB.prepare("UPDATE tour_reservations SET status = 'CANCELLED', cancelled_by = 'SYSTEM' WHERE id = ?").bind(booking.id).run();
    await bookTour(tour.id, 2);
    const res = await api('POST', `/api/payments/${payment.id}/verify?approve=true`, { token: adminToken });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('The tour booking was cancelled and its places on this date are no longer free');
    expect(await tourStatus(booking.id)).toBe('CANCELLED');
  });
});
