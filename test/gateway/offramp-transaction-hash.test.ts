// submitOfframpTransactionHash over real HTTP against the emulator: the off-ramp's next step
// (POST /otc/pop, multipart) moves it to PROCESSING, for the caller and its subscribers.
import { base58 } from '@scure/base';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CreateOfframpForNextStepDocument,
  LiveOfframpDocument,
  SafetyMutationOutcomeDocument,
  SubmitOfframpTransactionHashDocument,
  ViewerDocument,
  type CreateOfframpInput,
  type SubmitOfframpTransactionHashInput,
} from '../generated/graphql.js';
import { subscribe, wsClient } from '../events/support/live-harness.js';
import { ABA_ROUTING_NUMBER, ETHEREUM_ADDRESS, TRON_ADDRESS } from './support/fixtures.js';
import { dataOf, startHarness, type Harness } from './support/harness.js';

const FAR = 3_600_000;
const EVM_HASH = `0x${'5e'.repeat(32)}`;
let harness: Harness;
let ws: Client;
let keys = 0;
const newKey = () => `pop-${Date.now().toString(36)}-${(keys += 1)}`;

beforeAll(async () => {
  // Nothing moves by itself: only the proof moves an off-ramp to processing.
  harness = await startHarness({ emulator: { delays: { offrampProcessingMs: FAR, offrampSettlementMs: FAR } } });
  dataOf(await harness.execute(ViewerDocument));
  ws = wsClient(harness.gateway, { 'ngnc-sec-key': harness.emulator.testKey });
});

afterAll(async () => {
  await ws.dispose();
  await harness.close();
});

beforeEach(async () => {
  await harness.clearFaults();
});

function offrampInput(overrides: Partial<CreateOfframpInput> = {}): CreateOfframpInput {
  return {
    customerId: 'cust-pop',
    currency: 'USD',
    amount: '150',
    stablecoin: 'USDC',
    network: 'ETHEREUM',
    walletAddress: ETHEREUM_ADDRESS,
    payoutAccount: { ach: { accountNumber: '123456789', routingNumber: ABA_ROUTING_NUMBER, accountName: 'Acme Inc' } },
    ...overrides,
  };
}

async function createOfframp(overrides: Partial<CreateOfframpInput> = {}) {
  const payload = dataOf(await harness.execute(CreateOfframpForNextStepDocument, { input: offrampInput(overrides) })).createOfframp;
  expect(payload.userErrors).toEqual([]);
  return payload.offramp!;
}

function submit(input: SubmitOfframpTransactionHashInput, key?: string) {
  return harness.execute(SubmitOfframpTransactionHashDocument, { input }, key === undefined ? {} : { key });
}

describe('submitOfframpTransactionHash', () => {
  it('sends the proof once as multipart, answers PROCESSING, and a subscriber sees the change', async () => {
    const offramp = await createOfframp();
    expect(offramp).toMatchObject({ status: 'PENDING', network: 'ETHEREUM' });
    const feed = subscribe(ws, LiveOfframpDocument, { id: offramp.id });
    expect((await feed.next()).offrampUpdated).toMatchObject({ id: offramp.id, status: 'PENDING' });

    harness.clearProviderCalls();
    const idempotencyKey = newKey();
    const payload = dataOf(await submit({ offrampId: offramp.id, transactionHash: EVM_HASH, idempotencyKey })).submitOfframpTransactionHash;
    expect(payload).toEqual({
      offramp: { id: offramp.id, reference: offramp.reference, status: 'PROCESSING', network: 'ETHEREUM', depositAddress: offramp.depositAddress },
      userErrors: [],
    });
    expect(harness.providerCalls().map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual(['POST /otc/pop 200']);
    expect((await feed.next()).offrampUpdated).toMatchObject({ id: offramp.id, status: 'PROCESSING' });
    await feed.close();

    // A replay with the same key answers the same payload and sends nothing.
    const replay = dataOf(await submit({ offrampId: offramp.id, transactionHash: EVM_HASH, idempotencyKey })).submitOfframpTransactionHash;
    expect(replay).toEqual(payload);
    expect(harness.providerCalls()).toHaveLength(1);
  });

  it("refuses a hash of another network and an empty one as field errors, with no provider call", async () => {
    const tron = await createOfframp({ stablecoin: 'USDT', network: 'TRON', walletAddress: TRON_ADDRESS });
    harness.clearProviderCalls();
    const wrong = dataOf(await submit({ offrampId: tron.id, transactionHash: EVM_HASH, idempotencyKey: newKey() })).submitOfframpTransactionHash;
    expect(wrong).toEqual({
      offramp: null,
      userErrors: [{ field: ['input', 'transactionHash'], code: 'INVALID_TRANSACTION_HASH', message: expect.stringContaining('TRON') }],
    });
    const solanaSignature = base58.encode(new Uint8Array(64).fill(3));
    const empty = dataOf(await submit({ offrampId: ' ', transactionHash: '  ', idempotencyKey: newKey() })).submitOfframpTransactionHash;
    expect(empty.userErrors.map((e) => [e.field.join('.'), e.code])).toEqual([
      ['input.offrampId', 'REQUIRED'],
      ['input.transactionHash', 'REQUIRED'],
    ]);
    const solana = dataOf(await submit({ offrampId: tron.id, transactionHash: solanaSignature, idempotencyKey: newKey() })).submitOfframpTransactionHash;
    expect(solana.userErrors.map((e) => e.code)).toEqual(['INVALID_TRANSACTION_HASH']);
    expect(harness.providerCalls()).toEqual([]);

    // The same off-ramp takes its own network's explorer page.
    const url = `https://tronscan.org/#/transaction/${'c4'.repeat(32)}`;
    const right = dataOf(await submit({ offrampId: tron.id, transactionHash: url, idempotencyKey: newKey() })).submitOfframpTransactionHash;
    expect(right).toMatchObject({ offramp: { status: 'PROCESSING', network: 'TRON' }, userErrors: [] });
  });

  it("refuses another key's off-ramp and an unknown id as NOT_FOUND, with no provider call", async () => {
    const offramp = await createOfframp();
    harness.clearProviderCalls();
    const other = dataOf(await submit({ offrampId: offramp.id, transactionHash: EVM_HASH, idempotencyKey: newKey() }, harness.emulator.liveKey))
      .submitOfframpTransactionHash;
    expect(other).toEqual({ offramp: null, userErrors: [{ field: ['input', 'offrampId'], code: 'NOT_FOUND', message: expect.any(String) }] });
    const unknown = dataOf(await submit({ offrampId: 'otc_does_not_exist', transactionHash: EVM_HASH, idempotencyKey: newKey() })).submitOfframpTransactionHash;
    expect(unknown.userErrors.map((e) => e.code)).toEqual(['NOT_FOUND']);
    // The live key is checked with the provider once (a rate quote); no proof is sent.
    expect(harness.providerCalls('POST')).toEqual([]);
  });

  it('reads the provider refusing another hash for a processing off-ramp as NOT_PENDING at offrampId', async () => {
    const offramp = await createOfframp();
    dataOf(await submit({ offrampId: offramp.id, transactionHash: EVM_HASH, idempotencyKey: newKey() }));
    const second = dataOf(await submit({ offrampId: offramp.id, transactionHash: `0x${'77'.repeat(32)}`, idempotencyKey: newKey() }))
      .submitOfframpTransactionHash;
    expect(second).toEqual({ offramp: null, userErrors: [{ field: ['input', 'offrampId'], code: 'NOT_PENDING', message: expect.any(String) }] });
  });

  it('answers OUTCOME_UNKNOWN when the provider answers 502 after processing, keeps the key bound, and sends nothing on replay', async () => {
    const offramp = await createOfframp();
    await harness.setFaults({ afterProcessing: { answer: 502 }, pathPrefix: '/otc/pop' });
    const idempotencyKey = newKey();
    const first = await submit({ offrampId: offramp.id, transactionHash: EVM_HASH, idempotencyKey });
    expect(first.errors?.map((e) => e.extensions?.code)).toEqual(['OUTCOME_UNKNOWN']);
    expect(harness.providerCalls('POST', '/otc/pop').map((c) => c.status)).toEqual([502]);

    await harness.clearFaults();
    const again = await submit({ offrampId: offramp.id, transactionHash: EVM_HASH, idempotencyKey });
    expect(again.errors?.map((e) => e.extensions?.code)).toEqual(['OUTCOME_UNKNOWN']);
    expect(harness.providerCalls('POST', '/otc/pop')).toEqual([]);
    const outcome = dataOf(await harness.execute(SafetyMutationOutcomeDocument, { operation: 'SUBMIT_OFFRAMP_TRANSACTION_HASH', idempotencyKey }));
    expect(outcome.mutationOutcome.state).toBe('UNKNOWN');

    // The provider did apply it: the same proof under a new key gets the provider's same answer.
    const checked = dataOf(await submit({ offrampId: offramp.id, transactionHash: EVM_HASH, idempotencyKey: newKey() })).submitOfframpTransactionHash;
    expect(checked).toMatchObject({ offramp: { status: 'PROCESSING' }, userErrors: [] });
  });
});
