// A single gateway on its SQLite file, stopped and started again between a payout and its retry
// (a deploy, a crash): the retry gets the first result and the provider sees one creation; a
// webhook accepted before the restart is a duplicate after it.

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { SIGNATURE_HEADER, signWebhookBody } from '../../src/status/ingest/webhook-signature.js';
import type { RunningGateway } from '../../src/server.js';
import { WEBHOOK_PATH, WEBHOOK_SECRET, eventually, forceTransition, pointWebhooksAt } from '../events/support/live-harness.js';
import { SafetyEspOfframpDocument } from '../generated/graphql.js';
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
const store = tempSqliteStore();
let emulator: RunningEmulator;
let gateway: RunningGateway | undefined;

beforeAll(async () => {
  emulator = await startLiveEmulator();
});

afterAll(async () => {
  await gateway?.close();
  await emulator?.close();
});

async function sendEvent(to: RunningGateway, body: string): Promise<unknown> {
  const response = await fetch(`${to.url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(WEBHOOK_SECRET, Math.floor(Date.now() / 1000), body) },
    body,
  });
  return response.json();
}

it('remembers payouts and accepted events across a restart of the gateway', async () => {
  const input = espOfframpInput(uniqueAccountNumber(), `restart-${uniqueAccountNumber()}`);
  gateway = await startSafetyGateway(emulator, { store });
  pointWebhooksAt(emulator, gateway);
  const first = await post(gateway, emulator, SafetyEspOfframpDocument, { input });
  const id = first.data?.createEspOfframp.transaction?.id;
  expect(id).toEqual(expect.any(String));
  await forceTransition(emulator, 'esp_transaction', id!, 'Completed');
  const delivery = await eventually(
    async () => (await webhookDeliveries(emulator)).find((d) => d.resource === `esp_transaction:${id}` && d.status === 'delivered'),
    'the webhook to be accepted',
  );
  await gateway.close();

  gateway = await startSafetyGateway(emulator, { store });
  expect(await post(gateway, emulator, SafetyEspOfframpDocument, { input })).toEqual(first);
  expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
  expect(await sendEvent(gateway, JSON.stringify(delivery.body))).toEqual({ received: true, duplicate: true });
});
