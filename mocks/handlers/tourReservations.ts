import { endpoints, isPastDate, TourBookingMessages, TourBookingStatusMessages, vanToday } from '../../contract';
import type { TourReservationRequest } from '../../contract';
import { conflict, fieldError, notFound } from '../errors';
import { created, mock } from '../http';
import { getTour, newId, nowIso, roundMoney } from '../store';
import type { Store } from '../store';

/** A tour booking is stored (not dropped) and shown in the admin; total = price x people. */
const create = ({ body, store }: { body: TourReservationRequest; store: Store }) => {
  const tour = getTour(store, body.tourId);
  // The Worker's rules, in its order: group size, past date, the tour's dates, seats left that day.
  if (body.numberOfPeople > tour.participantCount) throw fieldError('numberOfPeople', TourBookingMessages.tooMany(tour.participantCount));
  if (isPastDate(body.tourDate, vanToday())) throw fieldError('tourDate', TourBookingMessages.pastDate);
  if (body.tourDate < tour.startDate || body.tourDate > tour.endDate) throw fieldError('tourDate', TourBookingMessages.notRunning);
  const booked = store.tourReservations
    .filter((r) => r.tourId === tour.id && r.tourDate === body.tourDate && r.status !== 'CANCELLED')
    .reduce((sum, r) => sum + r.numberOfPeople, 0);
  if (booked + body.numberOfPeople > tour.participantCount) throw conflict(TourBookingMessages.groupFull);
  const { termsAccepted: _terms, ...request } = body;
  const reservation = {
    id: newId(),
    ...request,
    tourName: tour.tourName,
    totalAmount: roundMoney(tour.price * body.numberOfPeople),
    status: 'PENDING' as const,
    createdAt: nowIso(),
  };
  store.tourReservations.push(reservation);
  return created(reservation);
};

export const tourReservationHandlers = [
  mock(endpoints.createTourReservation, create),
  mock(endpoints.createTourReservationLegacy, create),
  mock(endpoints.getAllTourReservations, ({ store }) =>
    [...store.tourReservations].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  ),
  // Admin: confirm / cancel; leaving CANCELLED must fit the group size on that date.
  mock(endpoints.updateTourReservationStatus, ({ params, body, store }) => {
    const booking = store.tourReservations.find((r) => r.id === params.id);
    if (!booking) throw notFound(TourBookingStatusMessages.notFound);
    if (body.status !== 'CANCELLED' && booking.status === 'CANCELLED') {
      const tour = [...store.tours, ...store.archivedTours].find((t) => t.id === booking.tourId);
      const taken = store.tourReservations
        .filter((r) => r.id !== booking.id && r.tourId === booking.tourId && r.tourDate === booking.tourDate && r.status !== 'CANCELLED')
        .reduce((sum, r) => sum + r.numberOfPeople, 0);
      if (!tour || taken + booking.numberOfPeople > tour.participantCount) throw conflict(TourBookingStatusMessages.groupFull);
    }
    booking.status = body.status;
    return booking;
  }),
];
