// The HTTP side's limits for operations sent over graphql-ws: the rate limit per caller, trusted
// documents, then parse, validation (introspection refused when it is off, suggestions hidden
// when they are) and the depth, cost and alias limits; and, unless configured otherwise, only
// subscriptions, since queries and mutations have HTTP. graphql-ws validates nothing beyond
// graphql-js's rules, so it gets the whole pipeline here and executes only what passed.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { ASTVisitor, DocumentNode, ExecutionArgs, GraphQLError, GraphQLSchema, ValidationContext } from 'graphql';
import type { Credentials } from '../context.js';
import { headersFromConnectionParams } from '../live/connection-keys.js';
import * as graphql from 'graphql';
import { LRUCache } from 'lru-cache';
import type { OperationLimitCheck } from './operation-limits.js';
import { rateLimitCharges, rateLimitedError, type RateLimiter } from './rate-limiter.js';
import { withoutSuggestions } from './suggestions.js';
import { trustedSourceOf, type TrustedDocuments } from './trusted-documents.js';
import type { VerifiedKeys } from './verified-keys.js';

export interface SubscribeContext {
  connectionParams?: Readonly<Record<string, unknown>> | undefined;
  /** src/live/live-status-server.ts keeps the client's address and lets go of the upgrade request once connected. */
  extra: { request?: IncomingMessage | undefined; remoteAddress?: string | undefined };
}

export interface SubscribePayload {
  query?: string | null | undefined;
  operationName?: string | null | undefined;
  variables?: Record<string, unknown> | null | undefined;
  extensions?: Record<string, unknown> | null | undefined;
}

export interface SubscribeGuardOptions {
  schema: GraphQLSchema;
  limits: OperationLimitCheck;
  trusted: TrustedDocuments | undefined;
  limiter: RateLimiter;
  verifiedKeys: VerifiedKeys;
  credentialsOf: (headers: IncomingHttpHeaders) => Credentials | null;
  introspection: boolean;
  suggestions: boolean;
  /** Queries and mutations too; only subscriptions when false. */
  allOperations: boolean;
  /** Parsing stops past this many tokens, before validation sees the document. */
  maxTokens: number;
}

/**
 * Introspection off, as Apollo words it over HTTP: one error per `__schema` or `__type`, the only
 * ways into the schema's description (graphql-js's own rule reports every field below them).
 */
function noIntrospection(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value !== '__schema' && node.name.value !== '__type') return;
      context.reportError(new graphql.GraphQLError('GraphQL introspection is not allowed, but the query contained __schema or __type.', { nodes: [node] }));
    },
  };
}

function subscriptionsOnly(): GraphQLError {
  return new graphql.GraphQLError('Only subscriptions run over WebSocket on this gateway; send queries and mutations over HTTP.', {
    extensions: { code: 'SUBSCRIPTIONS_ONLY' },
  });
}

/**
 * Documents that passed parse and validation, by source text. Every subscriber of a
 * resource sends the same text, and a parsed document (tokens and locations included) is about
 * 5.5 KB: one shared, immutable copy instead of one per connection. Bounded; least recently used first out.
 */
const DOCUMENT_CACHE_SIZE = 500;

export function subscribeGuard(options: SubscribeGuardOptions) {
  const { schema, limits, trusted, limiter } = options;
  const rules = options.introspection ? graphql.specifiedRules : [...graphql.specifiedRules, noIntrospection];
  const withCode = (error: GraphQLError, code: string): GraphQLError =>
    new graphql.GraphQLError(options.suggestions ? error.message : withoutSuggestions(error.message), {
      nodes: error.nodes ?? null,
      extensions: { ...error.extensions, code },
    });
  const accepted = new LRUCache<string, DocumentNode>({ max: DOCUMENT_CACHE_SIZE });
  const parseAndValidate = (source: string): DocumentNode | readonly GraphQLError[] => {
    const cached = accepted.get(source);
    if (cached !== undefined) return cached;
    let document: DocumentNode;
    try {
      document = graphql.parse(source, { maxTokens: options.maxTokens });
    } catch (error) {
      return [withCode(error as GraphQLError, 'GRAPHQL_PARSE_FAILED')];
    }
    const invalid = graphql.validate(schema, document, rules);
    if (invalid.length > 0) return invalid.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED'));
    accepted.set(source, document);
    return document;
  };
  // The limits depend on the variables (page sizes), so they are checked for each message.
  const limitViolation = (document: DocumentNode, variables: SubscribePayload['variables']): GraphQLError | null => {
    const violation = limits.firstViolation(schema, document, variables);
    if (violation === null) return null;
    // Its HTTP status is for Apollo (which strips it from answers); a WebSocket answer has none.
    const { http: _http, ...extensions } = violation.extensions;
    return new graphql.GraphQLError(violation.message, { nodes: violation.nodes ?? null, extensions });
  };
  return async (ctx: SubscribeContext, _id: string, payload: SubscribePayload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
    const credentials = options.credentialsOf(headersFromConnectionParams(ctx.connectionParams));
    const address = ctx.extra.remoteAddress ?? ctx.extra.request?.socket.remoteAddress;
    const decision = await limiter.check(rateLimitCharges(credentials, address, options.verifiedKeys));
    if (!decision.allowed) {
      const { message, extensions } = rateLimitedError(decision.retryAfterSeconds);
      return [new graphql.GraphQLError(message, { extensions })];
    }

    const source = trusted === undefined ? (payload.query ?? '') : trustedSourceOf(trusted, payload);
    if (typeof source !== 'string') return [source];
    const document = parseAndValidate(source);
    if (!('kind' in document)) return document;
    const violation = limitViolation(document, payload.variables);
    if (violation !== null) return [violation];
    const operation = graphql.getOperationAST(document, payload.operationName);
    if (!options.allOperations && operation && operation.operation !== 'subscription') return [subscriptionsOnly()];
    return {
      schema,
      document,
      operationName: payload.operationName ?? null,
      variableValues: payload.variables ?? null,
    };
  };
}
