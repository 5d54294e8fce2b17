/**
 * The demo season: several hundred hotel stays over the last twelve months and the next six
 * around Van's today (contract/time.ts), with their payments, refunds, reviews, and tour
 * bookings, so a fresh `npm start` on any date shows a working hotel. Plain data in the API's
 * words, like scripts/seed-data.ts; scripts/seed-sql.ts `buildSeasonStatements` makes the SQL.
 * Only `npm start` (scripts/start.ts → scripts/seed.ts `seed({ today })`) loads it: Storybook,
 * the mocks, the e2e journeys and the Worker tests keep the fixed world of scripts/seed-data.ts.
 *
 * How it stays consistent on every date (the same date gives the same world, byte for byte):
 * - The stays come from ONE plan of absolute dates that does not depend on today. Each room type
 *   is split into lanes (one room each, one lane of two rooms where the type has six or more);
 *   every lane is walked night by night from EPOCH with its own seeded PRNG (`lanePlan`), a stay
 *   at a time, never on a night the fixed demo bookings (seed-data.ts) need that lane. The lanes'
 *   rooms add up to the room count, so no night is ever overbooked, whichever dates are seeded.
 * - Today only chooses which stays of the plan exist (booked by now, inside the window) and what
 *   has happened to them by now (receipt sent, approved, cancelled, refunded, reviewed): see
 *   `stayAsOf`. A stay's id and PNR come from its room type, lane and arrival date, so a later
 *   run (`INSERT OR IGNORE`) skips the stays it already has and adds the newly booked ones; a
 *   row once written is never rewritten (as with the fixed seed, the app may have changed it).
 * - Four special lanes of two-night stays back to back, two arriving on even and two on odd
 *   days, guarantee two arrivals, two departures and guests in house on every date. Two of them
 *   (the no-show lanes) give yesterday's arrival that never came (the future no-show, left
 *   CONFIRMED).
 *
 * The front desk (in house, checked out, no-show) has no columns yet: `frontDeskOf` is the one
 * place that says what a stay's state is on today's date, kept on each stay as `frontDesk`.
 */
import { cancellationTerms, DEFAULT_FREE_CANCELLATION_DAYS } from '../contract/cancellation.ts';
import { priceStay } from '../contract/stayPricing.ts';
import { addDays } from '../contract/time.ts';
import * as data from './seed-data.ts';
import type { SeedHotel, SeedPayment, SeedReservation, SeedReview, SeedRoomType, SeedTourReservation, SeedUser } from './seed-data.ts';
import {
  asciiName,
  CANCELLATION_REASONS,
  ENGLISH_FIRST,
  ENGLISH_LAST,
  IRANIAN_FIRST,
  IRANIAN_LAST,
  type Market,
  REJECTION_REASONS,
  REVIEW_TEXTS,
  SPECIAL_REQUESTS,
  TURKISH_FIRST,
  TURKISH_LAST,
} from './seed-season-names.ts';

/** The plan's first night: every lane is walked from here, so a date's world needs today - 365 >= EPOCH. */
export const EPOCH = '2025-01-01';
export const PAST_DAYS = 365;
export const FUTURE_DAYS = 183;
/** The hour (UTC) of today the world is seen at: 09:00 in Van. */
const AS_OF_HOUR_UTC = 6;
/** The Worker's hold (wrangler.toml HOLD_HOURS): a booking without a receipt by then is cancelled. */
const HOLD_HOURS = 48;
const HOUR = 3_600_000;

// ---------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------

/** A 32-bit hash of a text (FNV-1a with a final mix). */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** mulberry32: a small seeded PRNG, [0, 1). */
export function prng(seed: string): () => number {
  let state = hash32(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

// ---------------------------------------------------------------------------------------
// Ids and PNR codes
// ---------------------------------------------------------------------------------------

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
/** v4-shaped UUIDs with the prefix 5ea5 (season), never one of the fixed 5eed… ids. */
const seasonId = (kind: number, a: number, b: number, n: number) => `5ea5${hex(kind, 2)}${hex(a, 2)}-${hex(b, 4)}-4000-8000-${hex(n, 12)}`;

const PNR_BITS = 40; // 8 characters of a 32-letter alphabet
const HALF = 20;
const HALF_MASK = (1 << HALF) - 1;

/**
 * A PNR code (8 characters of seed-data.ts `PNR_ALPHABET`, the Worker's alphabet and length) for a
 * number below 2^40: a 4-round Feistel permutation, so distinct numbers never share a code, and
 * the codes look as random as the Worker's.
 */
export function pnrOf(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 2 ** PNR_BITS) throw new RangeError(`PNR number out of range: ${n}`);
  let left = Math.floor(n / 2 ** HALF);
  let right = n % 2 ** HALF;
  for (let round = 0; round < 4; round++) {
    const next = (left ^ (hash32(`pnr${round}:${right}`) & HALF_MASK)) & HALF_MASK;
    left = right;
    right = next;
  }
  let value = left * 2 ** HALF + right;
  let code = '';
  for (let i = 0; i < 8; i++) {
    code = data.PNR_ALPHABET[value % 32] + code;
    value = Math.floor(value / 32);
  }
  return code;
}

const dayIndex = (date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${EPOCH}T00:00:00Z`)) / 86_400_000);
const iso = (ms: number) => new Date(ms).toISOString();
const at = (date: string, hourUtc: number, minutes = 0) => Date.parse(`${date}T00:00:00Z`) + hourUtc * HOUR + minutes * 60_000;

// ---------------------------------------------------------------------------------------
// The plan: lanes of stays on absolute dates
// ---------------------------------------------------------------------------------------

/** How likely a free lane takes a stay on an evening of this date: Nowruz, summer, New Year, shoulder, winter. */
export function demandOn(date: string): number {
  const md = date.slice(5);
  if (isNowruz(date)) return 0.97;
  if (md >= '06-15' && md <= '08-31') return 0.16;
  if (md >= '12-29' || md <= '01-02') return 0.3;
  if ((md >= '04-03' && md <= '06-14') || (md >= '09-01' && md <= '10-31')) return 0.07;
  return 0.04;
}

/** Late March: from a few days before the Iranian new year (20/21 March) to Sizdah Bedar (2 April). */
export const isNowruz = (date: string) => date.slice(5) >= '03-16' && date.slice(5) <= '04-02';

interface RoomRef {
  hotel: SeedHotel;
  hotelIndex: number;
  room: SeedRoomType;
  /** The room type's index over all demo hotels (ids and PNR numbers). */
  roomIndex: number;
}

const roomRefs: RoomRef[] = data.hotels.flatMap((hotel, hotelIndex) => hotel.roomTypes.map((room) => ({ hotel, hotelIndex, room, roomIndex: 0 })));
roomRefs.forEach((ref, index) => (ref.roomIndex = index));

/** Rooms the fixed demo bookings hold, by room type and night (contract/availability.ts: PENDING and CONFIRMED hold). */
const fixedHolds = new Map<string, number>();
for (const r of data.reservations) {
  if (r.status !== 'PENDING' && r.status !== 'CONFIRMED') continue;
  for (let night = r.checkIn; night < r.checkOut; night = addDays(night, 1)) {
    const key = `${r.roomTypeId}|${night}`;
    fixedHolds.set(key, (fixedHolds.get(key) ?? 0) + r.roomCount);
  }
}
const fixedHeld = (roomTypeId: string, night: string) => fixedHolds.get(`${roomTypeId}|${night}`) ?? 0;

/** The dates from EPOCH by index (the lanes walk thousands of nights; date maths per night is slow). */
const dates: string[] = [];
function dateAt(index: number): string {
  while (dates.length <= index) dates.push(addDays(EPOCH, dates.length));
  return dates[index]!;
}

interface Lane {
  index: number;
  /** The lane's rooms are [first, first + width) of the room type's count; the fixed bookings take the top ones. */
  first: number;
  width: number;
  kind: 'season' | 'steady' | 'noShow';
}

/** Lane 0 is one room (the steady lanes of the first hotels), lane 1 two rooms where the type has six or more. */
function lanesOf(ref: RoomRef): Lane[] {
  const count = ref.room.roomCount;
  const widths = count >= 6 ? [1, 2, ...Array<number>(count - 3).fill(1)] : Array<number>(count).fill(1);
  const largest = ref.hotel.roomTypes.reduce((best, room) => (room.roomCount > best.roomCount ? room : best));
  const special = largest.id === ref.room.id && ref.hotelIndex < 4 ? (ref.hotelIndex < 2 ? 'steady' : 'noShow') : null;
  let first = 0;
  return widths.map((width, index) => {
    const lane: Lane = { index, first, width, kind: index === 0 && special ? special : 'season' };
    first += width;
    return lane;
  });
}

/** One stay of the plan, before today decides what has happened to it. */
export interface PlannedStay {
  ref: RoomRef;
  lane: Lane;
  checkIn: string;
  checkOut: string;
  rooms: number;
  quote: ReturnType<typeof quoteOf>;
  /** Everything else drawn for the stay (guest, timeline, fate), from the lane's PRNG. */
  draw: StayDraw;
}

interface StayDraw {
  market: Market;
  guests: number;
  first: number;
  last: number;
  persianScript: boolean;
  phone: string;
  leadDays: number;
  createdMinutes: number;
  receiptHours: number;
  approveHours: number;
  /** holdExpires: no receipt, the hold cron cancels; rejectedOnce: a receipt refused, a good one sent; rejectedOpen: refused and never sent again. */
  fate: 'normal' | 'rejectedOnce' | 'rejectedOpen' | 'guestCancels' | 'holdExpires';
  cancelFraction: number;
  resendHours: number;
  refundDays: number;
  specialRequest: number | null;
  reviewer: number | null;
  reviewDelayDays: number;
  reviewText: number;
  reviewPending: boolean;
  transaction: number;
}

function marketOn(random: Random, date: string): Market {
  const u = random();
  if (isNowruz(date)) return u < 0.78 ? 'ir' : u < 0.95 ? 'tr' : 'en';
  const md = date.slice(5);
  if (md >= '06-15' && md <= '08-31') return u < 0.35 ? 'ir' : u < 0.85 ? 'tr' : 'en';
  return u < 0.22 ? 'ir' : u < 0.9 ? 'tr' : 'en';
}

function drawStay(random: Random, checkIn: string, capacity: number, rooms: number, special: boolean): StayDraw {
  const market = marketOn(random, checkIn);
  const most = capacity * rooms;
  const family = market === 'ir' || random() < 0.3;
  const guests = Math.max(1, Math.min(most, family ? most - int(random, 0, 1) : int(random, Math.max(1, most - 2), most)));
  const nowruz = isNowruz(checkIn);
  const early = random();
  const leadDays = nowruz ? int(random, 30, 200) : early < 0.1 ? int(random, special ? 1 : 0, 1) : early < 0.8 ? int(random, 2, 45) : int(random, 46, 170);
  // Few Nowruz bookings fall through: the families plan the trip months ahead.
  const u = random() * (nowruz ? 3 : 1);
  const fate: StayDraw['fate'] = special ? 'normal' : u < 0.04 ? 'holdExpires' : u < 0.1 ? 'guestCancels' : u < 0.13 ? 'rejectedOnce' : u < 0.15 ? 'rejectedOpen' : 'normal';
  const phoneDigits = int(random, 1_000_000, 9_999_999);
  const phone =
    market === 'ir'
      ? `+989${pick(random, ['12', '14', '13', '35', '10'])}${phoneDigits}`
      : market === 'tr'
        ? `+905${pick(random, ['32', '33', '05', '44', '42', '55'])}${phoneDigits}`
        : `+447700${int(random, 900_000, 900_999)}`;
  const names = market === 'ir' ? [IRANIAN_FIRST.length, IRANIAN_LAST.length] : market === 'tr' ? [TURKISH_FIRST.length, TURKISH_LAST.length] : [ENGLISH_FIRST.length, ENGLISH_LAST.length];
  return {
    market,
    guests,
    first: int(random, 0, names[0]! - 1),
    last: int(random, 0, names[1]! - 1),
    persianScript: market === 'ir' && random() < 0.35,
    phone,
    leadDays,
    createdMinutes: int(random, 0, 14 * 60),
    receiptHours: leadDays < 2 ? int(random, 1, 4) : int(random, 2, 40),
    approveHours: leadDays < 2 ? int(random, 1, 3) : int(random, 1, 30),
    fate,
    cancelFraction: random(),
    resendHours: int(random, 6, 40),
    refundDays: int(random, 1, 5),
    specialRequest: random() < 0.25 ? int(random, 0, 3) : null,
    reviewer: random() < 0.05 ? int(random, 0, 999) : null,
    reviewDelayDays: int(random, 1, 10),
    reviewText: int(random, 0, 99),
    reviewPending: random() < 0.15,
    transaction: int(random, 10_000_000, 99_999_999),
  };
}

const rateRules = new Map(roomRefs.map((ref) => [ref.room.id, data.rateRulesOf(ref.room.id)]));

/** The quote of a stay by the ONE pricing rule (contract/stayPricing.ts), as the Worker prices a booking. */
export function quoteOf(roomTypeId: string, checkIn: string, checkOut: string, rooms: number) {
  const ref = roomRefs.find((candidate) => candidate.room.id === roomTypeId);
  if (!ref) throw new Error(`No demo room type ${roomTypeId}`);
  return priceStay({ pricePerNightCents: Math.round(ref.room.pricePerNight * 100) }, rateRules.get(roomTypeId) ?? [], { checkIn, checkOut, rooms }, ref.hotel.taxRate);
}

/** Nights a stay starting on `date` lasts, by the season of its arrival. */
function lengthOn(random: Random, date: string): number {
  if (isNowruz(date)) return int(random, 3, 7);
  const md = date.slice(5);
  if (md >= '06-15' && md <= '08-31') return int(random, 2, 6);
  return pick(random, [1, 2, 2, 3, 3, 4, 5, 6]);
}

/**
 * The stays of one lane from EPOCH up to (not including) arrivals on `until`. The walk depends
 * on nothing but the lane and the fixed bookings, so a longer walk starts with the same stays.
 */
function lanePlan(ref: RoomRef, lane: Lane, until: string): PlannedStay[] {
  const random = prng(`lane:${ref.room.id}:${lane.index}`);
  const free = (night: string) => lane.first + lane.width <= ref.room.roomCount - fixedHeld(ref.room.id, night);
  const stays: PlannedStay[] = [];
  const special = lane.kind !== 'season';
  const last = dayIndex(until);
  // Steady lanes arrive on alternate days, so together two of them arrive (and leave) every day.
  let cursor = special ? ref.hotelIndex % 2 : int(random, 0, 3);
  while (cursor < last) {
    const arrival = dateAt(cursor);
    const wanted = special ? 2 : random() < demandOn(arrival) ? lengthOn(random, arrival) : 0;
    if (wanted === 0) {
      cursor += int(random, 1, 2);
      continue;
    }
    const rooms = lane.width > 1 && random() < 0.4 ? lane.width : 1;
    let nights = wanted;
    let quote = quoteOf(ref.room.id, arrival, dateAt(cursor + nights), rooms);
    // The season's rules (a Nowruz minimum stay) apply to the demo as to a guest.
    if (!quote.bookable && quote.reason === 'minStay' && quote.minNights !== null) {
      // A steady lane keeps its two-night rhythm (arrivals on alternate days): an even count.
      nights = special ? quote.minNights + (quote.minNights % 2) : quote.minNights;
      quote = quoteOf(ref.room.id, arrival, dateAt(cursor + nights), rooms);
    }
    let fits = quote.bookable;
    for (let n = 0; fits && n < nights; n++) fits = free(dateAt(cursor + n));
    const draw = drawStay(random, arrival, ref.room.capacity, rooms, special);
    if (!fits) {
      cursor += 1;
      continue;
    }
    stays.push({ ref, lane, checkIn: arrival, checkOut: dateAt(cursor + nights), rooms, quote, draw });
    // Special lanes stay back to back; a season lane's next guest may arrive the day this one leaves.
    cursor += nights;
  }
  return stays;
}

// ---------------------------------------------------------------------------------------
// The guests who have accounts (authors of the season's reviews)
// ---------------------------------------------------------------------------------------

const reviewerPeople: Array<{ market: Market; first: string; last: string }> = [
  { market: 'ir', first: 'Leyla', last: 'Hosseini' },
  { market: 'ir', first: 'Arash', last: 'Moradi' },
  { market: 'ir', first: 'Narges', last: 'Tabrizi' },
  { market: 'ir', first: 'Kaveh', last: 'Sadeghi' },
  { market: 'tr', first: 'Zeynep', last: 'Arslan' },
  { market: 'tr', first: 'Emre', last: 'Çetin' },
  { market: 'tr', first: 'Derya', last: 'Koç' },
  { market: 'tr', first: 'Murat', last: 'Öztürk' },
  { market: 'en', first: 'Hannah', last: 'Jensen' },
  { market: 'en', first: 'Marco', last: 'Rossi' },
];

/** Demo guests with an account (they share the demo user's password), each in their own language. */
export const seasonUsers: SeedUser[] = reviewerPeople.map((person, index) => ({
  id: seasonId(1, 0, 0, index + 1),
  name: `${asciiName(person.first)}.${asciiName(person.last)}`,
  email: `${asciiName(person.first)}.${asciiName(person.last)}@guest.example`,
  password: data.USER_LOGIN.password,
  role: 'USER',
  languagePreference: person.market === 'tr' ? 'TR' : person.market === 'ir' ? 'FA' : 'EN',
  createdAt: '2024-01-01T08:00:00.000Z',
}));

// ---------------------------------------------------------------------------------------
// A stay as of today
// ---------------------------------------------------------------------------------------

/** What the front desk would say of a stay on `today` (no columns for it yet; see the file's comment). */
export type FrontDeskState = 'upcoming' | 'arrivesToday' | 'inHouse' | 'departsToday' | 'checkedOut' | 'noShow' | 'cancelled';

/**
 * The ONE place a stay's front-desk state comes from. The stay of a no-show lane that arrived
 * yesterday never came: it stays CONFIRMED (its nights held) until staff mark it.
 */
export function frontDeskOf(stay: { status: string; checkIn: string; checkOut: string; noShowLane: boolean }, today: string): FrontDeskState {
  if (stay.status === 'CANCELLED') return 'cancelled';
  // Yesterday's arrival (or, in a season whose minimum stay breaks the lanes' two-night rhythm, the day before's) still holding tonight.
  if (stay.noShowLane && stay.checkIn < today && today < stay.checkOut && stay.checkIn >= addDays(today, -2)) return 'noShow';
  if (stay.checkIn > today) return 'upcoming';
  if (stay.checkIn === today) return 'arrivesToday';
  if (stay.checkOut === today) return 'departsToday';
  if (stay.checkOut < today) return 'checkedOut';
  return 'inHouse';
}

/** Where a stay stands at the desk (the columns of migration 0025): `stayStatus`, with its times. */
export interface StayAtDesk {
  stayStatus: 'EXPECTED' | 'IN_HOUSE' | 'CHECKED_OUT';
  checkedInAt: string | null;
  checkedOutAt: string | null;
}

/**
 * A stay's desk record from its front-desk state: past confirmed stays checked in at 14:00 and out
 * at 11:00 (Van); today's departures half gone by 09:00 (their rooms dirty), half still in house;
 * arrivals, late arrivals (the no-show to mark) and pending stays still expected.
 */
export function stayAtDesk(stay: { id: string; status: string; frontDesk: FrontDeskState; checkIn: string; checkOut: string }, today: string): StayAtDesk {
  const expected: StayAtDesk = { stayStatus: 'EXPECTED', checkedInAt: null, checkedOutAt: null };
  if (stay.status !== 'CONFIRMED') return expected;
  const checkedInAt = iso(at(stay.checkIn, 11));
  if (stay.frontDesk === 'checkedOut') return { stayStatus: 'CHECKED_OUT', checkedInAt, checkedOutAt: iso(at(stay.checkOut, 8)) };
  if (stay.frontDesk === 'departsToday') {
    // Half of them, chosen by the stay's id (deterministic, whatever its lane).
    return stay.id.charCodeAt(stay.id.length - 1) % 2 === 0 ? { stayStatus: 'CHECKED_OUT', checkedInAt, checkedOutAt: iso(at(today, 5, 30)) } : { stayStatus: 'IN_HOUSE', checkedInAt, checkedOutAt: null };
  }
  if (stay.frontDesk === 'inHouse') return { stayStatus: 'IN_HOUSE', checkedInAt, checkedOutAt: null };
  return expected;
}

/** A room's housekeeping in the demo season: by its type and its place among the type's rooms. */
export interface SeasonRoomState {
  roomTypeId: string;
  offset: number;
  housekeeping: 'DIRTY' | 'OUT_OF_ORDER';
  outOfOrder: { from: string; to: string; reason: string } | null;
}

const OUT_OF_ORDER_NIGHTS = 3;

/**
 * The rooms of today's early departures are dirty; one room of the first hotel whose lane and
 * the fixed bookings leave it free for the next three nights is out of order (a bathroom repair),
 * so it is off sale without overbooking anyone.
 */
export function roomStatesOf(world: { today: string; reservations: readonly SeasonReservation[] }): SeasonRoomState[] {
  const { today } = world;
  const states: SeasonRoomState[] = [];
  for (const stay of world.reservations) {
    if (stayAtDesk(stay, today).checkedOutAt?.startsWith(today)) {
      for (let room = 0; room < stay.roomCount; room += 1) states.push({ roomTypeId: stay.roomTypeId, offset: stay.roomOffset + room, housekeeping: 'DIRTY', outOfOrder: null });
    }
  }
  const to = addDays(today, OUT_OF_ORDER_NIGHTS);
  const planned = planUntil(to);
  const nights = Array.from({ length: OUT_OF_ORDER_NIGHTS }, (_, i) => addDays(today, i));
  for (const ref of roomRefs) {
    if (nights.some((night) => fixedHeld(ref.room.id, night) > 0)) continue;
    const lane = lanesOf(ref).find(
      (candidate) =>
        candidate.width === 1 &&
        candidate.kind === 'season' &&
        !states.some((state) => state.roomTypeId === ref.room.id && state.offset === candidate.first) &&
        // Every stay ever planned on the lane, booked by today or later: a later date's seed never sells it over the repair.
        !planned.some((stay) => stay.ref.room.id === ref.room.id && stay.lane.first === candidate.first && stay.checkIn < to && stay.checkOut > today),
    );
    if (!lane) continue;
    states.push({ roomTypeId: ref.room.id, offset: lane.first, housekeeping: 'OUT_OF_ORDER', outOfOrder: { from: today, to, reason: 'Banyo tadilatı / Bathroom repair' } });
    break;
  }
  return states;
}

export interface SeasonReservation extends SeedReservation {
  /** The quote's invoice split (contract/stayPricing.ts), as the Worker stores a booking. */
  subtotal: number;
  tax: number;
  taxRate: number;
  nightPrices: Array<{ date: string; priceCents: number }>;
  cancelledAt: string | null;
  cancelledBy: 'GUEST' | 'SYSTEM' | null;
  cancellationReason: string | null;
  cancellationFee: number | null;
  updatedAt: string;
  frontDesk: FrontDeskState;
  /** The stay's rooms: its lane's first room among its type's rooms, in the order the rooms are numbered. */
  roomOffset: number;
}

export interface SeasonPayment extends SeedPayment {
  createdAt: string;
  updatedAt: string;
}

export interface SeasonRefund {
  id: string;
  reservationId: string;
  amount: number;
  status: 'DUE' | 'REFUNDED';
  bankReference: string | null;
  refundedAt: string | null;
  createdAt: string;
}

export interface SeasonWorld {
  today: string;
  users: SeedUser[];
  reservations: SeasonReservation[];
  payments: SeasonPayment[];
  refunds: SeasonRefund[];
  reviews: SeedReview[];
  tourReservations: SeasonTourReservation[];
  tourPayments: SeasonTourPayment[];
}

export interface SeasonTourReservation extends SeedTourReservation {
  cancelledAt: string | null;
}

/** A tour booking's payment (payments.tour_reservation_id, migration 0014). */
export interface SeasonTourPayment extends Omit<SeasonPayment, 'reservationId'> {
  tourReservationId: string;
}

const cents = (amount: number) => Math.round(amount * 100);
const tl = (kurus: number) => kurus / 100;

function guestOf(draw: StayDraw): { name: string; email: string; userId: string | null } {
  if (draw.reviewer !== null) {
    const candidates = reviewerPeople.map((person, index) => ({ person, index })).filter(({ person }) => person.market === draw.market);
    const { person, index } = candidates[draw.reviewer % candidates.length]!;
    const user = seasonUsers[index]!;
    const persian = draw.market === 'ir' && draw.persianScript;
    const name = persian
      ? `${IRANIAN_FIRST.find(([latin]) => latin === person.first)?.[1] ?? person.first} ${IRANIAN_LAST.find(([latin]) => latin === person.last)?.[1] ?? person.last}`
      : `${person.first} ${person.last}`;
    return { name, email: user.email, userId: user.id };
  }
  let first: string;
  let last: string;
  if (draw.market === 'ir') {
    const [firstLatin, firstFa] = IRANIAN_FIRST[draw.first]!;
    const [lastLatin, lastFa] = IRANIAN_LAST[draw.last]!;
    if (draw.persianScript) return { name: `${firstFa} ${lastFa}`, email: `${asciiName(firstLatin)}.${asciiName(lastLatin)}${draw.transaction % 100}@example.com`, userId: null };
    [first, last] = [firstLatin, lastLatin];
  } else if (draw.market === 'tr') {
    [first, last] = [TURKISH_FIRST[draw.first]!, TURKISH_LAST[draw.last]!];
  } else {
    [first, last] = [ENGLISH_FIRST[draw.first]!, ENGLISH_LAST[draw.last]!];
  }
  return { name: `${first} ${last}`, email: `${asciiName(first)}.${asciiName(last)}${draw.transaction % 100}@example.com`, userId: null };
}

const LANGUAGE: Record<Market, 'fa' | 'tr' | 'en'> = { ir: 'fa', tr: 'tr', en: 'en' };

/**
 * The stay's timeline in absolute time (created, receipt, approval, cancellation...), and what of
 * it has happened by `now`: the reservation, its payment, its refund and its review.
 */
function stayAsOf(stay: PlannedStay, today: string, now: number) {
  const { ref, lane, checkIn, checkOut, rooms, quote, draw } = stay;
  const day = dayIndex(checkIn);
  const id = seasonId(6, ref.roomIndex, lane.index, day);
  const pnrCode = pnrOf(day * 4096 + ref.roomIndex * 64 + lane.index);
  const created = at(addDays(checkIn, -draw.leadDays), AS_OF_HOUR_UTC - 1, draw.createdMinutes);
  // A guest who books on the day sends the receipt within hours; nobody pays after leaving.
  const noReceipt = draw.fate === 'holdExpires';
  const receipt1 = created + draw.receiptHours * HOUR;
  const rejected = draw.fate === 'rejectedOnce' || draw.fate === 'rejectedOpen' ? receipt1 + draw.approveHours * HOUR : null;
  const receipt2 = draw.fate === 'rejectedOnce' ? rejected! + draw.resendHours * HOUR : null;
  const approved = noReceipt || draw.fate === 'rejectedOpen' ? Infinity : (receipt2 ?? receipt1) + draw.approveHours * HOUR;
  // The hold cron (worker/jobs/releaseHolds.ts, every few minutes) cancels a booking left without a receipt in play.
  const expires = noReceipt ? created + HOLD_HOURS * HOUR + 5 * 60_000 : draw.fate === 'rejectedOpen' ? rejected! + HOLD_HOURS * HOUR + 5 * 60_000 : null;
  const lastCancelDay = at(addDays(checkIn, -1), 9);
  const cancelAt = draw.fate === 'guestCancels' && lastCancelDay > created + HOUR ? created + HOUR + Math.floor(draw.cancelFraction * (lastCancelDay - created - HOUR)) : null;

  const guest = guestOf(draw);
  const reservation: SeasonReservation = {
    id,
    pnrCode,
    status: 'PENDING',
    hotelId: ref.hotel.id,
    roomTypeId: ref.room.id,
    roomType: ref.room.name,
    roomCount: rooms,
    reservationGuests: draw.guests,
    checkIn,
    checkOut,
    guestName: guest.name,
    guestEmail: guest.email,
    guestPhone: draw.phone,
    specialRequests: draw.specialRequest === null ? null : (SPECIAL_REQUESTS[draw.market][draw.specialRequest] ?? null),
    userId: guest.userId,
    language: LANGUAGE[draw.market],
    pricePerNight: tl(quote.nights[0]!.priceCents),
    totalAmount: tl(quote.totalCents),
    subtotal: tl(quote.subtotalCents),
    tax: tl(quote.taxCents),
    taxRate: quote.taxRate,
    nightPrices: quote.nights,
    createdAt: iso(created),
    updatedAt: iso(created),
    cancelledAt: null,
    cancelledBy: null,
    cancellationReason: null,
    cancellationFee: null,
    frontDesk: 'upcoming',
    roomOffset: lane.first,
  };
  const payment: SeasonPayment = {
    id: seasonId(7, ref.roomIndex, lane.index, day),
    reservationId: id,
    status: 'PENDING',
    amount: reservation.totalAmount,
    currency: 'TRY',
    provider: 'BANK_TRANSFER',
    transactionId: null,
    paymentDate: iso(created),
    receipt: null,
    receiptContentType: null,
    isReceiptVerified: false,
    createdAt: iso(created),
    updatedAt: iso(created),
  };
  let refund: SeasonRefund | null = null;
  const receiptKey = (n: number) => `5ea5-receipt-${pnrCode}-${n}.pdf`;
  const cancelled = expires !== null && expires <= now ? expires : cancelAt !== null && cancelAt <= now ? cancelAt : null;
  const until = cancelled ?? now;

  if (!noReceipt) {
    if (receipt1 <= until) Object.assign(payment, { receipt: receiptKey(1), receiptContentType: 'application/pdf', paymentDate: iso(receipt1), updatedAt: iso(receipt1) });
    if (rejected !== null && rejected <= until) {
      Object.assign(payment, { status: 'CANCELLED', rejectionReason: REJECTION_REASONS[draw.transaction % REJECTION_REASONS.length], updatedAt: iso(rejected) });
    }
    if (receipt2 !== null && receipt2 <= until) {
      Object.assign(payment, { status: 'PENDING', receipt: receiptKey(2), rejectionReason: undefined, paymentDate: iso(receipt2), updatedAt: iso(receipt2) });
    }
    if (approved <= until) {
      Object.assign(payment, { status: 'PAID', isReceiptVerified: true, transactionId: `EFT-${draw.transaction}${hex(day, 4).toUpperCase()}`, updatedAt: iso(approved) });
      Object.assign(reservation, { status: 'CONFIRMED', updatedAt: iso(approved) });
    }
  }
  if (cancelled !== null) {
    const paid = payment.status === 'PAID' ? cents(payment.amount) : 0;
    const cancelDay = iso(cancelled + 3 * HOUR).slice(0, 10);
    const terms = cancellationTerms(
      {
        policy: 'FREE_UNTIL',
        freeDays: DEFAULT_FREE_CANCELLATION_DAYS,
        status: 'PENDING',
        checkIn,
        firstNightCents: quote.nights[0]!.priceCents * rooms,
        totalCents: quote.totalCents,
        paidCents: paid,
      },
      cancelDay,
    );
    Object.assign(reservation, {
      status: 'CANCELLED',
      cancelledAt: iso(cancelled),
      cancelledBy: expires !== null ? 'SYSTEM' : 'GUEST',
      cancellationReason: expires !== null ? null : pick(() => draw.cancelFraction, CANCELLATION_REASONS[draw.market]),
      cancellationFee: expires !== null ? null : tl(terms.feeCents),
      updatedAt: iso(cancelled),
    });
    if (terms.refundCents > 0 && expires === null) {
      const refundedAt = cancelled + draw.refundDays * 24 * HOUR;
      refund = {
        id: seasonId(12, ref.roomIndex, lane.index, day),
        reservationId: id,
        amount: tl(terms.refundCents),
        status: refundedAt <= now ? 'REFUNDED' : 'DUE',
        bankReference: refundedAt <= now ? `IADE-${draw.transaction}` : null,
        refundedAt: refundedAt <= now ? iso(refundedAt) : null,
        createdAt: iso(cancelled),
      };
    }
  }
  reservation.frontDesk = frontDeskOf({ status: reservation.status, checkIn, checkOut, noShowLane: lane.kind === 'noShow' }, today);

  let review: SeedReview | null = null;
  const reviewAt = at(addDays(checkOut, draw.reviewDelayDays), 15, draw.createdMinutes);
  if (guest.userId && reservation.status === 'CONFIRMED' && reservation.frontDesk === 'checkedOut' && lane.kind !== 'noShow' && reviewAt <= now) {
    const texts = REVIEW_TEXTS[draw.market];
    const [rating, comment] = texts[draw.reviewText % texts.length]!;
    review = {
      id: seasonId(8, ref.roomIndex, lane.index, day),
      userId: guest.userId,
      hotelId: ref.hotel.id,
      reservationId: id,
      rating,
      comment,
      status: draw.reviewPending ? 'PENDING' : 'APPROVED',
      isFlagged: false,
      createdAt: iso(reviewAt),
    };
  }
  return { created, reservation, payment, refund, review };
}

// ---------------------------------------------------------------------------------------
// Tour bookings (the demo tours run on fixed dates: seed-data.ts)
// ---------------------------------------------------------------------------------------

function tourBookingsAsOf(now: number) {
  const bookings: SeasonTourReservation[] = [];
  const payments: SeasonTourPayment[] = [];
  data.tours.forEach((tour, tourIndex) => {
    const random = prng(`tour:${tour.id}`);
    const taken = data.tourReservations.filter((b) => b.tourId === tour.id && b.status !== 'CANCELLED').reduce((sum, b) => sum + b.numberOfPeople, 0);
    // Up to about two thirds of the seats, so a visitor can still book every departure.
    let seats = Math.floor(tour.participantCount * 0.65) - taken;
    for (let n = 1; n <= 8; n++) {
      const market = marketOn(random, tour.startDate);
      const people = int(random, 1, 4);
      const leadDays = int(random, 20, 300);
      const minutes = int(random, 0, 14 * 60);
      const first = int(random, 0, 23);
      const last = int(random, 0, 15);
      const payHours = int(random, 2, 60);
      const cancels = random() < 0.1;
      const transaction = int(random, 10_000_000, 99_999_999);
      if (people > seats) break;
      if (!cancels) seats -= people;
      const created = at(addDays(tour.startDate, -leadDays), AS_OF_HOUR_UTC - 1, minutes);
      if (created > now) continue;
      const [firstName, lastName] =
        market === 'ir'
          ? [IRANIAN_FIRST[first % IRANIAN_FIRST.length]![0], IRANIAN_LAST[last % IRANIAN_LAST.length]![0]]
          : market === 'tr'
            ? [TURKISH_FIRST[first % TURKISH_FIRST.length]!, TURKISH_LAST[last % TURKISH_LAST.length]!]
            : [ENGLISH_FIRST[first % ENGLISH_FIRST.length]!, ENGLISH_LAST[last % ENGLISH_LAST.length]!];
      const id = seasonId(9, tourIndex, 0, n);
      // A booking that is cancelled is cancelled a day after it was made, before paying.
      const cancelledAt = cancels ? created + 24 * HOUR : null;
      const paidAt = cancels ? null : created + payHours * HOUR;
      const paid = paidAt !== null && paidAt <= now;
      const status = cancelledAt !== null && cancelledAt <= now ? 'CANCELLED' : paid ? 'CONFIRMED' : 'PENDING';
      const totalAmount = tour.price * people;
      bookings.push({
        id,
        pnrCode: pnrOf(2 ** 39 + tourIndex * 256 + n),
        language: LANGUAGE[market],
        tourId: tour.id,
        fullName: `${firstName} ${lastName}`,
        email: `${asciiName(firstName)}.${asciiName(lastName)}${transaction % 100}@example.com`,
        phone: market === 'ir' ? `+98914${7_000_000 + (transaction % 1_000_000)}` : market === 'tr' ? `+90532${7_000_000 + (transaction % 1_000_000)}` : `+447700${900_000 + (transaction % 1000)}`,
        tourDate: tour.startDate,
        numberOfPeople: people,
        specialRequests: null,
        totalAmount,
        status,
        createdAt: iso(created),
        cancelledAt: status === 'CANCELLED' ? iso(cancelledAt!) : null,
      });
      payments.push({
        id: seasonId(10, tourIndex, 0, n),
        tourReservationId: id,
        status: paid ? 'PAID' : status === 'CANCELLED' ? 'CANCELLED' : 'PENDING',
        amount: totalAmount,
        currency: 'TRY',
        provider: 'BANK_TRANSFER',
        transactionId: paid ? `EFT-T${transaction}` : null,
        paymentDate: iso(paid ? paidAt! : created),
        receipt: null,
        receiptContentType: null,
        isReceiptVerified: paid,
        createdAt: iso(created),
        updatedAt: iso(paid ? paidAt! : status === 'CANCELLED' ? cancelledAt! : created),
      });
    }
  });
  return { bookings, payments };
}

// ---------------------------------------------------------------------------------------
// The world of a date
// ---------------------------------------------------------------------------------------

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every stay of the plan arriving before `until` (all lanes of all demo room types). */
export function planUntil(until: string): PlannedStay[] {
  return roomRefs.flatMap((ref) => lanesOf(ref).flatMap((lane) => lanePlan(ref, lane, until)));
}

/**
 * The demo season as it stands on Van's `today` (YYYY-MM-DD) at 09:00: the stays booked by then
 * that leave after today - 365 days and arrive before today + 183 days, with what has happened
 * to them, plus tour bookings and the review authors' accounts.
 */
export function seasonWorld(today: string): SeasonWorld {
  if (!DATE.test(today) || Number.isNaN(Date.parse(`${today}T00:00:00Z`))) throw new Error(`Not a date (YYYY-MM-DD): ${today}`);
  const from = addDays(today, -PAST_DAYS);
  if (from < EPOCH) throw new Error(`The demo season starts on ${addDays(EPOCH, PAST_DAYS)}; ${today} is earlier.`);
  const until = addDays(today, FUTURE_DAYS);
  const now = at(today, AS_OF_HOUR_UTC);
  const stays = planUntil(until)
    .filter((stay) => stay.checkOut > from)
    .map((stay) => stayAsOf(stay, today, now))
    .filter((stay) => stay.created <= now)
    .sort((a, b) => (a.reservation.checkIn < b.reservation.checkIn ? -1 : a.reservation.checkIn > b.reservation.checkIn ? 1 : a.reservation.id < b.reservation.id ? -1 : 1));
  const tours = tourBookingsAsOf(now);
  const reservations = stays.map((stay) => stay.reservation);
  const usedUsers = new Set(reservations.map((r) => r.userId));
  return {
    today,
    users: seasonUsers.filter((user) => usedUsers.has(user.id)),
    reservations,
    payments: stays.map((stay) => stay.payment),
    refunds: stays.flatMap((stay) => (stay.refund ? [stay.refund] : [])),
    reviews: stays.flatMap((stay) => (stay.review ? [stay.review] : [])),
    tourReservations: tours.bookings,
    tourPayments: tours.payments,
  };
}
