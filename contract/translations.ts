/**
 * Content per language (issue 22, ADR docs/decisions/0012-content-translations.md): which text
 * fields of hotels, places, tours and room types have a tr, en and fa version, how a visitor's
 * language is chosen (`?lang=`, else Accept-Language) and how a missing text falls back
 * (asked language, then tr, then en, then the entity's own base text). No zod here: the SPA's
 * public screens and the admin forms import it, and so do the Worker and the mocks.
 */

/** The languages content is written in (the SPA's interface languages). */
export const CONTENT_LANGUAGES = ['tr', 'en', 'fa'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Where a missing text is looked for, after the asked language: Turkish, then English. */
export const FALLBACK_LANGUAGES: readonly ContentLanguage[] = ['tr', 'en'];

/** The kinds of records whose texts have translations (the `entity_kind` of migrations/0017_translations.sql). */
export const CONTENT_KINDS = ['hotel', 'place', 'tour', 'roomType'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * The translatable fields of each kind, named as in the API. Text fields hold a string; list
 * fields (`LIST_FIELDS`) a string[]. Every other field (prices, times, enums, photos) is the same
 * in every language.
 */
export const TRANSLATABLE_FIELDS = {
  hotel: ['hotelName', 'hotelAddress', 'hotelCity', 'district', 'features', 'description', 'houseRules'],
  place: ['name', 'description', 'location', 'recommendedDuration', 'facilities', 'transportationCars'],
  tour: ['tourName', 'tourStartAddress', 'tourEndAddress'],
  roomType: ['name'],
} as const satisfies Record<ContentKind, readonly string[]>;

export type TranslatableField<K extends ContentKind> = (typeof TRANSLATABLE_FIELDS)[K][number];

/**
 * Where a translated text is answered when not under its own name: a room type's `name` is the
 * key bookings and the capacity rules use (contract/roomType.ts `USUAL_CAPACITY`, the booking's
 * `roomType`), so it stays as stored and the name in the visitor's language is `displayName`.
 */
export const ANSWERED_AS: Partial<Record<ContentKind, Partial<Record<string, string>>>> = {
  roomType: { name: 'displayName' },
};

/** Fields whose value is a list of short texts (stored as a JSON array). */
export const LIST_FIELDS: ReadonlySet<string> = new Set(['features', 'facilities', 'transportationCars']);

/**
 * The fields the base record cannot be without: a language tab of the admin forms is marked
 * "missing" while one of these is empty in that language.
 */
export const REQUIRED_TRANSLATIONS = {
  hotel: ['hotelName', 'hotelAddress'],
  place: ['name', 'description', 'location'],
  tour: ['tourName', 'tourStartAddress', 'tourEndAddress'],
  roomType: ['name'],
} as const satisfies { [K in ContentKind]: readonly TranslatableField<K>[] };

/** One language's texts of one record: text fields as strings, list fields as arrays. */
export type TranslatedTexts = Partial<Record<string, string | string[]>>;

/** Every language's texts of one record, as admin reads answer them and create/update take them. */
export type Translations = Partial<Record<ContentLanguage, TranslatedTexts>>;

/**
 * What every public read of a translated record adds: `lang` is the language the texts were asked
 * in (null when the request named none: the base texts), `fallback` is true when at least one text
 * is not in that language (it came from tr, en or the base record instead).
 */
export interface ContentLanguageMark {
  lang: ContentLanguage | null;
  fallback: boolean;
}

export function isContentLanguage(value: unknown): value is ContentLanguage {
  return typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of tr, en, fa in an Accept-Language header, by its q weight (RFC 9110 §12.5.4; a
 * region is ignored: `fa-IR` is fa). Null when the header names none of them.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): ContentLanguage | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return { code: tag.trim().split('-')[0]?.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && isContentLanguage(entry.code))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked[0]?.code as ContentLanguage | undefined) ?? null;
}

/** The languages a text is looked up in, in order: the asked one, then tr, then en. */
export function lookupOrder(lang: ContentLanguage): ContentLanguage[] {
  return [lang, ...FALLBACK_LANGUAGES.filter((code) => code !== lang)];
}

function present(value: string | string[] | undefined | null): value is string | string[] {
  return Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';
}

/**
 * The record's texts in `lang`: each translatable field from the first language of
 * `lookupOrder(lang)` that has it, else the base record's own value. `fallback` says whether any
 * field that has a value somewhere was not found in `lang` itself.
 */
export function localizeRecord<T extends object>(
  base: T,
  kind: ContentKind,
  translations: Translations | undefined,
  lang: ContentLanguage | null,
): T & ContentLanguageMark {
  if (lang === null) {
    const named: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [field, target] of Object.entries(ANSWERED_AS[kind] ?? {})) if (target) named[target] = named[field];
    return { ...(named as T), lang: null, fallback: false };
  }
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  let fallback = false;
  for (const field of TRANSLATABLE_FIELDS[kind]) {
    const target = ANSWERED_AS[kind]?.[field] ?? field;
    const baseValue = (base as Record<string, unknown>)[field];
    const own = translations?.[lang]?.[field];
    if (present(own)) {
      result[target] = own;
      continue;
    }
    const other = lookupOrder(lang)
      .slice(1)
      .map((code) => translations?.[code]?.[field])
      .find(present);
    result[target] = other ?? baseValue;
    if (other !== undefined || present(baseValue as string | string[] | null | undefined)) fallback = true;
  }
  return { ...(result as T), lang, fallback };
}

/** The required fields of `kind` that are empty in `texts` (the admin tabs' "missing" mark). */
export function missingTranslations<K extends ContentKind>(kind: K, texts: TranslatedTexts | undefined): TranslatableField<K>[] {
  return (REQUIRED_TRANSLATIONS[kind] as readonly TranslatableField<K>[]).filter((field) => !present(texts?.[field]));
}

/** The Worker's answers about content languages. */
export const ContentLanguageMessages = {
  unknownLanguage: 'lang must be one of tr, en, fa',
} as const;
