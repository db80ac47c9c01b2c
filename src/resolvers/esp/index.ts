import type { Resolvers } from '../../generated/graphql.js';
import type { GatewayModule } from '../shared/gateway-module.js';
import { createEspOfframp, createEspOnramp, espRampResolvers } from './ramps.js';
import { espTransactionReader } from './reconcile.js';
import { espTransactionResolvers } from './transactions.js';

const resolvers: Resolvers = { Query: espTransactionResolvers.Query, Mutation: espRampResolvers.Mutation };

/** ESP on- and off-ramps, the ESP transaction listing (esp.graphql). */
export const espModule: GatewayModule = { resolvers, mutations: [createEspOnramp, createEspOfframp], readers: [espTransactionReader] };
