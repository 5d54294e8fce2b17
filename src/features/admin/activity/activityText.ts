import type { AuditEntry } from '../../../../contract';
import { formatNumber } from '../../../lib/format';

/** One field that differs between the record before and after a write. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Fields every write touches or never changes: not shown as changes. */
const QUIET_FIELDS = new Set(['id', 'created_at', 'updated_at']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that changed: before against after; a record just created shows what it was given,
 * a deleted one what it held; a call whose record type has no table (only its body) shows the body.
 */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after' | 'body'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? (entry.before ? {} : entry.body && typeof entry.body === 'object' && !Array.isArray(entry.body) ? (entry.body as Record<string, unknown>) : {});
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !QUIET_FIELDS.has(field));
  return fields.filter((field) => !same(before[field], after[field])).map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

export type ActivityVerb = 'created' | 'changed' | 'deleted' | 'approved' | 'rejected';

/** What the write did, in a word: a payment's verification says approved or rejected (its `?approve=`). */
export function verbOf(entry: Pick<AuditEntry, 'action' | 'method' | 'path'>): ActivityVerb {
  if (entry.action === 'verifyPayment') return /[?&]approve=true\b/.test(entry.path) ? 'approved' : 'rejected';
  if (entry.method === 'DELETE') return 'deleted';
  if (entry.method === 'POST' && /^(create|add|upload)/.test(entry.action)) return 'created';
  return 'changed';
}

/** Money columns hold minor units (kuruş): shown as the amount, named without the unit. */
const CENTS = /_cents$/;

/** A stored column or body field as words: `price_per_night_cents` → `price per night`. */
export const fieldLabel = (field: string) =>
  field
    .replace(CENTS, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

const LONGEST = 80;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value as text in `language` (null for nothing; numbers in the language's digits), long texts cut. */
export function valueText(field: string, value: unknown, language: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return formatNumber(CENTS.test(field) ? value / 100 : value, language);
  // A record's id: its first block is enough to tell records apart.
  if (typeof value === 'string' && UUID.test(value)) return value.slice(0, 8);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : text;
}
