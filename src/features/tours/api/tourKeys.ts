import type { ContentLanguage } from '../../../../contract/translations';
import type { TourSearchParams } from './tourSearchParams';

/** Query keys of the tour calls. */
export const tourKeys = {
  all: ['tours'] as const,
  search: (params: TourSearchParams, lang: ContentLanguage) => ['tours', 'search', params, lang] as const,
  detail: (id: string, lang: ContentLanguage) => ['tours', 'detail', id, lang] as const,
};
