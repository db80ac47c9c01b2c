// Retention is the store's job, not memory's: every row carries its expiry, reads ignore rows
// past it, and this purge deletes them now and then so the tables stay bounded. One exception: a
// status row at a terminal status is kept for good, its record emptied, so that a replay however
// late can never move the resource back (src/status/ledger/sql-status-store.ts). The event log's rows
// expire a fixed time after their event (src/status/ledger/status-event-log.ts), whatever follows; their
// purge also records how far it went (src/status/ledger/status-event-purge.ts). Another: what someone waits
// on (a resource a key owns whose status can still move) is watched until it is final, however long
// that takes, so its status and its owners are renewed here, half a time to live before they would
// expire, instead of being let go: its later webhook still finds the model it lays a partial record
// over, reconciliation still reads it, and its events still reach its owners. Not for ever, though:
// one whose status has not changed for WATCH_AT_MOST_MS (an abandoned ticket, a provider that stopped
// answering or no longer shows it) is let go like any other, or the store and every reconciliation
// pass would grow with what will never move again.

import { RESOURCE_KINDS, STATUSES, isTerminal } from '../domain/state-machines.js';
import type { Database } from './database.js';
import { purgeStatusEvents } from '../status/ledger/status-event-purge.js';

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
/** How long after its last change an unfinished resource is still watched (docs/live-status.md). */
export const WATCH_AT_MOST_MS = 90 * 24 * 3600_000;
/** However short the time to live, the purge runs no more often than this. */
export const MIN_PURGE_EVERY_MS = 100;

// Built from the state machines, not from input: statuses are compared lower-cased, as they are read.
const TERMINAL = RESOURCE_KINDS.map((kind) => {
  const terminal = (STATUSES[kind] as readonly string[]).filter((status) => isTerminal(kind, status));
  return `(kind = '${kind}' AND LOWER(status) IN (${terminal.map((status) => `'${status.toLowerCase()}'`).join(', ')}))`;
}).join(' OR ');
const TERMINAL_OF_S = TERMINAL.replaceAll('kind =', 's.kind =').replaceAll('LOWER(status)', 'LOWER(s.status)');

/**
 * `ttlMs`, when given (the statuses' and owners' time to live): first renews the status and the
 * owners of every unfinished owned resource due within half of it, changed within WATCH_AT_MOST_MS. An owner revived after it had
 * expired (every instance was down) is owed the events written meanwhile, as a grant revived is.
 */
export async function purgeExpired(db: Database, nowMs: number = Date.now(), ttlMs?: number): Promise<number> {
  if (ttlMs !== undefined) await renewWatched(db, nowMs, ttlMs);
  let deleted = 0;
  for (const table of EXPIRING_TABLES) deleted += (await db.query(`DELETE FROM ${table} WHERE expires_at <= $1`, [nowMs])).rowCount;
  deleted += await purgeStatusEvents(db, nowMs);
  deleted += (await db.query(`DELETE FROM resource_statuses WHERE expires_at <= $1 AND NOT (${TERMINAL})`, [nowMs])).rowCount;
  await db.query(`UPDATE resource_statuses SET record = '{}' WHERE expires_at <= $1 AND record <> '{}'`, [nowMs]);
  return deleted;
}

async function renewWatched(db: Database, nowMs: number, ttlMs: number): Promise<void> {
  const due = nowMs + ttlMs / 2;
  const renewed = nowMs + ttlMs;
  // updated_at is an ISO instant (toISOString), so its order as text is its order in time.
  const changedSince = new Date(nowMs - WATCH_AT_MOST_MS).toISOString();
  await db.query(
    `UPDATE resource_owners SET events_owed = CASE WHEN expires_at <= $1 THEN 1 ELSE events_owed END, expires_at = $3
     WHERE expires_at <= $2 AND EXISTS (SELECT 1 FROM resource_statuses s WHERE s.data_set = resource_owners.data_set
       AND s.kind = resource_owners.kind AND s.resource_id = resource_owners.resource_id AND NOT (${TERMINAL_OF_S})
       AND s.updated_at > $4)`,
    [nowMs, due, renewed, changedSince],
  );
  await db.query(
    `UPDATE resource_statuses SET expires_at = $2 WHERE expires_at <= $1 AND NOT (${TERMINAL}) AND updated_at > $3
       AND EXISTS (SELECT 1 FROM resource_owners o WHERE o.data_set = resource_statuses.data_set AND o.kind = resource_statuses.kind
         AND o.resource_id = resource_statuses.resource_id)`,
    [due, renewed, changedSince],
  );
}

/** Purges at start and every `everyMs`; the timer does not keep the process alive. `ttlMs`: see purgeExpired. */
export function schedulePurge(db: Database, onError: (error: unknown) => void, everyMs = PURGE_EVERY_MS, ttlMs?: number): () => void {
  const run = () => void purgeExpired(db, Date.now(), ttlMs).catch(onError);
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
