// Chooses the pub/sub behind live status: in memory for one process, or Redis (`REDIS_URL`)
// so that a change stored by one instance reaches subscribers connected to any instance.
// Redis holds nothing else of live status: statuses, owners and seen webhooks are in the
// gateway's database (src/store), so losing Redis loses no state.

import { Redis } from 'ioredis';
import { InMemoryPubSub } from './memory-pubsub.js';
import type { PubSub } from './pubsub.js';
import { RedisPubSub } from './redis-pubsub.js';
import { readStatusChange, type StatusChange } from './status-change.js';

export interface EventBackendOptions {
  redisUrl?: string | undefined;
  /** Prefix of every Redis channel, so several deployments (or test runs) can share a Redis. */
  keyPrefix?: string;
  /** Where Redis connection errors go (ioredis reconnects by itself meanwhile). */
  onError?: (error: Error) => void;
}

export interface EventBackend {
  kind: 'memory' | 'redis';
  pubsub: PubSub<StatusChange>;
  /** Resolves when pub/sub can be used right now (readiness); rejects while Redis is down. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_KEY_PREFIX = 'ramp-gateway:';

export async function createEventBackend(options: EventBackendOptions = {}): Promise<EventBackend> {
  if (!options.redisUrl) {
    const pubsub = new InMemoryPubSub<StatusChange>();
    return { kind: 'memory', pubsub, ping: async () => {}, close: () => pubsub.close() };
  }
  const prefix = options.keyPrefix ?? DEFAULT_KEY_PREFIX;
  // Connect before serving, so a wrong REDIS_URL stops the start instead of failing every publication later.
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const onError = options.onError ?? (() => {});
  redis.on('error', onError);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  const pubsub = new RedisPubSub(redis, prefix, readStatusChange, onError);
  return {
    kind: 'redis',
    pubsub,
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
