// Spans of GraphQL operations: one per operation served by Apollo (a server span, continuing the
// caller's `traceparent`), and under it one per root field of a query or mutation, active while
// that field resolves, so the provider calls, idempotency claim and store writes it makes are its
// children. Root fields are where every provider call starts (nested fields read what their root
// loaded). Ours rather than the graphql instrumentation's, which patches `require` and misses
// resolvers under Apollo Server 5 (opentelemetry-js-contrib #3362).
//
// Recorded: the operation's type and name, each root field's name and path, error codes and user
// error codes. Never the document (literals in it may be personal), variables or messages.

import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { SpanKind, context, propagation, trace, ROOT_CONTEXT, type Span, type TextMapGetter } from '@opentelemetry/api';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { inSpan, markFailed, tracer } from '../platform/tracing.js';

type HeaderMap = NonNullable<GraphQLRequestContext<object>['request']['http']>['headers'];

const headerGetter: TextMapGetter<HeaderMap> = {
  get: (headers, key) => headers.get(key),
  keys: (headers) => [...headers.keys()],
};

/** Each request's operation span, by its context value (the object every resolver of the request receives). */
const operationSpans = new WeakMap<object, Span>();

export function operationTracingPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ request, contextValue }) {
      const parent = request.http === undefined ? ROOT_CONTEXT : propagation.extract(ROOT_CONTEXT, request.http.headers, headerGetter);
      const span = tracer.startSpan('graphql.operation', { kind: SpanKind.SERVER }, parent);
      // Not traced (no SDK, or not sampled): nothing more to do for this request.
      if (!span.isRecording()) return;
      operationSpans.set(contextValue, span);
      return {
        async didResolveOperation({ operation, operationName }) {
          if (operation === undefined) return;
          span.setAttribute('graphql.operation.type', operation.operation);
          if (operationName !== null) span.setAttribute('graphql.operation.name', operationName);
          span.updateName(operationName === null ? operation.operation : `${operation.operation} ${operationName}`);
        },
        async willSendResponse({ response, errors }) {
          const result = response.body.kind === 'single' ? response.body.singleResult : response.body.initialResult;
          const failure = [...(errors ?? []), ...(result.errors ?? [])][0];
          if (failure !== undefined) markFailed(span, failure);
          span.end();
        },
      };
    },
  };
}

/**
 * A span around every query and mutation root field (see above), wrapped in place as Apollo wraps
 * fields for its own plugins: rebuilding the schema for it would give the gateway a second copy
 * of every type. Call once per schema.
 */
export function traceRootFields(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (type === null || type === undefined) continue;
    for (const field of Object.values(type.getFields())) field.resolve = rootFieldSpan(`${type.name}.${field.name}`, field.resolve ?? defaultFieldResolver);
  }
  return schema;
}

function rootFieldSpan(name: string, resolve: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, contextValue, info) => {
    const operation = typeof contextValue === 'object' && contextValue !== null ? operationSpans.get(contextValue) : undefined;
    if (operation === undefined) return resolve(source, args, contextValue, info);
    const attributes = { 'graphql.field.name': info.fieldName, 'graphql.field.path': String(info.path.key) };
    return inSpan(name, { attributes, parent: trace.setSpan(context.active(), operation) }, async (span) => {
      const result = await resolve(source, args, contextValue, info);
      const codes = userErrorCodes(result);
      if (codes.length > 0) span.setAttribute('gateway.user_error.codes', codes);
      return result;
    });
  };
}

/** The codes of a mutation payload's `userErrors`: refused input, named by code alone. */
function userErrorCodes(result: unknown): string[] {
  const userErrors = (result as { userErrors?: unknown } | null | undefined)?.userErrors;
  if (!Array.isArray(userErrors)) return [];
  return userErrors.map((error) => (error as { code?: unknown }).code).filter((code): code is string => typeof code === 'string');
}
