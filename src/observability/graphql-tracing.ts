// Spans of GraphQL operations: one per request of the /graphql route served by Apollo (a server
// span, continuing the caller's `traceparent`), active for all of Apollo's work on it, so every
// provider call, claim and store write the operation makes is in its trace (the key check of
// security's plugins included); and under it one per root field of a query or mutation, active
// while that field resolves: root fields are where provider calls start (nested fields read what
// their root loaded). Ours rather than the graphql instrumentation's, which patches `require` and
// misses resolvers under Apollo Server 5 (opentelemetry-js-contrib #3362).
//
// Recorded: the operation's type and name, each root field's name, error codes and user error
// codes. Never the document (literals and aliases in it may be personal), variables or messages.

import type { IncomingHttpHeaders } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { SpanKind, context, isSpanContextValid, trace } from '@opentelemetry/api';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { contextFrom, gatewayTracer, inSpan, markFailed, tracingOn } from '../platform/tracing.js';

/**
 * Runs `handle`, the /graphql route's Apollo handler for one request, in its operation span
 * (named by the plugin below once the operation is known), active until it has answered.
 */
export function inOperationSpan<T>(headers: IncomingHttpHeaders, statusCode: () => number, handle: () => T): T | Promise<Awaited<T>> {
  return tracingOn() ? tracedOperation(headers, statusCode, handle) : handle();
}

async function tracedOperation<T>(headers: IncomingHttpHeaders, statusCode: () => number, handle: () => T): Promise<Awaited<T>> {
  const parent = contextFrom(headers);
  const span = gatewayTracer().startSpan('graphql.operation', { kind: SpanKind.SERVER }, parent);
  if (!isSpanContextValid(span.spanContext())) return await handle();
  return context.with(trace.setSpan(parent, span), async (): Promise<Awaited<T>> => {
    try {
      return await handle();
    } finally {
      span.setAttribute('http.response.status_code', statusCode());
      span.end();
    }
  });
}

/**
 * Longer operation names are left out (the span is named by the operation's type alone): a name is
 * one token to the parser's limits, so one caller could otherwise send a body-sized name on
 * every request, twice in each span, and grow export batches past what a collector takes, losing
 * everyone's spans with them.
 */
const MAX_TRACED_OPERATION_NAME_LENGTH = 128;

/** Names the active operation span by the operation, and marks it failed by its first error's code. */
export function operationTracingPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      const span = trace.getActiveSpan();
      // Not traced (no SDK, not sampled, or run outside the route): nothing to name.
      if (span === undefined || !span.isRecording()) return;
      return {
        async didResolveOperation({ operation, operationName }) {
          if (operation === undefined) return;
          span.setAttribute('graphql.operation.type', operation.operation);
          const name = operationName !== null && operationName.length <= MAX_TRACED_OPERATION_NAME_LENGTH ? operationName : null;
          if (name !== null) span.setAttribute('graphql.operation.name', name);
          span.updateName(name === null ? operation.operation : `${operation.operation} ${name}`);
        },
        async willSendResponse({ response, errors }) {
          const result = response.body.kind === 'single' ? response.body.singleResult : response.body.initialResult;
          const failure = [...(errors ?? []), ...(result.errors ?? [])][0];
          if (failure !== undefined) markFailed(span, failure);
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
    if (!tracingOn()) return resolve(source, args, contextValue, info);
    // The field's name, never its path: a root field's path is its alias, text the caller wrote.
    const attributes = { 'graphql.field.name': info.fieldName };
    return inSpan(name, { attributes }, async (span) => {
      const result = await resolve(source, args, contextValue, info);
      if (span.isRecording()) {
        const codes = userErrorCodes(result);
        if (codes.length > 0) span.setAttribute('gateway.user_error.codes', codes);
      }
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
