/**
 * A Worker for the benchmark: the built SPA, fresh migrated and seeded D1/R2 in its own state
 * directory (never the developer's data), `wrangler dev` on a free port.
 */
import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_LOGIN } from '../seed-data.ts';
import { seed } from '../seed.ts';
import { ROOT, freePort, runOrThrow, startTool, stopChild, waitForHttp } from '../lib/run.ts';

export interface BenchServer {
  baseURL: string;
  stateDir: string;
  stop(): Promise<void>;
}

export const BENCH_DIR = path.join(ROOT, '.wrangler', 'bench');

/** Migrations + demo seed into `stateDir` (wiped first). */
export async function prepareState(stateDir: string): Promise<void> {
  rmSync(stateDir, { recursive: true, force: true });
  await runOrThrow('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], { quiet: true });
  await seed({ persistTo: stateDir, quiet: true });
}

/** Runs SQL from a file against the local D1 of `stateDir`. */
export async function executeSqlFile(stateDir: string, file: string): Promise<void> {
  await runOrThrow('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--file', file, '--yes'], { quiet: true });
}

export async function startServer(stateDir: string, name: string): Promise<BenchServer> {
  mkdirSync(BENCH_DIR, { recursive: true });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = openSync(path.join(BENCH_DIR, `${name}.log`), 'w');
  const child = startTool(
    'wrangler',
    [
      'dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', stateDir,
      '--var', 'JWT_SECRET:bench-only-secret-0123456789abcdef0123456789abcdef',
      '--var', 'ENVIRONMENT:development',
      '--show-interactive-dev-session=false', '--log-level', 'error',
    ],
    { stdio: ['ignore', log, log] },
  );
  try {
    await waitForHttp(`${baseURL}/api/health`, { child, timeoutMs: 120_000 });
  } catch (error) {
    await stopChild(child);
    closeSync(log);
    throw error;
  }
  return {
    baseURL,
    stateDir,
    async stop() {
      await stopChild(child);
      closeSync(log);
    },
  };
}

/** A fresh address per request: the load comes from many visitors, not one (rate limits are per address). */
let visitor = 0;
export function visitorAddress(): string {
  visitor += 1;
  return `198.18.${(visitor >> 8) & 255}.${visitor & 255}`;
}

export async function adminToken(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': visitorAddress() },
    body: JSON.stringify({ name: ADMIN_LOGIN.name, password: ADMIN_LOGIN.password }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
