import type { GatewayModule } from '../shared/gateway-module.js';
import { rateResolvers } from './resolvers.js';

export const ratesModule: GatewayModule = { resolvers: rateResolvers };
