import { z } from 'zod';
import { CANCELLATION_POLICIES, MAX_FREE_CANCELLATION_DAYS } from './cancellation';
import { HOTEL_AMENITIES } from './enums';
import {
  commaList,
  coordinateFields,
  coordinatesPaired,
  hasAtMostTwoDecimals,
  id,
  intInput,
  isoDate,
  LIMITS,
  money,
  moneyField,
  nullableEmail,
  nullableText,
  nullableUrl,
  numberField,
  optionalQuery,
  PageQuery,
  HotelFinding,
  priceRangeInOrder,
  requiredText,
  urlText,
} from './common';
import { galleryField } from './photo';
import { contentLanguageFields, HotelTranslationsInput } from './translationInput';

/** Highest tax rate a hotel may set, in percent. */
export const MAX_TAX_RATE = 50;

/** A hotel as public calls return it: never the apiKey. */
export const Hotel = z.object({
  id,
  hotelName: z.string(),
  hotelAddress: z.string(),
  hotelCity: z.string(),
  district: z.string().nullable(),
  starRating: z.number().int().min(1).max(5),
  phone: z.string().nullable(),
  email: z.string().nullable().optional(),
  features: z.array(z.string()),
  /** From the closed list HOTEL_AMENITIES (contract/enums.ts). */
  amenities: z.array(z.enum(HOTEL_AMENITIES)),
  photoUrls: z.array(z.string()),
  apiUrl: z.string().nullable(),
  /** Shown as the price per night (TL) on cards. */
  advancePayment: money,
  /** Sum of the hotel's room types' inventory (for statistics). */
  roomCount: z.number().int().min(0),
  /** Free cancellation until `freeCancellationDays` before arrival, or non-refundable (contract/cancellation.ts). */
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  freeCancellationDays: z.number().int().min(0),
  /** Mean rating of the hotel's APPROVED reviews, one decimal; null without any. */
  reviewAverage: z.number().min(1).max(5).nullable(),
  /** Number of the hotel's APPROVED reviews. */
  reviewCount: z.number().int().min(0),
  /** Where it is: WGS84 degrees, both or neither (contract/geo.ts). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /**
   * "From" price on cards: the cheapest base price per night of the hotel's room types, derived
   * on every read (docs/decisions/0009-rates-and-stay-rules.md); null without room types.
   */
  fromPrice: money.nullable(),
  /**
   * `fromPrice` with the hotel's taxes (contract/stayPricing.ts `priceWithTaxes`): the "from" price
   * a visitor sees, the price paid (docs/decisions/0020-prices-with-taxes-and-link-language.md).
   */
  fromPriceWithTaxes: money.nullable(),
  /** Accommodation tax + VAT in percent, on each room-night's price (contract/stayPricing.ts). */
  taxRate: z.number().min(0).max(MAX_TAX_RATE),
  /** What the hotel says about itself, in the visitor's language (a translatable text); null: none written. */
  description: z.string().nullable(),
  /** Breakfast hours, quiet hours, smoking and the like, in the visitor's language (translatable); null: none written. */
  houseRules: z.string().nullable(),
  /** From when a guest may check in and until when they check out: HH:MM (24 h), the same in every language; null: not given. */
  checkInTime: z.string().nullable(),
  checkOutTime: z.string().nullable(),
  ...contentLanguageFields,
  ...galleryField,
});
export type Hotel = z.infer<typeof Hotel>;

/** A sight near a hotel: a tourist place with coordinates, its name in the visitor's language, km as the crow flies (contract/geo.ts `distanceKm`). */
export const NearbyPlace = z.object({
  id,
  name: z.string(),
  distanceKm: z.number().min(0),
});
export type NearbyPlace = z.infer<typeof NearbyPlace>;

/**
 * GET /api/hotel/public/getHotelById: the hotel with the tourist places nearest to it (at most
 * contract/geo.ts NEARBY_PLACES, nearest first), computed by the Worker on the read so the
 * page's first view has them; empty when the hotel or no place has coordinates.
 */
export const HotelDetail = Hotel.extend({ nearbyPlaces: z.array(NearbyPlace) });
export type HotelDetail = z.infer<typeof HotelDetail>;

/** The refusals of a hotel's check-in / check-out time (coded in worker/errorCodes.ts). */
export const HotelTimeMessages = {
  checkInTime: 'Check-in time must be a time of day as HH:MM, e.g. 14:00',
  checkOutTime: 'Check-out time must be a time of day as HH:MM, e.g. 12:00',
} as const;

/** A time of day as HH:MM (24 h, 00:00–23:59). */
const HOTEL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An optional time: left out keeps the stored one on update (undefined), blank or null clears it, else HH:MM. */
const hotelTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value) => (value === undefined ? undefined : value ? value : null))
    .pipe(z.string().regex(HOTEL_TIME_PATTERN, message).nullable().optional());

/** An optional long text: left out keeps the stored one on update (undefined), blank or null clears it. */
const keptText = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value ? value : null));

/** A hotel as admin calls return it: with the (write-only elsewhere) apiKey. */
export const HotelAdmin = Hotel.extend({
  apiKey: z.string().nullable(),
});
export type HotelAdmin = z.infer<typeof HotelAdmin>;

export type HotelAmenity = (typeof HOTEL_AMENITIES)[number];

/** Photo URL list: trimmed, blank entries dropped, defaults to []. */
const photoUrls = z
  .array(z.string().max(LIMITS.url, `At most ${LIMITS.url} characters`))
  .max(LIMITS.listItems, `At most ${LIMITS.listItems} photos`)
  .nullish()
  .transform((urls) => (urls ?? []).map((url) => url.trim()).filter((url) => url !== ''))
  .pipe(z.array(urlText));

/**
 * POST /api/hotel/createHotel and PUT /api/hotel/updateHotel?id= (full replace).
 * Optional text fields left blank become null. `apiKey` blank or missing means "not given":
 * create stores none, update keeps the current key (the admin form shows it masked).
 */
export const HotelInput = z.object({
  hotelName: requiredText(LIMITS.name, 'Hotel name is required'),
  hotelAddress: requiredText(LIMITS.text, 'Hotel address is required'),
  hotelCity: requiredText(LIMITS.short, 'City is required'),
  district: nullableText(LIMITS.short),
  starRating: intInput(1, 5, 'Star rating must be between 1 and 5').default(1),
  phone: nullableText(LIMITS.phone),
  email: nullableEmail,
  features: commaList().default([]),
  /** Left out: a new hotel has none; an update keeps the stored ones. Each value once, in the list's order. */
  amenities: z
    .array(z.enum(HOTEL_AMENITIES, { error: `Amenities are ${HOTEL_AMENITIES.join(', ')}` }))
    .max(HOTEL_AMENITIES.length * 2)
    .transform((values) => HOTEL_AMENITIES.filter((amenity) => values.includes(amenity)))
    .optional(),
  photoUrls,
  apiUrl: nullableUrl,
  apiKey: z
    .string()
    .trim()
    .max(LIMITS.text, `At most ${LIMITS.text} characters`)
    .nullish()
    .transform((value) => (value ? value : undefined)),
  advancePayment: moneyField('Advance payment is required'),
  /** Left out: a new hotel gets free cancellation until 3 days before; an update keeps the current. */
  cancellationPolicy: z.enum(CANCELLATION_POLICIES, { error: 'Choose a cancellation policy' }).optional(),
  freeCancellationDays: intInput(0, MAX_FREE_CANCELLATION_DAYS, `Free cancellation days must be between 0 and ${MAX_FREE_CANCELLATION_DAYS}`).optional(),
  /** Left out: a new hotel gets 0 %, an update keeps the current rate. */
  taxRate: numberField()
    .pipe(
      z
        .number()
        .min(0, `The tax rate must be between 0 and ${MAX_TAX_RATE} %`)
        .max(MAX_TAX_RATE, `The tax rate must be between 0 and ${MAX_TAX_RATE} %`)
        .refine(hasAtMostTwoDecimals, 'At most 2 decimals'),
    )
    .optional(),
  ...coordinateFields,
  /** Base texts of the hotel page; left out: a new hotel has none, an update keeps the stored ones; blank clears. */
  description: keptText(LIMITS.text),
  houseRules: keptText(LIMITS.text),
  /** HH:MM (24 h); left out: a new hotel has none, an update keeps the stored ones; blank clears. */
  checkInTime: hotelTime(HotelTimeMessages.checkInTime),
  checkOutTime: hotelTime(HotelTimeMessages.checkOutTime),
  /** The texts in tr, en and fa (contract/translations.ts); left out: an update keeps the stored ones, sent: they replace them. */
  translations: HotelTranslationsInput,
}).refine(...coordinatesPaired);
export type HotelInput = z.infer<typeof HotelInput>;

/**
 * What a stay in this hotel costs for the searched nights and guests: the cheapest room type
 * free on every night for `roomsNeeded = ceil(guests / capacity)` rooms whose stay rules allow
 * the stay; `total` is its quote's total (the nights' rates x rooms, plus the hotel's tax:
 * contract/stayPricing.ts) and `pricePerNight` one room's mean nightly price.
 */
export const HotelStay = z.object({
  nights: z.number().int().min(1),
  guests: z.number().int().min(1),
  roomTypeId: id,
  /** The room type's stored name (the key bookings send, like RoomType's `name`). */
  roomTypeName: z.string(),
  /**
   * Its name in the visitor's language, as the room type's own read answers it (`displayName`:
   * the asked language, then tr, then en, then `roomTypeName`); the search always sends it.
   */
  roomTypeDisplayName: z.string().optional(),
  capacity: z.number().int().min(1),
  roomsNeeded: z.number().int().min(1),
  /** One room's mean nightly price over the stay, before tax. */
  pricePerNight: money,
  /** The same with taxes: what a visitor sees per night (`total` / rooms / nights for an even stay). */
  pricePerNightWithTaxes: money,
  total: money,
});
export type HotelStay = z.infer<typeof HotelStay>;

/** A search hit: the hotel plus its stay (null when the search had no dates). */
export const HotelSearchResult = Hotel.extend({ stay: HotelStay.nullable() });
export type HotelSearchResult = z.infer<typeof HotelSearchResult>;

/** GET /hotels/search and /api/hotels/search; blank parameters are ignored. */
export const HotelSearchQuery = PageQuery.extend({
  city: optionalQuery(z.string().trim().max(LIMITS.short)),
  checkIn: optionalQuery(isoDate),
  checkOut: optionalQuery(isoDate),
  guests: optionalQuery(z.coerce.number().int().min(1).max(100)),
  ...HotelFinding.shape,
})
  .refine((q) => !q.checkIn || !q.checkOut || q.checkOut > q.checkIn, {
    message: 'Çıkış tarihi giriş tarihinden sonra olmalıdır',
    path: ['checkOut'],
  })
  .refine(...priceRangeInOrder);
export type HotelSearchQuery = z.infer<typeof HotelSearchQuery>;

/** `:hotelId` of GET /api/hotel/public/:hotelId/room-types. */
export const HotelIdParams = z.object({ hotelId: id });
export type HotelIdParams = z.infer<typeof HotelIdParams>;
