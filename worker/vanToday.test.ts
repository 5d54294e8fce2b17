/** "Today" is Van's today (Europe/Istanbul) in every Worker rule: pinned clock, 00:30 in Van. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReservationMessages } from '../contract';
import { bookingBody, seedRoom } from './test/fixtures';
import { api, insertTourRow } from './test/helpers';

// 21:30 UTC on 22 November 2026 is 00:30 on 23 November in Van (UTC+3).
const HALF_PAST_MIDNIGHT_IN_VAN = new Date('2026-11-22T21:30:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(HALF_PAST_MIDNIGHT_IN_VAN);
});
afterEach(() => vi.useRealTimers());

describe("Van's today at 00:30 in Van", () => {
  it('accepts a hotel check-in for today in Van (still yesterday in UTC) and refuses yesterday', async () => {
    const room = await seedRoom({ rooms: 2 });
    const today = await api('POST', '/api/reservation/public/createReservation', {
      body: bookingBody(room, { checkIn: '2026-11-23', checkOut: '2026-11-24' }),
    });
    expect(today.status).toBe(201);
    const yesterday = await api('POST', '/api/reservation/public/createReservation', {
      body: bookingBody(room, { checkIn: '2026-11-22', checkOut: '2026-11-24' }),
    });
    expect(yesterday.status).toBe(400);
    expect(yesterday.json.message).toBe(ReservationMessages.pastCheckIn);
  });

  it('accepts a tour date of today in Van and refuses yesterday', async () => {
    const tour = await insertTourRow({ startDate: '2026-11-01', endDate: '2026-12-31' });
    const body = (tourDate: string) => ({
      tourId: tour.id,
      fullName: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: '+90 555 111 22 33',
      numberOfPeople: 1,
      tourDate,
      paymentMethod: 'BANK_TRANSFER',
      termsAccepted: true,
    });
    expect((await api('POST', '/api/tour-reservations', { body: body('2026-11-23') })).status).toBe(201);
    const yesterday = await api('POST', '/api/tour-reservations', { body: body('2026-11-22') });
    expect(yesterday.status).toBe(400);
    expect(yesterday.json.details[0].path).toBe('tourDate');
  });
});
