import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryPubSub } from '../../src/status/feeds/memory-pubsub.js';
import { readJsonObject, type JsonMessage, type PubSub } from '../../src/status/feeds/pubsub.js';
import { RedisPubSub } from '../../src/status/feeds/redis-pubsub.js';
import { connectRedis, uniquePrefix } from './redis-fixture.js';

async function take<T>(iterator: AsyncIterator<T>, count: number): Promise<T[]> {
  const values: T[] = [];
  while (values.length < count) {
    const r = await iterator.next();
    if (r.done) break;
    values.push(r.value);
  }
  return values;
}

let redis: Redis;
const prefix = uniquePrefix();

beforeAll(async () => {
  redis = await connectRedis();
});
afterAll(async () => {
  await redis.quit();
});

const implementations: Array<[string, () => PubSub<JsonMessage>, (topic: string) => Promise<number>]> = [
  ['in memory', () => new InMemoryPubSub(), async () => -1],
  [
    'Redis',
    () => new RedisPubSub(redis, prefix, readJsonObject),
    async (topic) => {
      const reply = (await redis.pubsub('NUMSUB', prefix + topic)) as [string, number];
      return Number(reply[1]);
    },
  ],
];

describe.each(implementations)('pub/sub %s', (_name, create, remoteSubscribers) => {
  it('delivers messages published after subscribe() resolved, in order, to every subscriber', async () => {
    const pubsub = create();
    const a = await pubsub.subscribe('t1');
    const b = await pubsub.subscribe('t1');
    for (let i = 0; i < 5; i += 1) await pubsub.publish('t1', { n: i });
    expect(await take(a, 5)).toEqual([0, 1, 2, 3, 4].map((n) => ({ n })));
    expect(await take(b, 5)).toEqual([0, 1, 2, 3, 4].map((n) => ({ n })));
    await a.return?.();
    await b.return?.();
    await pubsub.close();
  });

  it('hands a catch-up of more than a subscriber holds at its pace, and ends one that stopped reading instead of waiting on it', async () => {
    const pubsub = create();
    const reading = await pubsub.subscribe('catch-up');
    const stopped = await pubsub.subscribe('catch-up');
    const received = take(reading, 3_000);
    for (let n = 0; n < 3_000; n += 1) await pubsub.deliverLocally('catch-up', { n });
    expect((await received).map((message) => message.n)).toEqual(Array.from({ length: 3_000 }, (_, n) => n));
    await expect(take(stopped, 3_000)).rejects.toThrow('fell more than 1000 messages behind');
    await pubsub.close();
  }, 20_000);

  it('does not deliver messages of another topic', async () => {
    const pubsub = create();
    const a = await pubsub.subscribe('only-a');
    await pubsub.publish('only-b', { wrong: true });
    await pubsub.publish('only-a', { right: true });
    expect(await take(a, 1)).toEqual([{ right: true }]);
    await pubsub.close();
  });

  it('shares one frozen copy among subscribers, so none can change what another receives', async () => {
    const pubsub = create();
    const a = await pubsub.subscribe('copy');
    const b = await pubsub.subscribe('copy');
    const published = { list: [1], nested: { n: 1 } };
    await pubsub.publish('copy', published);
    published.list.push(9);
    const [first] = await take(a, 1);
    expect(() => (first?.list as number[]).push(2)).toThrow(TypeError);
    expect(() => {
      (first?.nested as { n: number }).n = 2;
    }).toThrow(TypeError);
    const [second] = await take(b, 1);
    expect(second).toEqual({ list: [1], nested: { n: 1 } });
    expect(second).toBe(first);
    await pubsub.close();
  });

  it('counts the subscriptions open on this instance', async () => {
    const pubsub = create();
    const a = await pubsub.subscribe('count-a');
    const b = await pubsub.subscribe('count-b');
    expect(pubsub.openSubscriptions()).toBe(2);
    await a.return?.();
    expect(pubsub.openSubscriptions()).toBe(1);
    await pubsub.close();
    expect(pubsub.openSubscriptions()).toBe(0);
    await b.return?.();
    expect(pubsub.openSubscriptions()).toBe(0);
  });

  it('ends a waiting iterator on return() and unsubscribes when the last one leaves', async () => {
    const pubsub = create();
    const a = await pubsub.subscribe('leave');
    const b = await pubsub.subscribe('leave');
    const waiting = a.next();
    await a.return?.();
    expect(await waiting).toEqual({ value: undefined, done: true });
    if (pubsub instanceof InMemoryPubSub) expect(pubsub.subscriberCount('leave')).toBe(1);
    await b.return?.();
    if (pubsub instanceof InMemoryPubSub) expect(pubsub.subscriberCount('leave')).toBe(0);
    else await expect.poll(() => remoteSubscribers('leave')).toBe(0);
    await pubsub.close();
  });

  it('ends open subscriptions on close()', async () => {
    const pubsub = create();
    const a = await pubsub.subscribe('closing');
    const waiting = a.next();
    await pubsub.close();
    expect(await waiting).toEqual({ value: undefined, done: true });
  });
});

describe('Redis pub/sub across connections', () => {
  it('delivers a message published by one process-level instance to a subscriber of another', async () => {
    const other = await connectRedis();
    const publisher = new RedisPubSub(redis, prefix, readJsonObject);
    const subscriberSide = new RedisPubSub(other, prefix, readJsonObject);
    const messages = await subscriberSide.subscribe('cross');
    await publisher.publish('cross', { hello: 'there' });
    expect(await take(messages, 1)).toEqual([{ hello: 'there' }]);
    await publisher.close();
    await subscriberSide.close();
    await other.quit();
  });
});
