import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers/index.js';

// The SDL lives in schema/ at the repository root: two levels up from src/ in the sources,
// three from dist/src/ in the build.
function schemaDirectory(): string {
  for (const relative of ['../schema/', '../../schema/']) {
    const candidate = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('schema/ not found next to the gateway sources');
}

/** Every `schema/*.graphql` file, in name order. */
export function readTypeDefs(directory = schemaDirectory()): string[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(`${directory}${name}`, 'utf8'));
}

/** The executable schema: all SDL files and the merged resolvers of src/resolvers/. */
export function buildGatewaySchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: readTypeDefs(), resolvers });
}
