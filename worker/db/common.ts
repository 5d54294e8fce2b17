/**
 * Helpers shared by every `worker/db/*.ts` module and the list handlers.
 * Conventions (docs/decisions/0001-conventions.md): money is integer kuruş in `*_cents`
 * columns and a decimal TL number in the API; lists are JSON arrays in TEXT columns;
 * timestamps are ISO-8601 UTC; ids are UUIDs.
 * Keep these signatures stable: the booking side imports them too.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../http/app';

/** TL (decimal, at most 2 decimals after validation) -> integer kuruş. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Integer kuruş -> TL. */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** Nullable variant of `fromCents` (null stays null). */
export function fromCentsOrNull(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : fromCents(cents);
}

/** A JSON-array TEXT column -> string[]; anything unreadable becomes []. */
export function parseList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** string[] -> the JSON-array TEXT stored in list columns. */
export function toList(items: readonly string[] | null | undefined): string {
  return JSON.stringify(items ?? []);
}

/** SQLite 0/1 <-> boolean. */
/** A row's coordinates (migrations/0019_coordinates.sql). */
export type CoordinateRow = { latitude: number | null; longitude: number | null };

/**
 * The SET clause of an update's coordinates with its values (`coordinateValues`): left out of
 * the body (undefined) keeps the stored pair, null clears it (contract/common.ts coordinateFields).
 */
export const SET_COORDINATES = 'latitude = CASE WHEN ? THEN latitude ELSE ? END, longitude = CASE WHEN ? THEN longitude ELSE ? END';

export function coordinateValues(input: { latitude?: number | null; longitude?: number | null }): Array<number | null> {
  const keep = input.latitude === undefined && input.longitude === undefined ? 1 : 0;
  return [keep, input.latitude ?? null, keep, input.longitude ?? null];
}

export const fromBool = (value: number | null | undefined): boolean => value === 1;
export const toBool = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** Current time as stored in `created_at` / `updated_at` (ISO-8601 UTC, milliseconds). */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

/** A new row id (UUID v4). */
export function newId(): string {
  return crypto.randomUUID();
}

/** True when a D1 error is a UNIQUE violation (a 409 for the caller). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}

/** True when a D1 error is a FOREIGN KEY violation (e.g. a RESTRICT delete). */
export function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof Error && /FOREIGN KEY constraint failed/i.test(error.message);
}

// ---------------------------------------------------------------------------------------------
// Paging: every list call returns a plain JSON array; optional `page` (1-based) and `pageSize`
// (1..100) page on the server and the total is in `X-Total-Count` (always set).

/** The optional paging parameters of PageQuery (and of every query schema extending it). */
export type PageParams = { page?: number | undefined; pageSize?: number | undefined };

/** LIMIT/OFFSET for SQL; `limit` is -1 (SQLite: no limit) when the caller did not page. */
export type Page = { limit: number; offset: number };

/** Every row. */
export const ALL_ROWS: Page = { limit: -1, offset: 0 };

/** page/pageSize -> LIMIT/OFFSET. `page` alone uses 20 per page; `pageSize` alone means page 1. */
export function pageOf(query: PageParams): Page {
  if (query.page === undefined && query.pageSize === undefined) return ALL_ROWS;
  const size = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  return { limit: size, offset: (page - 1) * size };
}

export const DEFAULT_PAGE_SIZE = 20;

/** A page of rows plus the number of rows matching without paging. */
export type Paged<T> = { items: T[]; total: number };

/**
 * The paging helper of list handlers:
 *
 *   const pager = paged(c, c.req.valid('query'));
 *   const result = await listHotels(c.env.DB, query, lang, pager.page);   // -> Paged<Hotel>
 *   return pager.send(result);                               // JSON array + X-Total-Count
 */
export function paged(c: Context<AppEnv>, query: PageParams) {
  const page = pageOf(query);
  return {
    page,
    send<T>(result: Paged<T>) {
      c.header('X-Total-Count', String(result.total));
      return c.json(result.items);
    },
  };
}

/**
 * Runs a list query and its count in one batch. `select` must not contain LIMIT/OFFSET
 * (they are appended as bound parameters); `count` must select one column named `n`.
 */
export async function selectPage<Row>(
  db: D1Database,
  query: { select: string; count: string; binds?: unknown[]; page: Page },
): Promise<Paged<Row>> {
  const binds = query.binds ?? [];
  const [rows, count] = await db.batch([
    db.prepare(`${query.select} LIMIT ? OFFSET ?`).bind(...binds, query.page.limit, query.page.offset),
    db.prepare(query.count).bind(...binds),
  ]);
  const total = (count?.results[0] as { n?: number } | undefined)?.n ?? 0;
  return { items: (rows?.results ?? []) as Row[], total };
}

// ---------------------------------------------------------------------------------------------
// Text search: SQLite's lower() folds ASCII only, so search compares both sides through one fold.

/**
 * Case folding SQL and JS agree on: Turkish letters to their ASCII base, then ASCII lower-case
 * ("ERCİŞ", "ercis" and "Erciş" all fold to "ercis"); the Arabic yeh and kaf that many keyboards
 * type for Persian to the Persian letters ("وان" typed with either finds "وان").
 * `foldSql(expr)` wraps a trusted column expression (never user input); `foldText` folds a search
 * term that is then bound.
 */
const FOLDS: [string, string][] = [
  ['İ', 'i'], ['ı', 'i'], ['Ş', 's'], ['ş', 's'], ['Ğ', 'g'], ['ğ', 'g'],
  ['Ü', 'u'], ['ü', 'u'], ['Ö', 'o'], ['ö', 'o'], ['Ç', 'c'], ['ç', 'c'],
  ['\u064A', '\u06CC'], ['\u0649', '\u06CC'], ['\u0643', '\u06A9'],
];
export const foldSql = (expr: string) =>
  `lower(${FOLDS.reduce((sql, [from, to]) => `replace(${sql}, '${from}', '${to}')`, expr)})`;
export const foldText = (text: string) =>
  FOLDS.reduce((value, [from, to]) => value.split(from).join(to), text.normalize('NFC')).replace(/[A-Z]/g, (ch) => ch.toLowerCase());


/** A read of at most one row as SQL and its parameters, for a caller that composes it into a larger statement. */
export interface ReadQuery {
  sql: string;
  params: unknown[];
}
