import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { BotCheckMessages, TURNSTILE_SITEVERIFY_URL } from '../../contract/botCheck';
import { TURNSTILE_TOKEN_FIELD, TURNSTILE_TOKEN_HEADER } from '../../contract/routes';
import type { AppEnv } from '../http/app';
import { ApiError } from '../http/errors';

/** Turnstile tokens are at most 2048 characters; a longer one is refused without asking Cloudflare. */
const MAX_TOKEN_LENGTH = 2048;

/** How long siteverify may take before the call is refused (fail closed). */
const SITEVERIFY_TIMEOUT_MS = 5_000;

/** The token of a request: the header, else the body field Turnstile's own form input uses. */
async function tokenOf(c: Context<AppEnv>): Promise<string | null> {
  const header = c.req.header(TURNSTILE_TOKEN_HEADER)?.trim();
  if (header) return header;
  if (!(c.req.header('Content-Type') ?? '').includes('application/json')) return null;
  try {
    // Hono keeps the parsed body, so the call's own validator reads it again.
    const body: unknown = await c.req.json();
    const field = body && typeof body === 'object' ? (body as Record<string, unknown>)[TURNSTILE_TOKEN_FIELD] : undefined;
    return typeof field === 'string' && field.trim() ? field.trim() : null;
  } catch {
    return null;
  }
}

/** Siteverify's answer, the fields read here (the rest: challenge_ts, hostname, action, cdata). */
type SiteverifyAnswer = { success?: unknown; 'error-codes'?: unknown };

/**
 * Asks Turnstile's siteverify whether `token` is valid: true / false, or 'unavailable' when
 * Cloudflare could not be asked or gave no readable answer. Tokens are single-use there, so a
 * replayed one is refused (`timeout-or-duplicate`).
 */
async function siteverify(secret: string, token: string, remoteip: string | undefined): Promise<boolean | 'unavailable'> {
  const form = new FormData();
  form.append('secret', secret);
  form.append('response', token);
  if (remoteip) form.append('remoteip', remoteip);
  try {
    const res = await fetch(TURNSTILE_SITEVERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS) });
    if (!res.ok) return 'unavailable';
    const answer = (await res.json()) as SiteverifyAnswer;
    if (typeof answer.success !== 'boolean') return 'unavailable';
    if (!answer.success) console.warn('Turnstile refused a token', answer['error-codes']);
    return answer.success;
  } catch (error) {
    console.error('Turnstile siteverify unreachable', error instanceof Error ? error.message : String(error));
    return 'unavailable';
  }
}

/**
 * The bot check of the calls marked `botCheck` in contract/routes.ts (mounted in worker/index.ts
 * before their limits and handlers, so a refused call writes nothing). On only when the Worker
 * has the secret TURNSTILE_SECRET_KEY: without it (`npm start`, the tests) every call passes.
 * A logged-in ADMIN passes too (the back office books for guests through the same call). A
 * missing or refused token, or a siteverify that cannot be reached, is a 403 (fail closed).
 */
export const botCheck = createMiddleware<AppEnv>(async (c, next) => {
  const secret = c.env.TURNSTILE_SECRET_KEY?.trim();
  if (!secret || c.get('session')?.role === 'ADMIN') return next();
  const token = await tokenOf(c);
  if (!token) throw new ApiError(403, BotCheckMessages.missing);
  if (token.length > MAX_TOKEN_LENGTH) throw new ApiError(403, BotCheckMessages.failed);
  const verdict = await siteverify(secret, token, c.req.header('CF-Connecting-IP')?.trim() || undefined);
  if (verdict === 'unavailable') throw new ApiError(403, BotCheckMessages.unavailable);
  if (!verdict) throw new ApiError(403, BotCheckMessages.failed);
  return next();
});
