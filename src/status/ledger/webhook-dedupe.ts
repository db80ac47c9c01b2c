// De-duplication of webhook deliveries. Delivery is at least once, so the same event can arrive
// twice, even at two gateway instances at the same moment. A delivery is recorded in the same
// transaction as the status it carries and the publication it queues, so it is never "seen"
// without its effects: if the transaction fails, the provider's retry is new again.
//
// A delivery is named within its data set and business: the provider's test and live events, or
// two businesses' events, may share an id, and one must never hide the other. The contract's
// deliveries are named by event id; the provider's documented ones, which carry no id, by their
// resource, status and content (src/status/ingest/webhook-delivery.ts, deliveryKey).

import type { Queryable } from '../../store/database.js';
import type { DataSet } from '../../domain/data-sets.js';

export interface DeliveryScope {
  dataSet: DataSet;
  /** The business the payload names; empty when it names none. */
  business: string;
  key: string;
}

export interface WebhookDedupe {
  /**
   * Inside the transaction `tx`: records the delivery; false when it was already recorded. A bare
   * event id names a delivery of no particular data set or business.
   */
  firstDelivery(tx: Queryable, delivery: DeliveryScope | string): Promise<boolean>;
}
