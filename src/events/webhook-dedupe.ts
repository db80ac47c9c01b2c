// De-duplication of webhook deliveries by event id. Delivery is at least once, so the same
// event can arrive twice, even at two gateway instances at the same moment. The id is recorded
// in the same transaction as the status it carries and the publication it queues, so it is
// never "seen" without its effects: if the transaction fails, the provider's retry is new again.

import type { Queryable } from '../store/database.js';

export interface WebhookDedupe {
  /** Inside the transaction `tx`: records the id; false when it was already recorded. */
  firstDelivery(tx: Queryable, eventId: string): Promise<boolean>;
}
