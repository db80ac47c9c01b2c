// Reconciliation of off-ramps: each one still moving is read back with GET /otc/offramp/{id} [ours].
import type { StatusObservation } from '../../events/webhook-envelope.js';
import { readOnce, type ProviderReader } from '../../shared/provider-reads.js';
import { getOfframpEndpoint } from './endpoints.js';
import { offrampObservation } from './events.js';

export const offrampReader: ProviderReader = {
  kind: 'offramp',
  async read(client, work, session) {
    const observations: StatusObservation[] = [];
    for (const resource of work.pending) {
      const result = await readOnce(session, resource.id, () => client.call(getOfframpEndpoint, { id: resource.id }));
      if (result === 'spent' || result === 'failed') break;
      if (result !== 'no_read' && result.read.id === resource.id) observations.push(offrampObservation(work.dataSet, result.read));
    }
    return observations;
  },
};
