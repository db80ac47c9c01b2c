// The outbox publisher publishes every queued change once, in the order queued, whether its
// transaction handed it over as it committed or not: a row left by a crash before the publisher
// started, or one never handed over, goes out too, and before what was queued after it.

import { afterEach, describe, expect, it } from 'vitest';
import { OutboxPublisher } from '../../src/status/feeds/outbox-publisher.js';
import { InMemoryPubSub } from '../../src/status/feeds/memory-pubsub.js';
import type { StatusChange } from '../../src/status/ledger/status-change.js';
import { ledgerTransaction } from '../../src/status/ledger/lock-order.js';
import { openGatewayStore, type GatewayStore } from '../../src/store/gateway-store.js';
import { bothBackends } from '../store/support/databases.js';

const message = (n: number): StatusChange => ({
  kind: 'offramp',
  id: `published-${n}`,
  dataSet: 'test',
  status: 'pending',
  version: n,
  record: { n },
  updatedAt: '2026-11-29T12:00:00.000Z',
});

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.each(bothBackends())('the outbox publisher over a %s store', (_name, configOf) => {
  async function setUp(): Promise<{ store: GatewayStore; publisher: OutboxPublisher; received: number[] }> {
    const store = await openGatewayStore(configOf());
    cleanups.push(() => store.close());
    const pubsub = new InMemoryPubSub<StatusChange>();
    const feed = await pubsub.subscribe('feed');
    const received: number[] = [];
    void (async () => {
      for await (const change of feed) received.push(change.version);
    })();
    cleanups.push(() => pubsub.close());
    const publisher = new OutboxPublisher(store.db, store.outbox, pubsub, (error) => {
      throw error;
    });
    cleanups.push(() => publisher.stop());
    return { store, publisher, received };
  }

  /** Queues `n` in a ledger transaction that hands it to `publisher` as it commits, as the ledger does. */
  const queue = (store: GatewayStore, publisher: OutboxPublisher | undefined, n: number) =>
    ledgerTransaction(
      store.db,
      (ledger) => ledger.take('outbox', async (tx) => void ledger.queued.push(await store.outbox.enqueue(tx, ['feed'], message(n)))),
      publisher === undefined ? undefined : (queued) => publisher.handOver(queued),
    );

  it('publishes rows left from before it started, then those handed over, each once, in order', async () => {
    const { store, publisher, received } = await setUp();
    await queue(store, undefined, 1);
    await queue(store, publisher, 2);
    await publisher.kick();
    for (const n of [3, 4, 5]) await queue(store, publisher, n);
    await publisher.kick();
    await publisher.kick();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(received).toEqual([1, 2, 3, 4, 5]);
    expect(await store.outbox.pending(10)).toEqual([]);
  });

  it('publishes a row never handed over on its periodic pass, in order with those handed', async () => {
    const { store, publisher, received } = await setUp();
    await queue(store, publisher, 1);
    await publisher.kick();
    await queue(store, undefined, 2);
    await queue(store, publisher, 3);
    publisher.start(20);
    for (let i = 0; i < 100 && received.length < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(received).toEqual([1, 2, 3]);
    expect(await store.outbox.pending(10)).toEqual([]);
  });
});
