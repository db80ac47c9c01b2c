// Two gateways started from one checkout, each embedding the emulator as `npm start` does
// (src/main.ts): the second with a store of its own (GATEWAY_DB_PATH) gets an emulator state of
// its own in the same data folder, so neither takes over the other's webhook target and each
// one's subscribers see their own statuses, also after the other stops. A second gateway on the
// same store is refused, saying what to set. Statuses move by the emulator's own clock.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/index.js';
import { embeddedEmulatorDbPath, startEmbeddedEmulator } from '../../src/embedded-emulator.js';
import { deliverWebhooksTo, withDevelopmentWebhookSecret } from '../../src/status/ingest/embedded-webhooks.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import type { StoreConfig } from '../../src/store/gateway-store.js';
import { LiveOfframpDocument, LiveSetupOfframpDocument, type LiveOfframpSubscription } from '../generated/graphql.js';
import { execute, gatewayConfig, offrampInput, subscribe, wsClient, type LiveSubscription } from '../events/support/live-harness.js';

const checkout = mkdtempSync(join(tmpdir(), 'ramp-two-gateways-'));
const dataDirectory = join(checkout, '.emulator-data');
const started: Array<{ close(): Promise<void> }> = [];

afterAll(async () => {
  for (const running of started.reverse()) await running.close();
  rmSync(checkout, { recursive: true, force: true });
});

interface Instance {
  emulator: RunningEmulator;
  gateway: RunningGateway;
}

/** As src/main.ts starts a gateway without RAMP_BASE_URL. */
async function startLikeNpmStart(store: StoreConfig): Promise<Instance> {
  const emulator = await startEmbeddedEmulator({ port: 0, store, directory: dataDirectory });
  started.push(emulator);
  const { config, secret } = withDevelopmentWebhookSecret(gatewayConfig(emulator.url, { webhookSecrets: [] }, store));
  const gateway = await startGateway(config);
  started.push(gateway);
  deliverWebhooksTo(emulator, gateway, config, secret);
  return { emulator, gateway };
}

async function statusAfterPending(feed: LiveSubscription<LiveOfframpSubscription>): Promise<string> {
  for (;;) {
    const status = (await feed.next()).offrampUpdated.status;
    if (status !== 'PENDING') return status;
  }
}

/** Creates an off-ramp through `instance`'s gateway and waits for its subscriber to see it leave PENDING. */
async function nextStatusSeenBySubscriber(instance: Instance): Promise<string> {
  const key = instance.emulator.testKey;
  const created = await execute(instance.gateway, LiveSetupOfframpDocument, { input: offrampInput() }, key);
  const client = wsClient(instance.gateway, { 'ngnc-sec-key': key });
  try {
    return await statusAfterPending(subscribe(client, LiveOfframpDocument, { id: created.createOfframp.offramp!.id }));
  } finally {
    await client.dispose();
  }
}

describe('two gateways started from one checkout', () => {
  const first: StoreConfig = { path: join(checkout, '.gateway-data', 'gateway.db') };
  const second: StoreConfig = { path: join(checkout, '.gateway-data', 'second.db') };

  it('each with a store of its own: each one’s subscriber sees its own statuses, also after the other stops', async () => {
    const one = await startLikeNpmStart(first);
    const two = await startLikeNpmStart(second);

    expect(await Promise.all([nextStatusSeenBySubscriber(one), nextStatusSeenBySubscriber(two)])).toEqual(['PROCESSING', 'PROCESSING']);

    await two.gateway.close();
    await two.emulator.close();
    expect(await nextStatusSeenBySubscriber(one)).toBe('PROCESSING');
  }, 60_000);

  it('on the same store: the second is refused, told to give it a GATEWAY_DB_PATH and a port of its own', async () => {
    await expect(startEmbeddedEmulator({ port: 0, store: first, directory: dataDirectory })).rejects.toThrow(
      /^Another gateway is using the store .*gateway\.db and its embedded emulator\. .*GATEWAY_DB_PATH=\S+ PORT=0 npm start$/,
    );
  });
});

describe("the embedded emulator's state", () => {
  it('stays in the file it always had for the default store, so a checkout keeps its pair', () => {
    expect(embeddedEmulatorDbPath({ path: '.gateway-data/gateway.db' })).toBe(join('.emulator-data', 'gateway-emulator.db'));
    expect(embeddedEmulatorDbPath({})).toBe(join('.emulator-data', 'gateway-emulator.db'));
  });

  it('is private to a gateway whose store is private', () => {
    expect(embeddedEmulatorDbPath({ path: ':memory:' })).toBe(':memory:');
  });

  it('is one per PostgreSQL database for gateways that share one', () => {
    const shared = embeddedEmulatorDbPath({ url: 'postgres://postgres@127.0.0.1:5432/ramp' });
    expect(embeddedEmulatorDbPath({ url: 'postgres://postgres@127.0.0.1:5432/ramp', path: 'ignored.db' })).toBe(shared);
    expect(embeddedEmulatorDbPath({ url: 'postgres://postgres@127.0.0.1:5432/other' })).not.toBe(shared);
  });
});

describe("the emulator's database", () => {
  it('is held by one emulator at a time: a second on the same file is refused until the first closes', async () => {
    const dbPath = join(checkout, 'standalone', 'emulator.db');
    const holder = await startEmulator({ port: 0, dbPath });
    await expect(startEmulator({ port: 0, dbPath })).rejects.toThrow(`another emulator is using ${dbPath}`);
    await holder.close();
    const next = await startEmulator({ port: 0, dbPath });
    await next.close();
  });

  it('is released when the emulator cannot listen, so a retry on another port opens it', async () => {
    const dbPath = join(checkout, 'retry', 'emulator.db');
    const holder = await startEmulator({ port: 0 });
    const taken = Number(new URL(holder.url).port);
    await expect(startEmulator({ port: taken, dbPath })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    const retried = await startEmulator({ port: 0, dbPath });
    await retried.close();
    await holder.close();
  });
});
