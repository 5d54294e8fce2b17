import { z } from 'zod';
import { CANCELLATION_POLICIES, MAX_FREE_CANCELLATION_DAYS } from './cancellation';
import {
  coordinateFields,
  coordinatesPaired,
  id,
  intInput,
  isoDate,
  LIMITS,
  money,
  moneyField,
  nullableText,
  nullableUrl,
  numberInput,
  optionalQuery,
  PageQuery,
  requiredText,
} from './common';
import { TOUR_TYPES } from './enums';
import { galleryField } from './photo';
import { contentLanguageFields, TourTranslationsInput } from './translationInput';

export const Tour = z.object({
  id,
  tourName: z.string(),
  tourStartAddress: z.string(),
  tourEndAddress: z.string(),
  /** Per person. */
  price: money,
  photoUrl: z.string().nullable(),
  /** Hours. */
  duration: z.number().nullable(),
  participantCount: z.number().int().min(0),
  startDate: isoDate,
  endDate: isoDate,
  starRating: z.number().int().min(0).max(5),
  phone: z.string().nullable(),
  /** Chosen in the admin (TOUR_TYPES); the tour search filters on it. */
  tourType: z.enum(TOUR_TYPES),
  /** Free cancellation until `freeCancellationDays` before the tour date, then the price is kept; or non-refundable. */
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  freeCancellationDays: z.number().int().min(0),
  /** The meeting point (tourStartAddress): WGS84 degrees, both or neither (contract/geo.ts). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  ...contentLanguageFields,
  ...galleryField,
});
export type Tour = z.infer<typeof Tour>;

/** POST /api/tour/createTour and PUT /api/tour/updateTour?id= (full replace). */
export const TourInput = z
  .object({
    tourName: requiredText(LIMITS.name, 'Tour name is required'),
    tourStartAddress: requiredText(LIMITS.text, 'Start address is required'),
    tourEndAddress: requiredText(LIMITS.text, 'End address is required'),
    price: moneyField('Price is required'),
    photoUrl: nullableUrl,
    duration: z
      .union([numberInput, z.literal(''), z.null()])
      .optional()
      .transform((v) => (v === '' || v === undefined ? null : v))
      .pipe(z.number().positive('Duration must be positive').max(24 * 365).nullable()),
    participantCount: intInput(1, 10_000, 'Participant count must be at least 1'),
    startDate: isoDate,
    endDate: isoDate,
    starRating: intInput(0, 5, 'Star rating must be between 0 and 5').default(0),
    phone: nullableText(LIMITS.phone),
    /** Left out: a new tour is cultural; an update keeps the stored type. */
    tourType: z.enum(TOUR_TYPES, { error: `Tour type is ${TOUR_TYPES.join(', ')}` }).optional(),
    /** Left out: a new tour gets free cancellation until 3 days before; an update keeps the current. */
    cancellationPolicy: z.enum(CANCELLATION_POLICIES, { error: 'Choose a cancellation policy' }).optional(),
    freeCancellationDays: intInput(0, MAX_FREE_CANCELLATION_DAYS, `Free cancellation days must be between 0 and ${MAX_FREE_CANCELLATION_DAYS}`).optional(),
    ...coordinateFields,
    /** The texts in tr, en and fa (contract/translations.ts); left out: an update keeps the stored ones, sent: they replace them. */
    translations: TourTranslationsInput,
  })
  .refine(...coordinatesPaired)
  .refine((tour) => tour.endDate >= tour.startDate, {
    message: 'End date must not be before the start date',
    path: ['endDate'],
    // A custom `when` runs even when the body is not an object (`null`): guard that too.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => issue.path?.[0] === 'startDate' || issue.path?.[0] === 'endDate'),
  });
export type TourInput = z.infer<typeof TourInput>;

export const TourType = z.enum(TOUR_TYPES);
export type TourType = z.infer<typeof TourType>;

/** GET /tours/search and /api/tours/search; blank parameters and `type=all` are ignored. */
export const TourSearchQuery = PageQuery.extend({
  type: optionalQuery(z.preprocess((v) => (v === 'all' ? undefined : v), TourType.optional())),
  date: optionalQuery(isoDate),
  minPrice: optionalQuery(z.coerce.number().min(0).max(1e8)),
  maxPrice: optionalQuery(z.coerce.number().min(0).max(1e8)),
  people: optionalQuery(z.coerce.number().int().min(1).max(10_000)),
  /** Hours (upper bound). */
  duration: optionalQuery(z.coerce.number().positive().max(24 * 365)),
});
export type TourSearchQuery = z.infer<typeof TourSearchQuery>;
