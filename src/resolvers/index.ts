import type { Resolvers } from '../generated/graphql.js';
import { enumResolvers } from './enums.js';
import { rateResolvers } from './rates.js';
import { scalarResolvers } from './scalars.js';
import { viewerResolvers } from './viewer.js';

/** Every domain's resolvers; makeExecutableSchema merges the list. */
export const resolvers: Resolvers[] = [scalarResolvers, enumResolvers, viewerResolvers, rateResolvers];
