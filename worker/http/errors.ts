import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ServerMessages } from '../../contract/error';

export type ErrorDetail = { path: string; message: string };

/**
 * The one way handlers report a failure: thrown, then answered by `app.onError` as
 * `{ message, details? }` with the status (docs/decisions/0001-conventions.md, "HTTP").
 */
export class ApiError extends HTTPException {
  readonly details?: ErrorDetail[];
  readonly headers?: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { details?: ErrorDetail[]; headers?: Record<string, string> } = {},
  ) {
    super(status, { message });
    this.details = options.details;
    this.headers = options.headers;
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) => new ApiError(400, message, { details });
export const unauthorized = (message: string = ServerMessages.authRequired) => new ApiError(401, message);
export const forbidden = (message: string = ServerMessages.forbidden) => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
