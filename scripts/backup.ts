/**
 * `npm run backup`: the D1 data (wrangler d1 export: schema + rows, one .sql file), every
 * receipt in R2 that a payment names and every gallery photo file a photo row names, copied into
 * a folder:
 *
 *   backups/<UTC timestamp>/d1.sql
 *   backups/<UTC timestamp>/receipts/<n>        (the files)
 *   backups/<UTC timestamp>/receipts.json       ([{ key, file, contentType }])
 *   backups/<UTC timestamp>/photos/<n>          (each size of each photo, a WebP file)
 *   backups/<UTC timestamp>/photos.json         ([{ key, file, contentType }])
 *
 * D1 is the index of both buckets (R2 has no listing in wrangler): a receipt no payment names
 * and the photo files left to the sweep (`photo_files_gone`, deleted photos) are not copied.
 * Local state by default (.wrangler/state, or --persist-to <dir>); --remote backs up the
 * production database and buckets (needs `wrangler login`). --out <dir> picks the folder.
 * Restore with `npm run restore -- <folder>` (scripts/restore.ts), into an empty local state.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, runOrThrow, seconds } from './lib/run.ts';
import { PHOTO_CONTENT_TYPE, photoKey } from '../worker/storage/photoKeys.ts';

export const DB_BINDING = 'DB';
export const RECEIPTS_BUCKET = 'van-tourism-receipts';
/** The gallery photos' bucket (wrangler.toml, binding PHOTOS). */
export const PHOTOS_BUCKET = 'van-tourism-photos';

export interface BackupOptions {
  /** Target folder; default backups/<timestamp>. */
  out?: string;
  /** wrangler --persist-to directory for local state. */
  persistTo?: string;
  /** Production (Cloudflare) instead of the local state. */
  remote?: boolean;
  quiet?: boolean;
}

/** One object of a bucket in the backup: its key, its file in the folder, its content type. */
export type ObjectEntry = { key: string; file: string; contentType: string };

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

/** The rows of one SQL query on the backed-up database. */
async function query<T>(where: string[], sql: string): Promise<T[]> {
  const { output } = await runOrThrow('wrangler', ['d1', 'execute', DB_BINDING, ...where, '--json', '--command', sql], { quiet: true });
  return rowsOf<T>(output);
}

/** Copies each object of `bucket` to `<folder>/<dir>/<n>` and writes `<folder>/<dir>.json`. */
async function copyObjects(
  where: string[],
  folder: string,
  bucket: string,
  dir: string,
  objects: readonly { key: string; contentType: string }[],
): Promise<ObjectEntry[]> {
  mkdirSync(path.join(folder, dir), { recursive: true });
  const entries: ObjectEntry[] = [];
  for (const [index, object] of objects.entries()) {
    const file = path.join(dir, String(index));
    await runOrThrow('wrangler', ['r2', 'object', 'get', `${bucket}/${object.key}`, ...where, '--file', path.join(folder, file)], { quiet: true });
    entries.push({ key: object.key, file, contentType: object.contentType });
  }
  writeFileSync(path.join(folder, `${dir}.json`), JSON.stringify(entries, null, 2));
  return entries;
}

export async function backup(options: BackupOptions = {}): Promise<{ folder: string; receipts: number; photos: number }> {
  const started = performance.now();
  const where = options.remote ? ['--remote'] : ['--local', ...(options.persistTo ? ['--persist-to', options.persistTo] : [])];
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const folder = path.resolve(options.out ?? path.join(ROOT, 'backups', stamp));
  mkdirSync(folder, { recursive: true });

  await exportD1(options, path.join(folder, 'd1.sql'));

  const receiptRows = await query<{ key: string; type: string | null }>(
    where,
    'SELECT DISTINCT receipt AS key, receipt_content_type AS type FROM payments WHERE receipt IS NOT NULL ORDER BY receipt',
  );
  const receipts = await copyObjects(
    where,
    folder,
    RECEIPTS_BUCKET,
    'receipts',
    receiptRows.map((row) => ({ key: row.key, contentType: row.type ?? 'application/octet-stream' })),
  );
  // Each size a photo row lists (`widths`); a demo photo shipped with the site has none.
  const photoRows = await query<{ id: string; width: number }>(
    where,
    "SELECT p.id, CAST(w.value AS INTEGER) AS width FROM photos p, json_each(p.widths) w WHERE p.widths <> '[]' ORDER BY p.id, width",
  );
  const photos = await copyObjects(
    where,
    folder,
    PHOTOS_BUCKET,
    'photos',
    photoRows.map((row) => ({ key: photoKey(row.id, row.width), contentType: PHOTO_CONTENT_TYPE })),
  );
  if (!options.quiet) {
    const took = seconds((performance.now() - started) / 1000);
    console.log(`Backup in ${path.relative(ROOT, folder) || folder}: D1 export + ${receipts.length} receipt(s) + ${photos.length} photo file(s) (${took}).`);
  }
  return { folder, receipts: receipts.length, photos: photos.length };
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
