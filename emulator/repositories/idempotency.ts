import type { Database } from 'better-sqlite3';
import { livemodeFlag, type DataSet } from '../data-set.js';

export interface IdempotencyRecord {
  request_hash: string;
  state: 'in_progress' | 'completed';
  response_status: number | null;
  response_body: string | null;
  created_at_ms: number;
}

export type Reservation =
  | { kind: 'reserved' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'in_progress' }
  | { kind: 'conflict' };

/** Idempotency keys of creation requests, scoped to a data set. */
export class IdempotencyRepository {
  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
  ) {}

  /** Looks the key up and, when it is new or expired, reserves it in the same transaction. */
  reserve(dataSet: DataSet, key: string, requestHash: string, nowMs: number): Reservation {
    return this.db.transaction((): Reservation => {
      const scope = [dataSet.businessId, livemodeFlag(dataSet), key] as const;
      const existing = this.db
        .prepare('SELECT * FROM idempotency_records WHERE business_id = ? AND livemode = ? AND key = ?')
        .get(...scope) as IdempotencyRecord | undefined;
      if (existing && nowMs - existing.created_at_ms < this.ttlMs) {
        if (existing.request_hash !== requestHash) return { kind: 'conflict' };
        if (existing.state === 'in_progress') return { kind: 'in_progress' };
        return { kind: 'replay', status: existing.response_status ?? 200, body: existing.response_body ?? '{}' };
      }
      this.db
        .prepare(
          `INSERT INTO idempotency_records (business_id, livemode, key, request_hash, state, created_at_ms)
           VALUES (?, ?, ?, ?, 'in_progress', ?)
           ON CONFLICT(business_id, livemode, key) DO UPDATE SET request_hash = excluded.request_hash,
             state = 'in_progress', response_status = NULL, response_body = NULL, created_at_ms = excluded.created_at_ms`,
        )
        .run(...scope, requestHash, nowMs);
      return { kind: 'reserved' };
    })();
  }

  complete(dataSet: DataSet, key: string, status: number, body: string): void {
    this.db
      .prepare(
        `UPDATE idempotency_records SET state = 'completed', response_status = ?, response_body = ?
         WHERE business_id = ? AND livemode = ? AND key = ?`,
      )
      .run(status, body, dataSet.businessId, livemodeFlag(dataSet), key);
  }

  /** Frees a key whose request failed, so the caller may retry it with the same key. */
  release(dataSet: DataSet, key: string): void {
    this.db
      .prepare(`DELETE FROM idempotency_records WHERE business_id = ? AND livemode = ? AND key = ? AND state = 'in_progress'`)
      .run(dataSet.businessId, livemodeFlag(dataSet), key);
  }

  /** After a restart no request is running any more; its reservation must not block retries. */
  releaseAbandoned(): void {
    this.db.prepare(`DELETE FROM idempotency_records WHERE state = 'in_progress'`).run();
  }

  purgeExpired(nowMs: number): void {
    this.db.prepare('DELETE FROM idempotency_records WHERE created_at_ms <= ?').run(nowMs - this.ttlMs);
  }
}
