/**
 * Running the project's tools from scripts and the e2e harness: binaries come from
 * node_modules/.bin (never npx), with that folder first on PATH so their `#!/usr/bin/env node`
 * finds the Node 22 of the `node` package, exactly as under `npm run`.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');

export function bin(name: string): string {
  return path.join(BIN, name);
}

/** The environment for child tools: local bin first on PATH, no wrangler telemetry. */
export function toolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
    WRANGLER_SEND_METRICS: 'false',
    ...extra,
  };
}

export interface RunOptions {
  /** Print the child's output (default) or keep it and show it only on failure. */
  quiet?: boolean;
  env?: Record<string, string>;
  cwd?: string;
}

export interface RunResult {
  code: number;
  output: string;
  seconds: number;
}

/** Run a tool to completion; resolves with its exit code, its output and the time it took. */
export function run(name: string, args: string[], options: RunOptions = {}): Promise<RunResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(bin(name), args, {
      cwd: options.cwd ?? ROOT,
      env: toolEnv(options.env),
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      resolve({ code: code ?? (signal ? 128 : 1), output, seconds: (performance.now() - started) / 1000 });
    });
  });
}

/** Like run(), but throws with the captured output when the tool fails. */
export async function runOrThrow(name: string, args: string[], options: RunOptions = {}): Promise<RunResult> {
  const result = await run(name, args, options);
  if (result.code !== 0) {
    if (options.quiet) process.stderr.write(result.output);
    throw new Error(`${name} ${args.join(' ')} exited with code ${result.code}`);
  }
  return result;
}

/** Start a long-running tool (wrangler dev) and return the child we spawned directly. */
export function startTool(name: string, args: string[], options: RunOptions & { stdio?: SpawnOptions['stdio'] } = {}): ChildProcess {
  return spawn(bin(name), args, {
    cwd: options.cwd ?? ROOT,
    env: toolEnv(options.env),
    stdio: options.stdio ?? 'inherit',
  });
}

/** Poll `url` until it answers 2xx, the child exits, or the time runs out. */
export async function waitForHttp(url: string, { timeoutMs = 120_000, child }: { timeoutMs?: number; child?: ChildProcess } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${lastError})`);
}

/** A TCP port that is free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Stop a child we started: SIGTERM, then SIGKILL after `graceMs`. Resolves when it has exited. */
export function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export const seconds = (value: number) => `${value.toFixed(1)} s`;
