// Webhooks as the provider documents them (docs.linkio.world/docs/webhooks-1, the old
// bridge-webhooks page): `{ event, payload }` with no id, time or data set, authenticated by the
// `bridge-webhook-secret` header carrying the secret, retried twice and then never again. Over real
// HTTP: the gateway, its SQLite store, the emulator for the resources, a graphql-ws subscriber.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { LEGACY_SECRET_HEADER, SIGNATURE_HEADER, signWebhookBody } from '../../src/status/ingest/webhook-signature.js';
import type { StoreConfig } from '../../src/store/gateway-store.js';
import { purgeExpired } from '../../src/store/retention.js';
import { tempPostgres, tempSqliteStore, type TempPostgres } from '../store/support/databases.js';
import { LiveOfframpDocument, LiveSetupEspOfframpDocument, LiveSetupOfframpDocument } from '../generated/graphql.js';
import { espOfframpInput, providerEspTransactions, uniqueAccountNumber } from '../safety/support/safety-harness.js';
import {
  WEBHOOK_PATH,
  WEBHOOK_SECRET,
  execute,
  gatewayConfig,
  offrampInput,
  startLiveEmulator,
  subscribe,
  wsClient,
  type LiveSubscription,
} from './support/live-harness.js';

let emulator: RunningEmulator;
let gateway: RunningGateway;
let client: Client;
let postgres: TempPostgres;

beforeAll(async () => {
  postgres = await tempPostgres();
  emulator = await startLiveEmulator();
  // The emulator's own webhooks are not pointed here: every delivery this gateway gets is the test's.
  gateway = await startGateway(gatewayConfig(emulator.url));
  client = wsClient(gateway, { 'ngnc-sec-key': emulator.testKey });
});

afterAll(async () => {
  await client?.dispose();
  await gateway?.close();
  await emulator?.close();
  await postgres?.drop();
});

// Where the store's behaviour changed (de-duplication keys, terminal statuses), over both databases.
const backends: Array<[string, () => StoreConfig]> = [
  ['SQLite', () => tempSqliteStore()],
  ['PostgreSQL', () => ({ url: postgres.url })],
];

async function deliver(target: RunningGateway, body: unknown, headers: Record<string, string>): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${target.url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

const documented = (body: unknown, target = gateway) => deliver(target, body, { [LEGACY_SECRET_HEADER]: WEBHOOK_SECRET });

function signed(body: unknown, target = gateway) {
  const text = JSON.stringify(body);
  return deliver(target, text, { [SIGNATURE_HEADER]: signWebhookBody(WEBHOOK_SECRET, Math.floor(Date.now() / 1000), text) });
}

/** A B2B off-ramp payload as the provider's docs show one: some fields only, amount a number, a text date. */
const offrampPayload = (id: string, status: Record<string, string>) => ({
  transaction_id: id,
  business: { business_id: 'biz-documented' },
  reference: 'link-otc-12345678',
  amount: 100,
  network: 'ETHEREUM',
  wallet_address: '0x52908400098527886e0f7030069857d2e4169ee7',
  date_created: 'May 11, 2023',
  ...status,
});

async function createOfframp(target: RunningGateway): Promise<string> {
  const created = await execute(target, LiveSetupOfframpDocument, { input: offrampInput() }, emulator.testKey);
  return created.createOfframp.offramp!.id;
}

/** Nothing more arrives within `ms`. */
async function quiet<T>(feed: LiveSubscription<T>, ms = 400): Promise<boolean> {
  const timeout = new Promise<'quiet'>((resolve) => setTimeout(() => resolve('quiet'), ms));
  return (await Promise.race([feed.nextResult(), timeout])) === 'quiet';
}

describe('documented webhooks', () => {
  it('are accepted with the secret in bridge-webhook-secret and reach a subscriber once; a wrong or missing secret is refused', async () => {
    const id = await createOfframp(gateway);
    const feed = subscribe(client, LiveOfframpDocument, { id });
    expect((await feed.next()).offrampUpdated.status).toBe('PENDING');

    const forged = { event: 'transaction_status_updated', payload: offrampPayload(id, { transaction_status: 'COMPLETED' }) };
    expect(await deliver(gateway, forged, { [LEGACY_SECRET_HEADER]: 'whsec_guessed' })).toMatchObject({ status: 400, json: { error: { code: 'INVALID_SIGNATURE' } } });
    expect((await deliver(gateway, forged, {})).status).toBe(400);

    // Recorded under the test data set when the off-ramp was created: the delivery, which names none, goes there.
    const processing = { event: 'transaction_status_updated', payload: offrampPayload(id, { transaction_status: 'Processing' }) };
    expect(await documented(processing)).toEqual({ status: 200, json: { received: true } });
    expect(await documented(processing)).toEqual({ status: 200, json: { received: true, duplicate: true } });
    // The same content with its keys in another order is the same delivery.
    const reordered = { payload: Object.fromEntries(Object.entries(processing.payload).reverse()), event: processing.event };
    expect(await documented(reordered)).toEqual({ status: 200, json: { received: true, duplicate: true } });
    expect((await feed.next()).offrampUpdated).toMatchObject({ id, status: 'PROCESSING', amount: '100.000000' });

    // The status under `status` rather than `transaction_status`, in capitals.
    expect((await documented({ event: 'transaction_status_updated', payload: offrampPayload(id, { status: 'COMPLETED' }) })).status).toBe(200);
    expect((await feed.next()).offrampUpdated.status).toBe('COMPLETED');
    expect(await quiet(feed)).toBe(true);
    await feed.close();
  });

  it('go to the live data set for a resource the gateway never recorded', async () => {
    const created = await execute(gateway, LiveSetupEspOfframpDocument, { input: espOfframpInput(uniqueAccountNumber()) }, emulator.testKey);
    const record = (await providerEspTransactions(emulator)).find((t) => t.transaction_id === created.createEspOfframp.transaction!.id)!;
    const unseen = `esp_live_${uniqueAccountNumber()}`;
    const body = { event: 'bridge.events.transaction_request.updated', payload: { ...record, transaction_id: unseen, transaction_status: 'COMPLETED' } };
    expect(await documented(body)).toEqual({ status: 200, json: { received: true } });
    expect((await gateway.store.statuses.get('live', 'esp_transaction', unseen))?.status).toBe('Completed');
    expect(await gateway.store.statuses.get('test', 'esp_transaction', unseen)).toBeUndefined();
  });

  it('with an unknown event, an unknown status or a payload naming no resource are acknowledged with 200 and kept, once each', async () => {
    const id = await createOfframp(gateway);
    const deliveries = [
      { event: 'payout_rerouted', payload: { transaction_id: id, business: { business_id: 'biz-documented' } } },
      { event: 'banking_details_received', payload: { reference: 'link-otc-87654321', account_number: '0123456789', bank_name: 'Wema Bank' } },
      { event: 'transaction_status_updated', payload: offrampPayload(id, { transaction_status: 'Payment received' }) },
      { event: 'bridge.events.transaction_request.successful', payload: { reference: 'no-id' } },
    ];
    for (const body of deliveries) {
      expect(await documented(body)).toEqual({ status: 200, json: { received: true, ignored: true } });
      expect(await documented(body)).toEqual({ status: 200, json: { received: true, ignored: true } });
    }
    const kept = (await gateway.store.unroutedWebhooks.latest(100)).filter((d) => deliveries.some((body) => d.body === JSON.stringify(body)));
    expect(kept.map((d) => d.event).sort()).toEqual(deliveries.map((d) => d.event).sort());
    expect(kept.find((d) => d.event === 'payout_rerouted')).toMatchObject({ reason: 'unknown event', business: 'biz-documented', eventId: undefined });
    expect(kept.find((d) => d.event === 'transaction_status_updated')?.reason).toContain('Payment received');
    expect((await gateway.store.statuses.get('test', 'offramp', id))?.status).toBe('pending');
  });
});

describe.each(backends)('with %s', (_name, configOf) => {
  // Issue 19: de-duplicated by event id alone, the live event was dropped as a repeat of the test one.
  it('of the contract with one event id in the test and the live data set are both delivered', async () => {
    const gateway = await startGateway(gatewayConfig(emulator.url, {}, configOf()));
    try {
      const created = await execute(gateway, LiveSetupEspOfframpDocument, { input: espOfframpInput(uniqueAccountNumber()) }, emulator.testKey);
      const testId = created.createEspOfframp.transaction!.id;
      const record = (await providerEspTransactions(emulator)).find((t) => t.transaction_id === testId)!;
      const liveId = `esp_live_${uniqueAccountNumber()}`;
      const eventId = `evt_shared_${uniqueAccountNumber()}`;
      const envelope = (livemode: boolean, transactionId: string) => ({
        id: eventId,
        event: 'esp_transaction_updated',
        created_at: new Date().toISOString(),
        livemode,
        payload: { ...record, transaction_id: transactionId, transaction_status: 'Completed' },
      });
      expect(await signed(envelope(false, testId), gateway)).toEqual({ status: 200, json: { received: true } });
      expect(await signed(envelope(true, liveId), gateway)).toEqual({ status: 200, json: { received: true } });
      expect(await signed(envelope(true, liveId), gateway)).toEqual({ status: 200, json: { received: true, duplicate: true } });
      expect((await gateway.store.statuses.get('test', 'esp_transaction', testId))?.status).toBe('Completed');
      expect((await gateway.store.statuses.get('live', 'esp_transaction', liveId))?.status).toBe('Completed');
    } finally {
      await gateway.close();
    }
  });

  // Issue 19: once the COMPLETED row had expired, an old PENDING replayed moved the off-ramp back.
  it('a terminal status stays terminal after its row expired and was purged: an old PENDING replayed is not applied nor published', async () => {
    const shortLived = await startGateway(gatewayConfig(emulator.url, { statusTtlSeconds: 1 }, configOf()));
    const shortClient = wsClient(shortLived, { 'ngnc-sec-key': emulator.testKey });
    try {
      const id = await createOfframp(shortLived);
      const feed = subscribe(shortClient, LiveOfframpDocument, { id });
      expect((await feed.next()).offrampUpdated.status).toBe('PENDING');
      expect((await documented({ event: 'transaction_status_updated', payload: offrampPayload(id, { transaction_status: 'completed' }) }, shortLived)).status).toBe(200);
      expect((await feed.next()).offrampUpdated.status).toBe('COMPLETED');

      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await purgeExpired(shortLived.store.db);
      const replay = { event: 'transaction_status_updated', payload: offrampPayload(id, { transaction_status: 'pending', note: 'late' }) };
      expect((await documented(replay, shortLived)).status).toBe(200);
      expect(await quiet(feed)).toBe(true);
      const { rows } = await shortLived.store.db.query('SELECT data_set, status FROM resource_statuses WHERE resource_id = $1', [id]);
      expect(rows).toEqual([{ data_set: 'test', status: 'completed' }]);
      await feed.close();
    } finally {
      await shortClient.dispose();
      await shortLived.close();
    }
  });
});
