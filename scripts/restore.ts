/**
 * `npm run restore -- <backup folder>`: loads a backup made by scripts/backup.ts into an EMPTY
 * local state (the D1 .sql file, then every receipt and every gallery photo file into its local R2
 * bucket with its content type; a backup made before photos were backed up has no photos.json). It refuses a state that already has a database, so nothing is merged or overwritten:
 * `npm run db:reset`-style, remove `.wrangler/state` (or pick --persist-to <new dir>) first.
 * Production is restored with Cloudflare's own tools (D1 Time Travel, or `wrangler d1 execute
 * --remote --file d1.sql` into a new database), the files with `wrangler r2 object put --remote` —
 * see SECURITY.md.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DB_BINDING, PHOTOS_BUCKET, RECEIPTS_BUCKET, type ObjectEntry } from './backup.ts';
import { ROOT, runOrThrow, seconds } from './lib/run.ts';

export interface RestoreOptions {
  persistTo?: string;
  quiet?: boolean;
}

/** True when the local state has no D1 database yet. */
function isEmptyState(persistTo: string): boolean {
  const d1 = path.join(persistTo, 'v3', 'd1');
  if (!existsSync(d1)) return true;
  const walk = (dir: string): boolean =>
    readdirSync(dir, { withFileTypes: true }).every((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : !entry.name.endsWith('.sqlite'),
    );
  return walk(d1);
}

/** Puts the objects listed in `<folder>/<list>` into the local `bucket`, one bulk put per content type. */
async function putObjects(folder: string, list: string, bucket: string, persist: string[]): Promise<number> {
  const listFile = path.join(folder, list);
  if (!existsSync(listFile)) return 0;
  const entries = JSON.parse(readFileSync(listFile, 'utf8')) as ObjectEntry[];
  const byType = new Map<string, ObjectEntry[]>();
  for (const entry of entries) byType.set(entry.contentType, [...(byType.get(entry.contentType) ?? []), entry]);
  for (const [contentType, typed] of byType) {
    const manifest = path.join(tmpdir(), `van-restore-${process.pid}-${bucket}-${contentType.replace(/\W/g, '_')}.json`);
    writeFileSync(manifest, JSON.stringify(typed.map((e) => ({ key: e.key, file: path.resolve(folder, e.file) }))));
    try {
      await runOrThrow('wrangler', ['r2', 'bulk', 'put', bucket, '--local', '--filename', manifest, '--content-type', contentType, ...persist], { quiet: true });
    } finally {
      rmSync(manifest, { force: true });
    }
  }
  return entries.length;
}

export async function restore(folder: string, options: RestoreOptions = {}): Promise<{ receipts: number; photos: number }> {
  const started = performance.now();
  const state = path.resolve(options.persistTo ?? path.join(ROOT, '.wrangler', 'state'));
  if (!isEmptyState(state)) {
    throw new Error(`${state} already holds a D1 database; restore only into an empty state (remove it or use --persist-to <new dir>).`);
  }
  const persist = options.persistTo ? ['--persist-to', options.persistTo] : [];
  await runOrThrow('wrangler', ['d1', 'execute', DB_BINDING, '--local', '--yes', '--file', path.join(folder, 'd1.sql'), ...persist], { quiet: true });

  const receipts = await putObjects(folder, 'receipts.json', RECEIPTS_BUCKET, persist);
  const photos = await putObjects(folder, 'photos.json', PHOTOS_BUCKET, persist);
  if (!options.quiet) {
    console.log(`Restored D1, ${receipts} receipt(s) and ${photos} photo file(s) from ${folder} (${seconds((performance.now() - started) / 1000)}).`);
  }
  return { receipts, photos };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const folder = argv.find((a, i) => !a.startsWith('--') && argv[i - 1] !== '--persist-to');
  const index = argv.indexOf('--persist-to');
  if (!folder) {
    console.error('usage: npm run restore -- <backup folder> [--persist-to <empty state dir>]');
    process.exit(2);
  }
  restore(folder, { persistTo: index >= 0 ? argv[index + 1] : undefined }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
