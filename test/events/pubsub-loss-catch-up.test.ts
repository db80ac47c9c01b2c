// Two gateway instances sharing PostgreSQL and a real Redis; instance B's Redis connections are cut
// while instance A stores and publishes changes. Once B subscribes again, its subscribers get
// every change they missed, in order, from the event log: not only where each resource is now.

import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { LiveEspTransactionsDocument, LiveOfframpDocument, LiveSetupEspOfframpDocument, LiveSetupOfframpDocument } from '../generated/graphql.js';
import { tempPostgres, type TempPostgres } from '../store/support/databases.js';
import { REDIS_URL, connectRedis, deleteKeys, uniquePrefix } from './redis-fixture.js';
import { eventually, execute, forceTransition, gatewayConfig, offrampInput, pointWebhooksAt, startLiveEmulator, subscribe, wsClient } from './support/live-harness.js';
import { redisRelay, type RedisCut } from './support/redis-cut.js';

const prefix = uniquePrefix();
let database: TempPostgres;
let relay: RedisCut;
let emulator: RunningEmulator;
let instanceA: RunningGateway;
let instanceB: RunningGateway;
let clientOnB: Client;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  database = await tempPostgres();
  relay = await redisRelay(REDIS_URL);
  instanceA = await startGateway(gatewayConfig(emulator.url, { redisUrl: REDIS_URL, redisKeyPrefix: prefix }, { url: database.url }));
  instanceB = await startGateway(gatewayConfig(emulator.url, { redisUrl: relay.url, redisKeyPrefix: prefix }, { url: database.url }));
  pointWebhooksAt(emulator, instanceA);
  clientOnB = wsClient(instanceB, { 'ngnc-sec-key': emulator.testKey });
});

afterAll(async () => {
  relay?.restore();
  await clientOnB?.dispose();
  await instanceA?.close();
  await instanceB?.close();
  await relay?.close();
  await emulator?.close();
  await database?.drop();
  const redis = await connectRedis();
  await deleteKeys(redis, prefix);
  await redis.quit();
});

const storedStatus = (kind: 'offramp' | 'esp_transaction', id: string, status: string) =>
  eventually(async () => ((await instanceA.store.statuses.get('test', kind, id))?.status === status ? true : undefined), `${kind} ${id} ${status}`);

/** An ESP off-ramp created through instance A: its id. */
async function createEspOfframp(): Promise<string> {
  const created = await execute(
    instanceA,
    LiveSetupEspOfframpDocument,
    { input: { currency: 'USD', amount: '75.00', bankName: 'Chase', accountNumber: '000111222', espAccount: { chatUsername: 'esp_user' } } },
    emulator.testKey,
  );
  return created.createEspOfframp.transaction!.id;
}

describe('an instance whose Redis subscriptions were lost', () => {
  it('gives each feed every change it missed, in order, once Redis is back', async () => {
    const offrampId = (await execute(instanceA, LiveSetupOfframpDocument, { input: offrampInput() }, emulator.testKey)).createOfframp.offramp!.id;
    const offrampFeed = subscribe(clientOnB, LiveOfframpDocument, { id: offrampId });
    expect((await offrampFeed.next()).offrampUpdated.status).toBe('PENDING');
    const espFeed = subscribe(clientOnB, LiveEspTransactionsDocument, {});
    // A subscription answered after it on the same connection: the feed is subscribed by then.
    const barrier = subscribe(clientOnB, LiveOfframpDocument, { id: offrampId });
    await barrier.next();
    await barrier.close();

    relay.cut();
    try {
      const espId = await createEspOfframp();
      await forceTransition(emulator, 'offramp', offrampId, 'processing');
      await storedStatus('offramp', offrampId, 'processing');
      await forceTransition(emulator, 'offramp', offrampId, 'completed');
      await storedStatus('offramp', offrampId, 'completed');
      await forceTransition(emulator, 'esp_transaction', espId, 'Completed');
      await storedStatus('esp_transaction', espId, 'Completed');
      // Published by A while B heard nothing.
      await eventually(async () => ((await instanceA.store.outbox.pending(100)).length === 0 ? true : undefined), 'the outbox to be published');

      relay.restore();
      expect((await offrampFeed.next()).offrampUpdated.status).toBe('PROCESSING');
      expect((await offrampFeed.next()).offrampUpdated.status).toBe('COMPLETED');
      expect((await espFeed.next()).espTransactionUpdated).toMatchObject({ id: espId, status: 'PENDING' });
      expect((await espFeed.next()).espTransactionUpdated).toMatchObject({ id: espId, status: 'COMPLETED' });
    } finally {
      relay.restore();
    }
    await Promise.all([offrampFeed.close(), espFeed.close()]);
  });

  it('keeps a feed open through a catch-up of more changes than it can hold, and gives it its own', async () => {
    const espFeed = subscribe(clientOnB, LiveEspTransactionsDocument, {});
    const barrier = subscribe(clientOnB, LiveOfframpDocument, {
      id: (await execute(instanceA, LiveSetupOfframpDocument, { input: offrampInput() }, emulator.testKey)).createOfframp.offramp!.id,
    });
    await barrier.next();
    await barrier.close();

    relay.cut();
    try {
      const espId = await createEspOfframp();
      const known = await instanceA.store.statuses.get('test', 'esp_transaction', espId);
      // Meanwhile other businesses' ESP transactions moved, thousands of them: the kind's feed on B
      // is handed each to tell whether it is its key's.
      const others = Array.from({ length: 3_000 }, (_, i) => ({
        change: { ...known!, kind: 'esp_transaction' as const, id: `${espId}-other-${i}`, dataSet: 'test' as const, status: 'Pending' as const },
        previousStatus: null,
        source: 'webhook' as const,
      }));
      await instanceA.store.db.transaction((tx) => instanceA.store.events.append(tx, others));
      await forceTransition(emulator, 'esp_transaction', espId, 'Completed');
      await storedStatus('esp_transaction', espId, 'Completed');
      await eventually(async () => ((await instanceA.store.outbox.pending(100)).length === 0 ? true : undefined), 'the outbox to be published');

      relay.restore();
      // The catch-up looks a little before the loss (clocks): the earlier test's changes may come first.
      const ownNext = async () => {
        for (;;) {
          const { espTransactionUpdated } = await espFeed.next();
          if (espTransactionUpdated.id === espId) return espTransactionUpdated;
        }
      };
      expect(await ownNext()).toMatchObject({ status: 'PENDING' });
      expect(await ownNext()).toMatchObject({ status: 'COMPLETED' });
    } finally {
      relay.restore();
    }
    await espFeed.close();
  }, 30_000);
});
