import { beforeAll, describe, expect, it } from 'vitest';
import { TourReservation } from '../contract';
import { api, countRows, expectAdminOnly, insertTourRow, loginAs, UNKNOWN_ID } from './test/helpers';
import { day } from './test/fixtures';

let adminToken: string;
let userToken: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  userToken = (await loginAs('USER')).token;
});

const seasonTour = (fields: { priceCents?: number; participantCount?: number } = {}) =>
  insertTourRow({ startDate: day(-10), endDate: day(200), priceCents: 45_050, participantCount: 10, ...fields });

const body = (tourId: string, overrides: Record<string, unknown> = {}) => ({
  tourId,
  fullName: 'Zeynep Kaya',
  email: 'zeynep@example.com',
  phone: '+90 555 222 33 44',
  tourDate: day(20),
  numberOfPeople: '3',
  specialRequests: '',
  paymentMethod: 'credit-card',
  termsAccepted: true,
  totalAmount: 1,
  ...overrides,
});

describe('POST /tour-reservations and /api/tour-reservations', () => {
  it('201 at both paths: total = price x people computed by the server, PENDING', async () => {
    const tour = await seasonTour();
    for (const path of ['/api/tour-reservations', '/tour-reservations']) {
      const res = await api('POST', path, { body: body(tour.id) });
      expect(res.status, path).toBe(201);
      expect(TourReservation.parse(res.json)).toMatchObject({
        tourId: tour.id,
        numberOfPeople: 3,
        totalAmount: 1351.5,
        paymentMethod: 'CREDIT_CARD',
        status: 'PENDING',
        specialRequests: null,
      });
    }
  });

  it('stores the phone as E.164 (Persian digits, Iranian mobile); 400 PHONE_INVALID for what cannot be a phone', async () => {
    const tour = await seasonTour();
    const res = await api('POST', '/api/tour-reservations', { body: body(tour.id, { phone: '۰۹۱۲ ۳۴۵ ۶۷۸۹' }) });
    expect(res.status).toBe(201);
    expect(TourReservation.parse(res.json).phone).toBe('+989123456789');
    const refused = await api('POST', '/api/tour-reservations', { body: body(tour.id, { phone: '12' }) });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ details: [{ path: 'phone', code: 'PHONE_INVALID' }] });
  });

  it('404 unknown tour; 400 more people than the group size; 409 once the date is full', async () => {
    const tour = await seasonTour({ participantCount: 4 });
    const before = await countRows('tour_reservations');
    const unknown = await api('POST', '/api/tour-reservations', { body: body(UNKNOWN_ID) });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ code: 'TOUR_NOT_FOUND', message: 'Tour not found' });
    const tooMany = await api('POST', '/api/tour-reservations', { body: body(tour.id, { numberOfPeople: 5 }) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.details[0]).toEqual({ path: 'numberOfPeople', message: 'At most 4 people can join this tour', code: 'TOUR_GROUP_TOO_LARGE' });
    expect(await countRows('tour_reservations')).toBe(before);

    expect((await api('POST', '/api/tour-reservations', { body: body(tour.id, { numberOfPeople: 3 }) })).status).toBe(201);
    const full = await api('POST', '/api/tour-reservations', { body: body(tour.id, { numberOfPeople: 2 }) });
    expect(full.status).toBe(409);
    // Another date has its own group.
    expect((await api('POST', '/api/tour-reservations', { body: body(tour.id, { numberOfPeople: 2, tourDate: day(21) }) })).status).toBe(201);
  });

  it('400: past date, a date the tour does not run, terms not accepted, bad fields', async () => {
    const tour = await seasonTour();
    const past = await api('POST', '/api/tour-reservations', { body: body(tour.id, { tourDate: day(-1) }) });
    expect(past.status).toBe(400);
    expect(past.json.message).toBe('Geçmiş bir tarih için rezervasyon yapamazsınız');
    const outside = await api('POST', '/api/tour-reservations', { body: body(tour.id, { tourDate: day(300) }) });
    expect(outside.status).toBe(400);
    expect(outside.json.message).toBe('The tour does not run on this date');
    const terms = await api('POST', '/api/tour-reservations', { body: body(tour.id, { termsAccepted: false }) });
    expect(terms.status).toBe(400);
    const bad = await api('POST', '/api/tour-reservations', { body: body(tour.id, { email: 'x', numberOfPeople: 0, paymentMethod: 'cash' }) });
    expect(bad.status).toBe(400);
    expect(bad.json.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['email', 'numberOfPeople', 'paymentMethod']));
  });
});

describe('GET /api/tour-reservations', () => {
  it('admin only', async () => {
    await expectAdminOnly('GET', '/api/tour-reservations', userToken);
  });

  it('admin: newest first with the tour name; paging', async () => {
    const tour = await seasonTour();
    const created = await api('POST', '/tour-reservations', { body: body(tour.id, { numberOfPeople: 1 }) });
    const res = await api('GET', '/api/tour-reservations', { token: adminToken });
    expect(res.status).toBe(200);
    const list = TourReservation.array().parse(res.json);
    expect(list[0]?.id).toBe(created.json.id);
    expect(list[0]?.tourName).toEqual(expect.any(String));
    expect(res.headers.get('X-Total-Count')).toBe(String(list.length));
    const page = await api('GET', '/api/tour-reservations?pageSize=1', { token: adminToken });
    expect(page.json).toHaveLength(1);
  });
});
