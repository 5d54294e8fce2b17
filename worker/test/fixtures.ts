/**
 * Booking-side fixtures (reservations, payments, receipts) for Worker tests. Rows go straight
 * into D1 through the shared helpers; bookings go through the API so the real rules apply.
 */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { addDays, PNR_LOOKUP_LIMIT, vanToday } from '../../contract';
import { api, insertHotel, insertRoomType, unique, type ApiResult } from './helpers';

/** YYYY-MM-DD `days` from Van's today. */
export const day = (days: number) => addDays(vanToday(), days);

export type Room = { hotelId: string; hotelName: string; roomTypeId: string; roomTypeName: string };

/** A hotel with one room type of `rooms` rooms at `priceCents` per night. */
export async function seedRoom(options: { rooms?: number; priceCents?: number; name?: string } = {}): Promise<Room> {
  const hotel = await insertHotel();
  const room = await insertRoomType(hotel.id, {
    name: options.name ?? unique('ROOM'),
    roomCount: options.rooms ?? 1,
    pricePerNightCents: options.priceCents ?? 100_000,
  });
  return { hotelId: hotel.id, hotelName: hotel.hotelName, roomTypeId: room.id, roomTypeName: room.name };
}

/** A valid visitor booking body for `room` (check-in in 30 days, 2 nights) plus overrides. */
export function bookingBody(room: Pick<Room, 'hotelId' | 'roomTypeId'>, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    hotelId: room.hotelId,
    roomTypeId: room.roomTypeId,
    roomCount: 1,
    reservationGuests: 2,
    checkIn: day(30),
    checkOut: day(32),
    guestName: 'Ayşe Yılmaz',
    guestEmail: 'ayse@example.com',
    guestPhone: '+90 555 111 22 33',
    specialRequests: null,
    language: 'tr',
    ...overrides,
  };
}

export type Booked = { id: string; pnrCode: string; bookingToken: string; totalAmount: number; nights: number };

/** Books through the API and expects 201. */
export async function book(room: Pick<Room, 'hotelId' | 'roomTypeId'>, overrides: Record<string, unknown> = {}, token?: string): Promise<Booked> {
  const res = await api('POST', '/api/reservation/public/createReservation', { body: bookingBody(room, overrides), token });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as Booked;
}

/** Creates the payment record with the booking token and expects 201. */
export async function createPaymentFor(booked: Booked): Promise<{ id: string }> {
  const res = await api('POST', '/api/payments/create', { body: { reservationId: booked.id }, bookingToken: booked.bookingToken });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string };
}

// Smallest files each format's signature check accepts.
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

export function receiptForm(
  file: { bytes: Uint8Array; name: string; type?: string } | null,
  fields: { paymentId?: string; reservationId?: string } = {},
): FormData {
  const form = new FormData();
  if (file) form.append('file', new File([file.bytes], file.name, { type: file.type ?? 'application/octet-stream' }));
  if (fields.paymentId) form.append('paymentId', fields.paymentId);
  if (fields.reservationId) form.append('reservationId', fields.reservationId);
  return form;
}

export function upload(
  form: FormData,
  auth: { bookingToken?: string; token?: string } = {},
): Promise<ApiResult> {
  return api('POST', '/api/files/upload', { body: form, ...auth });
}

/** Booked, with a payment and an attached PNG receipt. */
export async function bookAndPay(room: Room, overrides: Record<string, unknown> = {}): Promise<Booked & { paymentId: string; receipt: string }> {
  const booked = await book(room, overrides);
  const payment = await createPaymentFor(booked);
  const up = await upload(receiptForm({ bytes: PNG_BYTES, name: 'dekont.png', type: 'image/png' }, { paymentId: payment.id }), {
    bookingToken: booked.bookingToken,
  });
  expect(up.status, JSON.stringify(up.json)).toBe(201);
  return { ...booked, paymentId: payment.id, receipt: up.json.filename };
}

export async function reservationStatus(id: string): Promise<string | undefined> {
  const row = await env.DB.prepare('SELECT status FROM reservations WHERE id = ?').bind(id).first<{ status: string }>();
  return row?.status;
}

export async function outboxOf(reservationId: string): Promise<{ kind: string; language: string; to_email: string; subject: string; body: string }[]> {
  const { results } = await env.DB.prepare('SELECT kind, language, to_email, subject, body FROM email_outbox WHERE reservation_id = ? ORDER BY created_at, rowid')
    .bind(reservationId)
    .all<{ kind: string; language: string; to_email: string; subject: string; body: string }>();
  return results;
}

// ---------------------------------------------------------------------------------------------
// PNR guessing limits (auth/limits.ts pnrLimit): a D1 count of failed calls per address, and a
// burst brake counting every call per address and wall-clock minute (in memory, then the binding).

type PnrBucket = 'pnr' | 'pnr-access';

/** The current D1 window of PNR_LOOKUP_LIMIT (epoch seconds), as the Worker computes it. */
const pnrWindowStart = () => {
  const seconds = Math.floor(Date.now() / 1000);
  return seconds - (seconds % PNR_LOOKUP_LIMIT.windowSeconds);
};

/** The failed calls D1 holds for `ip` in the current window (0 without a row: nothing was written). */
export async function pnrFailures(bucket: PnrBucket, ip: string): Promise<number> {
  const row = await env.DB.prepare('SELECT count FROM rate_limits WHERE key = ? AND window_start = ?')
    .bind(`${bucket}:${ip}`, pnrWindowStart())
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/** Writes a spent failure budget for `ip` (the limit reached in the current window), as earlier guesses would. */
export async function spendPnrBudget(bucket: PnrBucket, ip: string): Promise<void> {
  await env.DB.prepare('INSERT OR REPLACE INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)')
    .bind(`${bucket}:${ip}`, pnrWindowStart(), PNR_LOOKUP_LIMIT.limit)
    .run();
}
