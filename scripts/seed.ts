/**
 * Seeds the local D1 database (and the local R2 bucket with the demo receipts) with the data
 * of scripts/seed-data.ts. Idempotent: fixed ids and `INSERT OR IGNORE`, so running it again
 * inserts nothing new and never overwrites what was edited through the app.
 *
 *   node scripts/seed.ts                      # the default local state (.wrangler/state)
 *   node scripts/seed.ts --persist-to <dir>   # another state dir (the e2e tests use one)
 *   SEED_PERSIST_TO=<dir> node scripts/seed.ts
 *   node scripts/seed.ts --today 2026-11-28     # plus the demo season of that date (SEED_TODAY=…;
 *                                               # `--today` alone: Van's today), as npm start does
 */
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanToday } from '../contract/time.ts';
import { runOrThrow, seconds } from './lib/run.ts';
import * as data from './seed-data.ts';
import { buildSeasonStatements, buildSeedSql, demoReceipts, seasonReceipts } from './seed-sql.ts';
import { seasonWorld } from './seed-season.ts';

export const PBKDF2_ITERATIONS = 100_000;
/** Same binding names as wrangler.toml. */
const DB_BINDING = 'DB';
const RECEIPTS_BUCKET = 'van-tourism-receipts';

/** `pbkdf2-sha256$100000$<salt b64>$<hash b64>`, the format of worker/auth/password.ts. */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = pbkdf2Sync(password, salt, PBKDF2_ITERATIONS, 32, 'sha256');
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, iterations, salt, hash] = stored.split('$');
  if (scheme !== 'pbkdf2-sha256' || !salt || !hash) return false;
  const actual = pbkdf2Sync(password, Buffer.from(salt, 'base64'), Number(iterations), 32, 'sha256');
  return actual.toString('base64') === hash;
}

// ---------------------------------------------------------------------------------------
// Running it
// ---------------------------------------------------------------------------------------

export interface SeedOptions {
  /** wrangler --persist-to directory; default: wrangler's own (.wrangler/state). */
  persistTo?: string;
  quiet?: boolean;
  /**
   * Van's date (YYYY-MM-DD) to add the demo season of (scripts/seed-season.ts): the stays around
   * that date. Only `npm start` passes it; without it the seed is the fixed world alone, as the
   * e2e journeys and the tests need it.
   */
  today?: string;
}

/** Seed the local D1 database and R2 bucket through wrangler. Returns the seconds it took. */
export async function seed(options: SeedOptions = {}): Promise<number> {
  const started = performance.now();
  const persist = options.persistTo ? ['--persist-to', options.persistTo] : [];
  const dir = mkdtempSync(path.join(tmpdir(), 'van-seed-'));
  const world = options.today ? seasonWorld(options.today) : null;
  try {
    const sqlFile = path.join(dir, 'seed.sql');
    const seasonSql = world ? `-- The demo season of ${world.today} (scripts/seed-season.ts); idempotent.\n${buildSeasonStatements(world, hashPassword).join('\n')}\n` : '';
    writeFileSync(sqlFile, buildSeedSql(hashPassword) + seasonSql);
    await runOrThrow('wrangler', ['d1', 'execute', DB_BINDING, '--local', '--file', sqlFile, '--yes', ...persist], { quiet: true });

    const receipts = [...demoReceipts(), ...(world ? seasonReceipts(world) : [])];
    const manifest = receipts.map((receipt, index) => {
      const file = path.join(dir, `receipt-${index}.pdf`);
      writeFileSync(file, receipt.body);
      return { key: receipt.key, file };
    });
    const manifestFile = path.join(dir, 'receipts.json');
    writeFileSync(manifestFile, JSON.stringify(manifest));
    await runOrThrow('wrangler', ['r2', 'bulk', 'put', RECEIPTS_BUCKET, '--local', '--filename', manifestFile, '--content-type', 'application/pdf', ...persist], {
      quiet: true,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const took = (performance.now() - started) / 1000;
  if (!options.quiet && world) {
    console.log(
      `Demo season of ${world.today}: ${world.reservations.length} stays, ${world.payments.length + world.tourPayments.length} payments, ` +
        `${world.refunds.length} refunds, ${world.reviews.length} reviews, ${world.tourReservations.length} tour bookings (already seeded rows are kept as they are).`,
    );
  }
  if (!options.quiet) {
    console.log(
      `Seeded ${data.hotels.length} hotels, ${data.places.length} places, ${data.tours.length} tours, ${data.users.length} users, ` +
        `${data.reservations.length} reservations, ${data.payments.length} payments, ${data.reviews.length} reviews, ` +
        `${data.tourReservations.length} tour bookings, ${data.contactMessages.length} messages (${seconds(took)}).`,
    );
  }
  return took;
}

function persistToFromArgs(argv: string[]): string | undefined {
  const index = argv.indexOf('--persist-to');
  if (index >= 0) {
    const value = argv[index + 1];
    if (!value) throw new Error('--persist-to needs a directory');
    return value;
  }
  return process.env.SEED_PERSIST_TO || undefined;
}

/** `--today YYYY-MM-DD` (or `--today` alone: Van's today) or SEED_TODAY; none: no season. */
function todayFromArgs(argv: string[]): string | undefined {
  const index = argv.indexOf('--today');
  if (index >= 0) {
    const value = argv[index + 1];
    return value && !value.startsWith('--') ? value : vanToday();
  }
  return process.env.SEED_TODAY || undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  seed({ persistTo: persistToFromArgs(argv), today: todayFromArgs(argv) }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
