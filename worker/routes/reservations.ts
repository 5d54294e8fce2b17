import { routes } from '../../contract/routes';
import type { ErrorCode } from '../../contract/errorCodes';
import { createFactory } from 'hono/factory';
import {
  AdminMessages,
  CreateReservationRequest,
  editTakesRooms,
  guestsFit,
  IdQuery,
  isPastDate,
  MAX_MONEY,
  nightsBetween,
  PageQuery,
  PnrAccessRequest,
  PnrParams,
  refusalNights,
  ReservationListQuery,
  ReservationMessages,
  ReservationUpdate,
  sameGuestEmail,
  stayRuleMessage,
  UserReservationsQuery,
  vanToday,
  freeUntilOf,
  type CreateReservationResponse,
  type PnrAccess,
  type PnrLookup,
} from '../../contract';
import { signBooking } from '../auth/tokens';
import { priceRoomTypeStay } from '../db/rates';
import { fromCents, paged, toCents } from '../db/common';
import {
  createReservation,
  deleteAllReservations,
  deleteReservation,
  findHotel,
  findRoomTypeOfHotel,
  getReservation,
  getReservationRecord,
  listMyReservations,
  listReservations,
  pnrAccessQuery,
  pnrLookupQuery,
  toPnrLookup,
  type PnrAccessRecord,
  type PnrLookupRow,
  updateReservation,
} from '../db/reservations';
import { policySentence } from '../email/cancellationMessages';
import { bankAccountOf, reservationCreatedEmail } from '../email/messages';
import { router, type AppEnv } from '../http/app';
import { ApiError, conflict, forbidden, notFound } from '../http/errors';
import { displayNames } from '../http/contentLanguage';
import { validate } from '../http/validate';
import { bookingTokenSeconds, holdHours } from '../jobs/releaseHolds';
import { autoAssign } from '../db/roomAssignment';
import { requireAdmin, requireUser } from '../middleware/auth';
import { firstWithinBudget } from '../middleware/rateLimit';
import { discardReceipts } from '../storage/receipts';

export const BookingMessages = {
  ...ReservationMessages,
  notFound: 'Reservation not found',
  hotelNotFound: 'Hotel not found',
  hotelAmbiguous: 'Several hotels have this name; choose the hotel by id',
  full: ReservationMessages.noRoomsLeft,
  totalTooLarge: `The total would exceed ${MAX_MONEY} TL`,
  otherUser: 'You can only see your own reservations',
  totalPaid: AdminMessages.totalPaid,
} as const;

const factory = createFactory<AppEnv>();

/**
 * Gives a stay just stored or changed its numbered rooms (db/roomAssignment.ts). The booking is
 * already saved and sold by the count rule: a failure here leaves it without rooms, which the
 * room grid's read assigns lazily, and never fails the call.
 */
async function assignNewStay(db: D1Database, hotelId: string, reservationId: string): Promise<void> {
  try {
    await autoAssign(db, hotelId, { ids: [reservationId] });
  } catch (error) {
    console.warn('room assignment deferred to the grid', error instanceof Error ? error.message : 'unknown error');
  }
}

const fieldError = (status: 400 | 404, message: string, path: string, code?: ErrorCode) =>
  new ApiError(status, message, { details: [{ path, message, ...(code ? { code } : {}) }], ...(code ? { code } : {}) });
const fieldError409 = (message: string, path: string) => new ApiError(409, message, { details: [{ path, message }] });

/**
 * POST /api/reservation/public/createReservation (also /api/reservations and /reservations):
 * anyone. The server prices the stay from D1; the availability check and the insert (with the
 * guest's e-mail) are one batch, so parallel bookings cannot overbook.
 */
const createReservationHandlers = factory.createHandlers(validate('json', CreateReservationRequest), async (c) => {
  const body = c.req.valid('json');
  const db = c.env.DB;
  if (isPastDate(body.checkIn, vanToday())) throw fieldError(400, BookingMessages.pastCheckIn, 'checkIn');

  const hotel = await findHotel(db, body.hotelId);
  if (!hotel || hotel === 'ambiguous') throw fieldError(404, BookingMessages.hotelMissing, 'hotelId');
  const room = await findRoomTypeOfHotel(db, hotel.id, body);
  if (!room) throw fieldError(404, BookingMessages.noRoomType, body.roomTypeId ? 'roomTypeId' : 'roomType');
  if (!guestsFit(body.reservationGuests, room.capacity, body.roomCount)) {
    throw fieldError(400, BookingMessages.tooManyGuests, 'reservationGuests');
  }

  const nights = nightsBetween(body.checkIn, body.checkOut);
  // The quote's rule (contract/stayPricing.ts): the nights' rates x rooms + the hotel's tax, or
  // the stay rule that refuses it, with the quote's message.
  const price = await priceRoomTypeStay(db, { ...room, taxRate: hotel.taxRate }, body, body.roomCount);
  if (!price.bookable && price.reason) {
    const message = stayRuleMessage(price.reason, refusalNights(price));
    if (price.reason === 'stopSell') throw fieldError409(message, 'checkIn');
    // The night counts make the min/max texts vary: their codes are named here (worker/errorCodes.ts).
    const code = price.reason === 'minStay' ? 'STAY_MIN_NIGHTS' : price.reason === 'maxStay' ? 'STAY_MAX_NIGHTS' : undefined;
    throw fieldError(400, message, price.reason === 'closedToArrival' ? 'checkIn' : 'checkOut', code);
  }
  const totalCents = price.totalCents;
  if (totalCents > toCents(MAX_MONEY)) throw fieldError(400, BookingMessages.totalTooLarge, 'roomCount');

  const session = c.get('session');
  const hours = holdHours(c.env);
  const policy = policySentence(
    body.language,
    hotel.cancellationPolicy,
    freeUntilOf(hotel.cancellationPolicy, hotel.freeCancellationDays, body.checkIn),
  );
  const result = await createReservation(
    db,
    {
      hotelId: hotel.id,
      roomTypeId: room.id,
      roomCount: body.roomCount,
      reservationGuests: body.reservationGuests,
      checkIn: body.checkIn,
      checkOut: body.checkOut,
      nights,
      pricePerNightCents: price.nights[0]?.priceCents ?? room.pricePerNightCents,
      totalCents,
      subtotalCents: price.subtotalCents,
      taxCents: price.taxCents,
      taxRateBp: Math.round(price.taxRate * 100),
      nightPrices: price.nights,
      guestName: body.guestName,
      guestEmail: body.guestEmail,
      guestPhone: body.guestPhone,
      specialRequests: body.specialRequests,
      userId: session?.role === 'USER' ? session.sub : null,
      language: body.language,
      termsAccepted: body.termsAccepted === true,
      termsVersion: body.termsVersion ?? null,
    },
    (pnrCode) =>
      reservationCreatedEmail(
        body.language,
        {
          guestName: body.guestName,
          pnrCode,
          hotelName: hotel.hotelName,
          checkIn: body.checkIn,
          checkOut: body.checkOut,
          nights,
          guests: body.reservationGuests,
          totalCents,
          split: { subtotalCents: price.subtotalCents, taxCents: price.taxCents, taxRate: price.taxRate },
          policy,
        },
        bankAccountOf(c.env),
        hours,
      ),
  );
  if (result.outcome === 'full') throw conflict(BookingMessages.full);
  await assignNewStay(db, hotel.id, result.id);

  const answer: CreateReservationResponse = {
    id: result.id,
    pnrCode: result.pnrCode,
    bookingToken: await signBooking(c.env, result.id, bookingTokenSeconds(c.env)),
    totalAmount: fromCents(totalCents),
    subtotal: fromCents(price.subtotalCents),
    tax: fromCents(price.taxCents),
    nights,
    status: 'PENDING',
  };
  return c.json(answer, 201);
});

export const reservations = router()
  // The spec's booking call and its two older variants (/api/reservations, /reservations): one handler.
  .post(routes.createReservation.path, ...createReservationHandlers)
  .post(routes.createReservationApi.path, ...createReservationHandlers)
  .post(routes.createReservationLegacy.path, ...createReservationHandlers)

  .get(routes.getAllReservations.path, requireAdmin, validate('query', ReservationListQuery), async (c) => {
    const query = c.req.valid('query');
    const pager = paged(c, query);
    return pager.send(await listReservations(c.env.DB, query, pager.page));
  })

  .get(routes.getReservationById.path, requireAdmin, validate('query', IdQuery), async (c) => {
    const reservation = await getReservation(c.env.DB, c.req.valid('query').id);
    if (!reservation) throw notFound(BookingMessages.notFound);
    return c.json(reservation);
  })

  // Full replace of the editable fields. The admin's totalAmount and status are taken as sent;
  // nights follow the dates. A change that takes rooms (back to PENDING/CONFIRMED, other dates,
  // another room type, more rooms) must fit the inventory, checked inside the UPDATE.
  .put(routes.updateReservation.path, requireAdmin, validate('query', IdQuery), validate('json', ReservationUpdate), async (c) => {
    const { id } = c.req.valid('query');
    const body = c.req.valid('json');
    const db = c.env.DB;
    const current = await getReservationRecord(db, id);
    if (!current) throw notFound(BookingMessages.notFound);

    const hotel = await findHotel(db, body.hotelId);
    if (hotel === 'ambiguous') throw fieldError(400, BookingMessages.hotelAmbiguous, 'hotelId');
    if (!hotel) throw fieldError(404, BookingMessages.hotelNotFound, 'hotelId');
    const room = await findRoomTypeOfHotel(db, hotel.id, body);
    if (!room) throw fieldError(404, BookingMessages.noRoomType, body.roomTypeId ? 'roomTypeId' : 'roomType');

    const roomChanged = room.id !== current.room_type_id;
    const takesRooms = editTakesRooms(
      { status: current.status, roomTypeId: current.room_type_id, checkIn: current.check_in, checkOut: current.check_out, roomCount: current.room_count },
      { status: body.status, roomTypeId: room.id, checkIn: body.checkIn, checkOut: body.checkOut, roomCount: body.roomCount },
    );

    const outcome = await updateReservation(
      db,
      id,
      {
        guestName: body.guestName,
        guestEmail: body.guestEmail,
        guestPhone: body.guestPhone,
        hotelId: hotel.id,
        roomTypeId: room.id,
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        nights: nightsBetween(body.checkIn, body.checkOut),
        roomCount: body.roomCount,
        reservationGuests: body.reservationGuests,
        pricePerNightCents: roomChanged ? room.pricePerNightCents : current.price_per_night_cents,
        totalCents: toCents(body.totalAmount),
        advancePaymentCents: body.advancePayment === null ? null : toCents(body.advancePayment),
        status: body.status,
        specialRequests: body.specialRequests,
        language: body.language ?? current.language,
      },
      takesRooms,
    );
    if (outcome === 'missing') throw notFound(BookingMessages.notFound);
    if (outcome === 'full') throw conflict(BookingMessages.full);
    if (outcome === 'paid') throw fieldError409(BookingMessages.totalPaid, 'totalAmount');
    await assignNewStay(db, hotel.id, id);
    return c.json(await getReservation(db, id));
  })

  // The reservation and its payments go in one batch; their receipt files after it.
  .delete(routes.deleteReservation.path, requireAdmin, validate('query', IdQuery), async (c) => {
    const { deleted, receipts } = await deleteReservation(c.env.DB, c.req.valid('query').id);
    if (deleted === 0) throw notFound(BookingMessages.notFound);
    await discardReceipts(c.env, receipts);
    return c.json({ message: 'Reservation deleted', deleted });
  })

  .delete(routes.deleteAllReservations.path, requireAdmin, async (c) => {
    const { deleted, receipts } = await deleteAllReservations(c.env.DB);
    await discardReceipts(c.env, receipts);
    return c.json({ message: `${deleted} reservation(s) deleted`, deleted });
  })

  .get(routes.getUserReservations.path, requireUser, validate('query', UserReservationsQuery), async (c) => {
    const query = c.req.valid('query');
    const session = c.get('session');
    if (session?.role !== 'ADMIN' && session?.sub !== query.userId) throw forbidden(BookingMessages.otherUser);
    const pager = paged(c, query);
    return pager.send(await listReservations(c.env.DB, { userId: query.userId }, pager.page));
  })

  .get(routes.getMyReservations.path, requireUser, validate('query', PageQuery), async (c) => {
    const pager = paged(c, c.req.valid('query'));
    const result = await listMyReservations(c.env.DB, c.get('session')!.sub, pager.page, vanToday());
    // The hotel's and the room type's names in the user's language, as the hotel page shows them.
    const [hotelNames, roomNames] = await Promise.all([
      displayNames(c, 'hotel', result.items.map((reservation) => ({ id: reservation.hotelId, name: reservation.hotelName }))),
      displayNames(c, 'roomType', result.items.map((reservation) => ({ id: reservation.roomTypeId, name: reservation.roomType }))),
    ]);
    c.header('Vary', 'Accept-Language', { append: true });
    const items = result.items.map((reservation) => ({
      ...reservation,
      hotelDisplayName: hotelNames.get(reservation.hotelId) ?? reservation.hotelName,
      roomTypeDisplayName: roomNames.get(reservation.roomTypeId) ?? reservation.roomType,
    }));
    return pager.send({ ...result, items });
  })

  // Anyone. Rate-limited per client (its `limit` in contract/routes.ts: auth/limits.ts pnrLimit): a burst brake on every call,
  // then an exact count of FAILED calls (unknown or malformed codes: guesses), read in the
  // lookup's own statement, so a guest's lookup is one D1 round trip and no write; a found
  // booking asked in a language reads its hotel's (or tour's) name in it after that.
  .get(routes.lookupPnr.path, validate('param', PnrParams), async (c) => {
    const row = await firstWithinBudget<PnrLookupRow>(c, pnrLookupQuery(c.req.valid('param').pnr));
    if (!row) throw notFound(BookingMessages.pnrNotFound);
    const names = await displayNames(c, row.kind === 'TOUR' ? 'tour' : 'hotel', [{ id: row.named_id, name: row.hotel_name }]);
    c.header('Vary', 'Accept-Language', { append: true });
    const answer: PnrLookup = { ...toPnrLookup(row, vanToday()), hotelDisplayName: names.get(row.named_id) ?? row.hotel_name };
    return c.json(answer);
  })

  // Late receipt upload: the PNR together with the guest's e-mail buys a booking token for a
  // PENDING reservation. A wrong PNR and a wrong e-mail get the same 404; the state (409) is
  // told only to whoever knows both. Rate-limited like the lookup (failed calls count), in its
  // own bucket.
  .post(
    routes.accessReservationByPnr.path,
    validate('param', PnrParams),
    validate('json', PnrAccessRequest),
    async (c) => {
      const found = await firstWithinBudget<PnrAccessRecord>(c, pnrAccessQuery(c.req.valid('param').pnr));
      if (!found || !sameGuestEmail(c.req.valid('json').email, found.guest_email)) throw notFound(BookingMessages.pnrNotFound);
      if (found.status !== 'PENDING') throw conflict(BookingMessages.pnrAccessNotPending);
      const answer: PnrAccess = {
        reservationId: found.id,
        pnrCode: found.pnr_code,
        bookingToken: await signBooking(c.env, found.id, bookingTokenSeconds(c.env)),
        paymentId: found.payment_id,
        totalAmount: fromCents(found.total_amount_cents),
        status: found.status,
      };
      return c.json(answer);
    },
  );
