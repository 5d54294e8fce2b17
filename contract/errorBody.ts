/**
 * The error envelope's zod-free guard, for the SPA: it loads this module (and the list of codes)
 * only when a call fails (src/lib/api.ts). A module of its own that imports error.ts and
 * errorCodes.ts, so that neither of them has to import the other.
 */
import { isRecord } from './enums';
import type { ErrorBody, ErrorDetail } from './error';
import { isErrorCode } from './errorCodes';

function isErrorDetail(value: unknown): value is ErrorDetail {
  return (
    isRecord(value) &&
    typeof value.path === 'string' &&
    typeof value.message === 'string' &&
    (value.code === undefined || isErrorCode(value.code))
  );
}

/**
 * The error envelope `ErrorBody` (error.ts): `{ code?, message, details? }`, checked without zod
 * for the SPA (guards.test.ts holds it to the schema's answers).
 */
export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    isRecord(value) &&
    typeof value.message === 'string' &&
    (value.code === undefined || isErrorCode(value.code)) &&
    (value.details === undefined || (Array.isArray(value.details) && value.details.every(isErrorDetail)))
  );
}
