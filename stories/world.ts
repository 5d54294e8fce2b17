/**
 * The demo world as the stories see it: the records the API answers (read once, through the
 * Worker in mocks/world.ts, right after seeding) and names for the ones stories talk about.
 * Every story starts from this state (.storybook/preview.tsx resets the backend), so a story
 * derives what it expects from here instead of spelling out the data.
 */
import type { Hotel, Place, PublicUser, Reservation, Review, RoomTypeAvailability, Tour, TourReservation } from '../contract';
import { backend } from '../mocks/world';
import * as seed from '../scripts/seed-data';

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

export const hotels = await read<Hotel[]>(`/api/hotel/public/getAllHotels${all}`);
export const places = await read<Place[]>(`/api/tour/public/getAllPlaces${all}`);
export const tours = await read<Tour[]>(`/api/tour/public/getAllTours${all}`);
export const users = await read<PublicUser[]>(`/api/users/public/getAllUsers${all}`);
export const reservations = await read<Reservation[]>(`/api/reservation/public/getAllReservations${all}`);
export const reviews = await read<Review[]>(`/api/review/getAllReviews${all}`);
export const tourReservations = await read<TourReservation[]>(`/api/tour-reservations${all}`);
export const roomTypes = (
  await Promise.all(hotels.map((hotel) => read<RoomTypeAvailability[]>(`/api/hotel/public/${hotel.id}/room-types`)))
).flat();
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
} as const;
export const userIds = {
  admin: seed.users.find((user) => user.name === seed.ADMIN_LOGIN.name)!.id,
  demo: seed.users.find((user) => user.name === seed.USER_LOGIN.name)!.id,
} as const;

/**
 * Bookings by what they show: `pending` has its receipt waiting for the admin, `confirmed` is
 * paid and belongs to the demo user, `userPending` is the demo user's Nowruz stay whose receipt
 * was rejected (a new one may be uploaded).
 */
export const pnrCodes = { pending: 'M2XCG9LD', confirmed: 'VK7P3QHA', userPending: 'DM6Q2XKP' } as const;
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
