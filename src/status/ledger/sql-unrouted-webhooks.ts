// Unrouted webhook deliveries in the gateway's database, kept as long as statuses are and at most
// `perBusiness` of each business (the newest); a retry of one (the same content) is kept once. A
// delivery of no known business is counted under the empty name.

import { z } from 'zod';
import { DEFAULT_UNROUTED_PER_BUSINESS, UNROUTED_BODY_LIMIT, type StoredUnroutedDelivery, type UnroutedDelivery, type UnroutedWebhooks } from './unrouted-webhooks.js';
import type { Database } from '../../store/database.js';

const unroutedRow = z.object({
  digest: z.string(),
  event: z.string(),
  event_id: z.string().nullable(),
  business_id: z.string().nullable(),
  reason: z.string(),
  body: z.string(),
  received_at: z.coerce.number(),
});

export class SqlUnroutedWebhooks implements UnroutedWebhooks {
  constructor(
    private readonly db: Database,
    private readonly ttlSeconds: number,
    private readonly perBusiness: number = DEFAULT_UNROUTED_PER_BUSINESS,
    private readonly now: () => number = Date.now,
  ) {}

  async keep(d: UnroutedDelivery): Promise<{ dropped: number }> {
    const now = this.now();
    const business = d.business ?? '';
    return this.db.transaction(async (tx) => {
      const inserted = await tx.query(
        `INSERT INTO unrouted_webhooks (digest, event, event_id, business_id, reason, body, received_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (digest) DO NOTHING`,
        [d.digest, d.event, d.eventId ?? null, business, d.reason, d.body.slice(0, UNROUTED_BODY_LIMIT), now, now + this.ttlSeconds * 1000],
      );
      if (inserted.rowCount === 0) return { dropped: 0 };
      const dropped = await tx.query(
        `DELETE FROM unrouted_webhooks WHERE business_id = $1 AND digest NOT IN (
           SELECT digest FROM unrouted_webhooks WHERE business_id = $1 ORDER BY received_at DESC, digest DESC LIMIT $2)`,
        [business, this.perBusiness],
      );
      return { dropped: dropped.rowCount };
    });
  }

  async latest(limit: number): Promise<StoredUnroutedDelivery[]> {
    const { rows } = await this.db.query(
      `SELECT digest, event, event_id, business_id, reason, body, received_at FROM unrouted_webhooks
       WHERE expires_at > $1 ORDER BY received_at DESC LIMIT $2`,
      [this.now(), limit],
    );
    return rows.map((row) => {
      const r = unroutedRow.parse(row);
      return { digest: r.digest, event: r.event, eventId: r.event_id ?? undefined, business: r.business_id || undefined, reason: r.reason, body: r.body, receivedAt: r.received_at };
    });
  }
}
