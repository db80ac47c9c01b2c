import type { GatewayModule } from '../shared/gateway-module.js';
import { enumResolvers } from './enums.js';
import { scalarResolvers } from './scalars.js';
import { viewerResolvers } from './viewer.js';

/** The roots, scalars, enums, user errors and the viewer (base.graphql). */
export const baseModule: GatewayModule = { resolvers: { ...scalarResolvers, ...enumResolvers, ...viewerResolvers } };
