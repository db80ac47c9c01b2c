// A resource someone waits on (a key owns it, its status can still move) is watched until it is
// final, however long that takes: LIVE_STATUS_TTL_SECONDS passing without news does not let its
// status or its owner go, so the provider's later webhook, which carries only some fields, is still
// laid over the model the gateway holds, stored and published to the owner.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import type { RunningEmulator } from '../../emulator/index.js';
import { LEGACY_SECRET_HEADER } from '../../src/status/ingest/webhook-signature.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { LiveOfframpDocument, LiveSetupOfframpDocument } from '../generated/graphql.js';
import { WEBHOOK_PATH, WEBHOOK_SECRET, execute, gatewayConfig, offrampInput, startLiveEmulator, subscribe, wsClient } from './support/live-harness.js';

let emulator: RunningEmulator;
let gateway: RunningGateway;
let client: Client;
const TTL_SECONDS = 1;

beforeAll(async () => {
  // The emulator's own webhooks are not pointed here: the only delivery is the test's.
  emulator = await startLiveEmulator();
  gateway = await startGateway(gatewayConfig(emulator.url, { statusTtlSeconds: TTL_SECONDS }));
  client = wsClient(gateway, { 'ngnc-sec-key': emulator.testKey });
});

afterAll(async () => {
  await client?.dispose();
  await gateway?.close();
  await emulator?.close();
});

describe('an unfinished resource a key owns', () => {
  it('is still routed, stored and followed after the time to live passed without news', async () => {
    const id = (await execute(gateway, LiveSetupOfframpDocument, { input: offrampInput() }, emulator.testKey)).createOfframp.offramp!.id;
    await new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 * 2));

    // The provider's documented body: some fields only, readable only over the model the gateway holds.
    const response = await fetch(`${gateway.url}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [LEGACY_SECRET_HEADER]: WEBHOOK_SECRET },
      body: JSON.stringify({ event: 'transaction_status_updated', payload: { transaction_id: id, transaction_status: 'processing' } }),
    });
    expect(await response.json()).toEqual({ received: true });
    expect((await gateway.store.statuses.get('test', 'offramp', id))?.status).toBe('processing');

    // Its owner may still follow it.
    const feed = subscribe(client, LiveOfframpDocument, { id });
    expect((await feed.next()).offrampUpdated.status).toBe('PROCESSING');
    await feed.close();
  });
});
