import type { GatewayModule } from '../shared/gateway-module.js';
import { nodeResolvers } from './resolvers.js';

export const nodeModule: GatewayModule = { resolvers: nodeResolvers };
export { entityResolvers, refuseNonEntityRepresentations } from './entities.js';
