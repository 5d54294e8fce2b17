/**
 * The ONE pricing and stay-rule implementation (issue 21), zod-free so the SPA imports it too:
 * the Worker's quote, booking and search (worker/db/rates.ts reads the rows), the mocks (the
 * Worker app itself, ADR 0006) and the booking form all answer through `priceStay`.
 * Decisions are recorded in docs/decisions/0009-rates-and-stay-rules.md:
 *
 * - A rate covers the NIGHTS `from <= night < to` (half-open, like a stay's checkIn/checkOut):
 *   `to` is the first night it no longer covers, so back-to-back seasons share a boundary date
 *   and never overlap.
 * - A night's price comes from the narrowest rate covering it (fewest nights; a later `from`,
 *   then the later-created row, on a tie), else the room type's base price. A Friday or Saturday
 *   night takes that rate's `weekendPrice` when it has one.
 * - Stay rules add up over every rate covering any night of the stay (not only the one that
 *   prices it): the longest `minStay` and the shortest `maxStay` apply, together with the room
 *   type's own min/max nights; `closedToArrival` refuses a stay whose FIRST night it covers;
 *   `stopSell` refuses a stay with ANY night it covers.
 * - Money is integer kuruş. Prices are stored without tax (net); the hotel's `taxRate` is Turkey's
 *   accommodation tax and VAT as one percent figure. The tax of ONE room-night is
 *   round(net x taxRate / 100) and its price with taxes (gross, what a guest sees and pays) is
 *   net + that tax (`grossCentsOf`); a stay's tax is the sum of its room-nights' taxes, so its
 *   total is the sum of the gross nightly prices and a card's gross nightly price x nights is the
 *   quote's total (docs/decisions/0020-prices-with-taxes-and-link-language.md).
 */
import { addDays } from './time.ts';

/** A date-range rate of a room type, as the pricing needs it (integer kuruş). */
export interface RateRule {
  id: string;
  /** First night covered (YYYY-MM-DD). */
  from: string;
  /** First night NOT covered (YYYY-MM-DD), after `from`. */
  to: string;
  priceCents: number;
  /** Friday and Saturday nights, when set. */
  weekendPriceCents?: number | null;
  minStay?: number | null;
  maxStay?: number | null;
  closedToArrival?: boolean;
  stopSell?: boolean;
  /** Creation order for ties (ISO timestamp); later wins. */
  createdAt?: string;
}

/** What a room type brings: its base price and its own min/max nights (null: no limit). */
export interface PricedRoomType {
  pricePerNightCents: number;
  minNights?: number | null;
  maxNights?: number | null;
}

/** Why a stay cannot be booked, in a stable form the SPA translates (`StayRuleMessages` in English). */
export const STAY_REFUSALS = ['stopSell', 'closedToArrival', 'minStay', 'maxStay'] as const;
export type StayRefusal = (typeof STAY_REFUSALS)[number];

/**
 * The Worker's and the mocks' answer to a refused stay (the SPA shows its own tr/en/fa texts
 * from `reason`). `{n}` is the night count of the rule (`stayRuleMessage`).
 */
export const StayRuleMessages = {
  stopSell: 'This room type is not sold on some of the chosen nights',
  closedToArrival: 'Arrival is not possible on the chosen check-in date',
  minStay: 'This stay needs at least {n} nights on the chosen dates',
  maxStay: 'This stay can be at most {n} nights on the chosen dates',
  rateNotFound: 'Rate not found',
  roomTypeNotFound: 'Room type not found',
  fromBeforeTo: 'The end date must be after the start date',
  minAboveMax: 'The minimum stay cannot be longer than the maximum stay',
} as const;

/** The English message of a refusal, with the rule's night count filled in. */
export function stayRuleMessage(reason: StayRefusal, nights: number | null): string {
  return StayRuleMessages[reason].replace('{n}', String(nights ?? ''));
}

export interface NightPrice {
  /** The night (its evening's date). */
  date: string;
  /** One room's price that night, in kuruş. */
  priceCents: number;
}

export interface StayPrice {
  nights: NightPrice[];
  rooms: number;
  /** Sum of the nights' prices times the rooms. */
  subtotalCents: number;
  taxRate: number;
  taxCents: number;
  totalCents: number;
  /** The stay's effective limits (null: none). */
  minNights: number | null;
  maxNights: number | null;
  bookable: boolean;
  reason: StayRefusal | null;
}

/** True for Friday and Saturday nights (the weekend price's nights). */
export function isWeekendNight(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 5 || day === 6;
}

const covers = (rate: RateRule, night: string): boolean => rate.from <= night && night < rate.to;

const spanDays = (rate: RateRule): number =>
  Math.round((Date.parse(`${rate.to}T00:00:00Z`) - Date.parse(`${rate.from}T00:00:00Z`)) / 86_400_000);

/** The rate that prices `night`: the narrowest covering one (later `from`, then later created, on a tie). */
export function rateForNight(rates: readonly RateRule[], night: string): RateRule | null {
  let best: RateRule | null = null;
  for (const rate of rates) {
    if (!covers(rate, night)) continue;
    if (
      !best ||
      spanDays(rate) < spanDays(best) ||
      (spanDays(rate) === spanDays(best) &&
        (rate.from > best.from || (rate.from === best.from && (rate.createdAt ?? '') > (best.createdAt ?? ''))))
    ) {
      best = rate;
    }
  }
  return best;
}

/** One room's price on `night`. */
export function nightPriceCents(room: PricedRoomType, rates: readonly RateRule[], night: string): number {
  const rate = rateForNight(rates, night);
  if (!rate) return room.pricePerNightCents;
  return isWeekendNight(night) && rate.weekendPriceCents != null ? rate.weekendPriceCents : rate.priceCents;
}

/**
 * One night as the occupancy calendar shows it: one room's price and the rules of the rates
 * covering it (stop-sell, closed to arrival, the longest minimum stay, with the room type's own).
 */
export function nightTerms(room: PricedRoomType, rates: readonly RateRule[], night: string) {
  const covering = rates.filter((rate) => covers(rate, night));
  const mins = [room.minNights, ...covering.map((rate) => rate.minStay)].filter(positive);
  return {
    priceCents: nightPriceCents(room, rates, night),
    stopSell: covering.some((rate) => rate.stopSell === true),
    closedToArrival: covering.some((rate) => rate.closedToArrival === true),
    minStay: mins.length ? Math.max(...mins) : null,
  };
}

/** Tax on one net price at a percent rate (two decimals at most), rounded to the kuruş. */
export function taxCentsOf(netCents: number, taxRate: number): number {
  return Math.round((netCents * Math.round(taxRate * 100)) / 10_000);
}

/** A net price (kuruş) with its taxes: what a guest sees and pays for it. */
export function grossCentsOf(netCents: number, taxRate: number): number {
  return netCents + taxCentsOf(netCents, taxRate);
}

/**
 * The net price (kuruş) to store for a price an admin typed with taxes: the smallest net whose
 * gross is at least `grossCents`. Gross is exact for all but about one amount in (100 / rate)
 * where rounding skips a kuruş; the form then shows the guest's price, one kuruş above.
 */
export function netCentsOfGross(grossCents: number, taxRate: number): number {
  const basisPoints = Math.round(taxRate * 100);
  let net = Math.floor((grossCents * 10_000) / (10_000 + basisPoints));
  while (net > 0 && grossCentsOf(net - 1, taxRate) >= grossCents) net -= 1;
  while (grossCentsOf(net, taxRate) < grossCents) net += 1;
  return net;
}

/** A net price in TL (the API's decimal) with its taxes, in TL: the `…WithTaxes` fields. */
export function priceWithTaxes(net: number, taxRate: number): number {
  return grossCentsOf(Math.round(net * 100), taxRate) / 100;
}

/** A net price in TL to store for a price typed with taxes, in TL (`netCentsOfGross`). */
export function priceWithoutTaxes(gross: number, taxRate: number): number {
  return netCentsOfGross(Math.round(gross * 100), taxRate) / 100;
}

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0;

/**
 * Prices a stay of `rooms` rooms from `checkIn` to `checkOut` (checkOut > checkIn) and says
 * whether the rules let it be booked. `rates` may hold rates of other dates: only those covering
 * a night of the stay count. The first refusal found wins, in this order: stop-sell, closed to
 * arrival, minimum stay, maximum stay.
 */
export function priceStay(
  room: PricedRoomType,
  rates: readonly RateRule[],
  stay: { checkIn: string; checkOut: string; rooms?: number },
  taxRate = 0,
): StayPrice {
  const rooms = stay.rooms ?? 1;
  const nights: NightPrice[] = [];
  for (let night = stay.checkIn; night < stay.checkOut; night = addDays(night, 1)) {
    nights.push({ date: night, priceCents: nightPriceCents(room, rates, night) });
  }
  const touching = rates.filter((rate) => nights.some((night) => covers(rate, night.date)));
  const mins = [room.minNights, ...touching.map((rate) => rate.minStay)].filter(positive);
  const maxes = [room.maxNights, ...touching.map((rate) => rate.maxStay)].filter(positive);
  const minNights = mins.length ? Math.max(...mins) : null;
  const maxNights = maxes.length ? Math.min(...maxes) : null;

  let reason: StayRefusal | null = null;
  if (touching.some((rate) => rate.stopSell)) reason = 'stopSell';
  else if (touching.some((rate) => rate.closedToArrival && covers(rate, stay.checkIn))) reason = 'closedToArrival';
  else if (minNights !== null && nights.length < minNights) reason = 'minStay';
  else if (maxNights !== null && nights.length > maxNights) reason = 'maxStay';

  const subtotalCents = nights.reduce((sum, night) => sum + night.priceCents, 0) * rooms;
  const taxCents = nights.reduce((sum, night) => sum + taxCentsOf(night.priceCents, taxRate), 0) * rooms;
  return {
    nights,
    rooms,
    subtotalCents,
    taxRate,
    taxCents,
    totalCents: subtotalCents + taxCents,
    minNights,
    maxNights,
    bookable: reason === null,
    reason,
  };
}

/** The night count a refusal's message names (the min or max that refused it). */
export function refusalNights(price: Pick<StayPrice, 'reason' | 'minNights' | 'maxNights'>): number | null {
  return price.reason === 'minStay' ? price.minNights : price.reason === 'maxStay' ? price.maxNights : null;
}

/**
 * The rates of a room type that share a night with the range [from, to) (other than `exceptId`,
 * the one being edited). Overlaps are allowed, on purpose: a Nowruz week inside a spring season
 * prices its own nights because the narrowest rate wins (above); the admin's form says which
 * rates a new range overlaps before it is saved, so no overlap is made unknowingly.
 */
export function overlappingRates<R extends { id: string; from: string; to: string }>(
  rates: readonly R[],
  range: { from: string; to: string },
  exceptId?: string,
): R[] {
  if (!range.from || !range.to || range.to <= range.from) return [];
  return rates.filter((rate) => rate.id !== exceptId && rate.from < range.to && range.from < rate.to);
}
