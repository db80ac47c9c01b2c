// Queries and mutations run as graphql-jit compiled functions, through Apollo Server's executor
// hook (its `gateway` option), so Apollo still parses, validates (depth, cost, aliases,
// introspection, trusted documents) and formats errors as before; only execution changes.
//
// graphql-jit's own variable coercion differs from graphql-js in what a client can see: it
// does not enforce @oneOf, and its errors have no `nodes`, so Apollo could not tell them for
// the caller's (BAD_USER_INPUT, HTTP 400) and answered INTERNAL_SERVER_ERROR. Variables are
// therefore coerced by graphql-js first, and its errors are the answer. Only what graphql-js
// accepted reaches the compiled query, which coerces the raw values again: it cannot take
// graphql-js's coerced ones, whose enums are already the provider's values.
import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { execute, type DocumentNode, type ExecutionResult, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];

/** graphql-js stops coercing after this many variable errors; so does its own `execute`. */
const MAX_VARIABLE_ERRORS = 50;

// Compiling costs several executions' worth of CPU, so a document is compiled when it comes back
// (a client's operations do, every time): one sent once, or a stream of distinct documents,
// costs no more than graphql-js would.
const SIGHTINGS_BEFORE_COMPILING = 2;

/** Seen but not compiled yet, compiled, or refused by graphql-jit (then graphql-js runs it, always). */
type Entry = { sightings: number } | { compiled: CompiledQuery } | { refused: true };

export interface CompiledExecutionOptions {
  /** How many operations are kept compiled; the least recently used go first. */
  maxOperations: number;
}

interface Operation {
  document: DocumentNode;
  /** Undefined when Apollo found no operation: graphql-js then answers why. */
  operation: OperationDefinitionNode | undefined;
  operationName: string | undefined;
  queryHash: string;
  variables: Record<string, unknown> | undefined;
  context: unknown;
}

export class CompiledExecution {
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    private readonly schema: GraphQLSchema,
    options: CompiledExecutionOptions,
  ) {
    this.entries = new LRUCache<string, Entry>({ max: options.maxOperations });
  }

  /** For `new ApolloServer({ gateway })`: serves `schema` and executes with `execute` below. */
  asApolloGateway(): Gateway {
    let announce: ((schemaContext: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void) | undefined;
    return {
      onSchemaLoadOrUpdate: (callback) => {
        announce = callback;
        return () => (announce = undefined);
      },
      load: async () => {
        announce?.({ apiSchema: this.schema, coreSupergraphSdl: '' });
        return {
          executor: (requestContext) => {
            const operation: OperationDefinitionNode | undefined = requestContext.operation;
            return this.execute({
              document: requestContext.document,
              operation,
              operationName: requestContext.request.operationName,
              queryHash: requestContext.queryHash,
              variables: requestContext.request.variables,
              context: requestContext.context,
            });
          },
        };
      },
      stop: async () => undefined,
    };
  }

  async execute(request: Operation): Promise<ExecutionResult> {
    const { operation } = request;
    // Subscriptions over HTTP, and documents without the operation asked for, stay as they were.
    if (operation === undefined || operation.operation === 'subscription') return this.interpreted(request);
    const coerced = getVariableValues(this.schema, operation.variableDefinitions ?? [], request.variables ?? {}, {
      maxErrors: MAX_VARIABLE_ERRORS,
    });
    if (coerced.errors !== undefined) return { errors: coerced.errors };
    const compiled = this.compiledFor(request);
    if (compiled === undefined) return this.interpreted(request);
    const result = await compiled.query(undefined, request.context, request.variables ?? {});
    // No `data` at all means graphql-jit refused variables graphql-js accepted: graphql-js decides.
    return 'data' in result ? result : this.interpreted(request);
  }

  private compiledFor({ document, operationName, queryHash }: Operation): CompiledQuery | undefined {
    const key = `${queryHash}:${operationName ?? ''}`;
    const entry = this.entries.get(key);
    if (entry !== undefined && 'compiled' in entry) return entry.compiled;
    if (entry !== undefined && 'refused' in entry) return undefined;
    const sightings = (entry?.sightings ?? 0) + 1;
    if (sightings < SIGHTINGS_BEFORE_COMPILING) {
      this.entries.set(key, { sightings });
      return undefined;
    }
    const compiled = compileQuery(this.schema, document, operationName);
    if (!isCompiledQuery(compiled)) {
      this.entries.set(key, { refused: true });
      return undefined;
    }
    this.entries.set(key, { compiled });
    return compiled;
  }

  private interpreted({ document, operationName, variables, context }: Operation): Promise<ExecutionResult> {
    return Promise.resolve(execute({ schema: this.schema, document, operationName, variableValues: variables, contextValue: context }));
  }
}
