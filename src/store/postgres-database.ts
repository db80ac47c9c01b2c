// PostgreSQL through a pg Pool: the store shared by several gateway instances (`DATABASE_URL`).

import pg from 'pg';
import type { Database, Dialect, QueryResult, Queryable, SqlValue } from './database.js';

const DIALECT: Dialect = { name: 'postgres', lockRows: ' FOR UPDATE', serialKey: 'BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY', soleWriter: false };
// A deadlock or a serialization failure rolls the whole transaction back: running it again is safe.
const RETRYABLE_CODES = new Set(['40P01', '40001']);
const TRANSACTION_ATTEMPTS = 3;

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** A stable 32-bit number for a lock name (advisory locks are keyed by numbers). */
export function advisoryLockKey(name: string): number {
  let hash = 0;
  for (const char of `ramp-gateway:${name}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

export class PostgresDatabase implements Database {
  readonly dialect = DIALECT;

  constructor(
    private readonly pool: pg.Pool,
    private readonly onError: (error: Error) => void = () => {},
  ) {}

  static connect(url: string, onError: (error: Error) => void): PostgresDatabase {
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', onError);
    return new PostgresDatabase(pool, onError);
  }

  /**
   * A client of the pool for work of several statements. The pool listens for an idle client's
   * errors only: one checked out that loses its connection (a restart, a terminated backend)
   * emits an error nobody hears, which would end the process. The work's own statement fails
   * with it as well, so here it is only reported.
   */
  private async checkout(): Promise<{ client: pg.PoolClient; release(destroy?: boolean): void }> {
    const client = await this.pool.connect();
    const onError = (error: Error) => this.onError(error);
    client.on('error', onError);
    return {
      client,
      release: (destroy = false) => {
        client.off('error', onError);
        client.release(destroy);
      },
    };
  }

  async query(sql: string, params: readonly SqlValue[] = []): Promise<QueryResult> {
    return toResult(await this.pool.query(sql, [...params]));
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>, committed?: (result: T) => void): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const { client, release } = await this.checkout();
      let result: T;
      try {
        await client.query('BEGIN');
        result = await work({ query: async (sql, params = []) => toResult(await client.query(sql, [...params])) });
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        if (attempt >= TRANSACTION_ATTEMPTS || !RETRYABLE_CODES.has(String(codeOf(error)))) throw error;
        continue;
      } finally {
        release();
      }
      committed?.(result);
      return result;
    }
  }

  async withLockIfFree<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
    // A session lock on a connection of its own: if this instance dies, the lock goes with its connection.
    const { client, release } = await this.checkout();
    const key = advisoryLockKey(name);
    // A connection whose lock could not be given back is closed rather than pooled: closing it frees the lock.
    let unlocked = true;
    try {
      const locked = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]);
      if (locked.rows[0]?.locked !== true) return undefined;
      unlocked = false;
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [key]);
        unlocked = true;
      }
    } finally {
      release(!unlocked);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

function toResult(result: pg.QueryResult): QueryResult {
  return { rows: result.rows as Record<string, unknown>[], rowCount: result.rowCount ?? result.rows.length };
}
