// Retention is the store's job, not memory's: every row carries its expiry, reads ignore rows
// past it, and this purge deletes them now and then so the tables stay bounded. One exception: a
// status row at a terminal status is kept for good, its record emptied, so that a replay however
// late can never move the resource back (src/store/sql-status-store.ts). The event log's rows
// expire a fixed time after their event (src/events/status-event-log.ts), whatever follows; their
// purge also records how far it went (src/store/status-event-purge.ts).

import { RESOURCE_KINDS, STATUSES, isTerminal } from '../domain/state-machines.js';
import type { Database } from './database.js';
import { purgeStatusEvents } from './status-event-purge.js';

const EXPIRING_TABLES = [
  'idempotency_records',
  'unknown_outcomes',
  'rejected_candidates',
  'resource_owners',
  'webhook_events',
  'webhook_deliveries',
  'unrouted_webhooks',
] as const;
export const PURGE_EVERY_MS = 10 * 60_000;

// Built from the state machines, not from input: statuses are compared lower-cased, as they are read.
const TERMINAL = RESOURCE_KINDS.map((kind) => {
  const terminal = (STATUSES[kind] as readonly string[]).filter((status) => isTerminal(kind, status));
  return `(kind = '${kind}' AND LOWER(status) IN (${terminal.map((status) => `'${status.toLowerCase()}'`).join(', ')}))`;
}).join(' OR ');

export async function purgeExpired(db: Database, nowMs: number = Date.now()): Promise<number> {
  let deleted = 0;
  for (const table of EXPIRING_TABLES) deleted += (await db.query(`DELETE FROM ${table} WHERE expires_at <= $1`, [nowMs])).rowCount;
  deleted += await purgeStatusEvents(db, nowMs);
  deleted += (await db.query(`DELETE FROM resource_statuses WHERE expires_at <= $1 AND NOT (${TERMINAL})`, [nowMs])).rowCount;
  await db.query(`UPDATE resource_statuses SET record = '{}' WHERE expires_at <= $1 AND record <> '{}'`, [nowMs]);
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
