/** Reviews: SQL and row -> Review mapping (the author is shown by name only, or null). */
import type { HotelReview, Review, ReviewCreate, ReviewListQuery, ReviewStatus, ReviewUpdate } from '../../contract';
import { fromBool, isUniqueViolation, newId, nowIso, selectPage, toBool, type Page, type Paged } from './common';

type ReviewRow = {
  id: string;
  hotel_id: string | null;
  rating: number;
  comment: string;
  status: ReviewStatus;
  is_flagged: number;
  created_at: string;
  user_name: string | null;
  reservation_id: string | null;
};

const SELECT = `SELECT r.id, r.hotel_id, r.rating, r.comment, r.status, r.is_flagged, r.created_at,
  u.name AS user_name, r.reservation_id
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
    verifiedStay: row.reservation_id !== null,
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

type HotelReviewRow = {
  id: string;
  rating: number;
  comment: string;
  created_at: string;
  reservation_id: string | null;
  user_name: string | null;
  guest_name: string | null;
};

/**
 * The first word of a name, or null: a page shows reviewers by first name only, and never
 * something that looks like an e-mail address (a user name may be one).
 */
function firstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0] ?? '';
  return first === '' || first.includes('@') ? null : first;
}

/**
 * The reviewer as a hotel's page names them: the first name the guest gave on the reviewed
 * reservation, else the account's name; null once the account is gone (as in the admin list).
 */
function toHotelReview(row: HotelReviewRow): HotelReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    reviewerName: row.user_name === null ? null : firstName(row.guest_name ?? row.user_name),
    createdAt: row.created_at,
    verifiedStay: row.reservation_id !== null,
  };
}

/** A hotel's APPROVED reviews, newest first (GET /api/hotel/public/:id/reviews). */
export async function listHotelReviews(db: D1Database, hotelId: string, page: Page): Promise<Paged<HotelReview>> {
  const filter = "WHERE r.hotel_id = ? AND r.status = 'APPROVED'";
  const result = await selectPage<HotelReviewRow>(db, {
    select: `SELECT r.id, r.rating, r.comment, r.created_at, r.reservation_id, u.name AS user_name, res.guest_name
      FROM reviews r
      LEFT JOIN users u ON u.id = r.user_id
      LEFT JOIN reservations res ON res.id = r.reservation_id
      ${filter} ORDER BY r.created_at DESC, r.rowid DESC`,
    count: `SELECT count(*) AS n FROM reviews r ${filter}`,
    binds: [hotelId],
    page,
  });
  return { items: result.items.map(toHotelReview), total: result.total };
}

/** Why a review was refused (contract/review.ts ReviewMessages names each). */
export type ReviewRefusal = 'notYourStay' | 'stayNotConfirmed' | 'stayNotEnded' | 'alreadyReviewed';

/**
 * A new review about one of the user's reservations, PENDING until an admin approves it. The
 * rule (the user's own reservation, at `hotelId` when given, CONFIRMED, checked out before
 * `today`) is the INSERT's own WHERE, and the partial UNIQUE index on reservation_id
 * (migrations/0010_verified_reviews.sql) lets only one review per reservation in: of parallel
 * posts one is stored, the others are 'alreadyReviewed'. When nothing was written the
 * reservation is read to say why. FK errors when the user is gone.
 */
export async function insertReview(
  db: D1Database,
  userId: string,
  input: ReviewCreate,
  today: string,
): Promise<{ review: Review } | { refused: ReviewRefusal }> {
  const id = newId();
  const at = nowIso();
  try {
    const result = await db
      .prepare(
        `INSERT INTO reviews (id, hotel_id, user_id, rating, comment, status, is_flagged, created_at, updated_at, reservation_id)
         SELECT ?1, res.hotel_id, ?2, ?3, ?4, 'PENDING', 0, ?5, ?5, res.id
         FROM reservations res
         WHERE res.id = ?6 AND res.user_id = ?2 AND (?7 IS NULL OR res.hotel_id = ?7)
           AND res.status = 'CONFIRMED' AND res.check_out < ?8`,
      )
      .bind(id, userId, input.rating, input.comment, at, input.reservationId, input.hotelId, today)
      .run();
    if (result.meta.changes === 0) return { refused: await refusal(db, userId, input, today) };
  } catch (error) {
    if (isUniqueViolation(error)) return { refused: 'alreadyReviewed' };
    throw error;
  }
  const review = await getReview(db, id);
  if (!review) throw new Error('Inserted review not found');
  return { review };
}

async function refusal(db: D1Database, userId: string, input: ReviewCreate, today: string): Promise<ReviewRefusal> {
  const stay = await db
    .prepare(
      `SELECT res.user_id, res.hotel_id, res.status, res.check_out,
         EXISTS (SELECT 1 FROM reviews rv WHERE rv.reservation_id = res.id) AS reviewed
       FROM reservations res WHERE res.id = ?`,
    )
    .bind(input.reservationId)
    .first<{ user_id: string | null; hotel_id: string; status: string; check_out: string; reviewed: number }>();
  if (!stay || stay.user_id !== userId || (input.hotelId !== null && stay.hotel_id !== input.hotelId)) return 'notYourStay';
  if (stay.status !== 'CONFIRMED') return 'stayNotConfirmed';
  if (stay.check_out >= today) return 'stayNotEnded';
  // The stay qualifies now: it changed since the INSERT read it, or a review exists already.
  return stay.reviewed ? 'alreadyReviewed' : 'notYourStay';
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
