// Everything an operator watches on a running gateway, set up in one place: secrets known to
// the log scrubber, request ids, /healthz and /readyz, /metrics, the provider circuit breaker,
// operation and webhook counts, and JSON answers for errors outside GraphQL.
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'undici';
import type { GatewayConfig } from '../config.js';
import type { GatewayContext } from '../context.js';
import { CircuitBreaker, DEFAULT_CIRCUIT_BREAKER } from '../datasources/circuit-breaker.js';
import type { ProviderCallObserver } from '../datasources/provider-calls.js';
import { DEFAULT_WEBHOOK_PATH } from '../status/ingest/webhook-receiver.js';
import type { EventBackend } from '../status/feeds/event-backend.js';
import type { Logger } from '../logger.js';
import type { StatusOutbox } from '../status/ledger/status-outbox.js';
import type { TrustedDocuments } from '../security/trusted-documents.js';
import { errorResponses, notFound } from './error-response.js';
import { healthRoutes, providerReachable } from './health.js';
import { knownSecrets, passwordOf } from './known-secrets.js';
import { GatewayMetrics } from './metrics.js';
import { operationMetricsPlugin } from './operation-metrics.js';
import { monitorProviderCalls } from './provider-call-monitor.js';
import { requestIds } from './request-id.js';

export const DEFAULT_READINESS_TIMEOUT_MS = 2_000;

export interface OperationsSetup {
  config: GatewayConfig;
  logger: Logger;
  pool: Pool;
  basePath: string;
  /** Live status's pub/sub: its subscriptions counted, Redis's health in readiness. */
  events: EventBackend;
  /** The trusted-documents manifest, whose operation names may label metrics. */
  trusted: TrustedDocuments | undefined;
  /** The gateway's database, checked by /readyz, and its status outbox, measured. */
  store: { probeWrite(): Promise<void>; outbox: StatusOutbox };
}

export interface Operations {
  metrics: GatewayMetrics;
  breaker: CircuitBreaker;
  providerCalls: ProviderCallObserver;
  plugin: ApolloServerPlugin<GatewayContext>;
  /**
   * On the gateway's Fastify instance, before any other route: probes and metrics (no key, not
   * logged), request ids and the access log of every other route, the count of webhooks, and the
   * JSON answers for what no route serves or handles.
   */
  mount(http: FastifyInstance): void;
}

export function setUpOperations({ config, logger, pool, basePath, events, trusted, store }: OperationsSetup): Operations {
  knownSecrets.add(config.rampApiKey);
  for (const { apiKey } of config.keyBusinesses ?? []) knownSecrets.add(apiKey);
  for (const prefix of [...(config.keyPrefixes?.test ?? []), ...(config.keyPrefixes?.live ?? [])]) knownSecrets.addKeyPrefix(prefix);
  for (const secret of config.liveStatus?.webhookSecrets ?? []) knownSecrets.add(secret);
  knownSecrets.add(config.liveStatus?.webhookLegacySecret);
  knownSecrets.add(passwordOf(config.liveStatus?.redisUrl));
  knownSecrets.add(passwordOf(config.store?.url));

  const metrics = new GatewayMetrics();
  const breaker = new CircuitBreaker({
    ...DEFAULT_CIRCUIT_BREAKER,
    ...config.circuitBreaker,
    onStateChange: (state) => {
      metrics.setCircuitState(state);
      logger[state === 'open' ? 'warn' : 'info']({ circuit: state }, `provider circuit ${state.replace('_', ' ')}`);
    },
  });
  // Every live status subscription is one pub/sub subscription, so the pub/sub's count is theirs.
  metrics.countLiveSubscriptions(() => events.pubsub.openSubscriptions());
  metrics.countPendingPublications(() => store.outbox.size());
  const checks = [providerReachable(pool, basePath), { name: 'database', check: () => store.probeWrite() }];
  if (events.kind === 'redis') checks.push({ name: 'redis', check: () => events.ping() });
  const webhookPath = config.liveStatus?.webhookPath ?? DEFAULT_WEBHOOK_PATH;

  return {
    metrics,
    breaker,
    providerCalls: monitorProviderCalls(breaker, metrics),
    plugin: operationMetricsPlugin(metrics, trusted, logger),
    mount(http) {
      requestIds(http, logger);
      http.addHook('onResponse', (request, reply, done) => {
        if (request.method === 'POST' && request.routeOptions.url === webhookPath) metrics.countWebhook(reply.statusCode);
        done();
      });
      healthRoutes(http, checks, config.readinessTimeoutMs ?? DEFAULT_READINESS_TIMEOUT_MS);
      http.get('/metrics', { config: { unlogged: true } }, metrics.handler());
      http.setNotFoundHandler(notFound);
      http.setErrorHandler(errorResponses(logger));
    },
  };
}
