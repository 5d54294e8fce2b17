/** Reviews: SQL and row -> Review mapping (the author is shown by name only, or null). */
import type { Review, ReviewCreate, ReviewListQuery, ReviewStatus, ReviewUpdate } from '../../contract';
import { fromBool, newId, nowIso, selectPage, toBool, type Page, type Paged } from './common';

type ReviewRow = {
  id: string;
  hotel_id: string | null;
  rating: number;
  comment: string;
  status: ReviewStatus;
  is_flagged: number;
  created_at: string;
  user_name: string | null;
};

const SELECT = `SELECT r.id, r.hotel_id, r.rating, r.comment, r.status, r.is_flagged, r.created_at,
  u.name AS user_name
  FROM reviews r LEFT JOIN users u ON u.id = r.user_id`;

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    hotelId: row.hotel_id,
    rating: row.rating,
    comment: row.comment,
    status: row.status,
    isFlagged: fromBool(row.is_flagged),
    createdAt: row.created_at,
    user: row.user_name === null ? null : { name: row.user_name },
  };
}

/**
 * Reviews newest first. `approvedOnly` (the public list) ignores the `status` and `flagged`
 * filters and returns APPROVED reviews only.
 */
export async function listReviews(
  db: D1Database,
  query: ReviewListQuery,
  page: Page,
  options: { approvedOnly: boolean },
): Promise<Paged<Review>> {
  const where: string[] = [];
  const binds: unknown[] = [];
  if (options.approvedOnly) {
    where.push("r.status = 'APPROVED'");
  } else {
    if (query.status) {
      where.push('r.status = ?');
      binds.push(query.status);
    }
    if (query.flagged !== undefined) {
      where.push('r.is_flagged = ?');
      binds.push(toBool(query.flagged));
    }
  }
  if (query.hotelId) {
    where.push('r.hotel_id = ?');
    binds.push(query.hotelId);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const result = await selectPage<ReviewRow>(db, {
    select: `${SELECT} ${filter} ORDER BY r.created_at DESC, r.rowid DESC`,
    count: `SELECT count(*) AS n FROM reviews r ${filter}`,
    binds,
    page,
  });
  return { items: result.items.map(toReview), total: result.total };
}

export async function getReview(db: D1Database, id: string): Promise<Review | null> {
  const row = await db.prepare(`${SELECT} WHERE r.id = ?`).bind(id).first<ReviewRow>();
  return row ? toReview(row) : null;
}

/** A new review, PENDING until an admin approves it. FK errors when the hotel or user is gone. */
export async function insertReview(db: D1Database, userId: string, input: ReviewCreate): Promise<Review> {
  const id = newId();
  const at = nowIso();
  await db
    .prepare(
      `INSERT INTO reviews (id, hotel_id, user_id, rating, comment, status, is_flagged, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'PENDING', 0, ?, ?)`,
    )
    .bind(id, input.hotelId, userId, input.rating, input.comment, at, at)
    .run();
  const review = await getReview(db, id);
  if (!review) throw new Error('Inserted review not found');
  return review;
}

/** Admin edit; a missing isFlagged keeps the current flag. Null when the id is unknown. */
export async function updateReview(db: D1Database, id: string, input: ReviewUpdate): Promise<Review | null> {
  const result = await db
    .prepare(
      `UPDATE reviews SET rating = ?, comment = ?, status = ?, is_flagged = COALESCE(?, is_flagged), updated_at = ?
       WHERE id = ?`,
    )
    .bind(
      input.rating,
      input.comment,
      input.status,
      input.isFlagged === undefined ? null : toBool(input.isFlagged),
      nowIso(),
      id,
    )
    .run();
  return result.meta.changes > 0 ? getReview(db, id) : null;
}

export async function deleteReview(db: D1Database, id: string): Promise<number> {
  return (await db.prepare('DELETE FROM reviews WHERE id = ? RETURNING id').bind(id).all()).results.length;
}
