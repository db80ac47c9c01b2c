// Webhook deliveries seen, in the gateway's database, per (data set, business, delivery key).
// A delivery whose record expired counts as new again.

import type { DeliveryScope, WebhookDedupe } from './webhook-dedupe.js';
import type { Queryable } from '../../store/database.js';

export class SqlWebhookDedupe implements WebhookDedupe {
  constructor(
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  async firstDelivery(tx: Queryable, delivery: DeliveryScope | string): Promise<boolean> {
    const { dataSet, business, key } = typeof delivery === 'string' ? { dataSet: '', business: '', key: `id:${delivery}` } : delivery;
    const now = this.now();
    // Of two deliveries at once, the second waits on the first's row and finds it taken.
    const inserted = await tx.query(
      `INSERT INTO webhook_deliveries (data_set, business_id, delivery_key, received_at, expires_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (data_set, business_id, delivery_key) DO UPDATE SET received_at = excluded.received_at, expires_at = excluded.expires_at
       WHERE webhook_deliveries.expires_at <= $4
       RETURNING delivery_key`,
      [dataSet, business, key, now, now + this.ttlSeconds * 1000],
    );
    return inserted.rowCount > 0;
  }
}
