// Two gateway instances sharing one real Redis (pub/sub) and one PostgreSQL database (statuses,
// owners, webhook ids): a webhook reaches instance A, the subscriber is connected to instance B.

import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { SIGNATURE_HEADER, signWebhookBody } from '../../src/status/ingest/webhook-signature.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import {
  LiveEspTransactionsDocument,
  LiveOfframpDocument,
  LiveOfframpStatusDocument,
  LiveSetupEspListingDocument,
  LiveSetupOfframpDocument,
} from '../generated/graphql.js';
import { tempPostgres, type TempPostgres } from '../store/support/databases.js';
import { REDIS_URL, connectRedis, deleteKeys, uniquePrefix } from './redis-fixture.js';
import {
  WEBHOOK_PATH,
  WEBHOOK_SECRET,
  eventually,
  execute,
  forceTransition,
  gatewayConfig,
  offrampInput,
  pointWebhooksAt,
  startLiveEmulator,
  subscribe,
  wsClient,
} from './support/live-harness.js';
import { CREATED_STATUS } from '../support/emulator-profile.js';

const prefix = uniquePrefix();
let database: TempPostgres;
let emulator: RunningEmulator;
let instanceA: RunningGateway;
let instanceB: RunningGateway;
let clientOnB: Client;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  database = await tempPostgres();
  const shared = { redisUrl: REDIS_URL, redisKeyPrefix: prefix };
  instanceA = await startGateway(gatewayConfig(emulator.url, shared, { url: database.url }));
  instanceB = await startGateway(gatewayConfig(emulator.url, shared, { url: database.url }));
  pointWebhooksAt(emulator, instanceA);
  clientOnB = wsClient(instanceB, { 'ngnc-sec-key': emulator.testKey });
});

afterAll(async () => {
  await clientOnB?.dispose();
  await instanceA?.close();
  await instanceB?.close();
  await emulator?.close();
  await database?.drop();
  const redis = await connectRedis();
  await deleteKeys(redis, prefix);
  await redis.quit();
});

describe('two gateway instances sharing Redis and PostgreSQL', () => {
  it('delivers a webhook received by A to a subscriber on B exactly once, in order', async () => {
    // Created through A: the owner and the first status are recorded in the shared store.
    const created = await execute(instanceA, LiveSetupOfframpDocument, { input: offrampInput() }, emulator.testKey);
    const id = created.createOfframp.offramp!.id;
    const feed = subscribe(clientOnB, LiveOfframpDocument, { id });
    expect((await feed.next()).offrampUpdated.status).toBe('PENDING');

    await forceTransition(emulator, 'offramp', id, 'processing');
    expect((await feed.next()).offrampUpdated.status).toBe('PROCESSING');

    // The same event delivered to B as well (a retry landing on the other instance): acknowledged, not published.
    const deliveries = (await (
      await fetch(`${emulator.url}/_emulator/deliveries`, { headers: { 'ngnc-sec-key': emulator.testKey } })
    ).json()) as { deliveries: Array<{ resource: string; status: string; body: { payload: { transaction_status: string } } }> };
    const processing = deliveries.deliveries.find((d) => d.resource === `offramp:${id}` && d.body.payload.transaction_status === 'processing');
    const body = JSON.stringify(processing!.body);
    const t = Math.floor(Date.now() / 1000);
    const toB = await fetch(`${instanceB.url}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(WEBHOOK_SECRET, t, body) },
      body,
    });
    expect(await toB.json()).toEqual({ received: true, duplicate: true });

    await forceTransition(emulator, 'offramp', id, 'completed');
    expect((await feed.next()).offrampUpdated.status).toBe('COMPLETED');
    await feed.close();

    // B answers the current status from the shared store although it never received a webhook.
    const status = await eventually(async () => {
      const data = await execute(instanceB, LiveOfframpStatusDocument, { id }, emulator.testKey);
      return data.offramp?.status === 'COMPLETED' ? data.offramp.status : undefined;
    }, 'the completed status on B');
    expect(status).toBe('COMPLETED');
  });

  it('lets a key that listed on A a transaction created outside the gateway follow it on B', async () => {
    const direct = await fetch(`${emulator.url}/transactions/v2/esp_onramp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': emulator.testKey },
      body: JSON.stringify({ currency: 'USD', amount: 42, bankName: 'Chase', accountNumber: '000777888', emailAddress: 'direct@esp.example' }),
    });
    expect(direct.status).toBe(CREATED_STATUS);
    const id = ((await direct.json()) as { data: { transaction: { transaction_id: string } } }).data.transaction.transaction_id;
    // Listed on A twice: the second listing is answered from what A recorded, and still counts.
    for (let i = 0; i < 2; i += 1) {
      const listed = await execute(instanceA, LiveSetupEspListingDocument, {}, emulator.testKey);
      expect(listed.espTransactions.edges.map((edge) => edge.node.id)).toContain(id);
    }
    const feed = subscribe(clientOnB, LiveEspTransactionsDocument, { filter: { direction: 'ONRAMP' } });
    // The client sends operations in order on one socket: once this one yields, the feed has started.
    const barrierId = (await execute(instanceA, LiveSetupOfframpDocument, { input: offrampInput() }, emulator.testKey)).createOfframp.offramp!.id;
    const barrier = subscribe(clientOnB, LiveOfframpDocument, { id: barrierId });
    await barrier.next();
    await barrier.close();
    await forceTransition(emulator, 'esp_transaction', id, 'Completed');
    expect((await feed.next()).espTransactionUpdated).toMatchObject({ id, status: 'COMPLETED' });
    await feed.close();
  });

  it('starts a subscription on B from a status A received while nobody listened', async () => {
    const created = await execute(instanceB, LiveSetupOfframpDocument, { input: offrampInput() }, emulator.testKey);
    const id = created.createOfframp.offramp!.id;
    await forceTransition(emulator, 'offramp', id, 'failed');
    await eventually(async () => {
      const data = await execute(instanceA, LiveOfframpStatusDocument, { id }, emulator.testKey);
      return data.offramp?.status === 'FAILED' ? true : undefined;
    }, 'the failed webhook on A');
    const feed = subscribe(clientOnB, LiveOfframpDocument, { id });
    expect((await feed.next()).offrampUpdated.status).toBe('FAILED');
    await feed.close();
  });
});
