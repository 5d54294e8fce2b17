import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api';
import { pageUrl } from '../../contract/pages';

/**
 * Registers the router with lib/api.ts: a 401 from any call (the session is already cleared)
 * navigates to /login inside the SPA, unless the visitor is there. Render it inside the router.
 */
export function UnauthorizedToLogin() {
  const navigate = useNavigate();
  const onLogin = useLocation().pathname === pageUrl('login');
  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (!onLogin) void navigate(pageUrl('login'));
    });
  }, [navigate, onLogin]);
  return null;
}
