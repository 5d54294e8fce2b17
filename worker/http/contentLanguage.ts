/**
 * The visitor's content language on the public reads of hotels, places, tours and room types
 * (ADR docs/decisions/0012-content-translations.md): `?lang=tr|en|fa`, else the first of them
 * in Accept-Language, else none (the base texts). An ADMIN's read without `?lang=` answers the
 * base texts (what the edit forms change) with every language's `translations` beside them.
 */
import type { Context } from 'hono';
import {
  ANSWERED_AS,
  ContentLanguageMessages,
  isContentLanguage,
  languageFromAcceptLanguage,
  localizeRecord,
  type ContentKind,
  type ContentLanguage,
  type ContentLanguageMark,
  type TranslatableField,
  type Translations,
} from '../../contract/translations';
import type { GalleryPhoto } from '../../contract';
import { listPhotos, toGalleryPhoto } from '../db/photos';
import { readTranslations } from '../db/translations';
import type { AppEnv } from './app';
import { badRequest } from './errors';

/** `?lang=` (a 400 when it names no content language), else Accept-Language unless `ignoreHeader`. */
export function askedLanguage(c: Context<AppEnv>, ignoreHeader = false): ContentLanguage | null {
  const asked = c.req.query('lang');
  if (asked !== undefined && asked !== '') {
    if (!isContentLanguage(asked)) {
      throw badRequest(ContentLanguageMessages.unknownLanguage, [{ path: 'lang', message: ContentLanguageMessages.unknownLanguage }]);
    }
    return asked;
  }
  return ignoreHeader ? null : languageFromAcceptLanguage(c.req.header('Accept-Language'));
}

/** The language `localize` answers the caller in (an ADMIN's read without `?lang=`: none, the base texts). */
export const answeredLanguage = (c: Context<AppEnv>): ContentLanguage | null => askedLanguage(c, c.get('session')?.role === 'ADMIN');

export type Localized<T> = T & ContentLanguageMark & { translations?: Translations; photos?: GalleryPhoto[] };

/**
 * `items` with their texts in the caller's language and the fallback marked; for an ADMIN caller
 * also with `translations`. One D1 read for the whole list. The answer varies with Accept-Language.
 * With `photos`, each carries its gallery too, alt texts in the same language (one more read;
 * the detail reads ask for it, the lists do not: docs/decisions/0014-photo-galleries.md).
 */
export async function localize<T extends { id: string }>(
  c: Context<AppEnv>,
  kind: ContentKind,
  items: readonly T[],
  options: { photos?: boolean } = {},
): Promise<Localized<T>[]> {
  const admin = c.get('session')?.role === 'ADMIN';
  const lang = answeredLanguage(c);
  c.header('Vary', 'Accept-Language', { append: true });
  const ids = items.map((item) => item.id);
  // The gallery and the texts in one round trip's time (two reads side by side).
  const [galleries, translations] = await Promise.all([
    options.photos ? galleriesOf(c.env.DB, kind, ids, lang) : null,
    lang === null && !admin ? null : readTranslations(c.env.DB, kind, ids),
  ]);
  const withGallery = (shown: Localized<T>): Localized<T> => (galleries ? { ...shown, photos: galleries.get(shown.id) ?? [] } : shown);
  if (!translations) return items.map((item) => withGallery(localizeRecord(item, kind, undefined, null)));
  return items.map((item) => {
    const own = translations.get(item.id);
    const shown: Localized<T> = localizeRecord(item, kind, own, lang);
    if (admin) shown.translations = own ?? {};
    return withGallery(shown);
  });
}

/** The galleries of the records `ids`, by record id, alt texts in `lang`. */
async function galleriesOf(db: D1Database, kind: ContentKind, ids: readonly string[], lang: ContentLanguage | null): Promise<Map<string, GalleryPhoto[]>> {
  const byId = new Map<string, GalleryPhoto[]>();
  for (const row of await listPhotos(db, kind, ids)) {
    const gallery = byId.get(row.entity_id) ?? [];
    gallery.push(toGalleryPhoto(row, lang));
    byId.set(row.entity_id, gallery);
  }
  return byId;
}

/** The field each kind's records are named by, as the API calls it. */
const NAME_FIELD = { hotel: 'hotelName', place: 'name', tour: 'tourName', roomType: 'name' } as const satisfies {
  [K in ContentKind]: TranslatableField<K>;
};

/**
 * The names of records a read carries by reference (a search hit's `stay` room type, a guest's
 * reservation's hotel and room type, a PNR's hotel or tour) in the caller's language: the name as
 * the record's own public read answers it (the asked language, then tr, then en, then the stored
 * name; a room type's `displayName`), by record id. One D1 read for them all; none without a
 * language (an ADMIN without `?lang=`: the stored names). The caller's answer varies with
 * Accept-Language: a read that does not `localize` says so itself.
 */
export async function displayNames(c: Context<AppEnv>, kind: ContentKind, records: readonly { id: string; name: string }[]): Promise<Map<string, string>> {
  const lang = answeredLanguage(c);
  const field = NAME_FIELD[kind];
  const translations =
    lang === null || records.length === 0 ? new Map<string, Translations>() : await readTranslations(c.env.DB, kind, records.map((record) => record.id), [field]);
  const answeredAs = ANSWERED_AS[kind]?.[field] ?? field;
  const names = new Map<string, string>();
  for (const record of records) {
    const shown: Record<string, unknown> = localizeRecord({ [field]: record.name }, kind, translations.get(record.id), lang);
    const name = shown[answeredAs];
    names.set(record.id, typeof name === 'string' ? name : record.name);
  }
  return names;
}

/** `localize` of one record, with its gallery. */
export async function localizeOne<T extends { id: string }>(c: Context<AppEnv>, kind: ContentKind, item: T): Promise<Localized<T>> {
  const [shown] = await localize(c, kind, [item], { photos: true });
  return shown!;
}
