// What the ledger is handed by every source (a webhook, a provider response, the reconciler):
// the ledger's own vocabulary, so it imports nothing of the parts that produce it.

import type { DataSet } from '../../domain/data-sets.js';
import type { ResourceKind } from '../../domain/state-machines.js';

/** A status change of one resource, whether learnt from a webhook or from a provider response. */
export interface StatusObservation {
  kind: ResourceKind;
  id: string;
  dataSet: DataSet;
  status: string;
  /** The provider's record as it was received (snake_case JSON). */
  record: Record<string, unknown>;
  /**
   * From a webhook: the business the delivery authenticated as (its WEBHOOK_SECRETS secret), else
   * the one its payload names (`business.business_id`); undefined when neither says.
   */
  business?: string | undefined;
}
