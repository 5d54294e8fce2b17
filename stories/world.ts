/**
 * The demo world as the stories see it: the records the API answers (read once, through the
 * Worker in mocks/world.ts, right after seeding) and names for the ones stories talk about.
 * Every story starts from this state (.storybook/preview.tsx resets the backend), so a story
 * derives what it expects from here instead of spelling out the data.
 */
import type { Hotel, HotelDetail, PhotoAdmin, PhotoKind, Place, PublicUser, Reservation, Review, RoomTypeAvailability, StayQuote, Tour, TourReservation } from '../contract';
import { addDays } from '../contract/time';
import { localizeRecord } from '../contract/translations';
import type { ContentKind, ContentLanguage, Translations } from '../contract/translations';
import { backend } from '../mocks/world';
import * as seed from '../scripts/seed-data';
import { contentLanguageOf } from '../src/lib/contentLanguage';
import i18n from '../src/lib/i18n';

export { ADMIN_LOGIN, USER_LOGIN } from '../scripts/seed-data';

const admin = await backend.signIn(seed.ADMIN_LOGIN.name);

async function read<T>(path: string): Promise<T> {
  const response = await backend.fetch(
    new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${admin.token}` } }),
  );
  if (!response.ok) throw new Error(`The demo world could not be read: ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const all = '?page=1&pageSize=100';

/**
 * A catalogue record as the visitor of the running story reads it: its texts in the story's
 * language (the admin read above carries every language's `translations`; the rule is the
 * Worker's own, contract/translations.ts), looked up when a field is read, so a story written
 * once checks the same names in tr, en and fa (ADR docs/decisions/0012-content-translations.md).
 */
function inStoryLanguage<T extends { translations?: Translations }>(kind: ContentKind, record: T): T {
  const { translations, ...base } = record;
  const views = new Map<string, object>();
  const view = (): object => {
    const lang = contentLanguageOf(i18n.language);
    let shown = views.get(lang);
    if (!shown) views.set(lang, (shown = localizeRecord(base, kind, translations, lang)));
    return shown;
  };
  return new Proxy(record, {
    get: (_target, key) => Reflect.get(view(), key),
    has: (_target, key) => Reflect.has(view(), key),
    ownKeys: () => Reflect.ownKeys(view()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(view(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * The records as stored: the base texts the back office lists and edits (an ADMIN's read without
 * `?lang`), for the admin screens' stories.
 */
export const stored = {
  hotels: await read<Hotel[]>(`/api/hotel/public/getAllHotels${all}`),
  places: await read<Place[]>(`/api/tour/public/getAllPlaces${all}`),
  tours: await read<Tour[]>(`/api/tour/public/getAllTours${all}`),
};
export const hotels = stored.hotels.map((hotel) => inStoryLanguage('hotel', hotel));
export const places = stored.places.map((place) => inStoryLanguage('place', place));
export const tours = stored.tours.map((tour) => inStoryLanguage('tour', tour));
export const users = await read<PublicUser[]>(`/api/users/public/getAllUsers${all}`);
export const reservations = await read<Reservation[]>(`/api/reservation/public/getAllReservations${all}`);
export const reviews = await read<Review[]>(`/api/review/getAllReviews${all}`);
export const tourReservations = await read<TourReservation[]>(`/api/tour-reservations${all}`);
const storedRoomTypes = (
  await Promise.all(stored.hotels.map((hotel) => read<RoomTypeAvailability[]>(`/api/hotel/public/${hotel.id}/room-types`)))
).flat();
export const roomTypes = storedRoomTypes.map((room) => inStoryLanguage('roomType', room));
export const favourites = seed.favourites;
/** Payments as the demo world stores them (status, receipt object, verification). */
export const seededPayments = seed.payments;

const slug = <T extends { slug: string; id: string }>(list: readonly T[], name: string) => {
  const found = list.find((item) => item.slug === name);
  if (!found) throw new Error(`No demo record ${name}`);
  return found.id;
};
const roomOf = (hotelSlug: string, room: seed.RoomTypeName) =>
  seed.hotels.find((hotel) => hotel.slug === hotelSlug)!.roomTypes.find((type) => type.name === room)!.id;
const reservationOf = (pnr: string) => seed.reservations.find((reservation) => reservation.pnrCode === pnr)!;

export const hotelIds = {
  ipekyolu: slug(seed.hotels, 'ipekyolu-grand-otel'),
  sahmaran: slug(seed.hotels, 'sahmaran-lake-resort'),
  tusba: slug(seed.hotels, 'tusba-kale-butik-otel'),
  akdamar: slug(seed.hotels, 'akdamar-gol-evi'),
  muradiye: slug(seed.hotels, 'muradiye-selale-pansiyon'),
} as const;
/** The hotel page's read of the named hotels only (each is a few D1 reads; every story file pays them once). */
const storedDetails = await Promise.all(Object.values(hotelIds).map((id) => read<HotelDetail>(`/api/hotel/public/getHotelById?id=${id}`)));

/**
 * A hotel as its page reads it in `lang` (contract/hotel.ts HotelDetail): its texts and the names
 * of the sights nearest to it (the Worker's `nearbyPlaces`, nearest first) by the Worker's own
 * language rule (contract/translations.ts), as a plain object a story passes as args.
 */
export function hotelPageIn(hotelId: string, lang: ContentLanguage): HotelDetail {
  const { translations, ...hotel } = stored.hotels.find((candidate) => candidate.id === hotelId)!;
  const nearby = storedDetails.find((detail) => detail.id === hotelId)?.nearbyPlaces ?? [];
  const placeName = (id: string) => {
    const { translations: texts, ...place } = stored.places.find((candidate) => candidate.id === id)!;
    return localizeRecord(place, 'place', texts, lang).name;
  };
  return {
    ...localizeRecord(hotel, 'hotel', translations, lang),
    nearbyPlaces: nearby.map(({ id, distanceKm }) => ({ id, name: placeName(id), distanceKm })),
  };
}

export const roomTypeIds = {
  ipekyoluSingle: roomOf('ipekyolu-grand-otel', 'SINGLE'),
  ipekyoluDouble: roomOf('ipekyolu-grand-otel', 'DOUBLE'),
  ipekyoluSuite: roomOf('ipekyolu-grand-otel', 'SUITE'),
} as const;
export const placeIds = { fortress: slug(seed.places, 'van-fortress'), museum: slug(seed.places, 'van-museum') } as const;
export const tourIds = {
  akdamar: slug(seed.tours, 'akdamar-day-trip'),
  breakfast: slug(seed.tours, 'van-breakfast-culture-tour'),
  erek: slug(seed.tours, 'erek-summit-hike'),
  cruise: slug(seed.tours, 'lake-van-sunset-cruise'),
} as const;
export const userIds = {
  admin: seed.users.find((user) => user.name === seed.ADMIN_LOGIN.name)!.id,
  demo: seed.users.find((user) => user.name === seed.USER_LOGIN.name)!.id,
} as const;

/**
 * Bookings by what they show: `pending` has its receipt waiting for the admin, `confirmed` is
 * paid and belongs to the demo user, `userPending` is the demo user's Nowruz stay whose receipt
 * was rejected (a new one may be uploaded), `awaitingReceipt` has a payment but no receipt yet.
 */
export const pnrCodes = { pending: 'M2XCG9LD', confirmed: 'VK7P3QHA', userPending: 'DM6Q2XKP', awaitingReceipt: 'R4NWE8TZ' } as const;
export const reservationIds = {
  pending: reservationOf(pnrCodes.pending).id,
  confirmed: reservationOf(pnrCodes.confirmed).id,
  userPending: reservationOf(pnrCodes.userPending).id,
} as const;
/** The token the guest of `pending` got when booking (valid for a day). */
export const pendingBookingToken = await backend.signBooking(reservationIds.pending);
const paymentOf = (reservationId: string) => seed.payments.find((payment) => payment.reservationId === reservationId)!.id;
export const paymentIds = {
  awaitingApproval: paymentOf(reservationIds.pending),
  paid: paymentOf(reservationIds.confirmed),
} as const;

/**
 * A record's gallery now, as the admin's editor lists it (every language's alt text, in order):
 * docs/decisions/0014-photo-galleries.md.
 */
export const galleryOf = (kind: PhotoKind, id: string) => read<PhotoAdmin[]>(`/api/admin/photos?entityKind=${kind}&entityId=${id}`);

/** Rows of the backend's current state, for a story to set up or check what the screen changed. */
export const rows = backend.query;

/** Whether the login call accepts this name and password now (e.g. after a password change). */
export async function canLogIn(name: string, password: string): Promise<boolean> {
  const response = await backend.fetch(
    new Request('http://localhost/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, password }),
    }),
  );
  return response.ok;
}

/** A Monday in October 2027: the nights after it are covered by no demo season (scripts/seed-data.ts), a plain stay. */
export const PLAIN_CHECK_IN = '2027-10-04';

/** The quote of one room of `roomTypeId` for `nights` plain nights: what the booking form will ask (issue 33). */
export const plainStayQuote = (roomTypeId: string, nights: number) =>
  read<StayQuote>(`/api/hotels/quote?roomTypeId=${roomTypeId}&checkIn=${PLAIN_CHECK_IN}&checkOut=${addDays(PLAIN_CHECK_IN, nights)}&guests=1&rooms=1`);
