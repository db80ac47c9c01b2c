// Reconciliation of on-ramps: each one still moving is read back with GET /otc/onramp/{id} [ours].
import { readerById } from '../shared/provider-reads.js';
import { getOnrampEndpoint } from '../../datasources/onramps/endpoints.js';
import { onrampReadObservation } from './events.js';

export const onrampReader = readerById('onramp', (client, id) => client.call(getOnrampEndpoint, { id }), (dataSet, onramp) => [onrampReadObservation(dataSet, onramp)]);
