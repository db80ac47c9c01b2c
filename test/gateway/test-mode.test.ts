// The test-mode helpers over real HTTP: a frontend moves test resources to the status a screen
// needs through the gateway, against the real emulator, and sees the change in queries and
// subscriptions; a live key is refused, and a production gateway has no such mutations.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvironment } from '../../src/config.js';
import {
  BusinessCustomerDocument,
  CreateBrlOnrampTicketDocument,
  CreateBusinessCustomerDocument,
  CreateEspOfframpDocument,
  CreateOfframpDocument,
  EspTransactionsDocument,
  LiveBrlTicketDocument,
  LiveOfframpDocument,
  LiveOfframpStatusDocument,
  TestDecideKybReviewDocument,
  TestExpireBrlTicketDocument,
  TestMoveEspTransactionDocument,
  TestMoveOfframpDocument,
  TestPayBrlTicketDocument,
  type CreateOfframpInput,
} from '../generated/graphql.js';
import { subscribe, wsClient } from '../events/support/live-harness.js';
import { ABA_ROUTING_NUMBER, ETHEREUM_ADDRESS } from './support/fixtures.js';
import { dataOf, errorCodes, startHarness, type Harness } from './support/harness.js';

const FAR = 3_600_000;
const STILL = { offrampProcessingMs: FAR, offrampSettlementMs: FAR, espSettlementMs: FAR, kybReviewMs: FAR };

let harness: Harness;
let ws: Client;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

beforeAll(async () => {
  harness = await startHarness({ emulator: { delays: STILL } });
  ws = wsClient(harness.gateway, { 'ngnc-sec-key': harness.emulator.testKey });
});

afterAll(async () => {
  await ws?.dispose();
  await harness?.close();
});

const offrampInput = (amount = '100'): CreateOfframpInput => ({
  customerId: `cust-${unique()}`,
  currency: 'USD',
  amount,
  stablecoin: 'USDC',
  network: 'ETHEREUM',
  walletAddress: ETHEREUM_ADDRESS,
  payoutAccount: { ach: { accountNumber: '123456789', routingNumber: ABA_ROUTING_NUMBER, accountName: 'Acme Inc' } },
});

async function createOfframp(): Promise<string> {
  const payload = dataOf(await harness.execute(CreateOfframpDocument, { input: offrampInput() })).createOfframp;
  expect(payload.userErrors).toEqual([]);
  return payload.offramp!.id;
}

async function createEspOfframp(): Promise<string> {
  const input = { currency: 'KES' as const, amount: '25.5', bankName: 'Equity', accountNumber: '0011223344', espAccount: { chatUsername: '@alice_w' } };
  const payload = dataOf(await harness.execute(CreateEspOfframpDocument, { input })).createEspOfframp;
  expect(payload.userErrors).toEqual([]);
  return payload.transaction!.id;
}

async function createTicket(): Promise<string> {
  const payload = dataOf(await harness.execute(CreateBrlOnrampTicketDocument, { input: { amount: '100', walletId: 'wallet-42' } })).createBrlOnrampTicket;
  expect(payload.userErrors).toEqual([]);
  return payload.ticket!.id;
}

async function createCustomer(): Promise<string> {
  const input = {
    name: `Acme Trading ${unique()}`,
    email: 'ops@acme.example',
    phoneNumber: '+2348012345678',
    registeredAddress: '1 Marina Road, Lagos',
    registeredCountry: 'NG',
    idempotencyKey: `idem-${unique()}`,
  };
  const payload = dataOf(await harness.execute(CreateBusinessCustomerDocument, { input })).createBusinessCustomer;
  expect(payload.userErrors).toEqual([]);
  return payload.businessCustomer!.id;
}

const controlCalls = () => harness.emulator.requestLog.entries().filter((entry) => entry.path.startsWith('/_emulator'));

describe('testMoveOfframp', () => {
  it('moves a test off-ramp to COMPLETED through PROCESSING, seen by its subscription and the offramp query', async () => {
    const id = await createOfframp();
    const feed = subscribe(ws, LiveOfframpDocument, { id });
    expect((await feed.next()).offrampUpdated.status).toBe('PENDING');

    const payload = dataOf(await harness.execute(TestMoveOfframpDocument, { input: { id, status: 'COMPLETED' } })).testMoveOfframp;
    expect(payload.userErrors).toEqual([]);
    expect(payload.offramp).toMatchObject({ id, status: 'COMPLETED', amount: '100.000000', payoutAmount: '100.00' });

    expect((await feed.next()).offrampUpdated.status).toBe('PROCESSING');
    expect((await feed.next()).offrampUpdated.status).toBe('COMPLETED');
    await feed.close();
    expect(dataOf(await harness.execute(LiveOfframpStatusDocument, { id })).offramp?.status).toBe('COMPLETED');
  });

  it('moves a pending off-ramp straight to FAILED (no funds), as the provider can', async () => {
    const id = await createOfframp();
    const payload = dataOf(await harness.execute(TestMoveOfframpDocument, { input: { id, status: 'FAILED' } })).testMoveOfframp;
    expect(payload.offramp?.status).toBe('FAILED');
  });

  it('refuses a move out of a final status, or back to PENDING, with ILLEGAL_TRANSITION on input.status', async () => {
    const id = await createOfframp();
    dataOf(await harness.execute(TestMoveOfframpDocument, { input: { id, status: 'COMPLETED' } }));
    const out = dataOf(await harness.execute(TestMoveOfframpDocument, { input: { id, status: 'FAILED' } })).testMoveOfframp;
    expect(out.offramp).toBeNull();
    expect(out.userErrors).toEqual([{ field: ['input', 'status'], code: 'ILLEGAL_TRANSITION', message: expect.stringContaining('cannot move to FAILED') }]);
    expect(out.userErrors[0]!.message).toContain('PENDING → PROCESSING or FAILED; PROCESSING → COMPLETED or FAILED');

    harness.emulator.requestLog.clear();
    const back = dataOf(await harness.execute(TestMoveOfframpDocument, { input: { id, status: 'PENDING' } })).testMoveOfframp;
    expect(back.userErrors.map((error) => error.code)).toEqual(['ILLEGAL_TRANSITION']);
    expect(controlCalls()).toEqual([]);
  });

  it('answers NOT_FOUND on input.id for an id the test data does not have', async () => {
    const payload = dataOf(await harness.execute(TestMoveOfframpDocument, { input: { id: 'otc_nope', status: 'COMPLETED' } })).testMoveOfframp;
    expect(payload.userErrors).toEqual([{ field: ['input', 'id'], code: 'NOT_FOUND', message: 'There is no off-ramp otc_nope in the test data of this key.' }]);
  });
});

describe('testMoveEspTransaction', () => {
  it('moves a test ESP off-ramp to CANCELLED, which the listing then shows', async () => {
    const id = await createEspOfframp();
    const payload = dataOf(await harness.execute(TestMoveEspTransactionDocument, { input: { id, status: 'CANCELLED' } })).testMoveEspTransaction;
    expect(payload.userErrors).toEqual([]);
    expect(payload.transaction).toMatchObject({ id, direction: 'OFFRAMP', status: 'CANCELLED', amount: '25.500000', payoutAmount: '3294.60' });

    const listed = dataOf(await harness.execute(EspTransactionsDocument, { filter: { status: 'CANCELLED' }, first: 100 })).espTransactions;
    expect(listed.edges.map((edge) => edge.node.id)).toContain(id);
  });

  it('refuses a second move of a settled transaction', async () => {
    const id = await createEspOfframp();
    dataOf(await harness.execute(TestMoveEspTransactionDocument, { input: { id, status: 'COMPLETED' } }));
    const again = dataOf(await harness.execute(TestMoveEspTransactionDocument, { input: { id, status: 'FAILED' } })).testMoveEspTransaction;
    expect(again.userErrors.map((error) => [error.field, error.code])).toEqual([[['input', 'status'], 'ILLEGAL_TRANSITION']]);
  });
});

describe('testPayBrlTicket and testExpireBrlTicket', () => {
  it('pays an active ticket, with its BRL amount, and its subscription follows', async () => {
    const id = await createTicket();
    const feed = subscribe(ws, LiveBrlTicketDocument, { id });
    expect((await feed.next()).brlTicketUpdated.status).toBe('ACTIVE');

    const payload = dataOf(await harness.execute(TestPayBrlTicketDocument, { input: { id } })).testPayBrlTicket;
    expect(payload.userErrors).toEqual([]);
    expect(payload.ticket).toMatchObject({ id, status: 'PAID', paidAmount: '535.00' });
    expect((await feed.next()).brlTicketUpdated).toMatchObject({ status: 'PAID', paidAmount: '535.00' });
    await feed.close();

    const twice = dataOf(await harness.execute(TestPayBrlTicketDocument, { input: { id } })).testPayBrlTicket;
    expect(twice.userErrors.map((error) => error.code)).toEqual(['ILLEGAL_TRANSITION']);
  });

  it('expires an active ticket at once', async () => {
    const id = await createTicket();
    const payload = dataOf(await harness.execute(TestExpireBrlTicketDocument, { input: { id } })).testExpireBrlTicket;
    expect(payload.ticket).toMatchObject({ id, status: 'EXPIRED', paidAmount: null });
    const pay = dataOf(await harness.execute(TestPayBrlTicketDocument, { input: { id } })).testPayBrlTicket;
    expect(pay.userErrors.map((error) => error.code)).toEqual(['ILLEGAL_TRANSITION']);
  });
});

describe('testDecideKybReview', () => {
  it('decides the review of a customer whose form is not in yet, through IN_REVIEW; businessCustomer then shows it', async () => {
    const id = await createCustomer();
    const payload = dataOf(await harness.execute(TestDecideKybReviewDocument, { input: { id, decision: 'REJECTED' } })).testDecideKybReview;
    expect(payload.userErrors).toEqual([]);
    expect(payload.businessCustomer).toMatchObject({ id, verificationStatus: 'REJECTED', kybLink: null });
    expect(dataOf(await harness.execute(BusinessCustomerDocument, { id })).businessCustomer?.verificationStatus).toBe('REJECTED');

    const change = dataOf(await harness.execute(TestDecideKybReviewDocument, { input: { id, decision: 'APPROVED' } })).testDecideKybReview;
    expect(change.userErrors).toEqual([
      { field: ['input', 'decision'], code: 'ILLEGAL_TRANSITION', message: expect.stringContaining('cannot move to APPROVED from REJECTED') },
    ]);
  });

  it('asks for more information with a fresh link, then approves once the customer is back in review', async () => {
    const id = await createCustomer();
    const more = dataOf(await harness.execute(TestDecideKybReviewDocument, { input: { id, decision: 'MORE_INFO' } })).testDecideKybReview;
    expect(more.businessCustomer).toMatchObject({ verificationStatus: 'MORE_INFO', kybLink: expect.stringContaining('/kyb/') });
    const approved = dataOf(await harness.execute(TestDecideKybReviewDocument, { input: { id, decision: 'APPROVED' } })).testDecideKybReview;
    expect(approved.businessCustomer?.verificationStatus).toBe('APPROVED');
  });

  it('answers NOT_FOUND for an unknown customer', async () => {
    const payload = dataOf(await harness.execute(TestDecideKybReviewDocument, { input: { id: 'cus_nope', decision: 'APPROVED' } })).testDecideKybReview;
    expect(payload.userErrors.map((error) => [error.field, error.code])).toEqual([[['input', 'id'], 'NOT_FOUND']]);
  });
});

describe('with a live key', () => {
  it('refuses every helper as FORBIDDEN, saying why, without calling the provider', async () => {
    const key = harness.emulator.liveKey;
    harness.emulator.requestLog.clear();
    const results = [
      await harness.execute(TestMoveOfframpDocument, { input: { id: 'otc_1', status: 'COMPLETED' } }, { key }),
      await harness.execute(TestMoveEspTransactionDocument, { input: { id: 'esp_1', status: 'COMPLETED' } }, { key }),
      await harness.execute(TestPayBrlTicketDocument, { input: { id: 'brl1' } }, { key }),
      await harness.execute(TestExpireBrlTicketDocument, { input: { id: 'brl1' } }, { key }),
      await harness.execute(TestDecideKybReviewDocument, { input: { id: 'cus_1', decision: 'APPROVED' } }, { key }),
    ];
    for (const result of results) {
      expect(errorCodes(result)).toEqual(['FORBIDDEN']);
      expect(result.errors?.[0]?.message).toMatch(/test key only: a live key moves real money/);
    }
    expect(controlCalls()).toEqual([]);
  });
});

describe('in production', () => {
  it('leaves the helpers out of the schema unless GRAPHQL_TEST_HELPERS turns them on', async () => {
    const off = await startHarness({ gateway: { nodeEnv: 'production' } });
    const on = await startHarness({ gateway: { nodeEnv: 'production', testHelpers: true } });
    try {
      const absent = await off.execute(TestMoveOfframpDocument, { input: { id: 'otc_1', status: 'COMPLETED' } });
      expect(new Set(errorCodes(absent))).toEqual(new Set(['GRAPHQL_VALIDATION_FAILED']));
      expect(absent.errors?.map((error) => error.message)).toContain('Cannot query field "testMoveOfframp" on type "Mutation".');
      const present = await on.execute(TestMoveOfframpDocument, { input: { id: 'otc_1', status: 'COMPLETED' } });
      expect(dataOf(present).testMoveOfframp.userErrors.map((error) => error.code)).toEqual(['NOT_FOUND']);
    } finally {
      await off.close();
      await on.close();
    }
  });

  it('reads GRAPHQL_TEST_HELPERS: on by default except in production, true or false when set', () => {
    expect(readEnvironment({}).testHelpers).toBe(true);
    expect(readEnvironment({ NODE_ENV: 'production' }).testHelpers).toBe(false);
    expect(readEnvironment({ NODE_ENV: 'production', GRAPHQL_TEST_HELPERS: 'true' }).testHelpers).toBe(true);
    expect(readEnvironment({ NODE_ENV: 'development', GRAPHQL_TEST_HELPERS: 'false' }).testHelpers).toBe(false);
    expect(() => readEnvironment({ GRAPHQL_TEST_HELPERS: 'yes' })).toThrow(/GRAPHQL_TEST_HELPERS/);
  });
});
