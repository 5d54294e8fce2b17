/**
 * Shape checks without zod, for the SPA: its first view loads no zod (the answers are typed by
 * the contract, not parsed), yet a few values come from outside the contract's promises: an
 * error answer may be a proxy's page, a stored session may be from an older release.
 * Each guard mirrors a schema; guards.test.ts holds them to the schema's answers.
 */
import { isOneOf, LANGUAGE_PREFERENCES, ROLES } from './enums';
import type { ErrorBody, ErrorDetail } from './error';
import { isErrorCode } from './errorCodes';
import type { PublicUser } from './user';

/** A plain object, as `z.object` takes it (no null, no array). */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isErrorDetail(value: unknown): value is ErrorDetail {
  return (
    isRecord(value) &&
    typeof value.path === 'string' &&
    typeof value.message === 'string' &&
    (value.code === undefined || isErrorCode(value.code))
  );
}

/** The error envelope `ErrorBody` (error.ts): `{ code?, message, details? }`. */
export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    isRecord(value) &&
    typeof value.message === 'string' &&
    (value.code === undefined || isErrorCode(value.code)) &&
    (value.details === undefined || (Array.isArray(value.details) && value.details.every(isErrorDetail)))
  );
}

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
