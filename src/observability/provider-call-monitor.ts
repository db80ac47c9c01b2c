// Watches every request the gateway sends to the provider: counts and times it per endpoint,
// and feeds the circuit breaker. Only upstream failures (5xx, timeouts, connection errors)
// count against the provider; a 4xx is the caller's problem and shows the provider is up.
import type { CircuitBreaker } from '../datasources/circuit-breaker.js';
import type { Delivery } from '../datasources/delivery.js';
import type { ProviderCallObserver } from '../datasources/provider-calls.js';
import type { GatewayMetrics } from './metrics.js';

// Endpoints by template, so an id in a path does not become a metric series of its own.
const ENDPOINTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/otc\/rate_quote$/, '/otc/rate_quote'],
  [/^\/otc\/offramp$/, '/otc/offramp'],
  [/^\/transactions\/v2\/esp_onramp$/, '/transactions/v2/esp_onramp'],
  [/^\/transactions\/v2\/esp_offramp$/, '/transactions/v2/esp_offramp'],
  [/^\/transactions\/v2\/esp_transactions$/, '/transactions/v2/esp_transactions'],
  [/^\/transactions\/v2\/brl\/initiate_onramp$/, '/transactions/v2/brl/initiate_onramp'],
  [/^\/v2\/business_customer$/, '/v2/business_customer'],
  [/^\/v2\/business_customer\/[^/]+$/, '/v2/business_customer/:id'],
];

export function providerEndpoint(path: string): string {
  const bare = path.split('?', 1)[0] ?? '';
  return ENDPOINTS.find(([pattern]) => pattern.test(bare))?.[1] ?? 'other';
}

function failureKind(delivery: Exclude<Delivery, { kind: 'answered' }>): 'timeout' | 'connection_error' {
  return delivery.kind === 'unknown' && delivery.reason === 'timeout' ? 'timeout' : 'connection_error';
}

export function monitorProviderCalls(breaker: CircuitBreaker, metrics: GatewayMetrics): ProviderCallObserver {
  return {
    begin(method, path) {
      const endpoint = providerEndpoint(path);
      let permit;
      try {
        permit = breaker.admit();
      } catch (error) {
        metrics.providerShortCircuited.inc({ method, endpoint });
        throw error;
      }
      const stopTimer = metrics.providerDuration.startTimer();
      const record = (status: string) => {
        const labels = { method, endpoint, status };
        metrics.providerRequests.inc(labels);
        stopTimer(labels);
      };
      return {
        answered(status) {
          record(String(status));
          if (status >= 500) permit.failed();
          else permit.succeeded();
        },
        failed(delivery) {
          record(failureKind(delivery));
          permit.failed();
        },
        // Nothing reached the provider: no series, and the breaker neither counts it nor keeps a probe waiting.
        notSent() {
          permit.released();
        },
      };
    },
  };
}
