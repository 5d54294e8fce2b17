/** Tours: SQL and row -> Tour mapping. */
import { DEFAULT_FREE_CANCELLATION_DAYS } from '../../contract';
import type { CancellationPolicy, Tour, TourInput, TourSearchQuery, TourType } from '../../contract';
import {
  coordinateValues,
  fromCents,
  newId,
  nowIso,
  selectPage,
  SET_COORDINATES,
  toCents,
  type CoordinateRow,
  type Page,
  type Paged,
} from './common';

type TourRow = {
  id: string;
  tour_name: string;
  tour_start_address: string;
  tour_end_address: string;
  price_cents: number;
  photo_url: string | null;
  duration: number | null;
  participant_count: number;
  start_date: string;
  end_date: string;
  star_rating: number;
  phone: string | null;
  tour_type: TourType;
  cancellation_policy: CancellationPolicy;
  free_cancellation_days: number;
} & CoordinateRow;

const COLUMNS = `id, tour_name, tour_start_address, tour_end_address, price_cents, photo_url, duration,
  participant_count, start_date, end_date, star_rating, phone, tour_type, cancellation_policy, free_cancellation_days, latitude, longitude`;
const ORDER = 'ORDER BY created_at, rowid';
/** The admin's table: the newest first (`sort=createdAt&order=desc`). */
const NEWEST = 'ORDER BY created_at DESC, rowid DESC';

export function toTour(row: TourRow): Tour {
  return {
    id: row.id,
    tourName: row.tour_name,
    tourStartAddress: row.tour_start_address,
    tourEndAddress: row.tour_end_address,
    price: fromCents(row.price_cents),
    photoUrl: row.photo_url,
    duration: row.duration,
    participantCount: row.participant_count,
    startDate: row.start_date,
    endDate: row.end_date,
    starRating: row.star_rating,
    phone: row.phone,
    tourType: row.tour_type,
    cancellationPolicy: row.cancellation_policy,
    freeCancellationDays: row.free_cancellation_days,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export async function listTours(db: D1Database, page: Page, newest = false): Promise<Paged<Tour>> {
  const result = await selectPage<TourRow>(db, {
    select: `SELECT ${COLUMNS} FROM tours WHERE archived_at IS NULL ${newest ? NEWEST : ORDER}`,
    count: 'SELECT count(*) AS n FROM tours WHERE archived_at IS NULL',
    page,
  });
  return { items: result.items.map(toTour), total: result.total };
}

export async function getTour(db: D1Database, id: string): Promise<Tour | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM tours WHERE id = ? AND archived_at IS NULL`).bind(id).first<TourRow>();
  return row ? toTour(row) : null;
}

/** Filters of GET /tours/search; see routes/search.ts. */
export async function searchTours(db: D1Database, query: TourSearchQuery, page: Page): Promise<Paged<Tour>> {
  const where: string[] = [];
  const binds: unknown[] = [];
  // The type the admin chose (migrations/0018_admin_fields.sql), no longer guessed from keywords.
  if (query.type) {
    where.push('tour_type = ?');
    binds.push(query.type);
  }
  if (query.date) {
    where.push('start_date <= ? AND end_date >= ?');
    binds.push(query.date, query.date);
  }
  if (query.minPrice !== undefined) {
    where.push('price_cents >= ?');
    binds.push(toCents(query.minPrice));
  }
  if (query.maxPrice !== undefined) {
    where.push('price_cents <= ?');
    binds.push(toCents(query.maxPrice));
  }
  if (query.people !== undefined) {
    where.push('participant_count >= ?');
    binds.push(query.people);
  }
  if (query.duration !== undefined) {
    where.push('duration IS NOT NULL AND duration <= ?');
    binds.push(query.duration);
  }
  where.push('archived_at IS NULL');
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const result = await selectPage<TourRow>(db, {
    select: `SELECT ${COLUMNS} FROM tours ${filter} ${ORDER}`,
    count: `SELECT count(*) AS n FROM tours ${filter}`,
    binds,
    page,
  });
  return { items: result.items.map(toTour), total: result.total };
}

function tourValues(input: TourInput) {
  return [
    input.tourName,
    input.tourStartAddress,
    input.tourEndAddress,
    toCents(input.price),
    input.photoUrl,
    input.duration,
    input.participantCount,
    input.startDate,
    input.endDate,
    input.starRating,
    input.phone,
  ];
}

export async function insertTour(db: D1Database, input: TourInput): Promise<Tour> {
  const at = nowIso();
  const row = await db
    .prepare(
      `INSERT INTO tours (id, tour_name, tour_start_address, tour_end_address, price_cents, photo_url, duration,
         participant_count, start_date, end_date, star_rating, phone, cancellation_policy, free_cancellation_days,
         latitude, longitude, created_at, updated_at, tour_type)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
    )
    .bind(
      newId(),
      ...tourValues(input),
      input.cancellationPolicy ?? 'FREE_UNTIL',
      input.freeCancellationDays ?? DEFAULT_FREE_CANCELLATION_DAYS,
      input.latitude ?? null,
      input.longitude ?? null,
      at,
      at,
      input.tourType ?? 'cultural',
    )
    .first<TourRow>();
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return toTour(row);
}

/** Full replace (a missing cancellation policy or missing coordinates keep the stored ones); null when the id is unknown. */
export async function updateTour(db: D1Database, id: string, input: TourInput): Promise<Tour | null> {
  const row = await db
    .prepare(
      `UPDATE tours SET tour_name = ?, tour_start_address = ?, tour_end_address = ?, price_cents = ?,
         photo_url = ?, duration = ?, participant_count = ?, start_date = ?, end_date = ?, star_rating = ?,
         phone = ?, cancellation_policy = COALESCE(?, cancellation_policy),
         free_cancellation_days = COALESCE(?, free_cancellation_days), tour_type = COALESCE(?, tour_type), ${SET_COORDINATES}, updated_at = ?
       WHERE id = ? AND archived_at IS NULL RETURNING ${COLUMNS}`,
    )
    .bind(
      ...tourValues(input),
      input.cancellationPolicy ?? null,
      input.freeCancellationDays ?? null,
      input.tourType ?? null,
      ...coordinateValues(input),
      nowIso(),
      id,
    )
    .first<TourRow>();
  return row ? toTour(row) : null;
}

/**
 * Deletes a tour without bookings; a tour with bookings is archived instead (hidden from
 * visitors' lists, search and detail; its bookings keep it). 'deleted', 'archived' or 'missing'.
 */
export async function deleteTour(db: D1Database, id: string): Promise<'deleted' | 'archived' | 'missing'> {
  const at = nowIso();
  const [deleted, archived] = await db.batch([
    db.prepare('DELETE FROM tours WHERE id = ?1 AND NOT EXISTS (SELECT 1 FROM tour_reservations WHERE tour_id = ?1)').bind(id),
    db.prepare('UPDATE tours SET archived_at = ?2, updated_at = ?2 WHERE id = ?1 AND archived_at IS NULL').bind(id, at),
  ]);
  if (deleted && deleted.meta.changes > 0) return 'deleted';
  if (archived && archived.meta.changes > 0) return 'archived';
  return 'missing';
}

/**
 * Every tour goes from the visitors' view in one batch: tours without bookings are deleted,
 * tours with bookings archived. Returns how many were deleted and archived.
 */
export async function deleteAllTours(db: D1Database): Promise<{ deleted: number; archived: number }> {
  const at = nowIso();
  const [deleted, archived] = await db.batch([
    db.prepare('DELETE FROM tours WHERE NOT EXISTS (SELECT 1 FROM tour_reservations tr WHERE tr.tour_id = tours.id)'),
    db.prepare('UPDATE tours SET archived_at = ?1, updated_at = ?1 WHERE archived_at IS NULL').bind(at),
  ]);
  return { deleted: deleted?.meta.changes ?? 0, archived: archived?.meta.changes ?? 0 };
}
