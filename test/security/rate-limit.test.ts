// The per-caller rate limit: two gateway instances sharing a real Redis hold one budget per
// key, refuse with RATE_LIMITED and when to retry, keep only key fingerprints, and let
// requests through when the store is unreachable.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { keyFingerprint } from '../../src/events/key-fingerprint.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { MemoryRateLimitStore, RedisRateLimitStore } from '../../src/security/rate-limit-store.js';
import { RateLimiter } from '../../src/security/rate-limiter.js';
import { connectRedis, deleteKeys, REDIS_URL, uniquePrefix } from '../events/redis-fixture.js';
import { gatewayConfig, startLiveEmulator, wsClient } from '../events/support/live-harness.js';
import { post } from './manifest.js';

const LIMIT = 6;
const WINDOW_SECONDS = 60;
const VIEWER = { query: '{ viewer { mode } }' };

let emulator: RunningEmulator;
let first: RunningGateway;
let second: RunningGateway;
let redis: Redis;
const prefix = uniquePrefix();

beforeAll(async () => {
  emulator = await startLiveEmulator();
  redis = await connectRedis();
  const shared = {
    ...gatewayConfig(emulator.url, { redisUrl: REDIS_URL, redisKeyPrefix: prefix }),
    security: { rateLimitRequests: LIMIT, rateLimitWindowSeconds: WINDOW_SECONDS },
  };
  first = await startGateway(shared);
  second = await startGateway(shared);
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await emulator?.close();
  if (redis !== undefined) {
    await deleteKeys(redis, prefix);
    await redis.quit();
  }
});

const madeUpKey = () => `sk_test_${randomBytes(16).toString('hex')}`;

describe('two instances sharing Redis', () => {
  it('hold one budget per key: alternating requests, the one after the limit is refused on both', async () => {
    const key = emulator.testKey;
    for (let i = 0; i < LIMIT; i++) {
      const response = await post((i % 2 === 0 ? first : second).graphqlUrl, VIEWER, { 'ngnc-sec-key': key });
      expect({ i, body: response.json }).toEqual({ i, body: { data: { viewer: { mode: 'TEST' } } } });
    }
    for (const gateway of [first, second]) {
      const response = await post(gateway.graphqlUrl, VIEWER, { 'ngnc-sec-key': key });
      expect(response.status).toBe(429);
      const retryAfterSeconds = Number(response.headers.get('retry-after'));
      expect(retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(retryAfterSeconds).toBeLessThanOrEqual(WINDOW_SECONDS);
      expect(response.json).toEqual({
        errors: [{ message: expect.stringContaining(`retry in ${retryAfterSeconds} s`), extensions: { code: 'RATE_LIMITED', retryAfterSeconds } }],
      });
      expect(response.text).not.toContain(key);
    }
  });

  it('keep other keys apart', async () => {
    const response = await post(second.graphqlUrl, VIEWER, { authorization: `Bearer ${emulator.liveKey}` });
    expect(response.json).toEqual({ data: { viewer: { mode: 'LIVE' } } });
  });

  it('count concurrent requests exactly once each', async () => {
    const key = madeUpKey();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post((i % 2 === 0 ? first : second).graphqlUrl, VIEWER, { 'ngnc-sec-key': key })),
    );
    const limited = responses.filter((response) => response.json.errors?.[0]?.extensions?.code === 'RATE_LIMITED');
    expect(limited).toHaveLength(20 - LIMIT);
  });

  it('store a fingerprint of each key, never the key, with an expiry', async () => {
    const keys = await redis.keys(`${prefix}rate-limit:*`);
    expect(keys).toContain(`${prefix}rate-limit:key:${keyFingerprint(emulator.testKey)}`);
    expect(keys.join('\n')).not.toContain(emulator.testKey);
    for (const stored of keys) {
      const ttl = await redis.pttl(stored);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(WINDOW_SECONDS * 1000);
    }
  });

  it('also refuse subscriptions of a key past its limit, over graphql-ws', async () => {
    const client = wsClient(second, { 'ngnc-sec-key': emulator.testKey });
    try {
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: 'subscription { offrampUpdated(id: "otc_x") { id } }' }, { next: resolve, error: resolve, complete: () => {} });
      });
      expect(errors).toEqual([
        { message: expect.stringContaining('retry in'), extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) } },
      ]);
    } finally {
      await client.dispose();
    }
  });
});

describe('a single instance without Redis', () => {
  it('limits in memory, by key or else by address, and RATE_LIMIT_REQUESTS=0 turns the limit off', async () => {
    const limited = await startGateway({ ...gatewayConfig(emulator.url), security: { rateLimitRequests: 2 } });
    const unlimited = await startGateway({ ...gatewayConfig(emulator.url), security: { rateLimitRequests: 0 } });
    try {
      const key = { 'ngnc-sec-key': emulator.testKey };
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await post(limited.graphqlUrl, VIEWER, key)).status);
      expect(statuses).toEqual([200, 200, 429]);
      for (let i = 0; i < 5; i++) expect((await post(unlimited.graphqlUrl, VIEWER, key)).status).toBe(200);
      // Without a key, callers are told apart by address: this test's address now has its own budget.
      const keyless = [];
      for (let i = 0; i < 3; i++) keyless.push((await post(limited.graphqlUrl, VIEWER)).json.errors?.[0]?.extensions?.code);
      expect(keyless).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED']);
    } finally {
      await limited.close();
      await unlimited.close();
    }
  });
});

describe('windows', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('start again once they end, in Redis and in memory', async () => {
    for (const store of [new RedisRateLimitStore(redis, `${prefix}windows:`), new MemoryRateLimitStore()]) {
      expect(await store.hit('caller', 150)).toMatchObject({ count: 1 });
      const second = await store.hit('caller', 150);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(0);
      expect(second.resetInMs).toBeLessThanOrEqual(150);
      await sleep(200);
      expect(await store.hit('caller', 150)).toMatchObject({ count: 1 });
    }
  });
});

describe('when Redis cannot answer', () => {
  it('lets requests through at once and reports the failure', async () => {
    const broken = await connectRedis();
    broken.disconnect();
    const failures: unknown[] = [];
    const limiter = new RateLimiter(new RedisRateLimitStore(broken, `${prefix}broken:`), { requests: 1, windowSeconds: 60 }, (error) =>
      failures.push(error),
    );
    expect(await limiter.check('key:a')).toEqual({ allowed: true });
    expect(await limiter.check('key:a')).toEqual({ allowed: true });
    expect(failures).toHaveLength(2);
  });
});
