/** The e-mail outbox: rows written in the same D1 batch as the change that causes them. */
import type { ReservationLanguage } from '../../contract';
import type { Email, EmailKind } from '../email/messages';
import { bindNamed } from './sql';
import { newId } from './common';

/**
 * An outbox INSERT for a batch, written only when `guard` (trusted SQL over the named values,
 * e.g. `EXISTS (SELECT 1 FROM reservations WHERE id = :reservationId)`) holds when the statement
 * runs: a refused change writes no e-mail.
 */
export function outboxInsert(
  db: D1Database,
  mail: { kind: EmailKind; toEmail: string; language: ReservationLanguage; reservationId: string; email: Email },
  guard: string,
  guardValues: Record<string, unknown> = {},
): D1PreparedStatement {
  return bindNamed(
    db,
    `INSERT INTO email_outbox (id, to_email, language, kind, subject, body, reservation_id)
     SELECT :outboxId, :toEmail, :language, :kind, :subject, :body, :reservationId
     WHERE ${guard}`,
    {
      outboxId: newId(),
      toEmail: mail.toEmail,
      language: mail.language,
      kind: mail.kind,
      subject: mail.email.subject,
      body: mail.email.body,
      reservationId: mail.reservationId,
      ...guardValues,
    },
  );
}
