/**
 * The mock world: the Worker's app on in-memory D1/R2 (mocks/backend), migrated by migrations/
 * and seeded with the demo world of scripts/seed-data.ts, started once per page (Storybook's
 * preview, `npm run dev:mock`) or per test file (Node). `handlers` hands every API call
 * MSW intercepts to it; stories and tests read and set up data through `backend.query`.
 */
import { createBackend } from '#mock-backend';
import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { parse } from 'smol-toml';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import wranglerToml from '../wrangler.toml?raw';
import { routes } from '../contract/routes';

const migrationFiles = import.meta.glob<string>('/migrations/*.sql', { query: '?raw', import: 'default', eager: true });

const vars = (parse(wranglerToml) as { vars?: Record<string, string> }).vars ?? {};

export const backend = await createBackend({
  migrations: Object.entries(migrationFiles).map(([name, sql]) => ({ name, sql })),
  vars,
  // In Node, sql.js reads its WebAssembly file from node_modules by itself.
  wasmUrl: typeof window === 'undefined' ? undefined : wasmUrl,
});

/** The calls the Worker also answers outside /api (older clients), by method and path. */
const rootCalls = new Set(
  Object.values(routes)
    .filter((route) => !route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${route.path}`),
);

const isApiCall = ({ request }: { request: Request }) => {
  const { pathname } = new URL(request.url);
  return pathname.startsWith('/api/') || rootCalls.has(`${request.method} ${pathname}`);
};

/** Every API call, answered by the Worker. Per-story failures come first (mocks/variants.ts). */
export const handlers: HttpHandler[] = [http.all(isApiCall, ({ request }) => backend.fetch(request))];
