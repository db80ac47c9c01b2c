// Which caller keys the provider has accepted. A key is known-good once the provider answered a
// request made with it without refusing the key; only then does it get a rate budget of its
// own, open subscriptions without asking the provider again, and answer `viewer`. Until then a
// key is anyone's invention: it shares its address's small budget of unverified keys
// (src/security/rate-limiter.ts), so made-up keys cannot buy provider calls in bulk.
import { LRUCache } from 'lru-cache';
import type { ProviderCallObserver } from '../datasources/provider-calls.js';
import type { RampClient } from '../datasources/ramp-client.js';
import { keyFingerprint } from '../events/key-fingerprint.js';

export interface VerifiedKeySettings {
  /** Fingerprints remembered; the least recently used go first. */
  max: number;
  /** How long an acceptance holds before the key is verified again. */
  ttlSeconds: number;
}

export const VERIFIED_KEY_DEFAULTS: VerifiedKeySettings = { max: 10_000, ttlSeconds: 900 };

// The provider refusing the key itself; any other answer below 500 means it knew the key.
const KEY_REFUSED = new Set([401, 403]);
// Rate limiting may happen before the key is looked at: it proves nothing either way.
const INCONCLUSIVE = new Set([429]);

export class VerifiedKeys {
  private readonly accepted: LRUCache<string, true>;

  constructor(settings: VerifiedKeySettings = VERIFIED_KEY_DEFAULTS) {
    this.accepted = new LRUCache({ max: settings.max, ttl: settings.ttlSeconds * 1000 });
  }

  has(apiKey: string): boolean {
    return this.accepted.has(keyFingerprint(apiKey));
  }

  /** What the provider answered to a request made with this key. */
  record(apiKey: string, status: number): void {
    if (KEY_REFUSED.has(status)) this.accepted.delete(keyFingerprint(apiKey));
    else if (status < 500 && !INCONCLUSIVE.has(status)) this.accepted.set(keyFingerprint(apiKey), true);
  }

  /**
   * Resolves once the provider has accepted the key: at once when it is known, else by the
   * cheapest authenticated read (its answer is recorded like any other). Throws the provider's
   * refusal (UNAUTHENTICATED, FORBIDDEN) or failure.
   */
  async verify(apiKey: string, client: () => RampClient): Promise<void> {
    if (this.has(apiKey)) return;
    await client().rateQuote({ currency: 'USD', amount: '1', direction: 'offramp' });
  }
}

/** Passes each provider call on to `inner` (metrics, circuit breaker) and records how the provider answered the key. */
export function recordingKeyAnswers(keys: VerifiedKeys, apiKey: string, inner: ProviderCallObserver | undefined): ProviderCallObserver {
  return {
    begin(method, path) {
      const attempt = inner?.begin(method, path);
      return {
        answered(status) {
          keys.record(apiKey, status);
          attempt?.answered(status);
        },
        failed: (error) => attempt?.failed(error),
        notSent: () => attempt?.notSent(),
      };
    },
  };
}
