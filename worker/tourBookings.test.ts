/**
 * Tour bookings are bookings (issue 20): a PNR code the PNR check finds, the confirmation
 * e-mail in the guest's language, a place in the profile, and seats per departure that parallel
 * bookings never oversell.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { vanToday } from '../contract';
import { addDays } from '../contract/time';
import { api, insertTourRow, loginAs } from './test/helpers';

const date = addDays(vanToday(), 20);

const body = (tourId: string, people: number, extra: Record<string, unknown> = {}) => ({
  tourId,
  fullName: 'Shirin Karimi',
  email: 'shirin.tour@example.com',
  phone: '+98 912 000 00 00',
  tourDate: date,
  numberOfPeople: people,
  specialRequests: null,
  paymentMethod: 'BANK_TRANSFER',
  termsAccepted: true,
  ...extra,
});

const newTour = (participantCount: number) =>
  insertTourRow({ participantCount, startDate: addDays(vanToday(), 1), endDate: addDays(vanToday(), 60), priceCents: 75000 });

describe('tour bookings as bookings', () => {
  it('a booking gets a PNR code, its e-mail in the guest language, and the PNR check finds it as a tour', async () => {
    const tour = await newTour(20);
    const res = await api('POST', '/api/tour-reservations', { body: body(tour.id, 2, { language: 'fa' }) });
    expect(res.status).toBe(201);
    expect(res.json.pnrCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const mail = await env.DB.prepare("SELECT to_email, language, subject, body FROM email_outbox WHERE kind = 'TOUR_BOOKING_CREATED' AND subject LIKE ?")
      .bind(`%${res.json.pnrCode}%`)
      .first<{ to_email: string; language: string; body: string }>();
    expect(mail).toMatchObject({ to_email: 'shirin.tour@example.com', language: 'fa' });
    expect(mail!.body).toContain('1,500.00 TL');

    const lookup = await api('GET', `/api/reservation/public/pnr/${res.json.pnrCode.toLowerCase()}`, { headers: { 'CF-Connecting-IP': '198.51.100.77' } });
    expect(lookup.status).toBe(200);
    expect(lookup.json).toMatchObject({
      kind: 'TOUR',
      guestName: 'Shirin Karimi',
      checkIn: date,
      checkOut: date,
      status: 'PENDING',
      totalAmount: 1500,
      cancellation: { policy: 'FREE_UNTIL', freeCancellationDays: 3, freeUntil: addDays(date, -3), cancellable: true, fee: 0, paid: 0, refund: 0 },
    });
  });

  it("a logged-in user's tour bookings are in their profile list, nobody else's", async () => {
    const tour = await newTour(20);
    const { token } = await loginAs('USER');
    const { token: other } = await loginAs('USER');
    const booked = await api('POST', '/api/tour-reservations', { token, body: body(tour.id, 1) });
    expect(booked.status).toBe(201);
    const mine = await api('GET', '/api/tour-reservations/my', { token });
    expect(mine.status).toBe(200);
    expect(mine.json.map((booking: { id: string }) => booking.id)).toEqual([booked.json.id]);
    expect(mine.headers.get('X-Total-Count')).toBe('1');
    expect((await api('GET', '/api/tour-reservations/my', { token: other })).json).toEqual([]);
    expect((await api('GET', '/api/tour-reservations/my')).status).toBe(401);
  });

  it("a guest cancels a tour booking by PNR and e-mail under the tour's policy: the seats are free again, the guest is e-mailed", async () => {
    const tour = await newTour(4);
    const booked = await api('POST', '/api/tour-reservations', { body: body(tour.id, 4, { language: 'en' }) });
    expect((await api('POST', '/api/tour-reservations', { body: body(tour.id, 1) })).status).toBe(409);
    const cancel = (email: string) =>
      api('POST', '/api/reservation/public/cancel', { body: { pnr: booked.json.pnrCode, email }, headers: { 'CF-Connecting-IP': `198.18.7.${Math.floor(Math.random() * 250)}` } });
    expect((await cancel('someone@example.com')).status).toBe(404);
    const res = await cancel('SHIRIN.TOUR@example.com');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ kind: 'TOUR', status: 'CANCELLED', fee: 0, kept: 0, refund: null });
    expect(await env.DB.prepare('SELECT status, cancelled_by FROM tour_reservations WHERE id = ?').bind(booked.json.id).first()).toEqual({
      status: 'CANCELLED',
      cancelled_by: 'GUEST',
    });
    const mail = await env.DB.prepare("SELECT language FROM email_outbox WHERE kind = 'RESERVATION_CANCELLED' AND subject LIKE ?")
      .bind(`%${booked.json.pnrCode}%`)
      .first('language');
    expect(mail).toBe('en');
    expect((await api('POST', '/api/tour-reservations', { body: body(tour.id, 4) })).status).toBe(201);
    expect((await cancel('shirin.tour@example.com')).status).toBe(409);
  });

  it('after the free window a tour keeps its whole price; a non-refundable tour too', async () => {
    const soon = await insertTourRow({ participantCount: 10, startDate: addDays(vanToday(), 1), endDate: addDays(vanToday(), 60), priceCents: 75000 });
    const tourDate = addDays(vanToday(), 2);
    const booked = await api('POST', '/api/tour-reservations', { body: body(soon.id, 2, { tourDate }) });
    const lookup = await api('GET', `/api/reservation/public/pnr/${booked.json.pnrCode}`, { headers: { 'CF-Connecting-IP': '198.51.100.78' } });
    expect(lookup.json.cancellation).toMatchObject({ cancellable: true, fee: 1500, paid: 0, kept: 0, refund: 0 });
    await env.DB.prepare("UPDATE tours SET cancellation_policy = 'NON_REFUNDABLE' WHERE id = ?").bind(soon.id).run();
    const strict = await api('GET', `/api/reservation/public/pnr/${booked.json.pnrCode}`, { headers: { 'CF-Connecting-IP': '198.51.100.79' } });
    expect(strict.json.cancellation).toMatchObject({ policy: 'NON_REFUNDABLE', freeUntil: null, fee: 1500 });
  });

  it('100 parallel bookings for the last 10 seats of a departure: exactly 10 sold, never more', async () => {
    const tour = await newTour(30);
    expect((await api('POST', '/api/tour-reservations', { body: body(tour.id, 20) })).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => api('POST', '/api/tour-reservations', { body: body(tour.id, 1, { email: `racer${i}@example.com` }) })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(90);
    const sold = await env.DB.prepare("SELECT sum(number_of_people) AS n FROM tour_reservations WHERE tour_id = ? AND tour_date = ? AND status <> 'CANCELLED'")
      .bind(tour.id, date)
      .first('n');
    expect(sold).toBe(30);
    const codes = new Set(answers.filter((res) => res.status === 201).map((res) => res.json.pnrCode));
    expect(codes.size).toBe(10);
  });
});
