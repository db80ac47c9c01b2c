import type { GatewayModule } from '../shared/gateway-module.js';
import { mutationOutcomeResolvers } from './resolvers.js';

export const mutationOutcomesModule: GatewayModule = { resolvers: mutationOutcomeResolvers };
