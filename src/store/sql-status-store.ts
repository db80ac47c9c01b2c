// Last-known statuses in the gateway's database. Observations are stored by one multi-row upsert
// whose WHERE moves a status only forward along the state machines, so the comparison happens in
// the database, on the row as it is when written: two instances writing one resource at once, or a
// late observation arriving after a newer one, can never move it back.

import { z } from 'zod';
import { RESOURCE_KINDS, STATUSES, type ResourceKind } from '../domain/state-machines.js';
import type { KnownStatus, LastKnownStatusStore, StoredStatus } from '../events/last-known-status.js';
import { isAhead } from '../events/status-order.js';
import type { DataSet, StatusObservation } from '../events/webhook-envelope.js';
import type { Database, Queryable, SqlValue } from './database.js';
import { dataSetSchema } from '../domain/data-sets.js';

const statusRow = z.object({
  resource_id: z.string(),
  status: z.string(),
  version: z.coerce.number(),
  record: z.string(),
  updated_at: z.string(),
});
const jsonObject = z.record(z.string(), z.unknown());
const resourceOfRow = z.object({ data_set: dataSetSchema, kind: z.enum(RESOURCE_KINDS) });

function known(row: z.infer<typeof statusRow>): KnownStatus {
  return {
    status: row.status,
    version: row.version,
    record: jsonObject.parse(JSON.parse(row.record)),
    updatedAt: row.updated_at,
  };
}

function stored(row: unknown): StoredStatus {
  const parsed = statusRow.parse(row);
  const { data_set, kind } = resourceOfRow.parse(row);
  return { ...known(parsed), dataSet: data_set, kind, id: parsed.resource_id };
}

const COLUMNS = 'resource_id, status, version, record, updated_at';

// Built from the state machines, not from input: every (kind, stored status, new status) that moves
// forward, and every status the state machines know, as `kind:status` text the statement compares.
const quoted = (text: string) => `'${text}'`;
const FORWARD = RESOURCE_KINDS.flatMap((kind) =>
  (STATUSES[kind] as readonly string[]).flatMap((from) =>
    (STATUSES[kind] as readonly string[]).filter((to) => isAhead(kind, from, to)).map((to) => quoted(`${kind}:${from}>${to}`)),
  ),
).join(', ');
const KNOWN = RESOURCE_KINDS.flatMap((kind) => (STATUSES[kind] as readonly string[]).map((status) => quoted(`${kind}:${status}`))).join(', ');

const S = 'resource_statuses';
const movesForward = (stored: string, status: string) => `((${stored}.kind || ':' || ${stored}.status || '>' || ${status}) IN (${FORWARD}))`;
const MOVES_FORWARD = movesForward(S, 'excluded.status');
const KNOWN_STATUS = `(${S}.kind || ':' || ${S}.status) IN (${KNOWN})`;
/** $1 is the statement's time (epoch ms). */
const LIVE = `${S}.expires_at > $1`;
/**
 * An expired row still holds its status (a terminal one for good, see retention.ts), so a replay
 * however late never moves the resource back. Seen again at that status it is kept again, as it
 * was: its version and the time of its last change stay, and nothing is published. Only a status
 * the state machines do not know gives way once expired, so it cannot block the resource for ever.
 */
const KEPT_AGAIN = `(${S}.status = excluded.status AND ${KNOWN_STATUS})`;
const WRITES = `${MOVES_FORWARD} OR (NOT ${LIVE} AND (NOT ${KNOWN_STATUS} OR ${S}.status = excluded.status))`;
/**
 * A page item whose resource is stored, live, at a status the item does not move forward: left out
 * before the upsert, by a plain read, because PostgreSQL locks every row an upsert meets until the
 * transaction ends, even one its WHERE leaves alone, and identical listings would wait on each other.
 */
const UNMOVED = `EXISTS (SELECT 1 FROM ${S} AS stored WHERE stored.data_set = page.column1 AND stored.kind = page.column2
  AND stored.resource_id = page.column3 AND stored.expires_at > $1 AND NOT ${movesForward('stored', 'page.column4')})`;

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

  async changedSince(sinceMs: number, limit: number): Promise<StoredStatus[]> {
    // updated_at is ISO text in UTC, whose order is the order of time.
    const { rows } = await this.db.query(
      `SELECT data_set, kind, ${COLUMNS} FROM resource_statuses WHERE updated_at >= $1 AND expires_at > $2 ORDER BY updated_at LIMIT $3`,
      [new Date(sinceMs).toISOString(), this.now(), limit],
    );
    return rows.map(stored);
  }

  async advance(tx: Queryable, observations: readonly StatusObservation[]): Promise<StoredStatus[]> {
    const changes: StoredStatus[] = [];
    for (const round of rounds(observations)) changes.push(...(await this.upsert(tx, round)));
    return changes;
  }

  /** One statement for observations of distinct resources (PostgreSQL refuses an upsert touching a row twice). */
  private async upsert(tx: Queryable, observations: readonly StatusObservation[]): Promise<StoredStatus[]> {
    const nowMs = this.now();
    const updatedAt = new Date(nowMs).toISOString();
    const params: SqlValue[] = [nowMs, updatedAt, nowMs + this.ttlSeconds * 1000];
    const values: string[] = [];
    // In resource order, so two statements over the same resources lock them in the same order.
    for (const o of [...observations].sort(byResource)) {
      params.push(o.dataSet, o.kind, o.id, o.status, JSON.stringify(o.record));
      const n = params.length;
      values.push(`($${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`);
    }
    // A new row's version is the clock (last-known-status.ts).
    const { rows } = await tx.query(
      `INSERT INTO resource_statuses (data_set, kind, resource_id, status, version, record, updated_at, expires_at)
       SELECT column1, column2, column3, column4, CAST($1 AS BIGINT), column5, CAST($2 AS TEXT), CAST($3 AS BIGINT)
       FROM (VALUES ${values.join(', ')}) AS page WHERE NOT ${UNMOVED}
       ON CONFLICT (data_set, kind, resource_id) DO UPDATE SET
         status = excluded.status,
         version = CASE WHEN ${KEPT_AGAIN} THEN ${S}.version WHEN ${S}.version >= excluded.version THEN ${S}.version + 1 ELSE excluded.version END,
         record = CASE WHEN ${LIVE} THEN ${this.db.dialect.overlayJson(`${S}.record`, 'excluded.record')} ELSE excluded.record END,
         updated_at = CASE WHEN ${KEPT_AGAIN} THEN ${S}.updated_at ELSE excluded.updated_at END,
         expires_at = excluded.expires_at
       WHERE ${WRITES}
       RETURNING data_set, kind, ${COLUMNS}`,
      params,
    );
    // A row kept again keeps the time of its last change, earlier than this statement's: only a change carries this one.
    return rows.map(stored).filter((row) => row.updatedAt === updatedAt);
  }
}

function resourceKey(r: { dataSet: string; kind: string; id: string }): string {
  return `${r.dataSet}\u0000${r.kind}\u0000${r.id}`;
}

function byResource(a: StatusObservation, b: StatusObservation): number {
  const ka = resourceKey(a);
  const kb = resourceKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** The observations split so that no resource is twice in one part, each seen in the order given. */
function rounds(observations: readonly StatusObservation[]): StatusObservation[][] {
  const parts: StatusObservation[][] = [];
  const seen = new Map<string, number>();
  for (const o of observations) {
    const key = resourceKey(o);
    const part = seen.get(key) ?? 0;
    seen.set(key, part + 1);
    (parts[part] ??= []).push(o);
  }
  return parts;
}
