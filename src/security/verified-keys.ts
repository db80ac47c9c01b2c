// Which caller keys the provider has accepted. A key is known-good once the provider answered a
// request made with it without refusing the key; only then does it get a rate budget of its
// own, open subscriptions without asking the provider again, and answer `viewer`. Until then a
// key is anyone's invention: each of its requests spends its address's small budget of
// unverified keys, and each provider check its address's budget of checks
// (src/security/rate-limiter.ts), so made-up keys cannot buy provider calls in bulk.
import { GraphQLError } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { ProviderCallObserver } from '../datasources/provider-calls.js';
import type { RampClient } from '../datasources/ramp-client.js';
import { heldKeyFingerprint, type KeyHolder } from '../platform/key-fingerprint.js';
import { keyVerificationCharge, rateLimitedError, type RateLimiter } from './rate-limiter.js';

export interface VerifiedKeySettings {
  /** Fingerprints remembered; the least recently used go first. */
  max: number;
  /** How long an acceptance holds before the key is verified again. */
  ttlSeconds: number;
}

export const VERIFIED_KEY_DEFAULTS: VerifiedKeySettings = { max: 10_000, ttlSeconds: 900 };

// A refusal is remembered briefly: the same made-up key sent again is answered without asking
// the provider, while a key that was just created at the provider is not held back for long.
const REFUSAL_TTL_MS = 60_000;
const REFUSING_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

// The provider refusing the key itself; any other answer below 500 means it knew the key.
const KEY_REFUSED = new Set([401, 403]);
// Rate limiting may happen before the key is looked at: it proves nothing either way.
const INCONCLUSIVE = new Set([429]);

/** The provider refusing the key (UNAUTHENTICATED, FORBIDDEN), as opposed to failing. */
export function isKeyRefusal(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError && REFUSING_CODES.has(String(error.extensions.code));
}

export class VerifiedKeys {
  private readonly accepted: LRUCache<string, true>;
  private readonly refused: LRUCache<string, GraphQLError>;
  // Checks under way, by fingerprint: concurrent requests with one new key share one provider call.
  private readonly checking = new Map<string, Promise<void>>();

  /** `limiter` bounds the provider checks of each address (none: unbounded, for tests of other things). */
  constructor(
    settings: VerifiedKeySettings = VERIFIED_KEY_DEFAULTS,
    private readonly limiter?: Pick<RateLimiter, 'check'>,
  ) {
    this.accepted = new LRUCache({ max: settings.max, ttl: settings.ttlSeconds * 1000 });
    this.refused = new LRUCache({ max: settings.max, ttl: Math.min(REFUSAL_TTL_MS, settings.ttlSeconds * 1000) });
  }

  /** `credentials`: the request's, whose key's fingerprint is hashed once (src/platform/key-fingerprint.ts). */
  has(credentials: KeyHolder): boolean {
    return this.accepted.has(heldKeyFingerprint(credentials));
  }

  /** What the provider answered to a request made with this key. */
  record(credentials: KeyHolder, status: number): void {
    const fingerprint = heldKeyFingerprint(credentials);
    if (KEY_REFUSED.has(status)) this.accepted.delete(fingerprint);
    else if (status < 500 && !INCONCLUSIVE.has(status)) {
      this.accepted.set(fingerprint, true);
      this.refused.delete(fingerprint);
    }
  }

  /**
   * Resolves once the provider has accepted the key: at once when it is known, else by the
   * cheapest authenticated read (its answer is recorded like any other), shared by every caller
   * asking meanwhile; a new read first spends the budget of checks of `remoteAddress`. Throws the
   * provider's refusal (UNAUTHENTICATED, FORBIDDEN; remembered for a minute), RATE_LIMITED when
   * the address has spent its checks, or the provider's failure.
   */
  async verify(credentials: KeyHolder, client: () => RampClient, remoteAddress: string | undefined): Promise<void> {
    const fingerprint = heldKeyFingerprint(credentials);
    const known = () => {
      if (this.accepted.has(fingerprint)) return true;
      const refusal = this.refused.get(fingerprint);
      if (refusal !== undefined) throw refusal;
      return false;
    };
    if (known()) return;
    if (!this.checking.has(fingerprint) && this.limiter !== undefined) {
      const decision = await this.limiter.check([keyVerificationCharge(remoteAddress)]);
      if (!decision.allowed) {
        const { message, extensions } = rateLimitedError(decision.retryAfterSeconds);
        throw new GraphQLError(message, { extensions });
      }
      // Another request may have settled the key meanwhile.
      if (known()) return;
    }
    let check = this.checking.get(fingerprint);
    if (check === undefined) {
      check = client()
        .verifyKey()
        .then(
          () => undefined,
          (error: unknown) => {
            if (isKeyRefusal(error)) this.refused.set(fingerprint, error);
            // Refusing the check's input (a 400) is knowing the key: its answer was recorded as accepted.
            else if (this.accepted.has(fingerprint)) return;
            throw error;
          },
        )
        .finally(() => this.checking.delete(fingerprint));
      this.checking.set(fingerprint, check);
    }
    await check;
  }
}

/** Passes each provider call on to `inner` (metrics, circuit breaker) and records how the provider answered the key. */
export function recordingKeyAnswers(keys: VerifiedKeys, credentials: KeyHolder, inner: ProviderCallObserver | undefined): ProviderCallObserver {
  return {
    begin(method, path) {
      const attempt = inner?.begin(method, path);
      return {
        answered(status) {
          keys.record(credentials, status);
          attempt?.answered(status);
        },
        failed: (delivery) => attempt?.failed(delivery),
        notSent: () => attempt?.notSent(),
      };
    },
  };
}
