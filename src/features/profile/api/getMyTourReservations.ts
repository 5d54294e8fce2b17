import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { TourReservation } from '../../../../contract';
import type { ContentLanguage } from '../../../../contract/translations';
import { apiFetch } from '../../../lib/api';
import { useContentLanguage } from '../../../lib/contentLanguage';
import { useSession } from '../../../lib/session';
import { profileKeys } from './profileKeys';

const route = routes.getMyTourReservations;

/** GET /api/tour-reservations/my: the logged-in user's tour bookings, newest first, each tour named in `lang` (`tourDisplayName`). */
export function getMyTourReservations(lang: ContentLanguage, options: { signal?: AbortSignal } = {}): Promise<TourReservation[]> {
  return apiFetch(route.path, { query: { lang }, signal: options.signal });
}

export const myTourReservationsQuery = (userId: string, lang: ContentLanguage) =>
  queryOptions({
    queryKey: [...profileKeys.tours(userId), lang],
    queryFn: ({ signal }) => getMyTourReservations(lang, { signal }),
  });

export function useMyTourReservations() {
  const { user } = useSession();
  return useQuery(myTourReservationsQuery(user?.id ?? 'me', useContentLanguage()));
}
