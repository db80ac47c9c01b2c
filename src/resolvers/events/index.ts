import type { GatewayModule } from '../shared/gateway-module.js';
import { eventResolvers } from './resolvers.js';

/** The event log: Query.events and Subscription.statusEvents, over every kind's status changes. */
export const eventsModule: GatewayModule = { resolvers: eventResolvers };
