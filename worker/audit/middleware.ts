/**
 * The audit trail's recorder (docs/decisions/0019-audit-trail.md), put in front of every write
 * call of the back office by worker/index.ts: every non-GET call whose access is 'admin' in
 * contract/routes.ts, and the STAFF_CALLS an ADMIN makes. It reads the record before the call,
 * lets the call run, and after a 2xx answer reads the record again and appends one row: who,
 * when, which call on which record, before, after and the body sent, all through `redact`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Route, RouteName } from '../../contract/routes';
import { auditInsert, readRecord, type AuditWrite } from '../db/audit';
import type { AppEnv } from '../http/app';
import { redact } from './redact';
import { CALLS, entityOf, tableOf } from './registry';

type Json = Record<string, unknown>;

const isJsonRequest = (c: Context<AppEnv>) => /^application\/([\w.-]+\+)?json/i.test(c.req.header('Content-Type') ?? '');

/** The JSON body sent (Hono keeps it once read, so the call reads the same), or null. */
async function bodyOf(c: Context<AppEnv>): Promise<unknown> {
  if (!isJsonRequest(c)) return null;
  try {
    return (await c.req.json()) as unknown;
  } catch {
    return null;
  }
}

/** The `id` of a JSON answer (a record just created), or null. */
async function answeredId(response: Response): Promise<string | null> {
  if (!/json/i.test(response.headers.get('Content-Type') ?? '')) return null;
  try {
    const answer = (await response.clone().json()) as unknown;
    return answer && typeof answer === 'object' && typeof (answer as Json).id === 'string' ? ((answer as Json).id as string) : null;
  } catch {
    return null;
  }
}

/** A record of a known table, or null (no table yet on this branch, no row). */
async function snapshot(db: D1Database, entity: string, id: string | null): Promise<Json | null> {
  const source = tableOf(entity);
  if (!source || !id) return null;
  try {
    const row = await readRecord(db, source.table, source.idColumn, id);
    return row ? (redact(row) as Json) : null;
  } catch {
    return null;
  }
}

/** Appends the row; one retry, then the row goes to the log (the write itself has happened). */
async function append(db: D1Database, write: AuditWrite): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await auditInsert(db, write).run();
      return;
    } catch (error) {
      if (attempt >= 2) {
        console.error('audit row not written', JSON.stringify(write), error);
        return;
      }
    }
  }
}

/** The recorder of one call of the table. */
export function auditWrites(name: RouteName, route: Route): MiddlewareHandler<AppEnv> {
  const entity = entityOf(name, route.path);
  const auditTrail: MiddlewareHandler<AppEnv> = async (c, next) => {
    const session = c.get('session');
    // A refused caller changes nothing (the call's own guard answers 401/403); a request
    // another call's recorder already holds (a fixed path that a `:id` path also matches) is not counted twice.
    if (session?.role !== 'ADMIN' || c.get('audited')) return next();
    c.set('audited', true);
    const body = await bodyOf(c);
    const sentId = c.req.param('id') ?? c.req.query('id') ?? CALLS[name]?.idBefore?.(body && typeof body === 'object' ? (body as Json) : null) ?? null;
    const before = await snapshot(c.env.DB, entity, sentId);
    await next();
    const status = c.res.status;
    if (status < 200 || status >= 300) return;
    const entityId = sentId ?? (await answeredId(c.res));
    const after = route.method === 'DELETE' ? null : await snapshot(c.env.DB, entity, entityId);
    const url = new URL(c.req.url);
    await append(c.env.DB, {
      actorId: session.sub,
      actorName: session.name,
      action: name,
      method: route.method,
      path: `${url.pathname}${url.search}`,
      entity,
      entityId,
      before,
      after,
      body: redact(body),
      status,
    });
  };
  return auditTrail;
}

/** The recorder's name in the app's route list (worker/audit.test.ts checks every admin write has one). */
export const AUDIT_HANDLER_NAME = 'auditTrail';
