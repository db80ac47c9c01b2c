import type { Database } from 'better-sqlite3';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'no_target';

export interface OutboxRow {
  seq: number;
  id: string;
  business_id: string;
  livemode: number;
  resource_key: string;
  event: string;
  body: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at_ms: number;
  last_attempt_at: string | null;
  last_response_status: number | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
}

export function deliveryRecord(row: OutboxRow) {
  return {
    id: row.id,
    event: row.event,
    livemode: row.livemode === 1,
    resource: row.resource_key,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? new Date(row.next_attempt_at_ms).toISOString() : null,
    last_attempt_at: row.last_attempt_at,
    last_response_status: row.last_response_status,
    last_error: row.last_error,
    delivered_at: row.delivered_at,
    created_at: row.created_at,
    body: JSON.parse(row.body) as unknown,
  };
}

// An event may go out only when no older event of the same resource is still pending:
// receivers see each resource's events in the order they happened.
const HEAD_OF_RESOURCE = `o.status = 'pending' AND NOT EXISTS (
  SELECT 1 FROM webhook_outbox p WHERE p.resource_key = o.resource_key AND p.status = 'pending' AND p.seq < o.seq)`;

const NOT_BUSY = 'o.resource_key NOT IN (SELECT value FROM json_each(?))';

/** The webhook outbox: each event row is written in the same transaction as the change it reports. */
export class WebhookOutboxRepository {
  constructor(private readonly db: Database) {}

  insert(row: Pick<OutboxRow, 'id' | 'business_id' | 'livemode' | 'resource_key' | 'event' | 'body' | 'status' | 'next_attempt_at_ms' | 'created_at'>): void {
    this.db
      .prepare(
        `INSERT INTO webhook_outbox (id, business_id, livemode, resource_key, event, body, status, next_attempt_at_ms, created_at)
         VALUES (@id, @business_id, @livemode, @resource_key, @event, @body, @status, @next_attempt_at_ms, @created_at)`,
      )
      .run(row);
  }

  byId(id: string): OutboxRow | null {
    return (this.db.prepare('SELECT * FROM webhook_outbox WHERE id = ?').get(id) as OutboxRow | undefined) ?? null;
  }

  forBusiness(businessId: string): OutboxRow[] {
    return this.db.prepare('SELECT * FROM webhook_outbox WHERE business_id = ? ORDER BY seq').all(businessId) as OutboxRow[];
  }

  /** Events ready to send now, oldest first, at most one per resource. */
  ready(nowMs: number, busyResourceKeys: readonly string[], limit: number): OutboxRow[] {
    return this.db
      .prepare(
        `SELECT o.* FROM webhook_outbox o WHERE ${HEAD_OF_RESOURCE} AND ${NOT_BUSY} AND o.next_attempt_at_ms <= ?
         ORDER BY o.seq LIMIT ?`,
      )
      .all(JSON.stringify(busyResourceKeys), nowMs, limit) as OutboxRow[];
  }

  /** When the next event not blocked behind a delivery in flight falls due. */
  nextDueAtMs(busyResourceKeys: readonly string[]): number | null {
    const row = this.db
      .prepare(`SELECT MIN(o.next_attempt_at_ms) AS due FROM webhook_outbox o WHERE ${HEAD_OF_RESOURCE} AND ${NOT_BUSY}`)
      .get(JSON.stringify(busyResourceKeys)) as { due: number | null };
    return row.due;
  }

  markDelivered(id: string, at: string, responseStatus: number): void {
    this.db
      .prepare(
        `UPDATE webhook_outbox SET status = 'delivered', attempts = attempts + 1, last_attempt_at = ?,
           last_response_status = ?, last_error = NULL, delivered_at = ? WHERE id = ?`,
      )
      .run(at, responseStatus, at, id);
  }

  markAttemptFailed(id: string, at: string, responseStatus: number | null, error: string, nextAttemptAtMs: number | null): void {
    this.db
      .prepare(
        `UPDATE webhook_outbox SET attempts = attempts + 1, last_attempt_at = ?, last_response_status = ?, last_error = ?,
           status = CASE WHEN ? IS NULL THEN 'failed' ELSE 'pending' END,
           next_attempt_at_ms = COALESCE(?, next_attempt_at_ms) WHERE id = ?`,
      )
      .run(at, responseStatus, error, nextAttemptAtMs, nextAttemptAtMs, id);
  }

  markNoTarget(id: string): void {
    this.db.prepare(`UPDATE webhook_outbox SET status = 'no_target' WHERE id = ?`).run(id);
  }

  /** Queues an event again from its first attempt, keeping its id so receivers can de-duplicate. */
  requeue(id: string, nowMs: number): void {
    this.db
      .prepare(`UPDATE webhook_outbox SET status = 'pending', attempts = 0, next_attempt_at_ms = ?, delivered_at = NULL WHERE id = ?`)
      .run(nowMs, id);
  }
}
