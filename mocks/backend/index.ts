/**
 * The mock world's backend: the Worker's own Hono app (worker/index.ts) on an in-memory SQLite
 * that speaks D1 (d1.ts) and an in-memory R2 (r2.ts), migrated by migrations/ and loaded with
 * the demo world by the seed's one SQL writer (scripts/seed-sql.ts). Storybook, `npm run
 * dev:mock` and the Node tests reach it through MSW (mocks/world.ts); nothing here is a second
 * implementation of an endpoint. Typed against the Workers runtime; the app side sees api.d.ts.
 */
import initSqlJs from 'sql.js';
import type * as BackendApi from './api';
import type { SqlJsStatic } from 'sql.js';
import { hashPassword } from '../../worker/auth/password';
import { signBooking, signSession } from '../../worker/auth/tokens';
import { findUserByName } from '../../worker/db/users';
import { app } from '../../worker/index';
import { edgePages } from '../../worker/routes/pages';
import { users } from '../../scripts/seed-data';
import { buildSeedStatements, demoReceipts } from '../../scripts/seed-sql';
import { asD1, SqlJsD1 } from './d1';
import { asR2, MemoryR2 } from './r2';

export interface BackendOptions {
  /** The files of migrations/, each with its name (applied in name order) and SQL text. */
  migrations: Array<{ name: string; sql: string }>;
  /** The Worker's plain variables (wrangler.toml [vars]): bank account, hold hours, sender. */
  vars: Record<string, string>;
  /** Where the browser fetches sql.js's WebAssembly file; Node finds it by itself. */
  wasmUrl?: string;
}

/** Workers Rate Limiting is a Cloudflare service; here every call passes (the D1 counters still count). */
const unlimited = { limit: async () => ({ success: true }) };

const sqlJs = new Map<string, Promise<SqlJsStatic>>();
function loadSqlJs(wasmUrl?: string) {
  const key = wasmUrl ?? '';
  if (!sqlJs.has(key)) sqlJs.set(key, initSqlJs(wasmUrl ? { locateFile: () => wasmUrl } : {}));
  return sqlJs.get(key)!;
}

/** The demo users' PBKDF2 hashes, made once per distinct password (100,000 rounds each). */
async function demoPasswordHashes(): Promise<(password: string) => string> {
  const hashes = new Map<string, string>();
  for (const password of new Set(users.map((user) => user.password))) hashes.set(password, await hashPassword(password));
  return (password) => hashes.get(password)!;
}

/**
 * The Worker's environment around two storage bindings: the mock world's in-memory ones, or
 * real local D1/R2 (tests/contract compares the two). Development mode with a fixed secret of
 * this repository (worker/auth/tokens.ts accepts it only there).
 */
export function workerEnv(bindings: { DB: D1Database; RECEIPTS: R2Bucket; PHOTOS: R2Bucket }, vars: Record<string, string>): Cloudflare.Env {
  return {
    ...vars,
    ...bindings,
    JWT_SECRET: 'test-secret-not-for-production-0123456789',
    ENVIRONMENT: 'development',
    LOGIN_LIMIT: unlimited,
    BOOKING_LIMIT: unlimited,
    FORM_LIMIT: unlimited,
    PNR_LIMIT: unlimited,
    EMAIL: { send: async () => ({ messageId: 'mock' }) },
    ASSETS: { fetch: async () => new Response('Not found', { status: 404 }) },
  } as unknown as Cloudflare.Env;
}

/** The Worker's app answering requests with `env`, as workerd would hand them over. */
export function serveWorker(env: Cloudflare.Env) {
  const pending = new Set<Promise<unknown>>();
  const executionContext = {
    waitUntil(promise: Promise<unknown>) {
      const tracked: Promise<unknown> = promise.catch(() => undefined).finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext;
  return {
    fetch: (request: Request): Promise<Response> => Promise.resolve(app.fetch(request, env, executionContext)),
    /** Resolves when the work handed to `waitUntil` is done. */
    settled: () => Promise.all(pending).then(() => undefined),
  };
}

/** The demo world's receipt files (scripts/seed-sql.ts), put into a bucket. */
export async function putDemoReceipts(bucket: R2Bucket) {
  for (const receipt of demoReceipts()) {
    await bucket.put(receipt.key, receipt.body, { httpMetadata: { contentType: receipt.contentType } });
  }
}

/** The demo world as SQL statements, with the demo users' real password hashes. */
export async function demoSeedStatements(): Promise<string[]> {
  return buildSeedStatements(await demoPasswordHashes());
}

/** Every API route of the Worker's app (method and path), the public pages' HTML routes left out. */
export function apiRoutes(): Array<{ method: string; path: string }> {
  const pageRoutes = new Set(edgePages.routes.map((route) => `${route.method} ${route.path}`));
  return app.routes
    .filter((route) => route.method !== 'ALL' && !pageRoutes.has(`${route.method} ${route.path}`))
    .map(({ method, path }) => ({ method, path }));
}

export async function createBackend(options: BackendOptions) {
  const SQL = await loadSqlJs(options.wasmUrl);
  const seeded = new SqlJsD1(new SQL.Database());
  for (const migration of [...options.migrations].sort((a, b) => a.name.localeCompare(b.name))) {
    await seeded.exec(migration.sql);
  }
  await seeded.exec((await demoSeedStatements()).join('\n'));
  const snapshot = seeded.db.export();
  seeded.db.close();

  const receipts = new MemoryR2();
  await putDemoReceipts(asR2(receipts));
  const receiptsSnapshot = receipts.snapshot();

  const photos = new MemoryR2();
  let database = new SqlJsD1(new SQL.Database(snapshot));
  const env = workerEnv({ DB: asD1(database), RECEIPTS: asR2(receipts), PHOTOS: asR2(photos) }, options.vars);
  const worker = serveWorker(env);

  return {
    fetch: worker.fetch,

    /** Back to the demo world as seeded (every story and test starts here). */
    async reset() {
      await worker.settled();
      database.db.close();
      database = new SqlJsD1(new SQL.Database(snapshot));
      env.DB = asD1(database);
      receipts.restore(receiptsSnapshot);
      photos.restore(new Map());
    },

    /** Rows of one SQL statement against the current state (stories set up or check data). */
    async query<T = Record<string, unknown>>(sql: string, ...params: Array<string | number | null>): Promise<T[]> {
      const { results } = await env.DB.prepare(sql).bind(...params).all<T>();
      return results;
    },

    /** A session for a demo user, as the login call would give it. */
    async signIn(name: string) {
      const user = await findUserByName(env.DB, name);
      if (!user) throw new Error(`No demo user named ${name}`);
      const { passwordHash: _hash, ...publicUser } = user;
      return { token: await signSession(env, user), user: publicUser };
    },

    /** The token a guest gets with a new booking: pays and uploads the receipt of that reservation only. */
    signBooking: (reservationId: string) => signBooking(env, reservationId, 24 * 60 * 60),
  };
}

export type Backend = Awaited<ReturnType<typeof createBackend>>;

// The app side's view of this module (api.d.ts) must stay true.
createBackend satisfies typeof BackendApi.createBackend;
demoSeedStatements satisfies typeof BackendApi.demoSeedStatements;
apiRoutes satisfies typeof BackendApi.apiRoutes;
