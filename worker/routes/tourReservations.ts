import { routes } from '../../contract/routes';
import { createFactory } from 'hono/factory';
import {
  IdParams,
  isPastDate,
  PageQuery,
  TourBookingMessages,
  TourBookingStatusMessages,
  TourReservationRequest,
  TourReservationStatusUpdate,
  type TourReservationCreated,
  vanToday,
} from '../../contract';
import { paged } from '../db/common';
import { createTourReservation, getTourFacts, listMyTourReservations, listTourReservations, setTourReservationStatus } from '../db/tourReservations';
import { bankAccountOf } from '../email/messages';
import { tourBookingCreatedEmail } from '../email/tourMessages';
import { signBooking } from '../auth/tokens';
import { router, type AppEnv } from '../http/app';
import { displayNames } from '../http/contentLanguage';
import { bookingTokenSeconds } from '../jobs/releaseHolds';
import type { ErrorCode } from '../../contract/errorCodes';
import { ApiError, conflict, notFound } from '../http/errors';
import { validate } from '../http/validate';
import { requireAdmin, requireUser } from '../middleware/auth';

export { TourBookingMessages };

const factory = createFactory<AppEnv>();

const fieldError = (message: string, path: string, code?: ErrorCode) =>
  new ApiError(400, message, { details: [{ path, message, code }], code });

/**
 * POST /tour-reservations and /api/tour-reservations: anyone. Total = tour price x people
 * (server-side); the group size (participantCount) caps the people booked per tour date. The
 * booking gets a PNR code and its confirmation e-mail; a logged-in USER finds it in the profile.
 */
const createTourReservationHandlers = factory.createHandlers(validate('json', TourReservationRequest), async (c) => {
  const body = c.req.valid('json');
  const db = c.env.DB;
  const tour = await getTourFacts(db, body.tourId);
  if (!tour) throw notFound(TourBookingMessages.tourNotFound);
  if (body.numberOfPeople > tour.participantCount) throw fieldError(TourBookingMessages.tooMany(tour.participantCount), 'numberOfPeople', 'TOUR_GROUP_TOO_LARGE');
  if (isPastDate(body.tourDate, vanToday())) throw fieldError(TourBookingMessages.pastDate, 'tourDate');
  if (body.tourDate < tour.startDate || body.tourDate > tour.endDate) throw fieldError(TourBookingMessages.notRunning, 'tourDate');

  const session = c.get('session');
  const totalCents = tour.priceCents * body.numberOfPeople;
  const created = await createTourReservation(db, { ...body, userId: session?.role === 'USER' ? session.sub : null }, totalCents, (pnrCode) =>
    tourBookingCreatedEmail(
      body.language,
      { guestName: body.fullName, pnrCode, tourName: tour.name, tourDate: body.tourDate, people: body.numberOfPeople, totalCents },
      bankAccountOf(c.env),
    ),
  );
  if (!created) throw conflict(TourBookingMessages.groupFull);
  const answer: TourReservationCreated = { ...created, bookingToken: await signBooking(c.env, created.id, bookingTokenSeconds(c.env)) };
  return c.json(answer, 201);
});

export const tourReservations = router()
  .post(routes.createTourReservation.path, ...createTourReservationHandlers)
  .post(routes.createTourReservationLegacy.path, ...createTourReservationHandlers)
  // The logged-in user's own tour bookings (the profile), newest first.
  .get(routes.getMyTourReservations.path, requireUser, validate('query', PageQuery), async (c) => {
    const pager = paged(c, c.req.valid('query'));
    const result = await listMyTourReservations(c.env.DB, c.get('session')!.sub, pager.page);
    // The tour's name in the user's language, as the tour's page shows it (the hotels' way, reservations.ts).
    const names = await displayNames(c, 'tour', result.items.map((booking) => ({ id: booking.tourId, name: booking.tourName })));
    c.header('Vary', 'Accept-Language', { append: true });
    return pager.send({ ...result, items: result.items.map((booking) => ({ ...booking, tourDisplayName: names.get(booking.tourId) ?? booking.tourName })) });
  })
  .get(routes.getAllTourReservations.path, requireAdmin, validate('query', PageQuery), async (c) => {
    const pager = paged(c, c.req.valid('query'));
    return pager.send(await listTourReservations(c.env.DB, pager.page));
  })
  // Admin: confirm or cancel a tour booking (reopening a cancelled one must fit the group).
  .put(routes.updateTourReservationStatus.path, requireAdmin, validate('param', IdParams), validate('json', TourReservationStatusUpdate), async (c) => {
    const outcome = await setTourReservationStatus(c.env.DB, c.req.valid('param').id, c.req.valid('json').status);
    if (outcome === 'missing') throw notFound(TourBookingStatusMessages.notFound);
    if (outcome === 'full') throw conflict(TourBookingStatusMessages.groupFull);
    return c.json(outcome);
  });
