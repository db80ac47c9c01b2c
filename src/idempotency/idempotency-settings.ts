// The idempotency guard of a running gateway: its store (in the gateway's database, src/store)
// and timings derived from the upstream timeout, so a claim outlives the work it guards.

import type { GatewayConfig } from '../config.js';
import type { OwnerGrants } from '../status/ledger/owner-grants.js';
import { DEFAULT_KEY_PREFIXES, dataSetOfKey } from '../domain/data-sets.js';
import { keyFingerprint } from '../platform/key-fingerprint.js';
import { InFlightMutations } from './in-flight-mutations.js';
import type { IdempotencyStore } from './idempotency-store.js';
import type { KeyBusinesses } from './key-businesses.js';
import { BusinessDirectory } from './record-scope.js';
import type { IdempotencyGuard, IdempotencySettings } from './idempotent-mutation.js';
import type { UnknownOutcomes } from './unknown-outcomes.js';

const DAY_MS = 24 * 60 * 60_000;
const LEASE_MARGIN_MS = 5_000;

export function idempotencySettings(config: GatewayConfig): IdempotencySettings {
  // A mutation may read a rate quote (with its retries, and the backoffs between them, each at
  // most UPSTREAM_RETRY_BASE_MS doubled per attempt) before its one POST.
  const backoffsMs = config.upstreamRetryBaseMs * (2 ** config.upstreamGetRetries - 1);
  const longestWorkMs = (config.upstreamGetRetries + 2) * config.upstreamTimeoutMs + backoffsMs;
  return {
    ttlMs: DAY_MS,
    leaseMs: longestWorkMs + LEASE_MARGIN_MS,
    waitMs: config.upstreamTimeoutMs + LEASE_MARGIN_MS,
    sendMarginMs: LEASE_MARGIN_MS,
    pollMs: 10,
    ...config.idempotency,
  };
}

export function idempotencyGuard(
  config: GatewayConfig,
  stores: { idempotency: IdempotencyStore; unknownOutcomes: UnknownOutcomes; grants: OwnerGrants; keyBusinesses?: KeyBusinesses | undefined },
): IdempotencyGuard {
  // Only the keys' fingerprints are kept, with the data set each key reaches.
  const prefixes = config.keyPrefixes ?? DEFAULT_KEY_PREFIXES;
  const configured = new Map(
    (config.keyBusinesses ?? []).map(({ apiKey, business }) => [keyFingerprint(apiKey), { business, dataSet: dataSetOfKey(apiKey, prefixes) }]),
  );
  return {
    businesses: new BusinessDirectory(configured, stores.keyBusinesses),
    store: stores.idempotency,
    unknownOutcomes: stores.unknownOutcomes,
    grants: stores.grants,
    settings: idempotencySettings(config),
    inFlight: new InFlightMutations(),
  };
}
