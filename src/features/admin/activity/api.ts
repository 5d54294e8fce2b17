import { adminKeys, fetchPage } from '../shared';
import type { PageRequest } from '../shared';

/** The Activity section's filters (GET /api/admin/audit); blanks are left out of the query. */
export interface ActivityFilters {
  /** A staff member's user id. */
  actor: string;
  /** A record type (contract/auditEntities.ts). */
  entity: string;
  /** Van's days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

export const NO_ACTIVITY_FILTERS: ActivityFilters = { actor: '', entity: '', from: '', to: '' };

export const activityKeys = {
  list: (filters: ActivityFilters) => adminKeys.list('activity', { ...filters }),
};

/** One page of the audit trail, newest first, with the filters. */
export const getActivityPage = (filters: ActivityFilters) => (request: PageRequest & { signal?: AbortSignal }) =>
  fetchPage('getAuditLog', {
    ...request,
    query: { actor: filters.actor || undefined, entity: filters.entity || undefined, from: filters.from || undefined, to: filters.to || undefined },
  });
