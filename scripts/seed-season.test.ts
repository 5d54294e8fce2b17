/**
 * The demo season (scripts/seed-season.ts) that `npm start` adds around Van's today: the same
 * date gives the same world, every night fits its rooms with the fixed demo bookings (the ONE
 * availability rule), every total is the quote's (the ONE pricing rule), ids and PNR codes are
 * unique, and the SQL applies to the schema (node:sqlite) and to a real local D1 (wrangler),
 * twice without inserting anything new.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { freeRoomsPerNight, guestsFit, type Occupancy } from '../contract/availability';
import { priceStay } from '../contract/stayPricing';
import { addDays } from '../contract/time';
import { ROOT, runOrThrow } from './lib/run.ts';
import * as data from './seed-data.ts';
import { frontDeskOf, pnrOf, roomStatesOf, seasonWorld, stayAtDesk, type SeasonWorld } from './seed-season.ts';
import { buildSeasonStatements, buildSeedSql, buildSeedStatements } from './seed-sql.ts';
import { seed } from './seed.ts';

const TODAY = '2026-11-28';
const fastHash = (password: string) => `test$${password}`;
const world = seasonWorld(TODAY);
const seasonSql = (w: SeasonWorld) => buildSeasonStatements(w, fastHash).join('\n');
const holds = (status: string) => status === 'PENDING' || status === 'CONFIRMED';
const rooms = data.hotels.flatMap((hotel) => hotel.roomTypes);
const totalRooms = rooms.reduce((sum, room) => sum + room.roomCount, 0);
const heldOn = (w: SeasonWorld, night: string) =>
  [...data.reservations, ...w.reservations].filter((r) => holds(r.status) && r.checkIn <= night && night < r.checkOut).reduce((sum, r) => sum + r.roomCount, 0);

describe('the demo season of a date', () => {
  it('is the same world, byte for byte, for the same date, and another one for another date', () => {
    const again = seasonWorld(TODAY);
    expect(JSON.stringify(again)).toBe(JSON.stringify(world));
    expect(seasonSql(again)).toBe(seasonSql(world));
    const tomorrow = seasonWorld(addDays(TODAY, 1));
    expect(seasonSql(tomorrow)).not.toBe(seasonSql(world));
    // The stays both dates have are the same stays (same id, PNR, dates, guest, price).
    const byId = new Map(tomorrow.reservations.map((r) => [r.id, r]));
    const shared = world.reservations.filter((r) => byId.has(r.id));
    expect(shared.length).toBeGreaterThan(world.reservations.length * 0.9);
    for (const stay of shared) {
      const other = byId.get(stay.id)!;
      expect([other.pnrCode, other.checkIn, other.checkOut, other.guestName, other.totalAmount]).toEqual([stay.pnrCode, stay.checkIn, stay.checkOut, stay.guestName, stay.totalAmount]);
    }
  });

  it(`on ${TODAY} has guests in house, arrivals and departures today and tomorrow, and yesterday's arrival that never came`, () => {
    const tomorrow = addDays(TODAY, 1);
    const open = world.reservations.filter((r) => holds(r.status));
    const counts = {
      inHouse: open.filter((r) => r.checkIn < TODAY && TODAY < r.checkOut).length,
      arrivalsToday: open.filter((r) => r.checkIn === TODAY).length,
      departuresToday: open.filter((r) => r.checkOut === TODAY).length,
      arrivalsTomorrow: open.filter((r) => r.checkIn === tomorrow).length,
      departuresTomorrow: open.filter((r) => r.checkOut === tomorrow).length,
    };
    expect(counts.inHouse).toBeGreaterThanOrEqual(3);
    expect(counts.arrivalsToday).toBeGreaterThanOrEqual(2);
    expect(counts.departuresToday).toBeGreaterThanOrEqual(2);
    expect(counts.arrivalsTomorrow).toBeGreaterThanOrEqual(2);
    expect(counts.departuresTomorrow).toBeGreaterThanOrEqual(2);
    const noShows = world.reservations.filter((r) => r.frontDesk === 'noShow');
    expect(noShows.length).toBeGreaterThanOrEqual(1);
    for (const stay of noShows) expect([stay.checkIn, stay.status]).toEqual([addDays(TODAY, -1), 'CONFIRMED']);
    // In house by its dates, the guest who never came is the front desk's no-show.
    expect(world.reservations.filter((r) => r.frontDesk === 'inHouse').length).toBe(counts.inHouse - noShows.length);
    expect(world.reservations.filter((r) => r.frontDesk === 'arrivesToday').length).toBe(counts.arrivalsToday);
  });

  it('every date of a year has two arrivals, two departures and a no-show of yesterday (the special lanes)', { timeout: 180_000 }, () => {
    for (let day = 0; day < 365; day += 29) {
      const date = addDays(TODAY, day);
      const w = seasonWorld(date);
      const open = w.reservations.filter((r) => holds(r.status));
      expect(open.filter((r) => r.checkIn === date).length, date).toBeGreaterThanOrEqual(2);
      expect(open.filter((r) => r.checkOut === date).length, date).toBeGreaterThanOrEqual(2);
      expect(w.reservations.some((r) => r.frontDesk === 'noShow'), date).toBe(true);
    }
  });

  it('is a season of hundreds of stays over the last twelve months and the next six, with a Nowruz peak of Iranian families', () => {
    expect(world.reservations.length).toBeGreaterThanOrEqual(300);
    expect(world.reservations.some((r) => r.checkIn < addDays(TODAY, -300))).toBe(true);
    expect(world.reservations.some((r) => r.checkIn > addDays(TODAY, 90))).toBe(true);
    for (const hotel of data.hotels) {
      for (const room of hotel.roomTypes) expect(world.reservations.some((r) => r.roomTypeId === room.id), `${hotel.slug} ${room.name}`).toBe(true);
    }
    // Nowruz 2026 (the past year's): every night from 20 March to 30 March near full.
    for (let night = '2026-03-20'; night <= '2026-03-30'; night = addDays(night, 1)) {
      expect(heldOn(world, night) / totalRooms, night).toBeGreaterThanOrEqual(0.85);
    }
    expect(heldOn(world, '2026-01-20') / totalRooms).toBeLessThan(0.4);
    const nowruz = world.reservations.filter((r) => r.checkIn >= '2026-03-16' && r.checkIn <= '2026-04-02');
    const iranian = nowruz.filter((r) => r.language === 'fa');
    expect(iranian.length / nowruz.length).toBeGreaterThan(0.6);
    for (const stay of iranian) expect(stay.guestPhone).toMatch(/^\+989\d{9}$/);
    expect(iranian.some((r) => /[\u0600-\u06FF]/.test(r.guestName))).toBe(true);
    expect(world.reservations.some((r) => r.language === 'tr' && /^\+905\d{9}$/.test(r.guestPhone))).toBe(true);
    expect(world.reservations.some((r) => r.language === 'en')).toBe(true);
    expect(world.reservations.some((r) => r.roomCount === 2)).toBe(true);
  });

  it('never books a room type beyond its rooms on any night, with the fixed demo bookings, nor when a later date is seeded over it', () => {
    const later = seasonWorld('2027-02-15');
    const seen = new Map([...world.reservations, ...later.reservations].map((r) => [r.id, r]));
    for (const union of [world.reservations, [...seen.values()]]) {
      const bookings: Array<Occupancy & { id: string }> = [...data.reservations, ...union];
      for (const room of rooms) {
        const free = freeRoomsPerNight(room, bookings, addDays(TODAY, -366), '2027-08-20');
        expect(Math.min(...free), room.id).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("prices every stay by the quote's rule (the seed's rates and the hotel's tax), as the Worker does, and fits its guests", () => {
    for (const stay of world.reservations) {
      const hotel = data.hotels.find((h) => h.id === stay.hotelId)!;
      const room = hotel.roomTypes.find((r) => r.id === stay.roomTypeId)!;
      const quote = priceStay({ pricePerNightCents: room.pricePerNight * 100 }, data.rateRulesOf(room.id), { checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: stay.roomCount }, hotel.taxRate);
      expect(quote.bookable, stay.pnrCode).toBe(true);
      expect([stay.totalAmount * 100, stay.subtotal * 100, stay.tax * 100].map(Math.round)).toEqual([quote.totalCents, quote.subtotalCents, quote.taxCents]);
      expect(stay.nightPrices).toEqual(quote.nights);
      expect(Math.round(stay.pricePerNight * 100)).toBe(quote.nights[0]!.priceCents);
      expect(guestsFit(stay.reservationGuests, room.capacity, stay.roomCount)).toBe(true);
    }
    const seasonal = world.reservations.find((r) => r.checkIn >= '2027-03-20' && r.checkIn <= '2027-03-28');
    expect(seasonal, 'a Nowruz 2027 stay at the season rate').toBeDefined();
    const base = rooms.find((r) => r.id === seasonal!.roomTypeId)!.pricePerNight;
    expect(seasonal!.pricePerNight).toBeGreaterThan(base);
  });

  it('uses unique v4-shaped ids and unique PNR codes, none of the fixed demo ones', () => {
    const fixedIds = new Set([...data.reservations, ...data.payments, ...data.reviews, ...data.users, ...data.tourReservations].map((r) => r.id));
    const ids = [world.users, world.reservations, world.payments, world.refunds, world.reviews, world.tourReservations, world.tourPayments].flat().map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(fixedIds.has(id)).toBe(false);
    }
    const fixedPnrs = new Set([...data.reservations, ...data.tourReservations].map((r) => r.pnrCode));
    const pnrs = [...world.reservations, ...world.tourReservations].map((r) => r.pnrCode);
    expect(new Set(pnrs).size).toBe(pnrs.length);
    const pattern = new RegExp(`^[${data.PNR_ALPHABET}]{8}$`);
    for (const pnr of pnrs) {
      expect(pnr).toMatch(pattern);
      expect(fixedPnrs.has(pnr)).toBe(false);
    }
    // Distinct numbers, distinct codes (a permutation), including neighbours.
    const sample = Array.from({ length: 5000 }, (_, i) => pnrOf(i));
    expect(new Set(sample).size).toBe(sample.length);
  });

  it('has payments in their states: approved for past stays, pending with and without receipts, rejected, refunded, cancelled', () => {
    const payment = new Map(world.payments.map((p) => [p.reservationId, p]));
    const ended = world.reservations.filter((r) => r.checkOut <= TODAY && r.status !== 'CANCELLED');
    const approved = ended.filter((r) => r.status === 'CONFIRMED' && payment.get(r.id)!.status === 'PAID' && payment.get(r.id)!.isReceiptVerified);
    expect(approved.length / ended.length).toBeGreaterThan(0.95);
    const upcoming = world.reservations.filter((r) => r.checkIn > TODAY && r.status === 'PENDING');
    expect(upcoming.some((r) => payment.get(r.id)!.status === 'PENDING' && payment.get(r.id)!.receipt === null)).toBe(true);
    expect(upcoming.some((r) => payment.get(r.id)!.status === 'PENDING' && payment.get(r.id)!.receipt !== null)).toBe(true);
    expect(world.payments.some((p) => p.status === 'CANCELLED' && p.rejectionReason)).toBe(true);
    expect(world.refunds.some((r) => r.status === 'REFUNDED' && r.bankReference)).toBe(true);
    expect(world.reservations.some((r) => r.status === 'CANCELLED' && r.cancelledBy === 'GUEST')).toBe(true);
    expect(world.reservations.some((r) => r.status === 'CANCELLED' && r.cancelledBy === 'SYSTEM')).toBe(true);
    for (const p of world.payments) expect(p.amount).toBe(world.reservations.find((r) => r.id === p.reservationId)!.totalAmount);
    // Nothing has happened after 09:00 in Van today.
    const now = `${TODAY}T06:00:00.000Z`;
    for (const r of world.reservations) expect(r.createdAt <= now && r.updatedAt <= now).toBe(true);
  });

  it("has verified reviews of ended stays by their guests' accounts, and tour bookings within each departure's seats", () => {
    expect(world.reviews.length).toBeGreaterThan(10);
    for (const review of world.reviews) {
      const stay = world.reservations.find((r) => r.id === review.reservationId)!;
      expect([stay.userId, stay.hotelId, stay.status]).toEqual([review.userId, review.hotelId, 'CONFIRMED']);
      expect(review.createdAt.slice(0, 10) > stay.checkOut).toBe(true);
      expect(world.users.some((u) => u.id === review.userId)).toBe(true);
    }
    expect(world.tourReservations.length).toBeGreaterThan(0);
    for (const tour of data.tours) {
      const seats = [...data.tourReservations, ...world.tourReservations].filter((b) => b.tourId === tour.id && b.status !== 'CANCELLED').reduce((sum, b) => sum + b.numberOfPeople, 0);
      expect(seats).toBeLessThanOrEqual(tour.participantCount);
    }
  });

  it("says each stay's front-desk state in one place", () => {
    const stay = { status: 'CONFIRMED', checkIn: '2026-11-27', checkOut: '2026-11-29', noShowLane: false };
    expect(frontDeskOf(stay, '2026-11-26')).toBe('upcoming');
    expect(frontDeskOf(stay, '2026-11-27')).toBe('arrivesToday');
    expect(frontDeskOf(stay, '2026-11-28')).toBe('inHouse');
    expect(frontDeskOf(stay, '2026-11-29')).toBe('departsToday');
    expect(frontDeskOf(stay, '2026-11-30')).toBe('checkedOut');
    expect(frontDeskOf({ ...stay, noShowLane: true }, '2026-11-28')).toBe('noShow');
    expect(frontDeskOf({ ...stay, status: 'CANCELLED' }, '2026-11-28')).toBe('cancelled');
  });

  it('refuses a date before the plan can cover a year back, and a text that is not a date', () => {
    expect(() => seasonWorld('2024-06-01')).toThrow(/starts on/);
    expect(() => seasonWorld('28.11.2026')).toThrow(/Not a date/);
  });
});

function migratedDatabase(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = ON;');
  const dir = path.join(ROOT, 'migrations');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) db.exec(readFileSync(path.join(dir, file), 'utf8'));
  return db;
}

const TABLES = ['users', 'reservations', 'payments', 'refunds', 'reviews', 'tour_reservations'] as const;
const countsOf = (db: DatabaseSync) =>
  Object.fromEntries(TABLES.map((t) => [t, (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n])) as Record<(typeof TABLES)[number], number>;

describe('the season SQL', () => {
  it('keeps the fixed world of the stories, mocks and journeys free of season rows', () => {
    expect(buildSeedStatements(fastHash).join('\n')).not.toContain("'5ea5");
  });

  it('applies to the migrated schema; a second run inserts nothing; a later date adds its stays and leaves the earlier rows as they were', () => {
    const db = migratedDatabase();
    db.exec(buildSeedSql(fastHash));
    db.exec(seasonSql(world));
    const first = countsOf(db);
    expect(first.reservations).toBe(data.reservations.length + world.reservations.length);
    expect(first.payments).toBe(data.payments.length + world.payments.length + world.tourPayments.length);
    expect([first.refunds, first.reviews]).toEqual([world.refunds.length, data.reviews.length + world.reviews.length]);
    db.exec(buildSeedSql(fastHash));
    db.exec(seasonSql(world));
    expect(countsOf(db)).toEqual(first);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);

    const pending = world.reservations.find((r) => r.status === 'PENDING' && r.checkIn > addDays(TODAY, 3))!;
    const later = seasonWorld(addDays(TODAY, 20));
    db.exec(seasonSql(later));
    const after = countsOf(db);
    const added = later.reservations.filter((r) => !world.reservations.some((w) => w.id === r.id)).length;
    expect(added).toBeGreaterThan(0);
    expect(after.reservations).toBe(first.reservations + added);
    // The row seeded on the first date stays as it was written (as the app may have changed it).
    expect(db.prepare('SELECT status, updated_at FROM reservations WHERE id = ?').get(pending.id)).toEqual({ status: 'PENDING', updated_at: pending.updatedAt });
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    // No refund of a stay that is not cancelled, no review of a stay that is not confirmed, whatever ran first.
    expect(db.prepare("SELECT count(*) AS n FROM refunds f JOIN reservations r ON r.id = f.reservation_id WHERE r.status <> 'CANCELLED'").get()).toEqual({ n: 0 });
    expect(db.prepare("SELECT count(*) AS n FROM reviews v JOIN reservations r ON r.id = v.reservation_id WHERE r.status <> 'CONFIRMED'").get()).toEqual({ n: 0 });
    expect(later.refunds.length + later.reviews.length).toBeGreaterThan(0);
  });
});

describe("the season's front desk", () => {
  it(`on ${TODAY}: guests in house checked in, half of today's departures gone with their rooms dirty, one room out of order over free nights`, () => {
    const desk = world.reservations.map((stay) => ({ stay, desk: stayAtDesk(stay, TODAY) }));
    const inHouse = desk.filter(({ desk: d }) => d.stayStatus === 'IN_HOUSE');
    const leftToday = desk.filter(({ desk: d }) => d.checkedOutAt?.startsWith(TODAY));
    expect(inHouse.length).toBeGreaterThanOrEqual(5);
    expect(leftToday.length).toBeGreaterThanOrEqual(1);
    // ...and some of today's departures are still to be checked out at the desk.
    expect(desk.filter(({ stay, desk: d }) => stay.checkOut === TODAY && d.stayStatus === 'IN_HOUSE').length).toBeGreaterThanOrEqual(1);
    for (const { stay } of inHouse) expect(stay.checkIn <= TODAY && TODAY <= stay.checkOut).toBe(true);
    // Arrivals of today and the no-show to mark are still expected.
    for (const { stay, desk: d } of desk.filter(({ stay: s }) => s.frontDesk === 'arrivesToday' || s.frontDesk === 'noShow')) expect([stay.id, d.stayStatus]).toEqual([stay.id, 'EXPECTED']);
    const states = roomStatesOf(world);
    expect(states.filter((state) => state.housekeeping === 'DIRTY').length).toBe(leftToday.reduce((sum, { stay }) => sum + stay.roomCount, 0));
    const outOfOrder = states.filter((state) => state.outOfOrder);
    expect(outOfOrder).toHaveLength(1);
    const repair = outOfOrder[0]!;
    const room = rooms.find((candidate) => candidate.id === repair.roomTypeId)!;
    // Off sale, the room type still sleeps everyone booked on those nights, this date's and a later date's seed.
    for (const w of [world, seasonWorld(addDays(TODAY, 2))]) {
      const bookings = [...data.reservations, ...w.reservations].filter((r) => r.roomTypeId === room.id && holds(r.status));
      const free = freeRoomsPerNight({ id: room.id, roomCount: room.roomCount - 1 }, bookings as Occupancy[], repair.outOfOrder!.from, repair.outOfOrder!.to);
      expect(Math.min(...free)).toBeGreaterThanOrEqual(0);
    }
  });

  it('writes the desk and the housekeeping into the schema', () => {
    const db = migratedDatabase();
    db.exec(buildSeedSql(fastHash));
    db.exec(seasonSql(world));
    const statuses = db.prepare("SELECT stay_status AS s, count(*) AS n FROM reservations GROUP BY stay_status ORDER BY s").all() as { s: string; n: number }[];
    expect(statuses.map((row) => row.s)).toEqual(['CHECKED_OUT', 'EXPECTED', 'IN_HOUSE']);
    const housekeeping = db.prepare("SELECT housekeeping AS h, count(*) AS n FROM rooms WHERE housekeeping <> 'CLEAN' GROUP BY housekeeping ORDER BY h").all() as { h: string; n: number }[];
    expect(housekeeping.map((row) => row.h)).toEqual(['DIRTY', 'OUT_OF_ORDER']);
  });
});

describe('the season on a real local D1 (wrangler)', { timeout: 600_000 }, () => {
  const state = mkdtempSync(path.join(tmpdir(), 'van-season-test-'));
  afterAll(() => rmSync(state, { recursive: true, force: true }));
  const count = async () => {
    const { output } = await runOrThrow('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--json', '--command', 'SELECT count(*) AS n FROM reservations'], { quiet: true });
    return (JSON.parse(output) as Array<{ results: Array<{ n: number }> }>)[0]!.results[0]!.n;
  };

  it('seeds the fixed world without a date, adds the season with one, and a second run inserts nothing', async () => {
    await runOrThrow('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], { quiet: true });
    await seed({ persistTo: state, quiet: true });
    expect(await count()).toBe(data.reservations.length);
    await seed({ persistTo: state, quiet: true, today: TODAY });
    expect(await count()).toBe(data.reservations.length + world.reservations.length);
    await seed({ persistTo: state, quiet: true, today: TODAY });
    expect(await count()).toBe(data.reservations.length + world.reservations.length);
  });
});
