// The two idempotency stores behave alike: one claim per key, only the claim's holder settles
// or releases it, records expire. Redis is the real one (127.0.0.1:6379 or REDIS_URL).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createIdempotencyStore } from '../../src/idempotency/create-idempotency-store.js';
import type { IdempotencyStore, InProgressRecord } from '../../src/idempotency/idempotency-store.js';
import { MemoryIdempotencyStore } from '../../src/idempotency/memory-idempotency-store.js';
import { requestFingerprint } from '../../src/idempotency/request-fingerprint.js';
import { REDIS_URL, connectRedis, deleteKeys, uniquePrefix } from '../events/redis-fixture.js';

const DAY = 24 * 3600_000;
const claimOf = (token: string): InProgressRecord => ({ state: 'in_progress', fingerprint: 'f1', token, leaseUntil: Date.now() + 60_000 });

const prefix = uniquePrefix();
let redis: Redis;
let redisStore: IdempotencyStore;
let keyPrefix: string;

beforeAll(async () => {
  redis = await connectRedis();
  ({ store: redisStore, keyPrefix } = await createIdempotencyStore({ redisUrl: REDIS_URL, keyPrefix: prefix }));
});

afterAll(async () => {
  await redisStore?.close();
  await deleteKeys(redis, prefix);
  redis?.disconnect();
});

describe.each([
  ['memory', () => new MemoryIdempotencyStore()],
  ['redis', () => redisStore],
])('%s store', (kind, storeOf) => {
  const key = (name: string) => `${keyPrefix}${kind}:${name}:${Math.random()}`;

  it('lets one claim through; the next sees the record', async () => {
    const store = storeOf();
    const name = key('claim');
    const claims = await Promise.all([store.claim(name, claimOf('a'), DAY), store.claim(name, claimOf('b'), DAY)]);
    expect(claims.filter((claim) => claim.claimed)).toHaveLength(1);
    const refused = claims.find((claim) => !claim.claimed);
    expect(refused).toMatchObject({ claimed: false, existing: { state: 'in_progress', fingerprint: 'f1' } });
  });

  it('settles or releases only for the claim’s own token', async () => {
    const store = storeOf();
    const name = key('settle');
    await store.claim(name, claimOf('a'), DAY);
    const completed = { state: 'completed' as const, fingerprint: 'f1', result: { id: 'tx-1', userErrors: [] } };
    expect(await store.settle(name, 'b', completed, DAY)).toBe(false);
    await store.release(name, 'b');
    expect(await store.get(name)).toMatchObject({ state: 'in_progress', token: 'a' });
    expect(await store.settle(name, 'a', completed, DAY)).toBe(true);
    expect(await store.get(name)).toEqual(completed);
    // Once settled, the record is no claim any more: nobody releases it.
    await store.release(name, 'a');
    expect(await store.get(name)).toEqual(completed);

    const released = key('release');
    await store.claim(released, claimOf('c'), DAY);
    await store.release(released, 'c');
    expect(await store.get(released)).toBeUndefined();
    expect(await store.claim(released, claimOf('d'), DAY)).toEqual({ claimed: true });
  });

  it('forgets a record after its time to live', async () => {
    const store = storeOf();
    const name = key('ttl');
    await store.claim(name, claimOf('a'), 30);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.get(name)).toBeUndefined();
    expect(await store.claim(name, claimOf('b'), DAY)).toEqual({ claimed: true });
  });
});

describe('request fingerprint', () => {
  it('ignores key order, absent-versus-null and the idempotency key, and nothing else', () => {
    const base = requestFingerprint('createEspOfframp', { amount: '1', bankName: 'B', espAccount: { chatUsername: 'u' }, idempotencyKey: 'k1' });
    expect(requestFingerprint('createEspOfframp', { espAccount: { chatUsername: 'u' }, bankName: 'B', amount: '1', accountName: null })).toBe(base);
    expect(requestFingerprint('createEspOfframp', { amount: '1.0', bankName: 'B', espAccount: { chatUsername: 'u' } })).not.toBe(base);
    expect(requestFingerprint('createEspOnramp', { amount: '1', bankName: 'B', espAccount: { chatUsername: 'u' } })).not.toBe(base);
  });
});
