import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ServerMessages } from '../../contract/error';
import type { ErrorCode } from '../../contract/errorCodes';

export type ErrorDetail = { path: string; message: string; code?: ErrorCode };

/**
 * The one way handlers report a failure: thrown, then answered by `app.onError` as
 * `{ code, message, details? }` with the status (docs/decisions/0001-conventions.md, "HTTP").
 * `code` is needed only for a text that is not fixed (one built with a number): the answer takes
 * the code of its text otherwise (worker/errorCodes.ts, docs/decisions/0011-error-codes.md).
 */
export class ApiError extends HTTPException {
  readonly details?: ErrorDetail[];
  readonly headers?: Record<string, string>;
  readonly code?: ErrorCode;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { details?: ErrorDetail[]; headers?: Record<string, string>; code?: ErrorCode } = {},
  ) {
    super(status, { message });
    this.details = options.details;
    this.headers = options.headers;
    this.code = options.code;
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) => new ApiError(400, message, { details });
export const unauthorized = (message: string = ServerMessages.authRequired) => new ApiError(401, message);
export const forbidden = (message: string = ServerMessages.forbidden) => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
