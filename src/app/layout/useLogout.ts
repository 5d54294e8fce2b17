import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { pageUrl } from '../../../contract/pages';
import { endSessionOnServer } from '../../features/auth/api/logout';
import { clearSession, getToken } from '../../lib/session';

/**
 * Logout: the session ends on the server (its token and the user's other tokens stop working),
 * and this device forgets it and the cached answers of other screens at once, then goes home.
 * The device does not wait for the server: leaving is never blocked by a slow network.
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
