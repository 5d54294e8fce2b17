/**
 * Growth: the same four operations with 1k, 10k and 100k reservations in D1. Each size gets its
 * own fresh state (migrations + seed + generated reservations spread over three years and every
 * room type), then a Worker; each operation is timed sequentially, median of `samples`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, vanToday } from '../../contract/time.ts';
import { hotels, PNR_ALPHABET } from '../seed-data.ts';
import { adminToken, BENCH_DIR, executeSqlFile, prepareState, startServer, visitorAddress } from './server.ts';
import { LOAD_HOTEL, LOAD_INVENTORY_SQL, LOAD_ROOM_TYPE } from './load.ts';

export interface GrowthRow {
  reservations: number;
  searchMs: number;
  createMs: number;
  pnrMs: number;
  adminPageMs: number;
}

const STATUSES = ['CONFIRMED', 'CONFIRMED', 'CANCELLED', 'PENDING'] as const;

/** A deterministic PNR for generated row `n` (8 letters of the seed alphabet, prefix Z never used by the seed). */
export function generatedPnr(n: number): string {
  let value = n;
  let text = '';
  for (let i = 0; i < 7; i += 1) {
    text = PNR_ALPHABET[value % PNR_ALPHABET.length] + text;
    value = Math.floor(value / PNR_ALPHABET.length);
  }
  return `Z${text}`;
}

/** Bookings a hotel holds ahead at any time: the growth is history, not a fuller future. */
export const FUTURE_BOOKINGS = 500;
/** Past stays per day across the demo hotels when the history is generated. */
const PAST_PER_DAY = 40;

/**
 * SQL inserting `count` reservations (200 rows per statement: D1 refuses statements over 100 KB)
 * and a large inventory for the load room type. The data grows the way a booking site does: up
 * to FUTURE_BOOKINGS stays in the next 180 days, every other one in the past at PAST_PER_DAY a
 * day (100k reservations are about seven years of history), spread over every room type.
 */
export function reservationsSql(count: number, today = vanToday()): string {
  const roomTypes = hotels.flatMap((hotel) => hotel.roomTypes.map((room) => ({ hotelId: hotel.id, ...room })));
  const lines: string[] = [LOAD_INVENTORY_SQL];
  let values: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const room = roomTypes[n % roomTypes.length]!;
    const nights = 1 + (n % 5);
    const checkIn =
      n < FUTURE_BOOKINGS ? addDays(today, 1 + ((n * 7919) % 180)) : addDays(today, -nights - 1 - Math.floor((n - FUTURE_BOOKINGS) / PAST_PER_DAY));
    const status = STATUSES[n % STATUSES.length]!;
    const cents = Math.round(room.pricePerNight * 100) * nights;
    values.push(
      `('00000000-0000-4000-9000-${n.toString(16).padStart(12, '0')}','${generatedPnr(n)}','${status}',${cents},1,'${checkIn}','${addDays(checkIn, nights)}',` +
        `'Bench Guest ${n}','bench${n}@guest.example','+90 555 000 0000','${room.hotelId}','${room.id}',1,${Math.round(room.pricePerNight * 100)},${nights})`,
    );
    if (values.length === 200 || n === count - 1) {
      lines.push(
        'INSERT INTO reservations (id, pnr_code, status, total_amount_cents, reservation_guests, check_in, check_out, guest_name, guest_email, guest_phone, hotel_id, room_type_id, room_count, price_per_night_cents, nights) VALUES\n' +
          values.join(',\n') +
          ';',
      );
      values = [];
    }
  }
  return lines.join('\n');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function time(samples: number, request: (i: number) => Promise<Response>, expect: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    const res = await request(i);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== expect) throw new Error(`expected ${expect}, got ${res.status} from ${res.url}`);
  }
  return median(times);
}

export async function runGrowth(sizes = [1_000, 10_000, 100_000], samples = 25): Promise<GrowthRow[]> {
  const rows: GrowthRow[] = [];
  for (const size of sizes) {
    const stateDir = path.join(BENCH_DIR, `growth-${size}`);
    await prepareState(stateDir);
    const sqlFile = path.join(BENCH_DIR, `growth-${size}.sql`);
    writeFileSync(sqlFile, reservationsSql(size));
    await executeSqlFile(stateDir, sqlFile);
    const server = await startServer(stateDir, `growth-${size}`);
    try {
      const { baseURL } = server;
      const token = await adminToken(baseURL);
      const checkIn = addDays(vanToday(), 20);
      const checkOut = addDays(checkIn, 3);
      const headers = () => ({ 'content-type': 'application/json', 'cf-connecting-ip': visitorAddress() });
      const get = (p: string, extra: Record<string, string> = {}) => fetch(`${baseURL}${p}`, { headers: { ...headers(), ...extra } });
      rows.push({
        reservations: size,
        searchMs: await time(samples, () => get(`/api/hotels/search?city=Van&checkIn=${checkIn}&checkOut=${checkOut}&guests=2`), 200),
        createMs: await time(
          samples,
          (i) =>
            fetch(`${baseURL}/api/reservation/public/createReservation`, {
              method: 'POST',
              headers: headers(),
              body: JSON.stringify({
                hotelId: LOAD_HOTEL.id,
                roomTypeId: LOAD_ROOM_TYPE.id,
                reservationGuests: 1,
                checkIn,
                checkOut,
                fullName: `Growth Guest ${i}`,
                guestEmail: `growth${i}@bench.example`,
                guestPhone: '+90 555 000 0000',
              }),
            }),
          201,
        ),
        pnrMs: await time(samples, (i) => get(`/api/reservation/public/pnr/${generatedPnr((i * 37) % size)}`), 200),
        adminPageMs: await time(samples, () => get('/api/reservation/public/getAllReservations?page=1&pageSize=20', { authorization: `Bearer ${token}` }), 200),
      });
    } finally {
      await server.stop();
    }
  }
  return rows;
}
