import type { ErrorBody, ErrorDetail } from '../contract';

/**
 * A failure the mocks answer with the Worker's envelope `{ message, details? }` and status
 * (docs/decisions/0001-conventions.md, "HTTP"; the Worker's `worker/http/errors.ts`).
 */
export class MockApiError extends Error {
  readonly status: number;
  readonly details?: ErrorDetail[];
  /** Extra response headers (e.g. Retry-After of a 429). */
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, details?: ErrorDetail[], headers: Record<string, string> = {}) {
    super(message);
    this.name = 'MockApiError';
    this.status = status;
    this.details = details;
    this.headers = headers;
  }

  toBody(): ErrorBody {
    return this.details ? { message: this.message, details: this.details } : { message: this.message };
  }
}

/** The Worker's default messages, so a screen shows the same text on mocks and on the server. */
export const Messages = {
  authRequired: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  invalidBookingToken: 'Invalid or expired booking token',
  forbidden: 'You do not have permission to do this',
  malformedJson: 'Malformed JSON in request body',
  invalidRequest: 'Invalid request',
} as const;

export const badRequest = (message: string, details?: ErrorDetail[]) => new MockApiError(400, message, details);
export const unauthorized = (message: string = Messages.authRequired) => new MockApiError(401, message);
export const forbidden = (message: string = Messages.forbidden) => new MockApiError(403, message);
export const notFound = (message = 'Not found') => new MockApiError(404, message);
export const conflict = (message: string) => new MockApiError(409, message);

/** A single-field 400, as zod would report it. */
export const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);
