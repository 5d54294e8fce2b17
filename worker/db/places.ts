/** Tourist places: SQL and row -> Place mapping; list fields are JSON arrays in TEXT columns. */
import { type Place, type PlaceCategory, type PlaceInput, type PlaceListQuery } from '../../contract';
import {
  coordinateValues,
  fromCents,
  newId,
  nowIso,
  parseList,
  selectPage,
  SET_COORDINATES,
  foldSql,
  toCents,
  toList,
  type CoordinateRow,
  type Page,
  type Paged,
} from './common';
import { DEFAULT_ORDER } from '../../contract/listing';
import { isContentLanguage, lookupOrder, type ContentLanguage } from '../../contract/translations';

type PlaceRow = {
  id: string;
  name: string;
  description: string;
  location: string;
  image: string;
  best_seasons: string;
  facilities: string;
  visit_open_time: string;
  visit_close_time: string;
  visit_days: string;
  entry_fee_adult_cents: number;
  entry_fee_student_cents: number;
  entry_fee_museum_cents: number;
  transportation_cars: string;
  category: PlaceCategory | null;
  recommended_duration: string | null;
  contact: string | null;
} & CoordinateRow;

const COLUMNS = `id, name, description, location, image, best_seasons, facilities, visit_open_time,
  visit_close_time, visit_days, entry_fee_adult_cents, entry_fee_student_cents, entry_fee_museum_cents,
  transportation_cars, category, recommended_duration, contact, latitude, longitude`;

export function toPlace(row: PlaceRow): Place {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    location: row.location,
    image: row.image,
    bestSeasons: parseList(row.best_seasons),
    facilities: parseList(row.facilities),
    visitOpenTime: row.visit_open_time,
    visitCloseTime: row.visit_close_time,
    visitDays: parseList(row.visit_days),
    entryFeeAdult: fromCents(row.entry_fee_adult_cents),
    entryFeeStudent: fromCents(row.entry_fee_student_cents),
    entryFeeMuseum: fromCents(row.entry_fee_museum_cents),
    transportationCars: parseList(row.transportation_cars),
    category: row.category,
    recommendedDuration: row.recommended_duration,
    contact: row.contact,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/**
 * The ORDER BY of the place list (contract/listing.ts): `name` by the name the visitor reads (in
 * `lang`, else tr, else en, else the stored one: `localizeRecord`, contract/translations.ts),
 * case- and Turkish-accent-insensitively; `category` by the category's code, places without one
 * last, then by name; else the order of creation. Equal keys keep the order of creation.
 */
function placeOrder(query: PlaceListQuery, lang: ContentLanguage | null): string {
  const sort = query.sort ?? 'createdAt';
  const direction = (query.order ?? DEFAULT_ORDER[sort]) === 'desc' ? 'DESC' : 'ASC';
  if (sort === 'createdAt') return `ORDER BY created_at ${direction}, rowid ${direction}`;
  // The codes come from the closed list CONTENT_LANGUAGES, never from the request's text.
  const translated = (lang ? lookupOrder(lang) : [])
    .filter((code) => isContentLanguage(code))
    .map(
      (code) =>
        `(SELECT t.value FROM translations t WHERE t.entity_kind = 'place' AND t.entity_id = places.id AND t.lang = '${code}' AND t.field = 'name' AND t.value <> '')`,
    );
  const name = translated.length ? `COALESCE(${[...translated, 'places.name'].join(', ')})` : 'places.name';
  const byName = `${foldSql(name)} ${sort === 'name' ? direction : 'ASC'}, ${name} ${sort === 'name' ? direction : 'ASC'}`;
  const byCategory = sort === 'category' ? `category ${direction} NULLS LAST, ` : '';
  return `ORDER BY ${byCategory}${byName}, created_at, rowid`;
}

/** Optional filters: category, and a season contained in bestSeasons (case-insensitive); sorted by `placeOrder`. */
export async function listPlaces(db: D1Database, query: PlaceListQuery, lang: ContentLanguage | null, page: Page): Promise<Paged<Place>> {
  const where: string[] = [];
  const binds: unknown[] = [];
  if (query.category) {
    where.push('category = ?');
    binds.push(query.category);
  }
  if (query.season) {
    where.push('EXISTS (SELECT 1 FROM json_each(places.best_seasons) s WHERE lower(s.value) = ?)');
    binds.push(query.season);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const result = await selectPage<PlaceRow>(db, {
    select: `SELECT ${COLUMNS} FROM places ${filter} ${placeOrder(query, lang)}`,
    count: `SELECT count(*) AS n FROM places ${filter}`,
    binds,
    page,
  });
  return { items: result.items.map(toPlace), total: result.total };
}

export async function getPlace(db: D1Database, id: string): Promise<Place | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM places WHERE id = ?`).bind(id).first<PlaceRow>();
  return row ? toPlace(row) : null;
}

function placeValues(input: PlaceInput) {
  return [
    input.name,
    input.description,
    input.location,
    input.image,
    toList(input.bestSeasons),
    toList(input.facilities),
    input.visitOpenTime,
    input.visitCloseTime,
    toList(input.visitDays),
    toCents(input.entryFeeAdult),
    toCents(input.entryFeeStudent),
    toCents(input.entryFeeMuseum),
    toList(input.transportationCars),
    input.category,
    input.recommendedDuration,
    input.contact,
  ];
}

export async function insertPlace(db: D1Database, input: PlaceInput): Promise<Place> {
  const at = nowIso();
  const row = await db
    .prepare(
      `INSERT INTO places (id, name, description, location, image, best_seasons, facilities, visit_open_time,
         visit_close_time, visit_days, entry_fee_adult_cents, entry_fee_student_cents, entry_fee_museum_cents,
         transportation_cars, category, recommended_duration, contact, latitude, longitude, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
    )
    .bind(newId(), ...placeValues(input), input.latitude ?? null, input.longitude ?? null, at, at)
    .first<PlaceRow>();
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return toPlace(row);
}

/** Full replace (coordinates left out keep the stored ones); null when the id is unknown. */
export async function updatePlace(db: D1Database, id: string, input: PlaceInput): Promise<Place | null> {
  const row = await db
    .prepare(
      `UPDATE places SET name = ?, description = ?, location = ?, image = ?, best_seasons = ?, facilities = ?,
         visit_open_time = ?, visit_close_time = ?, visit_days = ?, entry_fee_adult_cents = ?,
         entry_fee_student_cents = ?, entry_fee_museum_cents = ?, transportation_cars = ?, category = ?,
         recommended_duration = ?, contact = ?, ${SET_COORDINATES}, updated_at = ?
       WHERE id = ? RETURNING ${COLUMNS}`,
    )
    .bind(...placeValues(input), ...coordinateValues(input), nowIso(), id)
    .first<PlaceRow>();
  return row ? toPlace(row) : null;
}

/** 1 or 0 (rows are counted with RETURNING: D1's `meta.changes` includes cascaded rows). */
export async function deletePlace(db: D1Database, id: string): Promise<number> {
  return (await db.prepare('DELETE FROM places WHERE id = ? RETURNING id').bind(id).all()).results.length;
}

/** Nothing references places, so all of them can go. */
export async function deleteAllPlaces(db: D1Database): Promise<number> {
  return (await db.prepare('DELETE FROM places RETURNING id').all()).results.length;
}
