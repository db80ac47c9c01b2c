// Databases of a test's own: a SQLite file in a temporary folder (removed when the test process
// exits), or a PostgreSQL database created under a unique name on the server CI and the machine
// provide (127.0.0.1:5432, user postgres; POSTGRES_ADMIN_URL to point elsewhere) and dropped after.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { StoreConfig } from '../../../src/store/gateway-store.js';

export const POSTGRES_ADMIN_URL = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let folder: string | undefined;
let files = 0;

/** A fresh SQLite file for one gateway (or several that should share it). */
export function tempSqliteStore(): StoreConfig {
  if (folder === undefined) {
    const created = mkdtempSync(join(tmpdir(), 'ramp-gateway-test-'));
    folder = created;
    process.on('exit', () => rmSync(created, { recursive: true, force: true }));
  }
  files += 1;
  return { path: join(folder, `gateway-${files}.db`) };
}

export interface TempPostgres {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database; `drop()` removes it (closing whatever is still connected). */
export async function tempPostgres(): Promise<TempPostgres> {
  const name = `ramp_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => admin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

/**
 * Both backends, for a `describe.each` over them: a SQLite file each, and one PostgreSQL database
 * for the test file, made before its tests and dropped after them (the hooks are registered here).
 */
export function bothBackends(): [[string, () => StoreConfig], [string, () => StoreConfig]] {
  let postgres: TempPostgres | undefined;
  beforeAll(async () => {
    postgres = await tempPostgres();
  });
  afterAll(async () => {
    await postgres?.drop();
  });
  return [
    ['SQLite', () => tempSqliteStore()],
    [
      'PostgreSQL',
      () => {
        if (postgres === undefined) throw new Error('the PostgreSQL database is made in beforeAll');
        return { url: postgres.url };
      },
    ],
  ];
}
