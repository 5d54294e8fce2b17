import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/session';

/** Logout: forget the session and the cached answers of other screens, then go home (spec section 2). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    clearSession();
    queryClient.removeQueries({ type: 'inactive' });
    void navigate('/');
  };
}
