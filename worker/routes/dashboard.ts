import { routes } from '../../contract/routes';
import { dashboardStats, lastMonths } from '../db/dashboard';
import { DASHBOARD_MONTHS, vanToday } from '../../contract';
import { router } from '../http/app';
import { requireAdmin } from '../middleware/auth';

// Occupancy starts from Van's today; the monthly series counts by Van's months too.
export const dashboard = router().get(routes.getDashboard.path, requireAdmin, async (c) => {
  const today = vanToday();
  return c.json(await dashboardStats(c.env.DB, today, lastMonths(today, DASHBOARD_MONTHS)));
});
