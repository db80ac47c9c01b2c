import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { addResolversToSchema as addEntityResolvers } from '@apollo/subgraph/dist/schema-helper/index.js';
import { mergeResolvers } from '@graphql-tools/merge';
import { addResolversToSchema, makeExecutableSchema } from '@graphql-tools/schema';
import { parse, type GraphQLSchema } from 'graphql';
import { TEST_MODE_MODULE, entityResolvers, moduleResolvers, refuseNonEntityRepresentations } from './resolvers/index.js';

// Each domain's SDL is schema/<domain>.graphql at the repository's root, beside
// src/resolvers/<domain>/. tsc does not copy .graphql files, so the build (dist/src/) reads them
// from the sources too.
function schemaDirectory(): string {
  for (const relative of ['../schema/', '../../schema/']) {
    const candidate = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(`${candidate}base.graphql`)) return candidate;
  }
  throw new Error('schema/ not found next to the gateway sources');
}

/** The domain a schema file belongs to: `esp.graphql` and `esp.listing.graphql` are esp's. */
const domainOf = (fileName: string) => fileName.slice(0, fileName.indexOf('.'));

/**
 * Every `schema/<domain>.graphql` file but those of `leftOut` domains, in name order (the order
 * codegen prints). The released schemas in `schema/released/` are not read.
 */
export function readTypeDefs(directory = schemaDirectory(), leftOut: readonly string[] = []): string[] {
  return readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.graphql') && !leftOut.includes(domainOf(entry.name)))
    .map((entry) => entry.name)
    .sort()
    .map((name) => readFileSync(`${directory}${name}`, 'utf8'));
}

export interface SchemaOptions {
  /** The test-mode helpers (src/resolvers/test-mode); without them their SDL and resolvers are left out. */
  testHelpers?: boolean;
  /**
   * Subgraph mode (GRAPHQL_FEDERATION): the same SDL and resolvers, with `schema/federation/`'s
   * entity keys, built by @apollo/subgraph, which adds `_service` and `_entities`.
   */
  federation?: boolean;
}

/** The SDL the gateway serves: every module's, test mode's only when asked (codegen reads it all). */
export function gatewayTypeDefs(options: SchemaOptions = {}): string[] {
  return readTypeDefs(schemaDirectory(), options.testHelpers ? [] : [TEST_MODE_MODULE]);
}

/** The federation extension of the SDL (`schema/federation/*.graphql`), read in subgraph mode only. */
export function federationTypeDefs(directory = schemaDirectory()): string[] {
  return readTypeDefs(`${directory}federation/`);
}

/** The executable schema: the modules' SDL and their merged resolvers. */
export function buildGatewaySchema(options: SchemaOptions = {}): GraphQLSchema {
  const testHelpers = options.testHelpers ?? false;
  const typeDefs = gatewayTypeDefs({ testHelpers });
  const resolvers = moduleResolvers({ testHelpers });
  if (options.federation !== true) return makeExecutableSchema({ typeDefs, resolvers });
  // @apollo/subgraph builds the types, `_service` and `_entities`; the domains' resolvers are then
  // attached by the same graphql-tools step makeExecutableSchema runs, so both modes resolve
  // alike; `__resolveReference` is @apollo/subgraph's own extension, set by its own helper.
  const subgraph = buildSubgraphSchema(parse([...typeDefs, ...federationTypeDefs()].join('\n')));
  const schema = addResolversToSchema({ schema: subgraph, resolvers: mergeResolvers(resolvers) });
  addEntityResolvers(schema, entityResolvers);
  refuseNonEntityRepresentations(schema);
  return schema;
}
