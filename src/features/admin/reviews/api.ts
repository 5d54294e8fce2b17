import { routes } from '../../../../contract/routes';
import type { EndpointBody, Review } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { adminKeys, fetchAll, fetchPage } from '../shared';
import type { PageRequest } from '../shared';

export const reviewAdminKeys = {
  section: adminKeys.section('reviews'),
  all: adminKeys.all_rows('reviews'),
  list: adminKeys.list('reviews'),
};

/** GET /api/review/getAllReviews (admin: every status), for the cards. */
export const getAllReviews = (signal?: AbortSignal) => fetchAll('getAllReviews', signal);

export const getReviewsPage = (request: PageRequest & { signal?: AbortSignal }) =>
  fetchPage('getAllReviews', request);

/** PUT /api/review/public/updateReview?id= (rating, comment, status). */
export const updateReview = (id: string, body: EndpointBody<'updateReview'>): Promise<Review> =>
  apiFetch(routes.updateReview.path, { method: 'PUT', query: { id }, body });

/** DELETE /api/review/public/deleteReview?id= */
export const deleteReview = (id: string) =>
  apiFetch(routes.deleteReview.path, { method: 'DELETE', query: { id } });
