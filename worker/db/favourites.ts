/** Favourites (a user's saved hotels): SQL and row -> FavouriteHotel mapping. */
import type { FavouriteHotel } from '../../contract';
import { nowIso, selectPage, type Page, type Paged } from './common';
import { PAGE_COLUMNS, PRICE_COLUMNS, REVIEW_STATS, toHotel } from './hotels';

type FavouriteRow = Parameters<typeof toHotel>[0] & { favourited_at: string };

/** The public hotel columns (as db/hotels.ts selects them) plus when the user saved it. */
const SELECT = `SELECT h.id, h.hotel_name, h.hotel_address, h.hotel_city, h.district, h.star_rating, h.phone,
  h.email, h.features, h.amenities, h.photo_urls, h.api_url, NULL AS api_key, h.advance_payment_cents,
  h.cancellation_policy, h.free_cancellation_days, h.latitude, h.longitude,
  (SELECT COALESCE(SUM(rt.room_count), 0) FROM room_types rt WHERE rt.hotel_id = h.id) AS room_count,
  ${REVIEW_STATS}, ${PRICE_COLUMNS}, ${PAGE_COLUMNS},
  f.created_at AS favourited_at
  FROM favourites f JOIN hotels h ON h.id = f.hotel_id`;

function toFavourite(row: FavouriteRow): FavouriteHotel {
  return { ...toHotel(row), favouritedAt: row.favourited_at };
}

/** The user's favourites, the most recently saved first. */
export async function listFavourites(db: D1Database, userId: string, page: Page): Promise<Paged<FavouriteHotel>> {
  const result = await selectPage<FavouriteRow>(db, {
    select: `${SELECT} WHERE f.user_id = ? ORDER BY f.created_at DESC, f.rowid DESC`,
    count: 'SELECT count(*) AS n FROM favourites f WHERE f.user_id = ?',
    binds: [userId],
    page,
  });
  return { items: result.items.map(toFavourite), total: result.total };
}

export async function getFavourite(db: D1Database, userId: string, hotelId: string): Promise<FavouriteHotel | null> {
  const row = await db.prepare(`${SELECT} WHERE f.user_id = ? AND f.hotel_id = ?`).bind(userId, hotelId).first<FavouriteRow>();
  return row ? toFavourite(row) : null;
}

/**
 * Saves a hotel for a user in one statement: written only when the hotel and the user exist and
 * the pair is new (the primary key makes a repeat a no-op). `created` false: it was already
 * saved; null: no such hotel (or the user's account is gone).
 */
export async function addFavourite(
  db: D1Database,
  userId: string,
  hotelId: string,
): Promise<{ created: boolean; favourite: FavouriteHotel } | null> {
  const result = await db
    .prepare(
      `INSERT INTO favourites (user_id, hotel_id, created_at)
       SELECT u.id, h.id, ?3 FROM users u, hotels h WHERE u.id = ?1 AND h.id = ?2
       ON CONFLICT (user_id, hotel_id) DO NOTHING`,
    )
    .bind(userId, hotelId, nowIso())
    .run();
  const favourite = await getFavourite(db, userId, hotelId);
  return favourite ? { created: result.meta.changes > 0, favourite } : null;
}

/** Removes one of the user's favourites; 0 when it was not saved (removing twice is fine). */
export async function removeFavourite(db: D1Database, userId: string, hotelId: string): Promise<number> {
  const result = await db.prepare('DELETE FROM favourites WHERE user_id = ? AND hotel_id = ?').bind(userId, hotelId).run();
  return result.meta.changes;
}
