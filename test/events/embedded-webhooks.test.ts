// What `npm start` does with the embedded emulator: a fresh development secret on both
// ends, and the emulator's webhooks pointed at the gateway.

import { afterAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { deliverWebhooksTo, withDevelopmentWebhookSecret } from '../../src/status/ingest/embedded-webhooks.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { LiveOfframpDocument, LiveSetupOfframpDocument } from '../generated/graphql.js';
import { execute, forceTransition, gatewayConfig, offrampInput, startLiveEmulator, subscribe, wsClient } from './support/live-harness.js';

let emulator: RunningEmulator | undefined;
let gateway: RunningGateway | undefined;

afterAll(async () => {
  await gateway?.close();
  await emulator?.close();
});

describe('embedded emulator webhooks', () => {
  it('signs with a fresh secret per start that the gateway accepts', async () => {
    const first = withDevelopmentWebhookSecret(gatewayConfig('http://127.0.0.1:1', { webhookSecrets: [] }));
    const second = withDevelopmentWebhookSecret(gatewayConfig('http://127.0.0.1:1', { webhookSecrets: [] }));
    expect(first.secret).not.toBe(second.secret);
    expect(first.config.liveStatus?.webhookSecrets).toEqual([first.secret]);
  });

  it('delivers the emulator’s status changes to a subscriber with nothing else configured', async () => {
    emulator = await startLiveEmulator({ webhookSecret: 'not-the-one-used' });
    const { config, secret } = withDevelopmentWebhookSecret(gatewayConfig(emulator.url, { webhookSecrets: [] }));
    gateway = await startGateway(config);
    deliverWebhooksTo(emulator, gateway, config, secret);

    const created = await execute(gateway, LiveSetupOfframpDocument, { input: offrampInput() }, emulator.testKey);
    const id = created.createOfframp.offramp!.id;
    const client = wsClient(gateway, { 'ngnc-sec-key': emulator.testKey });
    const feed = subscribe(client, LiveOfframpDocument, { id });
    expect((await feed.next()).offrampUpdated.status).toBe('PENDING');
    await forceTransition(emulator, 'offramp', id, 'processing');
    expect((await feed.next()).offrampUpdated.status).toBe('PROCESSING');
    await client.dispose();
  });
});
