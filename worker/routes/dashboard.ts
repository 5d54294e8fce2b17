import { dashboardStats, lastMonths } from '../db/dashboard';
import { vanToday } from '../../contract';
import { router } from '../http/app';
import { requireAdmin } from '../middleware/auth';

/** Months in the dashboard's revenue/reservations series (the current one included). */
export const DASHBOARD_MONTHS = 6;

// Occupancy starts from Van's today; the monthly series counts by Van's months too.
export const dashboard = router().get('/dashboard', requireAdmin, async (c) => {
  const today = vanToday();
  return c.json(await dashboardStats(c.env.DB, today, lastMonths(today, DASHBOARD_MONTHS)));
});
