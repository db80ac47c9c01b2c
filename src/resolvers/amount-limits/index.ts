import type { GatewayModule } from '../shared/gateway-module.js';
import { amountLimitsResolvers } from './resolvers.js';

export const amountLimitsModule: GatewayModule = { resolvers: amountLimitsResolvers };
