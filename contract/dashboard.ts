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
