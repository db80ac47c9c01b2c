// The WebSocket limits' metrics, registered in the gateway's registry (src/observability/metrics.ts)
// once it exists: open sockets, and refusals by the limit that refused.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { RefusalReason } from './websocket-limits.js';

export class WebSocketMetrics {
  private readonly refusals: Counter<'reason'>;

  constructor(registry: Registry, openConnections: () => number) {
    this.refusals = new Counter({
      name: 'ramp_gateway_websocket_refusals_total',
      help: 'WebSocket connections closed, or subscriptions refused, by a limit: origin, instance_connections, caller_connections, connection_params_size, connection_init_rate, connection_subscriptions, caller_subscriptions.',
      labelNames: ['reason'],
      registers: [registry],
    });
    const connections: Gauge = new Gauge({
      name: 'ramp_gateway_websocket_connections',
      help: 'WebSocket connections open on this instance.',
      registers: [registry],
      collect: (): void => connections.set(openConnections()),
    });
  }

  refused(reason: RefusalReason): void {
    this.refusals.inc({ reason });
  }
}
