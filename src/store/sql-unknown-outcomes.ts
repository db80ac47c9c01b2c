// Unknown outcomes and their match criteria in the gateway's database, kept as long as the
// idempotency record they belong to. Every listing asks for its caller's open ones: one statement
// on the index by caller (unknown_outcomes_by_caller), which almost always finds none.

import { z } from 'zod';
import { RESOURCE_KINDS, type ResourceKind } from '../domain/state-machines.js';
import type { DataSet } from '../status/ingest/webhook-envelope.js';
import type { NewUnknownOutcome, UnknownOutcome, UnknownOutcomes } from '../idempotency/unknown-outcomes.js';
import type { Database } from './database.js';
import { dataSetSchema } from '../domain/data-sets.js';

const outcomeRow = z.object({
  record_key: z.string(),
  operation: z.string(),
  caller: z.string(),
  data_set: dataSetSchema,
  kind: z.enum(RESOURCE_KINDS),
  direction: z.string(),
  amount: z.string(),
  currency: z.string(),
  account: z.string(),
  window_start: z.coerce.number(),
  window_end: z.coerce.number(),
  resolution: z.enum(['unknown', 'candidate', 'created', 'ambiguous']),
  resource_id: z.string().nullable(),
  trace_context: z.string().nullable(),
  subject_id: z.string().nullable(),
});

const traceContext = z.record(z.string(), z.string());

/** The kept trace context, when it is one; a span link is not worth failing a read over. */
function traceOf(text: string | null): Record<string, string> | undefined {
  if (text === null) return undefined;
  try {
    const parsed = traceContext.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const candidateRow = z.object({ candidate_result: z.string() });

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
    ...(r.trace_context !== null && { trace: traceOf(r.trace_context) }),
    ...(r.subject_id !== null && { subject: r.subject_id }),
  };
}

const SELECT = `SELECT record_key, operation, caller, data_set, kind, direction, amount, currency, account, window_start, window_end,
  resolution, resource_id, trace_context, subject_id FROM unknown_outcomes`;
// Every listing reads these (a listing is evidence): written once, they are the same strings each
// time, which the database's statement cache finds without hashing a new copy of the text.
const OPEN_OUTCOMES = `${SELECT} WHERE data_set = $1 AND kind = $2 AND resolution = 'unknown' AND expires_at > $3`;
const OPEN_OUTCOMES_OF_CALLER = `${OPEN_OUTCOMES} AND caller = $4`;

export class SqlUnknownOutcomes implements UnknownOutcomes {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async add(o: NewUnknownOutcome, ttlMs: number): Promise<void> {
    await this.db.query(
      `INSERT INTO unknown_outcomes (record_key, operation, caller, data_set, kind, direction, amount, currency, account,
         window_start, window_end, resolution, resource_id, expires_at, trace_context, subject_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'unknown', NULL, $12, $13, $14)
       ON CONFLICT (record_key) DO NOTHING`,
      [
        o.recordKey,
        o.operation,
        o.caller,
        o.dataSet,
        o.kind,
        o.direction,
        o.amount,
        o.currency,
        o.account,
        o.windowStart,
        o.windowEnd,
        this.now() + ttlMs,
        o.trace === undefined ? null : JSON.stringify(o.trace),
        o.subject ?? null,
      ],
    );
  }

  async get(recordKey: string): Promise<UnknownOutcome | undefined> {
    const { rows } = await this.db.query(`${SELECT} WHERE record_key = $1 AND expires_at > $2`, [recordKey, this.now()]);
    return rows.length === 0 ? undefined : fromRow(rows[0]);
  }

  async open(dataSet: DataSet, kind: ResourceKind, caller?: string): Promise<UnknownOutcome[]> {
    const { rows } =
      caller === undefined
        ? await this.db.query(OPEN_OUTCOMES, [dataSet, kind, this.now()])
        : await this.db.query(OPEN_OUTCOMES_OF_CALLER, [dataSet, kind, this.now(), caller]);
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

  async offerCandidate(recordKey: string, resourceId: string, result: unknown): Promise<boolean> {
    const updated = await this.db.query(
      `UPDATE unknown_outcomes SET resolution = 'candidate', resource_id = $2, candidate_result = $3
       WHERE record_key = $1 AND resolution = 'unknown' AND expires_at > $4`,
      [recordKey, resourceId, JSON.stringify(result), this.now()],
    );
    return updated.rowCount > 0;
  }

  async confirmCandidate(recordKey: string, resourceId: string): Promise<{ result: unknown } | undefined> {
    await this.db.query(
      `UPDATE unknown_outcomes SET resolution = 'created' WHERE record_key = $1 AND resolution = 'candidate' AND resource_id = $2 AND expires_at > $3`,
      [recordKey, resourceId, this.now()],
    );
    // Confirmed now or before: the result is kept, so a confirmation interrupted halfway can be finished.
    const { rows } = await this.db.query(
      `SELECT candidate_result FROM unknown_outcomes
       WHERE record_key = $1 AND resolution = 'created' AND resource_id = $2 AND candidate_result IS NOT NULL AND expires_at > $3`,
      [recordKey, resourceId, this.now()],
    );
    const row = candidateRow.safeParse(rows[0]);
    return row.success ? { result: JSON.parse(row.data.candidate_result) as unknown } : undefined;
  }

  async rejectCandidate(recordKey: string, resourceId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // The conditional UPDATE decides, against a concurrent confirmation on any instance (it waits
      // for the row's lock and then finds the candidate gone): only the winner records the rejection.
      const updated = await tx.query(
        `UPDATE unknown_outcomes SET resolution = 'unknown', resource_id = NULL, candidate_result = NULL
         WHERE record_key = $1 AND resolution = 'candidate' AND resource_id = $2 AND expires_at > $3`,
        [recordKey, resourceId, this.now()],
      );
      if (updated.rowCount === 0) return false;
      // Kept as long as the outcome, so the resource is never offered to it again.
      await tx.query(
        `INSERT INTO rejected_candidates (record_key, resource_id, expires_at)
         SELECT record_key, $2, expires_at FROM unknown_outcomes WHERE record_key = $1
         ON CONFLICT (record_key, resource_id) DO NOTHING`,
        [recordKey, resourceId],
      );
      return true;
    });
  }

  async wasRejected(recordKey: string, resourceId: string): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 AS found FROM rejected_candidates WHERE record_key = $1 AND resource_id = $2 AND expires_at > $3',
      [recordKey, resourceId, this.now()],
    );
    return rows.length > 0;
  }
}
