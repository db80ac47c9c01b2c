// The README's emulator webhook example: run as written against a standalone emulator, its receiver
// gets the signed deliveries on loopback; run against the set-up of `npm start` (the gateway and
// the emulator it embeds), the embedded emulator refuses to give up the gateway's webhook target,
// so subscriptions keep receiving statuses afterwards, a reset included.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../operations/support/redis-server.js';
import type { RunningEmulator } from '../../emulator/index.js';
import { deliverWebhooksTo, withDevelopmentWebhookSecret } from '../../src/status/ingest/embedded-webhooks.js';
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
    .replaceAll('http://127.0.0.1:4020', emulator.url);
}

/** The local addresses a listening TCP socket on `port` is bound to, as the kernel lists them (hex, /proc/net/tcp). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A')
    .map((fields) => fields[1]!.split(':')[0]!);
}

it('the README’s receiver, on loopback only, gets a standalone emulator’s signed deliveries', async () => {
  const standalone = await startLiveEmulator();
  const port = await freePort();
  const receiverLine = readmeBlock('/_emulator/webhook').split('\n').find((line) => line.startsWith('node -e'))!;
  const receiver = spawn('bash', ['-c', receiverLine.replaceAll('4011', String(port))], { stdio: ['ignore', 'pipe', 'inherit'] });
  let received = '';
  receiver.stdout.on('data', (chunk: Buffer) => (received += chunk.toString()));
  try {
    await expect.poll(() => listeningAddresses(port), { timeout: 10_000 }).toEqual(['0100007F']);
    const lines = (marker: string, prefixes: string[]) =>
      readmeBlock(marker)
        .split('\n')
        .filter((line) => prefixes.some((prefix) => line.startsWith(prefix)))
        .join('\n')
        .replaceAll('http://127.0.0.1:4020', standalone.url)
        .replaceAll('4011', String(port));
    await runShell(lines('/_emulator/webhook', ['E=', 'curl -s -X PUT $E/_emulator/webhook']));
    const created = JSON.parse(await runShell(`${lines('/_emulator/webhook', ['E='])}\n${lines('$E/otc/offramp', ['curl -s -X POST $E/otc/offramp'])}`)) as {
      data: { transaction_id: string };
    };
    const id = created.data.transaction_id;
    await forceTransition(standalone, 'offramp', id, 'processing');
    await expect.poll(() => received, { timeout: 10_000 }).toContain(id);
    expect(received).toMatch(/^t=\d+,v1=[0-9a-f]+$/m);
  } finally {
    receiver.kill();
    await standalone.close();
  }
});

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
