// The gateway as production runs it (NODE_ENV=production, logs at warn), on a given upstream,
// with the per-key rate limit off: one key sends all the load, and the limiter's refusals are
// not what is measured. Traced as `npm start` traces: only when the OTEL_* variables of its
// environment ask for it.
import type { GatewayConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { startTracing } from '../../src/observability/tracing-sdk.js';
import { startGateway } from '../../src/server.js';
import { childOptions, serveChild } from '../child-harness.js';

export interface GatewayChildOptions {
  upstream: string;
  webhookSecret: string;
  redisUrl?: string;
  redisKeyPrefix?: string;
  /** A SQLite file shared by several instances (their owners and statuses); a private in-memory database when absent. */
  databasePath?: string;
  /** PostgreSQL (`DATABASE_URL`), the store of several instances; wins over `databasePath`. */
  databaseUrl?: string;
  maxPageSize?: number;
  /** graphql-armor's cost limit, raised where a listing of 250 is asked for. */
  maxCost?: number;
}

const options = childOptions<GatewayChildOptions>();
const config: GatewayConfig = {
  port: 0,
  host: '127.0.0.1',
  nodeEnv: 'production',
  rampBaseUrl: options.upstream,
  upstreamTimeoutMs: 10_000,
  upstreamConnections: 32,
  upstreamGetRetries: 2,
  upstreamRetryBaseMs: 100,
  connectionMaxPageSize: options.maxPageSize ?? 100,
  logLevel: 'warn',
  // One key stands in for every subscriber of the fan-out: the per-caller and per-instance
  // WebSocket bounds, and connection_init's rate, would cap what is measured.
  security: {
    rateLimitRequests: 0,
    wsMaxConnections: 100_000,
    wsMaxConnectionsPerCaller: 100_000,
    wsMaxSubscriptionsPerCaller: 100_000,
    wsConnectionInitsPerWindow: 0,
    ...(options.maxCost !== undefined && { maxCost: options.maxCost }),
  },
  ...(options.databasePath !== undefined && { store: { path: options.databasePath } }),
  ...(options.databaseUrl !== undefined && { store: { url: options.databaseUrl } }),
  liveStatus: {
    webhookSecrets: [options.webhookSecret],
    ...(options.redisUrl !== undefined && { redisUrl: options.redisUrl }),
    ...(options.redisKeyPrefix !== undefined && { redisKeyPrefix: options.redisKeyPrefix }),
  },
};
const tracing = await startTracing();
const gateway = await startGateway(config, { logger: createLogger('warn') });
serveChild({ url: gateway.url, graphqlUrl: gateway.graphqlUrl, traced: tracing !== undefined }, undefined, async () => {
  await gateway.close();
  await tracing?.shutdown();
});
