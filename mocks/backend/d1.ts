/**
 * The D1 API over sql.js (SQLite compiled to WebAssembly), for the mock world: the Worker's own
 * db modules run unchanged in the browser and in Node. Only what D1 documents and the Worker
 * uses is here: prepare / bind / first / all / run / raw, batch (one transaction) and exec.
 * Where D1 differs from plain SQLite the adapter follows D1: foreign keys on, booleans bound as
 * 1/0, `undefined` refused, errors prefixed with `D1_ERROR:`. tests/contract holds the two to
 * the same answers.
 */
import type { Database, SqlValue } from 'sql.js';

type Bindable = null | number | string | boolean | ArrayBuffer | ArrayBufferView;
type Row = Record<string, unknown>;

function toSqlValue(value: unknown, index: number): SqlValue {
  if (value === null || typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  throw new Error(`D1_TYPE_ERROR: Type '${typeof value}' not supported for value '${String(value)}' at position ${index + 1}`);
}

/** sql.js answers BLOBs as Uint8Array; D1 answers them as arrays of numbers. */
const fromSqlValue = (value: unknown) => (value instanceof Uint8Array ? Array.from(value) : value);

function d1Error(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith('D1_') ? (error as Error) : new Error(`D1_ERROR: ${message}`, { cause: error });
}

const scalar = (db: Database, sql: string) => Number(db.exec(sql)[0]?.values[0]?.[0] ?? 0);

interface Outcome {
  columns: string[];
  rows: unknown[][];
  changes: number;
  lastRowId: number;
  duration: number;
}

class SqlJsStatement {
  constructor(
    private readonly database: SqlJsD1,
    readonly sql: string,
    readonly values: readonly SqlValue[] = [],
  ) {}

  bind(...values: Bindable[]): SqlJsStatement {
    return new SqlJsStatement(this.database, this.sql, values.map(toSqlValue));
  }

  /** Runs the statement now (synchronously, as sql.js does). */
  execute(): Outcome {
    const started = performance.now();
    const db = this.database.db;
    const before = scalar(db, 'SELECT total_changes()');
    const statement = db.prepare(this.sql);
    try {
      statement.bind(this.values as SqlValue[]);
      const rows: unknown[][] = [];
      while (statement.step()) rows.push(statement.get().map(fromSqlValue));
      const columns = statement.getColumnNames();
      // Like D1, every row the statement touched counts, foreign-key actions and triggers included.
      const changes = scalar(db, 'SELECT total_changes()') - before;
      const lastRowId = scalar(db, 'SELECT last_insert_rowid()');
      return { columns, rows, changes, lastRowId, duration: performance.now() - started };
    } finally {
      statement.free();
    }
  }

  result(outcome: Outcome) {
    const results = outcome.rows.map((values) => Object.fromEntries(outcome.columns.map((column, i) => [column, values[i]])));
    return {
      success: true as const,
      results,
      meta: {
        duration: outcome.duration,
        changes: outcome.changes,
        last_row_id: outcome.lastRowId,
        changed_db: outcome.changes > 0,
        rows_read: outcome.rows.length,
        rows_written: outcome.changes,
        size_after: 0,
      },
    };
  }

  async first<T = Row>(column?: string): Promise<T | null> {
    const outcome = this.database.guard(() => this.execute());
    const row = this.result(outcome).results[0];
    if (!row) return null;
    if (column === undefined) return row as T;
    if (!(column in row)) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`);
    return row[column] as T;
  }

  async all<T = Row>() {
    const outcome = this.database.guard(() => this.execute());
    return this.result(outcome) as ReturnType<SqlJsStatement['result']> & { results: T[] };
  }

  run<T = Row>() {
    return this.all<T>();
  }

  async raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[]> {
    const outcome = this.database.guard(() => this.execute());
    const rows = outcome.rows as T[];
    return options?.columnNames ? [outcome.columns as T, ...rows] : rows;
  }
}

export class SqlJsD1 {
  constructor(readonly db: Database) {
    db.run('PRAGMA foreign_keys = ON');
  }

  /** Runs `work`, turning SQLite's errors into D1's. */
  guard<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      throw d1Error(error);
    }
  }

  prepare(sql: string): SqlJsStatement {
    return new SqlJsStatement(this, sql);
  }

  /** D1 runs a batch as one transaction: every statement, or none. */
  async batch(statements: SqlJsStatement[]) {
    return this.guard(() => {
      this.db.run('BEGIN');
      try {
        const results = statements.map((statement) => statement.result(statement.execute()));
        this.db.run('COMMIT');
        return results;
      } catch (error) {
        this.db.run('ROLLBACK');
        throw error;
      }
    });
  }

  async exec(sql: string) {
    const started = performance.now();
    const results = this.guard(() => this.db.exec(sql));
    return { count: results.length, duration: performance.now() - started };
  }

  withSession() {
    return this;
  }

  async dump(): Promise<ArrayBuffer> {
    return this.db.export().slice().buffer;
  }
}

/** The adapter seen through the Worker's binding type. */
export const asD1 = (database: SqlJsD1) => database as unknown as D1Database;
