/**
 * Erasing one's own account (KVKK right to erasure). The user row goes (with its favourites
 * and reset links, ON DELETE CASCADE; reviews stay without an author, ON DELETE SET NULL). The
 * bookings stay for the books (dates, rooms, amounts, PNR, payments and receipts) but lose the
 * guest's name, e-mail, phone and requests, the identities recorded at check-in are erased, and the outbox forgets every e-mail to the account
 * or about its bookings. A current or upcoming stay blocks the erasure: the hotel still needs
 * to know who arrives.
 */
import { ERASED_GUEST } from '../../contract/account';
import { KEEPS_AN_ADMIN } from './adminGuard';
import { nowIso } from './common';

export type ErasureOutcome = 'erased' | 'activeBooking' | 'lastAdmin' | 'notFound';

/** A PENDING or CONFIRMED stay of the user that has not ended by Van's `today`. */
const ACTIVE_STAY = "EXISTS (SELECT 1 FROM reservations WHERE user_id = ?1 AND status IN ('PENDING', 'CONFIRMED') AND check_out > ?2)";

/**
 * One batch, every statement under the same two guards (no active stay, an admin remains), so
 * the erasure happens whole or not at all, even against a booking made at the same moment.
 */
export async function eraseAccount(db: D1Database, userId: string, today: string): Promise<ErasureOutcome> {
  const allowed = `NOT ${ACTIVE_STAY} AND (SELECT ${KEEPS_AN_ADMIN} FROM users WHERE id = ?1)`;
  const bind = (sql: string, ...rest: unknown[]) => db.prepare(sql).bind(userId, today, ...rest);
  const results = await db.batch([
    bind(
      `DELETE FROM email_outbox
       WHERE (to_email = (SELECT email FROM users WHERE id = ?1) OR reservation_id IN (SELECT id FROM reservations WHERE user_id = ?1))
         AND ${allowed}`,
    ),
    // The guests' identities recorded at check-in (migration 0025): erased, not kept for the books.
    bind(`DELETE FROM stay_guests WHERE reservation_id IN (SELECT id FROM reservations WHERE user_id = ?1) AND ${allowed}`),
    bind(
      `UPDATE reservations SET guest_name = ?3, guest_email = ?3, guest_phone = ?3, special_requests = NULL, updated_at = ?4
       WHERE user_id = ?1 AND ${allowed}`,
      ERASED_GUEST,
      nowIso(),
    ),
    bind(`DELETE FROM users WHERE id = ?1 AND ${allowed} RETURNING id`),
  ]);
  if (results.at(-1)!.results.length > 0) return 'erased';
  const row = await db
    .prepare(`SELECT ${ACTIVE_STAY} AS active, ${KEEPS_AN_ADMIN} AS keeps FROM users WHERE id = ?1`)
    .bind(userId, today)
    .first<{ active: number; keeps: number }>();
  if (!row) return 'notFound';
  return row.active ? 'activeBooking' : 'lastAdmin';
}
