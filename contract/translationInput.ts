import { z } from 'zod';
import { commaList, LIMITS } from './common';
import { CONTENT_LANGUAGES } from './translations';

/**
 * The zod side of contract/translations.ts: the `translations` body field of the admin
 * create/update calls and the `lang`/`fallback`/`translations` fields of the answers (ADR
 * docs/decisions/0012-content-translations.md).
 */

/** A translated text: trimmed; blank, null or missing means "no text in this language". */
const text = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : undefined));

/** A translated list: an array or comma-separated text; empty means "none in this language". */
const list = () =>
  commaList()
    .nullish()
    .transform((items) => (items && items.length > 0 ? items : undefined));

/** `{ tr?, en?, fa? }` of one kind's fields; an unknown language or field is a 400, not ignored. */
const perLanguage = <S extends z.ZodRawShape>(shape: S) => {
  const texts = z.strictObject(shape).nullish().transform((value) => value ?? undefined);
  return z
    .strictObject({ tr: texts, en: texts, fa: texts })
    .nullish()
    .transform((value) => value ?? undefined);
};

export const HotelTranslationsInput = perLanguage({
  hotelName: text(LIMITS.name),
  hotelAddress: text(LIMITS.text),
  hotelCity: text(LIMITS.short),
  district: text(LIMITS.short),
  features: list(),
  description: text(LIMITS.text),
  houseRules: text(LIMITS.text),
});

export const PlaceTranslationsInput = perLanguage({
  name: text(LIMITS.name),
  description: text(LIMITS.text),
  location: text(LIMITS.name),
  recommendedDuration: text(LIMITS.short),
  facilities: list(),
  transportationCars: list(),
});

export const TourTranslationsInput = perLanguage({
  tourName: text(LIMITS.name),
  tourStartAddress: text(LIMITS.text),
  tourEndAddress: text(LIMITS.text),
});

export const RoomTypeTranslationsInput = perLanguage({
  name: text(LIMITS.short),
});

/** What every translated record answers besides its texts (contract/translations.ts `ContentLanguageMark`). */
export const contentLanguageFields = {
  /** The language the texts were asked in (`?lang=`, else Accept-Language); null: none asked, the base texts. */
  lang: z.enum(CONTENT_LANGUAGES).nullable().optional(),
  /** True when at least one text is not in `lang` (it fell back to tr, en or the base text). */
  fallback: z.boolean().optional(),
  /** Admin callers only: every language's own texts, as the edit forms show them. */
  translations: z
    .partialRecord(z.enum(CONTENT_LANGUAGES), z.record(z.string(), z.union([z.string(), z.array(z.string())])))
    .optional(),
};
