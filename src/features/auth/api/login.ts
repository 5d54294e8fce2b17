import type { LoginRequest, PublicUser } from '../../../../contract';
import { isPublicUser } from '../../../../contract/guards';
import { routes } from '../../../../contract/routes';
import { apiFetch } from '../../../lib/api';

const route = routes.login;

/**
 * POST /api/auth/login {name, password}: reads token and user. A 200 may come without them (spec:
 * 'Token alınamadı'), so both are checked before the session stores them.
 */
export async function login(input: LoginRequest): Promise<{ token: string | null; user: PublicUser | null }> {
  const body = await apiFetch<{ token?: unknown; user?: unknown } | null | undefined>(route.path, { method: 'POST', body: input });
  return {
    token: typeof body?.token === 'string' && body.token ? body.token : null,
    user: isPublicUser(body?.user) ? body.user : null,
  };
}
