// Two instances sharing PostgreSQL and Redis, one of them cut from Redis for a while, both
// accepting webhooks of the same resources: every change reaches a subscriber on a third
// connection, in each resource's version order; a change published twice (a publish whose answer
// the cut lost) comes right after itself, never after a newer one.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBackend, type EventBackend } from '../../src/status/feeds/event-backend.js';
import { OutboxPublisher } from '../../src/status/feeds/outbox-publisher.js';
import { LiveStatus } from '../../src/status/live-status.js';
import type { StatusChange } from '../../src/status/ledger/status-change.js';
import { kindTopic } from '../../src/status/ledger/topics.js';
import type { StatusObservation } from '../../src/status/ingest/webhook-envelope.js';
import { openGatewayStore, type GatewayStore } from '../../src/store/gateway-store.js';
import { tempPostgres, type TempPostgres } from '../store/support/databases.js';
import { REDIS_URL, connectRedis, deleteKeys, uniquePrefix } from './redis-fixture.js';
import { redisRelay, type RedisCut } from './support/redis-cut.js';

const prefix = uniquePrefix();
const offramp = (id: string, status: string): StatusObservation => ({ kind: 'offramp', id, dataSet: 'test', status, record: { transaction_id: id, transaction_status: status } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the outbox of two instances over one PostgreSQL and one Redis', () => {
  let postgres: TempPostgres;
  const relays: RedisCut[] = [];
  const backends: EventBackend[] = [];
  const instances: Array<{ store: GatewayStore; live: LiveStatus; publisher: OutboxPublisher }> = [];

  beforeAll(async () => {
    postgres = await tempPostgres();
    for (const _ of [1, 2]) {
      const relay = await redisRelay(REDIS_URL);
      relays.push(relay);
      const backend = await createEventBackend({ redisUrl: relay.url, keyPrefix: prefix });
      backends.push(backend);
      const store = await openGatewayStore({ url: postgres.url });
      const publisher = new OutboxPublisher(store.db, store.outbox, backend.pubsub, () => {});
      publisher.start(50);
      instances.push({ store, publisher, live: new LiveStatus(store, backend.pubsub, publisher) });
    }
  });
  afterAll(async () => {
    for (const { publisher } of instances) await publisher.stop();
    for (const { store } of instances) await store.close();
    for (const backend of backends) await backend.close();
    for (const relay of relays) await relay.close();
    await postgres?.drop();
    const redis = await connectRedis();
    await deleteKeys(redis, prefix);
    redis.disconnect();
  });

  it('publishes every change, in each resource\'s order, through a cut and its end', async () => {
    const observer = await createEventBackend({ redisUrl: REDIS_URL, keyPrefix: prefix });
    backends.push(observer);
    const feed = await observer.pubsub.subscribe(kindTopic('test', 'offramp'));
    const received = new Map<string, number[]>();
    const statuses = new Map<string, string[]>();
    void (async () => {
      for await (const change of feed as AsyncIterable<StatusChange>) {
        received.set(change.id, [...(received.get(change.id) ?? []), change.version]);
        statuses.set(change.id, [...(statuses.get(change.id) ?? []), change.status]);
      }
    })();

    const t0 = Date.now();
    const ids = Array.from({ length: 30 }, (_, index) => `review_outbox_${index}_${t0}`);
    relays[0]!.cut();
    setTimeout(() => relays[0]!.restore(), 300);
    await Promise.all(
      ids.map(async (id, index) => {
        for (const [step, status] of ['pending', 'processing', 'completed'].entries()) {
          const { live } = instances[(index + step) % 2]!;
          await live.ledger.accept(`wh-${id}-${status}`, offramp(id, status), { sentAt: t0 + step });
          await pause((index * 7 + step * 13) % 40);
        }
      }),
    );
    for (let i = 0; i < 200 && [...received.values()].reduce((sum, versions) => sum + new Set(versions).size, 0) < ids.length * 3; i += 1) await pause(25);
    for (const id of ids) {
      const versions = received.get(id) ?? [];
      const collapsed = versions.filter((version, index) => index === 0 || versions[index - 1] !== version);
      expect({ id, versions: collapsed }).toEqual({ id, versions: [...collapsed].sort((a, b) => a - b) });
      expect({ id, statuses: [...new Set(statuses.get(id))] }).toEqual({ id, statuses: ['pending', 'processing', 'completed'] });
    }
    expect(await instances[0]!.store.outbox.pending(10)).toEqual([]);
    await feed.return?.();
  });
});
