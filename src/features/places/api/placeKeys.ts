import type { PlaceListQuery } from '../../../../contract';
import type { ContentLanguage } from '../../../../contract/translations';

/** Query keys of the place calls (home sections may reuse `list({})` to share the cache). */
export const placeKeys = {
  all: ['places'] as const,
  list: (query: Pick<PlaceListQuery, 'category' | 'season' | 'sort' | 'order'>, lang: ContentLanguage) =>
    [
      'places',
      'list',
      { category: query.category ?? null, season: query.season ?? null, sort: query.sort ?? null, order: (query.sort && query.order) || null },
      lang,
    ] as const,
  detail: (id: string, lang: ContentLanguage) => ['places', 'detail', id, lang] as const,
};
