// A PostgreSQL database of its own for one bench run of a gateway (or of several instances that
// share it), dropped afterwards.
import pg from 'pg';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let made = 0;

export async function temporaryDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  made += 1;
  const name = `ramp_bench_${process.pid}_${Date.now()}_${made}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
