import { endpoints } from '../../../../contract';
import type { LoginRequest, PublicUser } from '../../../../contract';
import { apiFetch } from '../../../lib/api';

const endpoint = endpoints.login;

/** POST /api/auth/login {name, password}: reads token and user (the token may be missing: 'Token alınamadı'). */
export async function login(input: LoginRequest): Promise<{ token: string | null; user: PublicUser | null }> {
  const body = (await apiFetch(endpoint.path, { method: 'POST', body: input })) as { token?: unknown; user?: unknown } | undefined;
  const parsed = endpoint.response.safeParse(body);
  if (parsed.success) return parsed.data;
  return { token: typeof body?.token === 'string' && body.token ? body.token : null, user: null };
}
