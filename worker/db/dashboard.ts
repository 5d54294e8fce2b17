/** Admin dashboard figures, computed in D1 in one batch. */
import { addDays, OCCUPANCY_DAYS, occupancyPercentOf, type DashboardStats } from '../../contract';

export { lastMonths } from '../../contract';
import { fromCents } from './common';


const PAID = "('PAID', 'COMPLETED')";

/**
 * `today` is YYYY-MM-DD (Istanbul); `months` the YYYY-MM months of the monthly series, oldest
 * first. Occupancy = room-nights held in [today, today + 30) by PENDING+CONFIRMED reservations
 * and by the channels' imported events (one room each: docs/decisions/0010-channel-sync-ical.md)
 * over the room-nights all room types offer in that window (capped at 100: an admin may lower a
 * room count below what is already booked, and a channel may sell a night that was full here).
 */
export async function dashboardStats(db: D1Database, today: string, months: string[]): Promise<DashboardStats> {
  const first = months[0] ?? today.slice(0, 7);
  const [totals, byStatus, occupancy, revenue, bookings] = await db.batch([
    db.prepare(
      `SELECT (SELECT count(*) FROM users) AS users,
              (SELECT count(*) FROM reservations) AS reservations,
              (SELECT count(*) FROM reviews) AS reviews,
              (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE status IN ${PAID}) AS revenue_cents,
              (SELECT avg(rating) FROM reviews) AS average_rating,
              (SELECT coalesce(sum(room_count), 0) FROM room_types) AS rooms`,
    ),
    db.prepare('SELECT status, count(*) AS n FROM reservations GROUP BY status'),
    db
      .prepare(
        `SELECT (SELECT coalesce(sum(room_count * max(0, julianday(min(check_out, ?2)) - julianday(max(check_in, ?1)))), 0)
                 FROM reservations
                 WHERE status IN ('PENDING', 'CONFIRMED') AND check_in < ?2 AND check_out > ?1)
              + (SELECT coalesce(sum(max(0, julianday(min(end_date, ?2)) - julianday(max(start_date, ?1)))), 0)
                 FROM channel_holds
                 WHERE start_date < ?2 AND end_date > ?1) AS booked`,
      )
      .bind(today, addDays(today, OCCUPANCY_DAYS)),
    db
      .prepare(
        `SELECT ${vanMonth('coalesce(payment_date, created_at)')} AS month, sum(amount_cents) AS cents
         FROM payments WHERE status IN ${PAID} AND ${vanMonth('coalesce(payment_date, created_at)')} >= ?1
         GROUP BY month`,
      )
      .bind(first),
    db
      .prepare(
        `SELECT ${vanMonth('created_at')} AS month, count(*) AS n FROM reservations
         WHERE ${vanMonth('created_at')} >= ?1 GROUP BY month`,
      )
      .bind(first),
  ]);

  const t = (totals?.results[0] ?? {}) as {
    users?: number;
    reservations?: number;
    reviews?: number;
    revenue_cents?: number;
    average_rating?: number | null;
    rooms?: number;
  };
  const statusCounts = { PENDING: 0, CONFIRMED: 0, CANCELLED: 0 };
  for (const row of (byStatus?.results ?? []) as { status: keyof typeof statusCounts; n: number }[]) {
    if (row.status in statusCounts) statusCounts[row.status] = row.n;
  }
  const booked = ((occupancy?.results[0] ?? {}) as { booked?: number }).booked ?? 0;
  const available = (t.rooms ?? 0) * OCCUPANCY_DAYS;
  const occupancyPercent = occupancyPercentOf(booked, available);
  const revenueByMonth = new Map(((revenue?.results ?? []) as { month: string; cents: number }[]).map((r) => [r.month, r.cents]));
  const bookingsByMonth = new Map(((bookings?.results ?? []) as { month: string; n: number }[]).map((r) => [r.month, r.n]));

  return {
    users: t.users ?? 0,
    reservations: t.reservations ?? 0,
    reviews: t.reviews ?? 0,
    revenue: fromCents(t.revenue_cents ?? 0),
    occupancyPercent,
    averageRating: t.average_rating == null ? null : Math.round(t.average_rating * 100) / 100,
    reservationsByStatus: statusCounts,
    monthly: months.map((month) => ({
      month,
      revenue: fromCents(revenueByMonth.get(month) ?? 0),
      reservations: bookingsByMonth.get(month) ?? 0,
    })),
  };
}

/**
 * The month (YYYY-MM) in Van of a stored UTC timestamp column (trusted SQL): Türkiye keeps
 * UTC+3 all year, so the monthly series counts by Van's calendar like `vanToday`.
 */
const vanMonth = (column: string) => `strftime('%Y-%m', ${column}, '+3 hours')`;
