// Chooses the pub/sub behind live status: in memory for one process, or Redis (`REDIS_URL`)
// so that a change stored by one instance reaches subscribers connected to any instance.
// Redis holds nothing else of live status: statuses, owners and seen webhooks are in the
// gateway's database (src/store), so losing Redis loses no state.

import type { Redis } from 'ioredis';
import { DEFAULT_KEY_PREFIX, closeRedis, connectRedis } from '../../platform/redis.js';
import { InMemoryPubSub } from './memory-pubsub.js';
import type { PubSub } from './pubsub.js';
import { RedisPubSub } from './redis-pubsub.js';
import { readStatusChange, type StatusChange } from '../ledger/status-change.js';

export interface EventBackendOptions {
  /** The instance's Redis client (src/platform/redis.ts), left open by close(): its owner closes it. */
  redis?: Redis | undefined;
  /** Or a URL to connect to, the backend then owning the connection. */
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

export async function createEventBackend(options: EventBackendOptions = {}): Promise<EventBackend> {
  const onError = options.onError ?? (() => {});
  const owned = options.redis === undefined && options.redisUrl ? await connectRedis(options.redisUrl, onError) : undefined;
  const redis = options.redis ?? owned;
  if (redis === undefined) {
    const pubsub = new InMemoryPubSub<StatusChange>();
    return { kind: 'memory', pubsub, ping: async () => {}, close: () => pubsub.close() };
  }
  const prefix = options.keyPrefix ?? DEFAULT_KEY_PREFIX;
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
      if (owned) await closeRedis(owned);
    },
  };
}
