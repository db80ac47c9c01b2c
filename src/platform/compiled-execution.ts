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
import { BREAK, execute, GraphQLError, Kind, visit, type DocumentNode, type ExecutionResult, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

type Gateway = ApolloServerOptionsWithGateway<BaseContext>['gateway'];

/** graphql-js stops coercing after this many variable errors; so does its own `execute`. */
const MAX_VARIABLE_ERRORS = 50;

// Compiling a listing costs about 15 executions' worth of what compiling saves, so an operation
// is compiled when it comes back (a client's operations do, every time): one sent once, or a
// stream of distinct documents, costs what graphql-js costs, and being counted in a cache of its
// own, cannot push the compiled operations of real clients out.
const SIGHTINGS_BEFORE_COMPILING = 2;

/** Compiled, or refused by graphql-jit (then graphql-js runs it, always). */
type Compiled = { query: CompiledQuery } | { refused: true };

export interface CompiledExecutionOptions {
  /** How many operations are kept compiled, and how many more counted until they come back; the least recently used go first. */
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
  private readonly compiled: LRUCache<string, Compiled>;
  private readonly sightings: LRUCache<string, number>;

  constructor(
    private readonly schema: GraphQLSchema,
    options: CompiledExecutionOptions,
  ) {
    this.compiled = new LRUCache<string, Compiled>({ max: options.maxOperations });
    this.sightings = new LRUCache<string, number>({ max: options.maxOperations });
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
    // Subscriptions over HTTP, documents without the operation asked for, and operations of
    // several root fields stay as they were (see `hasOneRootField`).
    if (operation === undefined || operation.operation === 'subscription' || !hasOneRootField(operation)) return this.interpreted(request);
    const coerced = getVariableValues(this.schema, operation.variableDefinitions ?? [], request.variables ?? {}, {
      maxErrors: MAX_VARIABLE_ERRORS,
    });
    if (coerced.errors !== undefined) return { errors: coerced.errors };
    const compiled = this.compiledFor(request);
    if (compiled === undefined) return this.interpreted(request);
    const result = await compiled.query(undefined, request.context, request.variables ?? {});
    // No `data` at all means graphql-jit refused variables graphql-js accepted: graphql-js decides.
    if (!('data' in result)) return this.interpreted(request);
    return result.errors === undefined ? result : { ...result, errors: result.errors.map(asGraphqlJsError) };
  }

  private compiledFor({ document, operationName, queryHash }: Operation): CompiledQuery | undefined {
    // One document may hold several operations: each is compiled on its own.
    const key = `${queryHash}:${operationName ?? ''}`;
    const known = this.compiled.get(key);
    if (known !== undefined) return 'query' in known ? known.query : undefined;
    const sightings = (this.sightings.get(key) ?? 0) + 1;
    if (sightings < SIGHTINGS_BEFORE_COMPILING) {
      this.sightings.set(key, sightings);
      return undefined;
    }
    this.sightings.delete(key);
    const query = holdsCodeMarker(document) ? undefined : compileQuery(this.schema, document, operationName);
    if (query === undefined || !isCompiledQuery(query)) {
      this.compiled.set(key, { refused: true });
      return undefined;
    }
    this.compiled.set(key, { query });
    return query;
  }

  private interpreted({ document, operationName, variables, context }: Operation): Promise<ExecutionResult> {
    return Promise.resolve(execute({ schema: this.schema, document, operationName, variableValues: variables, contextValue: context }));
  }
}

// graphql-jit writes an operation's literal arguments into the compiled function's source as
// JSON, then turns its own marker strings back into code: `"__MAGIC_DATE__<uuid><X>"` becomes
// `new Date(<X>)`, so a caller's string literal holding a marker would run <X> in the gateway
// (and the NaN/Infinity markers would change its value). Any document with such a literal runs
// on graphql-js instead. Every text a document can put there is a string literal (names are
// letters, digits and `_`; numbers are digits), so checking them, as parsed, is enough.
const JIT_CODE_MARKER = '__MAGIC_';

function holdsCodeMarker(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (node.value.includes(JIT_CODE_MARKER)) {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * When a root field fails and nulls `data`, graphql-js stops there: the mutations after it are
 * never sent (a second ramp would be created for an answer that is `null`), and a query answers
 * without the errors of the fields it did not wait for. graphql-jit runs every root field to the
 * end. With one root field, as every operation of this API's clients has, the two cannot differ.
 */
function hasOneRootField(operation: OperationDefinitionNode): boolean {
  const [first, ...others] = operation.selectionSet.selections;
  return first?.kind === Kind.FIELD && others.length === 0;
}

/**
 * The error graphql-js would have made of a field's failure (its `locatedError`): graphql-jit's
 * has no `extensions` when the thrown error had none, where graphql-js's has `{}`, and Apollo's
 * formatting, reading `extensions.code`, then failed into a bare INTERNAL_SERVER_ERROR with no
 * path and no message of ours (a provider's refusal of a query among them).
 */
function asGraphqlJsError(error: GraphQLError): GraphQLError {
  const rebuilt = new GraphQLError(error.message, { path: error.path, originalError: error.originalError });
  // Without the field's nodes graphql-js cannot work out locations; graphql-jit has them.
  Object.defineProperty(rebuilt, 'locations', { value: error.locations, enumerable: true, writable: true, configurable: true });
  return rebuilt;
}
