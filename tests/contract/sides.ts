/**
 * The two sides the contract tests compare: the mock world (MSW in front of the Worker's app on
 * sql.js and an in-memory R2, mocks/world.ts) and the same app on real local D1 and R2 (wrangler's
 * getPlatformProxy: miniflare, nothing leaves the machine), both migrated by migrations/ and
 * seeded by the one writer (scripts/seed-sql.ts). The app is the same code on both sides, so any
 * difference in their answers is a difference between the stand-ins and D1/R2.
 */
import { readD1Migrations } from '@cloudflare/vitest-plugin';
import { demoSeedStatements, putDemoReceipts, serveWorker, workerEnv } from '#mock-backend';
import { getResponse } from 'msw';
import path from 'node:path';
import { parse } from 'smol-toml';
import { getPlatformProxy } from 'wrangler';
import wranglerToml from '../../wrangler.toml?raw';
import { handlers } from '../../mocks/world';

export interface Side {
  name: 'mocks' | 'd1';
  fetch(request: Request): Promise<Response>;
}

export const mocks: Side = {
  name: 'mocks',
  async fetch(request) {
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`No mock answered ${request.method} ${request.url}`);
    return response;
  },
};

interface D1Like {
  prepare(sql: string): unknown;
  batch(statements: unknown[]): Promise<unknown>;
}

/** The Worker's app on real local D1/R2, migrated and seeded; `dispose` ends miniflare. */
export async function startD1Side(): Promise<Side & { dispose(): Promise<void> }> {
  const proxy = await getPlatformProxy<{ DB: D1Like; RECEIPTS: unknown; PHOTOS: unknown }>({ configPath: 'wrangler.toml', persist: false });
  const { DB, RECEIPTS, PHOTOS } = proxy.env;
  for (const migration of await readD1Migrations(path.resolve('migrations'))) {
    await DB.batch(migration.queries.map((query) => DB.prepare(query)));
  }
  await DB.batch((await demoSeedStatements()).map((statement) => DB.prepare(statement)));
  await putDemoReceipts(RECEIPTS);
  const vars = (parse(wranglerToml) as { vars?: Record<string, string> }).vars ?? {};
  const worker = serveWorker(workerEnv({ DB, RECEIPTS, PHOTOS }, vars));
  return { name: 'd1', fetch: worker.fetch, dispose: () => proxy.dispose() };
}

export const ORIGIN = 'http://local.test';

/** A request to the API as a client sends it. */
export function request(
  route: string,
  init: { method?: string; json?: unknown; token?: string; bookingToken?: string; form?: FormData; headers?: Record<string, string> } = {},
): Request {
  const headers = new Headers({ Accept: 'application/json', ...init.headers });
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.bookingToken) headers.set('X-Booking-Token', init.bookingToken);
  return new Request(`${ORIGIN}${route}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
  });
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/**
 * What legitimately differs between two runs of the same requests: new ids, new PNR codes,
 * tokens and clock times. Each new id or code gets a placeholder numbered in order of first
 * appearance, so "the same new id in two places" still has to hold on both sides.
 */
export class Normaliser {
  private readonly aliases = new Map<string, string>();
  constructor(
    private readonly known: ReadonlySet<string>,
    private readonly pnrs: Set<string> = new Set(),
  ) {}

  /** A PNR code this side generated (from a create answer): replaced wherever it shows. */
  learnPnr(code: string) {
    this.pnrs.add(code);
  }

  private alias(kind: string, value: string) {
    if (!this.aliases.has(value)) this.aliases.set(value, `<${kind}#${this.aliases.size + 1}>`);
    return this.aliases.get(value)!;
  }

  text(value: string): string {
    let out = value
      .replace(JWT, '<token>')
      .replace(TIMESTAMP, '<time>')
      .replace(UUID, (id) => (this.known.has(id) ? id : this.alias('id', id)));
    for (const pnr of this.pnrs) out = out.replaceAll(pnr, this.alias('pnr', pnr)).replaceAll(pnr.toLowerCase(), this.alias('pnr', pnr));
    return out;
  }

  value(value: unknown): unknown {
    if (typeof value === 'string') return this.text(value);
    if (Array.isArray(value)) return value.map((item) => this.value(item));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.value(item)]));
    }
    return value;
  }
}

/** Status and parsed body (JSON, else text) of an answer. */
export async function read(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  try {
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  } catch {
    return { status: response.status, body: text };
  }
}
