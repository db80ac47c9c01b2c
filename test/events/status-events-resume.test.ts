// Subscription.statusEvents(after:) over graphql-ws against the real emulator: a client that loses
// its connection while an off-ramp goes PENDING → PROCESSING → COMPLETED resumes with the cursor of
// the last event it received and gets exactly what it missed, in order, once, then what follows
// live: on one instance (SQLite), across two instances (PostgreSQL + Redis, subscribed on B while
// the webhooks reach A), and after a gateway restart on the same store. A late owner's copies, given
// on A, wake its subscriber on B.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import type { StoreConfig } from '../../src/store/gateway-store.js';
import {
  LiveSetupEspListingDocument,
  LiveSetupEspOnrampDocument,
  LiveSetupOfframpDocument,
  LiveStatusEventsDocument,
  TestMoveEspTransactionDocument,
  TestMoveOfframpDocument,
  type LiveStatusEventsSubscription,
} from '../generated/graphql.js';
import { EMULATOR_KEYS } from '../support/emulator-profile.js';
import { tempPostgres, tempSqliteStore, type TempPostgres } from '../store/support/databases.js';
import { REPOSITORY_ROOT } from '../docs/readme.js';
import { readEvents, waitForEvents } from './support/event-log.js';
import { REDIS_URL, connectRedis, deleteKeys, uniquePrefix } from './redis-fixture.js';
import { execute, gatewayConfig, offrampInput, pointWebhooksAt, startLiveEmulator, subscribe, wsClient } from './support/live-harness.js';

type Received = LiveStatusEventsSubscription['statusEvents'];

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function createOfframp(gateway: RunningGateway, key: string): Promise<string> {
  const created = await execute(gateway, LiveSetupOfframpDocument, { input: offrampInput() }, key);
  expect(created.createOfframp.userErrors).toEqual([]);
  return created.createOfframp.offramp!.id;
}

function client(gateway: RunningGateway, key: string): Client {
  const c = wsClient(gateway, { 'ngnc-sec-key': key });
  cleanups.push(async () => c.dispose());
  return c;
}

/** Moves a test off-ramp through the gateway's test mode: the provider's answer (and, with the contract's emulator, its webhook) is accepted there. */
async function move(gateway: RunningGateway, key: string, id: string, status: 'PROCESSING' | 'COMPLETED'): Promise<void> {
  const moved = await execute(gateway, TestMoveOfframpDocument, { input: { id, status } }, key);
  expect(moved.testMoveOfframp.userErrors).toEqual([]);
}

const summary = (event: Received) => [event.resourceId, event.previousStatus, event.status];

/**
 * The scenario of every test: statuses are accepted by `writer` (creations, moves, webhooks); the subscriber
 * connects to `reader()` (which may be another instance, or a restarted one); `between` runs while
 * the subscriber is disconnected and answers the gateway to use from then on.
 */
async function disconnectAndResume(
  emulator: RunningEmulator,
  writer: RunningGateway,
  reader: () => RunningGateway,
  between: () => Promise<RunningGateway> = async () => writer,
): Promise<void> {
  const key = emulator.testKey;
  const x = await createOfframp(writer, key);
  const [pending] = await waitForEvents(writer, key, { resourceIds: [x] }, 1);

  // From the PENDING event on: PROCESSING arrives live.
  const first = subscribe(client(reader(), key), LiveStatusEventsDocument, { after: pending!.cursor, filter: { resourceIds: [x] } });
  await move(writer, key, x, 'PROCESSING');
  const processing = (await first.next()).statusEvents;
  expect(summary(processing)).toEqual([x, 'PENDING', 'PROCESSING']);
  await first.close();

  // Disconnected: the off-ramp completes and another one is created.
  const gateway = await between();
  await move(gateway, key, x, 'COMPLETED');
  const y = await createOfframp(gateway, key);
  const log = await waitForEvents(gateway, key, { resourceIds: [x, y] }, 4);

  // Resumed with the last cursor received: the missed events once, in order, then live.
  const resumed = subscribe(client(reader(), key), LiveStatusEventsDocument, { after: processing.cursor, filter: { resourceIds: [x, y] } });
  const missed = [(await resumed.next()).statusEvents, (await resumed.next()).statusEvents];
  expect(missed.map(summary)).toEqual([
    [x, 'PROCESSING', 'COMPLETED'],
    [y, null, 'PENDING'],
  ]);
  expect(missed.map((event) => event.cursor)).toEqual(log.slice(2).map((edge) => edge.cursor));
  await move(gateway, key, y, 'PROCESSING');
  const live = (await resumed.next()).statusEvents;
  expect(summary(live)).toEqual([y, 'PENDING', 'PROCESSING']);
  expect((await readEvents(gateway, key, { resourceIds: [x, y] }, missed[1]!.cursor)).map((edge) => edge.cursor)).toEqual([live.cursor]);
  await resumed.close();
}

describe('statusEvents on one instance (SQLite)', () => {
  let emulator: RunningEmulator;
  let gateway: RunningGateway;

  afterAll(async () => {
    await gateway?.close();
    await emulator?.close();
  });

  it('resumes after a lost connection with exactly the missed events, in order, then live', async () => {
    emulator = await startLiveEmulator();
    gateway = await startGateway(gatewayConfig(emulator.url));
    pointWebhooksAt(emulator, gateway);
    await disconnectAndResume(emulator, gateway, () => gateway);
  });

  it('without a cursor, starts from now: nothing of the past is replayed', async () => {
    const key = emulator.testKey;
    const old = await createOfframp(gateway, key);
    await waitForEvents(gateway, key, { resourceIds: [old] }, 1);
    const feed = subscribe(client(gateway, key), LiveStatusEventsDocument, { filter: { kinds: ['OFFRAMP'] } });
    const next = feed.next();
    let arrived = false;
    void next.then(() => (arrived = true));
    // When the server started the subscription is its own business: create until one arrives.
    const created: string[] = [];
    while (!arrived) {
      const id = await createOfframp(gateway, key);
      created.push(id);
      await waitForEvents(gateway, key, { resourceIds: [id] }, 1);
    }
    const received = (await next).statusEvents;
    expect(received.resourceId).not.toBe(old);
    expect(created).toContain(received.resourceId);
    await feed.close();
  });

  it('delivers a key only its own resources\' events, not another key\'s', async () => {
    const feed = subscribe(client(gateway, emulator.liveKey), LiveStatusEventsDocument, { filter: { kinds: ['OFFRAMP'] } });
    const next = feed.next();
    let arrived = false;
    void next.then(() => (arrived = true));
    const theirs: string[] = [];
    const mine: string[] = [];
    // Each round: an event of the test key's, then one of the live key's; the first to arrive is the live key's.
    while (!arrived) {
      const other = await createOfframp(gateway, emulator.testKey);
      theirs.push(other);
      await waitForEvents(gateway, emulator.testKey, { resourceIds: [other] }, 1);
      const own = await createOfframp(gateway, emulator.liveKey);
      mine.push(own);
      await waitForEvents(gateway, emulator.liveKey, { resourceIds: [own] }, 1);
    }
    const received = (await next).statusEvents;
    expect(mine).toContain(received.resourceId);
    expect(theirs).not.toContain(received.resourceId);
    await feed.close();
  });

  it('runs docs/clients.md\'s history subscription as written: the events after a cursor', async () => {
    const page = readFileSync(join(REPOSITORY_ROOT, 'docs/clients.md'), 'utf8');
    const query = [...page.matchAll(/```graphql\n([\s\S]*?)```/g)].map((match) => match[1]!).find((text) => text.includes('statusEvents'));
    const key = emulator.testKey;
    const id = await createOfframp(gateway, key);
    await move(gateway, key, id, 'PROCESSING');
    const [pending] = await waitForEvents(gateway, key, { resourceIds: [id] }, 2);
    const results = client(gateway, key).iterate({ query: query!, variables: { after: pending!.cursor, ids: [id] } });
    const first = await results.next();
    expect(first.value).toEqual({ data: { statusEvents: { cursor: expect.any(String), resourceId: id, previousStatus: 'PENDING', status: 'PROCESSING' } } });
    await results.return?.();
  });

  it('refuses a cursor that is not one of the log', async () => {
    const feed = subscribe(client(gateway, emulator.testKey), LiveStatusEventsDocument, { after: 'not-a-cursor' });
    const result = await feed.nextResult();
    expect(result?.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('statusEvents across two instances (PostgreSQL + Redis)', () => {
  it('resumes on B with the events A accepted while the client was away', async () => {
    const prefix = uniquePrefix();
    const database: TempPostgres = await tempPostgres();
    const emulator = await startLiveEmulator();
    const shared = { redisUrl: REDIS_URL, redisKeyPrefix: prefix };
    const instanceA = await startGateway(gatewayConfig(emulator.url, shared, { url: database.url }));
    const instanceB = await startGateway(gatewayConfig(emulator.url, shared, { url: database.url }));
    cleanups.push(async () => {
      await instanceA.close();
      await instanceB.close();
      await emulator.close();
      await database.drop();
      const redis = await connectRedis();
      await deleteKeys(redis, prefix);
      await redis.quit();
    });
    pointWebhooksAt(emulator, instanceA);
    await disconnectAndResume(emulator, instanceA, () => instanceB);
  });
});

describe('a late owner across two instances (PostgreSQL + Redis)', () => {
  // The copy a listing on A gives a key wakes that key's subscriber on B, through the key's own
  // channel under the Redis prefix: nothing else would wake it, the key having no other event.
  it('wakes the second key\'s statusEvents on B with the current status its listing on A gave it, once', async () => {
    const prefix = uniquePrefix();
    const database: TempPostgres = await tempPostgres();
    const first = EMULATOR_KEYS.test;
    const second = `${first}2`;
    const emulator = await startLiveEmulator({ testKey: first, moreTestKeys: [second] });
    const shared = { redisUrl: REDIS_URL, redisKeyPrefix: prefix };
    const instanceA = await startGateway(gatewayConfig(emulator.url, shared, { url: database.url }));
    const instanceB = await startGateway(gatewayConfig(emulator.url, shared, { url: database.url }));
    cleanups.push(async () => {
      await instanceA.close();
      await instanceB.close();
      await emulator.close();
      await database.drop();
      const redis = await connectRedis();
      await deleteKeys(redis, prefix);
      await redis.quit();
    });
    pointWebhooksAt(emulator, instanceA);

    const created = await execute(
      instanceA,
      LiveSetupEspOnrampDocument,
      { input: { currency: 'USD', amount: '75.00', bankName: 'Chase', accountNumber: '000111222', espAccount: { emailAddress: 'late@esp.example' } } },
      first,
    );
    const id = created.createEspOnramp.transaction!.id;
    const moved = await execute(instanceA, TestMoveEspTransactionDocument, { input: { id, status: 'COMPLETED' } }, first);
    expect(moved.testMoveEspTransaction.userErrors).toEqual([]);
    await waitForEvents(instanceA, first, { resourceIds: [id] }, 2);
    const own = await createOfframp(instanceA, second);
    const [cursor] = await waitForEvents(instanceA, second, { resourceIds: [own] }, 1);

    const feed = subscribe(client(instanceB, second), LiveStatusEventsDocument, { after: cursor!.cursor, filter: { kinds: ['ESP_TRANSACTION'] } });
    // Subscribed on B (an event of its own reaches it) before the listing on A.
    const probe = subscribe(client(instanceB, second), LiveStatusEventsDocument, { after: cursor!.cursor, filter: { kinds: ['OFFRAMP'] } });
    const mine = await createOfframp(instanceA, second);
    expect(summary((await probe.next()).statusEvents)).toEqual([mine, null, 'PENDING']);
    await probe.close();

    const listing = await execute(instanceA, LiveSetupEspListingDocument, {}, second);
    expect(listing.espTransactions.edges.map((edge) => edge.node.id)).toContain(id);
    const delivered = (await feed.next()).statusEvents;
    expect(summary(delivered)).toEqual([id, 'PENDING', 'COMPLETED']);
    expect((await readEvents(instanceB, second, { resourceIds: [id] })).map((edge) => edge.cursor)).toEqual([delivered.cursor]);
    await feed.close();
  });
});

describe('statusEvents across a gateway restart', () => {
  it('resumes on the restarted gateway, on the same store, with what it accepted since', async () => {
    const emulator = await startLiveEmulator();
    const store: StoreConfig = tempSqliteStore();
    let gateway = await startGateway(gatewayConfig(emulator.url, {}, store));
    cleanups.push(async () => {
      await gateway.close();
      await emulator.close();
    });
    pointWebhooksAt(emulator, gateway);
    await disconnectAndResume(
      emulator,
      gateway,
      () => gateway,
      async () => {
        await gateway.close();
        gateway = await startGateway(gatewayConfig(emulator.url, {}, store));
        pointWebhooksAt(emulator, gateway);
        return gateway;
      },
    );
  });
});
