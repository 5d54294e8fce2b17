/**
 * The visitor's content language on the public reads of hotels, places, tours and room types
 * (ADR docs/decisions/0012-content-translations.md): `?lang=tr|en|fa`, else the first of them
 * in Accept-Language, else none (the base texts). An ADMIN's read without `?lang=` answers the
 * base texts (what the edit forms change) with every language's `translations` beside them.
 */
import type { Context } from 'hono';
import {
  ContentLanguageMessages,
  isContentLanguage,
  languageFromAcceptLanguage,
  localizeRecord,
  type ContentKind,
  type ContentLanguage,
  type ContentLanguageMark,
  type Translations,
} from '../../contract/translations';
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

export type Localized<T> = T & ContentLanguageMark & { translations?: Translations };

/**
 * `items` with their texts in the caller's language and the fallback marked; for an ADMIN caller
 * also with `translations`. One D1 read for the whole list. The answer varies with Accept-Language.
 */
export async function localize<T extends { id: string }>(c: Context<AppEnv>, kind: ContentKind, items: readonly T[]): Promise<Localized<T>[]> {
  const admin = c.get('session')?.role === 'ADMIN';
  const lang = answeredLanguage(c);
  c.header('Vary', 'Accept-Language', { append: true });
  if (lang === null && !admin) return items.map((item) => localizeRecord(item, kind, undefined, null));
  const translations = await readTranslations(
    c.env.DB,
    kind,
    items.map((item) => item.id),
  );
  return items.map((item) => {
    const own = translations.get(item.id);
    const shown: Localized<T> = localizeRecord(item, kind, own, lang);
    if (admin) shown.translations = own ?? {};
    return shown;
  });
}

/** `localize` of one record. */
export async function localizeOne<T extends { id: string }>(c: Context<AppEnv>, kind: ContentKind, item: T): Promise<Localized<T>> {
  const [shown] = await localize(c, kind, [item]);
  return shown!;
}
