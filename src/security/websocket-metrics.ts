// The subscription limits' metrics, registered in the gateway's registry (src/observability/metrics.ts)
// once it exists: open WebSocket connections, WebSockets closed by a WebSocket bound, and
// refusals by the policy every subscription transport shares.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { LiveConnections } from './live-connections.js';
import type { RefusalReason, WebSocketBound } from './websocket-limits.js';

export class WebSocketMetrics {
  private readonly refusals: Counter<'reason'>;
  private readonly connections: Gauge;

  constructor(registry: Registry) {
    this.refusals = new Counter({
      name: 'ramp_gateway_websocket_refusals_total',
      help: 'WebSocket connections closed, or subscriptions refused, by a WebSocket bound: origin, instance_connections, caller_connections, connection_params_size, connection_init_rate, connection_subscriptions.',
      labelNames: ['reason'],
      registers: [registry],
    });
    this.connections = new Gauge({
      name: 'ramp_gateway_websocket_connections',
      help: 'WebSocket connections open on this instance.',
      registers: [registry],
    });
  }

  opened(): void {
    this.connections.inc();
  }

  closed(): void {
    this.connections.dec();
  }

  refused(reason: RefusalReason): void {
    this.refusals.inc({ reason });
  }
}

/** Why the subscription policy every transport shares refused (src/status/feeds/subscription-policy.ts): its steps, and graphql-ws's own bounds, which it asks too. */
export type PolicyRefusalReason = 'origin' | 'instance_connections' | 'rate_limited' | 'key' | 'unavailable' | 'operation' | 'caller_subscriptions' | WebSocketBound;

/** Why an SSE or multipart stream was closed because its client did not read (src/status/feeds/stream-outlet.ts). */
export type StreamOverflowReason = 'stalled' | 'buffer';

/** Refusals of the subscription policy, by transport (graphql-ws, sse, multipart) and reason; streams closed because their client did not read. */
export class SubscriptionMetrics {
  private readonly refusals: Counter<'transport' | 'reason'>;
  private readonly overflows: Counter<'transport' | 'reason'>;

  constructor(registry: Registry) {
    this.refusals = new Counter({
      name: 'ramp_gateway_subscription_refusals_total',
      help: 'Subscriptions and their connections refused by the policy every transport shares, by transport (graphql-ws, sse, multipart) and reason: origin, instance_connections, rate_limited, key, unavailable, operation, caller_subscriptions; over graphql-ws also its own bounds: caller_connections, connection_params_size, connection_init_rate, connection_subscriptions.',
      labelNames: ['transport', 'reason'],
      registers: [registry],
    });
    this.overflows = new Counter({
      name: 'ramp_gateway_stream_overflows_total',
      help: 'SSE and multipart streams closed because their client did not take what was written, by transport (sse, multipart) and reason: stalled (nothing taken for STREAM_STALL_TIMEOUT_MS), buffer (more than STREAM_MAX_BUFFERED_BYTES waiting).',
      labelNames: ['transport', 'reason'],
      registers: [registry],
    });
  }

  overflowed(transport: string, reason: StreamOverflowReason): void {
    this.overflows.inc({ transport, reason });
  }

  refused(transport: string, reason: PolicyRefusalReason): void {
    this.refusals.inc({ transport, reason });
  }
}

/** The instance's live connections (WebSockets and streams, MAX_LIVE_CONNECTIONS), read at scrape time. */
export function liveConnectionsGauge(registry: Registry, connections: LiveConnections): Gauge {
  const gauge: Gauge = new Gauge({
    name: 'ramp_gateway_live_connections',
    help: 'Live connections open on this instance: WebSockets and SSE and multipart streams, bounded together by MAX_LIVE_CONNECTIONS.',
    registers: [registry],
    collect: (): void => gauge.set(connections.size),
  });
  return gauge;
}
