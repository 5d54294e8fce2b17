/**
 * The journeys' calls to the real Worker outside the browser: reading an answer (a failure
 * throws with its status and body) and the demo admin's bearer header.
 */
import { ADMIN_LOGIN } from '../scripts/seed-data.ts';

export async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A fresh login of the demo admin at `baseURL`. */
export async function adminToken(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: ADMIN_LOGIN.name, password: ADMIN_LOGIN.password }),
  });
  return (await json<{ token: string }>(res)).token;
}

export const adminHeaders = async (baseURL: string) => ({ Authorization: `Bearer ${await adminToken(baseURL)}` });
