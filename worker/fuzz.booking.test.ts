/**
 * Fuzz of every POST/PUT of the catalog (contract/endpoints.ts) served by the booking side:
 * reservations (three create paths, admin update), payments (create, update, update-receipt,
 * verify), the receipt upload, tour reservations and contact messages. Malformed JSON, wrong
 * types, missing fields, 100 KB strings, oversized bodies and unknown ids must each get a 4xx
 * JSON envelope `{ message }`, never a 5xx, and leave every table (and the receipt bucket) as
 * it was. Mutations the contract itself accepts are sent too and must never give a 5xx.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints, type EndpointName } from '../contract';
import { api, loginAs, UNKNOWN_ID } from './test/helpers';
import { book, bookingBody, createPaymentFor, day, PNG_BYTES, receiptForm, seedRoom, upload, type Booked, type Room } from './test/fixtures';
import { insertTourRow } from './test/helpers';
import { KB100, MALFORMED, NON_OBJECTS, expectEnvelope4xx, mutations } from './test/fuzz';

const OWNED_PREFIXES = ['/api/reservation', '/reservations', '/api/payments/', '/api/files/', '/api/tour-reservations', '/tour-reservations', '/api/contact/'];

/** `rate_limits` is left out on purpose: counting a request is the throttle working. */
const TABLES = ['users', 'hotels', 'room_types', 'tours', 'reservations', 'payments', 'tour_reservations', 'contact_messages', 'email_outbox'];

async function snapshot(): Promise<string> {
  const parts = await env.DB.batch(TABLES.map((t) => env.DB.prepare(`SELECT * FROM ${t} ORDER BY id`)));
  const objects = (await env.RECEIPTS.list()).objects.map((o) => o.key).sort();
  return JSON.stringify([parts.map((p) => p.results), objects]);
}

type Auth = { token?: string; bookingToken?: string; headers?: Record<string, string> };
type Target = {
  body?: () => Record<string, unknown>;
  /** The path with `:id` filled in and any query string. */
  url: () => string;
  auth: () => Auth;
};

let adminToken: string;
let room: Room;
let booked: Booked;
let paymentId: string;
let receipt: string;
let tourId: string;
let tourReservationId: string;
let messageId: string;

const reservationBody = () => bookingBody(room, { checkIn: day(60), checkOut: day(61) });

const targets: Partial<Record<EndpointName, Target>> = {
  createReservation: { body: reservationBody, url: () => endpoints.createReservation.path, auth: () => ({}) },
  createReservationApi: { body: reservationBody, url: () => endpoints.createReservationApi.path, auth: () => ({}) },
  createReservationLegacy: { body: reservationBody, url: () => endpoints.createReservationLegacy.path, auth: () => ({}) },
  updateReservation: {
    body: () => ({
      guestName: 'Fuzz Guest', guestEmail: 'fuzz@example.com', guestPhone: '+90 555 111 22 33', hotelId: room.hotelId, roomTypeId: room.roomTypeId,
      checkIn: day(70), checkOut: day(72), roomCount: 1, reservationGuests: 2, totalAmount: 100, status: 'PENDING', specialRequests: 'x',
    }),
    url: () => `${endpoints.updateReservation.path}?id=${booked.id}`,
    auth: () => ({ token: adminToken }),
  },
  accessReservationByPnr: {
    body: () => ({ email: 'ayse@example.com' }),
    url: () => endpoints.accessReservationByPnr.path.replace(':pnr', booked.pnrCode),
    // A fresh client per request: the fuzz is about validation, not the rate limit.
    auth: () => ({ headers: { 'CF-Connecting-IP': `fuzz-${crypto.randomUUID()}` } }),
  },
  // Someone else's e-mail: a well-formed call that must cancel nothing.
  cancelReservation: {
    body: () => ({ pnr: booked.pnrCode, email: 'not-the-guest@example.com' }),
    url: () => endpoints.cancelReservation.path,
    auth: () => ({ headers: { 'CF-Connecting-IP': `fuzz-${crypto.randomUUID()}` } }),
  },
  createPayment: { body: () => ({ reservationId: booked.id, transactionId: 'T-1' }), url: () => endpoints.createPayment.path, auth: () => ({ bookingToken: booked.bookingToken }) },
  updatePayment: {
    body: () => ({ amount: 10, currency: 'TRY', status: 'PENDING', provider: 'BANK_TRANSFER', transactionId: 'x', paymentDate: '2030-01-01T00:00:00Z', isReceiptVerified: false }),
    url: () => endpoints.updatePayment.path.replace(':id', paymentId),
    auth: () => ({ token: adminToken }),
  },
  updateReceipt: {
    body: () => ({ receipt }),
    url: () => endpoints.updateReceipt.path.replace(':id', paymentId),
    auth: () => ({ bookingToken: booked.bookingToken }),
  },
  // No body: the query is fuzzed separately; a body of any shape is ignored.
  verifyPayment: { url: () => `${endpoints.verifyPayment.path.replace(':id', paymentId)}?approve=true`, auth: () => ({ token: adminToken }) },
  uploadFile: { url: () => endpoints.uploadFile.path, auth: () => ({ bookingToken: booked.bookingToken }) },
  createTourReservation: {
    body: () => ({ tourId, fullName: 'F', email: 'f@example.com', phone: '+90 555 111 22 33', tourDate: day(10), numberOfPeople: 1, specialRequests: null, paymentMethod: 'BANK_TRANSFER', termsAccepted: true }),
    url: () => endpoints.createTourReservation.path,
    auth: () => ({}),
  },
  createTourReservationLegacy: {
    body: () => ({ tourId, fullName: 'F', email: 'f@example.com', phone: '+90 555 111 22 33', tourDate: day(10), numberOfPeople: 1, specialRequests: null, paymentMethod: 'BANK_TRANSFER', termsAccepted: true }),
    url: () => endpoints.createTourReservationLegacy.path,
    auth: () => ({}),
  },
  updateTourReservationStatus: {
    body: () => ({ status: 'CONFIRMED' }),
    url: () => endpoints.updateTourReservationStatus.path.replace(':id', tourReservationId),
    auth: () => ({ token: adminToken }),
  },
  createContactMessage: { body: () => ({ name: 'N', email: 'n@example.com', subject: 'S', message: 'M' }), url: () => endpoints.createContactMessage.path, auth: () => ({}) },
  replyContactMessage: { body: () => ({ reply: 'Thank you for writing.' }), url: () => endpoints.replyContactMessage.path.replace(':id', messageId), auth: () => ({ token: adminToken }) },
  // No fields: a body, when sent, must be a JSON object.
  markContactMessageHandled: { url: () => endpoints.markContactMessageHandled.path.replace(':id', messageId), auth: () => ({ token: adminToken }) },
};

const owned = (Object.keys(endpoints) as EndpointName[]).filter((name) => {
  const e = endpoints[name];
  return (e.method === 'POST' || e.method === 'PUT') && OWNED_PREFIXES.some((p) => e.path.startsWith(p));
});
const jsonBodies = owned.filter((name) => targets[name]?.body !== undefined);

beforeAll(async () => {
  adminToken = (await loginAs('ADMIN')).token;
  room = await seedRoom({ rooms: 100_000 });
  booked = await book(room);
  paymentId = (await createPaymentFor(booked)).id;
  // A file uploaded for the reservation but not attached (update-receipt's valid body).
  await env.DB.prepare("UPDATE payments SET status = 'PAID' WHERE id = ?").bind(paymentId).run();
  const up = await upload(receiptForm({ bytes: PNG_BYTES, name: 'r.png' }, { reservationId: booked.id }), { token: adminToken });
  expect(up.status).toBe(409);
  await env.DB.prepare("UPDATE payments SET status = 'PENDING' WHERE id = ?").bind(paymentId).run();
  receipt = `${crypto.randomUUID()}.png`;
  await env.RECEIPTS.put(receipt, PNG_BYTES, { httpMetadata: { contentType: 'image/png' }, customMetadata: { reservationId: booked.id, originalName: 'r.png' } });
  tourId = (await insertTourRow({ startDate: day(-1), endDate: day(100), participantCount: 100_000 })).id;
  const tourBooking = await api('POST', endpoints.createTourReservation.path, { body: targets.createTourReservation!.body!() });
  expect(tourBooking.status).toBe(201);
  tourReservationId = (tourBooking.json as { id: string }).id;
  const message = await api('POST', endpoints.createContactMessage.path, { body: targets.createContactMessage!.body!() });
  expect(message.status).toBe(201);
  messageId = (message.json as { id: string }).id;
});


describe('fuzz: booking POST/PUT of the catalog', () => {
  it('covers every owned POST/PUT of the catalog', () => {
    expect([...owned].sort()).toEqual((Object.keys(targets) as EndpointName[]).sort());
    expect(owned).toHaveLength(17);
  });

  it.each(owned.filter((n) => n !== 'uploadFile'))('%s: malformed JSON, non-object JSON, wrong content type, oversized body -> 4xx, nothing written', async (name) => {
    const target = targets[name]!;
    const method = endpoints[name].method;
    const before = await snapshot();
    for (const raw of [...MALFORMED, ...NON_OBJECTS]) {
      expectEnvelope4xx(await api(method, target.url(), { ...target.auth(), body: raw }), `${name} ${JSON.stringify(raw)}`);
    }
    if (target.body) {
      const plain = await api(method, target.url(), { ...target.auth(), body: JSON.stringify(target.body()), headers: { 'Content-Type': 'text/plain' } });
      expectEnvelope4xx(plain, `${name} text/plain`);
      expectEnvelope4xx(await api(method, target.url(), target.auth()), `${name} no body`);
    }
    const huge = await api(method, target.url(), { ...target.auth(), body: { ...target.body?.(), blob: 'y'.repeat(300 * 1024) } });
    expect(huge.status, `${name} 300 KB body`).toBe(413);
    expectEnvelope4xx(huge, `${name} 300 KB body`);
    expect(await snapshot(), `${name} wrote something`).toBe(before);
  });

  it.each(jsonBodies)('%s: wrong types, missing fields and 100 KB strings -> 400 with details, nothing written', async (name) => {
    const target = targets[name]!;
    const schema = (endpoints[name] as { body: z.ZodType }).body;
    const before = await snapshot();
    let rejected = 0;
    for (const [label, body] of mutations(target.body!())) {
      if (schema.safeParse(body).success) continue;
      rejected++;
      const res = await api(endpoints[name].method, target.url(), { ...target.auth(), body });
      expectEnvelope4xx(res, `${name}: ${label}`);
      expect(res.status, `${name}: ${label}`).toBe(400);
      expect(res.json.details?.length, `${name}: ${label} details`).toBeGreaterThan(0);
    }
    expect(rejected).toBeGreaterThan(5);
    expect(await snapshot(), `${name} wrote something`).toBe(before);
  });

  it.each(jsonBodies)('%s: mutations the contract accepts never give a 5xx', async (name) => {
    const target = targets[name]!;
    const schema = (endpoints[name] as { body: z.ZodType }).body;
    for (const [label, body] of mutations(target.body!())) {
      if (!schema.safeParse(body).success) continue;
      const res = await api(endpoints[name].method, target.url(), { ...target.auth(), body });
      expect(res.status, `${name}: ${label} -> ${JSON.stringify(res.json)?.slice(0, 200)}`).toBeLessThan(500);
      expect(res.json, `${name}: ${label}`).not.toBeNull();
    }
  });

  it('unknown ids: 404 (or 403 for a booking token of another reservation), nothing written', async () => {
    const before = await snapshot();
    const cases: [string, string, string, Auth, unknown][] = [
      ['createReservation', 'POST', endpoints.createReservation.path, {}, { ...reservationBody(), hotelId: UNKNOWN_ID }],
      ['createReservation room', 'POST', endpoints.createReservation.path, {}, { ...reservationBody(), roomTypeId: UNKNOWN_ID }],
      ['updateReservation', 'PUT', `${endpoints.updateReservation.path}?id=${UNKNOWN_ID}`, { token: adminToken }, targets.updateReservation!.body!()],
      ['updateReservation hotel', 'PUT', targets.updateReservation!.url(), { token: adminToken }, { ...targets.updateReservation!.body!(), hotelId: UNKNOWN_ID }],
      ['createPayment', 'POST', endpoints.createPayment.path, { token: adminToken }, { reservationId: UNKNOWN_ID }],
      ['updatePayment', 'PUT', endpoints.updatePayment.path.replace(':id', UNKNOWN_ID), { token: adminToken }, { status: 'PAID' }],
      ['updateReceipt', 'POST', endpoints.updateReceipt.path.replace(':id', UNKNOWN_ID), { token: adminToken }, { receipt }],
      ['updateReceipt file', 'POST', targets.updateReceipt!.url(), { bookingToken: booked.bookingToken }, { receipt: `${UNKNOWN_ID}.png` }],
      ['verifyPayment', 'POST', `${endpoints.verifyPayment.path.replace(':id', UNKNOWN_ID)}?approve=true`, { token: adminToken }, undefined],
      ['createTourReservation', 'POST', endpoints.createTourReservation.path, {}, { ...targets.createTourReservation!.body!(), tourId: UNKNOWN_ID }],
    ];
    for (const [label, method, url, auth, body] of cases) {
      const res = await api(method, url, { ...auth, body });
      expect(res.status, label).toBe(404);
      expectEnvelope4xx(res, label);
    }
    const cross = await api('POST', endpoints.createPayment.path, { bookingToken: booked.bookingToken, body: { reservationId: UNKNOWN_ID } });
    expect(cross.status).toBe(403);
    for (const bad of ['1%20OR%201=1', 'x', KB100.slice(0, 2000)]) {
      const res = await api('PUT', `${endpoints.updateReservation.path}?id=${bad}`, { token: adminToken, body: targets.updateReservation!.body!() });
      expect(res.status).toBe(400);
      const pay = await api('PUT', endpoints.updatePayment.path.replace(':id', bad), { token: adminToken, body: { status: 'PAID' } });
      expect(pay.status).toBe(400);
    }
    expect(await snapshot()).toBe(before);
  });

  it('verify: odd approve values and bodies -> 4xx, nothing written', async () => {
    const before = await snapshot();
    const base = endpoints.verifyPayment.path.replace(':id', paymentId);
    for (const query of ['', '?approve=', '?approve=TRUE', '?approve=1', `?approve=${'x'.repeat(2000)}`, '?approve=true&approve=false']) {
      const res = await api('POST', `${base}${query}`, { token: adminToken });
      expectEnvelope4xx(res, query);
    }
    expect(await snapshot()).toBe(before);
  });

  it('upload: malformed multipart, wrong field types, 100 KB fields, unknown ids -> 4xx, nothing stored', async () => {
    const before = await snapshot();
    const auth = { bookingToken: booked.bookingToken };
    const raw = (body: string, contentType: string) => api('POST', endpoints.uploadFile.path, { ...auth, body, headers: { 'Content-Type': contentType } });
    const answers = [
      await raw('garbage', 'multipart/form-data; boundary=xyz'),
      await raw('--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc', 'multipart/form-data; boundary=xyz'),
      await raw('anything', 'multipart/form-data'),
      await raw('{"reservationId": "x"}', 'application/json'),
      await raw('reservationId=x', 'application/x-www-form-urlencoded'),
      await api('POST', endpoints.uploadFile.path, auth),
    ];
    const file = { bytes: PNG_BYTES, name: 'x.png' };
    const forms: FormData[] = [];
    const add = (build: (form: FormData) => void) => {
      const form = new FormData();
      build(form);
      forms.push(form);
    };
    add((f) => f.append('reservationId', KB100));
    add((f) => { f.append('paymentId', KB100); f.append('file', new File([PNG_BYTES], 'x.png')); });
    add((f) => { f.append('reservationId', new File([PNG_BYTES], 'id.png')); f.append('file', new File([PNG_BYTES], 'x.png')); });
    add((f) => { f.append('reservationId', booked.id); f.append('file', 'not a file'); });
    add((f) => { f.append('reservationId', booked.id); f.append('file', KB100); });
    add((f) => { f.append('reservationId', booked.id); f.append('file', new File([new TextEncoder().encode(KB100)], 'x.pdf', { type: 'application/pdf' })); });
    add((f) => { f.append('reservationId', UNKNOWN_ID); f.append('file', new File([PNG_BYTES], 'x.png')); });
    add((f) => { f.append('paymentId', UNKNOWN_ID); f.append('file', new File([PNG_BYTES], 'x.png')); });
    forms.push(receiptForm(file, {}));
    for (const form of forms) answers.push(await upload(form, auth));
    answers.push(await upload(receiptForm(file, { paymentId: UNKNOWN_ID }), { token: adminToken }));
    answers.push(await upload(receiptForm(file, { reservationId: UNKNOWN_ID }), { token: adminToken }));
    answers.forEach((res, i) => expectEnvelope4xx(res, `upload case ${i}`));
    expect(await snapshot()).toBe(before);
  });
});
