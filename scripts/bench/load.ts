/**
 * API under concurrent load from this (second) process with autocannon: requests per second and
 * p50 / p99 latency per call, and each call's requests/s as a share of the health route's,
 * measured in the same run.
 */
import autocannon from 'autocannon';
import { addDays, vanToday } from '../../contract/time.ts';
import { hotels, reservations } from '../seed-data.ts';
import { adminToken, visitorAddress } from './server.ts';

export interface LoadResult {
  call: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Status codes other than 2xx with their counts, e.g. `409×12`. */
  refused: string;
  errors: number;
  ofHealth: number;
}

interface Scenario {
  call: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: () => string;
}

/** The hotel whose first room type `growth`/`load` give a very large inventory, so every create succeeds. */
export const LOAD_HOTEL = hotels[0]!;
export const LOAD_ROOM_TYPE = LOAD_HOTEL.roomTypes[0]!;
/** Gives the load room type a million rooms: creates measure the booking path, not a full hotel's 409. */
export const LOAD_INVENTORY_SQL = `UPDATE room_types SET room_count = 1000000 WHERE id = '${LOAD_ROOM_TYPE.id}';`;

export async function scenarios(baseURL: string): Promise<Scenario[]> {
  const token = await adminToken(baseURL);
  const checkIn = addDays(vanToday(), 30);
  const checkOut = addDays(checkIn, 2);
  let guest = 0;
  return [
    { call: 'health', path: '/api/health' },
    { call: 'getAllHotels', path: '/api/hotel/public/getAllHotels' },
    { call: 'getHotelById', path: `/api/hotel/public/getHotelById?id=${LOAD_HOTEL.id}` },
    { call: 'hotel search with dates', path: `/api/hotels/search?city=Van&checkIn=${checkIn}&checkOut=${checkOut}&guests=2` },
    { call: 'PNR lookup', path: `/api/reservation/public/pnr/${reservations[0]!.pnrCode}` },
    {
      call: 'createReservation',
      method: 'POST',
      path: '/api/reservation/public/createReservation',
      headers: { 'content-type': 'application/json' },
      body: () => {
        guest += 1;
        return JSON.stringify({
          hotelId: LOAD_HOTEL.id,
          roomTypeId: LOAD_ROOM_TYPE.id,
          roomCount: 1,
          reservationGuests: 1,
          checkIn,
          checkOut,
          fullName: `Load Guest ${guest}`,
          guestEmail: `load${guest}@bench.example`,
          guestPhone: '+90 555 000 0000',
        });
      },
    },
    {
      call: 'admin reservations, first page',
      path: '/api/reservation/public/getAllReservations?page=1&pageSize=20',
      headers: { authorization: `Bearer ${token}` },
    },
  ];
}

async function measure(baseURL: string, scenario: Scenario, seconds: number, connections: number) {
  const result = await autocannon({
    url: baseURL,
    connections,
    duration: seconds,
    requests: [
      {
        method: scenario.method ?? 'GET',
        path: scenario.path,
        headers: scenario.headers,
        // Each request from another visitor address (rate limits are per address) and, for
        // creates, another guest.
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'cf-connecting-ip': visitorAddress() },
          ...(scenario.body ? { body: scenario.body() } : {}),
        }),
      },
    ],
  });
  return result;
}

export async function runLoad(baseURL: string, { seconds = 10, connections = 10 } = {}): Promise<LoadResult[]> {
  const list = await scenarios(baseURL);
  const rows: LoadResult[] = [];
  for (const scenario of list) {
    await measure(baseURL, scenario, 2, connections); // warm-up
    const result = await measure(baseURL, scenario, seconds, connections);
    rows.push({
      call: scenario.call,
      reqPerSec: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      refused: Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, stats]) => `${code}×${stats.count}`)
        .join(' '),
      errors: result.errors + result.timeouts,
      ofHealth: 0,
    });
  }
  const health = rows.find((row) => row.call === 'health')!.reqPerSec;
  for (const row of rows) row.ofHealth = row.reqPerSec / health;
  return rows;
}
