import type { z } from 'zod';
import { ErrorBody, type ErrorDetail } from '../../contract';
import { clearSession, getToken } from './session';

/** A failed call: `status` is the HTTP status, `message` and `details` come from `{ message, details? }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly details: ErrorDetail[];

  constructor(status: number, message: string, details: ErrorDetail[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiFetchOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; `undefined` and `null` values are left out. */
  query?: Record<string, QueryValue>;
  /** JSON-serialisable value, or FormData for uploads (sent as multipart). */
  body?: unknown;
  /** When given, the response body must match it (throws ApiError otherwise). */
  schema?: z.ZodType<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sees the raw response of a successful call (e.g. to read `X-Total-Count` of a paged list). */
  onResponse?: (response: Response) => void;
}

type UnauthorizedHandler = () => void;

let onUnauthorized: UnauthorizedHandler = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
};

/**
 * The app registers its router here so a 401 navigates inside the SPA; without one,
 * the page is loaded anew at /login.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const parsed = ErrorBody.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.message, parsed.data.details);
  if (typeof body === 'string' && body.trim()) return new ApiError(status, body.trim());
  return new ApiError(status, statusText || `Request failed with status ${status}`);
}

/**
 * The one API client (spec section 7): same origin, JSON, bearer token when one is stored,
 * no timeout. A 401 clears the session and sends the visitor to /login (spec section 8).
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = 'GET', query, body, schema, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  const response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  const data = await readBody(response);

  if (!response.ok) {
    if (response.status === 401) {
      clearSession();
      onUnauthorized();
    }
    throw toApiError(response.status, response.statusText, data);
  }
  options.onResponse?.(response);

  if (!schema) return data as T;
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ApiError(
      response.status,
      'Unexpected response from the server',
      result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    );
  }
  return result.data;
}
