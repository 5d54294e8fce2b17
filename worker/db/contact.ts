/** Contact messages from the support screen: SQL and row -> ContactMessage mapping. */
import type { ContactMessage, ContactMessageRequest } from '../../contract';
import { newId, nowIso, selectPage, type Page, type Paged } from './common';

type ContactRow = { id: string; name: string; email: string; subject: string; message: string; created_at: string; read_at: string | null };

export function toContactMessage(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

export async function insertContactMessage(db: D1Database, input: ContactMessageRequest): Promise<ContactMessage> {
  const row = await db
    .prepare(
      `INSERT INTO contact_messages (id, name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?, ?)
       RETURNING id, name, email, subject, message, created_at, read_at`,
    )
    .bind(newId(), input.name, input.email, input.subject, input.message, nowIso())
    .first<ContactRow>();
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return toContactMessage(row);
}

/** Newest first. */
export async function listContactMessages(db: D1Database, page: Page): Promise<Paged<ContactMessage>> {
  const result = await selectPage<ContactRow>(db, {
    select: 'SELECT id, name, email, subject, message, created_at, read_at FROM contact_messages ORDER BY created_at DESC, rowid DESC',
    count: 'SELECT count(*) AS n FROM contact_messages',
    page,
  });
  return { items: result.items.map(toContactMessage), total: result.total };
}
