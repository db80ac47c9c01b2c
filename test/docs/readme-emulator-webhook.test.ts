// The README's emulator webhook example, run against the set-up of `npm start` (the gateway and
// the emulator it embeds): the embedded emulator refuses to give up the gateway's webhook
// target, so subscriptions keep receiving statuses afterwards, a reset included.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { deliverWebhooksTo, withDevelopmentWebhookSecret } from '../../src/live/embedded-webhooks.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { LiveOfframpDocument, LiveSetupOfframpDocument } from '../generated/graphql.js';
import { execute, forceTransition, gatewayConfig, offrampInput, startLiveEmulator, subscribe, wsClient } from '../events/support/live-harness.js';
import { readmeBlock, runShell } from './readme.js';

let emulator: RunningEmulator;
let gateway: RunningGateway;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  const { config, secret } = withDevelopmentWebhookSecret(gatewayConfig(emulator.url, { webhookSecrets: [] }));
  gateway = await startGateway(config);
  deliverWebhooksTo(emulator, gateway, config, secret);
});

afterAll(async () => {
  await gateway?.close();
  await emulator?.close();
});

/** The README's lines that start with one of `prefixes`, pointed at this emulator. */
function readmeLines(marker: string, prefixes: string[]): string {
  return readmeBlock(marker)
    .split('\n')
    .filter((line) => prefixes.some((prefix) => line.startsWith(prefix)))
    .join('\n')
    .replaceAll('http://127.0.0.1:4010', emulator.url);
}

it('the README’s PUT /_emulator/webhook and reset leave the embedded gateway’s subscriptions receiving statuses', async () => {
  const put = await runShell(readmeLines('/_emulator/webhook', ['E=', 'curl -s -X PUT $E/_emulator/webhook']));
  expect(JSON.parse(put)).toMatchObject({ code: 'WEBHOOK_TARGET_RESERVED', status: 'Failed', message: expect.stringContaining('the gateway that embeds it') });
  const reset = await runShell(`${readmeLines('/_emulator/webhook', ['E='])}\n${readmeLines('/_emulator/reset', ['curl -s -X POST $E/_emulator/reset'])}`);
  expect(JSON.parse(reset)).toEqual({ reset: true });

  const created = await execute(gateway, LiveSetupOfframpDocument, { input: offrampInput() }, emulator.testKey);
  const id = created.createOfframp.offramp!.id;
  const client = wsClient(gateway, { 'ngnc-sec-key': emulator.testKey });
  try {
    const feed = subscribe(client, LiveOfframpDocument, { id });
    expect((await feed.next()).offrampUpdated.status).toBe('PENDING');
    await forceTransition(emulator, 'offramp', id, 'processing');
    expect((await feed.next()).offrampUpdated.status).toBe('PROCESSING');
  } finally {
    await client.dispose();
  }
});
