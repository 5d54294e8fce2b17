import type { TourSearchParams } from './tourSearchParams';

/** Query keys of the tour calls. */
export const tourKeys = {
  all: ['tours'] as const,
  search: (params: TourSearchParams) => ['tours', 'search', params] as const,
  detail: (id: string) => ['tours', 'detail', id] as const,
};
