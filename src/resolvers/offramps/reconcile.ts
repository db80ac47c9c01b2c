// Reconciliation of off-ramps: each one still moving is read back with GET /otc/offramp/{id} [ours].
import { readerById } from '../shared/provider-reads.js';
import { getOfframpEndpoint } from '../../datasources/offramps/endpoints.js';
import { offrampObservation } from './events.js';

export const offrampReader = readerById('offramp', (client, id) => client.call(getOfframpEndpoint, { id }), (dataSet, offramp) => [offrampObservation(dataSet, offramp)]);
