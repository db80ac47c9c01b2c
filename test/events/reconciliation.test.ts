// Reconciliation over real HTTP: a gateway whose provider sends no webhooks at all (the emulator
// has no webhook target, as a provider sends none for test transactions or has given up on a lost
// one) still shows subscribers every status change, by reading the provider itself.

import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import {
  LiveEspTransactionsDocument,
  LiveOfframpDocument,
  LiveSetupEspOnrampDocument,
  LiveSetupOfframpDocument,
  SafetyEspOfframpDocument,
  SafetyMutationCandidateDocument,
} from '../generated/graphql.js';
import { codesOf, espOfframpInput, post, setFaults, uniqueAccountNumber, webhookDeliveries } from '../safety/support/safety-harness.js';
import { tempPostgres, type TempPostgres } from '../store/support/databases.js';
import {
  WEBHOOK_PATH,
  WEBHOOK_SECRET,
  eventually,
  execute,
  forceTransition,
  gatewayConfig,
  offrampInput,
  startLiveEmulator,
  subscribe,
  wsClient,
} from './support/live-harness.js';
import { emulatorProfile } from '../support/emulator-profile.js';

const INTERVAL_MS = 1_000;
const reconcile = (overrides: Partial<{ intervalMs: number; callsPerKeyPerMinute: number }> = {}) => ({
  intervalMs: INTERVAL_MS,
  callsPerKeyPerMinute: 600,
  keyHoldMs: 60_000,
  ...overrides,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function providerGets(emulator: RunningEmulator, prefix: string) {
  return emulator.requestLog.entries().filter((entry) => entry.method === 'GET' && entry.path.startsWith(prefix));
}

async function createOfframp(gateway: RunningGateway, key: string): Promise<string> {
  const data = await execute(gateway, LiveSetupOfframpDocument, { input: offrampInput() }, key);
  expect(data.createOfframp.userErrors).toEqual([]);
  return data.createOfframp.offramp!.id;
}

async function createEspOnramp(gateway: RunningGateway, key: string, amount = '40.00'): Promise<string> {
  const input = { currency: 'USD' as const, amount, bankName: 'Chase', accountNumber: '000111222', espAccount: { emailAddress: 'user@esp.example' } };
  const data = await execute(gateway, LiveSetupEspOnrampDocument, { input }, key);
  expect(data.createEspOnramp.userErrors).toEqual([]);
  return data.createEspOnramp.transaction!.id;
}

/** Whether `next` (a subscription's pending next result) stays unsettled for `ms`. */
async function quietFor<T>(next: Promise<T>, ms: number): Promise<boolean> {
  return Promise.race([next.then(() => false), sleep(ms).then(() => true)]);
}

describe('with webhooks off, the provider moving statuses by its own clock', () => {
  let emulator: RunningEmulator;
  let gateway: RunningGateway;
  let client: Client;

  beforeAll(async () => {
    emulator = await startLiveEmulator({ delays: { offrampProcessingMs: 1_500, offrampSettlementMs: 1_500, espSettlementMs: 2_000 } });
    gateway = await startGateway({ ...gatewayConfig(emulator.url), reconcile: reconcile() });
    client = wsClient(gateway, { 'ngnc-sec-key': emulator.testKey });
  });

  afterAll(async () => {
    await client?.dispose();
    await gateway?.close();
    await emulator?.close();
  });

  it('an offrampUpdated subscriber sees PENDING, PROCESSING, COMPLETED, and no webhook was sent', async () => {
    const id = await createOfframp(gateway, emulator.testKey);
    const feed = subscribe(client, LiveOfframpDocument, { id });
    expect((await feed.next()).offrampUpdated.status).toBe('PENDING');
    expect((await feed.next()).offrampUpdated.status).toBe('PROCESSING');
    expect((await feed.next()).offrampUpdated.status).toBe('COMPLETED');
    await feed.close();
    // The contract's provider records its events and finds no target; the documented one sends none for test data.
    const events = (await webhookDeliveries(emulator)).filter((delivery) => delivery.resource === `offramp:${id}`);
    expect(events.filter((delivery) => delivery.status !== 'no_target')).toEqual([]);
    expect(providerGets(emulator, `/otc/offramp/${id}`).length).toBeGreaterThan(0);

    // The key it read with is nowhere in the gateway's database, only its fingerprint.
    const tables = (await gateway.store.db.query("SELECT name FROM sqlite_master WHERE type = 'table'")).rows.map((row) => String(row.name));
    expect(tables).toContain('reconcile_keys');
    for (const table of tables) {
      const rows = JSON.stringify((await gateway.store.db.query(`SELECT * FROM ${table}`)).rows);
      expect(rows, table).not.toContain(emulator.testKey);
    }
  }, 15_000);

  it('an espTransactionUpdated subscriber sees an ESP transaction go from PENDING to COMPLETED', async () => {
    const feed = subscribe(client, LiveEspTransactionsDocument, { filter: { direction: 'ONRAMP' } });
    // The feed has no first state: a barrier subscription shows it is open before the creation.
    const barrier = subscribe(client, LiveOfframpDocument, { id: await createOfframp(gateway, emulator.testKey) });
    await barrier.next();
    await barrier.close();
    const id = await createEspOnramp(gateway, emulator.testKey);
    expect((await feed.next()).espTransactionUpdated).toMatchObject({ id, status: 'PENDING' });
    expect((await feed.next()).espTransactionUpdated).toMatchObject({ id, status: 'COMPLETED' });
    await feed.close();
  }, 15_000);
});

/**
 * The provider's event for the off-ramp's move to processing reaches the gateway only now: the
 * contract's provider recorded it without a target and sends it again on request; the documented
 * one sends none for test data, so the event is posted as it documents its webhooks.
 */
async function deliverLateWebhook(emulator: RunningEmulator, gateway: RunningGateway, id: string): Promise<void> {
  if (emulatorProfile === 'documented') {
    const body = JSON.stringify({ event: 'transaction_status_updated', payload: { transaction_id: id, transaction_status: 'Processing' } });
    const response = await fetch(`${gateway.url}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'bridge-webhook-secret': WEBHOOK_SECRET },
      body,
    });
    expect(response.status).toBe(200);
    return;
  }
  type Sent = { id: string; resource: string; status: string };
  const eventOf = async () => ((await webhookDeliveries(emulator)) as unknown as Sent[]).find((delivery) => delivery.resource === `offramp:${id}`);
  const late = await eventually(async () => {
    const delivery = await eventOf();
    return delivery?.status === 'no_target' ? delivery : undefined;
  }, 'the event to find no target');
  emulator.setWebhookTarget({ url: `${gateway.url}${WEBHOOK_PATH}`, secret: WEBHOOK_SECRET });
  const resend = await fetch(`${emulator.url}/_emulator/deliveries/${late.id}/resend`, { method: 'POST', headers: { 'ngnc-sec-key': emulator.testKey } });
  expect(resend.status).toBe(200);
  await eventually(async () => ((await eventOf())?.status === 'delivered' ? true : undefined), 'the late webhook to be delivered');
}

describe('reconciliation beside webhooks', () => {
  let emulator: RunningEmulator;
  let gateway: RunningGateway;
  let client: Client;

  beforeAll(async () => {
    emulator = await startLiveEmulator();
    gateway = await startGateway({ ...gatewayConfig(emulator.url), reconcile: reconcile() });
    client = wsClient(gateway, { 'ngnc-sec-key': emulator.testKey });
  });

  afterAll(async () => {
    await client?.dispose();
    await gateway?.close();
    await emulator?.close();
  });

  it('delivers a status once when reconciliation found it and its webhook comes late', async () => {
    const id = await createOfframp(gateway, emulator.testKey);
    const feed = subscribe(client, LiveOfframpDocument, { id });
    expect((await feed.next()).offrampUpdated.status).toBe('PENDING');
    await forceTransition(emulator, 'offramp', id, 'processing');
    expect((await feed.next()).offrampUpdated.status).toBe('PROCESSING');

    await deliverLateWebhook(emulator, gateway, id);
    const afterProcessing = feed.next();
    expect(await quietFor(afterProcessing, 2 * INTERVAL_MS)).toBe(true);

    // Both ways learn of the next change: still one message.
    await forceTransition(emulator, 'offramp', id, 'completed');
    expect((await afterProcessing).offrampUpdated.status).toBe('COMPLETED');
    expect(await quietFor(feed.next(), 2 * INTERVAL_MS)).toBe(true);
    await feed.close();
  }, 20_000);

  it('offers an unknown ESP off-ramp outcome its candidate with no client listing', async () => {
    await setFaults(emulator, { afterProcessing: { answer: 502 }, pathPrefix: '/transactions/v2/esp_offramp' });
    const input = espOfframpInput(uniqueAccountNumber(), `key-${uniqueAccountNumber()}`);
    try {
      expect(codesOf(await post(gateway, emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
    } finally {
      await setFaults(emulator, null);
    }
    const outcome = await eventually(async () => {
      const result = await post(gateway, emulator, SafetyMutationCandidateDocument, { operation: 'CREATE_ESP_OFFRAMP', idempotencyKey: input.idempotencyKey! });
      return result.data?.mutationOutcome?.state === 'CANDIDATE' ? result.data.mutationOutcome : undefined;
    }, 'the unknown outcome to be offered its candidate', 400);
    expect(outcome.candidateId).toMatch(/^esp_/);
    expect(codesOf(await post(gateway, emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
  }, 20_000);

  it('keeps to the per-key budget of provider calls', async () => {
    const limited = await startGateway({ ...gatewayConfig(emulator.url), reconcile: reconcile({ intervalMs: 300, callsPerKeyPerMinute: 3 }) });
    try {
      const key = emulator.liveKey;
      for (let i = 0; i < 4; i++) await createOfframp(limited, key);
      emulator.requestLog.clear();
      await sleep(3_000);
      const reads = providerGets(emulator, '/otc/offramp/').filter((entry) => entry.key === 'live');
      expect(reads.length).toBeGreaterThan(0);
      expect(reads.length).toBeLessThanOrEqual(3);
    } finally {
      await limited.close();
    }
  }, 15_000);
});

describe('a provider with no read for a resource', () => {
  let emulator: RunningEmulator;
  let gateway: RunningGateway;

  beforeAll(async () => {
    emulator = await startLiveEmulator();
    gateway = await startGateway({ ...gatewayConfig(emulator.url), reconcile: reconcile({ intervalMs: 200 }) });
  });

  afterAll(async () => {
    await gateway?.close();
    await emulator?.close();
  });

  it('backs off from a read answered 404 instead of asking every pass, and counts it', async () => {
    const id = await createOfframp(gateway, emulator.testKey);
    // The provider forgets every record: the off-ramp the gateway waits on now reads 404, as on a provider without the read.
    const reset = await fetch(`${emulator.url}/_emulator/reset`, { method: 'POST', headers: { 'ngnc-sec-key': emulator.testKey } });
    expect(reset.status).toBe(200);
    await sleep(3_000);
    const reads = providerGets(emulator, `/otc/offramp/${id}`);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((entry) => entry.status === 404)).toBe(true);
    // Every pass (15 in that time) would have asked; doubling back-offs from the interval ask about four times.
    expect(reads.length).toBeLessThanOrEqual(6);
    const noReads = (await gateway.operations.metrics.reconcileReads.get()).values.find(
      (value) => value.labels.kind === 'offramp' && value.labels.outcome === 'no_read',
    );
    expect(noReads?.value).toBe(reads.length);
  }, 15_000);
});

describe('a key waiting on more resources than a pass asks for', () => {
  let emulator: RunningEmulator;
  let gateway: RunningGateway;

  beforeAll(async () => {
    emulator = await startLiveEmulator();
    gateway = await startGateway({ ...gatewayConfig(emulator.url), reconcile: { ...reconcile({ intervalMs: 200 }), workLimit: 2 } });
  });

  afterAll(async () => {
    await gateway?.close();
    await emulator?.close();
  });

  it('has each read in turn: the newest gets its change while the oldest stay unchanged', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await createOfframp(gateway, emulator.testKey));
    await forceTransition(emulator, 'offramp', ids[2]!, 'processing');
    const status = await eventually(async () => {
      const known = await gateway.store.statuses.get('test', 'offramp', ids[2]!);
      return known?.status === 'processing' ? known.status : undefined;
    }, 'the newest off-ramp read PROCESSING');
    expect(status).toBe('processing');
    expect(providerGets(emulator, `/otc/offramp/${ids[2]}`).length).toBeGreaterThan(0);
  }, 15_000);
});

describe('two gateway instances on one PostgreSQL database', () => {
  let database: TempPostgres;
  let emulator: RunningEmulator;
  let first: RunningGateway;
  let second: RunningGateway;

  beforeAll(async () => {
    database = await tempPostgres();
    emulator = await startLiveEmulator();
    const config = { ...gatewayConfig(emulator.url, {}, { url: database.url }), reconcile: reconcile() };
    first = await startGateway(config);
    second = await startGateway(config);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await emulator?.close();
    await database?.drop();
  });

  it('read the provider for one key once per interval, not once per instance', async () => {
    // Both instances hold the key: each created a transaction that stays pending.
    await createEspOnramp(first, emulator.testKey, '41.00');
    await createEspOnramp(second, emulator.testKey, '42.00');
    await sleep(2 * INTERVAL_MS);
    emulator.requestLog.clear();
    const seconds = 6;
    await sleep(seconds * INTERVAL_MS);
    const listings = providerGets(emulator, '/transactions/v2/esp_transactions');
    // One pass per interval, give or take the jitter; two instances each on their own would make twice as many.
    expect(listings.length).toBeGreaterThanOrEqual(seconds - 2);
    expect(listings.length).toBeLessThanOrEqual(seconds + 1);
    const passes = async (gateway: RunningGateway) => (await gateway.operations.metrics.reconcilePasses.get()).values;
    const outcomes = [...(await passes(first)), ...(await passes(second))].filter((value) => value.value > 0).map((value) => value.labels.outcome);
    expect(outcomes).toContain('ran');
    expect(outcomes.some((outcome) => outcome === 'not_due' || outcome === 'locked')).toBe(true);
  }, 20_000);
});
