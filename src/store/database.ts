// The one door to the gateway's durable state: a SQL database, SQLite in a file for a single
// instance or PostgreSQL for several. Stores write portable SQL with `$1`-style parameters and
// take the few dialect differences from `dialect`.

export type SqlValue = string | number | bigint | null;
export type Row = Record<string, unknown>;

export interface QueryResult {
  rows: Row[];
  /** Rows inserted, updated or deleted (or returned, for a statement with RETURNING). */
  rowCount: number;
}

export interface Queryable {
  query(sql: string, params?: readonly SqlValue[]): Promise<QueryResult>;
}

export interface Dialect {
  name: 'sqlite' | 'postgres';
  /** Appended to a SELECT inside a transaction that will update what it read. */
  lockRows: string;
  /** The column definition of an auto-numbered primary key. */
  serialKey: string;
  /**
   * Whether this process is the database's only writer, its transactions committed one after
   * another: SQLite (a file is one gateway's alone, src/store/sqlite-database.ts), not PostgreSQL.
   */
  soleWriter: boolean;
}

export interface Database extends Queryable {
  readonly dialect: Dialect;
  /**
   * Runs `work` in one transaction: everything it wrote is committed together, or nothing is
   * when it throws. Queries of the transaction go through the Queryable it is given. `committed`
   * is called as soon as the commit succeeded, with `work`'s result: with a sole writer, before
   * any later transaction commits, so its calls come in commit order.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>, committed?: (result: T) => void): Promise<T>;
  /**
   * Runs `work` unless another holder of the lock `name` is running (in this process or, with
   * PostgreSQL, in any instance); answers `undefined` without running it then.
   */
  withLockIfFree<T>(name: string, work: () => Promise<T>): Promise<T | undefined>;
  close(): Promise<void>;
}

/** Start-up refused: the store is there but cannot be written, or another gateway holds its file. */
export class StoreNotUsableError extends Error {
  override name = 'StoreNotUsableError';
}
