import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { pageUrl } from '../../contract/pages';
import { routes } from '../../contract/routes';
import { clearSession, getToken } from './session';

/**
 * POST /api/auth/logout with `token`: the server ends that token and every other session of the
 * user, so a copied token stops working too. Sent with the token it ends (the session on this
 * device is already forgotten), and not through apiFetch: a 401 here (a token that had already
 * expired) means there is nothing left to end, not that the visitor must log in.
 * Resolves to whether the server confirmed it.
 */
export async function endSessionOnServer(token: string): Promise<boolean> {
  try {
    const response = await fetch(routes.logout.path, {
      method: routes.logout.method,
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    return response.ok || response.status === 401;
  } catch {
    return false;
  }
}

/**
 * Logout (the top bar's menu and the profile's button): the session ends on the server, and
 * this device forgets it and the cached answers of other screens at once, then goes home. The
 * device does not wait for the server: leaving is never blocked by a slow network.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    const token = getToken();
    if (token) void endSessionOnServer(token);
    clearSession();
    queryClient.removeQueries({ type: 'inactive' });
    void navigate(pageUrl('home'));
  };
}
