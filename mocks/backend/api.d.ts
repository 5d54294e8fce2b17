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
