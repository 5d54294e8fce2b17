/**
 * Test helpers for Worker tests (run inside workerd with the real D1 binding).
 * Keep the signatures stable: every worker/*.test.ts uses them.
 *
 * Storage: with @cloudflare/vitest-plugin 1.x, D1 writes made in `beforeAll` and in tests
 * persist for the whole test file (one isolate and one D1 per file); files do not see each
 * other's data. Create users once per file (PBKDF2 is slow) and use unique names.
 */
import { env, SELF } from 'cloudflare:test';
import { hashPassword } from '../auth/password';
import type { Role } from '../../contract/user';
import { signSession } from '../auth/tokens';

export const BASE = 'http://local.test';

/** The password of every user made by `createUserWithRole` unless overridden. */
export const TEST_PASSWORD = 'Password123!';

let defaultHash: Promise<string> | null = null;
/** PBKDF2 once per file for the default password. */
const hashOf = (password: string) =>
  password === TEST_PASSWORD ? (defaultHash ??= hashPassword(TEST_PASSWORD)) : hashPassword(password);

let counter = 0;
/** A short unique suffix for names/emails within a test file. */
export const unique = (prefix = 'u') => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type TestUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  password: string;
  languagePreference: 'TR' | 'EN' | 'FA';
};

/** Inserts a user straight into D1 (no HTTP), default password `TEST_PASSWORD`. */
export async function createUserWithRole(
  role: Role = 'USER',
  overrides: Partial<Omit<TestUser, 'role' | 'id'>> = {},
): Promise<TestUser> {
  const name = overrides.name ?? unique(role === 'ADMIN' ? 'admin' : 'user');
  const user: TestUser = {
    id: crypto.randomUUID(),
    name,
    email: overrides.email ?? `${name}@example.com`,
    role,
    password: overrides.password ?? TEST_PASSWORD,
    languagePreference: overrides.languagePreference ?? 'TR',
  };
  await env.DB.prepare(
    'INSERT INTO users (id, name, email, password_hash, role, language) VALUES (?, ?, ?, ?, ?, ?)',
  )
    .bind(user.id, user.name, user.email, await hashOf(user.password), user.role, user.languagePreference)
    .run();
  return user;
}

/** A bearer token for an existing user (signed directly: no PBKDF2, no HTTP). */
export function tokenFor(user: Pick<TestUser, 'id' | 'name' | 'role'>): Promise<string> {
  return signSession(env, user);
}

/** Creates a user with `role` and returns it with a valid bearer token. */
export async function loginAs(
  role: Role = 'USER',
  overrides: Partial<Omit<TestUser, 'role' | 'id'>> = {},
): Promise<{ token: string; user: TestUser }> {
  const user = await createUserWithRole(role, overrides);
  return { token: await tokenFor(user), user };
}

export type ApiOptions = {
  /** Object -> JSON; string -> sent as is (with JSON content type); FormData -> multipart. */
  body?: unknown;
  /** Bearer token. */
  token?: string;
  /** `X-Booking-Token`. */
  bookingToken?: string;
  headers?: Record<string, string>;
};

/** Answers are read loosely in tests (`res.json.message`); parse with a contract schema to be strict. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJson = any;

export type ApiResult<T = AnyJson> = {
  status: number;
  json: T;
  headers: Headers;
};

/** Calls the Worker (`SELF.fetch`) and reads the JSON answer (null when the body is not JSON). */
export async function api<T = AnyJson>(method: string, path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  if (options.bookingToken) headers.set('X-Booking-Token', options.bookingToken);
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (typeof options.body === 'string') {
      body = options.body;
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    } else {
      body = JSON.stringify(options.body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }
  const res = await SELF.fetch(`${BASE}${path}`, { method, headers, body });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, json: json as T, headers: res.headers };
}

/** Number of rows in a table (for "nothing was written" checks). */
export async function countRows(table: string): Promise<number> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`bad table name ${table}`);
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Fixtures written straight into D1 (fast; independent of the routes under test).

export async function insertHotel(
  fields: Partial<{ hotelName: string; hotelCity: string; district: string | null; starRating: number; apiKey: string | null; advancePaymentCents: number }> = {},
): Promise<{ id: string; hotelName: string }> {
  const id = crypto.randomUUID();
  const hotelName = fields.hotelName ?? unique('Hotel ');
  await env.DB.prepare(
    `INSERT INTO hotels (id, hotel_name, hotel_address, hotel_city, district, star_rating, api_key, advance_payment_cents)
     VALUES (?, ?, 'Cumhuriyet Cd. 1', ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      hotelName,
      fields.hotelCity ?? 'Van',
      fields.district === undefined ? 'İpekyolu' : fields.district,
      fields.starRating ?? 3,
      fields.apiKey === undefined ? 'secret-api-key' : fields.apiKey,
      fields.advancePaymentCents ?? 150000,
    )
    .run();
  return { id, hotelName };
}

/** A valid createHotel body (every required field), with `overrides` on top. */
export const hotelInput = (overrides: Record<string, unknown> = {}) => ({
  hotelName: 'A hotel of Van',
  hotelAddress: 'Cumhuriyet Cd. 1',
  hotelCity: 'Van',
  advancePayment: 1500,
  ...overrides,
});

/** A valid createTour body (every required field), with `overrides` on top. */
export const tourInput = (overrides: Record<string, unknown> = {}) => ({
  tourName: 'A tour of Van',
  tourStartAddress: 'Van Pier',
  tourEndAddress: 'Van Pier',
  price: 500,
  participantCount: 20,
  startDate: '2030-05-01',
  endDate: '2030-09-30',
  ...overrides,
});

/** A valid createPlace body (every required field), with `overrides` on top. */
export const placeInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'A sight of Van',
  description: 'A sight near Van.',
  location: 'Van',
  image: 'https://img.example/place.jpg',
  bestSeasons: 'spring',
  facilities: 'car park',
  visitOpenTime: '09:00',
  visitCloseTime: '18:00',
  visitDays: 'Monday',
  entryFeeAdult: 0,
  entryFeeStudent: 0,
  entryFeeMuseum: 0,
  transportationCars: 'car',
  ...overrides,
});

export async function insertRoomType(
  hotelId: string,
  fields: Partial<{ name: string; pricePerNightCents: number; roomCount: number; capacity: number }> = {},
): Promise<{ id: string; name: string }> {
  const id = crypto.randomUUID();
  const name = fields.name ?? unique('ROOM');
  await env.DB.prepare(
    'INSERT INTO room_types (id, hotel_id, name, price_per_night_cents, room_count, capacity) VALUES (?, ?, ?, ?, ?, ?)',
  )
    .bind(id, hotelId, name, fields.pricePerNightCents ?? 100000, fields.roomCount ?? 1, fields.capacity ?? 2)
    .run();
  return { id, name };
}

/** A reservation row (no PNR logic, no price logic): for availability and 409 tests. */
export async function insertReservationRow(
  hotelId: string,
  roomTypeId: string,
  fields: Partial<{ checkIn: string; checkOut: string; status: 'PENDING' | 'CONFIRMED' | 'CANCELLED'; roomCount: number; userId: string | null }> = {},
): Promise<{ id: string; pnrCode: string }> {
  const id = crypto.randomUUID();
  const pnrCode = `T${crypto.randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
  const checkIn = fields.checkIn ?? '2030-06-01';
  const checkOut = fields.checkOut ?? '2030-06-03';
  await env.DB.prepare(
    `INSERT INTO reservations (id, pnr_code, status, total_amount_cents, reservation_guests, check_in, check_out,
       guest_name, guest_email, guest_phone, hotel_id, room_type_id, room_count, price_per_night_cents, nights, user_id)
     VALUES (?, ?, ?, 200000, 2, ?, ?, 'Guest Test', 'guest@example.com', '+905551112233', ?, ?, ?, 100000, 2, ?)`,
  )
    .bind(id, pnrCode, fields.status ?? 'PENDING', checkIn, checkOut, hotelId, roomTypeId, fields.roomCount ?? 1, fields.userId ?? null)
    .run();
  return { id, pnrCode };
}

export async function insertTourRow(
  fields: Partial<{ tourName: string; priceCents: number; duration: number | null; participantCount: number; startDate: string; endDate: string; tourStartAddress: string; tourType: 'cultural' | 'nature' | 'daily' }> = {},
): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO tours (id, tour_name, tour_start_address, tour_end_address, price_cents, duration, participant_count, start_date, end_date, tour_type)
     VALUES (?, ?, ?, 'Van Centre', ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      fields.tourName ?? unique('Tour '),
      fields.tourStartAddress ?? 'Van Centre',
      fields.priceCents ?? 50000,
      fields.duration === undefined ? 8 : fields.duration,
      fields.participantCount ?? 10,
      fields.startDate ?? '2030-05-01',
      fields.endDate ?? '2030-09-30',
      fields.tourType ?? 'cultural',
    )
    .run();
  return { id };
}

export async function insertTourReservationRow(tourId: string): Promise<{ id: string; pnrCode: string }> {
  const id = crypto.randomUUID();
  const pnrCode = `T${crypto.randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
  await env.DB.prepare(
    `INSERT INTO tour_reservations (id, tour_id, full_name, email, phone, tour_date, number_of_people, total_amount_cents, pnr_code)
     VALUES (?, ?, 'Tour Guest', 'tour@example.com', '+905551112233', '2030-06-01', 2, 100000, ?)`,
  )
    .bind(id, tourId, pnrCode)
    .run();
  return { id, pnrCode };
}

/** A well-formed UUID no row has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Admin-only call: 401 without a token, 401 with a bad token, 403 with a USER token
 * (each answer a JSON `{ message }`).
 */
export async function expectAdminOnly(
  method: string,
  path: string,
  userToken: string,
  body?: unknown,
): Promise<void> {
  const { expect } = await import('vitest');
  const anonymous = await api(method, path, { body });
  expect(anonymous.status, `${method} ${path} without token`).toBe(401);
  expect(anonymous.json).toMatchObject({ message: expect.any(String) });
  const forged = await api(method, path, { body, token: 'not.a.jwt' });
  expect(forged.status, `${method} ${path} with a bad token`).toBe(401);
  const user = await api(method, path, { body, token: userToken });
  expect(user.status, `${method} ${path} as USER`).toBe(403);
  expect(user.json).toMatchObject({ message: expect.any(String) });
}
