import { z } from 'zod';

/** One field problem: `path` is the dotted field path (`checkOut`, `photoUrls.2`). */
export const ErrorDetail = z.object({ path: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof ErrorDetail>;

/**
 * Every error answer (400/401/403/404/409/413/415/429): `{ message, details? }`. The SPA checks
 * it with `isErrorBody` (guards.ts, zod-free; guards.test.ts keeps the two in agreement).
 */
export const ErrorBody = z.object({
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
