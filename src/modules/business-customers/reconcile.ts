// Reconciliation of business customers: each one whose verification can still move is read back
// with GET /v2/business_customer/{id}.
import type { StatusObservation } from '../../events/webhook-envelope.js';
import { readOnce, type ProviderReader } from '../../shared/provider-reads.js';
import { getBusinessCustomerEndpoint } from './endpoints.js';
import { businessCustomerObservations } from './events.js';

export const businessCustomerReader: ProviderReader = {
  kind: 'business_customer',
  async read(client, work, session) {
    const observations: StatusObservation[] = [];
    for (const resource of work.pending) {
      const result = await readOnce(session, resource.id, () => client.call(getBusinessCustomerEndpoint, { id: resource.id }));
      if (result === 'spent' || result === 'failed') break;
      if (result !== 'no_read' && result.read.id === resource.id) observations.push(...businessCustomerObservations(work.dataSet, result.read));
    }
    return observations;
  },
};
