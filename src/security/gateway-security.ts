// Limits and security of a running gateway, assembled from the config for server.ts: Apollo's
// options (introspection, CSRF prevention, no batching, trusted documents) and plugins (landing
// page, operation guard), the GraphiQL page, the hooks in front of Apollo on the /graphql route (origin policy and
// CORS, rate limit, body limit, persisted-query hashes), how errors hide the schema, and the same
// guards for subscriptions over every transport (graphql-ws, SSE, multipart), with WebSocket's own
// resource limits. docs/operations.md, "Limits and security".
import type { Redis } from 'ioredis';
import type { IncomingHttpHeaders } from 'node:http';
import type { ApolloServerOptions, ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { Registry } from 'prom-client';
import type { GatewayConfig } from '../config.js';
import type { Credentials, GatewayContext } from '../context.js';
import { RECEIPT_MAX_BYTES } from '../domain/receipt-file.js';
import type { Logger } from '../logger.js';
import { browserOrigins } from './cors.js';
import { graphiqlPage, type GraphiqlPage } from './graphiql.js';
import { documentsWithoutKey, jsonBodies, rateLimit } from './http-guards.js';
import { verifyBeforeParsing } from './key-verification.js';
import { LiveConnections } from './live-connections.js';
import { OperationLimitCheck } from './operation-limits.js';
import { OriginPolicy } from './origin-policy.js';
import { persistedQueryHashes } from './persisted-queries.js';
import { RateLimiter } from './rate-limiter.js';
import { DEFAULT_WEBHOOK_AUTH_FAILURES, DEFAULT_WEBHOOK_AUTH_WINDOW_SECONDS, WebhookAuthFailures } from './webhook-auth-failures.js';
import { withSecurityDefaults, type SecurityConfig } from './security-config.js';
import { operationGuardPlugin } from './security-plugin.js';
import { SubscriptionCounts } from './subscription-counts.js';
import { withoutSuggestions } from './suggestions.js';
import { TrustedDocuments } from './trusted-documents.js';
import { uploadRequests } from './upload-requests.js';
import { VerifiedKeys } from './verified-keys.js';
import { WebSocketLimits } from './websocket-limits.js';
import { liveConnectionsGauge, SubscriptionMetrics, WebSocketMetrics } from './websocket-metrics.js';

/** Headers whose presence proves a CORS preflight: Apollo's two, and the two a key travels in. */
export const CSRF_PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight', 'ngnc-sec-key', 'authorization'] as const;

type SecurityApolloOptions = Pick<
  ApolloServerOptions<GatewayContext>,
  'introspection' | 'csrfPrevention' | 'allowBatchedHttpRequests' | 'persistedQueries' | 'parseOptions'
>;

export interface GatewaySecurity {
  settings: SecurityConfig;
  trusted: TrustedDocuments | undefined;
  /** Keys the provider has accepted: for the request context, and the budgets below. */
  verifiedKeys: VerifiedKeys;
  /** Spread into Apollo's constructor options. */
  apolloOptions: SecurityApolloOptions;
  /** Add to Apollo's plugins. */
  plugins: ApolloServerPlugin<GatewayContext>[];
  /** GraphiQL for a browser's GET of /graphql, when it is on (graphiql.ts); Apollo's landing page (Sandbox) otherwise. */
  explorer: GraphiqlPage | undefined;
  /** Each HTTP request's context is ready for Apollo once this resolves: its key checked with the provider, before any parse (key-verification.ts). */
  verifyBeforeParsing(context: GatewayContext): Promise<void>;
  /**
   * On the Fastify scope of the /graphql route, before its handler: the origin policy and CORS,
   * the rate limit (onRequest), the JSON body with its limit, persisted-query hashes and the
   * token bound of a document sent without a key (preHandler).
   */
  /** `verify`: the route's key check of one request, run on an upload before its body is read. */
  protectGraphqlRoute(scope: FastifyInstance, verify: (request: FastifyRequest) => Promise<void>): Promise<void>;
  /** The last step of formatting every error a client is sent, over either transport: hides suggestions when they are off. */
  publicError(formatted: GraphQLFormattedError): GraphQLFormattedError;
  /** What the one subscription policy of every transport enforces (src/status/feeds/subscription-policy.ts), graphql-ws's own bounds among it; metrics in `registry`. */
  subscriptions(schema: GraphQLSchema, registry: Registry): SubscriptionGuards;
  /** Failed webhook authentications per address (src/security/webhook-auth-failures.ts). */
  webhookAuthFailures: WebhookAuthFailures;
  close(): Promise<void>;
}

export interface SubscriptionGuards {
  origins: OriginPolicy;
  verifiedKeys: VerifiedKeys;
  limiter: RateLimiter;
  /** The schema operations are checked against, and what else they are checked with, as Apollo's pipeline checks them over HTTP. */
  schema: GraphQLSchema;
  documents: DocumentChecks;
  /** Open subscriptions per caller, over every transport. */
  counts: SubscriptionCounts;
  metrics: SubscriptionMetrics;
  websocketMetrics: WebSocketMetrics;
  /** Whether graphql-ws runs queries and mutations too. */
  websocketAllOperations: boolean;
  /** The largest request body, and WebSocket message. */
  maxPayload: number;
  /** graphql-ws's bounds of connections and subscriptions per connection. */
  websocketLimits: WebSocketLimits;
  /** The instance's live connections (every transport's), and the bounds of SSE and multipart streams. */
  streams: StreamBounds;
}

/** What a subscription's document is checked with besides the schema (src/status/feeds/operation-checks.ts). */
export interface DocumentChecks {
  limits: OperationLimitCheck;
  trusted: TrustedDocuments | undefined;
  introspection: boolean;
  suggestions: boolean;
  /** Parsing stops past this many tokens, before validation sees the document. */
  maxTokens: number;
}

export interface StreamBounds {
  /** The instance's live connections, which WebSockets count in too. */
  connections: LiveConnections;
  /** Bytes written to a stream and not yet taken by its client, past which it is closed. */
  maxBufferedBytes: number;
  /** How long a stream waits for its client to take what was written before it is closed. */
  stallTimeoutMs: number;
}

export interface SecurityDependencies {
  logger: Logger;
  credentialsOf: (headers: IncomingHttpHeaders) => Credentials | null;
  /** The trusted-documents manifest, read before anything is opened (readTrustedDocuments). */
  trusted: TrustedDocuments | undefined;
  /** The instance's Redis client when REDIS_URL is set: budgets are then shared by every instance. */
  redis: Redis | undefined;
}

/** The manifest of TRUSTED_DOCUMENTS, if set: a bad one throws, so the composition root reads it before it opens any connection. */
export function readTrustedDocuments(config: GatewayConfig): TrustedDocuments | undefined {
  const { trustedDocumentsPath } = withSecurityDefaults(config.security, config.nodeEnv);
  return trustedDocumentsPath === undefined ? undefined : TrustedDocuments.fromManifest(trustedDocumentsPath, { routerOperations: config.federation === true });
}

export async function startSecurity(config: GatewayConfig, deps: SecurityDependencies): Promise<GatewaySecurity> {
  const settings = withSecurityDefaults(config.security, config.nodeEnv);
  const { trusted, redis } = deps;
  const limits = new OperationLimitCheck({ ...settings, maxPageSize: config.connectionMaxPageSize });
  const webhookAuthFailures = new WebhookAuthFailures(
    {
      failures: config.liveStatus?.webhookAuthFailures ?? DEFAULT_WEBHOOK_AUTH_FAILURES,
      windowSeconds: config.liveStatus?.webhookAuthWindowSeconds ?? DEFAULT_WEBHOOK_AUTH_WINDOW_SECONDS,
    },
    { redis, keyPrefix: config.liveStatus?.redisKeyPrefix },
  );
  const limiter = await RateLimiter.start(
    {
      requests: settings.rateLimitRequests,
      unverifiedRequests: settings.rateLimitUnverifiedRequests,
      keyVerifications: settings.keyVerificationsPerMinute,
      connectionInits: settings.wsConnectionInitsPerWindow,
      windowSeconds: settings.rateLimitWindowSeconds,
    },
    {
      redis,
      keyPrefix: config.liveStatus?.redisKeyPrefix,
    },
  );
  const verifiedKeys = new VerifiedKeys({ max: settings.verifiedKeysMax, ttlSeconds: settings.verifiedKeyTtlSeconds }, limiter);
  const origins = new OriginPolicy(settings.corsOrigins, settings.corsLoopbackOrigins);
  if (trusted !== undefined) deps.logger.info({ operations: trusted.size }, 'trusted documents: only manifest operations run');

  return {
    settings,
    trusted,
    verifiedKeys,
    webhookAuthFailures,
    apolloOptions: {
      introspection: settings.introspection,
      // A browser cannot send a GraphQL request cross-site without a preflight, and one HTTP request
      // carries one operation (batches would multiply every limit). A key header is not
      // CORS-safelisted, so it proves a preflight as Apollo's own headers do: stock clients' GET
      // queries (urql's default) carry it and pass.
      csrfPrevention: { requestHeaders: [...CSRF_PREFLIGHT_HEADERS] },
      allowBatchedHttpRequests: false,
      parseOptions: { maxTokens: settings.maxTokens },
      // Trusted mode: hash-only requests are looked up in the manifest, and nothing can be registered.
      ...(trusted !== undefined && { persistedQueries: { cache: trusted.asPersistedQueryCache() } }),
    },
    plugins: [
      operationGuardPlugin(limits, trusted),
      settings.sandbox ? ApolloServerPluginLandingPageLocalDefault({ embed: true }) : ApolloServerPluginLandingPageDisabled(),
    ],
    explorer: settings.graphiql ? graphiqlPage({ sandbox: settings.sandbox }) : undefined,
    verifyBeforeParsing,
    async protectGraphqlRoute(scope, verify) {
      await browserOrigins(scope, origins, (headers) => deps.credentialsOf(headers)?.source === 'SERVER');
      rateLimit(scope, limiter, verifiedKeys, deps.credentialsOf);
      jsonBodies(scope, settings.bodyLimitBytes);
      // A proof of payment's file, at most the provider's limit for one.
      await uploadRequests(scope, {
        maxFileBytes: RECEIPT_MAX_BYTES,
        maxFieldBytes: settings.bodyLimitBytes,
        preflightHeaders: CSRF_PREFLIGHT_HEADERS,
        credentialsOf: deps.credentialsOf,
        verify,
      });
      persistedQueryHashes(scope);
      documentsWithoutKey(scope, settings.maxTokensWithoutKey, deps.credentialsOf);
    },
    publicError: (formatted) => (settings.suggestions ? formatted : { ...formatted, message: withoutSuggestions(formatted.message) }),
    subscriptions: (schema, registry) => {
      const connections = new LiveConnections(settings.maxLiveConnections);
      liveConnectionsGauge(registry, connections);
      return {
        origins,
        verifiedKeys,
        limiter,
        schema,
        documents: { limits, trusted, introspection: settings.introspection, suggestions: settings.suggestions, maxTokens: settings.maxTokens },
        counts: new SubscriptionCounts(settings.wsMaxSubscriptionsPerCaller),
        metrics: new SubscriptionMetrics(registry),
        websocketMetrics: new WebSocketMetrics(registry),
        websocketAllOperations: settings.websocketAllOperations,
        maxPayload: settings.bodyLimitBytes,
        websocketLimits: new WebSocketLimits(settings, limiter),
        streams: { connections, maxBufferedBytes: settings.streamMaxBufferedBytes, stallTimeoutMs: settings.streamStallTimeoutMs },
      };
    },
    close: () => limiter.close(),
  };
}
