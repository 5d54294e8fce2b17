/**
 * The audit trail (docs/decisions/0019-audit-trail.md): each kind of back-office write makes
 * exactly one row naming the staff member, the record, and the record before and after; no secret
 * and no identity document number is kept; the rows cannot be changed; GET /api/admin/audit
 * filters and pages them for admins only.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../contract';
import { routes, type Route } from '../contract/routes';
import { app } from './index';
import { AUDIT_HANDLER_NAME } from './audit/middleware';
import { redact } from './audit/redact';
import { entityOf } from './audit/registry';
import { bookAndPay, bookingBody, day, seedRoom, type Room } from './test/fixtures';
import {
  api,
  createUserWithRole,
  hotelInput,
  insertHotel,
  insertRoomType,
  insertTourRow,
  insertTourReservationRow,
  loginAs,
  placeInput,
  TEST_PASSWORD,
  tourInput,
  unique,
  type TestUser,
} from './test/helpers';
import { photoForm } from './test/webp';

type Row = { action: string; actor_id: string; actor_name: string; entity: string; entity_id: string | null; before_json: string | null; after_json: string | null; body_json: string | null; status: number };
type Recorded = { action: string; actorId: string; actorName: string; entity: string; entityId: string | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null; body: unknown };

let admin: { token: string; user: TestUser };
let room: Room;
/** Rows made per action, for the report. */
const made: Record<string, number> = {};

beforeAll(async () => {
  admin = await loginAs('ADMIN', { name: unique('Nazlı ') });
  room = await seedRoom({ rooms: 20 });
});

afterAll(() => {
  console.log('audit rows per action', JSON.stringify(made));
});

const rowsOf = async (action: string) =>
  (await env.DB.prepare('SELECT * FROM audit_log WHERE action = ? ORDER BY rowid').bind(action).all<Row>()).results;
const total = async () => (await env.DB.prepare('SELECT count(*) AS n FROM audit_log').first<{ n: number }>())!.n;
const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as Record<string, unknown>));

/** Runs one call (expecting `status`) and returns the one row it added, checking that it added exactly one. */
async function recorded(action: string, call: () => Promise<{ status: number; json: unknown }>, status = 200): Promise<Recorded & { answer: unknown }> {
  const before = await rowsOf(action);
  const all = await total();
  const res = await call();
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  const after = await rowsOf(action);
  expect(after.length - before.length, `${action}: one row`).toBe(1);
  expect(await total(), `${action}: no other row`).toBe(all + 1);
  made[action] = (made[action] ?? 0) + 1;
  const row = after.at(-1)!;
  return {
    action: row.action,
    actorId: row.actor_id,
    actorName: row.actor_name,
    entity: row.entity,
    entityId: row.entity_id,
    before: parse(row.before_json),
    after: parse(row.after_json),
    body: parse(row.body_json),
    answer: res.json,
  };
}

const asAdmin = (method: string, path: string, body?: unknown) => () => api(method, path, { token: admin.token, body });

/** What the row keeps (not the call's answer). */
const stored = (row: Recorded) => JSON.stringify([row.before, row.after, row.body]);

const expectActor = (row: Recorded) => {
  expect(row.actorId).toBe(admin.user.id);
  expect(row.actorName).toBe(admin.user.name);
};

describe('coverage', () => {
  it('every write of the call table with access admin has the recorder in front of it (a new admin call included)', () => {
    const writes = (Object.values(routes) as Route[]).filter((route) => route.access === 'admin' && route.method !== 'GET');
    expect(writes.length).toBeGreaterThan(30);
    const recorded = new Set(app.routes.filter((r) => r.handler.name === AUDIT_HANDLER_NAME).map((r) => `${r.method} ${r.path}`));
    expect(writes.filter((route) => !recorded.has(`${route.method} ${route.path}`))).toEqual([]);
    expect(recorded.has(`POST ${routes.createReservation.path}`)).toBe(true);
  });

  it('a call the registry does not know is filed under the word of its admin path (the front-desk calls)', () => {
    expect(entityOf('adminCancelReservation', '/api/admin/reservations/:id/check-in')).toBe('reservation');
    expect(entityOf('adminCancelReservation', '/api/admin/reservations/:id/no-show')).toBe('reservation');
    expect(entityOf('getAuditLog', '/api/admin/rooms/:id/housekeeping')).toBe('room');
    expect(entityOf('getAuditLog', '/api/admin/front-desk')).toBe('frontDesk');
  });
});

describe('users and roles', () => {
  it('createUser, updateUser (a role change), deleteUser: one row each, with the user before and after and no password', async () => {
    const name = unique('staff');
    const created = await recorded('createUser', asAdmin('POST', '/api/users/public/createUser', { name, email: `${name}@example.com`, password: 'longenough1', role: 'USER', languagePreference: 'TR' }), 201);
    const id = (created.answer as { id: string }).id;
    expectActor(created);
    expect(created).toMatchObject({ entity: 'user', entityId: id, before: null, after: { id, name, role: 'USER' } });
    expect(created.after).not.toHaveProperty('password_hash');
    expect(created.body).toEqual({ name, email: `${name}@example.com`, role: 'USER', languagePreference: 'TR' });

    const promoted = await recorded('updateUser', asAdmin('PUT', `/api/users/updateUser?id=${id}`, { name, email: `${name}@example.com`, role: 'ADMIN', languagePreference: 'TR' }));
    expect(promoted).toMatchObject({ entity: 'user', entityId: id, before: { role: 'USER' }, after: { role: 'ADMIN' } });

    const deleted = await recorded('deleteUser', asAdmin('DELETE', `/api/users/deleteUser?id=${id}`));
    expect(deleted).toMatchObject({ entity: 'user', entityId: id, before: { id, name, role: 'ADMIN' }, after: null });
  });
});

describe('catalogue', () => {
  it('hotels: create, update, delete; the API key is never stored', async () => {
    const created = await recorded('createHotel', asAdmin('POST', '/api/hotel/createHotel', hotelInput({ hotelName: 'Audit Otel', apiKey: 'k-secret-123' })), 201);
    const id = (created.answer as { id: string }).id;
    expect(created).toMatchObject({ entity: 'hotel', entityId: id, before: null, after: { hotel_name: 'Audit Otel' } });
    expect(stored(created)).not.toContain('k-secret-123');
    const updated = await recorded('updateHotel', asAdmin('PUT', `/api/hotel/updateHotel?id=${id}`, hotelInput({ hotelName: 'Audit Otel 2' })));
    expect(updated).toMatchObject({ before: { hotel_name: 'Audit Otel' }, after: { hotel_name: 'Audit Otel 2' } });
    const deleted = await recorded('deleteHotel', asAdmin('DELETE', `/api/hotel/deleteHotel?id=${id}`));
    expect(deleted).toMatchObject({ entity: 'hotel', entityId: id, before: { hotel_name: 'Audit Otel 2' }, after: null });
  });

  it('room types and rates: the price before and after', async () => {
    const hotel = await insertHotel();
    const created = await recorded('createRoomType', asAdmin('POST', '/api/roomType/createRoomType', { hotelId: hotel.id, name: 'AUDIT', pricePerNight: 100, roomCount: 2 }), 201);
    const id = (created.answer as { id: string }).id;
    expect(created).toMatchObject({ entity: 'roomType', entityId: id, after: { price_per_night_cents: 10000 } });
    const updated = await recorded('updateRoomType', asAdmin('PUT', `/api/roomType/updateRoomType?id=${id}`, { hotelId: hotel.id, name: 'AUDIT', pricePerNight: 120, roomCount: 2 }));
    expect(updated).toMatchObject({ before: { price_per_night_cents: 10000 }, after: { price_per_night_cents: 12000 } });

    const rate = { roomTypeId: id, from: day(60), to: day(70), price: 150 };
    const createdRate = await recorded('createRate', asAdmin('POST', '/api/admin/rates', rate), 201);
    const rateId = (createdRate.answer as { id: string }).id;
    expect(createdRate).toMatchObject({ entity: 'rate', entityId: rateId, before: null, after: { price_cents: 15000 } });
    const updatedRate = await recorded('updateRate', asAdmin('PUT', `/api/admin/rates/${rateId}`, { ...rate, price: 175 }));
    expect(updatedRate).toMatchObject({ entity: 'rate', before: { price_cents: 15000 }, after: { price_cents: 17500 } });
    const deletedRate = await recorded('deleteRate', asAdmin('DELETE', `/api/admin/rates/${rateId}`));
    expect(deletedRate).toMatchObject({ entity: 'rate', entityId: rateId, before: { price_cents: 17500 }, after: null });
    await recorded('deleteRoomType', asAdmin('DELETE', `/api/roomType/deleteRoomType?id=${id}`));
  });

  it('places and tours: create, update, delete', async () => {
    const place = await recorded('createPlace', asAdmin('POST', '/api/tour/createPlace', placeInput({ name: 'Audit Sight' })), 201);
    const placeId = (place.answer as { id: string }).id;
    expect(place).toMatchObject({ entity: 'place', entityId: placeId, after: { name: 'Audit Sight' } });
    const placeEdit = await recorded('updatePlace', asAdmin('PUT', `/api/tour/updatePlace?id=${placeId}`, placeInput({ name: 'Audit Sight 2' })));
    expect(placeEdit).toMatchObject({ before: { name: 'Audit Sight' }, after: { name: 'Audit Sight 2' } });
    expect(await recorded('deletePlace', asAdmin('DELETE', `/api/tour/deletePlace?id=${placeId}`))).toMatchObject({ entity: 'place', after: null });

    const tour = await recorded('createTour', asAdmin('POST', '/api/tour/createTour', tourInput({ tourName: 'Audit Tour' })), 201);
    const tourId = (tour.answer as { id: string }).id;
    expect(tour).toMatchObject({ entity: 'tour', entityId: tourId, after: { tour_name: 'Audit Tour' } });
    const tourEdit = await recorded('updateTour', asAdmin('PUT', `/api/tour/updateTour?id=${tourId}`, tourInput({ tourName: 'Audit Tour 2' })));
    expect(tourEdit).toMatchObject({ before: { tour_name: 'Audit Tour' }, after: { tour_name: 'Audit Tour 2' } });
    expect(await recorded('deleteTour', asAdmin('DELETE', `/api/tour/deleteTour?id=${tourId}`))).toMatchObject({ entity: 'tour', before: { tour_name: 'Audit Tour 2' } });
  });

  it('photos: upload, caption, delete', async () => {
    const hotel = await insertHotel();
    const uploaded = await recorded('uploadPhoto', () => api('POST', '/api/admin/photos', { token: admin.token, body: photoForm({ entityKind: 'hotel', entityId: hotel.id }, [{ width: 480 }]) }), 201);
    const id = (uploaded.answer as { id: string }).id;
    expect(uploaded).toMatchObject({ entity: 'photo', entityId: id, before: null, after: { entity_id: hotel.id, width: 480 } });
    const captioned = await recorded('updatePhoto', asAdmin('PUT', `/api/admin/photos/${id}`, { alt: { tr: 'Cephe', en: 'Facade', fa: 'نما' } }));
    expect(captioned).toMatchObject({ entity: 'photo', before: { alt: '{}' } });
    expect(JSON.parse(captioned.after!.alt as string)).toMatchObject({ en: 'Facade' });
    const reordered = await recorded('reorderPhotos', asAdmin('PUT', '/api/admin/photos/order', { entityKind: 'hotel', entityId: hotel.id, ids: [id] }));
    expect(reordered).toMatchObject({ entity: 'photo', body: { ids: [id] } });
    expect(await recorded('deletePhoto', asAdmin('DELETE', `/api/admin/photos/${id}`))).toMatchObject({ entity: 'photo', entityId: id, after: null });
  });
});

describe('bookings and money', () => {
  it('a stay booked by staff is recorded (a guest booking is not); staff edit and cancel it', async () => {
    const guestCount = await total();
    const guest = await api('POST', '/api/reservation/public/createReservation', { body: bookingBody(room) });
    expect(guest.status).toBe(201);
    expect(await total()).toBe(guestCount);

    const created = await recorded('createReservation', asAdmin('POST', '/api/reservation/public/createReservation', bookingBody(room, { guestName: 'Staff Booked' })), 201);
    const id = (created.answer as { id: string }).id;
    expectActor(created);
    expect(created).toMatchObject({ entity: 'reservation', entityId: id, before: null, after: { guest_name: 'Staff Booked', status: 'PENDING' } });
    expect(stored(created)).not.toContain((created.answer as { bookingToken: string }).bookingToken);

    const current = (await api('GET', `/api/reservation/public/getReservationById?id=${id}`, { token: admin.token })).json as Record<string, unknown>;
    const edit = { hotelId: current.hotelId, roomTypeId: current.roomTypeId, roomCount: 1, reservationGuests: 2, checkIn: current.checkIn, checkOut: current.checkOut, guestName: 'Staff Edited', guestEmail: current.guestEmail, guestPhone: current.guestPhone, status: 'PENDING', totalAmount: current.totalAmount };
    const edited = await recorded('updateReservation', asAdmin('PUT', `/api/reservation/public/updateReservation?id=${id}`, edit));
    expect(edited).toMatchObject({ entity: 'reservation', entityId: id, before: { guest_name: 'Staff Booked' }, after: { guest_name: 'Staff Edited' } });

    const cancelled = await recorded('adminCancelReservation', asAdmin('POST', `/api/admin/reservations/${id}/cancel`, { reason: 'Water damage' }));
    expect(cancelled).toMatchObject({ entity: 'reservation', entityId: id, before: { status: 'PENDING' }, after: { status: 'CANCELLED' }, body: { reason: 'Water damage' } });
  });

  it('payments approved and rejected, and a refund marked sent', async () => {
    const approvedOne = await bookAndPay(room);
    const approved = await recorded('verifyPayment', asAdmin('POST', `/api/payments/${approvedOne.paymentId}/verify?approve=true`));
    expect(approved).toMatchObject({ entity: 'payment', entityId: approvedOne.paymentId, before: { status: 'PENDING' }, after: { status: 'PAID' } });

    const rejectedOne = await bookAndPay(room);
    const rejected = await recorded('verifyPayment', asAdmin('POST', `/api/payments/${rejectedOne.paymentId}/verify?approve=false`, { reason: 'Amount differs' }));
    expect(rejected).toMatchObject({ entity: 'payment', before: { status: 'PENDING' }, after: { status: 'CANCELLED', rejection_reason: 'Amount differs' } });

    const cancelled = await api('POST', '/api/reservation/public/cancel', { body: { pnr: approvedOne.pnrCode, email: 'ayse@example.com' }, headers: { 'CF-Connecting-IP': '203.0.113.77' } });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    const refund = await env.DB.prepare('SELECT id FROM refunds WHERE reservation_id = ?').bind(approvedOne.id).first<{ id: string }>();
    const marked = await recorded('markRefunded', asAdmin('POST', `/api/admin/refunds/${refund!.id}/refunded`, { bankReference: 'EFT-AUDIT' }));
    expect(marked).toMatchObject({ entity: 'refund', entityId: refund!.id, before: { status: 'DUE' }, after: { status: 'REFUNDED', bank_reference: 'EFT-AUDIT' } });
  });

  it('a payment edited and deleted, a reservation deleted, a review deleted', async () => {
    const paid = await bookAndPay(room);
    const edited = await recorded('updatePayment', asAdmin('PUT', `/api/payments/updatePayment/${paid.paymentId}`, { transactionId: 'REF-AUDIT' }));
    expect(edited).toMatchObject({ entity: 'payment', entityId: paid.paymentId, before: { transaction_id: null }, after: { transaction_id: 'REF-AUDIT' } });
    const gone = await recorded('deletePayment', asAdmin('DELETE', `/api/payments/deletePayment/${paid.paymentId}`));
    expect(gone).toMatchObject({ entity: 'payment', entityId: paid.paymentId, before: { transaction_id: 'REF-AUDIT' }, after: null });
    const deleted = await recorded('deleteReservation', asAdmin('DELETE', `/api/reservation/public/deleteReservation?id=${paid.id}`));
    expect(deleted).toMatchObject({ entity: 'reservation', entityId: paid.id, before: { id: paid.id }, after: null });

    const author = await createUserWithRole('USER');
    const reviewId = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO reviews (id, user_id, hotel_id, rating, comment, status) VALUES (?, ?, ?, 2, 'Cold', 'PENDING')").bind(reviewId, author.id, room.hotelId).run();
    const review = await recorded('deleteReview', asAdmin('DELETE', `/api/review/public/deleteReview?id=${reviewId}`));
    expect(review).toMatchObject({ entity: 'review', entityId: reviewId, before: { comment: 'Cold' }, after: null });
  });

  it('a tour booking\u2019s status', async () => {
    const tour = await insertTourRow();
    const booking = await insertTourReservationRow(tour.id);
    const row = await recorded('updateTourReservationStatus', asAdmin('PUT', `/api/tour-reservations/${booking.id}/status`, { status: 'CONFIRMED' }));
    expect(row).toMatchObject({ entity: 'tourReservation', entityId: booking.id, before: { status: 'PENDING' }, after: { status: 'CONFIRMED' } });
  });
});

describe('reviews, messages, channels', () => {
  it('a review moderated, a message answered and handled', async () => {
    const hotel = await insertHotel();
    const author = await createUserWithRole('USER');
    const reviewId = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO reviews (id, user_id, hotel_id, rating, comment, status) VALUES (?, ?, ?, 4, 'Fine', 'PENDING')").bind(reviewId, author.id, hotel.id).run();
    const review = await recorded('updateReview', asAdmin('PUT', `/api/review/public/updateReview?id=${reviewId}`, { rating: 4, comment: 'Fine', status: 'APPROVED' }));
    expect(review).toMatchObject({ entity: 'review', entityId: reviewId, before: { status: 'PENDING' }, after: { status: 'APPROVED' } });

    const sent = await api('POST', '/api/contact/createMessage', {
      body: { name: 'Shirin', email: `shirin.${crypto.randomUUID()}@example.com`, subject: 'Tur', message: 'Akdamar?' },
      headers: { 'CF-Connecting-IP': '203.0.114.9' },
    });
    expect(sent.status).toBe(201);
    const messageId = (sent.json as { id: string }).id;
    const reply = await recorded('replyContactMessage', asAdmin('POST', `/api/contact/messages/${messageId}/reply`, { reply: 'Every Saturday.' }));
    expect(reply).toMatchObject({ entity: 'contactMessage', entityId: messageId, before: { reply: null }, after: { reply: 'Every Saturday.' } });
    const handled = await recorded('markContactMessageHandled', asAdmin('POST', `/api/contact/messages/${messageId}/handled`));
    expect(handled).toMatchObject({ entity: 'contactMessage', before: { handled_at: null }, after: { handled_at: expect.any(String) } });
  });

  it('channels: a feed added and removed without its secret link, the export link rotated without its token', async () => {
    const roomType = await insertRoomType((await insertHotel()).id);
    const secretUrl = 'https://www.airbnb.com/calendar/ical/123.ics?s=supersecret42';
    const added = await recorded('addChannelFeed', asAdmin('POST', '/api/admin/channels', { roomTypeId: roomType.id, name: 'Airbnb', url: secretUrl }), 201);
    const feedId = (added.answer as { id: string }).id;
    expect(added).toMatchObject({ entity: 'channelFeed', entityId: feedId, after: { name: 'Airbnb', url: 'https://www.airbnb.com/calendar/ical/123.ics?…' } });
    expect(stored(added)).not.toContain('supersecret42');
    const rotated = await recorded('rotateChannelExport', asAdmin('POST', '/api/admin/channels/rotate', { roomTypeId: roomType.id }));
    expect(rotated).toMatchObject({ entity: 'channelExport', entityId: roomType.id });
    expect(rotated.after).not.toHaveProperty('token');
    expect(rotated.after).toHaveProperty('rotated_at');
    expect(await recorded('deleteChannelFeed', asAdmin('DELETE', `/api/admin/channels/${feedId}`))).toMatchObject({ entity: 'channelFeed', before: { name: 'Airbnb' }, after: null });
  });
});

describe('what is never kept', () => {
  it('no password, hash, token or API key anywhere in the trail; T.C. identity numbers are masked', async () => {
    const idNumber = '10000000146';
    const booked = await recorded('createReservation', asAdmin('POST', '/api/reservation/public/createReservation', bookingBody(room, { specialRequests: `T.C. ${idNumber}` })), 201);
    expect(JSON.stringify(booked.after)).not.toContain(idNumber);
    const all = (await env.DB.prepare('SELECT before_json, after_json, body_json, path FROM audit_log').all<Record<string, string | null>>()).results;
    const text = JSON.stringify(all);
    const hashes = (await env.DB.prepare('SELECT password_hash FROM users').all<{ password_hash: string }>()).results.map((r) => r.password_hash);
    for (const secret of [TEST_PASSWORD, 'longenough1', 'k-secret-123', 'secret-api-key', idNumber, ...hashes]) expect(text, secret).not.toContain(secret);
    expect(text).not.toMatch(/password|token|api_key/i);
  });

  it('identity documents by their field names are masked to the last two characters; secrets by theirs are dropped', () => {
    expect(redact({ guests: [{ fullName: 'Ali Veli', tcKimlikNo: '12345678950', passportNumber: 'U12345678', passportCountry: 'IR', nationality: 'TR' }], password: 'x', refreshToken: 'y' })).toEqual({
      guests: [{ fullName: 'Ali Veli', tcKimlikNo: '•••••••••50', passportNumber: '•••••••78', passportCountry: 'IR', nationality: 'TR' }],
    });
  });
});

describe('append-only and refusals', () => {
  it('UPDATE and DELETE of audit rows are refused by the database', async () => {
    expect(await total()).toBeGreaterThan(0);
    await expect(env.DB.prepare("UPDATE audit_log SET actor_name = 'someone else'").run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare('DELETE FROM audit_log').run()).rejects.toThrow(/append-only/);
  });

  it('a refused write (4xx) and a write by a USER make no row; a USER gets 403 from the list', async () => {
    const count = await total();
    expect((await api('PUT', `/api/hotel/updateHotel?id=${crypto.randomUUID()}`, { token: admin.token, body: hotelInput() })).status).toBe(404);
    const user = await loginAs('USER');
    expect((await api('POST', '/api/hotel/createHotel', { token: user.token, body: hotelInput() })).status).toBe(403);
    expect(await total()).toBe(count);
    const listed = await api('GET', '/api/admin/audit', { token: user.token });
    expect(listed.status).toBe(403);
    expect((await api('GET', '/api/admin/audit')).status).toBe(401);
  });

  it('account deletion still works for a staff member who has rows in the trail', async () => {
    const other = await loginAs('ADMIN');
    const hotel = await insertHotel();
    expect((await api('PUT', `/api/hotel/updateHotel?id=${hotel.id}`, { token: other.token, body: hotelInput({ hotelName: 'Before leaving' }) })).status).toBe(200);
    const erased = await api('DELETE', '/api/users/me', { token: other.token, body: { password: TEST_PASSWORD } });
    expect(erased.status, JSON.stringify(erased.json)).toBe(200);
    const kept = await env.DB.prepare('SELECT actor_name FROM audit_log WHERE actor_id = ?').bind(other.user.id).all<{ actor_name: string }>();
    expect(kept.results).toEqual([{ actor_name: other.user.name }]);
  });
});

describe('GET /api/admin/audit', () => {
  it('newest first, paged with X-Total-Count, filtered by person, record type and Van day', async () => {
    const second = await loginAs('ADMIN', { name: unique('Reza ') });
    const hotel = await insertHotel();
    for (const name of ['One', 'Two', 'Three']) {
      expect((await api('PUT', `/api/hotel/updateHotel?id=${hotel.id}`, { token: second.token, body: hotelInput({ hotelName: name }) })).status).toBe(200);
    }
    const page1 = await api('GET', `/api/admin/audit?actor=${second.user.id}&page=1&pageSize=2`, { token: admin.token });
    expect(page1.status).toBe(200);
    expect(page1.headers.get('X-Total-Count')).toBe('3');
    const entries = (page1.json as unknown[]).map((e) => AuditEntry.parse(e));
    expect(entries.map((e) => (e.after as { hotel_name: string }).hotel_name)).toEqual(['Three', 'Two']);
    expect(entries[0]).toMatchObject({ actorId: second.user.id, actorName: second.user.name, action: 'updateHotel', entity: 'hotel', entityId: hotel.id, before: { hotel_name: 'Two' } });
    const page2 = await api('GET', `/api/admin/audit?actor=${second.user.id}&page=2&pageSize=2`, { token: admin.token });
    expect((page2.json as AuditEntry[]).map((e) => (e.after as { hotel_name: string }).hotel_name)).toEqual(['One']);

    const hotels = await api('GET', `/api/admin/audit?entity=hotel&pageSize=100`, { token: admin.token });
    expect((hotels.json as AuditEntry[]).every((e) => e.entity === 'hotel')).toBe(true);
    expect((hotels.json as AuditEntry[]).length).toBeGreaterThanOrEqual(3);

    const today = await api('GET', `/api/admin/audit?actor=${second.user.id}&from=${day(0)}&to=${day(0)}`, { token: admin.token });
    expect(today.headers.get('X-Total-Count')).toBe('3');
    const yesterday = await api('GET', `/api/admin/audit?actor=${second.user.id}&from=${day(-1)}&to=${day(-1)}`, { token: admin.token });
    expect(yesterday.headers.get('X-Total-Count')).toBe('0');
    expect((await api('GET', '/api/admin/audit?from=2026-02-31', { token: admin.token })).status).toBe(400);
  });
});
