// What an authentic delivery can cost the gateway: unrouted deliveries are kept, but at most
// WEBHOOK_UNROUTED_MAX per business; a body nested too deep is refused before it is read.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { SIGNATURE_HEADER, signWebhookBody } from '../../src/status/ingest/webhook-signature.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import type { StoreConfig } from '../../src/store/gateway-store.js';
import { bothBackends } from '../store/support/databases.js';
import { WEBHOOK_PATH, WEBHOOK_SECRET, gatewayConfig, startLiveEmulator, uniqueSuffix } from './support/live-harness.js';

const UNROUTED_MAX = 3;

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startLiveEmulator();
});

afterAll(async () => {
  await emulator?.close();
});

describe.each(bothBackends())('webhook bounds (%s)', (_name, store: () => StoreConfig) => {
  let gateway: RunningGateway;

  beforeAll(async () => {
    gateway = await startGateway(gatewayConfig(emulator.url, { webhookUnroutedMax: UNROUTED_MAX }, store()));
  });

  afterAll(async () => {
    await gateway?.close();
  });

  const deliver = (body: string) =>
    fetch(`${gateway.url}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(WEBHOOK_SECRET, Math.floor(Date.now() / 1000), body) },
      body,
    });

  async function metric(name: string): Promise<number> {
    const text = await (await fetch(`${gateway.url}/metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith(name));
    return line === undefined ? 0 : Number(line.split(' ').at(-1));
  }

  it('keeps at most WEBHOOK_UNROUTED_MAX unrouted deliveries of a business, dropping its oldest and counting them', async () => {
    const noisy = `biz_noisy_${uniqueSuffix()}`;
    const quiet = `biz_quiet_${uniqueSuffix()}`;
    const sent: string[] = [];
    const unrouted = async (business: string) => {
      const event = `payout_rerouted_${uniqueSuffix()}`;
      const response = await deliver(JSON.stringify({ event, payload: { business: { business_id: business } } }));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ ignored: true });
      sent.push(event);
      // Apart in time, so "oldest" is well defined.
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await unrouted(quiet);
    for (let i = 0; i < UNROUTED_MAX + 2; i += 1) await unrouted(noisy);

    const kept = await gateway.store.unroutedWebhooks.latest(100);
    const keptOf = (business: string) => kept.filter((d) => d.business === business).map((d) => d.event);
    expect(keptOf(noisy)).toEqual(sent.slice(-UNROUTED_MAX).reverse());
    expect(keptOf(quiet)).toEqual([sent[0]]);
    expect(await metric('ramp_gateway_webhook_unrouted_dropped_total')).toBe(2);
  });

  it('refuses an authentic body nested too deep with 400 and keeps nothing of it', async () => {
    const depth = 20_000;
    const event = `deeply_nested_${uniqueSuffix()}`;
    const response = await deliver(`{"event":"${event}","payload":${'['.repeat(depth)}${']'.repeat(depth)}}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect((await gateway.store.unroutedWebhooks.latest(100)).map((d) => d.event)).not.toContain(event);
    expect(await metric('ramp_gateway_webhook_refusals_total{reason="too_deep"}')).toBe(1);
    // A body as deep as the provider's is read as before.
    const shallow = await deliver(JSON.stringify({ event, payload: { a: { b: [{ c: [1] }] } } }));
    expect(shallow.status).toBe(200);
  });
});
