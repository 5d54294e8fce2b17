/**
 * The demo seed against the real schema: migrations/*.sql and the seed SQL are executed in an
 * in-memory SQLite (node:sqlite, the engine under D1) with foreign keys on, twice, to prove the
 * seed fits every CHECK / FOREIGN KEY and is idempotent.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { renderAllPhotos } from './generate-photos.ts';
import { USUAL_CAPACITY } from '../contract/roomType';
import { ROOT } from './lib/run.ts';
import * as data from './seed-data.ts';
import { buildSeedSql, seedTranslationRows, sqlLiteral, textPdf } from './seed-sql.ts';
import { REQUIRED_TRANSLATIONS } from '../contract/translations';
import { hashPassword, verifyPassword } from './seed.ts';

const fastHash = (password: string) => `test$${password}`;

function migratedDatabase(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = ON;');
  const dir = path.join(ROOT, 'migrations');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
    db.exec(readFileSync(path.join(dir, file), 'utf8'));
  }
  return db;
}

const count = (db: DatabaseSync, table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('seed room capacities', () => {
  it('match the contract (SINGLE 1, DOUBLE 2, TRIPLE 3, SUITE 4) and every seeded room type has one', () => {
    expect(data.SEED_CAPACITY).toEqual(USUAL_CAPACITY);
    for (const hotel of data.hotels) for (const room of hotel.roomTypes) expect(room.capacity).toBe(USUAL_CAPACITY[room.name]);
  });
});

describe('seed SQL', () => {
  it('applies to the migrated schema, and a second run inserts nothing', () => {
    const db = migratedDatabase();
    const sql = buildSeedSql(fastHash);
    db.exec(sql);
    const expected = {
      users: data.users.length,
      hotels: data.hotels.length,
      room_types: data.hotels.reduce((sum, hotel) => sum + hotel.roomTypes.length, 0),
      places: data.places.length,
      tours: data.tours.length,
      reservations: data.reservations.length,
      payments: data.payments.length,
      reviews: data.reviews.length,
      tour_reservations: data.tourReservations.length,
      contact_messages: data.contactMessages.length,
      favourites: data.favourites.length,
      translations: seedTranslationRows().length,
    };
    for (const [table, n] of Object.entries(expected)) expect(count(db, table), table).toBe(n);
    db.exec(sql);
    for (const [table, n] of Object.entries(expected)) expect(count(db, table), `${table} after a second run`).toBe(n);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
  });

  it('stores money as integer cents and lists as JSON arrays', () => {
    const db = migratedDatabase();
    db.exec(buildSeedSql(fastHash));
    const hotel = data.hotels[0]!;
    const row = db.prepare('SELECT advance_payment_cents, photo_urls FROM hotels WHERE id = ?').get(hotel.id) as {
      advance_payment_cents: number;
      photo_urls: string;
    };
    expect(row.advance_payment_cents).toBe(Math.round(hotel.advancePayment * 100));
    expect(JSON.parse(row.photo_urls)).toEqual(hotel.photoUrls);
  });

  it('escapes quotes in text', () => {
    expect(sqlLiteral("Van'ın kalesi")).toBe("'Van''ın kalesi'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(true)).toBe('1');
  });
});

describe('demo data', () => {
  it('has at least 8 hotels in Van with 2-3 room types, 8 places and 6 tours', () => {
    expect(data.hotels.length).toBeGreaterThanOrEqual(8);
    expect(data.places.length).toBeGreaterThanOrEqual(8);
    expect(data.tours.length).toBeGreaterThanOrEqual(6);
    for (const hotel of data.hotels) {
      expect(hotel.hotelCity).toBe('Van');
      expect(hotel.photoUrls).toHaveLength(3);
      expect(hotel.roomTypes.length).toBeGreaterThanOrEqual(2);
      expect(hotel.roomTypes.length).toBeLessThanOrEqual(3);
      expect(hotel.advancePayment).toBe(Math.min(...hotel.roomTypes.map((room) => room.pricePerNight)));
    }
  });

  it('uses unique ids and PNR codes of 8 unambiguous characters', () => {
    const ids = [
      ...data.users,
      ...data.hotels,
      ...data.hotels.flatMap((hotel) => hotel.roomTypes),
      ...data.places,
      ...data.tours,
      ...data.reservations,
      ...data.payments,
      ...data.reviews,
    ].map((record) => record.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const pnr = new RegExp(`^[${data.PNR_ALPHABET}]{8}$`);
    for (const reservation of data.reservations) expect(reservation.pnrCode).toMatch(pnr);
  });

  it('keeps tours and open stays in the future (fixed 2027 dates); the ended stays are confirmed ones of autumn 2026', () => {
    for (const tour of data.tours) expect(tour.startDate >= '2027-01-01' && tour.endDate >= tour.startDate).toBe(true);
    for (const reservation of data.reservations) {
      expect(reservation.checkOut > reservation.checkIn).toBe(true);
      if (reservation.checkIn < '2027-01-01') {
        expect(reservation.status).toBe('CONFIRMED');
        expect(reservation.checkOut < '2026-11-25').toBe(true);
      }
    }
  });

  it('has a PENDING payment without receipt, one awaiting approval and a verified PAID one', () => {
    expect(data.payments.some((p) => p.status === 'PENDING' && p.receipt === null)).toBe(true);
    expect(data.payments.some((p) => p.status === 'PENDING' && p.receipt && !p.isReceiptVerified)).toBe(true);
    expect(data.payments.some((p) => p.status === 'PAID' && p.isReceiptVerified)).toBe(true);
    for (const payment of data.payments) if (payment.receipt) expect(payment.receipt).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
  });

  it('has approved, pending and flagged reviews', () => {
    expect(data.reviews.some((r) => r.status === 'APPROVED')).toBe(true);
    expect(data.reviews.some((r) => r.status === 'PENDING')).toBe(true);
    expect(data.reviews.some((r) => r.isFlagged)).toBe(true);
  });

  it("has approved verified reviews, each by the guest of a confirmed stay at that hotel, written after check-out, one per stay", () => {
    const verified = data.reviews.filter((review) => review.reservationId);
    expect(verified.some((review) => review.status === 'APPROVED')).toBe(true);
    for (const review of verified) {
      const stay = data.reservations.find((reservation) => reservation.id === review.reservationId)!;
      expect([stay.userId, stay.hotelId, stay.status]).toEqual([review.userId, review.hotelId, 'CONFIRMED']);
      expect(review.createdAt.slice(0, 10) > stay.checkOut).toBe(true);
    }
    expect(new Set(verified.map((review) => review.reservationId)).size).toBe(verified.length);
    // And one ended stay of the demo user without a review (the profile's "Write a review").
    const open = data.reservations.filter(
      (r) => r.userId === data.users[1]!.id && r.status === 'CONFIRMED' && r.checkOut < '2027-01-01' && !verified.some((v) => v.reservationId === r.id),
    );
    expect(open.length).toBeGreaterThan(0);
  });
});

describe('passwords and receipts', () => {
  it('hashes in the pbkdf2-sha256$100000$salt$hash format', () => {
    const stored = hashPassword(data.ADMIN_LOGIN.password);
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(verifyPassword(data.ADMIN_LOGIN.password, stored)).toBe(true);
    expect(verifyPassword('wrong', stored)).toBe(false);
  });

  it('makes receipts that start with the PDF signature', () => {
    const pdf = textPdf(['Dekont', 'Tutar: 1.000,00 TRY']);
    const text = new TextDecoder('latin1').decode(pdf);
    expect(text.slice(0, 5)).toBe('%PDF-');
    expect(text).toContain('%%EOF');
  });
});

describe('demo photos', () => {
  const photos = renderAllPhotos();

  it('exist in public/ for every URL of the seed, as generated', () => {
    const urls = [...data.hotels.flatMap((hotel) => hotel.photoUrls), ...data.places.map((p) => p.image), ...data.tours.map((t) => t.photoUrl)];
    for (const url of urls) {
      const file = url.replace(/^\//, '');
      expect(photos.has(file), `${url} is generated`).toBe(true);
      const onDisk = path.join(ROOT, 'public', file);
      expect(existsSync(onDisk), `${url} exists; run npm run photos`).toBe(true);
      expect(readFileSync(onDisk, 'utf8'), `${url} is up to date; run npm run photos`).toBe(photos.get(file));
    }
  });

  it('are deterministic, distinct and small', () => {
    const again = renderAllPhotos();
    let total = 0;
    for (const [file, svg] of photos) {
      expect(again.get(file)).toBe(svg);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"')).toBe(true);
      total += Buffer.byteLength(svg);
    }
    expect(new Set(photos.values()).size).toBe(photos.size);
    expect(total).toBeLessThan(1.5 * 1024 * 1024);
  });
});

describe('seed texts in three languages (issue 22)', () => {
  const rows = seedTranslationRows();
  const text = (kind: string, id: string, lang: string, field: string) =>
    rows.find((row) => row.entity_kind === kind && row.entity_id === id && row.lang === lang && row.field === field)?.value;
  const records = [
    ...data.hotels.map((hotel) => ({ kind: 'hotel' as const, id: hotel.id })),
    ...data.hotels.flatMap((hotel) => hotel.roomTypes.map((room) => ({ kind: 'roomType' as const, id: room.id }))),
    ...data.places.map((place) => ({ kind: 'place' as const, id: place.id })),
    ...data.tours.map((tour) => ({ kind: 'tour' as const, id: tour.id })),
  ];

  it('every hotel, room type, place and tour has each required text in tr, en and fa', () => {
    for (const { kind, id } of records) {
      for (const lang of ['tr', 'en', 'fa']) {
        for (const field of REQUIRED_TRANSLATIONS[kind]) expect(text(kind, id, lang, field), `${kind} ${id} ${lang} ${field}`).toBeTruthy();
      }
    }
  });

  it('Persian is written in Persian and Turkish in Turkish, not copied from English', () => {
    for (const { kind, id } of records) {
      for (const field of REQUIRED_TRANSLATIONS[kind]) {
        expect(text(kind, id, 'fa', field), `${kind} ${id} fa ${field}`).toMatch(/[\u0600-\u06FF]/);
      }
    }
    for (const place of data.places) {
      expect(text('place', place.id, 'tr', 'description')).not.toBe(place.description);
      expect(text('place', place.id, 'tr', 'name')).not.toBe(place.name);
    }
    const fortress = data.places.find((place) => place.slug === 'van-fortress')!;
    expect([text('place', fortress.id, 'tr', 'name'), text('place', fortress.id, 'en', 'name'), text('place', fortress.id, 'fa', 'name')]).toEqual([
      'Van Kalesi',
      'Van Fortress',
      'قلعه وان',
    ]);
    const akdamar = data.places.find((place) => place.slug === 'akdamar-island')!;
    expect(text('place', akdamar.id, 'fa', 'name')).toBe('جزیره آختامار');
  });
});
