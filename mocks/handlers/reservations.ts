import { AdminMessages, endpoints, id as idSchema, nightsBetween, PNR_LOOKUP_LIMIT, ReservationMessages, SETTLED_PAYMENT_STATUSES } from '../../contract';
import type { AuthTokenClaims, CreateReservationRequest } from '../../contract';
import { forbidden, MockApiError, notFound } from '../errors';
import { filterReservations } from './adminLists';
import { created, mock } from '../http';
import {
  accessByPnr,
  createReservation,
  deleteReservation,
  findByPnr,
  getHotel,
  assertEditFits,
  getReservation,
  limitFailures,
  nowIso,
  resolveRoomType,
  toPnrLookup,
  toReservation,
} from '../store';
import type { Store } from '../store';
import { signBooking } from '../tokens';

/** Payment states whose amount is settled money (contract, shared with the Worker). */
const SETTLED: readonly string[] = SETTLED_PAYMENT_STATUSES;

const newestFirst = (store: Store) =>
  [...store.reservations].sort((a, b) => b.reservationCreatedAt.localeCompare(a.reservationCreatedAt));

/** The visitor's booking; the answer carries the booking token for the payment steps. */
const create = ({ body, session, store }: { body: CreateReservationRequest; session: AuthTokenClaims | null; store: Store }) => {
  const reservation = createReservation(store, body, { userId: session?.sub ?? null });
  return created({
    id: reservation.id,
    pnrCode: reservation.pnrCode,
    bookingToken: signBooking(reservation.id),
    totalAmount: reservation.totalAmount,
    nights: reservation.nights,
    status: reservation.status,
  });
};

export const reservationHandlers = [
  mock(endpoints.getAllReservations, ({ query, store }) => filterReservations(store, query)),

  mock(endpoints.getReservationById, ({ query, store }) => toReservation(store, getReservation(store, query.id))),

  mock(endpoints.createReservation, create),
  mock(endpoints.createReservationApi, create),
  mock(endpoints.createReservationLegacy, create),

  mock(endpoints.updateReservation, ({ query, body, store }) => {
    const reservation = getReservation(store, query.id);
    // The admin form sends a hotel id, or a hotel name to be mapped to its id (spec section 5).
    const hotel = idSchema.safeParse(body.hotelId).success
      ? getHotel(store, body.hotelId)
      : store.hotels.find((h) => h.hotelName.toLowerCase() === body.hotelId.toLowerCase());
    if (!hotel) throw notFound('Hotel not found');
    const room = resolveRoomType(store, hotel.id, body);
    // The Worker's rule (contract editTakesRooms): only an edit that takes rooms must fit.
    assertEditFits(store, reservation, { status: body.status, roomTypeId: room.id, checkIn: body.checkIn, checkOut: body.checkOut, roomCount: body.roomCount });
    // A settled payment keeps its amount: a new total is refused; unpaid payments follow it.
    const payments = store.payments.filter((p) => p.reservationId === reservation.id);
    if (body.totalAmount !== reservation.totalAmount && payments.some((p) => SETTLED.includes(p.status))) {
      throw new MockApiError(409, AdminMessages.totalPaid, [{ path: 'totalAmount', message: AdminMessages.totalPaid }]);
    }
    for (const p of payments) if (!SETTLED.includes(p.status)) p.amount = body.totalAmount;
    Object.assign(reservation, {
      guestName: body.guestName,
      guestEmail: body.guestEmail,
      guestPhone: body.guestPhone,
      hotelId: hotel.id,
      pricePerNight: room.id === reservation.roomTypeId ? reservation.pricePerNight : room.pricePerNight,
      roomTypeId: room.id,
      checkIn: body.checkIn,
      checkOut: body.checkOut,
      nights: nightsBetween(body.checkIn, body.checkOut),
      roomCount: body.roomCount,
      reservationGuests: body.reservationGuests,
      totalAmount: body.totalAmount,
      status: body.status,
      specialRequests: body.specialRequests,
      advancePayment: body.advancePayment,
      language: body.language ?? reservation.language,
      reservationUpdatedAt: nowIso(),
    });
    return toReservation(store, reservation);
  }),

  mock(endpoints.deleteReservation, ({ query, store }) => {
    const reservation = getReservation(store, query.id);
    return { message: 'Reservation deleted', deleted: deleteReservation(store, reservation.id) };
  }),

  mock(endpoints.deleteAllReservations, ({ store }) => {
    const deleted = store.reservations.length;
    store.reservations = [];
    store.payments = [];
    store.files = [];
    return { message: 'All reservations deleted', deleted };
  }),

  mock(endpoints.getUserReservations, ({ query, session, store }) => {
    // A USER sees only their own bookings; an admin anyone's.
    if (session?.role !== 'ADMIN' && session?.sub !== query.userId) throw forbidden();
    return newestFirst(store)
      .filter((r) => r.userId === query.userId)
      .map((r) => toReservation(store, r));
  }),

  mock(endpoints.getMyReservations, ({ session, store }) =>
    newestFirst(store)
      .filter((r) => r.userId === session?.sub)
      .map((r) => toReservation(store, r)),
  ),

  // Failed lookups count (the Worker's pnrLimit); a guest's own code costs nothing.
  mock(endpoints.lookupPnr, ({ params, store }) =>
    limitFailures(store, 'pnr', { ...PNR_LOOKUP_LIMIT, message: ReservationMessages.pnrTooMany }, () => toPnrLookup(store, findByPnr(store, params.pnr))),
  ),

  mock(endpoints.accessReservationByPnr, ({ params, body, store }) => {
    const { reservation, paymentId } = limitFailures(store, 'pnr-access', { ...PNR_LOOKUP_LIMIT, message: ReservationMessages.pnrTooMany }, () =>
      accessByPnr(store, params.pnr, body.email),
    );
    return {
      reservationId: reservation.id,
      pnrCode: reservation.pnrCode,
      bookingToken: signBooking(reservation.id),
      paymentId,
      totalAmount: reservation.totalAmount,
      status: reservation.status,
    };
  }),
];
