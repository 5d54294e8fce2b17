import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '../../../../contract/routes';
import type { PublicUser } from '../../../../contract';
import { apiFetch } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { profileKeys } from './profileKeys';

const route = routes.getMe;

/** GET /api/users/me: the logged-in user's account (never the password). */
export function getMe(options: { signal?: AbortSignal } = {}): Promise<PublicUser> {
  return apiFetch(route.path, { signal: options.signal });
}

export const meQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.me(userId),
    queryFn: ({ signal }) => getMe({ signal }),
  });

export function useMe() {
  const { user } = useSession();
  return useQuery(meQuery(user?.id ?? 'me'));
}
