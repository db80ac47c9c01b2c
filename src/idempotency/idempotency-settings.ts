// The idempotency guard of a running gateway: its store (shared through REDIS_URL with live
// status) and timings derived from the upstream timeout, so a claim outlives the work it guards.

import type { GatewayConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { createIdempotencyStore } from './create-idempotency-store.js';
import type { IdempotencyGuard, IdempotencySettings } from './idempotent-mutation.js';

const DAY_MS = 24 * 60 * 60_000;
const LEASE_MARGIN_MS = 5_000;

export function idempotencySettings(config: GatewayConfig): IdempotencySettings {
  // A mutation may read a rate quote (with its retries) before its one POST.
  const longestWorkMs = (config.upstreamGetRetries + 2) * config.upstreamTimeoutMs;
  return {
    ttlMs: DAY_MS,
    leaseMs: longestWorkMs + LEASE_MARGIN_MS,
    waitMs: config.upstreamTimeoutMs + LEASE_MARGIN_MS,
    pollMs: 10,
    ...config.idempotency,
  };
}

export async function startIdempotency(config: GatewayConfig, logger: Logger): Promise<IdempotencyGuard> {
  const { store, keyPrefix } = await createIdempotencyStore({
    redisUrl: config.liveStatus?.redisUrl,
    keyPrefix: config.liveStatus?.redisKeyPrefix,
    onError: (error) => logger.warn({ err: error }, 'idempotency redis connection error'),
  });
  return { store, keyPrefix, settings: idempotencySettings(config) };
}
