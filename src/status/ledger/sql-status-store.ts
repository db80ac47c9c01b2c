// Last-known statuses in the gateway's database. A listing first asks, by one plain read, which of
// its items may move a status at all; usually none does, and nothing is written or locked. Those
// that may are compared and set inside the caller's transaction, each on its row read with a lock
// (PostgreSQL) or under SQLite's write lock, in resource order: two instances writing one resource
// at once, or a late observation arriving after a newer one, can never move it back, and the
// status a change moved from is the one it really replaced. Where a status can come back (a
// business customer between review and more information), "ahead" holds both ways round, so the
// order of time decides: such a move needs news dated after what the stored status was learnt from
// (a read from when it was sent, a webhook from its own time), and a late read or retry is refused.

import { z } from 'zod';
import { isStatus, type ResourceKind } from '../../domain/state-machines.js';
import type { KnownStatus, LastKnownStatusStore, StatusAdvance } from './last-known-status.js';
import { resourceKey } from './resource-owners.js';
import { isAhead, isRevisitable } from './status-order.js';
import type { DataSet } from '../../domain/data-sets.js';
import type { StatusObservation } from './observation.js';
import type { Database, Queryable, SqlValue } from '../../store/database.js';

const statusRow = z.object({
  resource_id: z.string(),
  status: z.string(),
  version: z.coerce.number(),
  record: z.string(),
  updated_at: z.string(),
  expires_at: z.coerce.number(),
  observed_at: z.coerce.number().nullable(),
});
const jsonObject = z.record(z.string(), z.unknown());
/** A row of the page's left join: an item of the page, and its stored status (all null when it has none). */
const comparedRow = z.union([
  z.object({ item: z.coerce.number(), status: z.string(), updated_at: z.string(), observed_at: z.coerce.number().nullable() }),
  z.object({ item: z.coerce.number(), status: z.null(), updated_at: z.null(), observed_at: z.null() }),
]);

function known(row: z.infer<typeof statusRow>): KnownStatus {
  return {
    status: row.status,
    version: row.version,
    record: jsonObject.parse(JSON.parse(row.record)),
    updatedAt: row.updated_at,
  };
}

const COLUMNS = 'resource_id, status, version, record, updated_at, expires_at, observed_at';

// Only items with no live stored status, or a status other than the one seen, come back: a page
// seen again at the statuses stored reads no row at all. An item's place in its group is written in
// the statement, after its id and status ($4 and $5 for the first).
function comparedPageText(size: number): string {
  const page = Array.from({ length: size }, (_, index) => `($${4 + 2 * index}, $${5 + 2 * index}, ${index})`);
  return `SELECT page.column3 AS item, stored.status, stored.updated_at, stored.observed_at FROM (VALUES ${page.join(', ')}) AS page
         LEFT JOIN resource_statuses AS stored ON stored.data_set = $1 AND stored.kind = $2 AND stored.resource_id = page.column1 AND stored.expires_at > $3
         WHERE stored.status IS NULL OR page.column2 IS NULL OR stored.status <> page.column2`;
}

/**
 * The statement's text is the same for every page of one length: written once per length (up to
 * a listing's largest page), the one string each time, so the database's statement cache finds it
 * without a new copy of the text built and hashed per listing.
 */
const comparedPageTexts: string[] = [];
const REMEMBERED_PAGE_TEXTS = 100;

function comparedPageSql(size: number): string {
  if (size > REMEMBERED_PAGE_TEXTS) return comparedPageText(size);
  return (comparedPageTexts[size] ??= comparedPageText(size));
}

/** Later than the previous version and not behind the clock, so versions keep growing across expiry. */
function nextVersion(previous: number | undefined, nowMs: number): number {
  return Math.max((previous ?? 0) + 1, nowMs);
}

export class SqlStatusStore implements LastKnownStatusStore {
  constructor(
    private readonly db: Database,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(dataSet: DataSet, kind: ResourceKind, id: string): Promise<KnownStatus | undefined> {
    const { rows } = await this.db.query(
      `SELECT ${COLUMNS} FROM resource_statuses WHERE data_set = $1 AND kind = $2 AND resource_id = $3 AND expires_at > $4`,
      [dataSet, kind, id, this.now()],
    );
    return rows.length === 0 ? undefined : known(statusRow.parse(rows[0]));
  }

  async mayMove(observations: readonly StatusObservation[], observedAt: number = this.now()): Promise<{ moving: StatusObservation[]; unstored: ReadonlySet<StatusObservation> }> {
    const moving: StatusObservation[] = [];
    const unstored = new Set<StatusObservation>();
    for (const group of groupByKind(observations)) {
      const { dataSet, kind } = group[0]!;
      const params: SqlValue[] = [dataSet, kind, this.now()];
      // Each item with the status it was seen at, left out (null) where even the same stored status
      // may move (a revisitable one).
      for (const o of group) params.push(o.id, isRevisitable(kind, o.status) ? null : o.status);
      const { rows } = await this.db.query(comparedPageSql(group.length), params);
      const compared = new Map(rows.map((row) => comparedRow.parse(row)).map((row) => [row.item, row]));
      group.forEach((o, index) => {
        const row = compared.get(index);
        if (row === undefined) return;
        if (row.status === null) {
          unstored.add(o);
          moving.push(o);
        } else if (isAhead(kind, row.status, o.status)) moving.push(o);
        // Seen again later at a status it can come back to: advance dates it from this observation,
        // so older news of the status it left meanwhile (a retried MORE_INFO) cannot move it back.
        else if (o.status === row.status && isRevisitable(kind, o.status) && observedAt > (row.observed_at ?? Date.parse(row.updated_at))) moving.push(o);
      });
    }
    return { moving, unstored };
  }

  async advance(
    tx: Queryable,
    observations: readonly StatusObservation[],
    observedAt: number = this.now(),
    unstored: ReadonlySet<StatusObservation> = new Set(),
  ): Promise<StatusAdvance[]> {
    const changes: StatusAdvance[] = [];
    // Resources already moved by this batch: its later items are later news of them (a test run's steps).
    const moved = new Set<string>();
    // In resource order, so two transactions over the same resources lock them in the same order;
    // the sort is stable, so a resource seen twice is written in the order given.
    for (const o of [...observations].sort(byResource)) {
      const change = await this.advanceOne(tx, o, observedAt, moved.has(resourceKey(o)), unstored.has(o));
      if (change === undefined) continue;
      moved.add(resourceKey(o));
      changes.push(change);
    }
    return changes;
  }

  private async advanceOne(tx: Queryable, o: StatusObservation, observedAt: number, laterInBatch: boolean, unstored: boolean): Promise<StatusAdvance | undefined> {
    const nowMs = this.now();
    const expiresAt = nowMs + this.ttlSeconds * 1000;
    const updatedAt = new Date(nowMs).toISOString();
    const recordJson = JSON.stringify(o.record);
    const record = jsonObject.parse(JSON.parse(recordJson));
    const key = [o.dataSet, o.kind, o.id] as const;
    const change = (status: KnownStatus, previousStatus: string | null): StatusAdvance => ({ ...status, dataSet: o.dataSet, kind: o.kind, id: o.id, previousStatus });
    // A row the read before the transaction did not find is most likely still absent: the insert
    // comes first, and the row is read only when another transaction stored it meanwhile.
    let stored = unstored ? undefined : await this.lockedRow(tx, o);
    if (stored === undefined) {
      const fresh: KnownStatus = { status: o.status, version: nextVersion(undefined, nowMs), record, updatedAt };
      const inserted = await tx.query(
        `INSERT INTO resource_statuses (data_set, kind, resource_id, status, version, record, updated_at, expires_at, observed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (data_set, kind, resource_id) DO NOTHING RETURNING resource_id`,
        [...key, fresh.status, fresh.version, recordJson, updatedAt, expiresAt, observedAt],
      );
      if (inserted.rowCount > 0) return change(fresh, null);
      // Another transaction inserted it first: compare with what it stored.
      stored = await this.lockedRow(tx, o);
      if (stored === undefined) throw new Error('last-known status vanished while being inserted');
    }
    const live = stored.expires_at > nowMs;
    const storedObservedAt = stored.observed_at ?? Date.parse(stored.updated_at);
    if (live && o.status === stored.status && observedAt > storedObservedAt && isRevisitable(o.kind, o.status)) {
      // Still there at a later time (the provider's second in_review after a more_info the gateway
      // never received): older news of the status it may have left meanwhile is older than this.
      await tx.query(`UPDATE resource_statuses SET observed_at = $4 WHERE data_set = $1 AND kind = $2 AND resource_id = $3`, [...key, observedAt]);
      return undefined;
    }
    if (live && !isAhead(o.kind, stored.status, o.status)) return undefined;
    // An expired row still holds its status (a terminal one for good, see retention.ts): a replay
    // however late never moves the resource back. Seen again at that status, it is kept again, as
    // it was (its version and the time of its last change stay): nothing changed, nothing is
    // published. Only a status the state machine does not know gives way once expired, so it
    // cannot block the resource for ever.
    if (!live && isStatus(o.kind, stored.status) && !isAhead(o.kind, stored.status, o.status)) {
      if (o.status === stored.status) {
        await tx.query(`UPDATE resource_statuses SET record = $4, expires_at = $5 WHERE data_set = $1 AND kind = $2 AND resource_id = $3`, [...key, recordJson, expiresAt]);
      }
      return undefined;
    }
    // Ahead both ways round: the resource may have been at the new status before the stored one.
    if (!laterInBatch && isAhead(o.kind, o.status, stored.status) && observedAt <= storedObservedAt) return undefined;
    const current: KnownStatus = {
      status: o.status,
      version: nextVersion(stored.version, nowMs),
      record: live ? { ...known(stored).record, ...record } : record,
      updatedAt,
    };
    await tx.query(
      `UPDATE resource_statuses SET status = $4, version = $5, record = $6, updated_at = $7, expires_at = $8, observed_at = $9
       WHERE data_set = $1 AND kind = $2 AND resource_id = $3`,
      [...key, current.status, current.version, JSON.stringify(current.record), updatedAt, expiresAt, Math.max(storedObservedAt, observedAt)],
    );
    return change(current, stored.status);
  }

  private async lockedRow(tx: Queryable, o: StatusObservation): Promise<z.infer<typeof statusRow> | undefined> {
    const { rows } = await tx.query(
      `SELECT ${COLUMNS} FROM resource_statuses WHERE data_set = $1 AND kind = $2 AND resource_id = $3${this.db.dialect.lockRows}`,
      [o.dataSet, o.kind, o.id],
    );
    return rows.length === 0 ? undefined : statusRow.parse(rows[0]);
  }
}

function byResource(a: StatusObservation, b: StatusObservation): number {
  const ka = resourceKey(a);
  const kb = resourceKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** The observations by data set and kind (a listing's page is one group). */
function groupByKind(observations: readonly StatusObservation[]): StatusObservation[][] {
  const groups = new Map<string, StatusObservation[]>();
  for (const o of observations) {
    const key = `${o.dataSet}\u0000${o.kind}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [o]);
    else group.push(o);
  }
  return [...groups.values()];
}
