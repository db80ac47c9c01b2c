// A creation racing everything else over real HTTP, on two gateways sharing PostgreSQL and Redis:
// the provider's answer to gateway A is held while the resource moves and its webhook is accepted
// by gateway B, a second key of the business lists it on B, and after the answer the caller sends
// the creation again with the same idempotency key, to B. The creating key's statusEvents and
// Query.events give it the resource's status once, at the position the subscription delivered it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { LiveSetupEspListingDocument, LiveSetupEspOnrampDocument, LiveStatusEventsDocument, type CreateEspOnrampInput, type LiveStatusEventsSubscription } from '../generated/graphql.js';
import { readEvents, waitForEvents } from '../events/support/event-log.js';
import { eventually, execute, forceTransition, gatewayConfig, pointWebhooksAt, startLiveEmulator, subscribe, wsClient } from '../events/support/live-harness.js';
import { REDIS_URL, connectRedis, deleteKeys, uniquePrefix } from '../events/redis-fixture.js';
import { tempPostgres, type TempPostgres } from '../store/support/databases.js';
import { EMULATOR_KEYS } from '../support/emulator-profile.js';
import { HoldingProxy } from '../events/support/holding-proxy.js';

type Received = LiveStatusEventsSubscription['statusEvents'];
const summary = (event: Received) => [event.resourceId, event.previousStatus, event.status];
const ESP_ONRAMP = '/transactions/v2/esp_onramp';

const prefix = uniquePrefix();
const first = EMULATOR_KEYS.test;
const second = `${first}2`;

describe('a creation racing a webhook, a second key\'s listing and its own retry, on two gateways over PostgreSQL', () => {
  let emulator: RunningEmulator;
  let proxy: HoldingProxy;
  let database: TempPostgres;
  let a: RunningGateway;
  let b: RunningGateway;

  beforeAll(async () => {
    emulator = await startLiveEmulator({ testKey: first, moreTestKeys: [second] });
    proxy = new HoldingProxy(emulator.url, ESP_ONRAMP);
    const upstream = await proxy.start();
    database = await tempPostgres();
    const shared = { redisUrl: REDIS_URL, redisKeyPrefix: prefix };
    a = await startGateway({ ...gatewayConfig(upstream, shared, { url: database.url }), upstreamTimeoutMs: 30_000 });
    b = await startGateway({ ...gatewayConfig(upstream, shared, { url: database.url }), upstreamTimeoutMs: 30_000 });
    pointWebhooksAt(emulator, b);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await proxy?.close();
    await emulator?.close();
    await database?.drop();
    const redis = await connectRedis();
    await deleteKeys(redis, prefix);
    await redis.quit();
  });

  const espOnramp = (idempotencyKey: string): CreateEspOnrampInput => ({
    currency: 'USD',
    amount: '75.00',
    bankName: 'Chase',
    accountNumber: '000111222',
    espAccount: { emailAddress: 'race@esp.example' },
    idempotencyKey,
  });

  async function create(gateway: RunningGateway, key: string, idempotencyKey: string): Promise<string> {
    const created = await execute(gateway, LiveSetupEspOnrampDocument, { input: espOnramp(idempotencyKey) }, key);
    expect(created.createEspOnramp.userErrors).toEqual([]);
    return created.createEspOnramp.transaction!.id;
  }

  it('gives the creating key the resource\'s status once, after its cursor, and its retry nothing more', async () => {
    const client = wsClient(a, { 'ngnc-sec-key': first });
    const own = await create(a, first, `review-own-${prefix}`);
    const [edge] = await waitForEvents(a, first, { resourceIds: [own] }, 1);
    const feed = subscribe(client, LiveStatusEventsDocument, { after: edge!.cursor, filter: { kinds: ['ESP_TRANSACTION'] } });

    const idempotencyKey = `review-race-${prefix}`;
    const answer = proxy.holdNextCreation();
    const creating = execute(a, LiveSetupEspOnrampDocument, { input: espOnramp(idempotencyKey) }, first);
    const createdId = (JSON.parse(await answer) as { data?: { transaction?: { transaction_id?: string } } }).data?.transaction?.transaction_id;
    expect(createdId).toEqual(expect.any(String));
    // While the answer is held: the provider completes it, B accepts the webhook, and the second key lists it on B.
    await forceTransition(emulator, 'esp_transaction', createdId!, 'Completed');
    await eventually(async () => ((await b.store.statuses.get('test', 'esp_transaction', createdId!))?.status === 'Completed' ? true : undefined), 'the webhook accepted');
    const listed = execute(b, LiveSetupEspListingDocument, {}, second);
    // The caller, impatient, sends it again to the other gateway while the first is unanswered.
    const impatient = create(b, first, idempotencyKey);
    await new Promise((resolve) => setTimeout(resolve, 100));

    proxy.release();
    const created = await creating;
    expect(created.createEspOnramp.transaction?.id).toBe(createdId);
    expect((await listed).espTransactions.edges.map((e) => e.node.id)).toContain(createdId);
    // The caller sends it again, to the other gateway: the same transaction, nothing sent (its own and this one only).
    expect(await impatient).toBe(createdId);
    expect(await create(b, first, idempotencyKey)).toBe(createdId);
    expect(emulator.requestLog.entries().filter((entry) => entry.method === 'POST' && entry.path === ESP_ONRAMP)).toHaveLength(2);

    const sentinel = await create(a, first, `review-sentinel-${prefix}`);
    const delivered: Received[] = [];
    for (;;) {
      const event = (await feed.next()).statusEvents;
      delivered.push(event);
      if (event.resourceId === sentinel) break;
    }
    expect(delivered.map(summary)).toEqual([
      // The webhook was the first news of it: the resource's first stored status.
      [createdId, null, 'COMPLETED'],
      [sentinel, null, 'PENDING'],
    ]);
    expect((await readEvents(a, first, { resourceIds: [createdId!] })).map((e) => e.cursor)).toEqual([delivered[0]!.cursor]);
    expect((await readEvents(b, first, { resourceIds: [createdId!] })).map((e) => e.cursor)).toEqual([delivered[0]!.cursor]);
    await feed.close();
    await client.dispose();
  });
});
