import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountMessages,
  AdminMessages,
  CancellationMessages,
  ChannelMessages,
  ContentLanguageMessages,
  BookingTokenMessages,
  endpoints,
  ErrorBody,
  FavouriteMessages,
  ListMessages,
  PaymentMessages,
  RESERVATION_CSV_HEADER,
  ReceiptMessages,
  PasswordResetMessages,
  PhotoMessages,
  ReservationMessages,
  ReviewMessages,
  priceStay,
  StayRuleMessages,
  HotelTimeMessages,
  taxCentsOf,
} from '../../contract';
import type { EndpointName, OccupancyCalendar } from '../../contract';
import * as seed from '../../scripts/seed-data';
import { seedPhotos, seedPhotosOf } from '../../scripts/seed-photos';
import { photoForm } from '../../worker/test/webp';
import { hotelPageTexts, hotelTexts, placeTexts } from '../../scripts/seed-translations';
import { nearestTo } from '../../contract/geo';
import { mocks, Normaliser, read, request, startD1Side } from './sides';
import type { Side } from './sides';

/**
 * The same requests, in the same order, against the mock world (sql.js D1, memory R2) and
 * against the same Worker app on real local D1 and R2, both seeded with the one demo world.
 * Both must answer with the same status and the same body (new ids, codes, tokens and times
 * aside: tests/contract/sides.ts), the body must parse with the endpoint's contract schema (the
 * error envelope for errors), and carry the spec's text where a case names one.
 */
const hotel = (slug: string) => seed.hotels.find((candidate) => candidate.slug === slug)!;
const room = (slug: string, name: string) => hotel(slug).roomTypes.find((type) => type.name === name)!;
const booked = (pnr: string) => seed.reservations.find((reservation) => reservation.pnrCode === pnr)!;
const tour = (slug: string) => seed.tours.find((candidate) => candidate.slug === slug)!;

const ipekyolu = hotel('ipekyolu-grand-otel');
/** A subtotal (TL) plus the demo hotels' tax, as contract/stayPricing.ts rounds it. */
const withTax = (subtotal: number) => (Math.round(subtotal * 100) + taxCentsOf(Math.round(subtotal * 100), seed.HOTEL_TAX_RATE)) / 100;
const ipekyoluDouble = room('ipekyolu-grand-otel', 'DOUBLE');
/** The demo's Nowruz 2027 stay, 16 → 23 March, priced by the one rule from the seed's rates. */
const nowruzStay = priceStay(
  { pricePerNightCents: ipekyoluDouble.pricePerNight * 100 },
  seed.rateRulesOf(ipekyoluDouble.id),
  { checkIn: '2027-03-16', checkOut: '2027-03-23' },
  seed.HOTEL_TAX_RATE,
);
const rateBody = { roomTypeId: room('ipekyolu-grand-otel', 'SUITE').id, from: '2033-05-01', to: '2033-05-04', price: 9000, minStay: 2 };
const tusba = hotel('tusba-kale-butik-otel');
/** Receipt awaiting approval (Reza Tehrani, Akdamar Göl Evi). */
const pending = booked('M2XCG9LD');
/** The demo user's paid stay. */
const confirmed = booked('VK7P3QHA');
/** The demo user's stay of November 2026 that has ended and has no review yet. */
const ended = booked('B9KSE4UY');
const akdamarTour = tour('akdamar-day-trip');
const fortress = seed.places.find((place) => place.slug === 'van-fortress')!;
const unknownId = '00000000-0000-4000-8000-000000000000';

const known = new Set<string>(
  [seed.users, seed.hotels, seed.hotels.flatMap((h) => h.roomTypes), seed.rates, seed.places, seed.tours, seed.reservations, seed.payments, seed.reviews, seed.tourReservations, seed.contactMessages]
    .flat()
    .map((record) => record.id)
    .concat(seedPhotos.map((photo) => photo.id)),
);

const booking = {
  hotelId: tusba.id,
  roomType: 'DOUBLE',
  reservationGuests: 2,
  checkIn: '2031-05-01',
  checkOut: '2031-05-04',
  fullName: 'Contract Test',
  guestEmail: 'contract@example.com',
  guestPhone: '+90 555 000 11 22',
};

/** What each side has learned so far: its normaliser and its cached logins. */
interface SideState {
  side: Side;
  normaliser: Normaliser;
  sessions: Map<string, Promise<string>>;
  stays: number;
}

async function create(state: SideState, json: Record<string, unknown>) {
  const response = await state.side.fetch(request(endpoints.createReservation.path, { method: 'POST', json }));
  const copy = response.clone();
  if (response.status === 201) {
    const body = endpoints.createReservation.response.parse(await copy.json());
    state.normaliser.learnPnr(body.pnrCode);
  }
  return response;
}

/** Books a fresh one-night stay (its own date, so cases never compete for rooms). */
async function bookOn(state: SideState, overrides: Record<string, unknown> = {}) {
  const day = 1 + (state.stays++ % 27);
  const dates = { checkIn: `2032-03-${String(day).padStart(2, '0')}`, checkOut: `2032-03-${String(day + 1).padStart(2, '0')}` };
  const response = await create(state, { ...booking, ...dates, ...overrides });
  if (response.status !== 201) throw new Error(`${state.side.name}: booking answered ${response.status} ${await response.text()}`);
  return endpoints.createReservation.response.parse(await response.json());
}

async function paymentOn(state: SideState, stay: { id: string; bookingToken: string }) {
  const response = await state.side.fetch(
    request(endpoints.createPayment.path, { method: 'POST', json: { reservationId: stay.id }, bookingToken: stay.bookingToken }),
  );
  return { status: response.status, payment: endpoints.createPayment.response.parse(await response.json()) };
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

function receiptForm(bytes: Uint8Array<ArrayBuffer>, name: string, fields: { paymentId?: string; reservationId?: string }): FormData {
  const form = new FormData();
  form.append('file', new File([bytes], name));
  if (fields.paymentId) form.append('paymentId', fields.paymentId);
  if (fields.reservationId) form.append('reservationId', fields.reservationId);
  return form;
}

const uploadOn = (state: SideState, form: FormData, bookingToken: string) =>
  state.side.fetch(request(endpoints.uploadFile.path, { method: 'POST', form, bookingToken }));

async function freshLogin(state: SideState, credentials: { name: string; password: string }): Promise<string> {
  const response = await state.side.fetch(request(endpoints.login.path, { method: 'POST', json: credentials }));
  if (response.status !== 200) throw new Error(`${state.side.name}: login as ${credentials.name} answered ${response.status}`);
  return endpoints.login.response.parse(await response.json()).token;
}

/** One login per side and user for the whole file (the logout case logs in on its own). */
function loginOn(state: SideState, credentials: { name: string; password: string }): Promise<string> {
  const key = credentials.name;
  if (!state.sessions.has(key)) state.sessions.set(key, freshLogin(state, credentials));
  return state.sessions.get(key)!;
}

const admin = (state: SideState) => loginOn(state, seed.ADMIN_LOGIN);
const guest = (state: SideState) => loginOn(state, seed.USER_LOGIN);

interface Case {
  name: string;
  endpoint: EndpointName;
  status: number;
  send(state: SideState): Promise<Response>;
  /** The error message both sides must give (spec texts only). */
  message?: string;
  /** Checks on the parsed 2xx body (run on the mock side; the other must answer the same). */
  check?(body: unknown): void;
}

const tourBooking = {
  tourId: akdamarTour.id,
  fullName: 'Contract Tour Guest',
  email: 'tour-contract@example.com',
  phone: '+90 555 000 33 44',
  tourDate: akdamarTour.startDate,
  numberOfPeople: 2,
  specialRequests: null,
  paymentMethod: 'bank-transfer',
  termsAccepted: true,
};
/** Books places on a tour; a new booking's PNR code is learned like a stay's (it differs per side). */
async function createTour(state: SideState, json: Record<string, unknown>) {
  const response = await state.side.fetch(request(endpoints.createTourReservation.path, { method: 'POST', json: { ...tourBooking, ...json } }));
  if (response.status === 201) state.normaliser.learnPnr(endpoints.createTourReservation.response.parse(await response.clone().json()).pnrCode);
  return response;
}

const cases: Case[] = [
  // Photo galleries (issue 22, docs/decisions/0014-photo-galleries.md): the same uploads, orders and deletes on both sides.
  {
    name: 'gallery: a hotel page carries its demo photos, alt texts in Persian',
    endpoint: 'getHotelById',
    status: 200,
    send: (state) => state.side.fetch(request(`${endpoints.getHotelById.path}?id=${tusba.id}&lang=fa`)),
    check: (body) =>
      expect((body as { photos: unknown[] }).photos).toEqual(
        seedPhotosOf(tusba.id).map((photo) => expect.objectContaining({ id: photo.id, alt: photo.alt.fa, src: photo.src, srcset: null })),
      ),
  },
  {
    name: 'gallery: an admin uploads two WebP sizes of a photo (201)',
    endpoint: 'uploadPhoto',
    status: 201,
    send: async (state) =>
      state.side.fetch(
        request(endpoints.uploadPhoto.path, {
          method: 'POST',
          token: await admin(state),
          form: photoForm({ entityKind: 'hotel', entityId: tusba.id }, [{ width: 480 }, { width: 960 }], { tr: 'Avlu', fa: 'حیاط' }),
        }),
      ),
    check: (body) => expect(body).toMatchObject({ position: seedPhotosOf(tusba.id).length, width: 960, alt: { tr: 'Avlu', fa: 'حیاط' } }),
  },
  {
    name: 'gallery: a PNG is refused as not WebP (415)',
    endpoint: 'uploadPhoto',
    status: 415,
    message: PhotoMessages.wrongType,
    send: async (state) =>
      state.side.fetch(
        request(endpoints.uploadPhoto.path, {
          method: 'POST',
          token: await admin(state),
          form: photoForm({ entityKind: 'hotel', entityId: tusba.id }, [{ width: 480, bytes: new Uint8Array([...PNG, ...new Array(30).fill(0)]) }]),
        }),
      ),
  },
  {
    // A login of its own: the cached guest session is made later, after the cases that end older sessions.
    name: 'gallery: a guest cannot upload (403)',
    endpoint: 'uploadPhoto',
    status: 403,
    send: async (state) =>
      state.side.fetch(
        request(endpoints.uploadPhoto.path, { method: 'POST', token: await freshLogin(state, seed.USER_LOGIN), form: photoForm({ entityKind: 'hotel', entityId: tusba.id }, [{ width: 480 }]) }),
      ),
  },
  {
    name: 'gallery: the alt texts of a demo photo are replaced',
    endpoint: 'updatePhoto',
    status: 200,
    send: async (state) =>
      state.side.fetch(
        request(endpoints.updatePhoto.path.replace(':id', seedPhotosOf(tusba.id)[0]!.id), {
          method: 'PUT',
          token: await admin(state),
          json: { alt: { tr: 'Taş avlu', en: 'Stone courtyard', fa: 'حیاط سنگی' } },
        }),
      ),
    check: (body) => expect(body).toMatchObject({ alt: { tr: 'Taş avlu', en: 'Stone courtyard', fa: 'حیاط سنگی' } }),
  },
  {
    name: 'gallery: the order of a place’s photos is reversed',
    endpoint: 'reorderPhotos',
    status: 200,
    send: async (state) =>
      state.side.fetch(
        request(endpoints.reorderPhotos.path, {
          method: 'PUT',
          token: await admin(state),
          json: { entityKind: 'place', entityId: fortress.id, ids: seedPhotosOf(fortress.id).map((photo) => photo.id).reverse() },
        }),
      ),
    check: (body) => expect((body as { id: string }[]).map((photo) => photo.id)).toEqual(seedPhotosOf(fortress.id).map((photo) => photo.id).reverse()),
  },
  {
    name: 'gallery: an order that leaves a photo out is a 400',
    endpoint: 'reorderPhotos',
    status: 400,
    message: PhotoMessages.orderMismatch,
    send: async (state) =>
      state.side.fetch(
        request(endpoints.reorderPhotos.path, {
          method: 'PUT',
          token: await admin(state),
          json: { entityKind: 'place', entityId: fortress.id, ids: [seedPhotosOf(fortress.id)[0]!.id] },
        }),
      ),
  },
  {
    name: 'gallery: a tour photo is deleted',
    endpoint: 'deletePhoto',
    status: 200,
    send: async (state) =>
      state.side.fetch(request(endpoints.deletePhoto.path.replace(':id', seedPhotosOf(akdamarTour.id).at(-1)!.id), { method: 'DELETE', token: await admin(state) })),
  },
  {
    name: 'gallery: deleting an unknown photo is a 404',
    endpoint: 'deletePhoto',
    status: 404,
    message: PhotoMessages.notFound,
    send: async (state) => state.side.fetch(request(endpoints.deletePhoto.path.replace(':id', unknownId), { method: 'DELETE', token: await admin(state) })),
  },
  {
    name: 'tour booking stored (total = price x people)',
    endpoint: 'createTourReservation',
    status: 201,
    send: (state) => createTour(state, {}),
    check: (body) =>
      expect(body).toMatchObject({ numberOfPeople: 2, totalAmount: akdamarTour.price * 2, paymentMethod: 'BANK_TRANSFER', status: 'PENDING' }),
  },
  {
    name: 'tour booking on a day the tour does not run',
    endpoint: 'createTourReservation',
    status: 400,
    message: 'The tour does not run on this date',
    send: (state) => createTour(state, { tourDate: '2027-12-01' }),
  },
  {
    name: 'tour booking above the group size',
    endpoint: 'createTourReservation',
    status: 400,
    message: `At most ${akdamarTour.participantCount} people can join this tour`,
    send: (state) => createTour(state, { numberOfPeople: akdamarTour.participantCount + 1 }),
  },
  {
    name: 'tour booking when the day is full',
    endpoint: 'createTourReservation',
    status: 409,
    message: 'Not enough places left on this tour for this date',
    send: async (state) => {
      // 2 seats went in the first case; these fill all but 3; 4 more do not fit.
      await createTour(state, { numberOfPeople: akdamarTour.participantCount - 5 });
      return createTour(state, { numberOfPeople: 4 });
    },
  },
  {
    name: 'list hotels',
    endpoint: 'getAllHotels',
    status: 200,
    send: (state) => state.side.fetch(request(`${endpoints.getAllHotels.path}?pageSize=100`)),
    check: (body) => {
      const list = body as { id: string }[];
      expect(list.map((h) => h.id).sort()).toEqual(seed.hotels.map((h) => h.id).sort());
      expect(list.every((h) => !('apiKey' in h))).toBe(true);
    },
  },
  {
    name: 'hotels sorted by price, 4+ stars with parking (issue 22: sorted and filtered in SQL)',
    endpoint: 'getAllHotels',
    status: 200,
    send: (state) => state.side.fetch(request(`${endpoints.getAllHotels.path}?sort=price&order=asc&minStars=4&amenities=parking&lang=en`)),
    check: (body) => {
      const expected = seed.hotels
        .filter((h) => h.starRating >= 4 && h.amenities.includes('parking'))
        .map((h) => ({ id: h.id, fromPrice: Math.min(...h.roomTypes.map((type) => type.pricePerNight)) }))
        .sort((a, b) => a.fromPrice - b.fromPrice);
      expect(expected.length).toBeGreaterThan(1);
      expect((body as { id: string; fromPrice: number }[]).map((h) => h.fromPrice)).toEqual(expected.map((h) => h.fromPrice));
    },
  },
  {
    name: 'hotels: a price range upside down is 400 with its code',
    endpoint: 'getAllHotels',
    status: 400,
    message: ListMessages.priceRange,
    send: (state) => state.side.fetch(request(`${endpoints.getAllHotels.path}?sort=rating&minPrice=3000&maxPrice=1000`)),
  },
  {
    name: 'places sorted by category, then by the English name',
    endpoint: 'getAllPlaces',
    status: 200,
    send: (state) => state.side.fetch(request(`${endpoints.getAllPlaces.path}?sort=category&lang=en&pageSize=100`)),
    check: (body) => {
      const categories = (body as { category: string | null }[]).map((place) => place.category ?? '~');
      expect(categories).toEqual([...categories].sort());
      expect(categories.length).toBe(seed.places.length);
    },
  },
  {
    name: 'places: a sort they do not have is 400',
    endpoint: 'getAllPlaces',
    status: 400,
    message: ListMessages.placeSort,
    send: (state) => state.side.fetch(request(`${endpoints.getAllPlaces.path}?sort=price`)),
  },
  {
    name: 'get hotel by id',
    endpoint: 'getHotelById',
    status: 200,
    send: (state) => state.side.fetch(request(`${endpoints.getHotelById.path}?id=${ipekyolu.id}`)),
    check: (body) =>
      expect(body).toMatchObject({
        id: ipekyolu.id,
        hotelName: ipekyolu.hotelName,
        roomCount: ipekyolu.roomTypes.reduce((sum, type) => sum + type.roomCount, 0),
      }),
  },
  {
    name: 'a hotel page in Persian: description, house rules, times and the five nearest sights (issue 22)',
    endpoint: 'getHotelById',
    status: 200,
    send: (state) => state.side.fetch(request(`${endpoints.getHotelById.path}?id=${tusba.id}&lang=fa`)),
    check: (body) => {
      const page = hotelPageTexts[tusba.slug]!;
      const nearest = nearestTo(tusba, seed.places);
      expect(body).toMatchObject({
        description: page.description.fa,
        houseRules: page.houseRules.fa,
        checkInTime: page.checkInTime,
        checkOutTime: page.checkOutTime,
        lang: 'fa',
        nearbyPlaces: nearest.map(({ entity, distanceKm }) => ({ id: entity.id, name: placeTexts[entity.slug]?.fa?.name ?? entity.name, distanceKm })),
      });
      expect((body as { nearbyPlaces: unknown[] }).nearbyPlaces).toHaveLength(5);
    },
  },
  {
    name: 'a hotel with a check-in time that is not HH:MM is 400 (admin)',
    endpoint: 'createHotel',
    status: 400,
    message: HotelTimeMessages.checkInTime,
    send: async (state) =>
      state.side.fetch(
        request(endpoints.createHotel.path, {
          method: 'POST',
          token: await admin(state),
          json: { hotelName: 'Geç Otel', hotelAddress: 'İskele Caddesi No: 5', hotelCity: 'Van', advancePayment: 1500, checkInTime: '2 pm', checkOutTime: '11:00' },
        }),
      ),
    check: (body) => expect(body).toMatchObject({ code: 'CHECK_IN_TIME_INVALID', details: [{ path: 'checkInTime', code: 'CHECK_IN_TIME_INVALID' }] }),
  },
  {
    name: 'a place in Persian (seeded texts, issue 22)',
    endpoint: 'getPlaceById',
    status: 200,
    send: (state) => state.side.fetch(request(`${endpoints.getPlaceById.path}?id=${fortress.id}&lang=fa`)),
    check: (body) => expect(body).toMatchObject({ id: fortress.id, name: 'قلعه وان', lang: 'fa', fallback: false }),
  },
  {
    name: "a hotel's room types in the Accept-Language's language, the code kept as name",
    endpoint: 'getHotelRoomTypes',
    status: 200,
    send: (state) =>
      state.side.fetch(request(endpoints.getHotelRoomTypes.path.replace(':hotelId', ipekyolu.id), { headers: { 'Accept-Language': 'tr-TR,tr;q=0.9' } })),
    check: (body) => expect(body).toContainEqual(expect.objectContaining({ name: 'DOUBLE', displayName: 'Çift kişilik oda', lang: 'tr' })),
  },
  {
    name: 'a content language that is not tr, en or fa is 400',
    endpoint: 'getAllTours',
    status: 400,
    message: ContentLanguageMessages.unknownLanguage,
    send: (state) => state.side.fetch(request(`${endpoints.getAllTours.path}?lang=de`)),
  },
  {
    name: 'create a hotel with its texts in three languages (admin)',
    endpoint: 'createHotel',
    status: 201,
    send: async (state) =>
      state.side.fetch(
        request(endpoints.createHotel.path, {
          method: 'POST',
          token: await admin(state),
          json: {
            hotelName: 'Van Göl Oteli',
            hotelAddress: 'İskele Caddesi No: 4',
            hotelCity: 'Van',
            advancePayment: 1500,
            translations: { en: { hotelName: 'Van Lake Hotel' }, fa: { hotelName: 'هتل دریاچه وان', features: 'صبحانه, پارکینگ' } },
          },
        }),
      ),
    check: (body) =>
      expect(body).toMatchObject({
        hotelName: 'Van Göl Oteli',
        translations: { en: { hotelName: 'Van Lake Hotel' }, fa: { hotelName: 'هتل دریاچه وان', features: ['صبحانه', 'پارکینگ'] } },
      }),
  },
  {
    name: 'unknown hotel id is 404',
    endpoint: 'getHotelById',
    status: 404,
    send: (state) => state.side.fetch(request(`${endpoints.getHotelById.path}?id=${unknownId}`)),
  },
  {
    name: "a hotel's room types",
    endpoint: 'getHotelRoomTypes',
    status: 200,
    send: (state) => state.side.fetch(request(endpoints.getHotelRoomTypes.path.replace(':hotelId', ipekyolu.id))),
    check: (body) => expect((body as unknown[]).length).toBe(ipekyolu.roomTypes.length),
  },
  {
    name: "a hotel's room types for dates carry capacity and roomsLeft",
    endpoint: 'getHotelRoomTypes',
    status: 200,
    send: (state) =>
      state.side.fetch(request(`${endpoints.getHotelRoomTypes.path.replace(':hotelId', ipekyolu.id)}?checkIn=${confirmed.checkIn}&checkOut=${confirmed.checkOut}&guests=2`)),
    // The demo world's VK7P3QHA holds one DOUBLE on those nights.
    check: (body) => {
      for (const type of body as { name: string; capacity: number; roomsLeft: number }[]) {
        const seeded = ipekyolu.roomTypes.find((candidate) => candidate.name === type.name)!;
        expect([type.name, type.capacity, type.roomsLeft]).toEqual([seeded.name, seeded.capacity, seeded.roomCount - (type.name === 'DOUBLE' ? 1 : 0)]);
      }
    },
  },
  {
    name: 'search with dates and guests: hotels that sleep the party every night, with the cheapest stay, its room named in the asked language',
    endpoint: 'searchHotels',
    status: 200,
    send: (state) => state.side.fetch(request(`${endpoints.searchHotels.path}?checkIn=2031-08-01&checkOut=2031-08-03&guests=2&lang=en`)),
    check: (body) => {
      const list = body as { id: string; stay: { roomTypeName: string; roomsNeeded: number; total: number } | null }[];
      expect(list.length).toBe(seed.hotels.length);
      // Two nights in Tuşba's cheapest room for two (one DOUBLE).
      expect(list.find((h) => h.id === tusba.id)?.stay).toMatchObject({
        roomTypeName: 'DOUBLE',
        roomTypeDisplayName: 'Double room',
        roomsNeeded: 1,
        total: withTax(room(tusba.slug, 'DOUBLE').pricePerNight * 2),
      });
    },
  },
  {
    name: 'search without dates: stay is null',
    endpoint: 'searchHotelsLegacy',
    status: 200,
    send: (state) => state.side.fetch(request(`${endpoints.searchHotelsLegacy.path}?guests=3`)),
    check: (body) => expect((body as { stay: unknown }[]).every((h) => h.stay === null)).toBe(true),
  },
  {
    name: 'create reservation with more guests than the rooms sleep is 400',
    endpoint: 'createReservation',
    status: 400,
    message: ReservationMessages.tooManyGuests,
    send: (state) => create(state, { ...booking, reservationGuests: 3 }),
  },
  {
    name: 'login ok',
    endpoint: 'login',
    status: 200,
    send: (state) => state.side.fetch(request(endpoints.login.path, { method: 'POST', json: seed.ADMIN_LOGIN })),
    check: (body) => expect(body).toMatchObject({ user: { name: 'admin', role: 'ADMIN' } }),
  },
  {
    name: 'login with a bad password is 401',
    endpoint: 'login',
    status: 401,
    send: (state) =>
      state.side.fetch(request(endpoints.login.path, { method: 'POST', json: { name: seed.ADMIN_LOGIN.name, password: 'not-the-password' } })),
  },
  {
    name: 'logout with a USER token',
    endpoint: 'logout',
    status: 200,
    send: async (state) => state.side.fetch(request(endpoints.logout.path, { method: 'POST', token: await freshLogin(state, seed.USER_LOGIN) })),
    check: (body) => expect(body).toEqual({ message: 'Logged out' }),
  },
  {
    name: 'logout without a token is 401',
    endpoint: 'logout',
    status: 401,
    send: (state) => state.side.fetch(request(endpoints.logout.path, { method: 'POST' })),
  },
  {
    name: 'forgot password: the same answer for a known address',
    endpoint: 'forgotPassword',
    status: 200,
    send: (state) => state.side.fetch(request(endpoints.forgotPassword.path, { method: 'POST', json: { email: seed.USER_LOGIN.email } })),
    check: (body) => expect(body).toEqual({ message: PasswordResetMessages.sent }),
  },
  {
    name: 'forgot password with a malformed address is 400',
    endpoint: 'forgotPassword',
    status: 400,
    send: (state) => state.side.fetch(request(endpoints.forgotPassword.path, { method: 'POST', json: { email: 'nope' } })),
  },
  {
    name: 'reset password with an unknown token is 400',
    endpoint: 'resetPassword',
    status: 400,
    message: PasswordResetMessages.invalid,
    send: (state) =>
      state.side.fetch(request(endpoints.resetPassword.path, { method: 'POST', json: { token: 'A'.repeat(43), password: 'Van-Kalesi-2026' } })),
  },
  {
    name: 'delete my account with a wrong password is 400',
    endpoint: 'deleteMe',
    status: 400,
    message: AccountMessages.wrongPassword,
    send: async (state) =>
      state.side.fetch(request(endpoints.deleteMe.path, { method: 'DELETE', token: await freshLogin(state, seed.USER_LOGIN), json: { password: 'wrong' } })),
  },
  {
    name: 'delete my account while a stay is upcoming is 409',
    endpoint: 'deleteMe',
    status: 409,
    message: AccountMessages.activeBooking,
    send: async (state) =>
      state.side.fetch(
        request(endpoints.deleteMe.path, { method: 'DELETE', token: await freshLogin(state, seed.USER_LOGIN), json: { password: seed.USER_LOGIN.password } }),
      ),
  },
  {
    name: 'login without a password is 400',
    endpoint: 'login',
    status: 400,
    send: (state) => state.side.fetch(request(endpoints.login.path, { method: 'POST', json: { name: 'admin' } })),
  },
  {
    name: 'create reservation ok',
    endpoint: 'createReservation',
    status: 201,
    send: (state) => create(state, booking),
    check: (body) =>
      expect(body).toMatchObject({
        status: 'PENDING',
        nights: 3,
        subtotal: room(tusba.slug, 'DOUBLE').pricePerNight * 3,
        totalAmount: withTax(room(tusba.slug, 'DOUBLE').pricePerNight * 3),
      }),
  },
  {
    name: 'create reservation with invalid fields is 400',
    endpoint: 'createReservation',
    status: 400,
    send: (state) => create(state, { ...booking, guestEmail: 'not-an-email', checkOut: '2031-04-30' }),
  },
  {
    name: 'PNR lookup ok',
    endpoint: 'lookupPnr',
    status: 200,
    send: (state) => state.side.fetch(request(endpoints.lookupPnr.path.replace(':pnr', pending.pnrCode))),
    check: (body) =>
      expect(body).toEqual({
        kind: 'STAY',
        hotelName: seed.hotels.find((h) => h.id === pending.hotelId)!.hotelName,
        guestName: pending.guestName,
        checkIn: pending.checkIn,
        checkOut: pending.checkOut,
        status: 'PENDING',
        totalAmount: pending.totalAmount,
        pnrCode: pending.pnrCode,
        // The demo hotels keep the default policy; the pending stay has nothing paid yet.
        cancellation: expect.objectContaining({ policy: 'FREE_UNTIL', freeCancellationDays: 3, cancellable: true, paid: 0, refund: 0 }),
        // No language asked: the stored name.
        hotelDisplayName: seed.hotels.find((h) => h.id === pending.hotelId)!.hotelName,
        // Its receipt is in, waiting for the admin (issue 36).
        payment: { state: 'UNDER_REVIEW', rejectionReason: null },
      }),
  },
  {
    name: "PNR lookup in Persian names the hotel in Persian, the spec's hotelName kept",
    endpoint: 'lookupPnr',
    status: 200,
    send: (state) => state.side.fetch(request(`${endpoints.lookupPnr.path.replace(':pnr', pending.pnrCode)}?lang=fa`)),
    check: (body) => {
      const stayedAt = seed.hotels.find((h) => h.id === pending.hotelId)!;
      expect(body).toMatchObject({ hotelName: stayedAt.hotelName, hotelDisplayName: hotelTexts[stayedAt.slug]!.fa!.hotelName });
    },
  },
  {
    name: "the guest's own reservations in Persian name each hotel in Persian",
    endpoint: 'getMyReservations',
    status: 200,
    send: async (state) => state.side.fetch(request(`${endpoints.getMyReservations.path}?lang=fa`, { token: await guest(state) })),
    check: (body) => {
      const mine = body as { hotelId: string; hotelName: string; hotelDisplayName: string }[];
      expect(mine.length).toBeGreaterThan(0);
      for (const reservation of mine) {
        const stayedAt = seed.hotels.find((h) => h.id === reservation.hotelId)!;
        expect([reservation.hotelName, reservation.hotelDisplayName]).toEqual([stayedAt.hotelName, hotelTexts[stayedAt.slug]!.fa!.hotelName]);
      }
    },
  },
  {
    name: 'cancel with a wrong e-mail is the unknown-PNR 404',
    endpoint: 'cancelReservation',
    status: 404,
    message: ReservationMessages.pnrNotFound,
    send: (state) => state.side.fetch(request(endpoints.cancelReservation.path, { method: 'POST', json: { pnr: pending.pnrCode, email: 'not-the-guest@example.com' } })),
  },
  {
    name: 'cancel without an e-mail or a login is 400',
    endpoint: 'cancelReservation',
    status: 400,
    message: CancellationMessages.emailRequired,
    send: (state) => state.side.fetch(request(endpoints.cancelReservation.path, { method: 'POST', json: { pnr: pending.pnrCode } })),
  },
  {
    name: 'refunds list (admin)',
    endpoint: 'getRefunds',
    status: 200,
    send: async (state) => state.side.fetch(request(`${endpoints.getRefunds.path}?status=DUE`, { token: await admin(state) })),
  },
  {
    name: 'PNR lookup of a new booking (lower case) ok',
    endpoint: 'lookupPnr',
    status: 200,
    async send(state) {
      const created = await create(state, { ...booking, checkIn: '2031-06-01', checkOut: '2031-06-02' });
      const { pnrCode } = endpoints.createReservation.response.parse(await created.json());
      return state.side.fetch(request(endpoints.lookupPnr.path.replace(':pnr', pnrCode.toLowerCase())));
    },
  },
  {
    name: 'PNR not found is 404',
    endpoint: 'lookupPnr',
    status: 404,
    message: 'Reservation not found',
    send: (state) => state.side.fetch(request(endpoints.lookupPnr.path.replace(':pnr', 'ZZZZ9999'))),
  },
  {
    name: 'late receipt access with the right e-mail (other case): a booking token, the payment id',
    endpoint: 'accessReservationByPnr',
    status: 200,
    send: (state) =>
      state.side.fetch(
        request(endpoints.accessReservationByPnr.path.replace(':pnr', pending.pnrCode.toLowerCase()), {
          method: 'POST',
          json: { email: pending.guestEmail.toUpperCase() },
        }),
      ),
    check: (body) =>
      expect(body).toMatchObject({
        pnrCode: pending.pnrCode,
        status: 'PENDING',
        totalAmount: pending.totalAmount,
        bookingToken: expect.any(String),
        paymentId: seed.payments.find((p) => p.reservationId === pending.id)!.id,
      }),
  },
  {
    name: 'late receipt access of a new booking: no payment yet',
    endpoint: 'accessReservationByPnr',
    status: 200,
    async send(state) {
      const created = await create(state, { ...booking, checkIn: '2031-07-01', checkOut: '2031-07-02' });
      const { pnrCode } = endpoints.createReservation.response.parse(await created.json());
      return state.side.fetch(request(endpoints.accessReservationByPnr.path.replace(':pnr', pnrCode), { method: 'POST', json: { email: booking.guestEmail } }));
    },
    check: (body) => expect(body).toMatchObject({ paymentId: null, status: 'PENDING', totalAmount: withTax(room(tusba.slug, 'DOUBLE').pricePerNight) }),
  },
  {
    name: 'late receipt access with a wrong e-mail is the 404 of an unknown PNR',
    endpoint: 'accessReservationByPnr',
    status: 404,
    message: ReservationMessages.pnrNotFound,
    send: (state) =>
      state.side.fetch(request(endpoints.accessReservationByPnr.path.replace(':pnr', pending.pnrCode), { method: 'POST', json: { email: 'someone@example.com' } })),
  },
  {
    name: 'late receipt access with an unknown PNR is 404',
    endpoint: 'accessReservationByPnr',
    status: 404,
    message: ReservationMessages.pnrNotFound,
    send: (state) =>
      state.side.fetch(request(endpoints.accessReservationByPnr.path.replace(':pnr', 'ZZZZ9999'), { method: 'POST', json: { email: pending.guestEmail } })),
  },
  {
    name: 'late receipt access to a CONFIRMED reservation is 409',
    endpoint: 'accessReservationByPnr',
    status: 409,
    message: ReservationMessages.pnrAccessNotPending,
    send: (state) =>
      state.side.fetch(request(endpoints.accessReservationByPnr.path.replace(':pnr', confirmed.pnrCode), { method: 'POST', json: { email: confirmed.guestEmail } })),
  },
  {
    name: 'booking: no rooms left is 409 with the spec text',
    endpoint: 'createReservation',
    status: 409,
    message: ReservationMessages.noRoomsLeft,
    async send(state) {
      // Every SUITE of Tuşba on one night, then one more.
      const stay = { roomType: 'SUITE', reservationGuests: 1, checkIn: '2032-06-10', checkOut: '2032-06-11' };
      for (let n = 0; n < room(tusba.slug, 'SUITE').roomCount; n++) await bookOn(state, stay);
      return create(state, { ...booking, ...stay });
    },
  },
  {
    name: 'booking: a past check-in date is 400 on checkIn',
    endpoint: 'createReservation',
    status: 400,
    message: ReservationMessages.pastCheckIn,
    send: (state) => create(state, { ...booking, checkIn: '2020-01-01', checkOut: '2020-01-03' }),
    check: (body) => expect((body as { details: { path: string }[] }).details[0]?.path).toBe('checkIn'),
  },
  {
    name: 'payment: a repeated create answers the same payment (200), no second record',
    endpoint: 'createPayment',
    status: 200,
    async send(state) {
      const stay = await bookOn(state);
      const first = await paymentOn(state, stay);
      expect(first.status, state.side.name).toBe(201);
      const response = await state.side.fetch(
        request(endpoints.createPayment.path, { method: 'POST', json: { reservationId: stay.id }, bookingToken: stay.bookingToken }),
      );
      expect(((await response.clone().json()) as { id: string }).id, state.side.name).toBe(first.payment.id);
      return response;
    },
  },
  {
    name: "payment of a tour booking: the booking made it (issue 36), its booking token answers it, amount = the tour's total, marked as a tour",
    endpoint: 'createPayment',
    status: 200,
    async send(state) {
      const booked = endpoints.createTourReservation.response.parse(await (await createTour(state, { numberOfPeople: 1 })).json());
      return state.side.fetch(
        request(endpoints.createPayment.path, { method: 'POST', json: { reservationId: booked.id }, bookingToken: booked.bookingToken }),
      );
    },
    check: (body) => expect(body).toMatchObject({ amount: akdamarTour.price, status: 'PENDING', reservation: { kind: 'TOUR' } }),
  },
  {
    name: 'payment: the booking token of another reservation is 403',
    endpoint: 'createPayment',
    status: 403,
    message: BookingTokenMessages.otherReservation,
    async send(state) {
      const mine = await bookOn(state);
      const other = await bookOn(state);
      return state.side.fetch(request(endpoints.createPayment.path, { method: 'POST', json: { reservationId: other.id }, bookingToken: mine.bookingToken }));
    },
  },
  {
    name: 'payment: no booking token at all is 401',
    endpoint: 'createPayment',
    status: 401,
    message: BookingTokenMessages.required,
    send: (state) => state.side.fetch(request(endpoints.createPayment.path, { method: 'POST', json: { reservationId: unknownId } })),
  },
  {
    name: 'payment: a forged booking token is 401',
    endpoint: 'createPayment',
    status: 401,
    message: 'Invalid or expired booking token',
    send: (state) => state.side.fetch(request(endpoints.createPayment.path, { method: 'POST', json: { reservationId: unknownId }, bookingToken: 'forged' })),
  },
  {
    name: 'verify: a payment without a receipt is 409',
    endpoint: 'verifyPayment',
    status: 409,
    message: PaymentMessages.noReceipt,
    async send(state) {
      const { payment } = await paymentOn(state, await bookOn(state));
      return state.side.fetch(request(`${endpoints.verifyPayment.path.replace(':id', payment.id)}?approve=true`, { method: 'POST', token: await admin(state) }));
    },
  },
  {
    name: 'verify: a reject says why; the guest reads the reason in the PNR check (issue 36)',
    endpoint: 'verifyPayment',
    status: 200,
    async send(state) {
      const stay = await bookOn(state);
      const { payment } = await paymentOn(state, stay);
      await uploadOn(state, receiptForm(PNG, 'dekont.png', { paymentId: payment.id }), stay.bookingToken);
      const rejected = await state.side.fetch(
        request(`${endpoints.verifyPayment.path.replace(':id', payment.id)}?approve=false`, { method: 'POST', json: { reason: 'Wrong amount' }, token: await admin(state) }),
      );
      const found = await state.side.fetch(request(endpoints.lookupPnr.path.replace(':pnr', stay.pnrCode)));
      expect(await found.json(), state.side.name).toMatchObject({ payment: { state: 'REJECTED', rejectionReason: 'Wrong amount' } });
      return rejected;
    },
    check: (body) => expect(body).toMatchObject({ status: 'CANCELLED', state: 'REJECTED', rejectionReason: 'Wrong amount' }),
  },
  {
    name: 'upload: a PNG receipt is stored and attached (201)',
    endpoint: 'uploadFile',
    status: 201,
    async send(state) {
      const stay = await bookOn(state);
      const { payment } = await paymentOn(state, stay);
      return uploadOn(state, receiptForm(PNG, 'dekont.png', { paymentId: payment.id }), stay.bookingToken);
    },
    check: (body) => expect(body).toMatchObject({ contentType: 'image/png', size: PNG.length }),
  },
  {
    name: 'upload: a file over 5 MB is 413',
    endpoint: 'uploadFile',
    status: 413,
    message: ReceiptMessages.tooLarge,
    async send(state) {
      const stay = await bookOn(state);
      const big = new Uint8Array(5_242_881);
      big.set(PNG);
      return uploadOn(state, receiptForm(big, 'big.png', { reservationId: stay.id }), stay.bookingToken);
    },
  },
  {
    name: 'upload: a text file is 415',
    endpoint: 'uploadFile',
    status: 415,
    message: ReceiptMessages.wrongType,
    async send(state) {
      const stay = await bookOn(state);
      return uploadOn(state, receiptForm(new TextEncoder().encode('just text'), 'dekont.txt', { reservationId: stay.id }), stay.bookingToken);
    },
  },
  {
    name: 'upload: with the booking token of another reservation is 403',
    endpoint: 'uploadFile',
    status: 403,
    message: BookingTokenMessages.otherReservation,
    async send(state) {
      const mine = await bookOn(state);
      const other = await bookOn(state);
      return uploadOn(state, receiptForm(PNG, 'dekont.png', { reservationId: other.id }), mine.bookingToken);
    },
  },
  {
    name: 'the stored receipt is served to an admin with its type',
    endpoint: 'getUploadedFile',
    status: 200,
    async send(state) {
      const stay = await bookOn(state);
      const { payment } = await paymentOn(state, stay);
      const uploaded = (await (await uploadOn(state, receiptForm(PNG, 'dekont.png', { paymentId: payment.id }), stay.bookingToken)).json()) as { filename: string };
      const file = await state.side.fetch(request(endpoints.getUploadedFile.path.replace(':filename', uploaded.filename), { token: await admin(state) }));
      expect(file.headers.get('content-type'), state.side.name).toBe('image/png');
      expect(new Uint8Array(await file.clone().arrayBuffer()), state.side.name).toEqual(PNG);
      return file;
    },
  },
  {
    name: 'attach: a receipt to an approved (PAID) payment is 409',
    endpoint: 'updateReceipt',
    status: 409,
    message: PaymentMessages.locked,
    async send(state) {
      const stay = await bookOn(state);
      const { payment } = await paymentOn(state, stay);
      const first = (await (await uploadOn(state, receiptForm(PNG, 'a.png', { paymentId: payment.id }), stay.bookingToken)).json()) as { filename: string };
      const verified = await state.side.fetch(
        request(`${endpoints.verifyPayment.path.replace(':id', payment.id)}?approve=true`, { method: 'POST', token: await admin(state) }),
      );
      expect(verified.status, state.side.name).toBe(200);
      const again = await uploadOn(state, receiptForm(PNG, 'b.png', { paymentId: payment.id }), stay.bookingToken);
      expect(again.status, state.side.name).toBe(409);
      return state.side.fetch(
        request(endpoints.updateReceipt.path.replace(':id', payment.id), { method: 'POST', json: { receipt: first.filename }, bookingToken: stay.bookingToken }),
      );
    },
  },
  {
    name: 'outbox: the new booking e-mail is queued (admin list, filtered by status)',
    endpoint: 'getOutbox',
    status: 200,
    async send(state) {
      const stay = await bookOn(state, { guestEmail: 'outbox-contract@example.com', language: 'en' });
      const response = await state.side.fetch(request(`${endpoints.getOutbox.path}?status=PENDING`, { token: await admin(state) }));
      expect(await response.clone().json(), state.side.name).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            to: 'outbox-contract@example.com',
            kind: 'RESERVATION_CREATED',
            status: 'PENDING',
            attempts: 0,
            subject: `Your reservation has been received - PNR: ${stay.pnrCode}`,
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
    send: async (state) => state.side.fetch(request(endpoints.getOutbox.path, { token: await guest(state) })),
  },
  {
    name: 'audit trail: a filter nobody matches answers an empty page with its total (admin)',
    endpoint: 'getAuditLog',
    status: 200,
    send: async (state) => state.side.fetch(request(`${endpoints.getAuditLog.path}?actor=nobody&entity=hotel&from=2026-01-01&to=2026-01-31&page=1&pageSize=10`, { token: await admin(state) })),
    check: (body) => expect(body).toEqual([]),
  },
  {
    name: 'audit trail: not for a USER (403)',
    endpoint: 'getAuditLog',
    status: 403,
    send: async (state) => state.side.fetch(request(endpoints.getAuditLog.path, { token: await guest(state) })),
  },
  {
    name: 'admin list without a token is 401',
    endpoint: 'getAllReservations',
    status: 401,
    send: (state) => state.side.fetch(request(endpoints.getAllReservations.path)),
  },
  {
    name: 'admin list with a USER token is 403',
    endpoint: 'getAllReservations',
    status: 403,
    send: async (state) => state.side.fetch(request(endpoints.getAllReservations.path, { token: await guest(state) })),
  },
  {
    name: 'admin list with an ADMIN token',
    endpoint: 'getAllReservations',
    status: 200,
    send: async (state) => state.side.fetch(request(endpoints.getAllReservations.path, { token: await admin(state) })),
  },
  {
    name: 'places',
    endpoint: 'getAllPlaces',
    status: 200,
    send: (state) => state.side.fetch(request(`${endpoints.getAllPlaces.path}?pageSize=100`)),
    check: (body) => expect((body as unknown[]).length).toBe(seed.places.length),
  },
  {
    name: 'tours',
    endpoint: 'getAllTours',
    status: 200,
    send: (state) => state.side.fetch(request(`${endpoints.getAllTours.path}?pageSize=100`)),
    check: (body) => expect((body as unknown[]).length).toBe(seed.tours.length),
  },
  {
    name: 'approved reviews only',
    endpoint: 'getApprovedReviews',
    status: 200,
    send: (state) => state.side.fetch(request(endpoints.getApprovedReviews.path)),
    check: (body) => {
      const list = body as { status: string }[];
      expect(list.length).toBe(seed.reviews.filter((review) => review.status === 'APPROVED').length);
      expect(list.every((review) => review.status === 'APPROVED')).toBe(true);
    },
  },
  {
    name: "a hotel's approved reviews, newest first, with verified stays",
    endpoint: 'getHotelReviews',
    status: 200,
    send: (state) => state.side.fetch(request(endpoints.getHotelReviews.path.replace(':id', ipekyolu.id))),
    check: (body) => {
      const approved = seed.reviews
        .filter((review) => review.hotelId === ipekyolu.id && review.status === 'APPROVED')
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const list = body as { id: string; verifiedStay: boolean }[];
      expect(list.map((review) => [review.id, review.verifiedStay])).toEqual(approved.map((review) => [review.id, Boolean(review.reservationId)]));
    },
  },
  {
    name: 'reviews of an unknown hotel is 404',
    endpoint: 'getHotelReviews',
    status: 404,
    message: ReviewMessages.hotelNotFound,
    send: (state) => state.side.fetch(request(endpoints.getHotelReviews.path.replace(':id', unknownId))),
  },
  {
    name: 'a review of a stay that has not ended is 403',
    endpoint: 'createReview',
    status: 403,
    message: ReviewMessages.stayNotEnded,
    send: async (state) =>
      state.side.fetch(request(endpoints.createReview.path, { method: 'POST', json: { reservationId: confirmed.id, rating: 5, comment: 'Too early' }, token: await guest(state) })),
  },
  {
    name: "a review of the user's ended stay: PENDING and verified",
    endpoint: 'createReview',
    status: 201,
    send: async (state) =>
      state.side.fetch(request(endpoints.createReview.path, { method: 'POST', json: { reservationId: ended.id, rating: 4, comment: 'Quiet room by the fortress' }, token: await guest(state) })),
    check: (body) => expect(body).toMatchObject({ hotelId: ended.hotelId, status: 'PENDING', verifiedStay: true }),
  },
  {
    name: 'a second review of the same stay is 409',
    endpoint: 'createReview',
    status: 409,
    message: ReviewMessages.alreadyReviewed,
    send: async (state) =>
      state.side.fetch(request(endpoints.createReview.path, { method: 'POST', json: { reservationId: ended.id, rating: 1, comment: 'Again' }, token: await guest(state) })),
  },
  {
    name: 'favourites without a token is 401',
    endpoint: 'getFavourites',
    status: 401,
    send: (state) => state.side.fetch(request(endpoints.getFavourites.path)),
  },
  {
    name: 'add a favourite hotel',
    endpoint: 'addFavourite',
    status: 201,
    send: async (state) => state.side.fetch(request(endpoints.addFavourite.path, { method: 'POST', json: { hotelId: ipekyolu.id }, token: await guest(state) })),
    check: (body) => {
      expect(body).toMatchObject({ id: ipekyolu.id, hotelName: ipekyolu.hotelName });
      expect(body).not.toHaveProperty('apiKey');
    },
  },
  {
    name: 'adding the same favourite again changes nothing (200)',
    endpoint: 'addFavourite',
    status: 200,
    send: async (state) => state.side.fetch(request(endpoints.addFavourite.path, { method: 'POST', json: { hotelId: ipekyolu.id }, token: await guest(state) })),
    check: (body) => expect(body).toMatchObject({ id: ipekyolu.id }),
  },
  {
    name: "list the user's favourites, newest first",
    endpoint: 'getFavourites',
    status: 200,
    send: async (state) => state.side.fetch(request(endpoints.getFavourites.path, { token: await guest(state) })),
    check: (body) => expect((body as { id: string }[]).map((h) => h.id)).toEqual([ipekyolu.id, ...seed.favourites.map((f) => f.hotelId)]),
  },
  {
    name: 'remove a favourite',
    endpoint: 'removeFavourite',
    status: 200,
    send: async (state) =>
      state.side.fetch(request(endpoints.removeFavourite.path.replace(':hotelId', ipekyolu.id), { method: 'DELETE', token: await guest(state) })),
    check: (body) => expect(body).toMatchObject({ deleted: 1 }),
  },
  {
    name: 'the removed favourite is gone from the list',
    endpoint: 'getFavourites',
    status: 200,
    send: async (state) => state.side.fetch(request(endpoints.getFavourites.path, { token: await guest(state) })),
    check: (body) => expect((body as { id: string }[]).map((h) => h.id)).toEqual(seed.favourites.map((f) => f.hotelId)),
  },
  {
    name: 'favourite of an unknown hotel is 404',
    endpoint: 'addFavourite',
    status: 404,
    message: FavouriteMessages.hotelNotFound,
    send: async (state) => state.side.fetch(request(endpoints.addFavourite.path, { method: 'POST', json: { hotelId: unknownId }, token: await guest(state) })),
  },
  {
    name: 'my payments without a token is 401',
    endpoint: 'getMyPayments',
    status: 401,
    send: (state) => state.side.fetch(request(endpoints.getMyPayments.path)),
  },
  {
    name: "my payments: the payments of the caller's own reservations only, newest first",
    endpoint: 'getMyPayments',
    status: 200,
    async send(state) {
      const token = await guest(state);
      const created = await state.side.fetch(
        request(endpoints.createReservation.path, { method: 'POST', json: { ...booking, checkIn: '2031-07-05', checkOut: '2031-07-06' }, token }),
      );
      const stay = endpoints.createReservation.response.parse(await created.json());
      state.normaliser.learnPnr(stay.pnrCode);
      expect((await paymentOn(state, stay)).status, state.side.name).toBe(201);
      return state.side.fetch(request(endpoints.getMyPayments.path, { token }));
    },
    check: (body) => {
      const demoUser = seed.users.find((user) => user.name === seed.USER_LOGIN.name)!;
      const own = seed.payments.filter((p) => seed.reservations.find((r) => r.id === p.reservationId)!.userId === demoUser.id);
      expect(body).toHaveLength(own.length + 1);
      expect((body as unknown[])[0]).toMatchObject({ status: 'PENDING', amount: withTax(room(tusba.slug, 'DOUBLE').pricePerNight), provider: 'BANK_TRANSFER' });
    },
  },
  {
    name: 'public config: the bank account for the transfer, no Turnstile site key (the bot check is off by default), OpenStreetMap tiles',
    endpoint: 'getPublicConfig',
    status: 200,
    send: (state) => state.side.fetch(request(endpoints.getPublicConfig.path)),
    check: (body) =>
      expect(body).toEqual({
        bankName: 'Ziraat Bankası',
        bankAccountName: 'Van Turizm A.Ş.',
        iban: 'TR33 0001 0012 3456 7890 1234 56',
        holdHours: 48,
        turnstileSiteKey: null,
        mapTiles: {
          url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
          maxZoom: 19,
        },
      }),
  },
  {
    name: 'reservations: search by guest name, Turkish letters folded',
    endpoint: 'getAllReservations',
    status: 200,
    send: async (state) => state.side.fetch(request(`${endpoints.getAllReservations.path}?q=AYSE&sort=checkIn&order=asc`, { token: await admin(state) })),
    check: (body) => expect((body as { guestName: string }[]).map((r) => r.guestName)).toEqual(['Ayşe Kaya']),
  },
  {
    name: 'reservations: stays overlapping a date range, hotel filter',
    endpoint: 'getAllReservations',
    status: 200,
    send: async (state) =>
      state.side.fetch(request(`${endpoints.getAllReservations.path}?from=2027-06-13&to=2027-06-14&hotelId=${ipekyolu.id}`, { token: await admin(state) })),
    check: (body) => expect((body as { pnrCode: string }[]).map((r) => r.pnrCode)).toEqual([confirmed.pnrCode]),
  },
  {
    name: 'reservations: "to" before "from" is 400',
    endpoint: 'getAllReservations',
    status: 400,
    message: '"to" must not be before "from"',
    send: async (state) => state.side.fetch(request(`${endpoints.getAllReservations.path}?from=2027-05-12&to=2027-05-01`, { token: await admin(state) })),
  },
  {
    name: 'payments awaiting approval',
    endpoint: 'getAllPayments',
    status: 200,
    send: async (state) => state.side.fetch(request(`${endpoints.getAllPayments.path}?stage=awaiting`, { token: await admin(state) })),
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
    message: AdminMessages.totalPaid,
    send: async (state) => {
      const token = await admin(state);
      const current = (await (await state.side.fetch(request(`${endpoints.getReservationById.path}?id=${confirmed.id}`, { token }))).json()) as Record<string, unknown>;
      return state.side.fetch(request(`${endpoints.updateReservation.path}?id=${confirmed.id}`, { method: 'PUT', json: { ...current, totalAmount: 1 }, token }));
    },
  },
  {
    name: 'occupancy calendar of a hotel',
    endpoint: 'getOccupancy',
    status: 200,
    send: async (state) =>
      state.side.fetch(request(`${endpoints.getOccupancy.path}?hotelId=${ipekyolu.id}&from=2027-06-11&days=5`, { token: await admin(state) })),
    check: (body) => {
      const double = (body as OccupancyCalendar).roomTypes.find((type) => type.name === 'DOUBLE')!;
      // VK7P3QHA (CONFIRMED) holds one DOUBLE on the nights of 12, 13 and 14 June.
      expect(double.nights.map((n) => n.date)).toEqual(['2027-06-11', '2027-06-12', '2027-06-13', '2027-06-14', '2027-06-15']);
      expect(double.nights.map((n) => n.free)).toEqual([double.rooms, double.rooms - 1, double.rooms - 1, double.rooms - 1, double.rooms]);
    },
  },
  {
    name: 'occupancy of an unknown hotel is 404',
    endpoint: 'getOccupancy',
    status: 404,
    message: 'Hotel not found',
    send: async (state) => state.side.fetch(request(`${endpoints.getOccupancy.path}?hotelId=${unknownId}`, { token: await admin(state) })),
  },
  {
    name: 'reservations CSV: BOM, Turkish header, the filtered rows',
    endpoint: 'exportReservationsCsv',
    status: 200,
    send: async (state) => state.side.fetch(request(`${endpoints.exportReservationsCsv.path}?q=ayse`, { token: await admin(state) })),
    check: (body) => {
      const lines = String(body).split('\r\n');
      expect(lines[0]).toBe(RESERVATION_CSV_HEADER.join(';'));
      expect(lines[1]).toMatch(/^[A-Z2-9]{8};Ayşe Kaya;/);
    },
  },
  {
    name: 'payments CSV',
    endpoint: 'exportPaymentsCsv',
    status: 200,
    send: async (state) => state.side.fetch(request(`${endpoints.exportPaymentsCsv.path}?status=PAID`, { token: await admin(state) })),
    check: (body) => expect(String(body).split('\r\n')[1]).toMatch(/;Ödendi;/),
  },
  {
    name: 'a contact message is answered by e-mail: stored, ANSWERED (issue 36)',
    endpoint: 'replyContactMessage',
    status: 200,
    async send(state) {
      const created = await state.side.fetch(
        request(endpoints.createContactMessage.path, {
          method: 'POST',
          json: { name: 'Shirin', email: 'shirin.contract@example.com', subject: 'Canlı destek', message: 'Akdamar?', language: 'fa' },
        }),
      );
      expect(created.status, state.side.name).toBe(201);
      const { id } = (await created.json()) as { id: string };
      return state.side.fetch(request(endpoints.replyContactMessage.path.replace(':id', id), { method: 'POST', json: { reply: 'Her gün 10:00' }, token: await admin(state) }));
    },
    check: (body) => expect(body).toMatchObject({ status: 'ANSWERED', reply: 'Her gün 10:00', language: 'fa' }),
  },
  {
    name: 'admin confirms a tour booking',
    endpoint: 'updateTourReservationStatus',
    status: 200,
    send: async (state) =>
      state.side.fetch(
        request(endpoints.updateTourReservationStatus.path.replace(':id', seed.tourReservations[0]!.id), {
          method: 'PUT',
          json: { status: 'CONFIRMED' },
          token: await admin(state),
        }),
      ),
    check: (body) => expect(body).toMatchObject({ id: seed.tourReservations[0]!.id, status: 'CONFIRMED' }),
  },
  {
    name: "a room type's channels: its export address and no imported calendar yet",
    endpoint: 'getChannels',
    status: 200,
    send: async (state) => {
      const response = await state.side.fetch(request(`${endpoints.getChannels.path}?roomTypeId=${room(tusba.slug, 'DOUBLE').id}`, { token: await admin(state) }));
      const body = (await response.clone().json()) as { exportUrl: string };
      // The token is random per side: learned like a PNR code.
      state.normaliser.learnPnr(/\/([\w-]{43})\.ics$/.exec(body.exportUrl)![1]!);
      return response;
    },
    check: (body) => expect(body).toMatchObject({ roomTypeId: room(tusba.slug, 'DOUBLE').id, exportUrl: expect.stringMatching(/^http:\/\/local\.test\/api\/channels\/[\w-]{43}\.ics$/), feeds: [] }),
  },
  {
    name: 'the export feed answers an iCalendar with the booked nights',
    endpoint: 'getChannelFeed',
    status: 200,
    send: async (state) => {
      const overview = (await (await state.side.fetch(request(`${endpoints.getChannels.path}?roomTypeId=${room(ipekyolu.slug, 'DOUBLE').id}`, { token: await admin(state) }))).json()) as { exportUrl: string };
      return state.side.fetch(request(new URL(overview.exportUrl).pathname));
    },
    // VK7P3QHA holds one DOUBLE from 12 to 15 June 2027.
    check: (body) => expect(String(body)).toMatch(/BEGIN:VCALENDAR[\s\S]*DTSTART;VALUE=DATE:20270612\r\nDTEND;VALUE=DATE:20270615/),
  },
  {
    name: 'an unknown export token is 404',
    endpoint: 'getChannelFeed',
    status: 404,
    message: ChannelMessages.feedNotFound,
    send: (state) => state.side.fetch(request(`/api/channels/${'A'.repeat(43)}.ics`)),
  },
  {
    name: 'a calendar is imported into a room type',
    endpoint: 'addChannelFeed',
    status: 201,
    send: async (state) =>
      state.side.fetch(
        request(endpoints.addChannelFeed.path, {
          method: 'POST',
          json: { roomTypeId: room(tusba.slug, 'DOUBLE').id, name: 'Airbnb', url: 'https://www.airbnb.example/calendar/ical/42.ics?s=abc' },
          token: await admin(state),
        }),
      ),
    check: (body) => expect(body).toMatchObject({ name: 'Airbnb', lastStatus: 'NEVER', lastSyncAt: null, eventCount: 0, conflicts: [] }),
  },
  {
    name: 'the same calendar twice is 409',
    endpoint: 'addChannelFeed',
    status: 409,
    message: ChannelMessages.duplicateUrl,
    send: async (state) =>
      state.side.fetch(
        request(endpoints.addChannelFeed.path, {
          method: 'POST',
          json: { roomTypeId: room(tusba.slug, 'DOUBLE').id, name: 'Airbnb again', url: 'https://www.airbnb.example/calendar/ical/42.ics?s=abc' },
          token: await admin(state),
        }),
      ),
  },
  {
    name: 'a calendar address that is not http(s) is 400',
    endpoint: 'addChannelFeed',
    status: 400,
    message: ChannelMessages.url.scheme,
    send: async (state) =>
      state.side.fetch(
        request(endpoints.addChannelFeed.path, {
          method: 'POST',
          json: { roomTypeId: room(tusba.slug, 'DOUBLE').id, name: 'Bad', url: 'ftp://calendar.example/x.ics' },
          token: await admin(state),
        }),
      ),
  },
  {
    name: 'rotating the export address',
    endpoint: 'rotateChannelExport',
    status: 200,
    send: async (state) => {
      const response = await state.side.fetch(
        request(endpoints.rotateChannelExport.path, { method: 'POST', json: { roomTypeId: room(tusba.slug, 'DOUBLE').id }, token: await admin(state) }),
      );
      state.normaliser.learnPnr(/\/([\w-]{43})\.ics$/.exec(((await response.clone().json()) as { exportUrl: string }).exportUrl)![1]!);
      return response;
    },
    check: (body) => expect((body as { feeds: unknown[] }).feeds).toHaveLength(1),
  },
  {
    name: 'deleting an imported calendar',
    endpoint: 'deleteChannelFeed',
    status: 200,
    send: async (state) => {
      const token = await admin(state);
      const overview = (await (await state.side.fetch(request(`${endpoints.getChannels.path}?roomTypeId=${room(tusba.slug, 'DOUBLE').id}`, { token }))).json()) as { feeds: { id: string }[] };
      return state.side.fetch(request(endpoints.deleteChannelFeed.path.replace(':id', overview.feeds[0]!.id), { method: 'DELETE', token }));
    },
    check: (body) => expect(body).toMatchObject({ deleted: 1 }),
  },
  {
    name: 'syncing an unknown calendar is 404',
    endpoint: 'syncChannelFeed',
    status: 404,
    message: ChannelMessages.feedNotFound,
    send: async (state) => state.side.fetch(request(endpoints.syncChannelFeed.path.replace(':id', unknownId), { method: 'POST', token: await admin(state) })),
  },
  {
    name: 'quote of the Nowruz 2027 stay: each night from the seed rates, the tax, the total',
    endpoint: 'getStayQuote',
    status: 200,
    send: (state) => state.side.fetch(request(`${endpoints.getStayQuote.path}?roomTypeId=${ipekyoluDouble.id}&checkIn=2027-03-16&checkOut=2027-03-23&guests=2`)),
    check: (body) =>
      expect(body).toMatchObject({
        nights: nowruzStay.nights.map((night) => ({ date: night.date, price: night.priceCents / 100 })),
        subtotal: nowruzStay.subtotalCents / 100,
        tax: nowruzStay.taxCents / 100,
        total: nowruzStay.totalCents / 100,
        minNights: 3,
      }),
  },
  {
    name: 'quote of two nights inside Nowruz (minimum three) is not bookable',
    endpoint: 'getStayQuote',
    status: 200,
    send: (state) => state.side.fetch(request(`${endpoints.getStayQuote.path}?roomTypeId=${ipekyoluDouble.id}&checkIn=2027-03-20&checkOut=2027-03-22`)),
    // minStay until its arrival day has passed, pastCheckIn after: never bookable.
    check: (body) => expect(body).toMatchObject({ bookable: false, minNights: 3 }),
  },
  {
    name: 'quote with check-out before check-in is 400',
    endpoint: 'getStayQuote',
    status: 400,
    send: (state) => state.side.fetch(request(`${endpoints.getStayQuote.path}?roomTypeId=${ipekyoluDouble.id}&checkIn=2031-03-22&checkOut=2031-03-20`)),
  },
  {
    name: "a room type's rates (admin)",
    endpoint: 'getRates',
    status: 200,
    send: async (state) => state.side.fetch(request(`${endpoints.getRates.path}?roomTypeId=${ipekyoluDouble.id}`, { token: await admin(state) })),
    check: (body) => expect((body as { from: string }[]).map((rate) => rate.from)).toEqual(['2027-03-18', '2027-06-15', '2027-12-30']),
  },
  {
    name: 'create a rate (admin)',
    endpoint: 'createRate',
    status: 201,
    send: async (state) => state.side.fetch(request(endpoints.createRate.path, { method: 'POST', json: rateBody, token: await admin(state) })),
    check: (body) => expect(body).toMatchObject({ ...rateBody, weekendPrice: null, maxStay: null, closedToArrival: false, stopSell: false }),
  },
  {
    name: 'create a rate ending before it starts is 400',
    endpoint: 'createRate',
    status: 400,
    message: StayRuleMessages.fromBeforeTo,
    send: async (state) =>
      state.side.fetch(request(endpoints.createRate.path, { method: 'POST', json: { ...rateBody, to: '2033-04-01' }, token: await admin(state) })),
  },
  {
    name: 'create a rate of an unknown room type is 404',
    endpoint: 'createRate',
    status: 404,
    message: StayRuleMessages.roomTypeNotFound,
    send: async (state) =>
      state.side.fetch(request(endpoints.createRate.path, { method: 'POST', json: { ...rateBody, roomTypeId: unknownId }, token: await admin(state) })),
  },
  {
    name: 'change a rate (admin)',
    endpoint: 'updateRate',
    status: 200,
    send: async (state) => {
      const created = await state.side.fetch(
        request(endpoints.createRate.path, { method: 'POST', json: { ...rateBody, from: '2034-02-01', to: '2034-02-03' }, token: await admin(state) }),
      );
      const { id } = endpoints.createRate.response.parse(await created.json());
      return state.side.fetch(
        request(endpoints.updateRate.path.replace(':id', id), { method: 'PUT', json: { ...rateBody, from: '2034-02-01', to: '2034-02-05', stopSell: true }, token: await admin(state) }),
      );
    },
    check: (body) => expect(body).toMatchObject({ from: '2034-02-01', to: '2034-02-05', stopSell: true }),
  },
  {
    name: 'change an unknown rate is 404',
    endpoint: 'updateRate',
    status: 404,
    message: StayRuleMessages.rateNotFound,
    send: async (state) =>
      state.side.fetch(request(endpoints.updateRate.path.replace(':id', unknownId), { method: 'PUT', json: rateBody, token: await admin(state) })),
  },
  {
    name: 'delete a rate (admin)',
    endpoint: 'deleteRate',
    status: 200,
    send: async (state) => {
      const created = await state.side.fetch(
        request(endpoints.createRate.path, { method: 'POST', json: { ...rateBody, from: '2034-01-01', to: '2034-01-02' }, token: await admin(state) }),
      );
      const { id } = endpoints.createRate.response.parse(await created.json());
      return state.side.fetch(request(endpoints.deleteRate.path.replace(':id', id), { method: 'DELETE', token: await admin(state) }));
    },
  },
  {
    name: 'delete an unknown rate is 404',
    endpoint: 'deleteRate',
    status: 404,
    message: StayRuleMessages.rateNotFound,
    send: async (state) => state.side.fetch(request(endpoints.deleteRate.path.replace(':id', unknownId), { method: 'DELETE', token: await admin(state) })),
  },
  {
    name: 'an unknown route is 404 on both',
    endpoint: 'health',
    status: 404,
    send: (state) => state.side.fetch(request('/api/no-such-call')),
  },
  {
    name: 'health',
    endpoint: 'health',
    status: 200,
    send: (state) => state.side.fetch(request(endpoints.health.path)),
  },
];

describe('the mock world answers like the Worker on real D1 and R2', () => {
  let d1: Awaited<ReturnType<typeof startD1Side>>;
  const states: SideState[] = [];

  beforeAll(async () => {
    d1 = await startD1Side();
    for (const side of [mocks, d1]) states.push({ side, normaliser: new Normaliser(known), sessions: new Map(), stays: 0 });
  }, 60_000);
  afterAll(() => d1?.dispose());

  it.each(cases)('$name', async (testCase) => {
    const answers = [];
    for (const state of states) {
      const { status, body } = await read(await testCase.send(state));
      expect({ side: state.side.name, status, body }).toMatchObject({ status: testCase.status });
      const schema = status < 300 ? endpoints[testCase.endpoint].response : ErrorBody;
      if (typeof body === 'object') {
        const parsed = schema.safeParse(body);
        expect(parsed.success, `${state.side.name} answer does not match the contract: ${parsed.error?.message}`).toBe(true);
      }
      if (testCase.message) expect((body as { message?: string }).message, state.side.name).toBe(testCase.message);
      answers.push(state.normaliser.value(body));
      if (state.side === mocks) testCase.check?.(body);
    }
    expect(answers[0], 'the mock world and real D1/R2 answer differently').toEqual(answers[1]);
  });
});
