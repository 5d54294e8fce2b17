/**
 * Backup and restore (issue 10): seeds a fresh local state, backs it up (wrangler d1 export +
 * the receipts out of R2), wipes the state, restores into the empty state and compares every
 * table's row count and a receipt's bytes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, DB_BINDING, RECEIPTS_BUCKET, rowsOf, type ReceiptEntry } from './backup.ts';
import { runOrThrow } from './lib/run.ts';
import { restore } from './restore.ts';
import { seed } from './seed.ts';

const work = mkdtempSync(path.join(tmpdir(), 'van-backup-test-'));
const state = path.join(work, 'state');
const folder = path.join(work, 'backup');

afterAll(() => rmSync(work, { recursive: true, force: true }));

async function rowCounts(): Promise<Record<string, number>> {
  const tables = ['users', 'hotels', 'room_types', 'places', 'tours', 'reservations', 'payments', 'tour_reservations', 'reviews', 'contact_messages', 'email_outbox'];
  const sql = `SELECT ${tables.map((t) => `(SELECT count(*) FROM ${t}) AS ${t}`).join(', ')}`;
  const { output } = await runOrThrow('wrangler', ['d1', 'execute', DB_BINDING, '--local', '--persist-to', state, '--json', '--command', sql], { quiet: true });
  return rowsOf<Record<string, number>>(output)[0]!;
}

describe('npm run backup / npm run restore', { timeout: 300_000 }, () => {
  it('seed → backup → wipe → restore gives the same rows and the same receipt bytes', async () => {
    await runOrThrow('wrangler', ['d1', 'migrations', 'apply', DB_BINDING, '--local', '--persist-to', state], { quiet: true });
    await seed({ persistTo: state, quiet: true });
    const before = await rowCounts();
    expect(before.reservations).toBeGreaterThan(0);
    expect(before.payments).toBeGreaterThan(0);

    const made = await backup({ persistTo: state, out: folder, quiet: true });
    expect(made.receipts).toBeGreaterThan(0);
    const entries = JSON.parse(readFileSync(path.join(folder, 'receipts.json'), 'utf8')) as ReceiptEntry[];
    const sample = entries[0]!;
    const original = readFileSync(path.join(folder, sample.file));
    expect(original.subarray(0, 4).toString()).toBe('%PDF');

    // A restore never lands on top of existing data.
    await expect(restore(folder, { persistTo: state, quiet: true })).rejects.toThrow(/empty state/);

    rmSync(state, { recursive: true, force: true });
    await restore(folder, { persistTo: state, quiet: true });
    expect(await rowCounts()).toEqual(before);
    // The restored state is usable as is: its migration log came along, nothing is re-applied.
    const migrations = await runOrThrow('wrangler', ['d1', 'migrations', 'apply', DB_BINDING, '--local', '--persist-to', state], { quiet: true });
    expect(migrations.output).toMatch(/No migrations to apply/i);

    const copy = path.join(work, 'restored-receipt');
    await runOrThrow('wrangler', ['r2', 'object', 'get', `${RECEIPTS_BUCKET}/${sample.key}`, '--local', '--persist-to', state, '--file', copy], { quiet: true });
    expect(Buffer.compare(readFileSync(copy), original)).toBe(0);
  });
});
