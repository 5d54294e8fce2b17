import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../contract/routes';
import type { FavouriteHotel } from '../../contract';
import type { ContentLanguage } from '../../contract/translations';
import { apiFetch, isApiError } from './api';
import { errorText } from './errorMessages';
import { useContentLanguage } from './contentLanguage';
import i18n from './i18n';
import { useSession } from './session';

/**
 * The logged-in user's favourite hotels (GET/POST/DELETE /api/favourites): the heart on hotel
 * cards (src/components/FavouriteButton) and the profile's favourites tab share this cache.
 */
export const favouriteKeys = {
  all: ['favourites'] as const,
  /** Per user: a later login as someone else never sees the previous user's cache; per language, as the hotels' texts are. */
  ofUser: (userId: string, lang: ContentLanguage) => ['favourites', userId, lang] as const,
};

export function getFavourites(lang: ContentLanguage, options: { signal?: AbortSignal } = {}): Promise<FavouriteHotel[]> {
  return apiFetch(routes.getFavourites.path, { query: { lang }, signal: options.signal });
}

export function addFavourite(hotelId: string): Promise<FavouriteHotel> {
  return apiFetch(routes.addFavourite.path, { method: 'POST', body: { hotelId } });
}

export function removeFavourite(hotelId: string): Promise<unknown> {
  const route = routes.removeFavourite;
  return apiFetch(route.path.replace(':hotelId', encodeURIComponent(hotelId)), { method: 'DELETE' });
}

export const favouritesQuery = (userId: string, lang: ContentLanguage) =>
  queryOptions({
    queryKey: favouriteKeys.ofUser(userId, lang),
    queryFn: ({ signal }) => getFavourites(lang, { signal }),
  });

/** True when a JWT's `exp` claim (seconds) has passed; unreadable tokens are left to the server. */
function tokenExpired(token: string | null, now = Date.now()): boolean {
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' && claims.exp * 1000 <= now;
  } catch {
    return false;
  }
}

/**
 * Whether the visitor can keep favourites: logged in with a token that has not expired. The
 * hearts sit on public pages, where an expired session must not turn into a 401 that sends the
 * visitor to /login: with an expired token they behave as for a guest.
 */
export function useCanKeepFavourites(): boolean {
  const { isAuthenticated, token } = useSession();
  return isAuthenticated && !tokenExpired(token);
}

/** The favourites of the logged-in user; idle (no call) for a guest. */
export function useFavourites() {
  const { user } = useSession();
  const enabled = useCanKeepFavourites();
  const userId = user?.id ?? 'me';
  return useQuery({ ...favouritesQuery(userId, useContentLanguage()), enabled });
}

export interface SetFavouriteVariables {
  hotelId: string;
  /** true: save the hotel; false: remove it. */
  favourite: boolean;
}

/**
 * Saves or removes a favourite. Optimistic: a removal leaves the cached list at once, and the
 * heart shows the wanted state while the call runs (`isPending` + `variables`). On failure the
 * list is put back and the user gets a red notification; afterwards the list is reloaded.
 */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = favouriteKeys.ofUser(user?.id ?? 'me', useContentLanguage());

  return useMutation({
    mutationFn: ({ hotelId, favourite }: SetFavouriteVariables) => (favourite ? addFavourite(hotelId) : removeFavourite(hotelId)),
    async onMutate({ hotelId, favourite }) {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FavouriteHotel[]>(key);
      if (!favourite && previous) queryClient.setQueryData(key, previous.filter((hotel) => hotel.id !== hotelId));
      return { previous };
    },
    onError(error, { favourite }, context) {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      // A 401 already sends the visitor to /login (lib/api.ts).
      if (isApiError(error) && error.status === 401) return;
      // One line of body text (a title would turn it into low-contrast dimmed text).
      const detail = isApiError(error) && error.status < 500 ? errorText(error) : i18n.t('favourites.tryAgain');
      notifications.show({
        color: 'red',
        message: `${i18n.t(favourite ? 'favourites.addFailed' : 'favourites.removeFailed')} ${detail}`,
        closeButtonProps: { 'aria-label': i18n.t('favourites.close') },
        autoClose: 8000,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
