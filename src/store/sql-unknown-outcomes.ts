// Unknown outcomes and their match criteria in the gateway's database, kept as long as the
// idempotency record they belong to.

import { z } from 'zod';
import { RESOURCE_KINDS, type ResourceKind } from '../domain/state-machines.js';
import type { DataSet } from '../events/webhook-envelope.js';
import type { NewUnknownOutcome, UnknownOutcome, UnknownOutcomes } from '../idempotency/unknown-outcomes.js';
import type { Database } from './database.js';

const outcomeRow = z.object({
  record_key: z.string(),
  operation: z.string(),
  caller: z.string(),
  data_set: z.enum(['test', 'live']),
  kind: z.enum(RESOURCE_KINDS),
  direction: z.string(),
  amount: z.string(),
  currency: z.string(),
  account: z.string(),
  window_start: z.coerce.number(),
  window_end: z.coerce.number(),
  resolution: z.enum(['unknown', 'created', 'ambiguous']),
  resource_id: z.string().nullable(),
});

function fromRow(row: unknown): UnknownOutcome {
  const r = outcomeRow.parse(row);
  return {
    recordKey: r.record_key,
    operation: r.operation,
    caller: r.caller,
    dataSet: r.data_set,
    kind: r.kind,
    direction: r.direction,
    amount: r.amount,
    currency: r.currency,
    account: r.account,
    windowStart: r.window_start,
    windowEnd: r.window_end,
    resolution: r.resolution,
    resourceId: r.resource_id,
  };
}

const SELECT = `SELECT record_key, operation, caller, data_set, kind, direction, amount, currency, account, window_start, window_end,
  resolution, resource_id FROM unknown_outcomes`;

export class SqlUnknownOutcomes implements UnknownOutcomes {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async add(o: NewUnknownOutcome, ttlMs: number): Promise<void> {
    await this.db.query(
      `INSERT INTO unknown_outcomes (record_key, operation, caller, data_set, kind, direction, amount, currency, account,
         window_start, window_end, resolution, resource_id, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'unknown', NULL, $12)
       ON CONFLICT (record_key) DO NOTHING`,
      [o.recordKey, o.operation, o.caller, o.dataSet, o.kind, o.direction, o.amount, o.currency, o.account, o.windowStart, o.windowEnd, this.now() + ttlMs],
    );
  }

  async get(recordKey: string): Promise<UnknownOutcome | undefined> {
    const { rows } = await this.db.query(`${SELECT} WHERE record_key = $1 AND expires_at > $2`, [recordKey, this.now()]);
    return rows.length === 0 ? undefined : fromRow(rows[0]);
  }

  async open(dataSet: DataSet, kind: ResourceKind, caller?: string): Promise<UnknownOutcome[]> {
    const byCaller = caller === undefined ? '' : ' AND caller = $4';
    const { rows } = await this.db.query(
      `${SELECT} WHERE data_set = $1 AND kind = $2 AND resolution = 'unknown' AND expires_at > $3${byCaller}`,
      [dataSet, kind, this.now(), ...(caller === undefined ? [] : [caller])],
    );
    return rows.map(fromRow);
  }

  async isResolution(dataSet: DataSet, kind: ResourceKind, resourceId: string): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 AS found FROM unknown_outcomes WHERE data_set = $1 AND kind = $2 AND resource_id = $3 AND expires_at > $4',
      [dataSet, kind, resourceId, this.now()],
    );
    return rows.length > 0;
  }

  async resolve(recordKey: string, resolution: 'created' | 'ambiguous', resourceId: string | null): Promise<boolean> {
    const updated = await this.db.query(
      `UPDATE unknown_outcomes SET resolution = $2, resource_id = $3 WHERE record_key = $1 AND resolution = 'unknown' AND expires_at > $4`,
      [recordKey, resolution, resourceId, this.now()],
    );
    return updated.rowCount > 0;
  }
}
