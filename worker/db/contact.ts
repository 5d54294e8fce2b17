/** Contact messages from the support screen (its form and its live chat): SQL and row -> ContactMessage mapping. */
import type { ContactMessage, ReservationLanguage } from '../../contract';
import type { Email } from '../email/messages';
import { newId, nowIso, selectPage, type Page, type Paged } from './common';
import { outboxInsert } from './outbox';

type ContactRow = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  read_at: string | null;
  language: ReservationLanguage;
  reply: string | null;
  replied_at: string | null;
  handled_at: string | null;
};

const COLUMNS = 'id, name, email, subject, message, created_at, read_at, language, reply, replied_at, handled_at';

export function toContactMessage(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
    readAt: row.read_at,
    language: row.language,
    // Handled wins: a message answered and then closed is done.
    status: row.handled_at ? 'HANDLED' : row.replied_at ? 'ANSWERED' : 'NEW',
    reply: row.reply,
    repliedAt: row.replied_at,
    handledAt: row.handled_at,
  };
}

export async function insertContactMessage(
  db: D1Database,
  input: { name: string; email: string; subject: string; message: string; language: ReservationLanguage },
): Promise<ContactMessage> {
  const row = await db
    .prepare(
      `INSERT INTO contact_messages (id, name, email, subject, message, created_at, language) VALUES (?, ?, ?, ?, ?, ?, ?)
       RETURNING ${COLUMNS}`,
    )
    .bind(newId(), input.name, input.email, input.subject, input.message, nowIso(), input.language)
    .first<ContactRow>();
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return toContactMessage(row);
}

export async function getContactMessage(db: D1Database, id: string): Promise<ContactMessage | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM contact_messages WHERE id = ?`).bind(id).first<ContactRow>();
  return row ? toContactMessage(row) : null;
}

/** Newest first. */
export async function listContactMessages(db: D1Database, page: Page): Promise<Paged<ContactMessage>> {
  const result = await selectPage<ContactRow>(db, {
    select: `SELECT ${COLUMNS} FROM contact_messages ORDER BY created_at DESC, rowid DESC`,
    count: 'SELECT count(*) AS n FROM contact_messages',
    page,
  });
  return { items: result.items.map(toContactMessage), total: result.total };
}

/**
 * The team's answer: stored on the message and its e-mail written to the outbox in one batch
 * (delivered by worker/jobs/deliverOutbox.ts). false: no such message.
 */
export async function replyToContactMessage(db: D1Database, message: ContactMessage, reply: string, email: Email): Promise<boolean> {
  const at = nowIso();
  const [updated] = await db.batch([
    db.prepare('UPDATE contact_messages SET reply = ?1, replied_at = ?2, read_at = coalesce(read_at, ?2) WHERE id = ?3').bind(reply, at, message.id),
    outboxInsert(
      db,
      { kind: 'CONTACT_REPLY', toEmail: message.email, language: message.language, reservationId: null, email },
      'EXISTS (SELECT 1 FROM contact_messages WHERE id = :messageId AND replied_at = :at)',
      { messageId: message.id, at },
    ),
  ]);
  return Boolean(updated && updated.meta.changes > 0);
}

/** Marks a message handled (once: the first time stays). false: no such message. */
export async function markContactMessageHandled(db: D1Database, id: string): Promise<boolean> {
  const at = nowIso();
  const result = await db
    .prepare('UPDATE contact_messages SET handled_at = coalesce(handled_at, ?1), read_at = coalesce(read_at, ?1) WHERE id = ?2')
    .bind(at, id)
    .run();
  return result.meta.changes > 0;
}
