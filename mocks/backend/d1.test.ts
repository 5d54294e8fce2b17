import initSqlJs from 'sql.js';
import { getPlatformProxy } from 'wrangler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asD1, SqlJsD1 } from './d1';

/**
 * The D1 stand-in against real local D1 (miniflare): the same statements on both, the same
 * rows, counts and failures. What the Worker relies on: batches all-or-nothing, meta.changes,
 * first(column), raw(), booleans as 1/0, undefined refused, foreign keys enforced.
 */
const SCHEMA = [
  'CREATE TABLE parents (id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, flag INTEGER NOT NULL DEFAULT 0)',
  'CREATE TABLE children (id INTEGER PRIMARY KEY, parent_id TEXT NOT NULL REFERENCES parents (id) ON DELETE CASCADE, n INTEGER)',
];

let proxy: Awaited<ReturnType<typeof getPlatformProxy<{ DB: D1Database }>>>;
const sides: Array<{ name: string; db: D1Database }> = [];

beforeAll(async () => {
  proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: 'wrangler.toml', persist: false });
  const SQL = await initSqlJs();
  sides.push({ name: 'd1', db: proxy.env.DB }, { name: 'sql.js', db: asD1(new SqlJsD1(new SQL.Database())) });
  for (const { db } of sides) await db.batch(SCHEMA.map((sql) => db.prepare(sql)));
}, 60_000);
afterAll(() => proxy?.dispose());

/** Runs `work` on both sides; their outcomes (value or error kind) must be equal. */
async function same<T>(work: (db: D1Database) => Promise<T>): Promise<T> {
  const outcomes = [];
  for (const { db } of sides) {
    try {
      outcomes.push({ value: await work(db) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      outcomes.push({ error: message.match(/^D1_\w+|constraint failed|UNIQUE|FOREIGN KEY/g) ?? message });
    }
  }
  expect(outcomes[1]).toEqual(outcomes[0]);
  return (outcomes[0] as { value: T }).value;
}

const meta = (result: D1Result) => ({ results: result.results, changes: result.meta.changes, success: result.success });

describe('the D1 stand-in (sql.js) answers like D1', () => {
  it('inserts, with changes and booleans as 1/0', async () => {
    const result = await same(async (db) => meta(await db.prepare('INSERT INTO parents (id, name, flag) VALUES (?, ?, ?)').bind('p1', 'Van', true).run()));
    expect(result.changes).toBe(1);
    await same(async (db) => db.prepare('SELECT flag FROM parents WHERE id = ?').bind('p1').first('flag'));
  });

  it('first() of no rows is null, first(column) of a missing column fails', async () => {
    expect(await same((db) => db.prepare('SELECT * FROM parents WHERE id = ?').bind('none').first())).toBeNull();
    await same((db) => db.prepare('SELECT name FROM parents').first('nope'));
  });

  it('all() and raw() shapes', async () => {
    await same(async (db) => (await db.prepare('SELECT id, name FROM parents ORDER BY id').all()).results);
    await same((db) => db.prepare('SELECT id, name FROM parents ORDER BY id').raw());
    await same((db) => db.prepare('SELECT id, name FROM parents ORDER BY id').raw({ columnNames: true }));
  });

  it('a batch is all or nothing', async () => {
    await same(async (db) =>
      (
        await db.batch([
          db.prepare('INSERT INTO parents (id, name) VALUES (?, ?)').bind('p2', 'Tuşba'),
          db.prepare('INSERT INTO parents (id, name) VALUES (?, ?)').bind('p1', 'duplicate'),
        ])
      ).map(meta),
    );
    expect(await same((db) => db.prepare('SELECT count(*) AS n FROM parents').first('n'))).toBe(1);
  });

  it('foreign keys are enforced, and a cascade counts in changes', async () => {
    await same((db) => db.prepare('INSERT INTO children (parent_id, n) VALUES (?, ?)').bind('missing', 1).run());
    await same(async (db) => (await db.batch([1, 2, 3].map((n) => db.prepare('INSERT INTO children (parent_id, n) VALUES (?, ?)').bind('p1', n)))).map(meta));
    const deleted = await same(async (db) => meta(await db.prepare('DELETE FROM parents WHERE id = ?').bind('p1').run()));
    expect(deleted.changes).toBeGreaterThanOrEqual(1);
    expect(await same((db) => db.prepare('SELECT count(*) AS n FROM children').first('n'))).toBe(0);
  });

  it('undefined is refused', async () => {
    await same((db) => db.prepare('SELECT ? AS v').bind(undefined).first());
  });
});
