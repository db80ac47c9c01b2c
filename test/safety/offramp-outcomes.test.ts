// Unknown outcomes of B2B off-ramps settled by what the gateway sees afterwards, over real HTTP with
// the emulator, whose afterProcessing fault applies a request and then answers 502. Issue 28
// reproduced both staying UNKNOWN for good: a transaction hash whose off-ramp the gateway then saw
// PROCESSING, and an off-ramp created while its answer was lost (no rule settled B2B creations).

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { requestFingerprint } from '../../src/idempotency/request-fingerprint.js';
import type { RunningGateway } from '../../src/server.js';
import { eventually, forceTransition, offrampInput } from '../events/support/live-harness.js';
import {
  SafetyOfframpDocument,
  SubmitOfframpTransactionHashDocument,
} from '../generated/graphql.js';
import {
  codesOf,
  learnKeyBusiness,
  mutationOutcomeOf as outcomeOf,
  post,
  providerOfframp,
  providerPosts,
  setFaults,
  signedWebhook,
  startLiveEmulator,
  startSafetyGateway,
  testRecordKey,
  uniqueAccountNumber,
} from './support/safety-harness.js';

const PROOF_PATH = '/otc/pop';
const HASH = `0x${'ab'.repeat(32)}`;

describe('a transaction hash whose answer was lost', () => {
  let emulator: RunningEmulator;
  let gateway: RunningGateway;

  beforeAll(async () => {
    emulator = await startLiveEmulator();
    gateway = await startSafetyGateway(emulator, { circuitBreaker: { failureThreshold: 1_000, openMs: 1 } });
  });
  afterAll(async () => {
    await gateway?.close();
    await emulator?.close();
  });
  beforeEach(async () => {
    await setFaults(emulator, null);
    emulator.requestLog.clear();
  });

  it('is settled as done once the gateway sees its off-ramp past PENDING; the key then answers the off-ramp', async () => {
    const created = await post(gateway, emulator, SafetyOfframpDocument, { input: offrampInput() });
    const offrampId = created.data?.createOfframp.offramp?.id;
    expect(offrampId).toEqual(expect.any(String));

    const input = { offrampId: offrampId!, transactionHash: HASH, idempotencyKey: `proof-${uniqueAccountNumber()}` };
    await setFaults(emulator, { afterProcessing: { answer: 502 }, pathPrefix: PROOF_PATH });
    expect(codesOf(await post(gateway, emulator, SubmitOfframpTransactionHashDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
    await setFaults(emulator, null);
    expect(await outcomeOf(gateway, emulator, 'SUBMIT_OFFRAMP_TRANSACTION_HASH', input.idempotencyKey)).toMatchObject({ state: 'UNKNOWN' });

    // The provider's webhook of the off-ramp's next move, naming no business: the off-ramp is named by id.
    await forceTransition(emulator, 'offramp', offrampId!, 'completed');
    await signedWebhook(gateway, 'transaction_status_updated', await providerOfframp(emulator, offrampId!));
    await eventually(
      async () => ((await outcomeOf(gateway, emulator, 'SUBMIT_OFFRAMP_TRANSACTION_HASH', input.idempotencyKey))?.state === 'CREATED' ? true : undefined),
      'the off-ramp’s webhook to settle the proof',
    );
    expect(await outcomeOf(gateway, emulator, 'SUBMIT_OFFRAMP_TRANSACTION_HASH', input.idempotencyKey)).toEqual({
      state: 'CREATED',
      resourceId: offrampId,
      candidateId: null,
      message: null,
    });
    const replay = await post(gateway, emulator, SubmitOfframpTransactionHashDocument, { input });
    expect(replay.errors).toBeUndefined();
    expect(replay.data?.submitOfframpTransactionHash).toMatchObject({ offramp: { id: offrampId }, userErrors: [] });
    expect(['PROCESSING', 'COMPLETED']).toContain(replay.data?.submitOfframpTransactionHash.offramp?.status);
    // The one proof the gateway sent; the replay sent nothing.
    expect(providerPosts(emulator, PROOF_PATH).map((entry) => entry.status)).toEqual([502]);
  });
  it('is settled by its off-ramp already seen PROCESSING before the outcome was recorded, when asked where it stands', async () => {
    const created = await post(gateway, emulator, SafetyOfframpDocument, { input: offrampInput() });
    const offrampId = created.data?.createOfframp.offramp?.id;
    expect(offrampId).toEqual(expect.any(String));
    const input = { offrampId: offrampId!, transactionHash: HASH, idempotencyKey: `proof-${uniqueAccountNumber()}` };

    // An instance sent the proof and stopped before recording anything but its claim; the
    // provider's webhook of the move reached the gateway before any request with the key came back.
    const form = new FormData();
    form.set('reference', String((await providerOfframp(emulator, offrampId!)).reference));
    form.set('transaction_type', 'offramp');
    form.set('transaction_hash', HASH);
    expect((await fetch(`${emulator.url}${PROOF_PATH}`, { method: 'POST', headers: { 'ngnc-sec-key': emulator.testKey }, body: form })).status).toBeLessThan(300);
    await signedWebhook(gateway, 'transaction_status_updated', await providerOfframp(emulator, offrampId!));
    await eventually(async () => ((await gateway.store.statuses.get('test', 'offramp', offrampId!))?.status === 'processing' ? true : undefined), 'the webhook');
    const claim = { state: 'in_progress' as const, fingerprint: requestFingerprint('submitOfframpTransactionHash', input), token: 'crashed', leaseUntil: Date.now() - 1 };
    const recordKey = await testRecordKey(gateway, emulator.testKey, 'submitOfframpTransactionHash', input.idempotencyKey);
    expect(await gateway.store.idempotency.claim(recordKey, claim, 60_000)).toMatchObject({ claimed: true });
    expect(codesOf(await post(gateway, emulator, SubmitOfframpTransactionHashDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);

    expect(await outcomeOf(gateway, emulator, 'SUBMIT_OFFRAMP_TRANSACTION_HASH', input.idempotencyKey)).toEqual({
      state: 'CREATED',
      resourceId: offrampId,
      candidateId: null,
      message: null,
    });
    const replay = await post(gateway, emulator, SubmitOfframpTransactionHashDocument, { input });
    expect(replay.data?.submitOfframpTransactionHash).toMatchObject({ offramp: { id: offrampId, status: 'PROCESSING' }, userErrors: [] });
    // The stopped instance's proof alone: the gateway sent none.
    expect(providerPosts(emulator, PROOF_PATH)).toHaveLength(1);
  });
});

describe('a transaction hash whose answer was lost, with reconciliation on', () => {
  let emulator: RunningEmulator;
  let gateway: RunningGateway;

  beforeAll(async () => {
    emulator = await startLiveEmulator();
    gateway = await startSafetyGateway(emulator, {
      circuitBreaker: { failureThreshold: 1_000, openMs: 1 },
      reconcile: { intervalMs: 100, callsPerKeyPerMinute: 600, keyHoldMs: 60_000 },
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await emulator?.close();
  });

  it('is settled by the gateway’s next read of its off-ramp, no webhook needed', async () => {
    const created = await post(gateway, emulator, SafetyOfframpDocument, { input: offrampInput() });
    const offrampId = created.data?.createOfframp.offramp?.id;
    expect(offrampId).toEqual(expect.any(String));
    const input = { offrampId: offrampId!, transactionHash: HASH, idempotencyKey: `proof-${uniqueAccountNumber()}` };
    await setFaults(emulator, { afterProcessing: { answer: 502 }, pathPrefix: PROOF_PATH });
    expect(codesOf(await post(gateway, emulator, SubmitOfframpTransactionHashDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
    await setFaults(emulator, null);

    // The provider's webhooks go nowhere: reconciliation reads the off-ramp with the caller's key and sees it PROCESSING.
    await eventually(
      async () => ((await outcomeOf(gateway, emulator, 'SUBMIT_OFFRAMP_TRANSACTION_HASH', input.idempotencyKey))?.state === 'CREATED' ? true : undefined),
      'reconciliation to settle the proof',
    );
    expect((await gateway.store.statuses.get('test', 'offramp', offrampId!))?.status).toBe('processing');
    const replay = await post(gateway, emulator, SubmitOfframpTransactionHashDocument, { input });
    expect(replay.data?.submitOfframpTransactionHash).toMatchObject({ offramp: { id: offrampId, status: 'PROCESSING' }, userErrors: [] });
  });
});

describe('a B2B off-ramp created while its answer was lost', () => {
  let emulator: RunningEmulator;
  let gateway: RunningGateway;

  beforeAll(async () => {
    // Off-ramps move to PROCESSING at once: that move's webhook names the lost one's id.
    emulator = await startLiveEmulator({ delays: { offrampProcessingMs: 50 } });
    gateway = await startSafetyGateway(emulator, { circuitBreaker: { failureThreshold: 1_000, openMs: 1 } });
  });
  afterAll(async () => {
    await gateway?.close();
    await emulator?.close();
  });

  it('made by an instance that stopped mid-request is offered the same way once the key is used again', async () => {
    const business = await learnKeyBusiness(gateway, emulator);
    const input = { ...offrampInput(`${100 + (Number(uniqueAccountNumber()) % 900)}.75`), idempotencyKey: `b2b-crashed-${uniqueAccountNumber()}` };
    // The instance that stopped had sent it: the provider has it, this gateway's store only the claim.
    const elsewhere = await startSafetyGateway(emulator);
    const sent = await post(elsewhere, emulator, SafetyOfframpDocument, { input });
    await elsewhere.close();
    const id = sent.data?.createOfframp.offramp?.id;
    expect(id).toEqual(expect.any(String));
    const claim = { state: 'in_progress' as const, fingerprint: requestFingerprint('createOfframp', input), token: 'crashed', leaseUntil: Date.now() - 1 };
    expect(await gateway.store.idempotency.claim(await testRecordKey(gateway, emulator.testKey, 'createOfframp', input.idempotencyKey), claim, 60_000)).toMatchObject({ claimed: true });
    expect(codesOf(await post(gateway, emulator, SafetyOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);

    const record = await providerOfframp(emulator, id!);
    await signedWebhook(gateway, 'transaction_status_updated', { ...record, business: { business_id: business } });
    await eventually(
      async () => ((await outcomeOf(gateway, emulator, 'CREATE_OFFRAMP', input.idempotencyKey))?.state === 'CANDIDATE' ? true : undefined),
      'the webhook to offer a candidate',
    );
    expect(await outcomeOf(gateway, emulator, 'CREATE_OFFRAMP', input.idempotencyKey)).toMatchObject({ state: 'CANDIDATE', candidateId: id });
  });
});
