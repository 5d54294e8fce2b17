import { routes } from '../../../../contract/routes';

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
