/**
 * The "at least one admin" rule inside the writing statement itself: the count of admins is
 * read by the same UPDATE/DELETE that demotes or removes one, so two parallel demotions (or
 * deletions) of the last two admins cannot both pass (D1 runs one statement at a time).
 */
import type { Role } from '../../contract';
import { nowIso } from './common';
import { toPublicUser, type UserChanges } from './users';

const COLUMNS = 'id, name, email, password_hash, role, language, created_at, updated_at';

/** True while another admin besides the target row remains, or the target is not an admin. */
export const KEEPS_AN_ADMIN = "(role <> 'ADMIN' OR (SELECT count(*) FROM users WHERE role = 'ADMIN') > 1)";

/** Why a guarded write did nothing: the id is unknown, or it would remove the last admin. */
async function missOf(db: D1Database, id: string): Promise<'notFound' | 'lastAdmin'> {
  const row = await db.prepare('SELECT role FROM users WHERE id = ?').bind(id).first<{ role: Role }>();
  return row ? 'lastAdmin' : 'notFound';
}

/** Updates a user (admin form) with the last-admin rule in its WHERE clause (only a demotion can trip it). */
export async function updateUserKeepingAnAdmin(db: D1Database, id: string, changes: UserChanges) {
  const demotes = changes.role === 'USER' ? 1 : 0;
  const row = await db
    .prepare(
      `UPDATE users SET
         name = ?, email = ?,
         password_hash = COALESCE(?, password_hash),
         role = COALESCE(?, role),
         language = COALESCE(?, language),
         updated_at = ?
       WHERE id = ? AND (? = 0 OR ${KEEPS_AN_ADMIN}) RETURNING ${COLUMNS}`,
    )
    .bind(
      changes.name,
      changes.email,
      changes.passwordHash ?? null,
      changes.role ?? null,
      changes.languagePreference ?? null,
      nowIso(),
      id,
      demotes,
    )
    .first<Parameters<typeof toPublicUser>[0]>();
  return row ? toPublicUser(row) : missOf(db, id);
}

/**
 * Deletes a user with the last-admin rule in its WHERE clause; their reservations and reviews
 * stay (ON DELETE SET NULL).
 */
export async function deleteUserKeepingAnAdmin(db: D1Database, id: string): Promise<'deleted' | 'notFound' | 'lastAdmin'> {
  const row = await db.prepare(`DELETE FROM users WHERE id = ? AND ${KEEPS_AN_ADMIN} RETURNING id`).bind(id).first();
  return row ? 'deleted' : missOf(db, id);
}
