// Chooses the stores behind live status: everything in memory for one process, or
// everything in Redis (`REDIS_URL`) so that several gateway instances share webhooks,
// de-duplication, last-known statuses and resource owners.

import { Redis } from 'ioredis';
import { InMemoryPubSub } from './memory-pubsub.js';
import type { PubSub } from './pubsub.js';
import { RedisPubSub } from './redis-pubsub.js';
import {
  MemoryLastKnownStatusStore,
  RedisLastKnownStatusStore,
  type LastKnownStatusStore,
} from './last-known-status.js';
import { MemoryResourceOwners, RedisResourceOwners, type ResourceOwners } from './resource-owners.js';
import {
  DEFAULT_DEDUPE_TTLS,
  MemoryWebhookDedupe,
  RedisWebhookDedupe,
  type DedupeTtls,
  type WebhookDedupe,
} from './webhook-dedupe.js';

export interface EventBackendOptions {
  redisUrl?: string | undefined;
  /** Prefix of every Redis key and channel, so several deployments (or test runs) can share a Redis. */
  keyPrefix?: string;
  /** How long a last-known status and a resource's owners are kept after their last change. */
  statusTtlSeconds?: number;
  dedupeTtls?: DedupeTtls;
  /** Where Redis connection errors go (ioredis reconnects by itself meanwhile). */
  onError?: (error: Error) => void;
}

export interface EventBackend {
  kind: 'memory' | 'redis';
  pubsub: PubSub;
  dedupe: WebhookDedupe;
  statuses: LastKnownStatusStore;
  owners: ResourceOwners;
  /** Resolves when the stores can be used right now (readiness); rejects while Redis is down. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_KEY_PREFIX = 'ramp-gateway:';
export const DEFAULT_STATUS_TTL_SECONDS = 7 * 24 * 3600;

export async function createEventBackend(options: EventBackendOptions = {}): Promise<EventBackend> {
  const ttl = options.statusTtlSeconds ?? DEFAULT_STATUS_TTL_SECONDS;
  const dedupeTtls = options.dedupeTtls ?? DEFAULT_DEDUPE_TTLS;
  if (!options.redisUrl) {
    const pubsub = new InMemoryPubSub();
    return {
      kind: 'memory',
      pubsub,
      dedupe: new MemoryWebhookDedupe(dedupeTtls),
      statuses: new MemoryLastKnownStatusStore(ttl),
      owners: new MemoryResourceOwners(ttl),
      ping: async () => {},
      close: () => pubsub.close(),
    };
  }
  const prefix = options.keyPrefix ?? DEFAULT_KEY_PREFIX;
  // Connect before serving, so a wrong REDIS_URL stops the start instead of failing every webhook later.
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const onError = options.onError ?? (() => {});
  redis.on('error', onError);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  const pubsub = new RedisPubSub(redis, prefix, onError);
  return {
    kind: 'redis',
    pubsub,
    dedupe: new RedisWebhookDedupe(redis, prefix, dedupeTtls),
    statuses: new RedisLastKnownStatusStore(redis, prefix, ttl),
    owners: new RedisResourceOwners(redis, prefix, ttl),
    async ping() {
      // While ioredis reconnects, commands wait in its queue: answer "down" at once instead.
      if (redis.status !== 'ready') throw new Error(`redis is ${redis.status}`);
      await redis.ping();
    },
    async close() {
      await pubsub.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
