// The gateway's HTTP server: one Fastify instance for every route (GraphQL GET and POST through
// @as-integrations/fastify, subscriptions over SSE and multipart, the webhook route, probes,
// metrics), the WebSocket upgrade on its node server, the same `/graphql` path; and live status's
// plain parts, each built once here: pub/sub, the outbox publisher, LiveStatus, the webhook route,
// and the subscription transports.
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import Fastify, { type FastifyInstance } from 'fastify';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { Pool } from 'undici';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, defaultTestHelpers, type GatewayConfig } from './config.js';
import { createContextFactory, credentialsFrom, type GatewayContext } from './context.js';
import { DEFAULT_KEY_PREFIXES } from './domain/data-sets.js';
import { graphqlRoute } from './graphql-route.js';
import { UpstreamUserError } from './datasources/provider-errors.js';
import { idempotencyGuard } from './idempotency/idempotency-settings.js';
import { listedOwners } from './idempotency/listed-owners.js';
import { OutcomeResolver } from './idempotency/outcome-resolver.js';
import { createEventBackend } from './status/feeds/event-backend.js';
import { LiveStatus, ownerGrants } from './status/live-status.js';
import { OutboxPublisher } from './status/feeds/outbox-publisher.js';
import { GRAPHQL_PATH } from './status/feeds/graphql-ws-server.js';
import { startSubscriptionTransports } from './status/feeds/subscription-transports.js';
import { checkWebhookSecrets, providerWebhooks } from './status/ingest/webhook-route.js';
import { createLogger, type Logger } from './logger.js';
import { closeRedis, connectRedis } from './platform/redis.js';
import { evidenceRules, providerReaders } from './resolvers/index.js';
import { errorResponses } from './observability/error-response.js';
import { withoutSecrets } from './observability/known-secrets.js';
import { requestIdOf } from './observability/request-id.js';
import { storeUnavailableCause } from './store/store-failures.js';
import { setUpOperations, type Operations } from './observability/operations.js';
import { operationTracingPlugin, traceRootFields } from './observability/graphql-tracing.js';
import type { Reconciler } from './status/ingest/reconciler.js';
import { reconciliationKeys, startReconciliation } from './status/ingest/reconciliation.js';
import { buildGatewaySchema } from './schema.js';
import { readTrustedDocuments, startSecurity } from './security/gateway-security.js';
import { openGatewayStore, type GatewayStore } from './store/gateway-store.js';

export interface RunningGateway {
  /** The http base URL, e.g. `http://127.0.0.1:4000`. */
  url: string;
  graphqlUrl: string;
  /** `http.server`: where the WebSocket upgrades arrive. */
  httpServer: Server;
  http: FastifyInstance;
  schema: GraphQLSchema;
  apollo: ApolloServer<GatewayContext>;
  logger: Logger;
  /** Metrics, circuit breaker and probes (src/observability). */
  operations: Operations;
  /** The durable state: idempotency records, statuses, owners, webhook ids, the status outbox (src/store). */
  store: GatewayStore;
  /** Reads the provider for resources someone waits on (src/status/ingest/reconciler.ts); undefined when off. */
  reconciler: Reconciler | undefined;
  /** Drains HTTP and WebSocket connections, then closes the stores, Redis and the upstream pool; every call shares one run. */
  close(): Promise<void>;
}

export interface GatewayOptions {
  logger?: Logger;
}

const UPSTREAM_KEEP_ALIVE_MS = 10_000;
// Node's own defaults, which Fastify would change: an idle keep-alive connection is closed after
// 5 s, and a request must arrive whole within 5 minutes (a slow body holds no socket forever).
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 300_000;
// Long enough for an operator to free space or a database to restart; a hint, not a promise.
const STORE_RETRY_AFTER_SECONDS = 5;

/**
 * Error codes the gateway sets itself; anything else reaching the client is reported as INTERNAL_SERVER_ERROR.
 * No known secret leaves in an error, whatever wrote its text.
 */
function formatError(formatted: GraphQLFormattedError, error: unknown, logger: Logger): GraphQLFormattedError {
  return withoutSecrets(maskUnexpected(formatted, error, logger));
}

function withoutStacktrace(formatted: GraphQLFormattedError): Record<string, unknown> {
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
  return extensions;
}

function maskUnexpected(formatted: GraphQLFormattedError, error: unknown, logger: Logger): GraphQLFormattedError {
  // Mutations turn a provider refusal into userErrors; a query has no payload for them, so the
  // refusal (say, a rate quote for a currency the provider does not quote) is the caller's to fix.
  const original = unwrapResolverError(error);
  if (original instanceof UpstreamUserError) {
    return {
      ...formatted,
      message: original.message,
      extensions: {
        ...withoutStacktrace(formatted),
        code: 'BAD_USER_INPUT',
        providerCode: original.code,
        fieldErrors: original.fieldErrors,
      },
    };
  }
  const code = formatted.extensions?.code;
  const storeCause = code === 'INTERNAL_SERVER_ERROR' || code === undefined ? storeUnavailableCause(original) : null;
  if (storeCause !== null) {
    logger.error({ err: error, cause: storeCause }, 'the store cannot be used');
    return {
      ...formatted,
      message: "The gateway's store is unavailable right now; retry later (with the same idempotency key for a mutation).",
      extensions: { ...withoutStacktrace(formatted), code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: STORE_RETRY_AFTER_SECONDS },
    };
  }
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    logger.error({ err: error }, 'unexpected error while resolving');
    return { ...formatted, message: 'Internal server error', extensions: { ...withoutStacktrace(formatted), code: 'INTERNAL_SERVER_ERROR' } };
  }
  return formatted;
}

export async function startGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<RunningGateway> {
  const logger = options.logger ?? createLogger(config.logLevel);
  checkWebhookSecrets(config.liveStatus, config.nodeEnv, logger);
  const schema = traceRootFields(buildGatewaySchema({ testHelpers: config.testHelpers ?? defaultTestHelpers(config.nodeEnv), federation: config.federation ?? false }));
  const upstream = new URL(config.rampBaseUrl);
  // The key a request without one runs with. Behind a router, the request is the router's, not the
  // client's: without header forwarding every client would get the server's key (and its data set).
  const callerFallbackKey = config.federation === true && config.federationServerKey !== true ? undefined : config.rampApiKey;
  const pool = new Pool(upstream.origin, {
    connections: config.upstreamConnections,
    keepAliveTimeout: UPSTREAM_KEEP_ALIVE_MS,
    keepAliveMaxTimeout: 60_000,
    headersTimeout: config.upstreamTimeoutMs,
    bodyTimeout: config.upstreamTimeoutMs,
    connect: { timeout: config.upstreamTimeoutMs },
  });
  const credentialsOf = (headers: IncomingHttpHeaders) => credentialsFrom(headers, callerFallbackKey, config.keyPrefixes);
  // First: a bad trusted-documents manifest stops the start before any connection is opened.
  const trusted = readTrustedDocuments(config);
  // One Redis client per instance, handed to the rate limiter and to pub/sub alike.
  const redisUrl = config.liveStatus?.redisUrl;
  const redis = redisUrl
    ? await connectRedis(redisUrl, (error) => logger.warn({ err: error }, 'redis connection error: rate limits count in memory and live status waits in the outbox meanwhile'))
    : undefined;
  const security = await startSecurity(config, { logger, credentialsOf, trusted, redis });
  const store = await openGatewayStore(config.store ?? {}, {
    statusTtlSeconds: config.liveStatus?.statusTtlSeconds,
    unroutedPerBusiness: config.liveStatus?.webhookUnroutedMax,
    onError: (error) => logger.warn({ err: error }, 'database error'),
  });
  const events = await createEventBackend({
    redis,
    ...(config.liveStatus?.redisKeyPrefix !== undefined && { keyPrefix: config.liveStatus.redisKeyPrefix }),
    onError: (error) => logger.warn({ err: error }, 'redis connection error'),
  });
  const onPublishError = (error: unknown) => logger.warn({ err: error }, 'status publication failed; retrying from the outbox');
  const publisher = new OutboxPublisher(store.db, store.outbox, events.pubsub, onPublishError);
  publisher.start();
  const operations = setUpOperations({ config, logger, pool, basePath: upstream.pathname.replace(/\/+$/, ''), events, trusted: security.trusted, store });
  // Built before live status, which writes through them: the grants (the settling of unknown
  // outcomes grants too) and the keys it keeps for reconciliation (the reconciler reads with them).
  const grants = ownerGrants(store, publisher);
  const heldKeys = reconciliationKeys(config.reconcile);
  const idempotency = idempotencyGuard(config, { ...store, grants });
  const outcomes = new OutcomeResolver({ ...store, grants, businesses: idempotency.businesses }, logger, evidenceRules);
  const live = new LiveStatus(store, events.pubsub, publisher, {
    grants,
    keeper: heldKeys,
    resourcesSeen: (observations, caller) =>
      outcomes.consider(observations, caller).catch((error: unknown) => logger.warn({ err: error }, 'could not match resources against unknown outcomes')),
    onCatchUpError: onPublishError,
  });
  const reconciler = startReconciliation({
    settings: config.reconcile,
    keys: heldKeys,
    readers: providerReaders,
    store,
    ledger: live.ledger,
    publish: () => publisher.kick(),
    pool,
    basePath: upstream.pathname.replace(/\/+$/, ''),
    logger,
    timeoutMs: config.upstreamTimeoutMs,
    retryBaseMs: config.upstreamRetryBaseMs,
    providerCalls: operations.providerCalls,
    serverApiKey: config.rampApiKey,
    keyPrefixes: config.keyPrefixes ?? DEFAULT_KEY_PREFIXES,
    observer: (heldKeys) => operations.metrics.reconcileObserver(heldKeys),
  });
  const contextFor = createContextFactory({
    pool,
    basePath: upstream.pathname.replace(/\/+$/, ''),
    logger,
    serverApiKey: callerFallbackKey,
    keyPrefixes: config.keyPrefixes,
    timeoutMs: config.upstreamTimeoutMs,
    getRetries: config.upstreamGetRetries,
    retryBaseMs: config.upstreamRetryBaseMs,
    maxPageSize: config.connectionMaxPageSize,
    live,
    providerCalls: operations.providerCalls,
    idempotency,
    verifiedKeys: security.verifiedKeys,
  });

  const http = Fastify({
    logger: false,
    // The caller's well-formed x-request-id, else a new one (src/observability/request-id.ts).
    genReqId: (request) => requestIdOf(request.headers),
    requestIdHeader: false,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // A request target Fastify cannot route (a malformed percent-encoding, say) is answered as any other unreadable request.
    frameworkErrors: errorResponses(logger),
  });
  // No route reads a body it does not parse itself (the GraphQL and webhook routes have theirs).
  http.removeAllContentTypeParsers();
  http.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  operations.mount(http);
  const formatClientError = (formatted: GraphQLFormattedError, error: unknown) => security.publicError(formatError(formatted, error, logger));
  const subscriptions = startSubscriptionTransports({
    httpServer: http.server,
    guards: security.subscriptions(schema, operations.metrics.registry),
    contextFor,
    formatError: formatClientError,
    logger,
  });
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    ...security.apolloOptions,
    includeStacktraceInErrorResponses: false,
    formatError: formatClientError,
    // main.ts owns SIGTERM and SIGINT. With Apollo's own handler as well, two stop() calls raced:
    // Apollo never settles the second one, so close() hung and Redis kept the process alive.
    stopOnTerminationSignals: false,
    plugins: [
      // Every answer is private to the caller's key and nothing is cacheable, while the
      // cache-control plugin's per-field hook was a tenth of a listing's allocations.
      ApolloServerPluginCacheControlDisabled(),
      // Apollo turns inline tracing on for a subgraph schema: a router's `apollo-federation-include-trace`
      // header would get every field's timing and errors back in the answer, for whoever sends it.
      ApolloServerPluginInlineTraceDisabled(),
      // In-flight requests (mutations included) may finish until the shutdown's own deadline.
      ApolloServerPluginDrainHttpServer({ httpServer: http.server, stopGracePeriodMillis: config.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS }),
      // Subscriptions never end by themselves: WebSocket connections close, and SSE and multipart
      // streams are dropped, while Apollo drains HTTP.
      {
        serverWillStart: async () => ({
          drainServer: () => {
            subscriptions.dropStreams();
            return subscriptions.graphqlWs.dispose();
          },
        }),
      },
      operations.plugin,
      operationTracingPlugin(),
      ...security.plugins,
    ],
  });
  await apollo.start();
  void http.register(
    providerWebhooks(config.liveStatus, live.ledger, logger, {
      authFailures: security.webhookAuthFailures,
      observer: operations.metrics.webhookObserver(),
      // Without reconciliation nothing would confirm a move back along a cycle: the webhook applies it.
      confirmedByRead: new Set(reconciler === undefined ? [] : providerReaders.map((reader) => reader.kind)),
      listedOwners: listedOwners(store.owners, idempotency.businesses),
    }),
  );
  void http.register(
    graphqlRoute({
      apollo,
      contextFor,
      protect: (scope, verify) => security.protectGraphqlRoute(scope, verify),
      verify: security.verifyBeforeParsing,
      streaming: subscriptions.stream,
      explorer: security.explorer,
      logger,
    }),
    { prefix: GRAPHQL_PATH },
  );

  const stop = async () => {
    // Stops taking connections and lets requests in flight finish (Apollo's drain, above).
    await apollo.stop();
    await http.close();
    // A pass in flight ends before the stores and the pool it reads with close.
    await reconciler?.stop();
    await idempotency.inFlight.settled();
    await publisher.stop();
    await events.close();
    await store.close();
    await security.close();
    if (redis) await closeRedis(redis);
    await pool.close();
  };
  try {
    await http.listen({ port: config.port, host: config.host });
  } catch (error) {
    // A port in use, say: what was opened for this gateway must not keep the process alive.
    await stop();
    throw error;
  }
  const address = http.server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  let closing: Promise<void> | undefined;
  return {
    url,
    graphqlUrl: `${url}/graphql`,
    httpServer: http.server,
    http,
    schema,
    apollo,
    logger,
    operations,
    store,
    reconciler,
    close() {
      closing ??= stop();
      return closing;
    },
  };
}
