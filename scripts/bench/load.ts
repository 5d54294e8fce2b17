/**
 * API under concurrent load from this (second) process with autocannon: requests per second and
 * p50 / p99 latency per call, and each call's requests/s as a share of the health route's.
 *
 * On a shared two-core machine the rate a route reaches drifts by 10 % or more within minutes,
 * so one health figure at the start made the shares of later calls depend on the moment. Each
 * call is measured in ROUNDS alternating with the health route (health, call, health, call...),
 * and its share is its requests over the health route's in those same rounds; the health row
 * shows the median of all its rounds.
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

const ROUNDS = 3;

type Measured = Awaited<ReturnType<typeof measure>>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function row(call: string, rounds: Measured[], ofHealth: number): LoadResult {
  const codes = new Map<string, number>();
  for (const round of rounds) {
    for (const [code, stats] of Object.entries(round.statusCodeStats ?? {})) {
      if (!code.startsWith('2')) codes.set(code, (codes.get(code) ?? 0) + (stats.count ?? 0));
    }
  }
  return {
    call,
    reqPerSec: rounds.reduce((sum, round) => sum + round.requests.average, 0) / rounds.length,
    p50Ms: median(rounds.map((round) => round.latency.p50)),
    p99Ms: Math.max(...rounds.map((round) => round.latency.p99)),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    refused: [...codes].map(([code, count]) => `${code}×${count}`).join(' '),
    errors: rounds.reduce((sum, round) => sum + round.errors + round.timeouts, 0),
    ofHealth,
  };
}

/** `seconds` of load per call (in ROUNDS parts), each part next to as long a part of health. */
export async function runLoad(baseURL: string, { seconds = 12, connections = 10 } = {}): Promise<LoadResult[]> {
  const [health, ...calls] = await scenarios(baseURL);
  if (health?.call !== 'health') throw new Error('the first scenario is the health route');
  const part = Math.max(1, Math.round(seconds / ROUNDS));
  await measure(baseURL, health, 2, connections); // warm-up
  const healthRounds: Measured[] = [];
  const rows: LoadResult[] = [];
  for (const scenario of calls) {
    await measure(baseURL, scenario, 2, connections); // warm-up
    const own: Measured[] = [];
    const beside: Measured[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      beside.push(await measure(baseURL, health, part, connections));
      own.push(await measure(baseURL, scenario, part, connections));
    }
    healthRounds.push(...beside);
    const share = own.reduce((sum, r) => sum + r.requests.average, 0) / beside.reduce((sum, r) => sum + r.requests.average, 0);
    rows.push(row(scenario.call, own, share));
  }
  const healthRow = row(health.call, healthRounds, 1);
  healthRow.reqPerSec = median(healthRounds.map((round) => round.requests.average));
  return [healthRow, ...rows];
}
