import { z } from 'zod';
import { money } from './common';

const count = z.number().int().min(0);

/** GET /api/admin/dashboard: figures computed from D1. */
export const DashboardStats = z.object({
  users: count,
  reservations: count,
  reviews: count,
  /** TL: sum of PAID/COMPLETED payments. */
  revenue: money,
  /** 0..100: booked room-nights over available room-nights (current month). */
  occupancyPercent: z.number().min(0).max(100),
  /** Mean review rating, null without reviews. */
  averageRating: z.number().min(1).max(5).nullable(),
  reservationsByStatus: z.object({ PENDING: count, CONFIRMED: count, CANCELLED: count }),
  monthly: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
      revenue: money,
      reservations: count,
    }),
  ),
});
export type DashboardStats = z.infer<typeof DashboardStats>;

/** Months in the dashboard's revenue/reservations series (the current one included). */
export const DASHBOARD_MONTHS = 6;
/** Days ahead (from Van's today) over which occupancy is measured. */
export const OCCUPANCY_DAYS = 30;

/** The `count` months (YYYY-MM) ending with the month of `today` (YYYY-MM-DD), oldest first. */
export function lastMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(year, month - 1 - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

/** Occupancy in percent with one decimal, capped at 100 (an admin may lower a room count below what is booked). */
export const occupancyPercentOf = (bookedRoomNights: number, availableRoomNights: number) =>
  availableRoomNights > 0 ? Math.min(100, Math.round((bookedRoomNights / availableRoomNights) * 1000) / 10) : 0;

