// Retention is the store's job, not memory's: every row carries its expiry, reads ignore rows
// past it, and this purge deletes them now and then so the tables stay bounded.

import type { Database } from './database.js';

const EXPIRING_TABLES = ['idempotency_records', 'unknown_outcomes', 'resource_statuses', 'resource_owners', 'webhook_events'] as const;
export const PURGE_EVERY_MS = 10 * 60_000;

export async function purgeExpired(db: Database, nowMs: number = Date.now()): Promise<number> {
  let deleted = 0;
  for (const table of EXPIRING_TABLES) deleted += (await db.query(`DELETE FROM ${table} WHERE expires_at <= $1`, [nowMs])).rowCount;
  return deleted;
}

/** Purges at start and every `everyMs`; the timer does not keep the process alive. */
export function schedulePurge(db: Database, onError: (error: unknown) => void, everyMs = PURGE_EVERY_MS): () => void {
  const run = () => void purgeExpired(db).catch(onError);
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
