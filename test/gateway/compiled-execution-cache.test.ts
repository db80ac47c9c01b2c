// The cache of compiled operations: what is compiled when, for which operation of a document,
// and what a stream of one-off documents can push out. Answers themselves are compared with
// graphql-js over HTTP in compiled-execution.test.ts.
import { parse, type OperationDefinitionNode } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CompiledExecution } from '../../src/platform/compiled-execution.js';
import { buildGatewaySchema } from '../../src/schema.js';

const compiled = vi.hoisted(() => ({ names: [] as string[] }));

vi.mock('graphql-jit', async (importOriginal) => {
  const jit = await importOriginal<typeof import('graphql-jit')>();
  return {
    ...jit,
    compileQuery: (...args: Parameters<typeof jit.compileQuery>) => {
      compiled.names.push(args[2] ?? '(only)');
      return jit.compileQuery(...args);
    },
  };
});

const schema = buildGatewaySchema();

beforeEach(() => {
  compiled.names = [];
});

async function run(execution: CompiledExecution, query: string, operationName?: string) {
  const document = parse(query);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition' && (operationName === undefined || definition.name?.value === operationName),
  );
  return execution.execute({ document, operation, operationName, queryHash: query, variables: {}, context: {} });
}

describe('compiled operations', () => {
  it('are compiled the second time an operation is asked for, once', async () => {
    const execution = new CompiledExecution(schema, { maxOperations: 10 });
    for (let i = 0; i < 4; i++) expect(await run(execution, '{ __typename }')).toEqual({ data: { __typename: 'Query' } });
    expect(compiled.names).toEqual(['(only)']);
  });

  it('are kept per operation of a document, each answering for itself', async () => {
    const execution = new CompiledExecution(schema, { maxOperations: 10 });
    const query = 'query A { a: __typename } query B { b: __typename }';
    for (let i = 0; i < 3; i++) {
      expect(await run(execution, query, 'A')).toEqual({ data: { a: 'Query' } });
      expect(await run(execution, query, 'B')).toEqual({ data: { b: 'Query' } });
    }
    expect(compiled.names).toEqual(['A', 'B']);
  });

  it('are bounded, the least recently used compiled again when it comes back twice', async () => {
    const execution = new CompiledExecution(schema, { maxOperations: 2 });
    for (const query of ['{ a: __typename }', '{ b: __typename }', '{ c: __typename }']) {
      await run(execution, query);
      await run(execution, query);
    }
    expect(compiled.names).toHaveLength(3);
    await run(execution, '{ a: __typename }');
    expect(compiled.names).toHaveLength(3);
    await run(execution, '{ a: __typename }');
    expect(compiled.names).toHaveLength(4);
  });

  it('stay compiled however many documents are sent once', async () => {
    const execution = new CompiledExecution(schema, { maxOperations: 2 });
    await run(execution, '{ kept: __typename }');
    await run(execution, '{ kept: __typename }');
    for (let i = 0; i < 20; i++) await run(execution, `{ once${i}: __typename }`);
    await run(execution, '{ kept: __typename }');
    expect(compiled.names).toHaveLength(1);
  });
});
