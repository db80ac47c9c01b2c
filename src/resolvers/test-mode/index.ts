import type { GatewayModule } from '../shared/gateway-module.js';
import { testModeResolvers } from './resolvers.js';

/** Left out of the running schema unless test helpers are on (src/schema.ts). */
export const testModeModule: GatewayModule = { resolvers: testModeResolvers };
