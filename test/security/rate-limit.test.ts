// The per-caller rate limit: two gateway instances sharing a real Redis hold one budget per
// key, refuse with RATE_LIMITED and when to retry, keep only key fingerprints; keys the provider
// has not accepted share a small budget per address (over HTTP and connection_init); and the
// limit keeps limiting, in memory, while Redis is down.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { keyFingerprint } from '../../src/platform/key-fingerprint.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { request as httpRequest } from 'node:http';
import { addressBucket, rateLimitCharges, RateLimiter } from '../../src/security/rate-limiter.js';
import { VerifiedKeys } from '../../src/security/verified-keys.js';
import { connectRedis, deleteKeys, REDIS_URL, uniquePrefix } from '../events/redis-fixture.js';
import { gatewayConfig, startLiveEmulator, wsClient } from '../events/support/live-harness.js';
import { freePort, RedisServer } from '../operations/support/redis-server.js';
import { post } from './manifest.js';

const LIMIT = 6;
const UNVERIFIED_LIMIT = 8;
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
  // Two instances share Redis (the budgets), each with a store of its own.
  const instance = () => ({
    ...gatewayConfig(emulator.url, { redisUrl: REDIS_URL, redisKeyPrefix: prefix }),
    security: { rateLimitRequests: LIMIT, rateLimitUnverifiedRequests: UNVERIFIED_LIMIT, rateLimitWindowSeconds: WINDOW_SECONDS },
  });
  first = await startGateway(instance());
  second = await startGateway(instance());
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
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post((i % 2 === 0 ? first : second).graphqlUrl, VIEWER, { 'ngnc-sec-key': madeUpKey() })),
    );
    const limited = responses.filter((response) => response.json.errors?.[0]?.extensions?.code === 'RATE_LIMITED');
    // Made-up keys share this address's budget of unverified keys, of which the tests above used
    // 3: the first request of the test key on each instance, and of the live key on one.
    expect(limited).toHaveLength(20 - (UNVERIFIED_LIMIT - 3));
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
    const settings = { requests: 2, unverifiedRequests: 1, connectionInits: 0, windowSeconds: 1 };
    for (const limiter of [await RateLimiter.start(settings, { redisUrl: REDIS_URL, keyPrefix: `${prefix}windows:` }), await RateLimiter.start(settings)]) {
      const caller = [{ budget: 'caller' as const, id: 'key:caller' }];
      expect(await limiter.check(caller)).toEqual({ allowed: true });
      expect(await limiter.check(caller)).toEqual({ allowed: true });
      expect(await limiter.check(caller)).toEqual({ allowed: false, retryAfterSeconds: 1 });
      await sleep(1100);
      expect(await limiter.check(caller)).toEqual({ allowed: true });
      await limiter.close();
    }
  });
});

describe('keys the provider has not accepted', () => {
  it('share a small budget per address over HTTP: made-up keys cannot buy provider calls in bulk', async () => {
    const gateway = await startGateway({ ...gatewayConfig(emulator.url), security: { rateLimitUnverifiedRequests: 4 } });
    try {
      const real = { 'ngnc-sec-key': emulator.liveKey };
      // Its first request was made before the provider had accepted it: one of the address's 4.
      expect((await post(gateway.graphqlUrl, VIEWER, real)).json).toEqual({ data: { viewer: { mode: 'LIVE' } } });
      emulator.requestLog.clear();
      const codes = [];
      for (let i = 0; i < 10; i++) codes.push((await post(gateway.graphqlUrl, VIEWER, { 'ngnc-sec-key': madeUpKey() })).json.errors?.[0]?.extensions?.code);
      expect(codes).toEqual([...Array(3).fill('UNAUTHENTICATED'), ...Array(7).fill('RATE_LIMITED')]);
      expect(emulator.requestLog.entries().filter((entry) => !entry.path.startsWith('/_emulator'))).toHaveLength(3);
      // A key the provider has accepted has its own budget: the address's spent one does not hold it back.
      expect((await post(gateway.graphqlUrl, VIEWER, real)).json).toEqual({ data: { viewer: { mode: 'LIVE' } } });
    } finally {
      await gateway.close();
    }
  });
});

describe('a new key sent in a burst', () => {
  it('spends its address’s budget once per request until it is accepted: 30 concurrent requests of one real key all run, with one check at the provider', async () => {
    const gateway = await startGateway({ ...gatewayConfig(emulator.url), security: { rateLimitUnverifiedRequests: 30 } });
    try {
      emulator.requestLog.clear();
      const responses = await Promise.all(Array.from({ length: 30 }, () => post(gateway.graphqlUrl, VIEWER, { 'ngnc-sec-key': emulator.liveKey })));
      expect(responses.map((response) => response.json)).toEqual(Array(30).fill({ data: { viewer: { mode: 'LIVE' } } }));
      expect(emulator.requestLog.entries().filter((entry) => !entry.path.startsWith('/_emulator'))).toHaveLength(1);
      // A made-up key spends what the 30 left of the address's budget, one request at a time.
      const madeUp = madeUpKey();
      const codes = [];
      for (let i = 0; i < 33; i++) codes.push((await post(gateway.graphqlUrl, VIEWER, { 'ngnc-sec-key': madeUp })).json.errors?.[0]?.extensions?.code);
      expect(codes.at(-1)).toBe('RATE_LIMITED');
      // Accepted, the key no longer spends the address's budget.
      expect((await post(gateway.graphqlUrl, VIEWER, { 'ngnc-sec-key': emulator.liveKey })).json).toEqual({ data: { viewer: { mode: 'LIVE' } } });
    } finally {
      await gateway.close();
    }
  });
});

describe('addresses', () => {
  it('of one IPv6 /64 share one budget: its holder may send from any of its 2^64 addresses', async () => {
    const limiter = await RateLimiter.start({ requests: 100, unverifiedRequests: 3, connectionInits: 3, windowSeconds: 60 });
    const verified = new VerifiedKeys();
    const decisions = [];
    for (let i = 1; i <= 5; i++) {
      const address = `2001:db8:7:9:${i.toString(16)}::${i}`;
      decisions.push((await limiter.check(rateLimitCharges({ apiKey: madeUpKey(), source: 'REQUEST' }, address, verified))).allowed);
    }
    expect(decisions).toEqual([true, true, true, false, false]);
    // Another /64 is another client.
    expect((await limiter.check(rateLimitCharges({ apiKey: madeUpKey(), source: 'REQUEST' }, '2001:db8:7:a::1', verified))).allowed).toBe(true);
    await limiter.close();
  });

  it('are read in every IPv6 spelling, and IPv4 ones by address, also IPv4-mapped', () => {
    for (const spelling of ['2001:db8:7:9::1', '2001:0db8:0007:0009:ffff:ffff:ffff:ffff', '2001:DB8:7:9:0:0:0:1%eth0', '2001:db8:7:9::10.0.0.1']) {
      expect(addressBucket(spelling)).toBe('2001:db8:7:9::/64');
    }
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket(undefined)).toBe('unknown');
  });

  it('seen IPv4-mapped on a dual-stack gateway keep budgets of their own', async () => {
    const gateway = await startGateway({ ...gatewayConfig(emulator.url), host: '::', security: { rateLimitRequests: 2 } });
    const status = (localAddress: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ query: '{ __typename }' });
        const request = httpRequest(
          { host: '127.0.0.1', port: new URL(gateway.url).port, path: '/graphql', method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    try {
      expect([await status('127.0.0.1'), await status('127.0.0.1'), await status('127.0.0.1')]).toEqual([200, 200, 429]);
      expect(await status('127.0.0.2')).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});

describe('a key the provider has not accepted yet', () => {
  it('costs one provider call however many fields, aliases or concurrent requests carry it', async () => {
    const gateway = await startGateway(gatewayConfig(emulator.url));
    try {
      emulator.requestLog.clear();
      const key = madeUpKey();
      const aliases = Array.from({ length: 12 }, (_, i) => `q${i}: rateQuote(currency: NGN, amount: "${i + 1}") { rate }`).join(' ');
      const responses = await Promise.all(Array.from({ length: 5 }, () => post(gateway.graphqlUrl, { query: `{ ${aliases} }` }, { 'ngnc-sec-key': key })));
      for (const response of responses) {
        expect(response.status).toBe(401);
        expect(response.json.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      }
      expect(emulator.requestLog.entries().filter((entry) => !entry.path.startsWith('/_emulator'))).toHaveLength(1);
    } finally {
      await gateway.close();
    }
  });
});

describe('when Redis is down', () => {
  it('keeps limiting, in memory, instead of letting everything through', async () => {
    const redisServer = new RedisServer(await freePort());
    await redisServer.start();
    const gateway = await startGateway({
      ...gatewayConfig(emulator.url, { redisUrl: redisServer.url, redisKeyPrefix: uniquePrefix() }),
      security: { rateLimitRequests: 3 },
    });
    try {
      await redisServer.stop();
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await post(gateway.graphqlUrl, VIEWER, { 'ngnc-sec-key': emulator.testKey })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await gateway.close();
      await redisServer.stop();
    }
  });
});
