import type { GatewayModule } from '../shared/gateway-module.js';
import { createOfframp } from './create-offramp.js';
import { offrampReader } from './reconcile.js';
import { offrampResolvers } from './resolvers.js';
import { submitOfframpTransactionHash } from './submit-transaction-hash.js';

export const offrampsModule: GatewayModule = { resolvers: offrampResolvers, mutations: [createOfframp, submitOfframpTransactionHash], readers: [offrampReader] };
