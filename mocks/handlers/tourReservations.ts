import { endpoints } from '../../contract';
import type { TourReservationRequest } from '../../contract';
import { created, mock } from '../http';
import { getTour, newId, nowIso, roundMoney } from '../store';
import type { Store } from '../store';

/** A tour booking is stored (not dropped) and shown in the admin; total = price x people. */
const create = ({ body, store }: { body: TourReservationRequest; store: Store }) => {
  const tour = getTour(store, body.tourId);
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
];
