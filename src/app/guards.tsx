import { Navigate, Outlet } from 'react-router';
import type { Role } from '../../contract';
import { getSession } from '../lib/session';
import { pageUrl } from '../../contract/pages';

/**
 * Guard of /profile and /admin (the route element around them). A stored token counts as
 * authenticated (spec section 2); without one the visitor goes to /login. With `role`, a
 * signed-in user lacking it goes to /profile (docs/urls.md, "Pages"). It decides when the route renders
 * (entering it, a navigation within it), not on every session change: logout then reaches /
 * and a 401 reaches /login (lib/api.ts) without racing this redirect. The screen's chunk only
 * loads once the guard lets the visitor in. The server still checks every call.
 */
export function RequireAuth({ role }: { role?: Role }) {
  const { isAuthenticated, user } = getSession();
  if (!isAuthenticated) return <Navigate to={pageUrl('login')} replace />;
  if (role && user?.role !== role) return <Navigate to={pageUrl('profile')} replace />;
  return <Outlet />;
}
