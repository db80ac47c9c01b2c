// What the provider client reports about each request it sends, so that metrics and the
// circuit breaker stay outside the client: one attempt, begun, then answered, failed or not sent,
// as src/datasources/delivery.ts decided.
import type { Delivery } from './delivery.js';

export interface ProviderCallAttempt {
  /** The provider sent back an HTTP response with this status. */
  answered(status: number): void;
  /** No response: a timeout or a connection error, or the provider could not be reached. */
  failed(delivery: Exclude<Delivery, { kind: 'answered' }>): void;
  /** Refused before it left the gateway (a value the HTTP client cannot send, its deadline past): the provider did nothing. */
  notSent(): void;
}

export interface ProviderCallObserver {
  /** Called before each attempt is sent; throwing (e.g. UPSTREAM_UNAVAILABLE) stops it from being sent. */
  begin(method: string, path: string): ProviderCallAttempt;
}
