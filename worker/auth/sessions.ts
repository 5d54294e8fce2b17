/**
 * Server-side session state: the one D1 read every authenticated request makes, and the
 * version bump that ends every token of a user (logout; the password trigger of migration 0006).
 */
import type { Role } from '../../contract/user';

export type SessionUser = { role: Role; tokenVersion: number };

/** The user's current role and token version; null when the account no longer exists. */
export async function readSessionUser(db: D1Database, userId: string): Promise<SessionUser | null> {
  const row = await db
    .prepare('SELECT role, token_version FROM users WHERE id = ?')
    .bind(userId)
    .first<{ role: Role; token_version: number }>();
  return row ? { role: row.role, tokenVersion: row.token_version } : null;
}

/** Ends every token issued so far to the user (one atomic UPDATE). False when the user is gone. */
export async function revokeSessions(db: D1Database, userId: string): Promise<boolean> {
  const row = await db
    .prepare('UPDATE users SET token_version = token_version + 1 WHERE id = ? RETURNING token_version')
    .bind(userId)
    .first<{ token_version: number }>();
  return row !== null;
}
