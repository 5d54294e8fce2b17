/**
 * Password reset links (table of migration 0008): a random token goes out in one e-mail, only
 * its SHA-256 is kept, and it sets a password once within PASSWORD_RESET_MINUTES.
 */
import { PASSWORD_RESET_MINUTES, type ReservationLanguage } from '../../contract';
import type { Email } from '../email/messages';
import { interfaceLanguageOf } from '../../contract/enums';
import { nowIso } from './common';
import { outboxInsert } from './outbox';

/** 32 random bytes as base64url (43 characters): the token the link carries. */
export function newResetToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Hex SHA-256 of a token: what the table stores and looks up. */
export async function hashResetToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type ResetAccount = { id: string; name: string; email: string; language: ReservationLanguage };

/** The account of an e-mail address (case-insensitive, the column is NOCASE), or null. */
export async function findResetAccount(db: D1Database, email: string): Promise<ResetAccount | null> {
  const row = await db
    .prepare('SELECT id, name, email, language FROM users WHERE email = ?')
    .bind(email)
    .first<{ id: string; name: string; email: string; language: string }>();
  if (!row) return null;
  return { id: row.id, name: row.name, email: row.email, language: interfaceLanguageOf(row.language) };
}

/**
 * One batch: earlier unused links of the account expire, the new link is stored, and its e-mail
 * joins the outbox, so a link exists exactly when its e-mail does.
 */
export async function storeResetLink(
  db: D1Database,
  account: ResetAccount,
  tokenHash: string,
  language: ReservationLanguage,
  email: Email,
  now = new Date(),
): Promise<void> {
  const stamp = nowIso(now);
  const expiresAt = nowIso(new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000));
  await db.batch([
    // An earlier link expires now (its holder is told to ask again, not that it was used).
    db
      .prepare('UPDATE password_resets SET expires_at = ?1 WHERE user_id = ?2 AND used_at IS NULL AND expires_at > ?1')
      .bind(stamp, account.id),
    db
      .prepare('INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)')
      .bind(tokenHash, account.id, expiresAt, stamp),
    outboxInsert(
      db,
      { kind: 'PASSWORD_RESET', toEmail: account.email, language, reservationId: null, email },
      'EXISTS (SELECT 1 FROM password_resets WHERE token_hash = :tokenHash)',
      { tokenHash },
    ),
  ]);
}

export type ResetOutcome = 'done' | 'invalid' | 'used' | 'expired';

/**
 * Uses a link and sets the password in one batch (a transaction): the link is taken only while
 * unused and unexpired, and the new hash is written only for the account of the link taken.
 * The trigger of migration 0006 bumps the token version, which ends every session. Two
 * parallel calls with one link: D1 runs batches one at a time, so exactly one sets it.
 */
export async function useResetLink(db: D1Database, tokenHash: string, passwordHash: string, now = new Date()): Promise<ResetOutcome> {
  const stamp = nowIso(now);
  const usable = 'token_hash = ?1 AND used_at IS NULL AND expires_at > ?2';
  const [, taken] = await db.batch<{ user_id: string }>([
    db
      .prepare(`UPDATE users SET password_hash = ?3, updated_at = ?2 WHERE id = (SELECT user_id FROM password_resets WHERE ${usable})`)
      .bind(tokenHash, stamp, passwordHash),
    db.prepare(`UPDATE password_resets SET used_at = ?2 WHERE ${usable} RETURNING user_id`).bind(tokenHash, stamp),
  ]);
  if (taken!.results.length > 0) return 'done';
  const row = await db
    .prepare('SELECT used_at, expires_at FROM password_resets WHERE token_hash = ?')
    .bind(tokenHash)
    .first<{ used_at: string | null; expires_at: string }>();
  if (!row) return 'invalid';
  return row.used_at ? 'used' : 'expired';
}
