import { routes } from '../../contract/routes';
import { IdParams, IdQuery, PageQuery, ReviewCreate, ReviewListQuery, ReviewMessages, ReviewUpdate, vanToday } from '../../contract';
import { isForeignKeyViolation, paged } from '../db/common';
import { hotelExists } from '../db/hotels';
import { deleteReview, insertReview, listHotelReviews, listReviews, updateReview } from '../db/reviews';
import { router } from '../http/app';
import { conflict, forbidden, notFound, unauthorized } from '../http/errors';
import { validate } from '../http/validate';
import { requireAdmin, requireUser } from '../middleware/auth';

export const reviews = router()
  // Anyone: the hotel page's reviews, APPROVED only, newest first (average and count: the hotel's).
  .get(routes.getHotelReviews.path, validate('param', IdParams), validate('query', PageQuery), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await hotelExists(c.env.DB, id))) throw notFound(ReviewMessages.hotelNotFound);
    const pager = paged(c, c.req.valid('query'));
    return pager.send(await listHotelReviews(c.env.DB, id, pager.page));
  })

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
      // Van's today decides whether the stay has ended (docs/conventions.md, "Dates and time").
      const outcome = await insertReview(db, c.get('session')!.sub, body, vanToday());
      if ('review' in outcome) return c.json(outcome.review, 201);
      if (outcome.refused === 'alreadyReviewed') throw conflict(ReviewMessages.alreadyReviewed);
      throw forbidden(ReviewMessages[outcome.refused]);
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
