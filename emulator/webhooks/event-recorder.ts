import type { DataSet } from '../data-set.js';
import { newId } from '../ids.js';
import { contractProfile } from '../profiles/contract.js';
import type { ProviderProfile } from '../profiles/profile.js';
import type { WebhookOutboxRepository } from '../repositories/webhook-outbox.js';

/**
 * Writes an event to the outbox. Callers run it inside the transaction of the
 * change it reports, so a change is never visible without its event nor the
 * reverse. The body is fixed here: every retry sends the same bytes and id.
 */
export class EventRecorder {
  constructor(
    private readonly outbox: WebhookOutboxRepository,
    private readonly now: () => number,
    private readonly writeBody: ProviderProfile['webhookBody'] = contractProfile.webhookBody,
  ) {}

  record(dataSet: DataSet, resourceKey: string, event: string, payload: unknown): string {
    const id = newId('evt');
    const nowMs = this.now();
    const createdAt = new Date(nowMs).toISOString();
    const body = this.writeBody({ event, payload }, { id, createdAt, livemode: dataSet.livemode });
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
