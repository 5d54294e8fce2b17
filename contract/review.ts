import { z } from 'zod';
import { id, intInput, LIMITS, optionalQuery, PageQuery, requiredText, timestamp } from './common';

/** Texts of the review calls, answered alike by the Worker and the mocks (worker/routes/reviews.ts). */
export const ReviewMessages = {
  notFound: 'Review not found',
  hotelNotFound: 'Hotel not found',
  /** 400 on `reservationId`: a review is written about one stay. */
  reservationRequired: 'Choose the stay you are reviewing',
  /** 403: the reservation is unknown, someone else's, or at another hotel than `hotelId`. */
  notYourStay: 'You can only review your own stays',
  /** 403: the caller's own reservation is not CONFIRMED (pending or cancelled). */
  stayNotConfirmed: 'Only a confirmed stay can be reviewed',
  /** 403: the caller's own confirmed stay has not ended yet (check-out on or after Van's today). */
  stayNotEnded: 'You can review your stay once it has ended',
  /** 409: this reservation already has a review. */
  alreadyReviewed: 'This stay has already been reviewed',
} as const;

export const ReviewStatus = z.enum(['APPROVED', 'PENDING', 'REJECTED']);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

/**
 * Whether a stay may be reviewed on `today` (Van's today, contract/time.ts `vanToday`): CONFIRMED
 * and checked out before today. The Worker holds the same rule in SQL (worker/db/reviews.ts),
 * plus "the caller's own" and "not reviewed yet".
 */
export const canReviewStay = (stay: { status: string; checkOut: string }, today: string): boolean =>
  stay.status === 'CONFIRMED' && stay.checkOut < today;

/** A rating of 4 or more counts as positive. */
export const POSITIVE_RATING = 4;

export const Review = z.object({
  id,
  hotelId: id.nullable(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  status: ReviewStatus,
  isFlagged: z.boolean(),
  createdAt: timestamp,
  /** null when the author's account is gone ("Anonymous"). */
  user: z.object({ name: z.string() }).nullable(),
  /** Written about a reservation of the author's whose stay had ended (migrations/0010_verified_reviews.sql). */
  verifiedStay: z.boolean(),
});
export type Review = z.infer<typeof Review>;

/**
 * A review as a hotel's page shows it (GET /api/hotel/public/:id/reviews, APPROVED only, newest
 * first): the reviewer by first name only (never an e-mail; null when unknown or the account is
 * gone). The hotel's average and count of APPROVED reviews are on the hotel (`Hotel.reviewAverage`).
 */
export const HotelReview = z.object({
  id,
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  reviewerName: z.string().nullable(),
  createdAt: timestamp,
  verifiedStay: z.boolean(),
});
export type HotelReview = z.infer<typeof HotelReview>;

const rating = intInput(1, 5, 'Rating must be between 1 and 5');

/**
 * User: POST /api/review/createReview about one of the caller's own reservations, CONFIRMED, whose
 * check-out is before Van's today; once per reservation. The hotel is the reservation's
 * (`hotelId`, when sent, must be it). New reviews are PENDING until an admin approves.
 */
export const ReviewCreate = z.object({
  reservationId: z.guid({ error: (issue) => (issue.input === undefined ? ReviewMessages.reservationRequired : 'Must be a valid id') }),
  hotelId: id.nullish().transform((value) => value ?? null),
  rating,
  comment: requiredText(LIMITS.text, 'Comment is required'),
});
export type ReviewCreate = z.infer<typeof ReviewCreate>;

/** Admin: PUT /api/review/public/updateReview?id=. */
export const ReviewUpdate = z.object({
  rating,
  comment: z.string().trim().max(LIMITS.text, `At most ${LIMITS.text} characters`),
  status: ReviewStatus,
  isFlagged: z.boolean().optional(),
});
export type ReviewUpdate = z.infer<typeof ReviewUpdate>;

/** Optional filters of the review lists (the public list is APPROVED only, whatever `status` says). */
export const ReviewListQuery = PageQuery.extend({
  hotelId: optionalQuery(id),
  status: optionalQuery(ReviewStatus),
  /** Admin list only: `true` = flagged reviews, `false` = unflagged ones. */
  flagged: optionalQuery(z.enum(['true', 'false'], { error: 'Must be true or false' }).transform((v) => v === 'true')),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;
