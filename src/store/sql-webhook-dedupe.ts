// Webhook event ids in the gateway's database. An id that expired counts as new again.

import type { WebhookDedupe } from '../events/webhook-dedupe.js';
import type { Queryable } from './database.js';

export class SqlWebhookDedupe implements WebhookDedupe {
  constructor(
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  async firstDelivery(tx: Queryable, eventId: string): Promise<boolean> {
    const now = this.now();
    // Of two deliveries at once, the second waits on the first's row and finds it taken.
    const inserted = await tx.query(
      `INSERT INTO webhook_events (event_id, received_at, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (event_id) DO UPDATE SET received_at = excluded.received_at, expires_at = excluded.expires_at
       WHERE webhook_events.expires_at <= $2
       RETURNING event_id`,
      [eventId, now, now + this.ttlSeconds * 1000],
    );
    return inserted.rowCount > 0;
  }
}
