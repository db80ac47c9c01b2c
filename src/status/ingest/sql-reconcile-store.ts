// Reconciliation's durable side (src/status/ingest/reconciler.ts): per key fingerprint, when its last pass
// began on any instance and how many provider calls its current minute has used, so instances
// sharing the database neither read for one key twice per interval nor overspend its budget; and
// what a key waits on, from the tables live status and idempotency keep: the resources it owns whose
// last known status can still move, and its open unknown outcomes.

import { z } from 'zod';
import { RESOURCE_KINDS, STATUSES, nextStatuses, type ResourceKind } from '../../domain/state-machines.js';
import type { KeyWork, PassAllowance, PendingResource, ReconcileStore, WorkPosition } from './reconciler.js';
import type { DataSet } from './webhook-envelope.js';
import type { Database, SqlValue } from '../../store/database.js';

const MINUTE_MS = 60_000;
/** A key's row outlives its last pass by this much, so a key coming back soon keeps its minute. */
const ROW_TTL_MS = 24 * 60 * 60_000;
/** How often this store deletes the rows of keys not reconciled for ROW_TTL_MS (its own purge: one small table). */
const PURGE_EVERY_MS = 10 * 60_000;

const ledgerRow = z.object({
  last_pass_at: z.coerce.number(),
  window_started_at: z.coerce.number(),
  window_calls: z.coerce.number(),
});

const pendingRow = z.object({
  kind: z.enum(RESOURCE_KINDS),
  resource_id: z.string(),
  status: z.string(),
  record: z.string(),
  updated_at: z.string(),
});

const unseenRow = z.object({ kind: z.enum(RESOURCE_KINDS), since: z.coerce.number() });

const jsonObject = z.record(z.string(), z.unknown());

/** The statuses of a kind a resource can still leave. */
function movingStatuses(kind: ResourceKind): string[] {
  return (STATUSES[kind] as readonly string[]).filter((status) => nextStatuses(kind, status).length > 0);
}

export class SqlReconcileStore implements ReconcileStore {
  private purgedAt = 0;

  constructor(private readonly db: Database) {}

  async beginPass(fingerprint: string, nowMs: number, minGapMs: number, callsPerMinute: number): Promise<PassAllowance | undefined> {
    if (nowMs - this.purgedAt >= PURGE_EVERY_MS) {
      this.purgedAt = nowMs;
      await this.db.query('DELETE FROM reconcile_keys WHERE expires_at <= $1', [nowMs]);
    }
    const found = (await this.db.query('SELECT last_pass_at, window_started_at, window_calls FROM reconcile_keys WHERE key_fingerprint = $1', [fingerprint])).rows[0];
    const row = found === undefined ? undefined : ledgerRow.parse(found);
    if (row !== undefined && nowMs - row.last_pass_at < minGapMs) return undefined;
    const sameMinute = row !== undefined && nowMs - row.window_started_at < MINUTE_MS;
    const windowStartedAt = sameMinute ? row.window_started_at : nowMs;
    const windowCalls = sameMinute ? row.window_calls : 0;
    await this.db.query(
      `INSERT INTO reconcile_keys (key_fingerprint, last_pass_at, window_started_at, window_calls, expires_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (key_fingerprint) DO UPDATE SET last_pass_at = $2, window_started_at = $3, window_calls = $4, expires_at = $5`,
      [fingerprint, nowMs, windowStartedAt, windowCalls, nowMs + ROW_TTL_MS],
    );
    return { remaining: Math.max(0, callsPerMinute - windowCalls), previousPassAt: row?.last_pass_at };
  }

  async spend(fingerprint: string, calls: number): Promise<void> {
    await this.db.query('UPDATE reconcile_keys SET window_calls = window_calls + $2 WHERE key_fingerprint = $1', [fingerprint, calls]);
  }

  async work(fingerprint: string, dataSet: DataSet, kinds: readonly ResourceKind[], nowMs: number, limit: number, after?: WorkPosition): Promise<KeyWork> {
    if (kinds.length === 0) return { pending: [], unseenSince: new Map() };
    const params: SqlValue[] = [fingerprint, dataSet, nowMs];
    const placeholder = (value: SqlValue) => {
      params.push(value);
      return `$${params.length}`;
    };
    const byKind = kinds
      .map((kind) => `(s.kind = ${placeholder(kind)} AND s.status IN (${movingStatuses(kind).map(placeholder).join(', ')}))`)
      .join(' OR ');
    const from =
      after === undefined ? '' : ` AND (s.updated_at, s.kind, s.resource_id) > (${placeholder(after.updatedAt)}, ${placeholder(after.kind)}, ${placeholder(after.id)})`;
    const pendingRows = await this.db.query(
      `SELECT s.kind, s.resource_id, s.status, s.record, s.updated_at
       FROM resource_owners o
       JOIN resource_statuses s ON s.data_set = o.data_set AND s.kind = o.kind AND s.resource_id = o.resource_id
       WHERE o.key_fingerprint = $1 AND o.data_set = $2 AND o.expires_at > $3 AND s.expires_at > $3 AND (${byKind})${from}
       ORDER BY s.updated_at, s.kind, s.resource_id
       LIMIT ${placeholder(limit)}`,
      params,
    );
    const rows = pendingRows.rows.map((raw) => pendingRow.parse(raw));
    const pending: PendingResource[] = rows.map((row) => ({ kind: row.kind, id: row.resource_id, status: row.status, record: jsonObject.parse(JSON.parse(row.record)) }));
    const last = rows.length === limit ? rows[rows.length - 1] : undefined;
    const continueAfter: WorkPosition | undefined = last === undefined ? undefined : { updatedAt: last.updated_at, kind: last.kind, id: last.resource_id };
    const kindList = kinds.map((_, i) => `$${i + 4}`).join(', ');
    const unseenRows = await this.db.query(
      `SELECT kind, MIN(window_start) AS since FROM unknown_outcomes
       WHERE caller = $1 AND data_set = $2 AND resolution = 'unknown' AND expires_at > $3 AND kind IN (${kindList})
       GROUP BY kind`,
      [fingerprint, dataSet, nowMs, ...kinds],
    );
    const unseenSince = new Map<ResourceKind, number>();
    for (const raw of unseenRows.rows) {
      const row = unseenRow.parse(raw);
      unseenSince.set(row.kind, row.since);
    }
    return { pending, continueAfter, unseenSince };
  }
}
