import type { DataSet } from '../data-set.js';
import { newId } from '../ids.js';
import type { WebhookOutboxRepository } from '../repositories/webhook-outbox.js';

export type WebhookEventName =
  | 'transaction_status_updated'
  | 'esp_transaction_updated'
  | 'business_customer_status_updated'
  | 'brl_ticket_updated';

/**
 * Writes an event to the outbox. Callers run it inside the transaction of the
 * change it reports, so a change is never visible without its event nor the
 * reverse. The body is fixed here: every retry sends the same bytes and id.
 */
export class EventRecorder {
  constructor(
    private readonly outbox: WebhookOutboxRepository,
    private readonly now: () => number,
  ) {}

  record(dataSet: DataSet, resourceKey: string, event: WebhookEventName, payload: unknown): string {
    const id = newId('evt');
    const nowMs = this.now();
    const createdAt = new Date(nowMs).toISOString();
    const body = JSON.stringify({ id, event, created_at: createdAt, livemode: dataSet.livemode, payload });
    this.outbox.insert({
      id,
      business_id: dataSet.businessId,
      livemode: dataSet.livemode ? 1 : 0,
      resource_key: resourceKey,
      event,
      body,
      status: 'pending',
      next_attempt_at_ms: nowMs,
      created_at: createdAt,
    });
    return id;
  }
}
