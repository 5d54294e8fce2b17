import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { MyReservation } from '../../../../contract';
import type { ContentLanguage } from '../../../../contract/translations';
import { apiFetch } from '../../../lib/api';
import { useContentLanguage } from '../../../lib/contentLanguage';
import { useSession } from '../../../lib/session';
import { profileKeys } from './profileKeys';

const route = routes.getMyReservations;

/**
 * GET /api/reservation/my: the logged-in user's reservations, newest first, each with `reviewed`
 * and its hotel's and room type's names in `lang` (`hotelDisplayName`, `roomTypeDisplayName`).
 */
export function getMyReservations(lang: ContentLanguage, options: { signal?: AbortSignal } = {}): Promise<MyReservation[]> {
  return apiFetch(route.path, { query: { lang }, signal: options.signal });
}

export const myReservationsQuery = (userId: string, lang: ContentLanguage) =>
  queryOptions({
    queryKey: profileKeys.reservationsIn(userId, lang),
    queryFn: ({ signal }) => getMyReservations(lang, { signal }),
  });

export function useMyReservations() {
  const { user } = useSession();
  return useQuery(myReservationsQuery(user?.id ?? 'me', useContentLanguage()));
}
