// Chooses the idempotency store as live status chooses its event backend: Redis when
// `REDIS_URL` is set (so every instance sees every claim), memory otherwise.

import { Redis } from 'ioredis';
import { DEFAULT_KEY_PREFIX } from '../events/event-backend.js';
import type { IdempotencyStore } from './idempotency-store.js';
import { MemoryIdempotencyStore } from './memory-idempotency-store.js';
import { RedisIdempotencyStore } from './redis-idempotency-store.js';

export interface IdempotencyStoreOptions {
  redisUrl?: string | undefined;
  keyPrefix?: string | undefined;
  onError?: (error: Error) => void;
}

export interface ChosenIdempotencyStore {
  store: IdempotencyStore;
  /** Prefix of the store's keys (Redis), so deployments and test runs sharing a Redis stay apart. */
  keyPrefix: string;
}

export async function createIdempotencyStore(options: IdempotencyStoreOptions = {}): Promise<ChosenIdempotencyStore> {
  const keyPrefix = `${options.keyPrefix ?? DEFAULT_KEY_PREFIX}idempotency:`;
  if (!options.redisUrl) return { store: new MemoryIdempotencyStore(), keyPrefix };
  // Connect before serving: a wrong REDIS_URL stops the start instead of failing every mutation later.
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  redis.on('error', options.onError ?? (() => {}));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  const close = async () => {
    await redis.quit().catch(() => redis.disconnect());
  };
  return { store: new RedisIdempotencyStore(redis, close), keyPrefix };
}
