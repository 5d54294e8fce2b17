/** The e-mail outbox: rows written in the same D1 batch as the change that causes them. */
import type { EmailKind, OutboxEmail, OutboxStatus, ReservationLanguage } from '../../contract';
import type { Email } from '../email/messages';
import { bindNamed } from './sql';
import { newId, selectPage, type Page, type Paged } from './common';

/**
 * An outbox INSERT for a batch, written only when `guard` (trusted SQL over the named values,
 * e.g. `EXISTS (SELECT 1 FROM reservations WHERE id = :reservationId)`) holds when the statement
 * runs: a refused change writes no e-mail.
 */
export function outboxInsert(
  db: D1Database,
  mail: { kind: EmailKind; toEmail: string; language: ReservationLanguage; reservationId: string | null; email: Email },
  guard: string,
  guardValues: Record<string, unknown> = {},
): D1PreparedStatement {
  return bindNamed(
    db,
    `INSERT INTO email_outbox (id, to_email, language, kind, subject, body, html, reservation_id, status, next_attempt_at)
     SELECT :outboxId, :toEmail, :language, :kind, :subject, :body, :html, :reservationId, 'PENDING', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     WHERE ${guard}`,
    {
      outboxId: newId(),
      toEmail: mail.toEmail,
      language: mail.language,
      kind: mail.kind,
      subject: mail.email.subject,
      body: mail.email.text,
      html: mail.email.html,
      reservationId: mail.reservationId,
      ...guardValues,
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Delivery (worker/jobs/deliverOutbox.ts) and the admin list.

/** A row claimed for sending. */
export type ClaimedEmail = {
  id: string;
  to_email: string;
  subject: string;
  body: string;
  html: string | null;
  attempts: number;
  claim_token: string;
};

/**
 * Claims up to `limit` due rows for one delivery run, in ONE statement: PENDING or RETRY rows
 * whose `next_attempt_at` has come, and SENDING rows whose lease ran out (a run that died).
 * D1 runs statements one at a time, so two overlapping runs never claim the same row: the
 * second run's WHERE no longer matches what the first one set.
 */
export async function claimDueEmails(
  db: D1Database,
  options: { now: string; leaseUntil: string; claimToken: string; limit: number },
): Promise<ClaimedEmail[]> {
  const { results } = await db
    .prepare(
      `UPDATE email_outbox
       SET status = 'SENDING', claim_token = ?1, lease_until = ?2
       WHERE id IN (
         SELECT id FROM email_outbox
         WHERE (status IN ('PENDING', 'RETRY') AND next_attempt_at <= ?3)
            OR (status = 'SENDING' AND lease_until <= ?3)
         ORDER BY next_attempt_at, created_at, rowid
         LIMIT ?4
       )
       AND ((status IN ('PENDING', 'RETRY') AND next_attempt_at <= ?3) OR (status = 'SENDING' AND lease_until <= ?3))
       RETURNING id, to_email, subject, body, html, attempts, claim_token`,
    )
    .bind(options.claimToken, options.leaseUntil, options.now, options.limit)
    .all<ClaimedEmail>();
  return results;
}

/** Sent: only by the run that holds the claim. */
export async function markEmailSent(db: D1Database, row: Pick<ClaimedEmail, 'id' | 'claim_token'>, at: string): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE email_outbox SET status = 'SENT', sent_at = ?1, attempts = attempts + 1, last_error = NULL,
         claim_token = NULL, lease_until = NULL
       WHERE id = ?2 AND claim_token = ?3 AND status = 'SENDING'`,
    )
    .bind(at, row.id, row.claim_token)
    .run();
  return result.meta.changes > 0;
}

/** A failed attempt: RETRY at `nextAttemptAt`, or FAILED when `giveUp`; the error is kept. */
export async function markEmailFailed(
  db: D1Database,
  row: Pick<ClaimedEmail, 'id' | 'claim_token'>,
  failure: { error: string; nextAttemptAt: string; giveUp: boolean },
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE email_outbox SET status = ?1, attempts = attempts + 1, last_error = ?2, next_attempt_at = ?3,
         claim_token = NULL, lease_until = NULL
       WHERE id = ?4 AND claim_token = ?5 AND status = 'SENDING'`,
    )
    .bind(failure.giveUp ? 'FAILED' : 'RETRY', failure.error.slice(0, 1000), failure.nextAttemptAt, row.id, row.claim_token)
    .run();
  return result.meta.changes > 0;
}

type OutboxRow = {
  id: string;
  kind: EmailKind;
  status: OutboxStatus;
  to_email: string;
  subject: string;
  language: ReservationLanguage;
  attempts: number;
  last_error: string | null;
  reservation_id: string | null;
  created_at: string;
  sent_at: string | null;
  next_attempt_at: string;
};

const toOutboxEmail = (row: OutboxRow): OutboxEmail => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  to: row.to_email,
  subject: row.subject,
  language: row.language,
  attempts: row.attempts,
  lastError: row.last_error,
  reservationId: row.reservation_id,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  // Only meaningful while the row still waits for a (next) attempt.
  nextAttemptAt: row.status === 'PENDING' || row.status === 'RETRY' ? row.next_attempt_at : null,
});

/** Admin list, newest first, optionally by status. */
export async function listOutbox(db: D1Database, filters: { status?: OutboxStatus | undefined }, page: Page): Promise<Paged<OutboxEmail>> {
  const clause = filters.status ? ' WHERE status = ?' : '';
  const binds = filters.status ? [filters.status] : [];
  const result = await selectPage<OutboxRow>(db, {
    select: `SELECT id, kind, status, to_email, subject, language, attempts, last_error, reservation_id, created_at, sent_at, next_attempt_at
             FROM email_outbox${clause} ORDER BY created_at DESC, rowid DESC`,
    count: `SELECT count(*) AS n FROM email_outbox${clause}`,
    binds,
    page,
  });
  return { items: result.items.map(toOutboxEmail), total: result.total };
}
