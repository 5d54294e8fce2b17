import type { PlaceListQuery } from '../../../../contract';

/** Query keys of the place calls (home sections may reuse `list({})` to share the cache). */
export const placeKeys = {
  all: ['places'] as const,
  list: (query: Pick<PlaceListQuery, 'category' | 'season'>) =>
    ['places', 'list', { category: query.category ?? null, season: query.season ?? null }] as const,
  detail: (id: string) => ['places', 'detail', id] as const,
};
