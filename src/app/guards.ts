import { redirect } from 'react-router';
import type { LoaderFunction } from 'react-router';
import type { Role } from '../../contract';
import { getSession } from '../lib/session';

/**
 * Loader guard of /profile and /admin. A stored token counts as authenticated (spec section 2);
 * without one the visitor goes to /login. With `role`, a signed-in user lacking it goes to
 * /profile (DESIGN.md). It runs when the route is entered, not on every session change:
 * logout then reaches / and a 401 reaches /login (lib/api.ts) without racing this redirect.
 * The server still checks every call.
 */
export function requireAuth(role?: Role): LoaderFunction {
  return () => {
    const { isAuthenticated, user } = getSession();
    if (!isAuthenticated) throw redirect('/login');
    if (role && user?.role !== role) throw redirect('/profile');
    return null;
  };
}
