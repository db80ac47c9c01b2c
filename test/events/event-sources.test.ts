// Each event of the log says how the gateway learnt the status: its own mutation's answer, a read
// of the provider (which sees only where a resource is when it is read) or the provider's webhook.
// A client following a resource by polling can so tell a status it never saw from one skipped.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { SIGNATURE_HEADER, signWebhookBody } from '../../src/status/ingest/webhook-signature.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { EventSourcesDocument, LiveSetupOfframpDocument } from '../generated/graphql.js';
import { WEBHOOK_PATH, WEBHOOK_SECRET, execute, forceTransition, gatewayConfig, offrampInput, startLiveEmulator, uniqueSuffix } from './support/live-harness.js';

let emulator: RunningEmulator;
let gateway: RunningGateway;

beforeAll(async () => {
  // No webhook target: the only webhook the gateway gets is the test's.
  emulator = await startLiveEmulator();
  gateway = await startGateway({ ...gatewayConfig(emulator.url), reconcile: { intervalMs: 3_600_000, callsPerKeyPerMinute: 6_000, keyHoldMs: 3_600_000 } });
});

afterAll(async () => {
  await gateway?.close();
  await emulator?.close();
});

describe('StatusEvent.source', () => {
  it('tells a creation, a status read from the provider and one its webhook reported apart', async () => {
    const id = (await execute(gateway, LiveSetupOfframpDocument, { input: offrampInput() }, emulator.testKey)).createOfframp.offramp!.id;
    await forceTransition(emulator, 'offramp', id, 'processing');
    await gateway.reconciler!.pass();
    const body = JSON.stringify({
      id: `evt_source_${uniqueSuffix()}`,
      event: 'transaction_status_updated',
      created_at: new Date().toISOString(),
      livemode: false,
      payload: { transaction_id: id, transaction_status: 'completed' },
    });
    const delivered = await fetch(`${gateway.url}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(WEBHOOK_SECRET, Math.floor(Date.now() / 1000), body) },
      body,
    });
    expect(await delivered.json()).toEqual({ received: true });

    const { events } = await execute(gateway, EventSourcesDocument, { filter: { resourceIds: [id] } }, emulator.testKey);
    expect(events.edges.map(({ node }) => ({ status: node.status, source: node.source }))).toEqual([
      { status: 'PENDING', source: 'GATEWAY_MUTATION' },
      { status: 'PROCESSING', source: 'PROVIDER_READ' },
      { status: 'COMPLETED', source: 'WEBHOOK' },
    ]);
  });
});
