import type { ErrorDetail } from '../../contract';
import type { ErrorCode } from '../../contract/errorCodes';
import { withQuery, type QueryValue } from '../../contract/routes';
import { clearSession, getToken } from './session';
import { loadErrorTexts } from './i18n';
import { pageUrl } from '../../contract/pages';

/**
 * A failed call: `status` is the HTTP status, `code`, `message` and `details` come from
 * `{ code, message, details? }` (`code` is missing when the answer was not the Worker's).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly details: ErrorDetail[];
  readonly code?: ErrorCode;

  constructor(status: number, message: string, details: ErrorDetail[] = [], code?: ErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type { QueryValue };

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; `undefined` and `null` values are left out. */
  query?: Record<string, QueryValue>;
  /** JSON-serialisable value, or FormData for uploads (sent as multipart). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sees the raw response of a successful call (e.g. to read `X-Total-Count` of a paged list). */
  onResponse?: (response: Response) => void;
}

type UnauthorizedHandler = () => void;

let onUnauthorized: UnauthorizedHandler = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== pageUrl('login')) window.location.assign(pageUrl('login'));
};

/**
 * The app registers its router here so a 401 navigates inside the SPA; without one,
 * the page is loaded anew at /login.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/**
 * A 401 ends the session and sends the visitor to /login, but only when the refused call carried
 * the session still stored: a call sent before a logout (or before another login) that comes back
 * 401 afterwards must neither send the visitor who just went home to /login nor end a newer session.
 */
function sessionRefused(sentToken: string | null): void {
  if (getToken() !== sentToken) return;
  clearSession();
  onUnauthorized();
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

/**
 * The error of a failed answer. The error envelope's check (contract/errorBody.ts, with the list
 * of error codes) and the codes' texts (not in the first view's language file: src/lib/i18n.ts)
 * load with the first failure, so whoever shows the error finds its translation.
 */
async function failure(status: number, statusText: string, body: unknown): Promise<ApiError> {
  // Offline, the module may not load: the error is then told from the status and the body's text.
  const envelope = await import('../../contract/errorBody').then(
    ({ isErrorBody }) => (isErrorBody(body) ? body : undefined),
    () => undefined,
  );
  if (envelope) {
    if (envelope.code) await loadErrorTexts().catch(() => undefined); // Offline: errorText shows the server's message.
    return new ApiError(status, envelope.message, envelope.details, envelope.code);
  }
  if (typeof body === 'string' && body.trim()) return new ApiError(status, body.trim());
  const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  if (typeof message === 'string' && message) return new ApiError(status, message);
  return new ApiError(status, statusText || `Request failed with status ${status}`);
}

/**
 * The one API client (spec section 7): same origin, JSON, bearer token when one is stored,
 * no timeout. A 401 clears the session and sends the visitor to /login (spec section 8).
 * The answer is typed by the contract (`T`), not parsed: the contract tests hold the Worker and
 * the mocks to the response schemas, and the first view of the site loads no zod.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = options;
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

  const response = await fetch(withQuery(path, query), { method, headers, body: payload, signal });
  const data = await readBody(response);

  if (!response.ok) {
    if (response.status === 401) sessionRefused(token);
    throw await failure(response.status, response.statusText, data);
  }
  options.onResponse?.(response);
  return data as T;
}

export interface ApiUploadOptions {
  /** The multipart form (file parts included). */
  body: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Share of the request body sent so far, 0..1 (upload progress). */
  onProgress?: (fraction: number) => void;
}

function parseXhrBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return undefined;
  if ((xhr.getResponseHeader('Content-Type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * A multipart POST with upload progress (fetch cannot report it, so XMLHttpRequest). Same rules
 * as apiFetch: bearer token when stored, a 401 clears the session and goes to /login, failures
 * are ApiError with the server's message.
 */
export function apiUpload<T = unknown>(path: string, options: ApiUploadOptions): Promise<T> {
  const { body, signal, onProgress } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);

    if (onProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });

    xhr.addEventListener('load', () => {
      signal?.removeEventListener('abort', abort);
      const data = parseXhrBody(xhr);
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401) sessionRefused(token);
        void failure(xhr.status, xhr.statusText, data).then(reject);
        return;
      }
      onProgress?.(1);
      resolve(data as T);
    });
    xhr.addEventListener('error', () => {
      signal?.removeEventListener('abort', abort);
      reject(new TypeError('Network request failed'));
    });
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was aborted', 'AbortError')));
    xhr.send(body);
  });
}
