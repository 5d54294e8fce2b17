import { dashboardStats, lastMonths } from '../db/dashboard';
import { istanbulToday } from '../db/reservations';
import { router } from '../http/app';
import { requireAdmin } from '../middleware/auth';

/** Months in the dashboard's revenue/reservations series (the current one included). */
export const DASHBOARD_MONTHS = 6;

// Occupancy starts from today in Istanbul; the monthly series groups UTC timestamps, so its
// months are UTC months too.
export const dashboard = router().get('/dashboard', requireAdmin, async (c) => {
  const months = lastMonths(new Date().toISOString().slice(0, 10), DASHBOARD_MONTHS);
  return c.json(await dashboardStats(c.env.DB, istanbulToday(), months));
});
