import { router } from '../http/app';
import { createReservationHandlers } from './reservations';
import { createTourReservationHandlers } from './tourReservations';

/**
 * The older booking calls of the spec, mounted at the root and under /api (worker/index.ts):
 * POST /reservations, /api/reservations (the hotel booking) and POST /tour-reservations
 * (also served by routes/tourReservations.ts at /api/tour-reservations). Same handlers.
 */
export const legacyBooking = router()
  .post('/reservations', ...createReservationHandlers)
  .post('/tour-reservations', ...createTourReservationHandlers);
