/**
 * `npm run backup`: the D1 data (wrangler d1 export: schema + rows, one .sql file) and every
 * receipt in R2 that a payment names, copied into a folder:
 *
 *   backups/<UTC timestamp>/d1.sql
 *   backups/<UTC timestamp>/receipts/<n>        (the files)
 *   backups/<UTC timestamp>/receipts.json       ([{ key, file, contentType }])
 *
 * Local state by default (.wrangler/state, or --persist-to <dir>); --remote backs up the
 * production database and bucket (needs `wrangler login`). --out <dir> picks the folder.
 * Restore with `npm run restore -- <folder>` (scripts/restore.ts), into an empty local state.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, runOrThrow, seconds } from './lib/run.ts';

export const DB_BINDING = 'DB';
export const RECEIPTS_BUCKET = 'van-tourism-receipts';

export interface BackupOptions {
  /** Target folder; default backups/<timestamp>. */
  out?: string;
  /** wrangler --persist-to directory for local state. */
  persistTo?: string;
  /** Production (Cloudflare) instead of the local state. */
  remote?: boolean;
  quiet?: boolean;
}

export type ReceiptEntry = { key: string; file: string; contentType: string };

/** The JSON rows of a `wrangler d1 execute --json` call. */
export function rowsOf<T>(output: string): T[] {
  const start = output.indexOf('[');
  const end = output.lastIndexOf(']');
  if (start < 0 || end < start) throw new Error(`no JSON in wrangler output:\n${output}`);
  const parsed = JSON.parse(output.slice(start, end + 1)) as { results: T[] }[];
  return parsed.flatMap((part) => part.results);
}

/**
 * `wrangler d1 export` has no --persist-to: for another local state dir it runs on a copy of
 * wrangler.toml in a temp dir whose .wrangler/state is a link to that dir.
 */
async function exportD1(options: BackupOptions, file: string): Promise<void> {
  if (options.remote) {
    await runOrThrow('wrangler', ['d1', 'export', DB_BINDING, '--remote', '--output', file], { quiet: true });
    return;
  }
  if (!options.persistTo) {
    await runOrThrow('wrangler', ['d1', 'export', DB_BINDING, '--local', '--output', file], { quiet: true });
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'van-export-'));
  try {
    copyFileSync(path.join(ROOT, 'wrangler.toml'), path.join(dir, 'wrangler.toml'));
    mkdirSync(path.join(dir, '.wrangler'));
    symlinkSync(path.resolve(options.persistTo), path.join(dir, '.wrangler', 'state'), 'dir');
    await runOrThrow('wrangler', ['d1', 'export', DB_BINDING, '--local', '--config', path.join(dir, 'wrangler.toml'), '--output', file], { quiet: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function backup(options: BackupOptions = {}): Promise<{ folder: string; receipts: number }> {
  const started = performance.now();
  const where = options.remote ? ['--remote'] : ['--local', ...(options.persistTo ? ['--persist-to', options.persistTo] : [])];
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const folder = path.resolve(options.out ?? path.join(ROOT, 'backups', stamp));
  mkdirSync(path.join(folder, 'receipts'), { recursive: true });

  await exportD1(options, path.join(folder, 'd1.sql'));

  const { output } = await runOrThrow(
    'wrangler',
    ['d1', 'execute', DB_BINDING, ...where, '--json', '--command', 'SELECT DISTINCT receipt AS key, receipt_content_type AS type FROM payments WHERE receipt IS NOT NULL ORDER BY receipt'],
    { quiet: true },
  );
  const receipts: ReceiptEntry[] = [];
  for (const [index, row] of rowsOf<{ key: string; type: string | null }>(output).entries()) {
    const file = path.join('receipts', String(index));
    await runOrThrow('wrangler', ['r2', 'object', 'get', `${RECEIPTS_BUCKET}/${row.key}`, ...where, '--file', path.join(folder, file)], { quiet: true });
    receipts.push({ key: row.key, file, contentType: row.type ?? 'application/octet-stream' });
  }
  writeFileSync(path.join(folder, 'receipts.json'), JSON.stringify(receipts, null, 2));
  if (!options.quiet) {
    console.log(`Backup in ${path.relative(ROOT, folder) || folder}: D1 export + ${receipts.length} receipt(s) (${seconds((performance.now() - started) / 1000)}).`);
  }
  return { folder, receipts: receipts.length };
}

function argValue(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  if (index < 0) return undefined;
  const value = argv[index + 1];
  if (!value) throw new Error(`${name} needs a value`);
  return value;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  backup({ out: argValue(argv, '--out'), persistTo: argValue(argv, '--persist-to'), remote: argv.includes('--remote') }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
