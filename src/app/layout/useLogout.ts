import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/session';
import { pageUrl } from '../../../contract/pages';

/** Logout: forget the session and the cached answers of other screens, then go home (spec section 2). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    clearSession();
    queryClient.removeQueries({ type: 'inactive' });
    void navigate(pageUrl('home'));
  };
}
