import { z } from 'zod';
import { PLACE_CATEGORIES, SEASONS } from './enums';
import { commaList, coordinateFields, coordinatesPaired, id, LIMITS, money, moneyField, nullableText, optionalQuery, PageQuery, PlaceOrder, requiredText, urlText } from './common';
import { galleryField } from './photo';
import { contentLanguageFields, PlaceTranslationsInput } from './translationInput';

export const PlaceCategory = z.enum(PLACE_CATEGORIES);
export type PlaceCategory = z.infer<typeof PlaceCategory>;

export const Season = z.enum(SEASONS);
export type Season = z.infer<typeof Season>;

/** HH:MM (24 h). */
export const timeOfDay = z
  .string({ error: 'Time is required' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Use the format HH:MM')
  .transform((value) => value.slice(0, 5));

export const Place = z.object({
  id,
  name: z.string(),
  description: z.string(),
  location: z.string(),
  image: z.string(),
  bestSeasons: z.array(z.string()),
  facilities: z.array(z.string()),
  visitOpenTime: z.string(),
  visitCloseTime: z.string(),
  visitDays: z.array(z.string()),
  entryFeeAdult: money,
  entryFeeStudent: money,
  entryFeeMuseum: money,
  transportationCars: z.array(z.string()),
  category: PlaceCategory.nullable(),
  recommendedDuration: z.string().nullable(),
  contact: z.string().nullable(),
  /** Where it is: WGS84 degrees, both or neither (contract/geo.ts). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  ...contentLanguageFields,
  ...galleryField,
});
export type Place = z.infer<typeof Place>;

/**
 * POST /api/tour/createPlace and PUT /api/tour/updatePlace?id= (full replace). All spec fields
 * are required; list fields take an array or comma-separated text (split, trimmed, blanks dropped).
 * category, recommendedDuration and contact are optional.
 */
export const PlaceInput = z.object({
  name: requiredText(LIMITS.name, 'Name is required'),
  description: requiredText(LIMITS.text, 'Description is required'),
  location: requiredText(LIMITS.name, 'Location is required'),
  image: urlText,
  bestSeasons: commaList({ min: 1, message: 'At least one season is required' }),
  facilities: commaList({ min: 1, message: 'At least one facility is required' }),
  visitOpenTime: timeOfDay,
  visitCloseTime: timeOfDay,
  visitDays: commaList({ min: 1, message: 'At least one visit day is required' }),
  entryFeeAdult: moneyField('Adult entry fee is required'),
  entryFeeStudent: moneyField('Student entry fee is required'),
  entryFeeMuseum: moneyField('Museum card entry fee is required'),
  transportationCars: commaList({ min: 1, message: 'At least one transportation option is required' }),
  category: z.preprocess((v) => (v === '' ? null : v), PlaceCategory.nullish()).transform((v) => v ?? null),
  recommendedDuration: nullableText(LIMITS.short),
  contact: nullableText(LIMITS.name),
  ...coordinateFields,
  /** The texts in tr, en and fa (contract/translations.ts); left out: an update keeps the stored ones, sent: they replace them. */
  translations: PlaceTranslationsInput,
}).refine(...coordinatesPaired);
export type PlaceInput = z.infer<typeof PlaceInput>;

/** Optional filters of GET /api/tour/public/getAllPlaces. */
export const PlaceListQuery = PageQuery.extend({
  ...PlaceOrder.shape,
  category: optionalQuery(PlaceCategory),
  season: optionalQuery(Season),
});
export type PlaceListQuery = z.infer<typeof PlaceListQuery>;
