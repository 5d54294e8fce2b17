/**
 * `npm start`: the whole product on one machine with no network and no Cloudflare account.
 * Ensures .dev.vars holds a JWT secret, builds the SPA, applies the D1 migrations, seeds the
 * demo data with the demo season around Van's today (scripts/seed-season.ts), then runs
 * `wrangler dev` (API + SPA on one origin) in the foreground.
 *
 * Env: PORT (default 8787); SEED_TODAY (YYYY-MM-DD, default Van's today): the season's date.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, freePort, runOrThrow, seconds, startTool, stopChild, waitForHttp } from './lib/run.ts';
import { vanToday } from '../contract/time.ts';
import { ADMIN_LOGIN, USER_LOGIN } from './seed-data.ts';
import { seed } from './seed.ts';

const HOST = '127.0.0.1';
const PORT = Number(process.env.PORT ?? 8787);
const BASE_URL = `http://${HOST}:${PORT}`;

/** wrangler dev reads secrets from .dev.vars; keep an existing secret, add one if missing. */
function ensureDevVars(): void {
  const file = path.join(ROOT, '.dev.vars');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  let lines = '';
  if (!/^JWT_SECRET=./m.test(current)) lines += `JWT_SECRET=${randomBytes(32).toString('hex')}\n`;
  // Local development only: the Worker refuses default secrets unless ENVIRONMENT=development.
  if (!/^ENVIRONMENT=./m.test(current)) lines += 'ENVIRONMENT=development\n';
  if (!lines) return;
  const prefix = current && !current.endsWith('\n') ? '\n' : '';
  writeFileSync(file, `${current}${prefix}${lines}`, { mode: 0o600 });
  console.log('Wrote JWT_SECRET / ENVIRONMENT=development to .dev.vars.');
}

async function portIsFree(port: number): Promise<boolean> {
  try {
    await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(1_000) });
    return false;
  } catch {
    return true;
  }
}

async function step<T>(label: string, action: () => Promise<T>): Promise<T> {
  const started = performance.now();
  process.stdout.write(`▸ ${label}…\n`);
  const result = await action();
  console.log(`  ${label}: ${seconds((performance.now() - started) / 1000)}`);
  return result;
}

function banner(lines: string[]): string {
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const rule = '─'.repeat(width);
  return [`┌${rule}┐`, ...lines.map((l) => `│  ${l.padEnd(width - 2)}│`), `└${rule}┘`].join('\n');
}

async function main(): Promise<void> {
  if (!(await portIsFree(PORT))) {
    const suggestion = await freePort();
    throw new Error(`Port ${PORT} is already in use. Stop the other server or run PORT=${suggestion} npm start.`);
  }
  ensureDevVars();
  await step('Build the SPA (vite build)', () => runOrThrow('vite', ['build', '--logLevel', 'warn']));
  await step('Apply D1 migrations (local)', () => runOrThrow('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'], { quiet: true }));
  await step('Seed demo data', () => seed({ quiet: false, today: process.env.SEED_TODAY || vanToday() }));

  console.log(`▸ Starting wrangler dev on ${BASE_URL}…`);
  const serverStarted = performance.now();
  const child = startTool('wrangler', ['dev', '--ip', HOST, '--port', String(PORT), '--show-interactive-dev-session=false']);

  let stopping = false;
  const forward = () => {
    if (stopping) return;
    stopping = true;
    // The terminal's Ctrl+C reaches wrangler too; forwarding covers `kill <pid>` and CI.
    void stopChild(child, 8_000);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0))));

  try {
    await waitForHttp(`${BASE_URL}/api/health`, { child, timeoutMs: 180_000 });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stopChild(child);
    process.exit(1);
  }
  const total = process.uptime();
  const server = (performance.now() - serverStarted) / 1000;
  console.log(
    `\n${banner([
      `Van Tourism is running: ${BASE_URL}`,
      '',
      `Admin  : ${ADMIN_LOGIN.name} / ${ADMIN_LOGIN.password}   (back office at ${BASE_URL}/admin)`,
      `User   : ${USER_LOGIN.name} / ${USER_LOGIN.password}`,
      `PNR    : try VK7P3QHA in the "PNR" dialog on the home page`,
      '',
      `First response ${seconds(total)} after npm start (wrangler dev ready in ${seconds(server)}).`,
      'Ctrl+C stops the server. Data persists in .wrangler/state.',
    ])}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
