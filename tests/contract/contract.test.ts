import { env, SELF } from 'cloudflare:test';
import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, ErrorBody, ReservationMessages } from '../../contract';
import { BOOKING_TOKEN_HEADER, FavouriteMessages } from '../../contract';
import type { EndpointName } from '../../contract';
import { ADMIN_LOGIN, hotelIds, hotels, pnrCodes, USER_LOGIN } from '../../mocks/fixtures';
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

function request(path: string, init: { method?: string; json?: unknown; token?: string } = {}): Request {
  const headers = new Headers({ Accept: 'application/json' });
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  return new Request(`${ORIGIN}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

async function loginOn(side: Side, credentials: { name: string; password: string }): Promise<string> {
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

const cases: Case[] = [
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
