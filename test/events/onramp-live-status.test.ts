// Live status of B2B on-ramps over real HTTP and a real WebSocket: the emulator's own webhooks
// (contract profile, test data) reach the gateway, whose subscribers, event log and reads see the
// settlement account arrive (AWAITING_PAYMENT) and stay through the later statuses.

import { describe, expect, it } from 'vitest';
import { LEGACY_SECRET_HEADER } from '../../src/status/ingest/webhook-signature.js';
import { CreateOnrampDocument, LiveOnrampDocument, OnrampStatusDocument } from '../generated/graphql.js';
import { ETHEREUM_ADDRESS } from '../gateway/support/fixtures.js';
import { statusesOf, waitForEvents } from './support/event-log.js';
import { WEBHOOK_PATH, WEBHOOK_SECRET, execute, forceTransition, subscribe } from './support/live-harness.js';
import { useLivePair } from './support/live-pair.js';
import { onrampInput } from '../gateway/support/onramps.js';

const pair = useLivePair({ wsClient: true });

const input = (amount: string) => onrampInput({ customerId: 'cust-live', amount });

async function sendBankingDetails(id: string): Promise<{ account_number: string; bank_name: string; account_name: string; reference: string }> {
  const response = await fetch(`${pair.emulator.url}/_emulator/onramps/${encodeURIComponent(id)}/banking_details`, {
    method: 'POST',
    headers: { 'ngnc-sec-key': pair.emulator.testKey },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { banking_details: { account_number: string; bank_name: string; account_name: string; reference: string } }).banking_details;
}

describe('onrampUpdated', () => {
  it('yields PENDING, then the settlement account as AWAITING_PAYMENT, then PROCESSING keeping the account', async () => {
    const created = (await execute(pair.gateway, CreateOnrampDocument, { input: input('55000') }, pair.emulator.testKey)).createOnramp.onramp!;
    const live = subscribe(pair.client, LiveOnrampDocument, { id: created.id });
    try {
      const first = (await live.next()).onrampUpdated;
      expect(first).toMatchObject({ id: created.id, status: 'PENDING', settlementAccount: null });

      const details = await sendBankingDetails(created.id);
      const awaiting = (await live.next()).onrampUpdated;
      expect(awaiting).toMatchObject({
        id: created.id,
        status: 'AWAITING_PAYMENT',
        walletAddress: ETHEREUM_ADDRESS,
        settlementAccount: { bankName: details.bank_name, accountName: details.account_name, accountNumber: details.account_number, reference: created.reference },
      });

      await forceTransition(pair.emulator, 'onramp', created.id, 'processing');
      const processing = (await live.next()).onrampUpdated;
      expect(processing).toMatchObject({ status: 'PROCESSING', settlementAccount: awaiting.settlementAccount });

      const read = (await execute(pair.gateway, OnrampStatusDocument, { id: created.id }, pair.emulator.testKey)).onramp;
      expect(read).toEqual(processing);
    } finally {
      await live.close();
    }
  });

  it('is refused for an on-ramp the key has not created through the gateway', async () => {
    const foreign = subscribe(pair.client, LiveOnrampDocument, { id: 'otc_not_seen_here' });
    const result = await foreign.nextResult();
    expect(result?.errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
    await foreign.close();
  });
});

describe('banking_details_received', () => {
  it('without an account to pay leaves the on-ramp PENDING, its read and its events agreeing', async () => {
    const created = (await execute(pair.gateway, CreateOnrampDocument, { input: input('57000') }, pair.emulator.testKey)).createOnramp.onramp!;
    const delivery = {
      event: 'banking_details_received',
      payload: { transaction_id: created.id, type: 'onramp', reference: created.reference, amount: 57000, stables: 'USDC', transaction_status: 'Pending', account_number: ' ', bank_name: null },
    };
    const response = await fetch(`${pair.gateway.url}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [LEGACY_SECRET_HEADER]: WEBHOOK_SECRET },
      body: JSON.stringify(delivery),
    });
    expect(response.status).toBe(200);
    const read = (await execute(pair.gateway, OnrampStatusDocument, { id: created.id }, pair.emulator.testKey)).onramp;
    expect(read).toMatchObject({ status: 'PENDING', settlementAccount: null });
    expect((await pair.gateway.store.statuses.get('test', 'onramp', created.id))?.status).toBe('pending');
  });
});

describe('the event log', () => {
  it('lists the on-ramp’s moves under the ONRAMP kind, naming the on-ramp, whose read has its settlement account', async () => {
    const created = (await execute(pair.gateway, CreateOnrampDocument, { input: input('56000') }, pair.emulator.testKey)).createOnramp.onramp!;
    const details = await sendBankingDetails(created.id);
    await forceTransition(pair.emulator, 'onramp', created.id, 'processing');
    await forceTransition(pair.emulator, 'onramp', created.id, 'completed');
    const events = await waitForEvents(pair.gateway, pair.emulator.testKey, { kinds: ['ONRAMP'], resourceIds: [created.id] }, 4);
    expect(statusesOf(events)).toEqual([
      [null, 'PENDING'],
      ['PENDING', 'AWAITING_PAYMENT'],
      ['AWAITING_PAYMENT', 'PROCESSING'],
      ['PROCESSING', 'COMPLETED'],
    ]);
    expect(events.every((edge) => edge.node.kind === 'ONRAMP')).toBe(true);
    expect(events.every((edge) => edge.node.resourceId === created.id)).toBe(true);
    const read = (await execute(pair.gateway, OnrampStatusDocument, { id: created.id }, pair.emulator.testKey)).onramp;
    expect(read?.status).toBe('COMPLETED');
    expect(read?.settlementAccount?.accountNumber).toBe(details.account_number);
  });
});
