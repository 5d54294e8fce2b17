import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { LegalMessages, Reservation, TERMS_VERSION } from '../contract';
import { api, countRows, insertTourRow, loginAs } from './test/helpers';
import { bookingBody, day, seedRoom } from './test/fixtures';

/**
 * The legal texts a guest accepts on a booking (contract/legal.ts, migrations/0009_terms_acceptance.sql):
 * stored with the booking's time and version; refused when sent wrong; a hotel booking without
 * the fields (clients of the original spec) is still taken, with no acceptance stored.
 */
const HOTEL_PATHS = ['/api/reservation/public/createReservation', '/api/reservations', '/reservations'];
const TOUR_PATHS = ['/api/tour-reservations', '/tour-reservations'];

type TermsRow = { created_at: string; terms_accepted_at: string | null; terms_version: string | null };

const termsOf = (table: 'reservations' | 'tour_reservations', id: string) =>
  env.DB.prepare(`SELECT created_at, terms_accepted_at, terms_version FROM ${table} WHERE id = ?`).bind(id).first<TermsRow>();

const tourBody = (tourId: string, overrides: Record<string, unknown> = {}) => ({
  tourId,
  fullName: 'Zeynep Kaya',
  email: 'zeynep@example.com',
  phone: '+90 555 222 33 44',
  tourDate: day(20),
  numberOfPeople: 1,
  paymentMethod: 'BANK_TRANSFER',
  termsAccepted: true,
  termsVersion: TERMS_VERSION,
  ...overrides,
});

const seasonTour = () => insertTourRow({ startDate: day(-10), endDate: day(200), participantCount: 50 });

describe('hotel booking: terms acceptance', () => {
  it.each(HOTEL_PATHS)('201 at %s: the acceptance is stored with the booking time and the current version', async (path) => {
    const room = await seedRoom({ rooms: 2 });
    const res = await api('POST', path, { body: bookingBody(room, { termsAccepted: true, termsVersion: TERMS_VERSION }) });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const row = await termsOf('reservations', res.json.id);
    expect(row).toEqual({ created_at: row!.created_at, terms_accepted_at: row!.created_at, terms_version: TERMS_VERSION });
    expect(row!.terms_accepted_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('201 without the fields (a client of the original spec): booked, no acceptance stored (NULLs)', async () => {
    const room = await seedRoom();
    const res = await api('POST', HOTEL_PATHS[0]!, { body: bookingBody(room) });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(await termsOf('reservations', res.json.id)).toMatchObject({ terms_accepted_at: null, terms_version: null });
  });

  it('201 with termsAccepted and no version: the time is stored, the version stays NULL', async () => {
    const room = await seedRoom();
    const res = await api('POST', HOTEL_PATHS[0]!, { body: bookingBody(room, { termsAccepted: true }) });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const row = await termsOf('reservations', res.json.id);
    expect(row).toMatchObject({ terms_accepted_at: row!.created_at, terms_version: null });
  });

  it('201 with a version but no termsAccepted: nothing was accepted, both NULL', async () => {
    const room = await seedRoom();
    const res = await api('POST', HOTEL_PATHS[0]!, { body: bookingBody(room, { termsVersion: TERMS_VERSION }) });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(await termsOf('reservations', res.json.id)).toMatchObject({ terms_accepted_at: null, terms_version: null });
  });

  it.each(HOTEL_PATHS)('400 at %s: termsAccepted false (or not true) names the field; nothing is booked', async (path) => {
    const room = await seedRoom();
    const before = await countRows('reservations');
    for (const termsAccepted of [false, 'true', null]) {
      const res = await api('POST', path, { body: bookingBody(room, { termsAccepted, termsVersion: TERMS_VERSION }) });
      expect(res.status, String(termsAccepted)).toBe(400);
      expect(res.json).toEqual({
        code: 'TERMS_NOT_ACCEPTED',
        message: LegalMessages.termsNotAccepted,
        details: [{ path: 'termsAccepted', message: LegalMessages.termsNotAccepted, code: 'TERMS_NOT_ACCEPTED' }],
      });
    }
    expect(await countRows('reservations')).toBe(before);
  });

  it.each(HOTEL_PATHS)('400 at %s: a version other than the current one names termsVersion; nothing is booked', async (path) => {
    const room = await seedRoom();
    const before = await countRows('reservations');
    for (const termsVersion of ['2020-01-01', '', 20261125]) {
      const res = await api('POST', path, { body: bookingBody(room, { termsAccepted: true, termsVersion }) });
      expect(res.status, String(termsVersion)).toBe(400);
      expect(res.json).toEqual({
        code: 'TERMS_VERSION_OUTDATED',
        message: LegalMessages.termsVersion,
        details: [{ path: 'termsVersion', message: LegalMessages.termsVersion, code: 'TERMS_VERSION_OUTDATED' }],
      });
    }
    expect(await countRows('reservations')).toBe(before);
  });
});

describe('the admin reads the acceptance with the reservation', () => {
  let adminToken: string;
  beforeAll(async () => {
    adminToken = (await loginAs('ADMIN')).token;
  });

  it('getReservationById: termsAcceptedAt and termsVersion, null when the booking sent none', async () => {
    const room = await seedRoom({ rooms: 2 });
    const accepted = await api('POST', HOTEL_PATHS[0]!, { body: bookingBody(room, { termsAccepted: true, termsVersion: TERMS_VERSION }) });
    const silent = await api('POST', HOTEL_PATHS[0]!, { body: bookingBody(room) });
    const read = async (id: string) =>
      Reservation.parse((await api('GET', `/api/reservation/public/getReservationById?id=${id}`, { token: adminToken })).json);
    const withTerms = await read(accepted.json.id);
    expect(withTerms).toMatchObject({ termsAcceptedAt: withTerms.reservationCreatedAt, termsVersion: TERMS_VERSION });
    expect(await read(silent.json.id)).toMatchObject({ termsAcceptedAt: null, termsVersion: null });
  });
});

describe('tour booking: terms acceptance', () => {
  it.each(TOUR_PATHS)('201 at %s: the acceptance is stored with the booking time and the current version', async (path) => {
    const tour = await seasonTour();
    const res = await api('POST', path, { body: tourBody(tour.id) });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const row = await termsOf('tour_reservations', res.json.id);
    expect(row).toEqual({ created_at: row!.created_at, terms_accepted_at: row!.created_at, terms_version: TERMS_VERSION });
  });

  it('201 without termsVersion (the original spec sends only termsAccepted): accepted, version NULL', async () => {
    const tour = await seasonTour();
    const res = await api('POST', TOUR_PATHS[0]!, { body: tourBody(tour.id, { termsVersion: undefined }) });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const row = await termsOf('tour_reservations', res.json.id);
    expect(row).toMatchObject({ terms_accepted_at: row!.created_at, terms_version: null });
  });

  it('400: termsAccepted false or missing (the original spec already required it); nothing is booked', async () => {
    const tour = await seasonTour();
    const before = await countRows('tour_reservations');
    for (const termsAccepted of [false, undefined]) {
      const res = await api('POST', TOUR_PATHS[0]!, { body: tourBody(tour.id, { termsAccepted }) });
      expect(res.status, String(termsAccepted)).toBe(400);
      expect(res.json).toEqual({
        code: 'TERMS_NOT_ACCEPTED',
        message: LegalMessages.termsNotAccepted,
        details: [{ path: 'termsAccepted', message: LegalMessages.termsNotAccepted, code: 'TERMS_NOT_ACCEPTED' }],
      });
    }
    expect(await countRows('tour_reservations')).toBe(before);
  });

  it.each(TOUR_PATHS)('400 at %s: a version other than the current one names termsVersion', async (path) => {
    const tour = await seasonTour();
    const before = await countRows('tour_reservations');
    const res = await api('POST', path, { body: tourBody(tour.id, { termsVersion: '2020-01-01' }) });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: 'TERMS_VERSION_OUTDATED',
      message: LegalMessages.termsVersion,
      details: [{ path: 'termsVersion', message: LegalMessages.termsVersion, code: 'TERMS_VERSION_OUTDATED' }],
    });
    expect(await countRows('tour_reservations')).toBe(before);
  });
});
