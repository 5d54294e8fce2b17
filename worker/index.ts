import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './http/app';
import { ApiError } from './http/errors';
import { errorBody } from './errorCodes';
import { ServerMessages } from '../contract/error';
import { routes, type RateLimitName, type Route } from '../contract/routes';
import { securityHeaders } from './http/securityHeaders';
import { deliverOutbox } from './jobs/deliverOutbox';
import { inviteReviews } from './jobs/inviteReviews';
import { releaseExpiredHolds } from './jobs/releaseHolds';
import { CHANNEL_SYNC_CRON, syncChannels } from './jobs/syncChannels';
import { readCredentials } from './middleware/auth';
import { admin } from './routes/admin';
import { auth } from './routes/auth';
import { cancellations } from './routes/cancellations';
import { channels } from './routes/channels';
import { config } from './routes/config';
import { contact } from './routes/contact';
import { dashboard } from './routes/dashboard';
import { favourites } from './routes/favourites';
import { files } from './routes/files';
import { hotels } from './routes/hotels';
import { outbox } from './routes/outbox';
import { edgePages, setApiSource } from './routes/pages';
import { payments } from './routes/payments';
import { places } from './routes/places';
import { rates } from './routes/rates';
import { reservations } from './routes/reservations';
import { reviews } from './routes/reviews';
import { rooms } from './routes/rooms';
import { roomTypes } from './routes/roomTypes';
import { search } from './routes/search';
import { tourReservations } from './routes/tourReservations';
import { tours } from './routes/tours';
import { users } from './routes/users';
// Security additions (issue 10), kept apart from the other imports so parallel branches merge cleanly.
import { bookingLimit, passwordResetLimit, pnrLimit, registerLimit } from './auth/limits';
import { pruneRateLimitRows } from './jobs/pruneRateLimits';
// Photo galleries (issue 22).
import { sweepPhotoFiles } from './jobs/sweepPhotoFiles';
import { photos } from './routes/photos';
// The front desk (issue 32), apart for the same reason.
import { frontDesk } from './routes/frontDesk';
import { purgeGuestIdentities } from './jobs/purgeGuestIdentities';
import { bankStatements } from './routes/bankStatements';
import { BANK_STATEMENT_UPLOAD_BYTES, BankStatementMessages } from '../contract/bankStatements';
import { MAX_PHOTO_UPLOAD_BYTES, PhotoMessages } from '../contract/photos';
import { botCheck } from './middleware/botCheck';
// The audit trail (issue 32, docs/decisions/0019-audit-trail.md).
import { auditWrites } from './audit/middleware';
import { STAFF_CALLS } from './audit/registry';
import { audit } from './routes/audit';
import type { RouteName } from '../contract/routes';

/** JSON bodies are small; receipts (multipart) get 5 MB plus room for the form fields. */
const JSON_LIMIT = 256 * 1024;
const UPLOAD_LIMIT = 5_242_880 + 64 * 1024;

/**
 * Every call of the call table (contract/routes.ts): each router registers its calls at the
 * table's full paths, so they are mounted at the root in this order (a fixed path before a
 * `:param` one of the same prefix).
 */
const api = [auth, config, users, hotels, roomTypes, rates, rooms, places, tours, reviews, cancellations, reservations, payments, files, tourReservations, contact, dashboard, outbox, favourites, photos, admin, search, channels, frontDesk, bankStatements, audit];

/** The limit in front of each call whose table entry names one. */
const LIMITS: Record<RateLimitName, MiddlewareHandler<AppEnv>> = {
  register: registerLimit,
  booking: bookingLimit,
  pnr: pnrLimit('pnr'),
  'pnr-access': pnrLimit('pnr-access'),
  'pnr-cancel': pnrLimit('pnr-cancel'),
  'password-reset': passwordResetLimit,
};

export const app = new Hono<AppEnv>();

// First, so every answer (errors and 404s included) carries the headers.
app.use('*', securityHeaders);

app.use('*', async (c, next) => {
  const isUpload = c.req.path.startsWith('/api/files/');
  // A gallery photo comes in up to three WebP sizes of at most 2 MB each (contract/photos.ts).
  const isPhoto = c.req.method === 'POST' && c.req.path === routes.uploadPhoto.path;
  // A bank statement file is at most 5 MB (contract/bankStatements.ts): a larger one is refused
  // from its Content-Length, or once the stream passes the limit, never read whole.
  const isStatement = c.req.method === 'POST' && c.req.path === routes.uploadBankStatement.path;
  return bodyLimit({
    maxSize: isStatement ? BANK_STATEMENT_UPLOAD_BYTES : isPhoto ? MAX_PHOTO_UPLOAD_BYTES : isUpload ? UPLOAD_LIMIT : JSON_LIMIT,
    onError: () => {
      if (isStatement) throw new ApiError(413, BankStatementMessages.tooLarge, { details: [{ path: 'file', message: BankStatementMessages.tooLarge }] });
      throw new ApiError(413, isPhoto ? PhotoMessages.tooLarge : isUpload ? "Dosya boyutu 5MB'dan küçük olmalıdır" : 'Request body too large');
    },
  })(c, next);
});
app.use('*', readCredentials);
// The bot check (Turnstile) where the call table asks for it, then the abuse limits
// (worker/auth/limits.ts) where it names one, both before the call's own handlers: a refused
// token writes nothing, not even a limit counter.
for (const route of Object.values(routes) as Route[]) {
  if (route.botCheck) app.on(route.method, route.path, botCheck);
}
for (const route of Object.values(routes) as Route[]) {
  if (route.limit) app.on(route.method, route.path, LIMITS[route.limit]);
}
// The audit trail records every write of the back office (worker/audit/middleware.ts): each
// non-GET call with access 'admin', and the calls staff make from the back office that others may
// make too. A call added to the table with access 'admin' is recorded without another line here.
for (const [name, route] of Object.entries(routes) as [RouteName, Route][]) {
  if (route.method !== 'GET' && (route.access === 'admin' || STAFF_CALLS.has(name))) app.on(route.method, route.path, auditWrites(name, route));
}
app.get(routes.health.path, (c) => c.json({ status: 'ok' }));
for (const calls of api) app.route('/', calls);
// Public pages' HTML with their own metadata, /sitemap.xml, /robots.txt (routes/pages.ts).
app.route('/', edgePages);
// A list page finds its first photo by asking the API as the SPA will (worker/routes/pages.ts).
setApiSource((request, c) => Promise.resolve(app.fetch(request, c.env, c.executionCtx)));

app.notFound((c) => c.json(errorBody(404, `No route for ${c.req.method} ${c.req.path}`), 404));

app.onError((error, c) => {
  if (error instanceof ApiError) {
    return c.json(errorBody(error.status, error.message, error.details, error.code), error.status, error.headers);
  }
  if (error instanceof HTTPException) {
    // Hono's own 4xx (e.g. malformed JSON body): keep the status, use the envelope.
    return c.json(errorBody(error.status, error.message || 'Bad request'), error.status as ContentfulStatusCode);
  }
  const text = error instanceof Error ? error.message : String(error);
  // Safety net for constraints D1 enforces: a conflict or bad input, never a 500.
  if (/UNIQUE constraint failed/i.test(text)) return c.json(errorBody(409, 'Already exists'), 409);
  if (/FOREIGN KEY constraint failed/i.test(text)) return c.json(errorBody(409, 'Referenced record is in use or missing'), 409);
  if (/CHECK constraint failed|NOT NULL constraint failed/i.test(text)) return c.json(errorBody(400, 'Invalid value'), 400);
  console.error('Unhandled error', c.req.method, c.req.path, error);
  return c.json(errorBody(500, ServerMessages.internal), 500);
});

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    // The 15-minute trigger imports the channels' calendars (worker/jobs/syncChannels.ts); every other run does the rest.
    if (controller.cron === CHANNEL_SYNC_CRON) {
      ctx.waitUntil(syncChannels(env, new Date(controller.scheduledTime)));
      return;
    }
    ctx.waitUntil(releaseExpiredHolds(env, new Date(controller.scheduledTime)));
    ctx.waitUntil(deliverOutbox(env, new Date(controller.scheduledTime)));
    ctx.waitUntil(pruneRateLimitRows(env, new Date(controller.scheduledTime)));
    ctx.waitUntil(inviteReviews(env, new Date(controller.scheduledTime)));
    ctx.waitUntil(sweepPhotoFiles(env));
    ctx.waitUntil(purgeGuestIdentities(env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Cloudflare.Env>;
