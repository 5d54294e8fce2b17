/**
 * Shape checks without zod, for the SPA: its first view loads no zod (the answers are typed by
 * the contract, not parsed), yet a few values come from outside the contract's promises: an
 * error answer may be a proxy's page, a stored session may be from an older release.
 * Each guard mirrors a schema; guards.test.ts holds them to the schema's answers. The error
 * envelope's guard is `isErrorBody` in errorBody.ts: the SPA loads it, and the list of codes it
 * checks against, only when a call fails.
 */
import { isOneOf, isRecord, LANGUAGE_PREFERENCES, ROLES } from './enums';
import type { PublicUser } from './user';

/**
 * `PublicUser` (user.ts) as the SPA relies on it: every field present with its type, role and
 * language from their lists. Looser than the schema on purpose: it does not check the id's
 * format or the lengths, which only the server decides.
 */
export function isPublicUser(value: unknown): value is PublicUser {
  return (
    isRecord(value) &&
    ['id', 'name', 'email', 'createdAt', 'updatedAt'].every((key) => typeof value[key] === 'string') &&
    isOneOf(ROLES, value.role) &&
    isOneOf(LANGUAGE_PREFERENCES, value.languagePreference)
  );
}
