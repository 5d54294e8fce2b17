import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredQuery } from '../../../lib/deferredQuery';
import { routes } from '../../../../contract/routes';
import type { HotelReview } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { hotelKeys } from '../../../lib/hotels';

const route = routes.getHotelReviews;

/** Reviews per page of the hotel page's list ("Show more" asks for the next page). */
export const HOTEL_REVIEWS_PAGE_SIZE = 5;

export interface HotelReviewsPage {
  items: HotelReview[];
  /** Every APPROVED review of the hotel (`X-Total-Count`). */
  total: number;
}

/** GET /api/hotel/public/:id/reviews: one page of the hotel's APPROVED reviews, newest first. */
export async function getHotelReviews(hotelId: string, page: number, options: { signal?: AbortSignal } = {}): Promise<HotelReviewsPage> {
  let total = 0;
  const items = await apiFetch<HotelReview[]>(route.path.replace(':id', encodeURIComponent(hotelId)), {
    query: { page, pageSize: HOTEL_REVIEWS_PAGE_SIZE },
    signal: options.signal,
    onResponse: (response) => {
      total = Number(response.headers.get('X-Total-Count') ?? 0);
    },
  });
  return { items, total };
}

export const hotelReviewsQuery = (hotelId: string) =>
  infiniteQueryOptions({
    queryKey: hotelKeys.reviews(hotelId),
    queryFn: ({ signal, pageParam }) => getHotelReviews(hotelId, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((n, page) => n + page.items.length, 0) < last.total ? pages.length + 1 : undefined),
  });

/** The hotel page's reviews, page after page. */
export function useHotelReviews(hotelId: string) {
  return useDeferredQuery(useInfiniteQuery(hotelReviewsQuery(hotelId)));
}
