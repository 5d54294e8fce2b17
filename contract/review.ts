import { z } from 'zod';
import { id, intInput, LIMITS, optionalQuery, PageQuery, requiredText, timestamp } from './common';

export const ReviewStatus = z.enum(['APPROVED', 'PENDING', 'REJECTED']);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

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
});
export type Review = z.infer<typeof Review>;

const rating = intInput(1, 5, 'Rating must be between 1 and 5');

/** User: POST /api/review/createReview; new reviews are PENDING until an admin approves. */
export const ReviewCreate = z.object({
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
