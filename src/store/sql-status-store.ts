// Last-known statuses in the gateway's database. A change is compared and set inside the
// caller's transaction, on a row read with a lock (PostgreSQL) or under SQLite's write lock, so
// two instances applying changes of one resource at once cannot interleave.

import { z } from 'zod';
import { RESOURCE_KINDS, isStatus, type ResourceKind } from '../domain/state-machines.js';
import { nextVersion, type AdvanceResult, type KnownStatus, type LastKnownStatusStore, type StoredStatus } from '../events/last-known-status.js';
import { isAhead } from '../events/status-order.js';
import type { DataSet, StatusObservation } from '../events/webhook-envelope.js';
import type { Database, Queryable } from './database.js';
import { dataSetSchema } from '../domain/data-sets.js';

const statusRow = z.object({
  resource_id: z.string(),
  status: z.string(),
  version: z.coerce.number(),
  record: z.string(),
  updated_at: z.string(),
  expires_at: z.coerce.number(),
});
const jsonObject = z.record(z.string(), z.unknown());
const resourceOfRow = z.object({ data_set: dataSetSchema, kind: z.enum(RESOURCE_KINDS) });

function known(row: z.infer<typeof statusRow>): KnownStatus {
  return {
    status: row.status,
    version: row.version,
    record: jsonObject.parse(JSON.parse(row.record)),
    updatedAt: row.updated_at,
    expiresAt: row.expires_at,
  };
}

const COLUMNS = 'resource_id, status, version, record, updated_at, expires_at';

export class SqlStatusStore implements LastKnownStatusStore {
  constructor(
    private readonly db: Database,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(dataSet: DataSet, kind: ResourceKind, id: string): Promise<KnownStatus | undefined> {
    return (await this.getMany(dataSet, kind, [id])).get(id);
  }

  async getMany(dataSet: DataSet, kind: ResourceKind, ids: readonly string[]): Promise<Map<string, KnownStatus>> {
    const found = new Map<string, KnownStatus>();
    if (ids.length === 0) return found;
    const list = ids.map((_, index) => `$${index + 4}`).join(', ');
    const { rows } = await this.db.query(
      `SELECT ${COLUMNS} FROM resource_statuses WHERE data_set = $1 AND kind = $2 AND expires_at > $3 AND resource_id IN (${list})`,
      [dataSet, kind, this.now(), ...ids],
    );
    for (const row of rows) {
      const parsed = statusRow.parse(row);
      found.set(parsed.resource_id, known(parsed));
    }
    return found;
  }

  async changedSince(sinceMs: number, limit: number): Promise<StoredStatus[]> {
    // updated_at is ISO text in UTC, whose order is the order of time.
    const { rows } = await this.db.query(
      `SELECT data_set, kind, ${COLUMNS} FROM resource_statuses WHERE updated_at >= $1 AND expires_at > $2 ORDER BY updated_at LIMIT $3`,
      [new Date(sinceMs).toISOString(), this.now(), limit],
    );
    return rows.map((row) => {
      const parsed = statusRow.parse(row);
      const { data_set, kind } = resourceOfRow.parse(row);
      return { ...known(parsed), dataSet: data_set, kind, id: parsed.resource_id };
    });
  }

  async advance(tx: Queryable, o: StatusObservation): Promise<AdvanceResult> {
    const nowMs = this.now();
    const expiresAt = nowMs + this.ttlSeconds * 1000;
    const updatedAt = new Date(nowMs).toISOString();
    const record = JSON.parse(JSON.stringify(o.record)) as Record<string, unknown>;
    const key = [o.dataSet, o.kind, o.id] as const;
    let stored = await this.lockedRow(tx, o);
    if (stored === undefined) {
      const fresh: KnownStatus = { status: o.status, version: nextVersion(undefined, nowMs), record, updatedAt, expiresAt };
      const inserted = await tx.query(
        `INSERT INTO resource_statuses (data_set, kind, resource_id, status, version, record, updated_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (data_set, kind, resource_id) DO NOTHING RETURNING resource_id`,
        [...key, fresh.status, fresh.version, JSON.stringify(fresh.record), updatedAt, expiresAt],
      );
      if (inserted.rowCount > 0) return { applied: true, current: fresh, previousStatus: null };
      // Another transaction inserted it first: compare with what it stored.
      stored = await this.lockedRow(tx, o);
      if (stored === undefined) throw new Error('last-known status vanished while being inserted');
    }
    const live = stored.expires_at > nowMs;
    if (live && !isAhead(o.kind, stored.status, o.status)) return { applied: false, current: known(stored), previousStatus: null };
    // An expired row still holds its status (a terminal one for good, see retention.ts): a replay
    // however late never moves the resource back. Seen again at that status, it is kept again, as
    // it was: nothing changed, nothing is published. Only a status the state machine does not know
    // gives way once expired, so it cannot block the resource for ever.
    if (!live && isStatus(o.kind, stored.status) && !isAhead(o.kind, stored.status, o.status)) {
      if (o.status !== stored.status) return { applied: false, current: known(stored), previousStatus: null };
      const kept: KnownStatus = { status: stored.status, version: stored.version, record, updatedAt, expiresAt };
      await tx.query(
        `UPDATE resource_statuses SET record = $4, updated_at = $5, expires_at = $6 WHERE data_set = $1 AND kind = $2 AND resource_id = $3`,
        [...key, JSON.stringify(record), updatedAt, expiresAt],
      );
      return { applied: false, current: kept, previousStatus: null };
    }
    const current: KnownStatus = {
      status: o.status,
      // An expired entry still lends its version, so versions keep growing across expiry.
      version: nextVersion(stored.version, nowMs),
      record: live ? { ...known(stored).record, ...record } : record,
      updatedAt,
      expiresAt,
    };
    await tx.query(
      `UPDATE resource_statuses SET status = $4, version = $5, record = $6, updated_at = $7, expires_at = $8
       WHERE data_set = $1 AND kind = $2 AND resource_id = $3`,
      [...key, current.status, current.version, JSON.stringify(current.record), updatedAt, expiresAt],
    );
    return { applied: true, current, previousStatus: stored.status };
  }

  private async lockedRow(tx: Queryable, o: StatusObservation): Promise<z.infer<typeof statusRow> | undefined> {
    const { rows } = await tx.query(
      `SELECT ${COLUMNS} FROM resource_statuses WHERE data_set = $1 AND kind = $2 AND resource_id = $3${this.db.dialect.lockRows}`,
      [o.dataSet, o.kind, o.id],
    );
    return rows.length === 0 ? undefined : statusRow.parse(rows[0]);
  }
}
