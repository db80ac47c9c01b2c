import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MemoryLastKnownStatusStore,
  RedisLastKnownStatusStore,
  type LastKnownStatusStore,
} from '../../src/events/last-known-status.js';
import { MemoryResourceOwners, RedisResourceOwners, type ResourceOwners } from '../../src/events/resource-owners.js';
import { MemoryWebhookDedupe, RedisWebhookDedupe, type WebhookDedupe } from '../../src/events/webhook-dedupe.js';
import type { StatusObservation } from '../../src/events/webhook-envelope.js';
import { connectRedis, deleteKeys, uniquePrefix } from './redis-fixture.js';

let redis: Redis;
const prefix = uniquePrefix();

beforeAll(async () => {
  redis = await connectRedis();
});
afterAll(async () => {
  await deleteKeys(redis, prefix);
  await redis.quit();
});

const ttls = { seenSeconds: 3600, claimSeconds: 30 };
const dedupes: Array<[string, () => WebhookDedupe]> = [
  ['in memory', () => new MemoryWebhookDedupe(ttls)],
  ['Redis', () => new RedisWebhookDedupe(redis, prefix, ttls)],
];

let seq = 0;
const freshId = (label: string) => `${label}-${(seq += 1)}-${Date.now()}`;

describe.each(dedupes)('webhook de-duplication %s', (_name, create) => {
  it('claims an event id once; a completed id is a duplicate from then on', async () => {
    const dedupe = create();
    const id = freshId('evt');
    expect(await dedupe.claim(id)).toBe('claimed');
    expect(await dedupe.claim(id)).toBe('in_progress');
    await dedupe.complete(id);
    expect(await dedupe.claim(id)).toBe('done');
  });

  it('lets a released id be claimed again, so a failed delivery can be retried', async () => {
    const dedupe = create();
    const id = freshId('evt');
    expect(await dedupe.claim(id)).toBe('claimed');
    await dedupe.release(id);
    expect(await dedupe.claim(id)).toBe('claimed');
  });

  it('grants exactly one of many simultaneous claims', async () => {
    const dedupe = create();
    const id = freshId('evt');
    const results = await Promise.all(Array.from({ length: 20 }, () => dedupe.claim(id)));
    expect(results.filter((r) => r === 'claimed')).toHaveLength(1);
  });
});

describe('webhook de-duplication in memory, expiry', () => {
  it('forgets a claim whose holder never finished, after the claim TTL', async () => {
    let now = 0;
    const dedupe = new MemoryWebhookDedupe({ seenSeconds: 100, claimSeconds: 10 }, () => now);
    expect(await dedupe.claim('e')).toBe('claimed');
    now = 10_001;
    expect(await dedupe.claim('e')).toBe('claimed');
    await dedupe.complete('e');
    now += 99_000;
    expect(await dedupe.claim('e')).toBe('done');
    now += 2_000;
    expect(await dedupe.claim('e')).toBe('claimed');
  });
});

describe('webhook de-duplication in Redis, expiry', () => {
  it('keeps completed ids for the configured TTL', async () => {
    const dedupe = new RedisWebhookDedupe(redis, prefix, { seenSeconds: 500, claimSeconds: 7 });
    const id = freshId('ttl');
    await dedupe.claim(id);
    expect(await redis.ttl(`${prefix}webhook:${id}`)).toBeLessThanOrEqual(7);
    await dedupe.complete(id);
    expect(await redis.ttl(`${prefix}webhook:${id}`)).toBeGreaterThan(7);
  });
});

const statusStores: Array<[string, (now?: () => number) => LastKnownStatusStore]> = [
  ['in memory', (now) => new MemoryLastKnownStatusStore(3600, now)],
  ['Redis', (now) => new RedisLastKnownStatusStore(redis, prefix, 3600, now)],
];

function offramp(id: string, status: string): StatusObservation {
  return { kind: 'offramp', id, dataSet: 'test', status, record: { transaction_id: id, transaction_status: status } };
}

describe.each(statusStores)('last-known status %s', (_name, create) => {
  it('stores the first status it sees and answers it back', async () => {
    const store = create();
    const id = freshId('tx');
    const first = await store.advance(offramp(id, 'pending'));
    expect(first.applied).toBe(true);
    expect(await store.get('test', 'offramp', id)).toEqual(first.current);
    expect(first.current).toMatchObject({ status: 'pending', record: { transaction_id: id, transaction_status: 'pending' } });
  });

  it('moves forward along the state machine, even over a missed step, with a growing version', async () => {
    const store = create();
    const id = freshId('tx');
    const a = await store.advance(offramp(id, 'pending'));
    const b = await store.advance(offramp(id, 'completed'));
    expect(b.applied).toBe(true);
    expect(b.current.version).toBeGreaterThan(a.current.version);
    expect((await store.get('test', 'offramp', id))?.status).toBe('completed');
  });

  it('ignores a repeat and a late, older status', async () => {
    const store = create();
    const id = freshId('tx');
    await store.advance(offramp(id, 'pending'));
    const processing = await store.advance(offramp(id, 'processing'));
    const late = await store.advance(offramp(id, 'pending'));
    const repeat = await store.advance(offramp(id, 'processing'));
    expect(late).toEqual({ applied: false, current: processing.current });
    expect(repeat).toEqual({ applied: false, current: processing.current });
  });

  it('follows the loop of a business customer asked for more information', async () => {
    const store = create();
    const id = freshId('cus');
    const customer = (status: string): StatusObservation => ({ kind: 'business_customer', id, dataSet: 'test', status, record: { customer_id: id, verification_status: status } });
    for (const status of ['pending', 'in_review', 'more_info', 'in_review', 'approved']) {
      expect((await store.advance(customer(status))).applied).toBe(true);
    }
    expect((await store.advance(customer('in_review'))).applied).toBe(false);
  });

  it('keeps test and live data sets apart', async () => {
    const store = create();
    const id = freshId('tx');
    await store.advance({ ...offramp(id, 'processing'), dataSet: 'live' });
    expect(await store.get('test', 'offramp', id)).toBeUndefined();
    expect((await store.get('live', 'offramp', id))?.status).toBe('processing');
  });

  it('applies exactly one of many simultaneous identical changes', async () => {
    const store = create();
    const id = freshId('tx');
    await store.advance(offramp(id, 'pending'));
    const results = await Promise.all(Array.from({ length: 10 }, () => store.advance(offramp(id, 'processing'))));
    expect(results.filter((r) => r.applied)).toHaveLength(1);
  });
});

describe('last-known status versions', () => {
  it('keep growing after an entry expired in memory and came back', async () => {
    let now = 1_000_000;
    const store = new MemoryLastKnownStatusStore(60, () => now);
    const before = await store.advance(offramp('tx', 'completed'));
    now += 61_000;
    expect(await store.get('test', 'offramp', 'tx')).toBeUndefined();
    const after = await store.advance(offramp('tx', 'pending'));
    expect(after.applied).toBe(true);
    expect(after.current.version).toBeGreaterThan(before.current.version);
  });

  it('keep growing after a Redis key expired and came back', async () => {
    let now = 2_000_000;
    const store = new RedisLastKnownStatusStore(redis, prefix, 60, () => now);
    const id = freshId('tx');
    const before = await store.advance(offramp(id, 'completed'));
    await redis.del(`${prefix}status:test:offramp:${id}`);
    now += 61_000;
    const after = await store.advance(offramp(id, 'pending'));
    expect(after.current.version).toBeGreaterThan(before.current.version);
  });
});

describe('last-known status TTL', () => {
  it('forgets a status after its TTL in memory', async () => {
    let now = 0;
    const store = new MemoryLastKnownStatusStore(60, () => now);
    await store.advance(offramp('tx', 'pending'));
    now = 59_000;
    expect(await store.get('test', 'offramp', 'tx')).toBeDefined();
    now = 60_001;
    expect(await store.get('test', 'offramp', 'tx')).toBeUndefined();
  });

  it('sets the TTL on the Redis key', async () => {
    const store = new RedisLastKnownStatusStore(redis, prefix, 120);
    const id = freshId('tx');
    await store.advance(offramp(id, 'pending'));
    const ttl = await redis.ttl(`${prefix}status:test:offramp:${id}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(120);
  });
});

const ownerStores: Array<[string, () => ResourceOwners]> = [
  ['in memory', () => new MemoryResourceOwners(3600)],
  ['Redis', () => new RedisResourceOwners(redis, prefix, 3600)],
];

describe.each(ownerStores)('resource owners %s', (_name, create) => {
  it('answers true only for the fingerprint, data set and resource granted', async () => {
    const owners = create();
    const id = freshId('tx');
    await owners.grant('test', 'offramp', id, 'fp-a');
    expect(await owners.isOwner('test', 'offramp', id, 'fp-a')).toBe(true);
    expect(await owners.isOwner('test', 'offramp', id, 'fp-b')).toBe(false);
    expect(await owners.isOwner('live', 'offramp', id, 'fp-a')).toBe(false);
    expect(await owners.isOwner('test', 'brl_ticket', id, 'fp-a')).toBe(false);
  });

  it('remembers every key that saw the resource', async () => {
    const owners = create();
    const id = freshId('cus');
    await owners.grant('test', 'business_customer', id, 'fp-a');
    await owners.grant('test', 'business_customer', id, 'fp-b');
    expect(await owners.isOwner('test', 'business_customer', id, 'fp-a')).toBe(true);
    expect(await owners.isOwner('test', 'business_customer', id, 'fp-b')).toBe(true);
  });
});
