import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { TEST_MODE_MODULE, moduleResolvers } from './resolvers/index.js';

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
}

/** The SDL the gateway serves: every module's, test mode's only when asked (codegen reads it all). */
export function gatewayTypeDefs(options: SchemaOptions = {}): string[] {
  return readTypeDefs(schemaDirectory(), options.testHelpers ? [] : [TEST_MODE_MODULE]);
}

/** The executable schema: the modules' SDL and their merged resolvers. */
export function buildGatewaySchema(options: SchemaOptions = {}): GraphQLSchema {
  const testHelpers = options.testHelpers ?? false;
  return makeExecutableSchema({ typeDefs: gatewayTypeDefs({ testHelpers }), resolvers: moduleResolvers({ testHelpers }) });
}
