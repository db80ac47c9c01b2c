import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { amountLimitsResolvers } from './modules/amount-limits/resolvers.js';
import { testModeResolvers } from './modules/test-mode/resolvers.js';
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

// src/modules/<domain>/*.graphql: read from the sources by the build too (tsc copies no .graphql).
function modulesDirectory(): string {
  for (const relative of ['./modules/', '../../src/modules/']) {
    const candidate = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(`${candidate}test-mode/test-mode.graphql`)) return candidate;
  }
  throw new Error('src/modules/ not found next to the gateway sources');
}

/** The SDL of the named modules of src/modules/. */
function readModuleTypeDefs(modules: readonly string[], directory = modulesDirectory()): string[] {
  return modules.flatMap((module) => readTypeDefs(`${directory}${module}/`));
}

export interface SchemaOptions {
  /** The test-mode helpers (src/modules/test-mode); without them their SDL and resolvers are left out. */
  testHelpers?: boolean;
}

/** The SDL the gateway serves: schema/ and the modules, test mode only when asked (codegen reads it all). */
export function gatewayTypeDefs(options: SchemaOptions = {}): string[] {
  return [...readTypeDefs(), ...readModuleTypeDefs(options.testHelpers ? ['amount-limits', 'test-mode'] : ['amount-limits'])];
}

/** The executable schema: its SDL and the merged resolvers of src/resolvers/ and src/modules/. */
export function buildGatewaySchema(options: SchemaOptions = {}): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: gatewayTypeDefs(options),
    resolvers: [...resolvers, amountLimitsResolvers, ...(options.testHelpers ? [testModeResolvers] : [])],
  });
}
