import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { DashboardStats, vanToday } from '../contract';
import { lastMonths } from './db/dashboard';
import { api, countRows, expectAdminOnly, insertReservationRow, loginAs } from './test/helpers';
import { day, seedRoom } from './test/fixtures';

let adminToken: string;
let userToken: string;

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  userToken = (await loginAs('USER')).token;
});

const monthsAgo = (n: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString();
};

describe('GET /api/admin/dashboard', () => {
  it('admin only', async () => {
    await expectAdminOnly('GET', '/api/admin/dashboard', userToken);
  });

  it('empty figures are zeros and null', async () => {
    const res = await api('GET', '/api/admin/dashboard', { token: adminToken });
    expect(res.status).toBe(200);
    expect(DashboardStats.parse(res.json)).toMatchObject({ reservations: 0, revenue: 0, occupancyPercent: 0, averageRating: null });
    expect(res.json.monthly).toHaveLength(6);
  });

  it('counts, revenue, occupancy over the next 30 days, average rating, statuses and the last 6 months from D1', async () => {
    const room = await seedRoom({ rooms: 10 });
    const r1 = await insertReservationRow(room.hotelId, room.roomTypeId, { status: 'CONFIRMED', checkIn: day(0), checkOut: day(3), roomCount: 2 });
    await insertReservationRow(room.hotelId, room.roomTypeId, { status: 'PENDING', checkIn: day(28), checkOut: day(33) });
    await insertReservationRow(room.hotelId, room.roomTypeId, { status: 'CANCELLED', checkIn: day(1), checkOut: day(5), roomCount: 5 });
    await insertReservationRow(room.hotelId, room.roomTypeId, { status: 'CONFIRMED', checkIn: day(-5), checkOut: day(-2) });
    const pay = (status: string, cents: number, date: string) =>
      env.DB.prepare('INSERT INTO payments (id, reservation_id, status, amount_cents, payment_date) VALUES (?, ?, ?, ?, ?)')
        .bind(crypto.randomUUID(), r1.id, status, cents, date)
        .run();
    await pay('PAID', 100_050, new Date().toISOString());
    await pay('COMPLETED', 50_000, monthsAgo(2));
    await pay('PAID', 25_000, monthsAgo(8));
    await pay('PENDING', 999_999, new Date().toISOString());
    // Two nights sold on another channel (imported from its calendar), each holding one room: 4 nights in the window, 1 at its end.
    const feed = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO channel_feeds (id, room_type_id, name, url) VALUES (?, ?, 'Booking.com', 'https://example.com/a.ics')").bind(feed, room.roomTypeId).run();
    const hold = (uid: string, start: string, end: string) =>
      env.DB.prepare('INSERT INTO channel_holds (id, feed_id, room_type_id, uid, start_date, end_date) VALUES (?, ?, ?, ?, ?, ?)')
        .bind(crypto.randomUUID(), feed, room.roomTypeId, uid, start, end)
        .run();
    await hold('a', day(5), day(9));
    await hold('b', day(29), day(32));
    for (const rating of [5, 4, 2]) {
      await env.DB.prepare('INSERT INTO reviews (id, hotel_id, rating) VALUES (?, ?, ?)').bind(crypto.randomUUID(), room.hotelId, rating).run();
    }

    const res = await api('GET', '/api/admin/dashboard', { token: adminToken });
    expect(res.status).toBe(200);
    const stats = DashboardStats.parse(res.json);
    expect(stats).toMatchObject({
      users: await countRows('users'),
      reservations: 4,
      reviews: 3,
      revenue: 1750.5,
      // (2 rooms x 3 nights + 1 room x 2 nights booked here + 4 + 1 nights held by the channel) / (10 rooms x 30 nights)
      occupancyPercent: 4.3,
      averageRating: 3.67,
      reservationsByStatus: { PENDING: 1, CONFIRMED: 2, CANCELLED: 1 },
    });
    const months = lastMonths(vanToday(), 6);
    expect(stats.monthly.map((m) => m.month)).toEqual(months);
    const current = stats.monthly.find((m) => m.month === new Date().toISOString().slice(0, 7));
    expect(current).toMatchObject({ revenue: 1000.5, reservations: 4 });
    expect(stats.monthly.find((m) => m.month === monthsAgo(2).slice(0, 7))?.revenue).toBe(500);
    expect(stats.monthly.reduce((sum, m) => sum + m.revenue, 0)).toBe(1500.5);
  });
});
