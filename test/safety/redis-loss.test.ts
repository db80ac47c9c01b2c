// Redis loses what it holds (a flush, a restart without persistence) or stops answering, with a
// gateway whose durable state is in its database: no payout is sent twice, an old event is not
// taken again, owners can still read and follow their payouts, and a status stored while PUBLISH
// failed reaches its subscriber once Redis is back. Redis is a private redis-server of this test.

import { Redis } from 'ioredis';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { SIGNATURE_HEADER, signWebhookBody } from '../../src/status/ingest/webhook-signature.js';
import type { RunningGateway } from '../../src/server.js';
import { RedisServer, freePort } from '../operations/support/redis-server.js';
import { LiveOfframpDocument, LiveOfframpStatusDocument, LiveSetupOfframpDocument, SafetyEspOfframpDocument } from '../generated/graphql.js';
import {
  WEBHOOK_PATH,
  WEBHOOK_SECRET,
  eventually,
  execute,
  forceTransition,
  offrampInput,
  pointWebhooksAt,
  subscribe,
  wsClient,
} from '../events/support/live-harness.js';
import { tempSqliteStore } from '../store/support/databases.js';
import {
  espOfframpInput,
  post,
  providerPosts,
  startLiveEmulator,
  startSafetyGateway,
  uniqueAccountNumber,
  webhookDeliveries,
} from './support/safety-harness.js';

const ESP_OFFRAMP = '/transactions/v2/esp_offramp';

let redisServer: RedisServer;
let admin: Redis;
let emulator: RunningEmulator;
let gateway: RunningGateway;
let client: Client;

beforeAll(async () => {
  redisServer = new RedisServer(await freePort());
  await redisServer.start();
  admin = new Redis(redisServer.url, { maxRetriesPerRequest: null });
  admin.on('error', () => {});
  emulator = await startLiveEmulator();
  gateway = await startSafetyGateway(emulator, { store: tempSqliteStore(), redis: { url: redisServer.url, keyPrefix: 'loss:' } });
  pointWebhooksAt(emulator, gateway);
  client = wsClient(gateway, { 'ngnc-sec-key': emulator.testKey });
});

afterAll(async () => {
  await client?.dispose();
  await gateway?.close();
  await emulator?.close();
  admin?.disconnect();
  await redisServer?.stop();
});

/** What a restart of a Redis without persistence amounts to: everything it held is gone. */
async function restartRedis(): Promise<void> {
  await redisServer.stop();
  await redisServer.start();
}

async function statusOf(id: string): Promise<string | undefined> {
  return (await execute(gateway, LiveOfframpStatusDocument, { id }, emulator.testKey)).offramp?.status;
}

describe('Redis losing its data', () => {
  it.each([
    ['flushed', () => admin.flushall().then(() => {})],
    ['restarted without persistence', restartRedis],
  ])('between a payout and its retry (%s), the retry gets the first result and the provider one creation', async (_how, lose) => {
    const input = espOfframpInput(uniqueAccountNumber(), `loss-${uniqueAccountNumber()}`);
    emulator.requestLog.clear();
    const first = await post(gateway, emulator, SafetyEspOfframpDocument, { input });
    expect(first.data?.createEspOfframp.transaction?.id).toEqual(expect.any(String));
    await lose();
    const retry = await post(gateway, emulator, SafetyEspOfframpDocument, { input });
    expect(retry).toEqual(first);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
  });

  it('refuses an old event sent again after a flush, and the owner still reads and follows the payout', async () => {
    const id = (await execute(gateway, LiveSetupOfframpDocument, { input: offrampInput() }, emulator.testKey)).createOfframp.offramp!.id;
    await forceTransition(emulator, 'offramp', id, 'processing');
    await forceTransition(emulator, 'offramp', id, 'completed');
    await eventually(async () => ((await statusOf(id)) === 'COMPLETED' ? true : undefined), 'the completed webhook');

    await admin.flushall();
    const processing = (await webhookDeliveries(emulator)).find(
      (delivery) => delivery.resource === `offramp:${id}` && JSON.stringify(delivery.body).includes('"transaction_status":"processing"'),
    );
    expect(processing?.status).toBe('delivered');
    const body = JSON.stringify(processing!.body);
    const again = await fetch(`${gateway.url}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(WEBHOOK_SECRET, Math.floor(Date.now() / 1000), body) },
      body,
    });
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await statusOf(id)).toBe('COMPLETED');

    const feed = subscribe(client, LiveOfframpDocument, { id });
    expect((await feed.next()).offrampUpdated.status).toBe('COMPLETED');
    await feed.close();
  });
});

describe('PUBLISH failing after the status was stored', () => {
  it('delivers the status to the subscriber once Redis is back, once and in order', async () => {
    const id = (await execute(gateway, LiveSetupOfframpDocument, { input: offrampInput() }, emulator.testKey)).createOfframp.offramp!.id;
    const feed = subscribe(client, LiveOfframpDocument, { id });
    expect((await feed.next()).offrampUpdated.status).toBe('PENDING');

    await redisServer.stop();
    try {
      await forceTransition(emulator, 'offramp', id, 'processing');
      // Accepted and stored although nothing could be published: the gateway answers from its database.
      await eventually(async () => ((await statusOf(id)) === 'PROCESSING' ? true : undefined), 'the stored processing status');
      const delivered = await eventually(async () => {
        const deliveries = (await webhookDeliveries(emulator)).filter((delivery) => delivery.resource === `offramp:${id}`);
        return deliveries.some((delivery) => delivery.status === 'delivered') ? deliveries : undefined;
      }, 'the webhook to be acknowledged');
      expect(delivered.length).toBeGreaterThan(0);
      // Its publication failed and waits in the outbox.
      const pending = await gateway.store.outbox.pending(100);
      expect(pending.filter((publication) => publication.message.id === id).map((publication) => publication.message.status)).toEqual(['processing']);
      expect(await (await fetch(`${gateway.url}/metrics`)).text()).toMatch(/^ramp_gateway_status_outbox_pending [1-9]/m);
    } finally {
      await redisServer.start();
    }
    expect((await feed.next()).offrampUpdated.status).toBe('PROCESSING');
    await eventually(async () => ((await gateway.store.outbox.pending(100)).length === 0 ? true : undefined), 'the outbox to be published');
    await forceTransition(emulator, 'offramp', id, 'completed');
    expect((await feed.next()).offrampUpdated.status).toBe('COMPLETED');
    await feed.close();
  });
});
