// The schema of the gateway's database, as an append-only list: a migration, once released, is
// never edited; a change is a new entry. All of them run at start, in one transaction, and each
// is recorded in schema_migrations; with PostgreSQL an advisory lock keeps two instances starting
// at once from applying the same one twice. Times are epoch milliseconds in BIGINT columns.

import { z } from 'zod';
import type { Database, Dialect } from './database.js';
import { advisoryLockKey } from './postgres-database.js';

export interface Migration {
  id: number;
  name: string;
  statements(dialect: Dialect): string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'idempotency records, statuses, owners, webhook events, status outbox',
    statements: (dialect) => [
      `CREATE TABLE idempotency_records (
        record_key TEXT PRIMARY KEY,
        state TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        token TEXT,
        lease_until BIGINT,
        result TEXT,
        message TEXT,
        expires_at BIGINT NOT NULL
      )`,
      'CREATE INDEX idempotency_records_expiry ON idempotency_records (expires_at)',
      `CREATE TABLE resource_statuses (
        data_set TEXT NOT NULL,
        kind TEXT NOT NULL,
        resource_id TEXT NOT NULL,
        status TEXT NOT NULL,
        version BIGINT NOT NULL,
        record TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        expires_at BIGINT NOT NULL,
        PRIMARY KEY (data_set, kind, resource_id)
      )`,
      'CREATE INDEX resource_statuses_expiry ON resource_statuses (expires_at)',
      `CREATE TABLE resource_owners (
        data_set TEXT NOT NULL,
        kind TEXT NOT NULL,
        resource_id TEXT NOT NULL,
        key_fingerprint TEXT NOT NULL,
        expires_at BIGINT NOT NULL,
        PRIMARY KEY (data_set, kind, resource_id, key_fingerprint)
      )`,
      'CREATE INDEX resource_owners_expiry ON resource_owners (expires_at)',
      `CREATE TABLE webhook_events (
        event_id TEXT PRIMARY KEY,
        received_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      )`,
      'CREATE INDEX webhook_events_expiry ON webhook_events (expires_at)',
      `CREATE TABLE status_outbox (
        id ${dialect.serialKey},
        topics TEXT NOT NULL,
        message TEXT NOT NULL,
        created_at BIGINT NOT NULL
      )`,
    ],
  },
  {
    id: 2,
    name: 'what is known of requests whose outcome is unknown',
    statements: () => [
      `CREATE TABLE unknown_outcomes (
        record_key TEXT PRIMARY KEY,
        operation TEXT NOT NULL,
        caller TEXT NOT NULL,
        data_set TEXT NOT NULL,
        kind TEXT NOT NULL,
        direction TEXT NOT NULL,
        amount TEXT NOT NULL,
        currency TEXT NOT NULL,
        account TEXT NOT NULL,
        window_start BIGINT NOT NULL,
        window_end BIGINT NOT NULL,
        resolution TEXT NOT NULL,
        resource_id TEXT,
        expires_at BIGINT NOT NULL
      )`,
      'CREATE INDEX unknown_outcomes_open ON unknown_outcomes (data_set, kind, resolution)',
      'CREATE INDEX unknown_outcomes_expiry ON unknown_outcomes (expires_at)',
    ],
  },
  {
    id: 3,
    name: 'the row the write probe rewrites (readiness and start-up)',
    statements: () => ['CREATE TABLE store_probe (id INTEGER PRIMARY KEY, written_at BIGINT NOT NULL)', 'INSERT INTO store_probe (id, written_at) VALUES (1, 0)'],
  },
  {
    id: 4,
    name: 'webhook deliveries per data set and business, unrouted deliveries, keys\' businesses',
    statements: () => [
      // Replaces webhook_events (keyed by event id alone), which stays until its rows expire.
      `CREATE TABLE webhook_deliveries (
        data_set TEXT NOT NULL,
        business_id TEXT NOT NULL,
        delivery_key TEXT NOT NULL,
        received_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        PRIMARY KEY (data_set, business_id, delivery_key)
      )`,
      'CREATE INDEX webhook_deliveries_expiry ON webhook_deliveries (expires_at)',
      `CREATE TABLE unrouted_webhooks (
        digest TEXT PRIMARY KEY,
        event TEXT NOT NULL,
        event_id TEXT,
        business_id TEXT,
        reason TEXT NOT NULL,
        body TEXT NOT NULL,
        received_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      )`,
      'CREATE INDEX unrouted_webhooks_expiry ON unrouted_webhooks (expires_at)',
      `CREATE TABLE key_businesses (
        key_fingerprint TEXT PRIMARY KEY,
        business_id TEXT,
        learnt_at BIGINT NOT NULL
      )`,
      // A documented webhook names no data set: the resource is looked up under all of them.
      'CREATE INDEX resource_statuses_resource ON resource_statuses (kind, resource_id)',
      'CREATE INDEX resource_owners_resource ON resource_owners (kind, resource_id)',
    ],
  },
  {
    id: 5,
    name: 'candidates of unknown outcomes: the payload a confirmation settles with, and the rejected ones',
    statements: () => [
      'ALTER TABLE unknown_outcomes ADD COLUMN candidate_result TEXT',
      `CREATE TABLE rejected_candidates (
        record_key TEXT NOT NULL,
        resource_id TEXT NOT NULL,
        expires_at BIGINT NOT NULL,
        PRIMARY KEY (record_key, resource_id)
      )`,
      'CREATE INDEX rejected_candidates_expiry ON rejected_candidates (expires_at)',
    ],
  },
  {
    id: 6,
    name: 'reconciliation: each key’s last pass and calls of its minute; what a key owns and waits on',
    statements: () => [
      `CREATE TABLE reconcile_keys (
        key_fingerprint TEXT PRIMARY KEY,
        last_pass_at BIGINT NOT NULL,
        window_started_at BIGINT NOT NULL,
        window_calls INTEGER NOT NULL,
        expires_at BIGINT NOT NULL
      )`,
      'CREATE INDEX reconcile_keys_expiry ON reconcile_keys (expires_at)',
      'CREATE INDEX resource_owners_by_key ON resource_owners (key_fingerprint, data_set, kind)',
      'CREATE INDEX unknown_outcomes_by_caller ON unknown_outcomes (caller, data_set, resolution)',
    ],
  },
  {
    id: 7,
    name: 'the event log: accepted status changes in commit order, who may read them, the last position handed out',
    statements: () => [
      `CREATE TABLE status_events (
        position BIGINT PRIMARY KEY,
        data_set TEXT NOT NULL,
        kind TEXT NOT NULL,
        resource_id TEXT NOT NULL,
        previous_status TEXT,
        status TEXT NOT NULL,
        message TEXT NOT NULL,
        occurred_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      )`,
      'CREATE INDEX status_events_resource ON status_events (data_set, kind, resource_id, position)',
      'CREATE INDEX status_events_expiry ON status_events (expires_at)',
      `CREATE TABLE status_event_owners (
        key_fingerprint TEXT NOT NULL,
        position BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        PRIMARY KEY (key_fingerprint, position)
      )`,
      'CREATE INDEX status_event_owners_expiry ON status_event_owners (expires_at)',
      // One row: the last position handed out (src/status/ledger/sql-status-event-log.ts says why not a sequence).
      'CREATE TABLE status_event_head (id INTEGER PRIMARY KEY, position BIGINT NOT NULL)',
      'INSERT INTO status_event_head (id, position) VALUES (1, 0)',
    ],
  },
  {
    id: 8,
    name: 'the event log: the largest position its purge deleted, before which a cursor no longer resumes',
    statements: () => [
      // A row of its own, not a column of status_event_head: the purge never waits on an append's turn.
      'CREATE TABLE status_event_purged (id INTEGER PRIMARY KEY, position BIGINT NOT NULL)',
      // A log purged before this migration kept no mark: positions are handed out without gaps, so
      // every one below the oldest event left was purged (and all of them, when none is left).
      `INSERT INTO status_event_purged (id, position)
       SELECT 1, COALESCE((SELECT MIN(position) - 1 FROM status_events), (SELECT position FROM status_event_head WHERE id = 1))`,
    ],
  },
  {
    id: 9,
    name: 'the event log: who sees an event is fixed when it is written; a late owner is owed copies of what it missed',
    statements: () => [
      // 1 while the key may lack entries for events of the resource from before its grant (a new
      // or revived grant), until the grant's copies are written (src/status/ledger/owner-grants.ts).
      'ALTER TABLE resource_owners ADD COLUMN events_owed INTEGER NOT NULL DEFAULT 0',
      // Reads stop asking who owns a resource now: the keys that did when this runs keep seeing
      // its events, at their positions, as they did until now.
      `INSERT INTO status_event_owners (key_fingerprint, position, expires_at)
       SELECT DISTINCT o.key_fingerprint, e.position, e.expires_at FROM resource_owners o
       JOIN status_events e ON e.data_set = o.data_set AND e.kind = o.kind AND e.resource_id = o.resource_id
       WHERE o.expires_at > ${Date.now()}
         AND NOT EXISTS (SELECT 1 FROM status_event_owners eo WHERE eo.key_fingerprint = o.key_fingerprint AND eo.position = e.position)`,
    ],
  },
  {
    id: 10,
    name: 'the event log: a key\'s grants still owing it events, found without reading all its grants',
    statements: () => [
      // Every events page and statusEvents subscription asks first (src/status/ledger/owner-grants.ts, payOwed);
      // the answer is almost always none, and a key may own many resources.
      'CREATE INDEX resource_owners_owed ON resource_owners (key_fingerprint) WHERE events_owed = 1',
    ],
  },
  {
    id: 11,
    name: 'unknown outcomes keep the trace context of their request, for the span that settles them to link to',
    statements: () => ['ALTER TABLE unknown_outcomes ADD COLUMN trace_context TEXT'],
  },
  {
    id: 12,
    name: 'webhooks: the business and data set each resource belongs to, as first trusted; unrouted deliveries bounded per business',
    statements: () => [
      // Never expires: whose a resource is, and whether it is test or live, does not change.
      `CREATE TABLE resource_origins (
        kind TEXT NOT NULL,
        resource_id TEXT NOT NULL,
        business_id TEXT,
        data_set TEXT,
        recorded_at BIGINT NOT NULL,
        PRIMARY KEY (kind, resource_id)
      )`,
      'CREATE INDEX unrouted_webhooks_business ON unrouted_webhooks (business_id, received_at)',
    ],
  },
  {
    id: 13,
    name: 'unknown outcomes keep the resource their request acted on, for evidence naming it by id',
    // NULL for a creation, whose resource is recognised by resemblance (src/idempotency/outcome-evidence.ts).
    statements: () => ['ALTER TABLE unknown_outcomes ADD COLUMN subject_id TEXT'],
  },
  {
    id: 14,
    name: 'candidates offered before evidence had to be the caller business\'s are withdrawn',
    statements: () => [
      // A webhook naming no business could offer another business's payout; which candidates came
      // from one is not recorded, so all go back to unknown. The caller's next listing (or
      // reconciliation) offers its own again; a rejection already recorded stays.
      `UPDATE unknown_outcomes SET resolution = 'unknown', resource_id = NULL, candidate_result = NULL WHERE resolution = 'candidate'`,
    ],
  },
  {
    id: 15,
    name: 'idempotency claims carry a fencing token, checked before the provider call',
    statements: () => ['ALTER TABLE idempotency_records ADD COLUMN fence BIGINT NOT NULL DEFAULT 0'],
  },
  {
    id: 16,
    name: 'a key keeps the first business it was learnt to belong to, where its records are, through a conflict',
    // A conflict emptied business_id, and with it where the key's business-scoped records were: a
    // retry then went to the key's own scope and paid again. A row already conflicting lost it.
    statements: () => ['ALTER TABLE key_businesses ADD COLUMN first_business_id TEXT', 'UPDATE key_businesses SET first_business_id = business_id'],
  },
  {
    id: 17,
    name: 'a stored status remembers when what moved it was true at the provider, so older news cannot move it back along a cycle',
    // NULL for a row stored before: its updated_at (when it was stored) stands in.
    statements: () => ['ALTER TABLE resource_statuses ADD COLUMN observed_at BIGINT'],
  },
  {
    id: 18,
    name: 'each event says how its status was learnt: webhook, provider read or the gateway\'s own mutation',
    // NULL for an event written before: not recorded.
    statements: () => ['ALTER TABLE status_events ADD COLUMN source TEXT'],
  },
  {
    id: 19,
    name: 'the event log by the time of its events, for the catch-up after a pub/sub loss',
    statements: () => ['CREATE INDEX status_events_occurred ON status_events (occurred_at)'],
  },
];

const appliedRow = z.object({ id: z.coerce.number() });

/** Applies the migrations this database has not seen yet; answers the ids it applied. */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return db.transaction(async (tx) => {
    if (db.dialect.name === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [advisoryLockKey('migrations')]);
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)');
    const applied = new Set((await tx.query('SELECT id FROM schema_migrations')).rows.map((row) => appliedRow.parse(row).id));
    const applying = migrations.filter((migration) => !applied.has(migration.id));
    for (const migration of applying) {
      for (const statement of migration.statements(db.dialect)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id, name, applied_at) VALUES ($1, $2, $3)', [migration.id, migration.name, Date.now()]);
    }
    return applying.map((migration) => migration.id);
  });
}
