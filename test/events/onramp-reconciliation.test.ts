// Reconciliation of B2B on-ramps over real HTTP (both profiles): with no webhook reaching the
// gateway, a subscriber still learns where to send the fiat and every later status, because the
// gateway reads the on-ramp back from the provider (GET /otc/onramp/{id}, the emulator's [ours] read).

import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { CreateOnrampDocument, LiveOnrampDocument } from '../generated/graphql.js';
import { ETHEREUM_ADDRESS } from '../gateway/support/fixtures.js';
import { execute, forceTransition, gatewayConfig, startLiveEmulator, subscribe, wsClient } from './support/live-harness.js';

let emulator: RunningEmulator;
let gateway: RunningGateway;
let client: Client;

beforeAll(async () => {
  // The provider's moves are the test's (its control API); its webhooks go nowhere.
  emulator = await startLiveEmulator();
  gateway = await startGateway({ ...gatewayConfig(emulator.url), reconcile: { intervalMs: 500, callsPerKeyPerMinute: 600, keyHoldMs: 60_000 } });
  client = wsClient(gateway, { 'ngnc-sec-key': emulator.testKey });
});

afterAll(async () => {
  await client?.dispose();
  await gateway?.close();
  await emulator?.close();
});

describe('an on-ramp whose webhooks never come', () => {
  it('reaches its subscriber as AWAITING_PAYMENT with the settlement account, then PROCESSING and COMPLETED, by reads', async () => {
    const input = {
      customerId: 'cust-reads',
      currency: 'NGN' as const,
      amount: '52000',
      stablecoin: 'USDC' as const,
      network: 'ETHEREUM' as const,
      walletAddress: ETHEREUM_ADDRESS,
      paymentAccount: { localBank: { accountNumber: '0123456789', accountName: 'Acme Trading Ltd', bankName: 'GTBank' } },
    };
    const created = (await execute(gateway, CreateOnrampDocument, { input }, emulator.testKey)).createOnramp.onramp!;
    const live = subscribe(client, LiveOnrampDocument, { id: created.id });
    try {
      expect((await live.next()).onrampUpdated).toMatchObject({ status: 'PENDING', settlementAccount: null });

      const given = await fetch(`${emulator.url}/_emulator/onramps/${encodeURIComponent(created.id)}/banking_details`, {
        method: 'POST',
        headers: { 'ngnc-sec-key': emulator.testKey },
      });
      expect(given.status).toBe(200);
      const awaiting = (await live.next()).onrampUpdated;
      expect(awaiting).toMatchObject({ status: 'AWAITING_PAYMENT', settlementAccount: { accountNumber: expect.stringMatching(/^\d{10}$/), reference: created.reference } });

      await forceTransition(emulator, 'onramp', created.id, 'processing');
      expect((await live.next()).onrampUpdated).toMatchObject({ status: 'PROCESSING', settlementAccount: awaiting.settlementAccount });
      await forceTransition(emulator, 'onramp', created.id, 'completed');
      expect((await live.next()).onrampUpdated).toMatchObject({ status: 'COMPLETED', settlementAccount: awaiting.settlementAccount });

      const reads = emulator.requestLog.entries().filter((entry) => entry.method === 'GET' && entry.path === `/otc/onramp/${created.id}`);
      expect(reads.length).toBeGreaterThanOrEqual(3);
    } finally {
      await live.close();
    }
  });
});
