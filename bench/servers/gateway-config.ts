// The configuration of the bench's gateway processes: production mode, logs at warn, a given
// upstream, and the per-key rate limit and WebSocket bounds off, since one process of the bench
// stands in for many callers and the limiters' refusals are not what is measured.
import type { GatewayConfig } from '../../src/config.js';
import type { SecurityConfig } from '../../src/security/security-config.js';

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
  /** Further limits of a section (bench/stalled-streams.ts: the stream bounds, an operation's size). */
  security?: Partial<SecurityConfig>;
}

export function benchGatewayConfig(options: GatewayChildOptions): GatewayConfig {
  return {
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
      maxLiveConnections: 100_000,
      wsMaxConnectionsPerCaller: 100_000,
      wsMaxSubscriptionsPerCaller: 100_000,
      wsConnectionInitsPerWindow: 0,
      ...(options.maxCost !== undefined && { maxCost: options.maxCost }),
      ...options.security,
    },
    ...(options.databasePath !== undefined && { store: { path: options.databasePath } }),
    ...(options.databaseUrl !== undefined && { store: { url: options.databaseUrl } }),
    liveStatus: {
      webhookSecrets: [options.webhookSecret],
      ...(options.redisUrl !== undefined && { redisUrl: options.redisUrl }),
      ...(options.redisKeyPrefix !== undefined && { redisKeyPrefix: options.redisKeyPrefix }),
    },
  };
}
