import type { GatewayModule } from '../shared/gateway-module.js';
import { subscriptionResolvers } from './resolvers.js';

/** The Subscription fields and Query.offramp, over every module's live-status events. */
export const subscriptionsModule: GatewayModule = { resolvers: subscriptionResolvers };
