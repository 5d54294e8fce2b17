/**
 * The galleries' rows (migrations/0021_photos.sql, ADR docs/decisions/0014-photo-galleries.md):
 * reading the photos of a page of records in one query, adding one at the end of a gallery
 * within its limit, alt texts, order, and the files left to delete.
 */
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../contract/translations';
import { MAX_PHOTOS_PER_RECORD, photoAlt, photoSources, type PhotoAltTexts } from '../../contract/photos';
import type { GalleryPhoto, PhotoAdmin, PhotoKind } from '../../contract';

export type PhotoRow = {
  id: string;
  entity_kind: PhotoKind;
  entity_id: string;
  position: number;
  width: number;
  height: number;
  widths: string;
  bytes: number;
  static_src: string | null;
  alt: string;
  created_at: string;
};

const COLUMNS = 'id, entity_kind, entity_id, position, width, height, widths, bytes, static_src, alt, created_at';

const TABLE_OF: Record<PhotoKind, string> = { hotel: 'hotels', roomType: 'room_types', place: 'places', tour: 'tours' };

function parseWidths(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item) && item > 0) : [];
  } catch {
    return [];
  }
}

function parseAlt(text: string): PhotoAltTexts {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  const texts: PhotoAltTexts = {};
  if (value && typeof value === 'object') {
    for (const lang of CONTENT_LANGUAGES) {
      const own = (value as Record<string, unknown>)[lang];
      if (typeof own === 'string' && own !== '') texts[lang] = own;
    }
  }
  return texts;
}

export const filesOf = (row: Pick<PhotoRow, 'id' | 'widths'>) => ({ id: row.id, widths: parseWidths(row.widths) });

/** A photo as the public reads carry it, its alt text in `lang` (tr, then en, when missing). */
export function toGalleryPhoto(row: PhotoRow, lang: ContentLanguage | null): GalleryPhoto {
  return { id: row.id, alt: photoAlt(parseAlt(row.alt), lang), width: row.width, height: row.height, ...photoSources(row.id, parseWidths(row.widths), row.static_src) };
}

export function toPhotoAdmin(row: PhotoRow): PhotoAdmin {
  return {
    id: row.id,
    entityKind: row.entity_kind,
    entityId: row.entity_id,
    position: row.position,
    width: row.width,
    height: row.height,
    alt: parseAlt(row.alt),
    bytes: row.bytes,
    createdAt: row.created_at,
    ...photoSources(row.id, parseWidths(row.widths), row.static_src),
  };
}

export async function photoOwnerExists(db: D1Database, kind: PhotoKind, id: string): Promise<boolean> {
  return (await db.prepare(`SELECT 1 AS one FROM ${TABLE_OF[kind]} WHERE id = ?`).bind(id).first()) !== null;
}

/** The photos of the records `ids` of `kind`, each gallery in order. */
export async function listPhotos(db: D1Database, kind: PhotoKind, ids: readonly string[]): Promise<PhotoRow[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM photos
       WHERE entity_kind = ? AND entity_id IN (SELECT value FROM json_each(?))
       ORDER BY entity_id, position, created_at, id`,
    )
    .bind(kind, JSON.stringify([...new Set(ids)]))
    .all<PhotoRow>();
  return results;
}

export async function getPhoto(db: D1Database, id: string): Promise<PhotoRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM photos WHERE id = ?`).bind(id).first<PhotoRow>();
}

export type NewPhoto = {
  id: string;
  kind: PhotoKind;
  entityId: string;
  width: number;
  height: number;
  widths: number[];
  bytes: number;
  alt: PhotoAltTexts;
};

/**
 * Adds the photo at the end of its gallery, unless the gallery is full: the count and the insert
 * are one statement, so two uploads at once cannot pass the limit together. False when full.
 */
export async function insertPhoto(db: D1Database, photo: NewPhoto): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO photos (id, entity_kind, entity_id, position, width, height, widths, bytes, static_src, alt, created_at)
       SELECT ?1, ?2, ?3, (SELECT COALESCE(MAX(position) + 1, 0) FROM photos WHERE entity_kind = ?2 AND entity_id = ?3), ?4, ?5, ?6, ?7, NULL, ?8, ?9
       WHERE (SELECT COUNT(*) FROM photos WHERE entity_kind = ?2 AND entity_id = ?3) < ?10`,
    )
    .bind(photo.id, photo.kind, photo.entityId, photo.width, photo.height, JSON.stringify(photo.widths), photo.bytes, JSON.stringify(photo.alt), new Date().toISOString(), MAX_PHOTOS_PER_RECORD)
    .run();
  return result.meta.changes === 1;
}

export async function updatePhotoAlt(db: D1Database, id: string, alt: PhotoAltTexts): Promise<PhotoRow | null> {
  return db.prepare(`UPDATE photos SET alt = ? WHERE id = ? RETURNING ${COLUMNS}`).bind(JSON.stringify(alt), id).first<PhotoRow>();
}

/** Positions 0, 1, 2… in the order of `ids` (the caller checked they are the whole gallery). */
export async function reorderPhotos(db: D1Database, kind: PhotoKind, entityId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.batch(
    ids.map((id, position) => db.prepare('UPDATE photos SET position = ? WHERE id = ? AND entity_kind = ? AND entity_id = ?').bind(position, id, kind, entityId)),
  );
}

/** Deletes the row (its files are then listed in photo_files_gone); the deleted row, or null. */
export async function deletePhotoRow(db: D1Database, id: string): Promise<PhotoRow | null> {
  return db.prepare(`DELETE FROM photos WHERE id = ? RETURNING ${COLUMNS}`).bind(id).first<PhotoRow>();
}

/** Files of deleted photos still in R2, oldest rows first. */
export async function photoFilesGone(db: D1Database, limit = 200): Promise<{ id: string; widths: number[] }[]> {
  const { results } = await db.prepare('SELECT id, widths FROM photo_files_gone LIMIT ?').bind(limit).all<{ id: string; widths: string }>();
  return results.map(filesOf);
}

export async function forgetPhotoFilesGone(db: D1Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.prepare('DELETE FROM photo_files_gone WHERE id IN (SELECT value FROM json_each(?))').bind(JSON.stringify(ids)).run();
}
