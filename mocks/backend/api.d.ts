/**
 * The mock backend (index.ts) as the browser side sees it: index.ts is typed against the Workers
 * runtime, whose Request/Response/D1 types clash with the DOM's, so the app, Storybook and the
 * Node tests import it as `#mock-backend` (package.json "imports") with these types. index.ts
 * checks that it satisfies them.
 */
import type { PublicUser } from '../../contract';

export interface BackendOptions {
  migrations: Array<{ name: string; sql: string }>;
  vars: Record<string, string>;
  wasmUrl?: string;
}

export interface Backend {
  fetch(request: Request): Promise<Response>;
  reset(): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, ...params: Array<string | number | null>): Promise<T[]>;
  signIn(name: string): Promise<{ token: string; user: PublicUser }>;
  signBooking(reservationId: string): Promise<string>;
}

export function createBackend(options: BackendOptions): Promise<Backend>;

/** Opaque here: the Worker's bindings and environment (Cloudflare.Env on the Worker's side). */
export type WorkerEnv = { readonly __workerEnv: unique symbol };

export function workerEnv(bindings: { DB: unknown; RECEIPTS: unknown; PHOTOS: unknown }, vars: Record<string, string>): WorkerEnv;
export function serveWorker(env: WorkerEnv): { fetch(request: Request): Promise<Response>; settled(): Promise<void> };
export function putDemoReceipts(bucket: unknown): Promise<void>;
/** The demo world as SQL statements (one per line), with the demo users' real password hashes. */
export function demoSeedStatements(): Promise<string[]>;
/** Every API route of the Worker's app (method and path), the public pages' HTML routes left out. */
export function apiRoutes(): Array<{ method: string; path: string }>;
