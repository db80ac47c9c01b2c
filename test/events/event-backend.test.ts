import { describe, expect, it } from 'vitest';
import { createEventBackend } from '../../src/status/feeds/event-backend.js';
import { InMemoryPubSub } from '../../src/status/feeds/memory-pubsub.js';
import { RedisPubSub } from '../../src/status/feeds/redis-pubsub.js';
import { REDIS_URL, uniquePrefix } from './redis-fixture.js';

describe('choosing the live status backend', () => {
  it('keeps everything in memory when no Redis URL is given', async () => {
    const backend = await createEventBackend({});
    expect(backend.kind).toBe('memory');
    expect(backend.pubsub).toBeInstanceOf(InMemoryPubSub);
    await backend.close();
  });

  it('uses Redis when a URL is given', async () => {
    const backend = await createEventBackend({ redisUrl: REDIS_URL, keyPrefix: uniquePrefix() });
    expect(backend.kind).toBe('redis');
    expect(backend.pubsub).toBeInstanceOf(RedisPubSub);
    await backend.close();
  });

  it('fails the start when Redis cannot be reached, instead of failing every webhook later', async () => {
    await expect(createEventBackend({ redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow();
  });
});
