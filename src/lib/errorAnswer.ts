import type { ErrorBody } from '../../contract';
import { isErrorBody } from '../../contract/errorBody';

/**
 * The Worker's error envelope `{ code, message, details? }` in a failed answer, or undefined when
 * the body is something else (a proxy's page, plain text). Checked against the closed list of
 * error codes, which no page needs until a call fails: src/lib/api.ts loads this module then.
 */
export function errorEnvelope(body: unknown): ErrorBody | undefined {
  return isErrorBody(body) ? body : undefined;
}
