import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { TEST_MODE_MODULE, moduleResolvers } from './modules/index.js';

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

/** Every `src/modules/<domain>/*.graphql` file but those of `leftOut` modules, in path order (the order codegen prints). */
export function readTypeDefs(directory = modulesDirectory(), leftOut: readonly string[] = []): string[] {
  return readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !leftOut.includes(entry.name))
    .map((entry) => entry.name)
    .sort()
    .flatMap((module) =>
      readdirSync(`${directory}${module}`)
        .filter((name) => name.endsWith('.graphql'))
        .sort()
        .map((name) => readFileSync(`${directory}${module}/${name}`, 'utf8')),
    );
}

export interface SchemaOptions {
  /** The test-mode helpers (src/modules/test-mode); without them their SDL and resolvers are left out. */
  testHelpers?: boolean;
}

/** The SDL the gateway serves: every module's, test mode's only when asked (codegen reads it all). */
export function gatewayTypeDefs(options: SchemaOptions = {}): string[] {
  return readTypeDefs(modulesDirectory(), options.testHelpers ? [] : [TEST_MODE_MODULE]);
}

/** The executable schema: the modules' SDL and their merged resolvers. */
export function buildGatewaySchema(options: SchemaOptions = {}): GraphQLSchema {
  const testHelpers = options.testHelpers ?? false;
  return makeExecutableSchema({ typeDefs: gatewayTypeDefs({ testHelpers }), resolvers: moduleResolvers({ testHelpers }) });
}
