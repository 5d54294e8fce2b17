/** Users: SQL and row -> PublicUser mapping. `password_hash` never leaves this module's rows. */
import type { LanguagePreference, PublicUser, Role } from '../../contract';
import { nowIso, newId, selectPage, type Page, type Paged } from './common';

type UserRow = {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  role: Role;
  language: LanguagePreference;
  created_at: string;
  updated_at: string;
};

/** A user with the stored hash: for login and password checks only, never sent. */
export type UserWithHash = PublicUser & { passwordHash: string };

const COLUMNS = 'id, name, email, password_hash, role, language, created_at, updated_at';

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    languagePreference: row.language,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const withHash = (row: UserRow): UserWithHash => ({ ...toPublicUser(row), passwordHash: row.password_hash });

/** By name, case-insensitively (the column is COLLATE NOCASE). */
export async function findUserByName(db: D1Database, name: string): Promise<UserWithHash | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM users WHERE name = ?`).bind(name).first<UserRow>();
  return row ? withHash(row) : null;
}

export async function findUserById(db: D1Database, id: string): Promise<UserWithHash | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = ?`).bind(id).first<UserRow>();
  return row ? withHash(row) : null;
}

export function listUsers(db: D1Database, page: Page): Promise<Paged<PublicUser>> {
  return selectPage<UserRow>(db, {
    select: `SELECT ${COLUMNS} FROM users ORDER BY created_at, rowid`,
    count: 'SELECT count(*) AS n FROM users',
    page,
  }).then(({ items, total }) => ({ items: items.map(toPublicUser), total }));
}

/** Which unique field another user already has: 'name' first, then 'email'; null when free. */
export async function findUserClash(
  db: D1Database,
  fields: { name: string; email: string },
  exceptId: string | null = null,
): Promise<'name' | 'email' | null> {
  const row = await db
    .prepare(
      `SELECT
         EXISTS (SELECT 1 FROM users WHERE name = ?1 AND id IS NOT ?3) AS name_taken,
         EXISTS (SELECT 1 FROM users WHERE email = ?2 AND id IS NOT ?3) AS email_taken`,
    )
    .bind(fields.name, fields.email, exceptId)
    .first<{ name_taken: number; email_taken: number }>();
  if (row?.name_taken) return 'name';
  if (row?.email_taken) return 'email';
  return null;
}

export type NewUser = {
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
  languagePreference: LanguagePreference;
};

/** Inserts a user; a duplicate name/email throws D1's UNIQUE error (callers check first). */
export async function insertUser(db: D1Database, user: NewUser): Promise<PublicUser> {
  const at = nowIso();
  const row = await db
    .prepare(
      `INSERT INTO users (id, name, email, password_hash, role, language, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
    )
    .bind(newId(), user.name, user.email, user.passwordHash, user.role, user.languagePreference, at, at)
    .first<UserRow>();
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return toPublicUser(row);
}

export type UserChanges = {
  name: string;
  email: string;
  /** undefined keeps the current hash / role / language. */
  passwordHash?: string | undefined;
  role?: Role | undefined;
  languagePreference?: LanguagePreference | undefined;
};

export async function setPasswordHash(db: D1Database, id: string, passwordHash: string): Promise<boolean> {
  const result = await db
    .prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?')
    .bind(passwordHash, nowIso(), id)
    .run();
  return result.meta.changes > 0;
}

export async function countAdmins(db: D1Database): Promise<number> {
  const row = await db.prepare("SELECT count(*) AS n FROM users WHERE role = 'ADMIN'").first<{ n: number }>();
  return row?.n ?? 0;
}
