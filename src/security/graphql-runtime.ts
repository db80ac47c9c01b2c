// graphql 16 has no "exports" map, so Node hands every importer its CommonJS build: Apollo,
// graphql-tools and graphql-ws included. Vite-based test runners would give this project's own
// modules the .mjs build instead, a second copy whose validate() refuses the gateway's schema
// and whose GraphQLError fails graphql-ws's instanceof check. Loading the CommonJS build by
// name keeps one copy in production and in tests alike.
import { createRequire } from 'node:module';

export const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');
