/**
 * `npm run restore -- <backup folder>`: loads a backup made by scripts/backup.ts into an EMPTY
 * local state (the D1 .sql file, then every receipt into the local R2 bucket with its content
 * type). It refuses a state that already has a database, so nothing is merged or overwritten:
 * `npm run db:reset`-style, remove `.wrangler/state` (or pick --persist-to <new dir>) first.
 * Production is restored with Cloudflare's own tools (D1 Time Travel, or `wrangler d1 execute
 * --remote --file d1.sql` into a new database) — see SECURITY.md.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DB_BINDING, RECEIPTS_BUCKET, type ReceiptEntry } from './backup.ts';
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

export async function restore(folder: string, options: RestoreOptions = {}): Promise<{ receipts: number }> {
  const started = performance.now();
  const state = path.resolve(options.persistTo ?? path.join(ROOT, '.wrangler', 'state'));
  if (!isEmptyState(state)) {
    throw new Error(`${state} already holds a D1 database; restore only into an empty state (remove it or use --persist-to <new dir>).`);
  }
  const persist = options.persistTo ? ['--persist-to', options.persistTo] : [];
  await runOrThrow('wrangler', ['d1', 'execute', DB_BINDING, '--local', '--yes', '--file', path.join(folder, 'd1.sql'), ...persist], { quiet: true });

  const receipts = JSON.parse(readFileSync(path.join(folder, 'receipts.json'), 'utf8')) as ReceiptEntry[];
  const byType = new Map<string, ReceiptEntry[]>();
  for (const entry of receipts) byType.set(entry.contentType, [...(byType.get(entry.contentType) ?? []), entry]);
  for (const [contentType, entries] of byType) {
    const manifest = path.join(tmpdir(), `van-restore-${process.pid}-${contentType.replace(/\W/g, '_')}.json`);
    writeFileSync(manifest, JSON.stringify(entries.map((e) => ({ key: e.key, file: path.resolve(folder, e.file) }))));
    await runOrThrow('wrangler', ['r2', 'bulk', 'put', RECEIPTS_BUCKET, '--local', '--filename', manifest, '--content-type', contentType, ...persist], {
      quiet: true,
    });
  }
  if (!options.quiet) console.log(`Restored D1 and ${receipts.length} receipt(s) from ${folder} (${seconds((performance.now() - started) / 1000)}).`);
  return { receipts: receipts.length };
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
