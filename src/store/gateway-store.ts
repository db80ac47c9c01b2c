// The gateway's durable state, one store per concern over one database: SQLite in a file by
// default, PostgreSQL when `DATABASE_URL` is set (several instances). Opening it applies the
// migrations and starts the purge of expired rows.

import type { IdempotencyStore } from '../idempotency/idempotency-store.js';
import type { UnknownOutcomes } from '../idempotency/unknown-outcomes.js';
import type { LastKnownStatusStore } from '../status/ledger/last-known-status.js';
import type { ReconcileStore } from '../status/ingest/reconciler.js';
import type { ResourceOwners } from '../status/ledger/resource-owners.js';
import type { StatusEventLog } from '../status/ledger/status-event-log.js';
import type { StatusOutbox } from '../status/ledger/status-outbox.js';
import type { WebhookDedupe } from '../status/ledger/webhook-dedupe.js';
import type { ResourceDataSets, UnroutedWebhooks } from '../status/ledger/unrouted-webhooks.js';
import type { ResourceOrigins } from '../status/ledger/resource-origins.js';
import type { KeyBusinesses } from '../idempotency/key-businesses.js';
import { StoreNotUsableError, type Database } from './database.js';
import { migrate } from './migrations.js';
import { storeUnavailableCause } from './store-failures.js';
import { PostgresDatabase } from './postgres-database.js';
import { MIN_PURGE_EVERY_MS, PURGE_EVERY_MS, schedulePurge } from './retention.js';
import { SqlIdempotencyStore } from './sql-idempotency-store.js';
import { SqlKeyBusinesses } from './sql-key-businesses.js';
import { SqlResourceDataSets } from '../status/ledger/sql-resource-data-sets.js';
import { SqlResourceOrigins } from '../status/ledger/sql-resource-origins.js';
import { SqlUnroutedWebhooks } from '../status/ledger/sql-unrouted-webhooks.js';
import { SqlReconcileStore } from '../status/ingest/sql-reconcile-store.js';
import { SqlResourceOwners } from '../status/ledger/sql-resource-owners.js';
import { SqlStatusEventLog } from '../status/ledger/sql-status-event-log.js';
import { SqlStatusOutbox } from '../status/ledger/sql-status-outbox.js';
import { SqlStatusStore } from '../status/ledger/sql-status-store.js';
import { SqlUnknownOutcomes } from './sql-unknown-outcomes.js';
import { SqliteDatabase } from './sqlite-database.js';
import { SqlWebhookDedupe } from '../status/ledger/sql-webhook-dedupe.js';

export const DEFAULT_DATABASE_PATH = '.gateway-data/gateway.db';
export const DEFAULT_STATUS_TTL_SECONDS = 7 * 24 * 3600;

export interface StoreConfig {
  /** PostgreSQL (`postgres://…`), shared by instances; wins over `path`. */
  url?: string | undefined;
  /** The SQLite file of a single instance; `:memory:` for a private throw-away database. */
  path?: string | undefined;
}

export interface StoreOptions {
  /** How long a last-known status (but a terminal one: for good), a resource's owners, a webhook delivery and an unrouted one are kept. */
  statusTtlSeconds?: number | undefined;
  /** How many unrouted webhook deliveries each business keeps (WEBHOOK_UNROUTED_MAX). */
  unroutedPerBusiness?: number | undefined;
  onError?: (error: unknown) => void;
}

export interface GatewayStore {
  db: Database;
  idempotency: IdempotencyStore;
  unknownOutcomes: UnknownOutcomes;
  statuses: LastKnownStatusStore;
  owners: ResourceOwners;
  webhookEvents: WebhookDedupe;
  unroutedWebhooks: UnroutedWebhooks;
  dataSets: ResourceDataSets;
  /** Each resource's business and data set, as first trusted (src/status/ledger/resource-origins.ts). */
  origins: ResourceOrigins;
  keyBusinesses: KeyBusinesses;
  outbox: StatusOutbox;
  /** Every accepted status change, in commit order, for 30 days. */
  events: StatusEventLog;
  /**
   * Resolves when the database takes a write right now (readiness): one that answers reads but
   * cannot write (a full disk, a read-only file) fails every mutation.
   */
  probeWrite(): Promise<void>;
  /** Reconciliation's ledger per key and what each key waits on. */
  reconcile: ReconcileStore;
  close(): Promise<void>;
}

const probeWrite = async (db: Database): Promise<void> => {
  await db.query('UPDATE store_probe SET written_at = $1 WHERE id = 1', [Date.now()]);
};

export async function openGatewayStore(config: StoreConfig, options: StoreOptions = {}): Promise<GatewayStore> {
  const onError = options.onError ?? (() => {});
  let db: Database;
  try {
    db = config.url !== undefined ? PostgresDatabase.connect(config.url, onError) : SqliteDatabase.open(config.path ?? ':memory:');
  } catch (error) {
    throw unusable(error);
  }
  try {
    // Reaching the database before serving: a wrong DATABASE_URL stops the start, and so does a
    // store that answers reads but cannot take a write.
    await migrate(db);
    await probeWrite(db);
  } catch (error) {
    await db.close().catch(() => {});
    throw unusable(error);
  }
  const ttl = options.statusTtlSeconds ?? DEFAULT_STATUS_TTL_SECONDS;
  // Often enough that what is watched is renewed before it would expire, however short the time to live.
  const stopPurge = schedulePurge(db, onError, Math.max(MIN_PURGE_EVERY_MS, Math.min(PURGE_EVERY_MS, (ttl * 1000) / 4)), ttl * 1000);
  return {
    db,
    idempotency: new SqlIdempotencyStore(db),
    unknownOutcomes: new SqlUnknownOutcomes(db),
    statuses: new SqlStatusStore(db, ttl),
    owners: new SqlResourceOwners(db, ttl),
    webhookEvents: new SqlWebhookDedupe(ttl),
    unroutedWebhooks: new SqlUnroutedWebhooks(db, ttl, options.unroutedPerBusiness),
    dataSets: new SqlResourceDataSets(db),
    origins: new SqlResourceOrigins(db),
    keyBusinesses: new SqlKeyBusinesses(db),
    outbox: new SqlStatusOutbox(db),
    events: new SqlStatusEventLog(db),
    probeWrite: () => probeWrite(db),
    reconcile: new SqlReconcileStore(db),
    async close() {
      stopPurge();
      await db.close();
    },
  };
}

function unusable(error: unknown): unknown {
  const cause = error instanceof StoreNotUsableError ? null : storeUnavailableCause(error);
  if (cause === null) return error;
  return new StoreNotUsableError(`The gateway's store cannot be written (${cause}): free disk space, make it writable or reachable, then start again.`, {
    cause: error,
  });
}
