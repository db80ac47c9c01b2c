import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './modules/index.js';

// Each module keeps its SDL beside its resolvers in src/modules/<domain>/. tsc does not copy
// .graphql files, so the build (dist/src/, whose modules/ holds only JavaScript) reads them
// from the sources.
function modulesDirectory(): string {
  for (const relative of ['./modules/', '../../src/modules/']) {
    const candidate = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(`${candidate}base/base.graphql`)) return candidate;
  }
  throw new Error('src/modules/ not found next to the gateway sources');
}

/** Every `src/modules/<domain>/*.graphql` file, in path order (the order codegen prints). */
export function readTypeDefs(directory = modulesDirectory()): string[] {
  return readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((module) =>
      readdirSync(`${directory}${module}`)
        .filter((name) => name.endsWith('.graphql'))
        .sort()
        .map((name) => readFileSync(`${directory}${module}/${name}`, 'utf8')),
    );
}

/** The executable schema: all SDL files and the merged resolvers of src/modules/. */
export function buildGatewaySchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: readTypeDefs(), resolvers });
}
