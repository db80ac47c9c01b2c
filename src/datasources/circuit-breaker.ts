// Stops the gateway from piling requests onto a provider that is down. After
// `failureThreshold` upstream failures in a row the circuit opens: calls fail at once with
// UPSTREAM_UNAVAILABLE, without reaching the provider. Once `openMs` has passed, the next
// call goes through as a probe (others still fail fast meanwhile); its success closes the
// circuit, its failure opens it again for another `openMs`.
import { systemError } from './provider-errors.js';

export type CircuitState = 'closed' | 'open' | 'half_open';

export interface CircuitBreakerOptions {
  failureThreshold: number;
  openMs: number;
  now?: () => number;
  onStateChange?: (state: CircuitState) => void;
}

/** One admitted call; exactly one of its methods must be called when it ends. */
export interface CircuitPermit {
  /** The provider answered (anything below 500, a refusal included): it is up. */
  succeeded(): void;
  /** A 5xx, a timeout or a connection error. */
  failed(): void;
  /** Never sent: says nothing about the provider, and frees the probe slot when it was the probe. */
  released(): void;
}

export const DEFAULT_CIRCUIT_BREAKER = { failureThreshold: 5, openMs: 10_000 };

export class CircuitBreaker {
  private state: CircuitState = 'closed';
  private consecutiveFailures = 0;
  private openedAt = 0;
  private probing = false;
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  current(): CircuitState {
    return this.state;
  }

  /** Lets a call through, or throws UPSTREAM_UNAVAILABLE when the circuit is open. */
  admit(): CircuitPermit {
    if (this.state === 'open' && this.now() - this.openedAt >= this.options.openMs) this.moveTo('half_open');
    if (this.state === 'open' || (this.state === 'half_open' && this.probing)) throw this.openError();
    const probe = this.state === 'half_open';
    if (probe) this.probing = true;
    let settled = false;
    const settle = (outcome: 'success' | 'failure' | 'none') => {
      if (settled) return;
      settled = true;
      if (probe) this.probing = false;
      if (outcome === 'success') this.recordSuccess();
      else if (outcome === 'failure') this.recordFailure(probe);
    };
    return { succeeded: () => settle('success'), failed: () => settle('failure'), released: () => settle('none') };
  }

  private recordSuccess(): void {
    this.consecutiveFailures = 0;
    if (this.state !== 'closed') this.moveTo('closed');
  }

  private recordFailure(probe: boolean): void {
    this.consecutiveFailures += 1;
    // A call admitted before the circuit opened may end after a probe: only a probe or the
    // closed circuit's own count decide.
    if (probe || (this.state === 'closed' && this.consecutiveFailures >= this.options.failureThreshold)) {
      this.openedAt = this.now();
      this.moveTo('open');
    }
  }

  private moveTo(state: CircuitState): void {
    this.state = state;
    this.options.onStateChange?.(state);
  }

  private openError() {
    const retryAfterSeconds = Math.max(1, Math.ceil((this.openedAt + this.options.openMs - this.now()) / 1000));
    return systemError('UPSTREAM_UNAVAILABLE', 'The provider is failing; the gateway is not sending it requests for now. Retry later.', {
      retryAfterSeconds,
      circuit: 'open',
    });
  }
}
