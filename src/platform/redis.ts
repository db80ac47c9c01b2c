// The gateway's one Redis client per instance, shared by pub/sub (which duplicates it once for
// its subscriber connection) and the rate limiter.

import { Redis } from 'ioredis';

/** Prefix of every Redis key and channel (REDIS_KEY_PREFIX), so several deployments can share a Redis. */
export const DEFAULT_KEY_PREFIX = 'ramp-gateway:';

/**
 * Connects before serving, so a wrong REDIS_URL stops the start instead of failing every
 * publication or silently limiting per instance later. A command caught by a lost connection
 * fails after one reconnection: the outbox publishes again and the rate limiter counts in
 * memory meanwhile, so neither gains from waiting longer.
 */
export async function connectRedis(url: string, onError: (error: Error) => void): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', onError);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  return redis;
}

/** Closes a client: politely when it can, at once when it cannot. */
export async function closeRedis(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}
