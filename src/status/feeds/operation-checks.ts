// The operation's checks of the subscription policy (subscription-policy.ts), as Apollo's pipeline
// runs them over HTTP: trusted documents, then parse with the token limit, validation
// (introspection refused when it is off, suggestions hidden when they are), the operation the
// request names, the depth, cost and alias limits; and only subscriptions unless a transport
// allows more. None of the subscription transports runs Apollo's pipeline, so they get the whole
// of it here and execute only what passed. What is refused, and how, is the policy's: this only finds the errors.
import type { ASTVisitor, DocumentNode, ExecutionArgs, GraphQLError, GraphQLSchema, ValidationContext } from 'graphql';
import * as graphql from 'graphql';
import { LRUCache } from 'lru-cache';
import type { DocumentChecks } from '../../security/gateway-security.js';
import { withoutSuggestions } from '../../security/suggestions.js';
import { trustedSourceOf } from '../../security/trusted-documents.js';

/** Who sends an operation, and what its transport accepts besides subscriptions. */
export interface OperationSender {
  /** Queries and mutations too (graphql-ws with GRAPHQL_WS_ALL_OPERATIONS); only subscriptions when false. */
  allOperations: boolean;
  /** The SUBSCRIPTIONS_ONLY message: where queries and mutations go instead. */
  subscriptionsOnly: string;
}

export type OperationChecks = (sender: OperationSender, payload: SubscribePayload) => Promise<Omit<ExecutionArgs, 'contextValue'> | readonly GraphQLError[]>;

export interface SubscribePayload {
  query?: string | null | undefined;
  operationName?: string | null | undefined;
  variables?: Record<string, unknown> | null | undefined;
  extensions?: Record<string, unknown> | null | undefined;
}

export interface OperationCheckOptions extends DocumentChecks {
  schema: GraphQLSchema;
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

/** A document without the operation the request names (or naming none of several), worded as Apollo words it over HTTP. */
function unresolvedOperation(operationName: string | null | undefined): GraphQLError {
  const message = operationName ? `Unknown operation named "${operationName}".` : 'Must provide operation name if query contains multiple operations.';
  return new graphql.GraphQLError(message, { extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } });
}

function subscriptionsOnly(message: string): GraphQLError {
  return new graphql.GraphQLError(message, { extensions: { code: 'SUBSCRIPTIONS_ONLY' } });
}

/**
 * Documents that passed parse and validation, by source text. Every subscriber of a
 * resource sends the same text, and a parsed document (tokens and locations included) is about
 * 5.5 KB: one shared, immutable copy instead of one per connection. Bounded; least recently used first out.
 */
const DOCUMENT_CACHE_SIZE = 500;

export function operationChecks(options: OperationCheckOptions): OperationChecks {
  const { schema, limits, trusted } = options;
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
  return async (sender, payload) => {
    const source = trusted === undefined ? (payload.query ?? '') : trustedSourceOf(trusted, payload);
    if (typeof source !== 'string') return [source];
    const document = parseAndValidate(source);
    if (!('kind' in document)) return document;
    // Refused here, not by graphql-ws after admission: it would answer without ending the
    // operation, and the caller's place taken for it would never be given back.
    const operation = graphql.getOperationAST(document, payload.operationName);
    if (!operation) return [unresolvedOperation(payload.operationName)];
    const violation = limitViolation(document, payload.variables);
    if (violation !== null) return [violation];
    if (!sender.allOperations && operation.operation !== 'subscription') return [subscriptionsOnly(sender.subscriptionsOnly)];
    return {
      schema,
      document,
      operationName: payload.operationName ?? null,
      variableValues: payload.variables ?? null,
    };
  };
}
