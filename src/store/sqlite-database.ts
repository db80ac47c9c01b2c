// SQLite through better-sqlite3: the default store of a single gateway instance, in a file so a
// restart keeps idempotency records, statuses and seen webhooks. better-sqlite3 is synchronous,
// so each statement is atomic by itself; a transaction spans awaits, so transactions (and the
// statements outside them) take turns on one in-process lock.

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { StoreNotUsableError, type Database, type Dialect, type QueryResult, type Queryable, type SqlValue } from './database.js';

const DIALECT: Dialect = { name: 'sqlite', lockRows: '', serialKey: 'INTEGER PRIMARY KEY AUTOINCREMENT', soleWriter: true };
/** How long a statement waits for another process holding the file's write lock. */
const BUSY_TIMEOUT_MS = 5_000;
/**
 * Prepared statements kept by SQL text: the stores send a few dozen texts (a listing's IN list
 * and VALUES rows vary with its length), and preparing one costs more than running it. Past the
 * bound the oldest prepared goes first (a plain Map, cheaper to read than a recency order): a text
 * still in use is prepared again.
 */
const PREPARED_STATEMENTS = 500;

export class SqliteDatabase implements Database {
  readonly dialect = DIALECT;
  private readonly db: BetterSqlite3.Database;
  private turn: Promise<void> = Promise.resolve();
  private readonly heldLocks = new Set<string>();
  private readonly statements = new Map<string, Prepared>();
  /** Turns taken and not finished yet: none means no transaction is open and none is waiting. */
  private pendingTurns = 0;
  private readonly direct: Queryable = { query: async (sql, params) => this.run(sql, params) };

  /**
   * `path` is a file (its folder is created) or `:memory:` for a private, throw-away database.
   * A file is this gateway's alone while it is open (`open` takes its instance lock first).
   */
  private constructor(
    path: string,
    private readonly instanceLock: BetterSqlite3.Database | null,
  ) {
    this.db = new BetterSqlite3(path);
    // WAL lets readers of other processes (a backup, a second look) proceed during a write.
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }

  /**
   * Two gateways on one file would each believe their own per-process turn-taking makes them the
   * only writer, and a second one started from the same checkout would share the first's state by
   * accident: the second is refused while the first holds the file's instance lock.
   */
  static open(path: string): SqliteDatabase {
    if (path === ':memory:') return new SqliteDatabase(path, null);
    mkdirSync(dirname(path), { recursive: true });
    const lock = takeInstanceLock(path);
    try {
      return new SqliteDatabase(path, lock);
    } catch (error) {
      lock.close();
      throw error;
    }
  }

  query(sql: string, params: readonly SqlValue[] = []): Promise<QueryResult> {
    // With no turn taken, no transaction is open or waiting: the statement runs now, as it would
    // at the head of the queue, without the queue's promises.
    if (this.pendingTurns > 0) return this.inTurn(async () => this.run(sql, params));
    try {
      return Promise.resolve(this.run(sql, params));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>, committed?: (result: T) => void): Promise<T> {
    return this.inTurn(async () => {
      // IMMEDIATE takes the write lock at once, so two processes on one file cannot both read then write.
      this.db.exec('BEGIN IMMEDIATE');
      let result: T;
      try {
        result = await work(this.direct);
        this.db.exec('COMMIT');
      } catch (error) {
        // SQLite may have ended the transaction itself (a full disk, an I/O error): the error is what counts.
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
        throw error;
      }
      // Still in this transaction's turn: the next one has not begun.
      committed?.(result);
      return result;
    });
  }

  async withLockIfFree<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
    if (this.heldLocks.has(name)) return undefined;
    this.heldLocks.add(name);
    try {
      return await work();
    } finally {
      this.heldLocks.delete(name);
    }
  }

  async close(): Promise<void> {
    await this.inTurn(async () => {
      this.db.close();
      this.instanceLock?.close();
    });
  }

  private run(sql: string, params: readonly SqlValue[] = []): QueryResult {
    let prepared = this.statements.get(sql);
    if (prepared === undefined) {
      const { text, order } = positional(sql);
      prepared = { statement: this.db.prepare(text), order };
      if (this.statements.size >= PREPARED_STATEMENTS) this.statements.delete(this.statements.keys().next().value!);
      this.statements.set(sql, prepared);
    }
    const { statement, order } = prepared;
    const bound = order.map((index) => params[index]);
    if (statement.reader) {
      const rows = statement.all(bound) as Record<string, unknown>[];
      return { rows, rowCount: rows.length };
    }
    return { rows: [], rowCount: statement.run(bound).changes };
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const previous = this.turn;
    let done!: () => void;
    this.turn = new Promise((resolve) => (done = resolve));
    this.pendingTurns += 1;
    return previous.then(work).finally(() => {
      this.pendingTurns -= 1;
      done();
    });
  }
}

interface Prepared {
  statement: BetterSqlite3.Statement;
  /** The index in the caller's parameters of each `?` of the statement, in order. */
  order: number[];
}

/**
 * The stores' `$1`-style SQL with plain `?` placeholders, and which parameter each takes: bound
 * from an array, as better-sqlite3 binds fastest, instead of an object keyed "1", "2", … built per
 * statement. Quoted text and comments are copied as they are: a `$1` inside either is no
 * parameter to PostgreSQL, nor to SQLite, which ignores a `?` there.
 */
function positional(sql: string): { text: string; order: number[] } {
  const order: number[] = [];
  const text = sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\/|\$(\d+)/g, (match, digits: string | undefined) => {
    if (digits === undefined) return match;
    order.push(Number(digits) - 1);
    return '?';
  });
  return { text, order };
}

/**
 * A small SQLite file beside the store, written once in exclusive locking mode: SQLite keeps that
 * lock until the connection closes, and the operating system drops it when the process dies
 * (kill -9 included), so no stale lock outlives its gateway. The store itself stays readable by
 * other processes.
 */
function takeInstanceLock(path: string): BetterSqlite3.Database {
  const lock = new BetterSqlite3(`${path}.lock`);
  try {
    lock.pragma('busy_timeout = 0');
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('CREATE TABLE IF NOT EXISTS holder (pid INTEGER NOT NULL)');
    lock.exec('DELETE FROM holder');
    lock.prepare('INSERT INTO holder (pid) VALUES (?)').run(process.pid);
    return lock;
  } catch (error) {
    lock.close();
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    if (code !== 'SQLITE_BUSY') throw error;
    throw new StoreNotUsableError(
      `Another gateway is using the store ${path}. Give each instance a GATEWAY_DB_PATH of its own, or let them share PostgreSQL (DATABASE_URL).`,
      { cause: error },
    );
  }
}
