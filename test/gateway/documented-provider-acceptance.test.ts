// The gateway pointed at the provider as its public documentation shows it (the emulator's
// documented profile, whichever profile the rest of the run plays): a server key of the
// documented shape and no configured prefixes, so the gateway cannot tell its data set; 201
// creations; a customer in "USA"; the off-ramp's transaction hash and a BRL wallet; and a
// subscriber who sees an off-ramp and an ESP transaction reach their final statuses, once through
// the provider's documented webhooks and once, with webhooks off, through reconciliation.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { WEBHOOK_PATH, WEBHOOK_SECRET, execute, offrampInput, subscribe, uniqueSuffix, wsClient } from '../events/support/live-harness.js';
import {
  CreateOfframpForNextStepDocument,
  LiveEspTransactionsDocument,
  LiveOfframpDocument,
  LiveSetupBusinessCustomerDocument,
  LiveSetupEspOfframpDocument,
  RegisterBrlWalletDocument,
  SubmitOfframpTransactionHashDocument,
  ViewerDocument,
} from '../generated/graphql.js';
import { tempSqliteStore } from '../store/support/databases.js';

const EVM_HASH = `0x${'7c'.repeat(32)}`;
const POLYGON_WALLET = '0x52908400098527886e0f7030069857d2e4169ee7';
const FAR = 3_600_000;

async function documentedProvider(): Promise<RunningEmulator> {
  return startEmulator({
    port: 0,
    profile: 'documented',
    webhookSecret: WEBHOOK_SECRET,
    webhookRetryScheduleMs: [20, 50],
    // An off-ramp waits for its transaction hash, then settles; an ESP transaction settles by the clock.
    delays: { offrampProcessingMs: FAR, offrampSettlementMs: 400, espSettlementMs: 400, kybReviewMs: FAR, brlTicketTtlMs: FAR },
  });
}

async function documentedGateway(emulator: RunningEmulator, reconcileIntervalMs: number): Promise<RunningGateway> {
  return startGateway({
    port: 0,
    host: '127.0.0.1',
    nodeEnv: 'test',
    rampBaseUrl: emulator.url,
    // The provider's live key: the documented provider sends webhooks for live data only.
    rampApiKey: emulator.liveKey,
    upstreamTimeoutMs: 5_000,
    upstreamConnections: 8,
    upstreamGetRetries: 2,
    upstreamRetryBaseMs: 5,
    connectionMaxPageSize: 100,
    logLevel: 'silent',
    store: tempSqliteStore(),
    liveStatus: { webhookSecrets: [WEBHOOK_SECRET] },
    ...(reconcileIntervalMs > 0 && { reconcile: { intervalMs: reconcileIntervalMs, callsPerKeyPerMinute: 600, keyHoldMs: 60_000 } }),
  });
}

/** Everything a business does with the documented provider, up to its off-ramp and ESP transaction settling. */
async function payOutAndWatch(gateway: RunningGateway, emulator: RunningEmulator): Promise<void> {
  const key = emulator.liveKey;
  expect((await execute(gateway, ViewerDocument, {}, key)).viewer.mode).toBe('UNKNOWN');

  const customer = (
    await execute(
      gateway,
      LiveSetupBusinessCustomerDocument,
      {
        input: {
          name: `Acme Corp ${uniqueSuffix()}`,
          email: 'ops@acme.example',
          phoneNumber: '+1-555-0123',
          registeredAddress: '1 Main St, Springfield',
          registeredCountry: 'USA',
          idempotencyKey: `customer-${uniqueSuffix()}`,
        },
      },
      key,
    )
  ).createBusinessCustomer;
  expect(customer.userErrors).toEqual([]);
  expect(customer.businessCustomer).toMatchObject({ verificationStatus: 'PENDING', kybLink: expect.stringMatching(/\/kyb\//) });

  const wallet = (await execute(gateway, RegisterBrlWalletDocument, { input: { walletAddress: POLYGON_WALLET, userName: 'Ana Souza', idempotencyKey: `wallet-${uniqueSuffix()}` } }, key))
    .registerBrlWallet;
  expect(wallet).toEqual({ walletId: expect.any(String), userErrors: [] });

  const created = (await execute(gateway, CreateOfframpForNextStepDocument, { input: { ...offrampInput(), idempotencyKey: `offramp-${uniqueSuffix()}` } }, key)).createOfframp;
  expect(created.userErrors).toEqual([]);
  const offramp = created.offramp!;
  expect(offramp).toMatchObject({ status: 'PENDING', network: 'ETHEREUM', depositAddress: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) });
  expect(emulator.requestLog.entries().filter((entry) => entry.path === '/otc/offramp').map((entry) => entry.status)).toEqual([201]);

  const client: Client = wsClient(gateway, { 'ngnc-sec-key': key });
  try {
    const offrampFeed = subscribe(client, LiveOfframpDocument, { id: offramp.id });
    expect((await offrampFeed.next()).offrampUpdated.status).toBe('PENDING');
    const submitted = (
      await execute(gateway, SubmitOfframpTransactionHashDocument, { input: { offrampId: offramp.id, transactionHash: EVM_HASH, idempotencyKey: `pop-${uniqueSuffix()}` } }, key)
    ).submitOfframpTransactionHash;
    expect(submitted).toMatchObject({ offramp: { id: offramp.id, status: 'PROCESSING' }, userErrors: [] });
    expect((await offrampFeed.next()).offrampUpdated.status).toBe('PROCESSING');
    expect((await offrampFeed.next()).offrampUpdated.status).toBe('COMPLETED');
    await offrampFeed.close();

    const espFeed = subscribe(client, LiveEspTransactionsDocument, {});
    const esp = (
      await execute(
        gateway,
        LiveSetupEspOfframpDocument,
        { input: { currency: 'USD', amount: '40', bankName: 'Chase', accountNumber: `0009${Date.now() % 1_000_000}`, espAccount: { chatUsername: 'acme_ops' }, idempotencyKey: `esp-${uniqueSuffix()}` } },
        key,
      )
    ).createEspOfframp;
    expect(esp.userErrors).toEqual([]);
    const id = esp.transaction!.id;
    const statuses: string[] = [];
    while (!statuses.includes('COMPLETED')) {
      const update = (await espFeed.next()).espTransactionUpdated;
      if (update.id === id) statuses.push(update.status);
    }
    expect(statuses.at(-1)).toBe('COMPLETED');
    await espFeed.close();
  } finally {
    await client.dispose();
  }
}

describe('a gateway over the provider as documented, with a key of its documented shape', () => {
  describe('with the provider’s documented webhooks', () => {
    let emulator: RunningEmulator;
    let gateway: RunningGateway;

    beforeAll(async () => {
      emulator = await documentedProvider();
      gateway = await documentedGateway(emulator, 0);
      emulator.setWebhookTarget({ url: `${gateway.url}${WEBHOOK_PATH}`, secret: WEBHOOK_SECRET });
    });

    afterAll(async () => {
      await gateway?.close();
      await emulator?.close();
    });

    it('creates, submits the hash, registers a wallet, and a subscriber sees the off-ramp and the ESP transaction settle through webhooks', async () => {
      await payOutAndWatch(gateway, emulator);
      const sent = emulator.requestLog.entries().filter((entry) => entry.method === 'GET' && entry.path.startsWith('/otc/offramp/'));
      expect(sent).toEqual([]);
    }, 20_000);
  });

  describe('with webhooks off, read back by reconciliation', () => {
    let emulator: RunningEmulator;
    let gateway: RunningGateway;

    beforeAll(async () => {
      emulator = await documentedProvider();
      gateway = await documentedGateway(emulator, 300);
    });

    afterAll(async () => {
      await gateway?.close();
      await emulator?.close();
    });

    it('creates, submits the hash, registers a wallet, and a subscriber sees the off-ramp and the ESP transaction settle with no webhook', async () => {
      await payOutAndWatch(gateway, emulator);
      const reads = emulator.requestLog.entries().filter((entry) => entry.method === 'GET' && entry.path.startsWith('/otc/offramp/'));
      expect(reads.length).toBeGreaterThan(0);
    }, 20_000);
  });
});
