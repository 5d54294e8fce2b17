/**
 * The audit trail (docs/decisions/0019-audit-trail.md): GET /api/admin/audit lists, newest first,
 * each write a staff member made in the back office. The Worker writes the rows
 * (worker/audit/); no call edits or deletes one.
 */
import { z } from 'zod';
import { id, isoDate, optionalQuery, PageQuery, timestamp } from './common';
import { AUDIT_ENTITY_PATTERN } from './auditEntities';

/** A record's fields as stored at that moment (secrets removed, identity documents masked). */
export const AuditRecord = z.record(z.string(), z.unknown());
export type AuditRecord = z.infer<typeof AuditRecord>;

/** One write: who, when, which call on which record, the record before and after, the body sent. */
export const AuditEntry = z.object({
  id,
  at: timestamp,
  actorId: z.string(),
  /** The staff member's name when the write was made. */
  actorName: z.string(),
  /** The call's name in contract/routes.ts (`verifyPayment`, `updateRate`). */
  action: z.string(),
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string(),
  /** The record type (contract/auditEntities.ts `AUDIT_ENTITIES`, or the call's path for a call the registry does not know). */
  entity: z.string(),
  entityId: z.string().nullable(),
  before: AuditRecord.nullable(),
  after: AuditRecord.nullable(),
  body: z.unknown().nullable(),
  status: z.number().int(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Filters of GET /api/admin/audit: the person (user id), the record type, Van's days `from`..`to` (both included). */
export const AuditListQuery = PageQuery.extend({
  actor: optionalQuery(z.string().max(64)),
  entity: optionalQuery(z.string().regex(AUDIT_ENTITY_PATTERN).max(64)),
  from: optionalQuery(isoDate),
  to: optionalQuery(isoDate),
});
export type AuditListQuery = z.infer<typeof AuditListQuery>;
