/**
 * Search and booking apply ONE availability rule (contract/availability.ts, db/sql
 * `freeRoomsOnNight`): a hotel is listed for nights + guests exactly when some room type would
 * accept a booking of ceil(guests / capacity) rooms for those nights.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { HotelSearchResult, ReservationMessages, roomsNeeded } from '../contract';
import { bookingBody, day } from './test/fixtures';
import { api, countRows, insertHotel, insertReservationRow, insertRoomType, unique } from './test/helpers';

type RoomSpec = { name: string; capacity: number; rooms: number; priceCents: number };
type HotelSpec = { name: string; rooms: RoomSpec[]; bookings: { room: string; from: number; to: number; count: number; status?: 'PENDING' | 'CONFIRMED' | 'CANCELLED' }[] };

const CITY = unique('Gevaş');
/** Night n of the scenario (n days after day(40)). */
const night = (n: number) => day(40 + n);

const SPECS: HotelSpec[] = [
  {
    name: 'Singles and a double',
    rooms: [
      { name: 'SINGLE', capacity: 1, rooms: 2, priceCents: 50_000 },
      { name: 'DOUBLE', capacity: 2, rooms: 1, priceCents: 90_000 },
    ],
    bookings: [{ room: 'DOUBLE', from: 2, to: 3, count: 1 }],
  },
  { name: 'One suite', rooms: [{ name: 'SUITE', capacity: 4, rooms: 1, priceCents: 300_000 }], bookings: [] },
  {
    name: 'Doubles with gaps',
    rooms: [{ name: 'DOUBLE', capacity: 2, rooms: 2, priceCents: 80_000 }],
    // Night 0 full; night 3 one room left; back-to-back stays around night 1..2.
    bookings: [
      { room: 'DOUBLE', from: 0, to: 1, count: 2 },
      { room: 'DOUBLE', from: 3, to: 4, count: 1, status: 'CONFIRMED' },
      { room: 'DOUBLE', from: 1, to: 2, count: 1 },
      { room: 'DOUBLE', from: 2, to: 3, count: 1 },
    ],
  },
  { name: 'No rooms at all', rooms: [], bookings: [] },
  {
    name: 'A booked triple',
    rooms: [{ name: 'TRIPLE', capacity: 3, rooms: 1, priceCents: 120_000 }],
    bookings: [
      { room: 'TRIPLE', from: 2, to: 4, count: 1, status: 'CONFIRMED' },
      { room: 'TRIPLE', from: 0, to: 6, count: 1, status: 'CANCELLED' },
    ],
  },
];

const hotels: { id: string; name: string; rooms: { id: string; capacity: number }[] }[] = [];

beforeAll(async () => {
  for (const spec of SPECS) {
    const hotel = await insertHotel({ hotelName: spec.name, hotelCity: CITY });
    const rooms: Record<string, { id: string; capacity: number }> = {};
    for (const room of spec.rooms) {
      const made = await insertRoomType(hotel.id, { name: room.name, capacity: room.capacity, roomCount: room.rooms, pricePerNightCents: room.priceCents });
      rooms[room.name] = { id: made.id, capacity: room.capacity };
    }
    for (const b of spec.bookings) {
      await insertReservationRow(hotel.id, rooms[b.room]!.id, { checkIn: night(b.from), checkOut: night(b.to), roomCount: b.count, status: b.status ?? 'PENDING' });
    }
    hotels.push({ id: hotel.id, name: spec.name, rooms: Object.values(rooms) });
  }
});

const search = async (checkIn: string, checkOut: string, guests: number) => {
  const res = await api('GET', `/api/hotels/search?city=${encodeURIComponent(CITY)}&checkIn=${checkIn}&checkOut=${checkOut}&guests=${guests}`);
  expect(res.status).toBe(200);
  return HotelSearchResult.array().parse(res.json);
};

/** Tries the booking for real and takes it back, so the next question sees the same nights. */
async function bookingAccepted(hotelId: string, roomTypeId: string, rooms: number, guests: number, checkIn: string, checkOut: string) {
  const res = await api('POST', '/api/reservation/public/createReservation', {
    body: bookingBody({ hotelId, roomTypeId }, { roomCount: rooms, reservationGuests: guests, checkIn, checkOut }),
  });
  if (res.status === 201) {
    await env.DB.batch([
      env.DB.prepare('DELETE FROM email_outbox WHERE reservation_id = ?').bind(res.json.id),
      env.DB.prepare('DELETE FROM reservations WHERE id = ?').bind(res.json.id),
    ]);
    return { accepted: true, total: res.json.totalAmount as number };
  }
  expect(res.status).toBe(409);
  return { accepted: false, total: 0 };
}

describe('search lists exactly the hotels a booking would accept', () => {
  const ranges: [number, number][] = [[0, 1], [0, 3], [1, 3], [2, 3], [2, 4], [3, 4], [3, 6], [4, 6]];
  it.each(ranges)('nights %i..%i, 1 to 7 guests', async (from, to) => {
    const checkIn = night(from);
    const checkOut = night(to);
    for (let guests = 1; guests <= 7; guests++) {
      const found = await search(checkIn, checkOut, guests);
      const accepting: string[] = [];
      for (const hotel of hotels) {
        for (const room of hotel.rooms) {
          if ((await bookingAccepted(hotel.id, room.id, roomsNeeded(guests, room.capacity), guests, checkIn, checkOut)).accepted) {
            accepting.push(hotel.name);
            break;
          }
        }
      }
      expect(found.map((h) => h.hotelName).sort(), `${checkIn}..${checkOut}, ${guests} guests`).toEqual(accepting.sort());
      // Each hit's stay is a booking the hotel accepts, at the price the booking charges.
      for (const hit of found) {
        expect(hit.stay).not.toBeNull();
        const stay = hit.stay!;
        expect(stay).toMatchObject({ guests, nights: to - from, roomsNeeded: roomsNeeded(guests, stay.capacity) });
        const booked = await bookingAccepted(hit.id, stay.roomTypeId, stay.roomsNeeded, guests, checkIn, checkOut);
        expect(booked).toEqual({ accepted: true, total: stay.total });
      }
    }
  });
});

describe('search with capacity and dates', () => {
  it('chooses the cheapest room type that sleeps the party and prices the whole stay', async () => {
    const byName = (list: HotelSearchResult[]) => Object.fromEntries(list.map((h) => [h.hotelName, h.stay]));
    // Nights 4..6 are free everywhere. 1 guest: a single (500/night x 2 nights).
    let hits = byName(await search(night(4), night(6), 1));
    expect(hits['Singles and a double']).toEqual(expect.objectContaining({ roomTypeName: 'SINGLE', roomsNeeded: 1, pricePerNight: 500, total: 1000, capacity: 1 }));
    expect(hits['One suite']).toEqual(expect.objectContaining({ roomTypeName: 'SUITE', roomsNeeded: 1, total: 6000 }));
    // 2 guests: two singles (1000/night) beat one double (900/night)? No: the double is cheaper.
    hits = byName(await search(night(4), night(6), 2));
    expect(hits['Singles and a double']).toEqual(expect.objectContaining({ roomTypeName: 'DOUBLE', roomsNeeded: 1, total: 1800 }));
    expect(hits['Doubles with gaps']).toEqual(expect.objectContaining({ roomTypeName: 'DOUBLE', roomsNeeded: 1, total: 1600 }));
    // 4 guests: two doubles in 'Doubles with gaps' (2 x 800 x 2 nights).
    hits = byName(await search(night(4), night(6), 4));
    expect(hits['Doubles with gaps']).toEqual(expect.objectContaining({ roomsNeeded: 2, total: 3200 }));
    expect(hits['Singles and a double']).toBeUndefined();
  });

  it('without dates every hotel comes with stay null; guests default to 1', async () => {
    const all = await api('GET', `/hotels/search?city=${encodeURIComponent(CITY)}`);
    expect(HotelSearchResult.array().parse(all.json).map((h) => h.stay)).toEqual(SPECS.map(() => null));
    const noGuests = HotelSearchResult.array().parse((await api('GET', `/hotels/search?city=${encodeURIComponent(CITY)}&checkIn=${night(4)}&checkOut=${night(5)}`)).json);
    expect(noGuests.every((h) => h.stay?.guests === 1)).toBe(true);
    expect(noGuests).toHaveLength(4);
  });
});

describe('booking refuses more guests than the rooms sleep', () => {
  it('400 on reservationGuests with the contract message; nothing written; within capacity is fine', async () => {
    const suite = hotels.find((h) => h.name === 'One suite')!;
    const before = await countRows('reservations');
    const res = await api('POST', '/api/reservation/public/createReservation', {
      body: bookingBody({ hotelId: suite.id, roomTypeId: suite.rooms[0]!.id }, { reservationGuests: 5, roomCount: 1, checkIn: night(4), checkOut: night(5) }),
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(ReservationMessages.tooManyGuests);
    expect(res.json.details).toEqual([{ path: 'reservationGuests', message: ReservationMessages.tooManyGuests, code: 'TOO_MANY_GUESTS' }]);
    expect(await countRows('reservations')).toBe(before);
    expect((await bookingAccepted(suite.id, suite.rooms[0]!.id, 1, 4, night(4), night(5))).accepted).toBe(true);
  });
});

describe('the per-night availability query stays cheap as history piles up', () => {
  it('ranges over check_out with reservations_free_rooms_idx (EXPLAIN QUERY PLAN), never a scan', async () => {
    const { bindNamed, freeRoomsOnNight, STAY_NIGHTS_CTE } = await import('./db/sql');
    const sql = `${STAY_NIGHTS_CTE} SELECT ${freeRoomsOnNight(':roomTypeId')} AS free FROM stay`;
    const statement = bindNamed(env.DB, `EXPLAIN QUERY PLAN ${sql}`, { checkIn: day(40), checkOut: day(43), roomTypeId: crypto.randomUUID() });
    const plan = (await statement.all<{ detail: string }>()).results.map((row) => row.detail);
    const reservationSteps = plan.filter((detail) => / o\b/.test(detail) || /reservations/.test(detail));
    expect(reservationSteps.join('\n')).toMatch(/SEARCH o USING (COVERING )?INDEX reservations_free_rooms_idx \(room_type_id=\? AND status=\? AND check_out>\?\)/);
    expect(plan.join('\n')).not.toMatch(/SCAN o\b/);
  });
});
