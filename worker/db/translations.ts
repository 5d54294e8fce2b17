/**
 * The tr, en and fa texts of hotels, places, tours and room types (migrations/0017_translations.sql,
 * ADR docs/decisions/0012-content-translations.md): reading them for a page of records in one
 * query, and replacing a record's set when an admin sends `translations`.
 */
import { CONTENT_LANGUAGES, LIST_FIELDS, TRANSLATABLE_FIELDS } from '../../contract/translations';
import type { ContentKind, Translations } from '../../contract/translations';
import { parseList, toList } from './common';

type TranslationRow = { entity_id: string; lang: string; field: string; value: string };

/** Every stored translation of the records `ids` of `kind` (of `fields` only, when given), by record id. */
export async function readTranslations(
  db: D1Database,
  kind: ContentKind,
  ids: readonly string[],
  fields?: readonly string[],
): Promise<Map<string, Translations>> {
  const byId = new Map<string, Translations>();
  if (ids.length === 0) return byId;
  // `fields`: only those (a name shown in a list needs no description in three languages).
  const { results } = await db
    .prepare(
      `SELECT entity_id, lang, field, value FROM translations
       WHERE entity_kind = ?1 AND entity_id IN (SELECT value FROM json_each(?2))
         AND (?3 IS NULL OR field IN (SELECT value FROM json_each(?3)))`,
    )
    .bind(kind, JSON.stringify([...new Set(ids)]), fields ? JSON.stringify(fields) : null)
    .all<TranslationRow>();
  const known = new Set<string>(TRANSLATABLE_FIELDS[kind]);
  for (const row of results) {
    if (!known.has(row.field) || !(CONTENT_LANGUAGES as readonly string[]).includes(row.lang)) continue;
    const record = byId.get(row.entity_id) ?? {};
    const lang = row.lang as keyof Translations;
    record[lang] = { ...record[lang], [row.field]: LIST_FIELDS.has(row.field) ? parseList(row.value) : row.value };
    byId.set(row.entity_id, record);
  }
  return byId;
}

/**
 * The statements that replace the translations of one record by `translations` (every language
 * and field not in it is removed). Run them in the batch that writes the record.
 */
export function replaceTranslations(db: D1Database, kind: ContentKind, id: string, translations: Translations): D1PreparedStatement[] {
  const statements = [db.prepare('DELETE FROM translations WHERE entity_kind = ? AND entity_id = ?').bind(kind, id)];
  const insert = 'INSERT INTO translations (entity_kind, entity_id, lang, field, value) VALUES (?, ?, ?, ?, ?)';
  for (const lang of CONTENT_LANGUAGES) {
    const texts = translations[lang];
    if (!texts) continue;
    for (const field of TRANSLATABLE_FIELDS[kind]) {
      const value = texts[field];
      if (value === undefined || (Array.isArray(value) ? value.length === 0 : value === '')) continue;
      statements.push(db.prepare(insert).bind(kind, id, lang, field, Array.isArray(value) ? toList(value) : value));
    }
  }
  return statements;
}

/** Replaces a record's translations when the admin sent them; a body without `translations` keeps the stored ones. */
export async function saveTranslations(db: D1Database, kind: ContentKind, id: string, translations: Translations | undefined): Promise<void> {
  if (translations === undefined) return;
  await db.batch(replaceTranslations(db, kind, id, translations));
}
