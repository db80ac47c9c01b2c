// An ESP transaction someone waits on, with more than ten pages of newer transactions listed
// before it the same day: reconciliation reads on, pass after pass, until it reaches it, however
// many pages come first, within the key's budget per pass.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { LiveSetupEspOfframpDocument } from '../generated/graphql.js';
import { eventually, execute, forceTransition, gatewayConfig, startLiveEmulator } from './support/live-harness.js';

let emulator: RunningEmulator;
let gateway: RunningGateway;

beforeAll(async () => {
  // No webhook target: the status can only be learnt by reading the provider.
  emulator = await startLiveEmulator();
  // Ten calls a pass (600 a minute over passes of a second): at most ten listing pages each.
  gateway = await startGateway({ ...gatewayConfig(emulator.url), reconcile: { intervalMs: 1_000, callsPerKeyPerMinute: 600, keyHoldMs: 3_600_000 } });
});

afterAll(async () => {
  await gateway?.close();
  await emulator?.close();
});

const listingReads = () => emulator.requestLog.entries().filter((entry) => entry.method === 'GET' && entry.path === '/transactions/v2/esp_transactions');

describe('reconciliation of an ESP transaction behind many newer ones', () => {
  it('reads past the first ten pages to the transaction waited on, and learns its status', async () => {
    const created = await execute(
      gateway,
      LiveSetupEspOfframpDocument,
      { input: { currency: 'USD', amount: '75.00', bankName: 'Chase', accountNumber: '000111222', espAccount: { chatUsername: 'esp_user' } } },
      emulator.testKey,
    );
    const id = created.createEspOfframp.transaction!.id;
    const newer = await fetch(`${emulator.url}/_emulator/esp_transactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': emulator.testKey },
      body: JSON.stringify({ count: 1_100 }),
    });
    expect(newer.status).toBe(200);
    await forceTransition(emulator, 'esp_transaction', id, 'Completed');
    emulator.requestLog.clear();

    await eventually(
      async () => ((await gateway.store.statuses.get('test', 'esp_transaction', id))?.status === 'Completed' ? true : undefined),
      'the completed status, read from the provider',
      400,
    );
    const pages = listingReads().map((entry) => Number(entry.query.page));
    expect(Math.max(...pages)).toBeGreaterThan(10);
  });
});
