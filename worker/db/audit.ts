/** The audit trail's rows (migrations/0026_audit.sql): written once, listed newest first. */
import type { AuditEntry, AuditListQuery } from '../../contract/audit';
import { addDays, VAN_UTC_OFFSET_HOURS } from '../../contract/time';
import { newId, nowIso, selectPage, type Page, type Paged } from './common';

/** One write as the middleware saw it (worker/audit/middleware.ts), already redacted. */
export type AuditWrite = {
  actorId: string;
  /** The name in the session, used when the user row is gone. */
  actorName: string;
  action: string;
  method: string;
  path: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  body: unknown;
  status: number;
};

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * The INSERT of one audit row. The actor's name is read from `users` in the same statement (the
 * name at the time of the write), falling back on the session's.
 */
export function auditInsert(db: D1Database, write: AuditWrite, at = nowIso()): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO audit_log (id, at, actor_id, actor_name, action, method, path, entity, entity_id, before_json, after_json, body_json, status)
       VALUES (?1, ?2, ?3, coalesce((SELECT name FROM users WHERE id = ?3), ?4), ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)`,
    )
    .bind(newId(), at, write.actorId, write.actorName, write.action, write.method, write.path.slice(0, 500), write.entity, write.entityId, json(write.before), json(write.after), json(write.body), write.status);
}

/** A record as stored now (every column), or null. `table` and `idColumn` come from worker/audit/registry.ts, never from a request. */
export async function readRecord(db: D1Database, table: string, idColumn: string, id: string): Promise<Record<string, unknown> | null> {
  return db.prepare(`SELECT * FROM ${table} WHERE ${idColumn} = ?`).bind(id).first<Record<string, unknown>>();
}

type AuditRow = {
  id: string;
  at: string;
  actor_id: string;
  actor_name: string;
  action: string;
  method: AuditEntry['method'];
  path: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  body_json: string | null;
  status: number;
};

const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  actorId: row.actor_id,
  actorName: row.actor_name,
  action: row.action,
  method: row.method,
  path: row.path,
  entity: row.entity,
  entityId: row.entity_id,
  before: parse(row.before_json) as AuditEntry['before'],
  after: parse(row.after_json) as AuditEntry['after'],
  body: parse(row.body_json),
  status: row.status,
});

/** The first instant of Van's day `date`, as the UTC timestamp the rows hold. */
export const vanDayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) - VAN_UTC_OFFSET_HOURS * 3_600_000).toISOString();

/** GET /api/admin/audit: the rows matching the filters, newest first (equal instants: the later write first). */
export async function listAudit(db: D1Database, filters: Omit<AuditListQuery, 'page' | 'pageSize'>, page: Page): Promise<Paged<AuditEntry>> {
  const where: string[] = [];
  const binds: unknown[] = [];
  if (filters.actor) {
    where.push('actor_id = ?');
    binds.push(filters.actor);
  }
  if (filters.entity) {
    where.push('entity = ?');
    binds.push(filters.entity);
  }
  if (filters.from) {
    where.push('at >= ?');
    binds.push(vanDayStart(filters.from));
  }
  if (filters.to) {
    where.push('at < ?');
    binds.push(vanDayStart(addDays(filters.to, 1)));
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const result = await selectPage<AuditRow>(db, {
    select: `SELECT * FROM audit_log ${clause} ORDER BY at DESC, rowid DESC`,
    count: `SELECT count(*) AS n FROM audit_log ${clause}`,
    binds,
    page,
  });
  return { items: result.items.map(toEntry), total: result.total };
}

