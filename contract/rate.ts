import { z } from 'zod';
import { id, intInput, isoDate, MAX_MONEY, money, moneyField, nightsBetween, optionalQuery } from './common';
import { MAX_NIGHTS, ReservationMessages } from './reservation';
import { STAY_REFUSALS, StayRuleMessages } from './stayPricing';

/** Longest range one rate may cover (two years of nights). */
export const MAX_RATE_NIGHTS = 731;

/**
 * A date-range rate of a room type (admin: GET/POST /api/admin/rates). It covers the nights
 * `from <= night < to` (contract/stayPricing.ts), priced `price`, Friday and Saturday nights
 * `weekendPrice` when set; its stay rules (null: none) apply to every stay touching its nights.
 */
export const Rate = z.object({
  id,
  roomTypeId: id,
  hotelId: id,
  from: isoDate,
  to: isoDate,
  price: money,
  weekendPrice: money.nullable(),
  minStay: z.number().int().min(1).nullable(),
  maxStay: z.number().int().min(1).nullable(),
  closedToArrival: z.boolean(),
  stopSell: z.boolean(),
  createdAt: z.string(),
});
export type Rate = z.infer<typeof Rate>;

const positivePrice = (required: string) =>
  moneyField(required).pipe(z.number().gt(0, 'The price must be more than 0').max(MAX_MONEY, `At most ${MAX_MONEY}`));

/** An optional night count of a rule: blank or null means none. */
const optionalNights = z
  .union([intInput(1, MAX_NIGHTS, `Must be between 1 and ${MAX_NIGHTS} nights`), z.literal(''), z.null()])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));

/** POST /api/admin/rates */
export const RateInput = z
  .object({
    roomTypeId: id,
    from: isoDate,
    to: isoDate,
    price: positivePrice('The price is required'),
    weekendPrice: z
      .union([positivePrice('The weekend price is required'), z.literal(''), z.null()])
      .optional()
      .transform((value) => (value === '' || value === undefined ? null : value)),
    minStay: optionalNights,
    maxStay: optionalNights,
    closedToArrival: z.boolean().default(false),
    stopSell: z.boolean().default(false),
  })
  .refine((rate) => rate.to > rate.from, { message: StayRuleMessages.fromBeforeTo, path: ['to'] })
  .refine((rate) => rate.to <= rate.from || nightsBetween(rate.from, rate.to) <= MAX_RATE_NIGHTS, {
    message: `A rate can cover at most ${MAX_RATE_NIGHTS} nights`,
    path: ['to'],
  })
  .refine((rate) => rate.minStay === null || rate.maxStay === null || rate.minStay <= rate.maxStay, {
    message: StayRuleMessages.minAboveMax,
    path: ['maxStay'],
  });
export type RateInput = z.infer<typeof RateInput>;

/** GET /api/admin/rates?roomTypeId= (all rates without it), ordered by room type and `from`. */
export const RateListQuery = z.object({ roomTypeId: optionalQuery(id) });
export type RateListQuery = z.infer<typeof RateListQuery>;

/**
 * Why a quote cannot be booked: its arrival day has passed (Van's today), a stay rule, or not
 * enough free rooms (availability). A past stay is still priced, so a quote never stops answering.
 */
export const QUOTE_REASONS = ['pastCheckIn', ...STAY_REFUSALS, 'noRoomsLeft'] as const;
export type QuoteReason = (typeof QUOTE_REASONS)[number];

/** GET /api/hotels/quote?roomTypeId=&checkIn=&checkOut=&guests=[&rooms=] */
export const StayQuoteQuery = z
  .object({
    roomTypeId: id,
    checkIn: isoDate,
    checkOut: isoDate,
    guests: optionalQuery(z.coerce.number().int().min(1).max(200)).default(1),
    /** Rooms to price (the booking form's room quantity); left out: what `guests` need. */
    rooms: optionalQuery(z.coerce.number().int().min(1).max(50)),
  })
  .refine((q) => q.checkOut > q.checkIn, { message: ReservationMessages.checkOutAfterCheckIn, path: ['checkOut'] })
  .refine((q) => q.checkOut <= q.checkIn || nightsBetween(q.checkIn, q.checkOut) <= MAX_NIGHTS, {
    message: `A stay can be at most ${MAX_NIGHTS} nights`,
    path: ['checkOut'],
  });
export type StayQuoteQuery = z.infer<typeof StayQuoteQuery>;

/**
 * A stay priced night by night for `rooms` rooms (default `ceil(guests / capacity)`): each night's price
 * of one room, `subtotal` = the nights x rooms, `tax` at the hotel's `taxRate` (percent) on each
 * room-night, `total` = subtotal + tax = the nights' prices with taxes x rooms (what a booking of
 * it stores and the guest pays). `reason` and
 * `message` only when it cannot be booked; `minNights`/`maxNights` are the stay's limits.
 */
export const StayQuote = z.object({
  roomTypeId: id,
  checkIn: isoDate,
  checkOut: isoDate,
  guests: z.number().int().min(1),
  rooms: z.number().int().min(1),
  /** Each night's price of one room: `price` before tax, `priceWithTaxes` as the guest sees it (contract/stayPricing.ts `grossCentsOf`). */
  nights: z.array(z.object({ date: isoDate, price: money, priceWithTaxes: money })),
  subtotal: money,
  taxRate: z.number().min(0).max(50),
  tax: money,
  total: money,
  minNights: z.number().int().min(1).nullable(),
  maxNights: z.number().int().min(1).nullable(),
  bookable: z.boolean(),
  reason: z.enum(QUOTE_REASONS).optional(),
  message: z.string().optional(),
});
export type StayQuote = z.infer<typeof StayQuote>;
