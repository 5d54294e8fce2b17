import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import initSqlJs, { type Database } from 'sql.js';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * migrations/0027_user_language.sql widens a user's language to Persian without rebuilding
 * `users` (foreign keys are on in D1, so a rebuild would run the ON DELETE actions of the tables
 * pointing at it). Applied on a database holding users with favourites, password resets and
 * bookings, it keeps every row and every link, and copies each user's language.
 */
const DIR = path.resolve(import.meta.dirname, '../../migrations');
const files = readdirSync(DIR).filter((name) => name.endsWith('.sql')).sort();
const TARGET = '0027_user_language.sql';

let db: Database;
const count = (sql: string) => Number(db.exec(sql)[0]?.values[0]?.[0]);

beforeAll(async () => {
  const SQL = await initSqlJs();
  db = new SQL.Database();
  db.exec('PRAGMA foreign_keys = ON');
  for (const name of files.slice(0, files.indexOf(TARGET))) db.exec(readFileSync(path.join(DIR, name), 'utf8'));
  db.exec(`
    INSERT INTO users (id, name, email, password_hash, role, language_preference) VALUES
      ('u-en', 'english', 'english@example.com', 'x', 'USER', 'EN'),
      ('u-tr', 'turkish', 'turkish@example.com', 'x', 'ADMIN', 'TR');
    INSERT INTO hotels (id, hotel_name, hotel_address, hotel_city) VALUES ('h-1', 'Hotel', 'Street 1', 'Van');
    INSERT INTO favourites (user_id, hotel_id) VALUES ('u-en', 'h-1'), ('u-tr', 'h-1');
  `);
  db.exec(readFileSync(path.join(DIR, TARGET), 'utf8'));
});

describe(TARGET, () => {
  it("copies each user's language and keeps the users and their favourites", () => {
    expect(db.exec("SELECT id, language FROM users ORDER BY id")[0]?.values).toEqual([
      ['u-en', 'EN'],
      ['u-tr', 'TR'],
    ]);
    expect(count('SELECT count(*) FROM favourites')).toBe(2);
  });

  it('stores Persian, and refuses a language the site does not speak', () => {
    db.exec("UPDATE users SET language = 'FA' WHERE id = 'u-en'");
    expect(count("SELECT count(*) FROM users WHERE language = 'FA'")).toBe(1);
    expect(() => db.exec("UPDATE users SET language = 'DE' WHERE id = 'u-en'")).toThrow(/CHECK/);
  });

  it('gives a new user Turkish unless told otherwise', () => {
    db.exec("INSERT INTO users (id, name, email, password_hash) VALUES ('u-new', 'newcomer', 'new@example.com', 'x')");
    expect(count("SELECT count(*) FROM users WHERE id = 'u-new' AND language = 'TR'")).toBe(1);
  });
});
