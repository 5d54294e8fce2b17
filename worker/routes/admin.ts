import { routes } from '../../contract/routes';
import {
  AdminMessages,
  CSV_CONTENT_TYPE,
  CSV_MAX_ROWS,
  csvFilename,
  OCCUPANCY_DEFAULT_DAYS,
  OccupancyQuery,
  PaymentListQuery,
  paymentsCsv,
  ReservationListQuery,
  reservationsCsv,
  vanToday,
} from '../../contract';
import { occupancyCalendar } from '../db/occupancy';
import { listPayments } from '../db/payments';
import { listReservations } from '../db/reservations';
import { router } from '../http/app';
import { notFound } from '../http/errors';
import { validate } from '../http/validate';
import { requireAdmin } from '../middleware/auth';

const csvHeaders = (filename: string, total: number) => ({
  'Content-Type': CSV_CONTENT_TYPE,
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': 'no-store',
  'X-Total-Count': String(total),
});

/** Admin-only tools beyond the spec's calls (mounted at /api/admin next to the dashboard). */
export const admin = router()
  // Room types x nights from `from` (Van's today by default): held PENDING / CONFIRMED, free.
  .get(routes.getOccupancy.path, requireAdmin, validate('query', OccupancyQuery), async (c) => {
    const query = c.req.valid('query');
    const calendar = await occupancyCalendar(c.env.DB, query.hotelId, query.from ?? vanToday(), query.days ?? OCCUPANCY_DEFAULT_DAYS);
    if (!calendar) throw notFound(AdminMessages.hotelNotFound);
    return c.json(calendar);
  })

  // The filtered lists as CSV (same filters and order as the lists, not paged, at most CSV_MAX_ROWS).
  .get(routes.exportReservationsCsv.path, requireAdmin, validate('query', ReservationListQuery), async (c) => {
    const result = await listReservations(c.env.DB, c.req.valid('query'), { limit: CSV_MAX_ROWS, offset: 0 });
    return c.body(reservationsCsv(result.items), 200, csvHeaders(csvFilename('reservations', vanToday()), result.total));
  })

  .get(routes.exportPaymentsCsv.path, requireAdmin, validate('query', PaymentListQuery), async (c) => {
    const result = await listPayments(c.env.DB, c.req.valid('query'), { limit: CSV_MAX_ROWS, offset: 0 });
    return c.body(paymentsCsv(result.items), 200, csvHeaders(csvFilename('payments', vanToday()), result.total));
  });
