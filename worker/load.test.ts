/**
 * Load (issue 10): 200 concurrent booking attempts for the last rooms of a room type, spread
 * over the three create paths and 200 client addresses. No overbooking, no 5xx, every refused
 * guest gets the 409 message, and the rooms booked equal the inventory exactly.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bookingBody, seedRoom } from './test/fixtures';
import { BASE, insertReservationRow } from './test/helpers';

const PATHS = ['/api/reservation/public/createReservation', '/api/reservations', '/reservations'];
const FULL = 'Seçilen tarihlerde bu oda tipinde yeterli boş oda yok';

async function storm(room: { hotelId: string; roomTypeId: string }, attempts: number, roomsOf: (i: number) => number, dates: { checkIn: string; checkOut: string }) {
  const answers = await Promise.all(
    Array.from({ length: attempts }, async (_, i) => {
      const res = await SELF.fetch(`${BASE}${PATHS[i % PATHS.length]}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `10.20.${Math.floor(i / 250)}.${i % 250}` },
        body: JSON.stringify(bookingBody(room, { ...dates, roomCount: roomsOf(i), reservationGuests: roomsOf(i), guestEmail: `load${i}@example.com` })),
      });
      return { status: res.status, json: (await res.json()) as { message?: string; pnrCode?: string }, rooms: roomsOf(i) };
    }),
  );
  const held = await env.DB.prepare(
    "SELECT count(*) AS n, coalesce(sum(room_count), 0) AS rooms FROM reservations WHERE room_type_id = ? AND status IN ('PENDING', 'CONFIRMED') AND check_in < ? AND check_out > ?",
  )
    .bind(room.roomTypeId, dates.checkOut, dates.checkIn)
    .first<{ n: number; rooms: number }>();
  return { answers, held: held! };
}

describe('200 concurrent bookings for the last rooms', { timeout: 60_000 }, () => {
  it('8 rooms, 3 already held: exactly the last 5 are sold, 195 guests told why', async () => {
    const room = await seedRoom({ rooms: 8 });
    const dates = { checkIn: '2031-08-10', checkOut: '2031-08-12' };
    for (let i = 0; i < 3; i++) await insertReservationRow(room.hotelId, room.roomTypeId, { ...dates, status: i === 0 ? 'CONFIRMED' : 'PENDING' });

    const { answers, held } = await storm(room, 200, () => 1, dates);
    const statuses = answers.map((a) => a.status);
    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    console.log(`load: tried ${answers.length}, accepted ${accepted.length}, refused ${refused.length}, 5xx ${statuses.filter((s) => s >= 500).length}`);

    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(195);
    for (const r of refused) expect(r.json).toEqual({ code: 'ROOMS_SOLD_OUT', message: FULL });
    expect(new Set(accepted.map((a) => a.json.pnrCode)).size).toBe(5);
    expect(held).toEqual({ n: 8, rooms: 8 });
  });

  it('mixed sizes (1–3 rooms each) for 10 rooms: never more than 10 held, no 5xx, every refusal the 409 message', async () => {
    const room = await seedRoom({ rooms: 10 });
    const dates = { checkIn: '2031-09-01', checkOut: '2031-09-04' };
    const { answers, held } = await storm(room, 200, (i) => (i % 3) + 1, dates);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    for (const a of answers) {
      expect([201, 409]).toContain(a.status);
      if (a.status === 409) expect(a.json).toEqual({ code: 'ROOMS_SOLD_OUT', message: FULL });
    }
    const sold = answers.filter((a) => a.status === 201).reduce((sum, a) => sum + a.rooms, 0);
    expect(held.rooms).toBe(sold);
    expect(sold).toBeLessThanOrEqual(10);
    // Single-room requests keep arriving after bigger ones fail, so the hotel ends full.
    expect(sold).toBe(10);
  });
});
