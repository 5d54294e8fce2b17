/**
 * The record types of the audit trail, without zod (the Activity section's filter lists them).
 * worker/audit/registry.ts maps each to its table; a call it does not know is recorded under the
 * word of its path after `/api/admin/` (`rooms`), so the list may grow without breaking a reader.
 */
export const AUDIT_ENTITIES = [
  'user',
  'hotel',
  'roomType',
  'rate',
  'place',
  'tour',
  'reservation',
  'tourReservation',
  'payment',
  'refund',
  'review',
  'contactMessage',
  'channelFeed',
  'channelExport',
  'photo',
  'room',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What an entity filter may hold: a word (letters, digits, `-`). */
export const AUDIT_ENTITY_PATTERN = /^[A-Za-z][A-Za-z0-9-]*$/;
