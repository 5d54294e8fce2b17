/**
 * Backup and restore (issue 10; the photos since issue 22): seeds a fresh local state, uploads a
 * gallery photo (its row and its two WebP sizes in the PHOTOS bucket, as the admin's upload
 * stores them: worker/routes/photos.ts), backs it up (wrangler d1 export + the receipts and the
 * photo files out of R2), wipes the state, restores into the empty state and compares every
 * table's row count, a receipt's bytes, and the photo files' bytes and content type.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getPlatformProxy } from 'wrangler';
import { backup, DB_BINDING, PHOTOS_BUCKET, RECEIPTS_BUCKET, rowsOf, type ObjectEntry } from './backup.ts';
import { runOrThrow } from './lib/run.ts';
import { restore } from './restore.ts';
import { seed } from './seed.ts';
import { PHOTO_CONTENT_TYPE, photoKey } from '../worker/storage/photoKeys.ts';

const work = mkdtempSync(path.join(tmpdir(), 'van-backup-test-'));
const state = path.join(work, 'state');
const folder = path.join(work, 'backup');

afterAll(() => rmSync(work, { recursive: true, force: true }));

const d1 = async (sql: string) =>
  (await runOrThrow('wrangler', ['d1', 'execute', DB_BINDING, '--local', '--persist-to', state, '--json', '--command', sql], { quiet: true })).output;

async function rowCounts(): Promise<Record<string, number>> {
  const tables = ['users', 'hotels', 'room_types', 'places', 'tours', 'reservations', 'payments', 'tour_reservations', 'reviews', 'contact_messages', 'email_outbox', 'photos'];
  return rowsOf<Record<string, number>>(await d1(`SELECT ${tables.map((t) => `(SELECT count(*) FROM ${t}) AS ${t}`).join(', ')}`))[0]!;
}

/** A WebP's first bytes (an extended header saying `width`), then random bytes: no two files alike. */
function webpFile(width: number): Buffer {
  const head = Buffer.alloc(30);
  head.write('RIFF', 0, 'latin1');
  head.write('WEBP', 8, 'latin1');
  head.write('VP8X', 12, 'latin1');
  head.writeUInt32LE(10, 16);
  head.writeUIntLE(width - 1, 24, 3);
  head.writeUIntLE(Math.round((width * 2) / 3) - 1, 27, 3);
  const file = Buffer.concat([head, randomBytes(4096)]);
  file.writeUInt32LE(file.length - 8, 4);
  return file;
}

/** An admin's upload as stored: a photo row at the end of a hotel's gallery and one R2 object per size. */
async function uploadPhoto(widths: number[]): Promise<{ id: string; files: Map<string, Buffer> }> {
  const id = randomUUID();
  const [hotel] = rowsOf<{ id: string }>(await d1('SELECT id FROM hotels ORDER BY id LIMIT 1'));
  await d1(
    `INSERT INTO photos (id, entity_kind, entity_id, position, width, height, widths, bytes, alt, created_at)
     VALUES ('${id}', 'hotel', '${hotel!.id}', 99, ${widths.at(-1)!}, ${Math.round((widths.at(-1)! * 2) / 3)}, '${JSON.stringify(widths)}', 8252,
       '{"tr":"Göl kıyısı","en":"Lakeside","fa":"کنار دریاچه"}', '2026-11-27T04:00:00.000Z')`,
  );
  const files = new Map<string, Buffer>();
  for (const width of widths) {
    const key = photoKey(id, width);
    const file = path.join(work, `upload-${width}.webp`);
    files.set(key, webpFile(width));
    writeFileSync(file, files.get(key)!);
    await runOrThrow(
      'wrangler',
      ['r2', 'object', 'put', `${PHOTOS_BUCKET}/${key}`, '--local', '--persist-to', state, '--file', file, '--content-type', PHOTO_CONTENT_TYPE],
      { quiet: true },
    );
  }
  return { id, files };
}

/** The objects as the Worker's PHOTOS binding reads them from the local state (its `v3` folder, as the CLI's --persist-to): bytes and content type. */
async function readPhotos(keys: string[]): Promise<Map<string, { bytes: Buffer; contentType: string | undefined } | null>> {
  const proxy = await getPlatformProxy<{ PHOTOS: R2Like }>({ configPath: 'wrangler.toml', persist: { path: path.join(state, 'v3') } });
  try {
    const found = new Map<string, { bytes: Buffer; contentType: string | undefined } | null>();
    for (const key of keys) {
      const object = await proxy.env.PHOTOS.get(key);
      found.set(key, object && { bytes: Buffer.from(await object.arrayBuffer()), contentType: object.httpMetadata?.contentType });
    }
    return found;
  } finally {
    await proxy.dispose();
  }
}

type R2Like = { get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer>; httpMetadata?: { contentType?: string } } | null> };

describe('npm run backup / npm run restore', { timeout: 300_000 }, () => {
  it('seed + a photo upload → backup → wipe → restore gives the same rows, receipt bytes and photo files', async () => {
    await runOrThrow('wrangler', ['d1', 'migrations', 'apply', DB_BINDING, '--local', '--persist-to', state], { quiet: true });
    await seed({ persistTo: state, quiet: true });
    const photo = await uploadPhoto([480, 960]);
    const before = await rowCounts();
    expect(before.reservations).toBeGreaterThan(0);
    expect(before.payments).toBeGreaterThan(0);
    const keys = [...photo.files.keys()];
    const uploaded = await readPhotos(keys);
    expect([...uploaded.values()].map((object) => object?.contentType)).toEqual([PHOTO_CONTENT_TYPE, PHOTO_CONTENT_TYPE]);

    const made = await backup({ persistTo: state, out: folder, quiet: true });
    expect(made.receipts).toBeGreaterThan(0);
    // The seed's photos are pictures shipped with the site (no files in R2): the upload's two sizes only.
    expect(made.photos).toBe(2);
    const entries = JSON.parse(readFileSync(path.join(folder, 'receipts.json'), 'utf8')) as ObjectEntry[];
    const sample = entries[0]!;
    const original = readFileSync(path.join(folder, sample.file));
    expect(original.subarray(0, 4).toString()).toBe('%PDF');
    const photoEntries = JSON.parse(readFileSync(path.join(folder, 'photos.json'), 'utf8')) as ObjectEntry[];
    expect(photoEntries.map(({ key, contentType }) => ({ key, contentType }))).toEqual(keys.map((key) => ({ key, contentType: PHOTO_CONTENT_TYPE })));

    // A restore never lands on top of existing data.
    await expect(restore(folder, { persistTo: state, quiet: true })).rejects.toThrow(/empty state/);

    rmSync(state, { recursive: true, force: true });
    expect(await restore(folder, { persistTo: state, quiet: true })).toEqual({ receipts: made.receipts, photos: 2 });
    expect(await rowCounts()).toEqual(before);
    // The restored state is usable as is: its migration log came along, nothing is re-applied.
    const migrations = await runOrThrow('wrangler', ['d1', 'migrations', 'apply', DB_BINDING, '--local', '--persist-to', state], { quiet: true });
    expect(migrations.output).toMatch(/No migrations to apply/i);

    const copy = path.join(work, 'restored-receipt');
    await runOrThrow('wrangler', ['r2', 'object', 'get', `${RECEIPTS_BUCKET}/${sample.key}`, '--local', '--persist-to', state, '--file', copy], { quiet: true });
    expect(Buffer.compare(readFileSync(copy), original)).toBe(0);

    // The photo comes back byte for byte, a WebP as before, and its row still lists its sizes.
    const restored = await readPhotos(keys);
    for (const key of keys) {
      expect(restored.get(key)?.contentType).toBe(PHOTO_CONTENT_TYPE);
      expect(Buffer.compare(restored.get(key)!.bytes, photo.files.get(key)!)).toBe(0);
    }
    expect(rowsOf<{ widths: string }>(await d1(`SELECT widths FROM photos WHERE id = '${photo.id}'`))).toEqual([{ widths: '[480,960]' }]);
  });
});
