/**
 * Starts the product once for all journeys: builds the SPA when dist/ is missing (or E2E_BUILD=1),
 * applies the migrations and the demo seed into a fresh, isolated state dir, then runs
 * `wrangler dev` on a free port with a test JWT secret. Tests read the URL with
 * `inject('baseURL')`; teardown stops the wrangler process this file spawned.
 */
import { closeSync, existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, freePort, runOrThrow, seconds, startTool, stopChild, waitForHttp } from '../scripts/lib/run.ts';
import { seed } from '../scripts/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const E2E_STATE = path.join(ROOT, '.wrangler', 'e2e-state');
const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');
const JWT_SECRET = 'e2e-only-secret-0123456789abcdef0123456789abcdef';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  mkdirSync(ARTIFACTS, { recursive: true });

  if (process.env.E2E_BUILD === '1' || !existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    // vitest runs this with NODE_ENV=test, which vite build would inherit (React's development
    // build, StrictMode's double effects): journeys run against the production build.
    await runOrThrow('vite', ['build', '--logLevel', 'warn'], { env: { NODE_ENV: 'production' } });
  }

  rmSync(E2E_STATE, { recursive: true, force: true });
  const persist = ['--persist-to', E2E_STATE];
  await runOrThrow('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persist], { quiet: true });
  await seed({ persistTo: E2E_STATE, quiet: true });

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The Worker's log goes to a file next to the screenshots, not into the test report.
  const logFile = path.join(ARTIFACTS, 'wrangler.log');
  const log = openSync(logFile, 'w');
  const child = startTool(
    'wrangler',
    ['dev', '--ip', '127.0.0.1', '--port', String(port), ...persist, '--var', `JWT_SECRET:${JWT_SECRET}`, '--var', 'ENVIRONMENT:development', '--show-interactive-dev-session=false'],
    { stdio: ['ignore', log, log] },
  );
  try {
    await waitForHttp(`${baseURL}/api/health`, { child, timeoutMs: 120_000 });
  } catch (error) {
    await stopChild(child);
    closeSync(log);
    throw new Error(`${error instanceof Error ? error.message : error}; see ${path.relative(ROOT, logFile)}`);
  }
  console.log(`e2e: Worker ready at ${baseURL} in ${seconds((performance.now() - started) / 1000)} (state: .wrangler/e2e-state)`);
  project.provide('baseURL', baseURL);

  return async () => {
    await stopChild(child);
    closeSync(log);
  };
}
