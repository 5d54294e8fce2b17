import { endpoints } from '../../../../contract';
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
export const getAllReviews = (signal?: AbortSignal) => fetchAll(endpoints.getAllReviews.path, endpoints.getAllReviews.response, signal);

export const getReviewsPage = (request: PageRequest & { signal?: AbortSignal }) =>
  fetchPage(endpoints.getAllReviews.path, endpoints.getAllReviews.response, request);

/** PUT /api/review/public/updateReview?id= (rating, comment, status). */
export const updateReview = (id: string, body: EndpointBody<'updateReview'>): Promise<Review> =>
  apiFetch(endpoints.updateReview.path, { method: 'PUT', query: { id }, body, schema: endpoints.updateReview.response });

/** DELETE /api/review/public/deleteReview?id= */
export const deleteReview = (id: string) =>
  apiFetch(endpoints.deleteReview.path, { method: 'DELETE', query: { id }, schema: endpoints.deleteReview.response });
