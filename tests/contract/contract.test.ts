import { env, SELF } from 'cloudflare:test';
import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminMessages,
  BOOKING_TOKEN_HEADER,
  BookingTokenMessages,
  endpoints,
  ErrorBody,
  FavouriteMessages,
  PaymentMessages,
  RESERVATION_CSV_HEADER,
  ReceiptMessages,
  ReservationMessages,
} from '../../contract';
import type { EndpointName, OccupancyCalendar } from '../../contract';
import { ADMIN_LOGIN, hotelIds, hotels, pnrCodes, reservationIds, tourIds, tourReservations, USER_LOGIN } from '../../mocks/fixtures';
import { favourites as favouriteFixtures } from '../../mocks/fixtures';
import { fallbackHandlers, handlers } from '../../mocks/handlers';
import { resetStore } from '../../mocks/store';
import { seedFixtures } from './seed';

/**
 * The same requests against the MSW mocks and against the Worker (inside workerd, D1 seeded
 * with the mock fixtures): both answers must have the same status and parse with the same
 * contract schema (the endpoint's response for 2xx, the error envelope otherwise).
 */
const ORIGIN = 'http://local.test';

interface Side {
  name: 'mocks' | 'worker';
  fetch(request: Request): Promise<Response>;
}

const mocks: Side = {
  name: 'mocks',
  async fetch(request) {
    const response = await getResponse([...handlers, ...fallbackHandlers], request);
    if (!response) throw new Error(`No mock answered ${request.method} ${request.url}`);
    return response;
  },
};

const worker: Side = { name: 'worker', fetch: (request) => SELF.fetch(request) };

function request(
  path: string,
  init: { method?: string; json?: unknown; token?: string; bookingToken?: string; form?: FormData } = {},
): Request {
  const headers = new Headers({ Accept: 'application/json' });
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.bookingToken) headers.set(BOOKING_TOKEN_HEADER, init.bookingToken);
  return new Request(`${ORIGIN}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
  });
}

let stayCounter = 0;
/** Books a fresh one-night stay (its own dates, so cases never compete for rooms) on one side. */
async function bookOn(side: Side, overrides: Record<string, unknown> = {}) {
  const day = 1 + (stayCounter++ % 27);
  const json = { ...booking, checkIn: `2032-03-${String(day).padStart(2, '0')}`, checkOut: `2032-03-${String(day + 1).padStart(2, '0')}`, ...overrides };
  const response = await side.fetch(request(endpoints.createReservation.path, { method: 'POST', json }));
  if (response.status !== 201) throw new Error(`${side.name}: booking answered ${response.status} ${await response.text()}`);
  return endpoints.createReservation.response.parse(await response.json());
}

async function paymentOn(side: Side, booked: { id: string; bookingToken: string }) {
  const response = await side.fetch(
    request(endpoints.createPayment.path, { method: 'POST', json: { reservationId: booked.id }, bookingToken: booked.bookingToken }),
  );
  return { status: response.status, payment: endpoints.createPayment.response.parse(await response.json()) };
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

function receiptForm(bytes: Uint8Array, name: string, fields: { paymentId?: string; reservationId?: string }): FormData {
  const form = new FormData();
  form.append('file', new File([bytes], name));
  if (fields.paymentId) form.append('paymentId', fields.paymentId);
  if (fields.reservationId) form.append('reservationId', fields.reservationId);
  return form;
}

const uploadOn = (side: Side, form: FormData, bookingToken: string) =>
  side.fetch(request(endpoints.uploadFile.path, { method: 'POST', form, bookingToken }));

/**
 * One login per side and user for the whole file: the Worker throttles repeated logins of one
 * name (as it should), and the cases are about the calls, not about logging in. The logout case
 * logs in on its own, so the cached tokens stay valid.
 */
const sessions = new Map<string, Promise<string>>();
function loginOn(side: Side, credentials: { name: string; password: string }): Promise<string> {
  const key = `${side.name}:${credentials.name}`;
  let token = sessions.get(key);
  if (!token) {
    token = freshLogin(side, credentials);
    sessions.set(key, token);
  }
  return token;
}

async function freshLogin(side: Side, credentials: { name: string; password: string }): Promise<string> {
  const response = await side.fetch(request(endpoints.login.path, { method: 'POST', json: credentials }));
  if (response.status !== 200) throw new Error(`${side.name}: login as ${credentials.name} answered ${response.status}`);
  return endpoints.login.response.parse(await response.json()).token;
}

const unknownId = '00000000-0000-4000-8000-000000000000';
const booking = {
  hotelId: hotelIds.tusba,
  roomType: 'DOUBLE',
  reservationGuests: 2,
  checkIn: '2031-05-01',
  checkOut: '2031-05-04',
  fullName: 'Contract Test',
  guestEmail: 'contract@example.com',
  guestPhone: '+90 555 000 11 22',
};

interface Case {
  name: string;
  endpoint: EndpointName;
  status: number;
  /** Builds the request on one side (may call that side first, e.g. to log in or book). */
  send(side: Side): Promise<Response>;
  /** The error message both sides must give (spec texts only). */
  message?: string;
  /** Extra checks on the parsed 2xx body, run for both sides. */
  check?(body: unknown): void;
}

const tourBooking = {
  tourId: tourIds.akdamar,
  fullName: 'Contract Tour Guest',
  email: 'tour-contract@example.com',
  phone: '+90 555 000 33 44',
  tourDate: '2027-06-01',
  numberOfPeople: 2,
  specialRequests: null,
  paymentMethod: 'bank-transfer',
  termsAccepted: true,
};

const cases: Case[] = [
  {
    name: 'tour booking stored (total = price x people)',
    endpoint: 'createTourReservation',
    status: 201,
    send: (side) => side.fetch(request(endpoints.createTourReservation.path, { method: 'POST', json: tourBooking })),
    check: (body) => expect(body).toMatchObject({ numberOfPeople: 2, totalAmount: 1900, paymentMethod: 'BANK_TRANSFER', status: 'PENDING' }),
  },
  {
    name: 'tour booking on a day the tour does not run',
    endpoint: 'createTourReservation',
    status: 400,
    message: 'The tour does not run on this date',
    send: (side) =>
      side.fetch(request(endpoints.createTourReservation.path, { method: 'POST', json: { ...tourBooking, tourDate: '2027-12-01' } })),
  },
  {
    name: 'tour booking above the group size',
    endpoint: 'createTourReservation',
    status: 400,
    message: 'At most 20 people can join this tour',
    send: (side) =>
      side.fetch(request(endpoints.createTourReservation.path, { method: 'POST', json: { ...tourBooking, numberOfPeople: 21 } })),
  },
  {
    name: 'tour booking when the day is full',
    endpoint: 'createTourReservation',
    status: 409,
    message: 'Not enough places left on this tour for this date',
    send: async (side) => {
      const full = { ...tourBooking, tourDate: '2027-07-07', numberOfPeople: 15 };
      await side.fetch(request(endpoints.createTourReservation.path, { method: 'POST', json: full }));
      return side.fetch(request(endpoints.createTourReservation.path, { method: 'POST', json: { ...full, numberOfPeople: 6 } }));
    },
  },
  {
    name: 'list hotels',
    endpoint: 'getAllHotels',
    status: 200,
    send: (side) => side.fetch(request(endpoints.getAllHotels.path)),
    check: (body) => {
      const list = body as { id: string; apiKey?: unknown }[];
      expect(list.map((h) => h.id).sort()).toEqual(hotels.map((h) => h.id).sort());
      expect(list.every((h) => !('apiKey' in h))).toBe(true);
    },
  },
  {
    name: 'get hotel by id',
    endpoint: 'getHotelById',
    status: 200,
    send: (side) => side.fetch(request(`${endpoints.getHotelById.path}?id=${hotelIds.ipekyolu}`)),
    check: (body) => expect(body).toMatchObject({ id: hotelIds.ipekyolu, hotelName: 'İpekyolu Grand Otel', roomCount: 36 }),
  },
  {
    name: 'unknown hotel id is 404',
    endpoint: 'getHotelById',
    status: 404,
    send: (side) => side.fetch(request(`${endpoints.getHotelById.path}?id=${unknownId}`)),
  },
  {
    name: "a hotel's room types",
    endpoint: 'getHotelRoomTypes',
    status: 200,
    send: (side) => side.fetch(request(endpoints.getHotelRoomTypes.path.replace(':hotelId', hotelIds.ipekyolu))),
    check: (body) => expect((body as unknown[]).length).toBe(3),
  },
  {
    name: "a hotel's room types for dates carry capacity and roomsLeft",
    endpoint: 'getHotelRoomTypes',
    status: 200,
    send: (side) =>
      side.fetch(
        request(`${endpoints.getHotelRoomTypes.path.replace(':hotelId', hotelIds.ipekyolu)}?checkIn=2027-05-11&checkOut=2027-05-15&guests=2`),
      ),
    // The fixture's PENDING booking holds one DOUBLE on 10..13 May.
    check: (body) =>
      expect((body as { name: string; capacity: number; roomsLeft: number | null }[]).map((r) => [r.name, r.capacity, r.roomsLeft])).toEqual([
        ['SINGLE', 1, 12],
        ['DOUBLE', 2, 19],
        ['SUITE', 4, 4],
      ]),
  },
  {
    name: 'search with dates and guests: hotels that sleep the party every night, with the cheapest stay',
    endpoint: 'searchHotels',
    status: 200,
    send: (side) => side.fetch(request(`${endpoints.searchHotels.path}?checkIn=2031-08-01&checkOut=2031-08-03&guests=2`)),
    check: (body) => {
      const list = body as { id: string; stay: { roomTypeName: string; roomsNeeded: number; total: number } | null }[];
      // Muradiye has one single room only: two guests need two.
      expect(list.map((h) => h.id).sort()).toEqual(hotels.map((h) => h.id).filter((id) => id !== hotelIds.muradiye).sort());
      expect(list.find((h) => h.id === hotelIds.akdamar)?.stay).toMatchObject({ roomTypeName: 'DOUBLE', roomsNeeded: 1, total: 3200 });
      expect(list.find((h) => h.id === hotelIds.ipekyolu)?.stay).toMatchObject({ roomTypeName: 'DOUBLE', roomsNeeded: 1, total: 6800 });
    },
  },
  {
    name: 'search without dates: stay is null',
    endpoint: 'searchHotelsLegacy',
    status: 200,
    send: (side) => side.fetch(request(`${endpoints.searchHotelsLegacy.path}?guests=3`)),
    check: (body) => expect((body as { stay: unknown }[]).map((h) => h.stay)).toEqual(hotels.map(() => null)),
  },
  {
    name: 'create reservation with more guests than the rooms sleep is 400',
    endpoint: 'createReservation',
    status: 400,
    message: ReservationMessages.tooManyGuests,
    send: (side) => side.fetch(request(endpoints.createReservation.path, { method: 'POST', json: { ...booking, reservationGuests: 3 } })),
  },
  {
    name: 'login ok',
    endpoint: 'login',
    status: 200,
    send: (side) => side.fetch(request(endpoints.login.path, { method: 'POST', json: ADMIN_LOGIN })),
    check: (body) => expect(body).toMatchObject({ user: { name: 'admin', role: 'ADMIN' } }),
  },
  {
    name: 'login with a bad password is 401',
    endpoint: 'login',
    status: 401,
    send: (side) =>
      side.fetch(request(endpoints.login.path, { method: 'POST', json: { name: ADMIN_LOGIN.name, password: 'not-the-password' } })),
  },
  {
    name: 'logout with a USER token',
    endpoint: 'logout',
    status: 200,
    send: async (side) => side.fetch(request(endpoints.logout.path, { method: 'POST', token: await freshLogin(side, USER_LOGIN) })),
    check: (body) => expect(body).toEqual({ message: 'Logged out' }),
  },
  {
    name: 'logout without a token is 401',
    endpoint: 'logout',
    status: 401,
    send: (side) => side.fetch(request(endpoints.logout.path, { method: 'POST' })),
  },
  {
    name: 'login without a password is 400',
    endpoint: 'login',
    status: 400,
    send: (side) => side.fetch(request(endpoints.login.path, { method: 'POST', json: { name: 'admin' } })),
  },
  {
    name: 'create reservation ok',
    endpoint: 'createReservation',
    status: 201,
    send: (side) => side.fetch(request(endpoints.createReservation.path, { method: 'POST', json: booking })),
    check: (body) => expect(body).toMatchObject({ status: 'PENDING', nights: 3, totalAmount: 6900 }),
  },
  {
    name: 'create reservation with invalid fields is 400',
    endpoint: 'createReservation',
    status: 400,
    send: (side) =>
      side.fetch(
        request(endpoints.createReservation.path, {
          method: 'POST',
          json: { ...booking, guestEmail: 'not-an-email', checkOut: '2031-04-30' },
        }),
      ),
  },
  {
    name: 'PNR lookup ok',
    endpoint: 'lookupPnr',
    status: 200,
    send: (side) => side.fetch(request(endpoints.lookupPnr.path.replace(':pnr', pnrCodes.pending))),
    check: (body) =>
      expect(body).toEqual({
        hotelName: 'İpekyolu Grand Otel',
        guestName: 'Ayşe Kaya',
        checkIn: '2027-05-10',
        checkOut: '2027-05-13',
        status: 'PENDING',
        totalAmount: 10200,
        pnrCode: pnrCodes.pending,
      }),
  },
  {
    name: 'PNR lookup of a new booking (lower case) ok',
    endpoint: 'lookupPnr',
    status: 200,
    async send(side) {
      const created = await side.fetch(
        request(endpoints.createReservation.path, { method: 'POST', json: { ...booking, checkIn: '2031-06-01', checkOut: '2031-06-02' } }),
      );
      const { pnrCode } = endpoints.createReservation.response.parse(await created.json());
      return side.fetch(request(endpoints.lookupPnr.path.replace(':pnr', pnrCode.toLowerCase())));
    },
  },
  {
    name: 'PNR not found is 404',
    endpoint: 'lookupPnr',
    status: 404,
    message: 'Reservation not found',
    send: (side) => side.fetch(request(endpoints.lookupPnr.path.replace(':pnr', 'ZZZZ9999'))),
  },
  {
    name: 'late receipt access with the right e-mail (other case): a booking token, the payment id',
    endpoint: 'accessReservationByPnr',
    status: 200,
    send: (side) =>
      side.fetch(
        request(endpoints.accessReservationByPnr.path.replace(':pnr', pnrCodes.pending.toLowerCase()), {
          method: 'POST',
          json: { email: 'AYSE.KAYA@example.com' },
        }),
      ),
    check: (body) =>
      expect(body).toMatchObject({ pnrCode: pnrCodes.pending, status: 'PENDING', totalAmount: 10200, bookingToken: expect.any(String), paymentId: expect.any(String) }),
  },
  {
    name: 'late receipt access of a new booking: no payment yet',
    endpoint: 'accessReservationByPnr',
    status: 200,
    async send(side) {
      const created = await side.fetch(
        request(endpoints.createReservation.path, { method: 'POST', json: { ...booking, checkIn: '2031-07-01', checkOut: '2031-07-02' } }),
      );
      const { pnrCode } = endpoints.createReservation.response.parse(await created.json());
      return side.fetch(request(endpoints.accessReservationByPnr.path.replace(':pnr', pnrCode), { method: 'POST', json: { email: booking.guestEmail } }));
    },
    check: (body) => expect(body).toMatchObject({ paymentId: null, status: 'PENDING', totalAmount: 2300 }),
  },
  {
    name: 'late receipt access with a wrong e-mail is the 404 of an unknown PNR',
    endpoint: 'accessReservationByPnr',
    status: 404,
    message: ReservationMessages.pnrNotFound,
    send: (side) =>
      side.fetch(request(endpoints.accessReservationByPnr.path.replace(':pnr', pnrCodes.pending), { method: 'POST', json: { email: 'someone@example.com' } })),
  },
  {
    name: 'late receipt access with an unknown PNR is 404',
    endpoint: 'accessReservationByPnr',
    status: 404,
    message: ReservationMessages.pnrNotFound,
    send: (side) =>
      side.fetch(request(endpoints.accessReservationByPnr.path.replace(':pnr', 'ZZZZ9999'), { method: 'POST', json: { email: 'ayse.kaya@example.com' } })),
  },
  {
    name: 'late receipt access to a CONFIRMED reservation is 409',
    endpoint: 'accessReservationByPnr',
    status: 409,
    message: ReservationMessages.pnrAccessNotPending,
    send: (side) =>
      side.fetch(request(endpoints.accessReservationByPnr.path.replace(':pnr', pnrCodes.confirmed), { method: 'POST', json: { email: 'reza.tehrani@example.com' } })),
  },
  // Every error the booking screens show: the same status and message on both sides.
  {
    name: 'booking: no rooms left is 409 with the spec text',
    endpoint: 'createReservation',
    status: 409,
    message: ReservationMessages.noRoomsLeft,
    async send(side) {
      // Muradiye has one SINGLE room: the second booking of the same night finds none left.
      const stay = { hotelId: hotelIds.muradiye, roomType: 'SINGLE', reservationGuests: 1, checkIn: '2032-06-10', checkOut: '2032-06-11' };
      await bookOn(side, stay);
      return side.fetch(request(endpoints.createReservation.path, { method: 'POST', json: { ...booking, ...stay } }));
    },
  },
  {
    name: 'booking: a past check-in date is 400 on checkIn',
    endpoint: 'createReservation',
    status: 400,
    message: ReservationMessages.pastCheckIn,
    send: (side) =>
      side.fetch(request(endpoints.createReservation.path, { method: 'POST', json: { ...booking, checkIn: '2020-01-01', checkOut: '2020-01-03' } })),
    check: (body) => expect((body as { details: { path: string }[] }).details[0]?.path).toBe('checkIn'),
  },
  {
    name: 'payment: a repeated create answers the same payment (200), no second record',
    endpoint: 'createPayment',
    status: 200,
    async send(side) {
      const booked = await bookOn(side);
      const first = await paymentOn(side, booked);
      expect(first.status, side.name).toBe(201);
      const response = await side.fetch(
        request(endpoints.createPayment.path, { method: 'POST', json: { reservationId: booked.id }, bookingToken: booked.bookingToken }),
      );
      const copy = response.clone();
      expect(((await copy.json()) as { id: string }).id, side.name).toBe(first.payment.id);
      return response;
    },
  },
  {
    name: "payment: the booking token of another reservation is 403",
    endpoint: 'createPayment',
    status: 403,
    message: BookingTokenMessages.otherReservation,
    async send(side) {
      const mine = await bookOn(side);
      const other = await bookOn(side);
      return side.fetch(request(endpoints.createPayment.path, { method: 'POST', json: { reservationId: other.id }, bookingToken: mine.bookingToken }));
    },
  },
  {
    name: 'payment: no booking token at all is 401',
    endpoint: 'createPayment',
    status: 401,
    message: BookingTokenMessages.required,
    send: (side) => side.fetch(request(endpoints.createPayment.path, { method: 'POST', json: { reservationId: unknownId } })),
  },
  {
    name: 'payment: a forged booking token is 401',
    endpoint: 'createPayment',
    status: 401,
    message: 'Invalid or expired booking token',
    send: (side) => side.fetch(request(endpoints.createPayment.path, { method: 'POST', json: { reservationId: unknownId }, bookingToken: 'forged' })),
  },
  {
    name: 'verify: a payment without a receipt is 409',
    endpoint: 'verifyPayment',
    status: 409,
    message: PaymentMessages.noReceipt,
    async send(side) {
      const { payment } = await paymentOn(side, await bookOn(side));
      const admin = await loginOn(side, ADMIN_LOGIN);
      return side.fetch(request(`${endpoints.verifyPayment.path.replace(':id', payment.id)}?approve=true`, { method: 'POST', token: admin }));
    },
  },
  {
    name: 'upload: a PNG receipt is stored and attached (201)',
    endpoint: 'uploadFile',
    status: 201,
    async send(side) {
      const booked = await bookOn(side);
      const { payment } = await paymentOn(side, booked);
      return uploadOn(side, receiptForm(PNG, 'dekont.png', { paymentId: payment.id }), booked.bookingToken);
    },
    check: (body) => expect(body).toMatchObject({ contentType: 'image/png', size: PNG.length }),
  },
  {
    name: 'upload: a file over 5 MB is 413',
    endpoint: 'uploadFile',
    status: 413,
    message: ReceiptMessages.tooLarge,
    async send(side) {
      const booked = await bookOn(side);
      const big = new Uint8Array(5_242_881);
      big.set(PNG);
      return uploadOn(side, receiptForm(big, 'big.png', { reservationId: booked.id }), booked.bookingToken);
    },
  },
  {
    name: 'upload: a text file is 415',
    endpoint: 'uploadFile',
    status: 415,
    message: ReceiptMessages.wrongType,
    async send(side) {
      const booked = await bookOn(side);
      return uploadOn(side, receiptForm(new TextEncoder().encode('just text'), 'dekont.txt', { reservationId: booked.id }), booked.bookingToken);
    },
  },
  {
    name: 'upload: with the booking token of another reservation is 403',
    endpoint: 'uploadFile',
    status: 403,
    message: BookingTokenMessages.otherReservation,
    async send(side) {
      const mine = await bookOn(side);
      const other = await bookOn(side);
      return uploadOn(side, receiptForm(PNG, 'dekont.png', { reservationId: other.id }), mine.bookingToken);
    },
  },
  {
    name: 'attach: a receipt to an approved (PAID) payment is 409',
    endpoint: 'updateReceipt',
    status: 409,
    message: PaymentMessages.locked,
    async send(side) {
      const booked = await bookOn(side);
      const { payment } = await paymentOn(side, booked);
      const first = await (await uploadOn(side, receiptForm(PNG, 'a.png', { paymentId: payment.id }), booked.bookingToken)).json();
      const admin = await loginOn(side, ADMIN_LOGIN);
      const verified = await side.fetch(request(`${endpoints.verifyPayment.path.replace(':id', payment.id)}?approve=true`, { method: 'POST', token: admin }));
      expect(verified.status, side.name).toBe(200);
      // A second receipt can no longer be uploaded either.
      const again = await uploadOn(side, receiptForm(PNG, 'b.png', { paymentId: payment.id }), booked.bookingToken);
      expect(again.status, side.name).toBe(409);
      return side.fetch(
        request(endpoints.updateReceipt.path.replace(':id', payment.id), {
          method: 'POST',
          json: { receipt: (first as { filename: string }).filename },
          bookingToken: booked.bookingToken,
        }),
      );
    },
  },
  {
    name: 'outbox: the new booking e-mail is queued (admin list, filtered by status)',
    endpoint: 'getOutbox',
    status: 200,
    async send(side) {
      const booked = await bookOn(side, { guestEmail: 'outbox-contract@example.com', language: 'en' });
      const admin = await loginOn(side, ADMIN_LOGIN);
      const response = await side.fetch(request(`${endpoints.getOutbox.path}?status=PENDING`, { token: admin }));
      const copy = await response.clone().json();
      expect(copy, side.name).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            to: 'outbox-contract@example.com',
            kind: 'RESERVATION_CREATED',
            status: 'PENDING',
            attempts: 0,
            subject: `Your reservation has been received - PNR: ${booked.pnrCode}`,
          }),
        ]),
      );
      return response;
    },
  },
  {
    name: 'outbox: not for a USER (403)',
    endpoint: 'getOutbox',
    status: 403,
    send: async (side) => side.fetch(request(endpoints.getOutbox.path, { token: await loginOn(side, USER_LOGIN) })),
  },
  {
    name: 'admin list without a token is 401',
    endpoint: 'getAllReservations',
    status: 401,
    send: (side) => side.fetch(request(endpoints.getAllReservations.path)),
  },
  {
    name: 'admin list with a USER token is 403',
    endpoint: 'getAllReservations',
    status: 403,
    send: async (side) => side.fetch(request(endpoints.getAllReservations.path, { token: await loginOn(side, USER_LOGIN) })),
  },
  {
    name: 'admin list with an ADMIN token',
    endpoint: 'getAllReservations',
    status: 200,
    send: async (side) => side.fetch(request(endpoints.getAllReservations.path, { token: await loginOn(side, ADMIN_LOGIN) })),
  },
  {
    name: 'places',
    endpoint: 'getAllPlaces',
    status: 200,
    send: (side) => side.fetch(request(endpoints.getAllPlaces.path)),
    check: (body) => expect((body as unknown[]).length).toBeGreaterThan(0),
  },
  {
    name: 'tours',
    endpoint: 'getAllTours',
    status: 200,
    send: (side) => side.fetch(request(endpoints.getAllTours.path)),
    check: (body) => expect((body as unknown[]).length).toBeGreaterThan(0),
  },
  {
    name: 'approved reviews only',
    endpoint: 'getApprovedReviews',
    status: 200,
    send: (side) => side.fetch(request(endpoints.getApprovedReviews.path)),
    check: (body) => {
      const list = body as { status: string }[];
      expect(list.length).toBe(3);
      expect(list.every((review) => review.status === 'APPROVED')).toBe(true);
    },
  },
  // Favourites of the logged-in user (profile; hearts on hotel cards). Run in this order.
  {
    name: 'favourites without a token is 401',
    endpoint: 'getFavourites',
    status: 401,
    send: (side) => side.fetch(request(endpoints.getFavourites.path)),
  },
  {
    name: 'add a favourite hotel',
    endpoint: 'addFavourite',
    status: 201,
    send: async (side) =>
      side.fetch(request(endpoints.addFavourite.path, { method: 'POST', json: { hotelId: hotelIds.ipekyolu }, token: await loginOn(side, USER_LOGIN) })),
    check: (body) => {
      expect(body).toMatchObject({ id: hotelIds.ipekyolu, hotelName: 'İpekyolu Grand Otel' });
      expect(body).not.toHaveProperty('apiKey');
    },
  },
  {
    name: 'adding the same favourite again changes nothing (200)',
    endpoint: 'addFavourite',
    status: 200,
    send: async (side) =>
      side.fetch(request(endpoints.addFavourite.path, { method: 'POST', json: { hotelId: hotelIds.ipekyolu }, token: await loginOn(side, USER_LOGIN) })),
    check: (body) => expect(body).toMatchObject({ id: hotelIds.ipekyolu }),
  },
  {
    name: "list the user's favourites, newest first",
    endpoint: 'getFavourites',
    status: 200,
    send: async (side) => side.fetch(request(endpoints.getFavourites.path, { token: await loginOn(side, USER_LOGIN) })),
    check: (body) => {
      const list = body as { id: string }[];
      expect(list.map((h) => h.id)).toEqual([hotelIds.ipekyolu, ...favouriteFixtures.map((f) => f.hotelId)]);
      expect(list.every((h) => !('apiKey' in h))).toBe(true);
    },
  },
  {
    name: 'remove a favourite',
    endpoint: 'removeFavourite',
    status: 200,
    send: async (side) =>
      side.fetch(
        request(endpoints.removeFavourite.path.replace(':hotelId', hotelIds.ipekyolu), { method: 'DELETE', token: await loginOn(side, USER_LOGIN) }),
      ),
    check: (body) => expect(body).toMatchObject({ deleted: 1 }),
  },
  {
    name: 'the removed favourite is gone from the list',
    endpoint: 'getFavourites',
    status: 200,
    send: async (side) => side.fetch(request(endpoints.getFavourites.path, { token: await loginOn(side, USER_LOGIN) })),
    check: (body) => expect((body as { id: string }[]).map((h) => h.id)).toEqual(favouriteFixtures.map((f) => f.hotelId)),
  },
  {
    name: 'favourite of an unknown hotel is 404',
    endpoint: 'addFavourite',
    status: 404,
    message: FavouriteMessages.hotelNotFound,
    send: async (side) =>
      side.fetch(request(endpoints.addFavourite.path, { method: 'POST', json: { hotelId: unknownId }, token: await loginOn(side, USER_LOGIN) })),
  },
  {
    name: 'my payments without a token is 401',
    endpoint: 'getMyPayments',
    status: 401,
    send: (side) => side.fetch(request(endpoints.getMyPayments.path)),
  },
  {
    name: "my payments: the payments of the caller's own reservations only",
    endpoint: 'getMyPayments',
    status: 200,
    async send(side) {
      const token = await loginOn(side, USER_LOGIN);
      const booked = await side.fetch(
        request(endpoints.createReservation.path, { method: 'POST', json: { ...booking, checkIn: '2031-07-01', checkOut: '2031-07-02' }, token }),
      );
      const { id, bookingToken } = endpoints.createReservation.response.parse(await booked.json());
      const payment = request(endpoints.createPayment.path, { method: 'POST', json: { reservationId: id } });
      payment.headers.set(BOOKING_TOKEN_HEADER, bookingToken);
      expect((await side.fetch(payment)).status).toBe(201);
      return side.fetch(request(endpoints.getMyPayments.path, { token }));
    },
    // The fixtures' payments belong to other guests: only the new one is the demo user's.
    check: (body) => expect(body).toMatchObject([{ status: 'PENDING', amount: 2300, provider: 'BANK_TRANSFER' }]),
  },
  {
    name: 'public config: the bank account for the transfer',
    endpoint: 'getPublicConfig',
    status: 200,
    send: (side) => side.fetch(request(endpoints.getPublicConfig.path)),
    check: (body) =>
      expect(body).toEqual({ bankName: 'Ziraat Bankası', bankAccountName: 'Van Turizm A.Ş.', iban: 'TR33 0001 0012 3456 7890 1234 56', holdHours: 48 }),
  },
  // Admin back office (contract/admin.ts): list filters, occupancy, CSV, tour bookings.
  {
    name: 'reservations: search by guest name, Turkish letters folded',
    endpoint: 'getAllReservations',
    status: 200,
    send: async (side) => side.fetch(request(`${endpoints.getAllReservations.path}?q=AYSE&sort=checkIn&order=asc`, { token: await loginOn(side, ADMIN_LOGIN) })),
    check: (body) => expect((body as { pnrCode: string }[]).map((r) => r.pnrCode)).toEqual([pnrCodes.pending]),
  },
  {
    name: 'reservations: stays overlapping a date range, hotel filter',
    endpoint: 'getAllReservations',
    status: 200,
    send: async (side) =>
      side.fetch(request(`${endpoints.getAllReservations.path}?from=2027-05-12&to=2027-05-13&hotelId=${hotelIds.ipekyolu}`, { token: await loginOn(side, ADMIN_LOGIN) })),
    check: (body) => expect((body as { pnrCode: string }[]).map((r) => r.pnrCode)).toEqual([pnrCodes.pending]),
  },
  {
    name: 'reservations: "to" before "from" is 400',
    endpoint: 'getAllReservations',
    status: 400,
    send: async (side) => side.fetch(request(`${endpoints.getAllReservations.path}?from=2027-05-12&to=2027-05-01`, { token: await loginOn(side, ADMIN_LOGIN) })),
    message: '"to" must be after "from"',
  },
  {
    name: 'payments awaiting approval',
    endpoint: 'getAllPayments',
    status: 200,
    send: async (side) => side.fetch(request(`${endpoints.getAllPayments.path}?stage=awaiting`, { token: await loginOn(side, ADMIN_LOGIN) })),
    check: (body) => {
      const list = body as { status: string; receipt: string | null; isReceiptVerified: boolean }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((p) => p.status === 'PENDING' && p.receipt && !p.isReceiptVerified)).toBe(true);
    },
  },
  {
    name: 'a new total on a reservation with a PAID payment is refused',
    endpoint: 'updateReservation',
    status: 409,
    send: async (side) => {
      const token = await loginOn(side, ADMIN_LOGIN);
      const current = (await (await side.fetch(request(`${endpoints.getReservationById.path}?id=${reservationIds.confirmed}`, { token }))).json()) as Record<string, unknown>;
      const body = { ...current, totalAmount: 1, hotelId: current.hotelId, roomTypeId: current.roomTypeId };
      return side.fetch(request(`${endpoints.updateReservation.path}?id=${reservationIds.confirmed}`, { method: 'PUT', json: body, token }));
    },
    message: AdminMessages.totalPaid,
  },
  {
    name: 'occupancy calendar of a hotel',
    endpoint: 'getOccupancy',
    status: 200,
    send: async (side) =>
      side.fetch(request(`${endpoints.getOccupancy.path}?hotelId=${hotelIds.ipekyolu}&from=2027-05-09&days=5`, { token: await loginOn(side, ADMIN_LOGIN) })),
    check: (body) => {
      const calendar = body as OccupancyCalendar;
      expect(calendar.roomTypes.map((r) => r.name)).toEqual(['SINGLE', 'DOUBLE', 'SUITE']);
      const double = calendar.roomTypes[1]!;
      expect(double.nights.map((n) => n.date)).toEqual(['2027-05-09', '2027-05-10', '2027-05-11', '2027-05-12', '2027-05-13']);
      expect(double.nights.map((n) => n.pending)).toEqual([0, 1, 1, 1, 0]);
      expect(double.nights.map((n) => n.free)).toEqual([double.rooms, double.rooms - 1, double.rooms - 1, double.rooms - 1, double.rooms]);
    },
  },
  {
    name: 'occupancy of an unknown hotel is 404',
    endpoint: 'getOccupancy',
    status: 404,
    send: async (side) => side.fetch(request(`${endpoints.getOccupancy.path}?hotelId=${unknownId}`, { token: await loginOn(side, ADMIN_LOGIN) })),
    message: 'Hotel not found',
  },
  {
    name: 'reservations CSV: BOM, Turkish header, the filtered rows',
    endpoint: 'exportReservationsCsv',
    status: 200,
    send: async (side) => side.fetch(request(`${endpoints.exportReservationsCsv.path}?q=ayse`, { token: await loginOn(side, ADMIN_LOGIN) })),
    check: (body) => {
      // response.text() drops the BOM (worker/admin.test.ts checks its bytes).
      const lines = String(body).split('\r\n');
      expect(lines[0]).toBe(RESERVATION_CSV_HEADER.join(';'));
      expect(lines[1]).toMatch(new RegExp(`^${pnrCodes.pending};Ayşe Kaya;`));
      expect(lines).toHaveLength(3);
    },
  },
  {
    name: 'payments CSV',
    endpoint: 'exportPaymentsCsv',
    status: 200,
    send: async (side) => side.fetch(request(`${endpoints.exportPaymentsCsv.path}?status=PAID`, { token: await loginOn(side, ADMIN_LOGIN) })),
    check: (body) => expect(String(body).split('\r\n')[1]).toMatch(/;Ödendi;/),
  },
  {
    name: 'admin confirms a tour booking',
    endpoint: 'updateTourReservationStatus',
    status: 200,
    send: async (side) =>
      side.fetch(
        request(endpoints.updateTourReservationStatus.path.replace(':id', tourReservations[0]!.id), {
          method: 'PUT',
          json: { status: 'CONFIRMED' },
          token: await loginOn(side, ADMIN_LOGIN),
        }),
      ),
    check: (body) => expect(body).toMatchObject({ id: tourReservations[0]!.id, status: 'CONFIRMED' }),
  },
  {
    name: 'health',
    endpoint: 'health',
    status: 200,
    send: (side) => side.fetch(request(endpoints.health.path)),
  },
];

async function answer(side: Side, testCase: Case) {
  const response = await testCase.send(side);
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: response.status, body };
}

describe('mocks and Worker agree (status and contract schema)', () => {
  beforeAll(async () => {
    resetStore();
    await seedFixtures(env.DB);
  });

  it.each(cases)('$name', async (testCase) => {
    const [fromMocks, fromWorker] = [await answer(mocks, testCase), await answer(worker, testCase)];
    const schema = testCase.status < 300 ? endpoints[testCase.endpoint].response : ErrorBody;

    expect({ side: 'mocks', status: fromMocks.status, body: fromMocks.body }).toMatchObject({ status: testCase.status });
    expect({ side: 'worker', status: fromWorker.status, body: fromWorker.body }).toMatchObject({ status: testCase.status });
    for (const [side, { body }] of [
      ['mocks', fromMocks],
      ['worker', fromWorker],
    ] as const) {
      const parsed = schema.safeParse(body);
      expect(parsed.success, `${side} answer does not match the contract: ${parsed.error?.message}`).toBe(true);
      if (testCase.message) expect((body as { message?: string }).message, side).toBe(testCase.message);
      testCase.check?.(body);
    }
  });
});
