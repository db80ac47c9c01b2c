// A PostgreSQL connection lost while a transaction or a session lock holds it (the database
// restarted, or an operator terminated the backend) fails that work with an error; it never
// escapes as an uncaught exception that would stop the gateway's process.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PostgresDatabase } from '../../src/store/postgres-database.js';
import { POSTGRES_ADMIN_URL, tempPostgres, type TempPostgres } from './support/databases.js';

let database: TempPostgres;
let db: PostgresDatabase;
const poolErrors: Error[] = [];

beforeAll(async () => {
  database = await tempPostgres();
  db = PostgresDatabase.connect(database.url, (error) => void poolErrors.push(error));
});

afterAll(async () => {
  await db?.close();
  await database?.drop();
});

async function terminateBackendsOf(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    const name = new URL(url).pathname.slice(1);
    // Wait until the work below is inside the database, then cut it off.
    for (let tries = 0; tries < 100; tries += 1) {
      const sleeping = await admin.query(`SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'SELECT pg_sleep%'`, [name]);
      if ((sleeping.rowCount ?? 0) > 0) {
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the work never reached the database');
  } finally {
    await admin.end();
  }
}

it('fails a transaction whose connection is terminated, and the next one runs', async () => {
  const work = db.transaction((tx) => tx.query('SELECT pg_sleep(5)')).then(() => 'done', (error: unknown) => error);
  await terminateBackendsOf(database.url);
  expect(await work).toBeInstanceOf(Error);
  expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
});

it('fails work under a session lock whose connection is terminated', async () => {
  const work = db.withLockIfFree('connection-loss', () => db.query('SELECT pg_sleep(5)')).then(() => 'done', (error: unknown) => error);
  await terminateBackendsOf(database.url);
  expect(await work).toBeInstanceOf(Error);
  expect(await db.withLockIfFree('connection-loss', async () => 'free again')).toBe('free again');
});
