import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { badRequest, type ErrorDetail } from './errors';

export function issuesToDetails(issues: readonly z.core.$ZodIssue[]): ErrorDetail[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
}

/**
 * zValidator with the contract schema, answering bad input with the error envelope:
 * 400 `{ message: 'Invalid request', details: [{ path, message }] }`.
 * A body that is not JSON at all is a 400 too (Hono throws before the schema runs; onError maps it).
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const details = issuesToDetails(result.error.issues);
      throw badRequest(details[0]?.message ?? 'Invalid request', details);
    }
  });
