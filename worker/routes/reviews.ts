import { routes } from '../../contract/routes';
import { IdQuery, ReviewCreate, ReviewListQuery, ReviewUpdate } from '../../contract';
import { isForeignKeyViolation, paged } from '../db/common';
import { hotelExists } from '../db/hotels';
import { deleteReview, insertReview, listReviews, updateReview } from '../db/reviews';
import { router } from '../http/app';
import { notFound, unauthorized } from '../http/errors';
import { validate } from '../http/validate';
import { requireAdmin, requireUser } from '../middleware/auth';

export const ReviewMessages = {
  notFound: 'Review not found',
  hotelNotFound: 'Hotel not found',
} as const;

export const reviews = router()
  // Anyone: APPROVED reviews only, whatever `status` asks for.
  .get(routes.getApprovedReviews.path, validate('query', ReviewListQuery), async (c) => {
    const query = c.req.valid('query');
    const pager = paged(c, query);
    return pager.send(await listReviews(c.env.DB, query, pager.page, { approvedOnly: true }));
  })

  // Admin: every review, filters status / flagged / hotelId.
  .get(routes.getAllReviews.path, requireAdmin, validate('query', ReviewListQuery), async (c) => {
    const query = c.req.valid('query');
    const pager = paged(c, query);
    return pager.send(await listReviews(c.env.DB, query, pager.page, { approvedOnly: false }));
  })

  .post(routes.createReview.path, requireUser, validate('json', ReviewCreate), async (c) => {
    const body = c.req.valid('json');
    const db = c.env.DB;
    if (body.hotelId && !(await hotelExists(db, body.hotelId))) throw notFound(ReviewMessages.hotelNotFound);
    try {
      return c.json(await insertReview(db, c.get('session')!.sub, body), 201);
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      // The hotel was deleted meanwhile, or the token belongs to a deleted account.
      if (body.hotelId && !(await hotelExists(db, body.hotelId))) throw notFound(ReviewMessages.hotelNotFound);
      throw unauthorized('Invalid or expired token');
    }
  })

  .put(routes.updateReview.path, requireAdmin, validate('query', IdQuery), validate('json', ReviewUpdate), async (c) => {
    const review = await updateReview(c.env.DB, c.req.valid('query').id, c.req.valid('json'));
    if (!review) throw notFound(ReviewMessages.notFound);
    return c.json(review);
  })

  .delete(routes.deleteReview.path, requireAdmin, validate('query', IdQuery), async (c) => {
    const deleted = await deleteReview(c.env.DB, c.req.valid('query').id);
    if (deleted === 0) throw notFound(ReviewMessages.notFound);
    return c.json({ message: 'Review deleted', deleted });
  });
