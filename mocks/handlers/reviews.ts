import { endpoints } from '../../contract';
import { created, mock } from '../http';
import { getHotel, getReview, newId, nowIso, toReview } from '../store';
import type { Store } from '../store';

const newestFirst = (store: Store) => [...store.reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export const reviewHandlers = [
  // Public: APPROVED only, whatever `status` asks for.
  mock(endpoints.getApprovedReviews, ({ query, store }) =>
    newestFirst(store)
      .filter((review) => review.status === 'APPROVED')
      .filter((review) => !query.hotelId || review.hotelId === query.hotelId)
      .map((review) => toReview(store, review)),
  ),

  mock(endpoints.getAllReviews, ({ query, store }) =>
    newestFirst(store)
      .filter((review) => !query.status || review.status === query.status)
      .filter((review) => !query.hotelId || review.hotelId === query.hotelId)
      .map((review) => toReview(store, review)),
  ),

  mock(endpoints.createReview, ({ body, session, store }) => {
    if (body.hotelId) getHotel(store, body.hotelId);
    const review = {
      id: newId(),
      ...body,
      status: 'PENDING' as const,
      isFlagged: false,
      createdAt: nowIso(),
      userId: session?.sub ?? null,
    };
    store.reviews.push(review);
    return created(toReview(store, review));
  }),

  mock(endpoints.updateReview, ({ query, body, store }) => {
    const review = getReview(store, query.id);
    Object.assign(review, {
      rating: body.rating,
      comment: body.comment,
      status: body.status,
      isFlagged: body.isFlagged ?? review.isFlagged,
    });
    return toReview(store, review);
  }),

  mock(endpoints.deleteReview, ({ query, store }) => {
    const review = getReview(store, query.id);
    store.reviews = store.reviews.filter((r) => r.id !== review.id);
    return { message: 'Review deleted', deleted: 1 };
  }),
];
