import { z } from 'zod';
import { ERROR_CODES } from './errorCodes';

/**
 * One field problem: `path` is the dotted field path (`checkOut`, `photoUrls.2`); `code` when its
 * text is a coded one (errorCodes.ts).
 */
export const ErrorDetail = z.object({ path: z.string(), message: z.string(), code: z.enum(ERROR_CODES).optional() });
export type ErrorDetail = z.infer<typeof ErrorDetail>;

/**
 * Every error answer (400/401/403/404/409/413/415/429): `{ code, message, details? }`. `code` is
 * one of the closed list (errorCodes.ts, docs/decisions/0011-error-codes.md); `message` the
 * spec's text. The Worker always sends `code`; the SPA also takes an answer without one (a proxy,
 * an older Worker). The SPA checks it with `isErrorBody` (errorBody.ts, zod-free; guards.test.ts
 * keeps the two in agreement).
 */
export const ErrorBody = z.object({
  code: z.enum(ERROR_CODES).optional(),
  message: z.string(),
  details: z.array(ErrorDetail).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The Worker's generic error texts, shared with the SPA's and the mocks' failure states. */
export const ServerMessages = {
  authRequired: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  internal: 'Internal server error',
  unavailable: 'Service unavailable',
} as const;
