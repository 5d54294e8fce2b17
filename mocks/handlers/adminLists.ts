/**
 * The admin's list filters in memory, with the rules of contract/admin.ts (the Worker applies
 * them in SQL): search, hotel, stays overlapping [from, to), status / stage, sort and order.
 */
import { matchesSearch, paymentInStage, sortRows, stayOverlaps, vanToday } from '../../contract';
import type { Payment, PaymentListQuery, Reservation, ReservationListQuery } from '../../contract';
import { toPayment, toReservation } from '../store';
import type { Store } from '../store';

export function filterReservations(store: Store, query: ReservationListQuery): Reservation[] {
  const rows = store.reservations
    .filter((r) => !query.status || r.status === query.status)
    .filter((r) => !query.hotelId || r.hotelId === query.hotelId)
    .filter((r) => stayOverlaps(query.from, query.to, r))
    .filter((r) => matchesSearch(query.q, r))
    .map((r) => toReservation(store, r));
  return sortRows(rows, query.sort, query.order, (r, sort) =>
    sort === 'checkIn' ? r.checkIn : sort === 'amount' ? r.totalAmount : r.reservationCreatedAt,
  );
}

export function filterPayments(store: Store, query: PaymentListQuery): Payment[] {
  const rows = store.payments.flatMap((p) => {
    const reservation = store.reservations.find((r) => r.id === p.reservationId);
    if (!reservation) return [];
    const keep =
      (!query.status || p.status === query.status) &&
      paymentInStage(query.stage, p) &&
      (!query.reservationId || p.reservationId === query.reservationId) &&
      (!query.hotelId || reservation.hotelId === query.hotelId) &&
      stayOverlaps(query.from, query.to, reservation) &&
      matchesSearch(query.q, reservation);
    return keep ? [{ payment: toPayment(store, p), reservation }] : [];
  });
  return sortRows(rows, query.sort, query.order, ({ payment, reservation }, sort) =>
    sort === 'checkIn' ? reservation.checkIn : sort === 'amount' ? payment.amount : (payment.paymentDate ?? vanToday()),
  ).map((row) => row.payment);
}
