import { z } from 'zod';
import { GeoMessages } from './geo';
import { HOTEL_AMENITIES } from './enums';
import { HOTEL_SORTS, ListMessages, PLACE_SORTS, SORT_ORDERS } from './listing';
import { normalizePhone, PHONE_INVALID } from './phone';

/** Length limits: every string has one, so an oversized body is a 400, never a 500. */
export const LIMITS = {
  name: 200,
  short: 100,
  email: 254,
  phone: 40,
  url: 2048,
  text: 5000,
  password: 200,
  listItem: 200,
  listItems: 50,
} as const;

/** Largest amount accepted (TL); keeps `amount * 100` an exact integer in D1. */
export const MAX_MONEY = 100_000_000;

const requiredMessage = (label: string) => `${label} is required`;

/** A required, trimmed text field: missing and blank both fail with `message`. */
export const requiredText = (max: number, message: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? message : 'Must be text') })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`);

/**
 * A required phone number, answered as E.164 (contract/phone.ts): Persian digits, spaces and
 * Türkiye's local forms are accepted; a text that cannot be a phone is refused with PHONE_INVALID.
 */
export const phoneNumber = (message: string) =>
  requiredText(LIMITS.phone, message)
    .refine((value) => normalizePhone(value) !== null, PHONE_INVALID)
    .transform((value) => normalizePhone(value) as string);

/** An optional trimmed text field: missing, null or blank become `null` (clears the value). */
export const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** UUID-shaped id (any version; demo data uses fixed ids). */
export const id = z.guid({ error: 'Must be a valid id' });

/** `?id=` of the spec's `...ById` / update / delete calls. */
export const IdQuery = z.object({ id });
export type IdQuery = z.infer<typeof IdQuery>;

/** `:id` path parameter. */
export const IdParams = z.object({ id });
export type IdParams = z.infer<typeof IdParams>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True when `value` is YYYY-MM-DD and names a real calendar day (no 2025-02-30). */
export function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A stay/tour date: `YYYY-MM-DD`, a real day. */
export const isoDate = z
  .string({ error: 'Date is required' })
  .trim()
  .max(10, 'Use the format YYYY-MM-DD')
  .refine(isRealDate, 'Must be a valid date (YYYY-MM-DD)');

/** `date` is strictly before `today` (both YYYY-MM-DD; string order is date order). */
export function isPastDate(date: string, today: string): boolean {
  return date < today;
}


/** Whole nights between two YYYY-MM-DD dates (check-out minus check-in). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** An ISO-8601 timestamp as stored (responses only). */
export const timestamp = z.string().max(40);

/** True when `value` has at most two decimals (kuruş precision). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const scaled = value * 100;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Money as the API shows it: a decimal TL amount (stored as integer kuruş). */
export const money = z
  .number({ error: 'Must be a number' })
  .refine(Number.isFinite, 'Must be a finite number')
  .min(0, 'Must not be negative')
  .max(MAX_MONEY, `At most ${MAX_MONEY}`)
  .refine(hasAtMostTwoDecimals, 'At most 2 decimals');

const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * A number in a request body; a numeric string (from a form field) is converted.
 * `requiredMessage` is the error when the field is missing.
 */
export const numberField = (requiredMessage = 'Required') =>
  z.union([z.number(), z.string().trim().max(32).regex(NUMERIC).transform(Number)], {
    error: (issue) => (issue.input === undefined ? requiredMessage : 'Must be a number'),
  });

export const numberInput = numberField();

/** Money in a request body (number or numeric string). */
export const moneyField = (requiredMessage?: string) => numberField(requiredMessage).pipe(money);
export const moneyInput = moneyField();

/** An integer in a request body (number or numeric string) within [min, max]. */
export const intInput = (min: number, max: number, message?: string) =>
  numberInput.pipe(
    z
      .number()
      .int('Must be a whole number')
      .min(min, message ?? `Must be at least ${min}`)
      .max(max, message ?? `At most ${max}`),
  );

/**
 * An optional coordinate in a request body (number or numeric string) within [min, max]:
 * blank or null clears it; left out keeps the stored one on an update (none on a create).
 */
const coordinate = (min: number, max: number, message: string) =>
  z
    .union([numberInput, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === '' ? null : value))
    .pipe(z.number().min(min, message).max(max, message).nullable().optional());

/** `latitude` and `longitude` of a hotel, a place or a tour's meeting point (contract/geo.ts). */
export const coordinateFields = {
  latitude: coordinate(-90, 90, GeoMessages.latitude),
  longitude: coordinate(-180, 180, GeoMessages.longitude),
};

const coordinateKind = (value: number | null | undefined) => (value === undefined ? 'keep' : value === null ? 'clear' : 'set');

/**
 * The refinement that keeps the two coordinates together (both given, both cleared or both
 * left out), reported on `longitude`; it runs even when other fields failed, so a form shows
 * every error at once.
 */
export const coordinatesPaired: [
  (value: { latitude?: number | null; longitude?: number | null }) => boolean,
  { message: string; path: PropertyKey[]; when: (payload: z.core.ParsePayload) => boolean },
] = [
  (value) => coordinateKind(value.latitude) === coordinateKind(value.longitude),
  {
    message: GeoMessages.pair,
    path: ['longitude'],
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => issue.path?.[0] === 'latitude' || issue.path?.[0] === 'longitude'),
  },
];

/** Query strings: a blank parameter (`?city=`) counts as absent. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** An optional query parameter parsed with `schema` after blank → absent. */
export const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** Optional paging of list calls: 1-based `page`, `pageSize` 1..100; total in `X-Total-Count`. */
export const PageQuery = z.object({
  page: optionalQuery(z.coerce.number().int().min(1).max(1_000_000)),
  pageSize: optionalQuery(z.coerce.number().int().min(1).max(100)),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** `order=asc|desc` of a sorted list. */
const sortOrder = optionalQuery(z.enum(SORT_ORDERS, { error: ListMessages.order }));

/**
 * A catalogue list's order: `sort=createdAt&order=desc` answers the newest first (the admin's
 * tables); without them the oldest first, as the spec's lists always were.
 */
const ListOrder = z.object({
  sort: optionalQuery(z.enum(['createdAt'])),
  order: sortOrder,
});
type ListOrder = z.infer<typeof ListOrder>;

/** Paging and the order of a catalogue list (tours; hotels and places sort by more: below). */
export const CatalogueListQuery = PageQuery.extend(ListOrder.shape);
export type CatalogueListQuery = z.infer<typeof CatalogueListQuery>;

/** True when a catalogue list is asked for the newest first. */
export const newestFirst = (order: { sort?: string; order?: string }): boolean => order.sort === 'createdAt' && order.order === 'desc';

/** A price bound of a list filter, in TL (the hotels' derived `fromPrice`). */
const priceBound = optionalQuery(
  z.coerce
    .number({ error: ListMessages.price })
    .min(0, ListMessages.price)
    .max(MAX_MONEY, ListMessages.price)
    .refine(hasAtMostTwoDecimals, ListMessages.price),
);

/** `amenities=wifi,parking` (or the parameter repeated): known amenities only, each at most once. */
const amenityList = optionalQuery(
  z
    .union([z.string().max(LIMITS.text, ListMessages.amenities), z.array(z.string().max(LIMITS.listItem, ListMessages.amenities)).max(LIMITS.listItems, ListMessages.amenities)], {
      error: ListMessages.amenities,
    })
    .transform((value) =>
      [...new Set((Array.isArray(value) ? value.join(',') : value).split(',').map((item) => item.trim()).filter(Boolean))],
    )
    .pipe(z.array(z.enum(HOTEL_AMENITIES, { error: ListMessages.amenities }))),
);

/**
 * How the hotel list is sorted and narrowed (contract/listing.ts): one piece for
 * GET /api/hotel/public/getAllHotels and the availability search, never two copies.
 */
export const HotelFinding = z.object({
  sort: optionalQuery(z.enum(HOTEL_SORTS, { error: ListMessages.hotelSort })),
  order: sortOrder,
  minStars: optionalQuery(
    z.coerce.number({ error: ListMessages.minStars }).int(ListMessages.minStars).min(1, ListMessages.minStars).max(5, ListMessages.minStars),
  ),
  amenities: amenityList,
  minPrice: priceBound,
  maxPrice: priceBound,
});
export type HotelFinding = z.infer<typeof HotelFinding>;

/** The refinement every query with `HotelFinding` takes: the price range in order, reported on `minPrice`. */
export const priceRangeInOrder: [
  (value: { minPrice?: number; maxPrice?: number }) => boolean,
  { message: string; path: PropertyKey[] },
] = [
  (value) => value.minPrice === undefined || value.maxPrice === undefined || value.minPrice <= value.maxPrice,
  { message: ListMessages.priceRange, path: ['minPrice'] },
];

/** GET /api/hotel/public/getAllHotels: paging, sort and filters. */
export const HotelListQuery = PageQuery.extend(HotelFinding.shape).refine(...priceRangeInOrder);
export type HotelListQuery = z.infer<typeof HotelListQuery>;

/** The sort of GET /api/tour/public/getAllPlaces (its filters: contract/place.ts). */
export const PlaceOrder = z.object({
  sort: optionalQuery(z.enum(PLACE_SORTS, { error: ListMessages.placeSort })),
  order: sortOrder,
});

/** Trimmed e-mail address. */
export const email = (message = 'Enter a valid email address') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage('Email') : 'Must be text') })
    .trim()
    .max(LIMITS.email, `At most ${LIMITS.email} characters`)
    .pipe(z.email(message));

/** Optional e-mail: blank or missing becomes null. */
export const nullableEmail = z
  .string()
  .trim()
  .max(LIMITS.email, `At most ${LIMITS.email} characters`)
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(z.email('Enter a valid email address').nullable());

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const SITE_PATH = /^\/(?!\/)[^\s]*$/;

/** An http(s) URL or a path on this site (`/images/van.jpg`). */
export const urlText = z
  .string({ error: (issue) => (issue.input === undefined ? 'URL is required' : 'Must be text') })
  .trim()
  .min(1, 'URL is required')
  .max(LIMITS.url, `At most ${LIMITS.url} characters`)
  .refine((value) => HTTP_URL.test(value) || SITE_PATH.test(value), 'Must be a valid URL');

/** Optional URL: blank or missing becomes null. */
export const nullableUrl = z
  .string()
  .trim()
  .max(LIMITS.url, `At most ${LIMITS.url} characters`)
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(urlText.nullable());

/**
 * A list entered either as an array or as comma-separated text ("spring, summer"):
 * split, trimmed, empty entries dropped.
 */
export const commaList = (options: { min?: number; message?: string } = {}) => {
  const { min = 0, message = min > 0 ? `At least ${min} item(s) required` : 'Required' } = options;
  return z
    .union(
      [
        z.string().max(LIMITS.text, `At most ${LIMITS.text} characters`),
        z.array(z.string().max(LIMITS.listItem, `At most ${LIMITS.listItem} characters`)).max(LIMITS.listItems),
      ],
      { error: (issue) => (issue.input === undefined ? message : 'Must be a list or comma-separated text') },
    )
    .transform((value) =>
      (typeof value === 'string' ? value.split(',') : value).map((item) => item.trim()).filter((item) => item !== ''),
    )
    .pipe(
      z
        .array(z.string().max(LIMITS.listItem, `At most ${LIMITS.listItem} characters`))
        .min(min, message)
        .max(LIMITS.listItems, `At most ${LIMITS.listItems} items`),
    );
};

/** Plain `{ message }` answer (e.g. after a password change). */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** Answer of delete calls: how many rows went. */
export const DeleteResponse = z.object({ message: z.string(), deleted: z.number().int().min(0) });
export type DeleteResponse = z.infer<typeof DeleteResponse>;

/** GET /api/health */
export const HealthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;
