import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { BOOKING_TOKEN_HEADER, BookingTokenMessages, PageQuery } from '../contract';
import type { AuthTokenClaims, Endpoint, ErrorDetail } from '../contract';
import { badRequest, forbidden, Messages, MockApiError, unauthorized } from './errors';
import { getStore } from './store';
import type { Store } from './store';
import { verifyBooking, verifySession } from './tokens';

type Parsed<E, K extends 'body' | 'query' | 'params'> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.infer<S>
  : undefined;

/** What a mock resolver gets: the request already authorised and validated like the Worker does. */
export interface MockContext<E extends Endpoint> {
  request: Request;
  body: Parsed<E, 'body'>;
  query: Parsed<E, 'query'>;
  params: Parsed<E, 'params'>;
  /** Multipart uploads: the whole form (files included). */
  form: FormData | null;
  /** The logged-in user's claims (valid `Authorization: Bearer`), or null. */
  session: AuthTokenClaims | null;
  /** The reservation a valid `X-Booking-Token` authorises, or null. */
  bookingReservationId: string | null;
  store: Store;
}

type ResponseOf<E extends Endpoint> = z.input<E['response']>;

/** A JSON answer with a status other than 200 (e.g. 201 Created). */
export class JsonReply<T> {
  constructor(
    readonly body: T,
    readonly status: number,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const created = <T>(body: T) => new JsonReply(body, 201);

export type MockResolver<E extends Endpoint> = (
  context: MockContext<E>,
) => ResponseOf<E> | JsonReply<ResponseOf<E>> | Response | Promise<ResponseOf<E> | JsonReply<ResponseOf<E>> | Response>;

/** The Worker's `issuesToDetails` (worker/http/validate.ts): dotted paths, '(body)' for the root. */
export function issuesToDetails(issues: readonly z.core.$ZodIssue[]): ErrorDetail[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
}

function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const details = issuesToDetails(result.error.issues);
    throw badRequest(details[0]?.message ?? Messages.invalidRequest, details);
  }
  return result.data;
}

/** Hono's `c.req.queries()` folded like its validator: one value → string, several → array. */
function readQuery(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return out;
}

const JSON_TYPE = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/;

/** Hono's json validator: no JSON content type → `{}`; unparsable JSON → 400. */
async function readJson(request: { headers: Headers; json(): Promise<unknown> }): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!JSON_TYPE.test(type)) return {};
  try {
    return await request.json();
  } catch {
    throw badRequest(Messages.malformedJson);
  }
}

/**
 * The Worker's `readCredentials`: a present but invalid or expired token makes the caller
 * anonymous; the reason is kept for protected calls (401), public calls ignore it.
 */
function readCredentials(request: { headers: Headers }) {
  let session: AuthTokenClaims | null = null;
  let bookingReservationId: string | null = null;
  let credentialError: string | null = null;
  const header = request.headers.get('Authorization');
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    session = match?.[1] ? verifySession(match[1]) : null;
    if (!session) credentialError = Messages.invalidToken;
  }
  const booking = request.headers.get(BOOKING_TOKEN_HEADER);
  if (booking) {
    const claims = verifyBooking(booking);
    if (claims) bookingReservationId = claims.sub;
    else credentialError ??= Messages.invalidBookingToken;
  }
  return { session, bookingReservationId, credentialError };
}

function authorize(
  endpoint: Endpoint,
  { session, bookingReservationId, credentialError }: ReturnType<typeof readCredentials>,
) {
  switch (endpoint.access) {
    case 'anyone':
      return;
    case 'user':
      if (!session) throw unauthorized(credentialError ?? undefined);
      return;
    case 'admin':
      if (!session) throw unauthorized(credentialError ?? undefined);
      if (session.role !== 'ADMIN') throw forbidden();
      return;
    case 'booking':
      // The guest's booking token, or an admin acting for the guest.
      if (bookingReservationId || session?.role === 'ADMIN') return;
      if (credentialError) throw unauthorized(credentialError);
      if (session) throw forbidden(BookingTokenMessages.userWithout);
      throw unauthorized(BookingTokenMessages.required);
  }
}

/** Booking-token calls: the token must name this reservation (admins may act for any). */
export function assertBookingFor(
  context: Pick<MockContext<Endpoint>, 'session' | 'bookingReservationId'>,
  reservationId: string,
): void {
  if (context.session?.role === 'ADMIN') return;
  if (context.bookingReservationId !== reservationId) throw forbidden(BookingTokenMessages.otherReservation);
}

/**
 * `*` in front of the path: matches on any origin, in the browser, in Node and in workerd
 * (the SPA calls its own origin; tests call http://local.test). msw leaves relative patterns
 * unresolved outside a browser, so `/api/...` alone would match nothing in Node or workerd.
 */
export const mockPath = (path: string) => `*${path}`;

function toResponse(error: unknown): Response {
  if (error instanceof MockApiError) return HttpResponse.json(error.toBody(), { status: error.status, headers: error.headers });
  console.error('[mocks] unexpected error', error);
  return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
}

/**
 * One mocked call of `contract/endpoints.ts`: the method and path of the catalog, the same
 * credential check, role rule and zod validation as the Worker, paging with `X-Total-Count`,
 * and the answer checked against the catalog's response schema (a drifting mock fails loudly).
 */
export function mock<E extends Endpoint>(endpoint: E, resolve: MockResolver<E>): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](mockPath(endpoint.path), async ({ request, params: rawParams }) => {
    try {
      const credentials = readCredentials(request);
      authorize(endpoint, credentials);
      const { session, bookingReservationId } = credentials;

      const url = new URL(request.url);
      const rawQuery = readQuery(url);
      const params = endpoint.params ? parseOrThrow(endpoint.params, rawParams) : undefined;
      const query = endpoint.query ? parseOrThrow(endpoint.query, rawQuery) : undefined;

      let form: FormData | null = null;
      let body: unknown;
      if (endpoint.body) {
        if (endpoint.bodyKind === 'multipart') {
          try {
            form = await request.formData();
          } catch {
            throw badRequest('Expected a multipart/form-data body');
          }
          const fields: Record<string, string> = {};
          form.forEach((value, key) => {
            if (typeof value === 'string') fields[key] = value;
          });
          body = parseOrThrow(endpoint.body, fields);
        } else {
          body = parseOrThrow(endpoint.body, await readJson(request));
        }
      }

      const result = await resolve({
        request,
        body,
        query,
        params,
        form,
        session,
        bookingReservationId,
        store: getStore(),
      } as MockContext<E>);

      if (result instanceof Response) return result;
      const reply = result instanceof JsonReply ? result : new JsonReply(result, 200);
      let data: unknown = reply.body;
      const headers: Record<string, string> = { ...reply.headers };

      if ('paged' in endpoint && endpoint.paged && Array.isArray(data)) {
        const { page, pageSize } = PageQuery.parse(rawQuery);
        headers['X-Total-Count'] = String(data.length);
        if (page !== undefined || pageSize !== undefined) {
          const size = pageSize ?? 20;
          const start = ((page ?? 1) - 1) * size;
          data = data.slice(start, start + size);
        }
      }

      const checked = endpoint.response.safeParse(data);
      if (!checked.success) {
        throw new Error(
          `Mock answer of ${endpoint.method} ${endpoint.path} does not match the contract: ${checked.error.message}`,
        );
      }
      return HttpResponse.json(data as never, { status: reply.status, headers });
    } catch (error) {
      return toResponse(error);
    }
  });
}
