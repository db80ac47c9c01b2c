// Unknown outcomes of B2B off-ramps settled by what the gateway sees afterwards, over real HTTP with
// the emulator, whose afterProcessing fault applies a request and then answers 502. Issue 28
// reproduced both staying UNKNOWN for good: a transaction hash whose off-ramp the gateway then saw
// PROCESSING, and an off-ramp created while its answer was lost (no rule settled B2B creations).

import { describe, expect, it } from 'vitest';
import { requestFingerprint } from '../../src/idempotency/request-fingerprint.js';
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
  startSafetyGateway,
  testRecordKey,
  uniqueAccountNumber,
} from './support/safety-harness.js';
import { CIRCUIT_KEPT_CLOSED, useSafetyPair } from './support/safety-pair.js';

const PROOF_PATH = '/otc/pop';
const HASH = `0x${'ab'.repeat(32)}`;

describe('a transaction hash whose answer was lost', () => {
  const pair = useSafetyPair();

  it('is settled as done once the gateway sees its off-ramp past PENDING; the key then answers the off-ramp', async () => {
    const created = await post(pair.gateway, pair.emulator, SafetyOfframpDocument, { input: offrampInput() });
    const offrampId = created.data?.createOfframp.offramp?.id;
    expect(offrampId).toEqual(expect.any(String));

    const input = { offrampId: offrampId!, transactionHash: HASH, idempotencyKey: `proof-${uniqueAccountNumber()}` };
    await setFaults(pair.emulator, { afterProcessing: { answer: 502 }, pathPrefix: PROOF_PATH });
    expect(codesOf(await post(pair.gateway, pair.emulator, SubmitOfframpTransactionHashDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
    await setFaults(pair.emulator, null);
    expect(await outcomeOf(pair.gateway, pair.emulator, 'SUBMIT_OFFRAMP_TRANSACTION_HASH', input.idempotencyKey)).toMatchObject({ state: 'UNKNOWN' });

    // The provider's webhook of the off-ramp's next move, naming no business: the off-ramp is named by id.
    await forceTransition(pair.emulator, 'offramp', offrampId!, 'completed');
    await signedWebhook(pair.gateway, 'transaction_status_updated', await providerOfframp(pair.emulator, offrampId!));
    await eventually(
      async () => ((await outcomeOf(pair.gateway, pair.emulator, 'SUBMIT_OFFRAMP_TRANSACTION_HASH', input.idempotencyKey))?.state === 'CREATED' ? true : undefined),
      'the off-ramp’s webhook to settle the proof',
    );
    expect(await outcomeOf(pair.gateway, pair.emulator, 'SUBMIT_OFFRAMP_TRANSACTION_HASH', input.idempotencyKey)).toEqual({
      state: 'CREATED',
      resourceId: offrampId,
      candidateId: null,
      message: null,
    });
    const replay = await post(pair.gateway, pair.emulator, SubmitOfframpTransactionHashDocument, { input });
    expect(replay.errors).toBeUndefined();
    expect(replay.data?.submitOfframpTransactionHash).toMatchObject({ offramp: { id: offrampId }, userErrors: [] });
    expect(['PROCESSING', 'COMPLETED']).toContain(replay.data?.submitOfframpTransactionHash.offramp?.status);
    // The one proof the gateway sent; the replay sent nothing.
    expect(providerPosts(pair.emulator, PROOF_PATH).map((entry) => entry.status)).toEqual([502]);
  });
  it('is settled by its off-ramp already seen PROCESSING before the outcome was recorded, when asked where it stands', async () => {
    const created = await post(pair.gateway, pair.emulator, SafetyOfframpDocument, { input: offrampInput() });
    const offrampId = created.data?.createOfframp.offramp?.id;
    expect(offrampId).toEqual(expect.any(String));
    const input = { offrampId: offrampId!, transactionHash: HASH, idempotencyKey: `proof-${uniqueAccountNumber()}` };

    // An instance sent the proof and stopped before recording anything but its claim; the
    // provider's webhook of the move reached the gateway before any request with the key came back.
    const form = new FormData();
    form.set('reference', String((await providerOfframp(pair.emulator, offrampId!)).reference));
    form.set('transaction_type', 'offramp');
    form.set('transaction_hash', HASH);
    expect((await fetch(`${pair.emulator.url}${PROOF_PATH}`, { method: 'POST', headers: { 'ngnc-sec-key': pair.emulator.testKey }, body: form })).status).toBeLessThan(300);
    await signedWebhook(pair.gateway, 'transaction_status_updated', await providerOfframp(pair.emulator, offrampId!));
    await eventually(async () => ((await pair.gateway.store.statuses.get('test', 'offramp', offrampId!))?.status === 'processing' ? true : undefined), 'the webhook');
    const claim = { state: 'in_progress' as const, fingerprint: requestFingerprint('submitOfframpTransactionHash', input), token: 'crashed', leaseUntil: Date.now() - 1 };
    const recordKey = await testRecordKey(pair.gateway, pair.emulator.testKey, 'submitOfframpTransactionHash', input.idempotencyKey);
    expect(await pair.gateway.store.idempotency.claim(recordKey, claim, 60_000)).toMatchObject({ claimed: true });
    expect(codesOf(await post(pair.gateway, pair.emulator, SubmitOfframpTransactionHashDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);

    expect(await outcomeOf(pair.gateway, pair.emulator, 'SUBMIT_OFFRAMP_TRANSACTION_HASH', input.idempotencyKey)).toEqual({
      state: 'CREATED',
      resourceId: offrampId,
      candidateId: null,
      message: null,
    });
    const replay = await post(pair.gateway, pair.emulator, SubmitOfframpTransactionHashDocument, { input });
    expect(replay.data?.submitOfframpTransactionHash).toMatchObject({ offramp: { id: offrampId, status: 'PROCESSING' }, userErrors: [] });
    // The stopped instance's proof alone: the gateway sent none.
    expect(providerPosts(pair.emulator, PROOF_PATH)).toHaveLength(1);
  });
});

describe('a transaction hash whose answer was lost, with reconciliation on', () => {
  const pair = useSafetyPair({ gateway: { ...CIRCUIT_KEPT_CLOSED, reconcile: { intervalMs: 100, callsPerKeyPerMinute: 600, keyHoldMs: 60_000 } } });

  it('is settled by the gateway’s next read of its off-ramp, no webhook needed', async () => {
    const created = await post(pair.gateway, pair.emulator, SafetyOfframpDocument, { input: offrampInput() });
    const offrampId = created.data?.createOfframp.offramp?.id;
    expect(offrampId).toEqual(expect.any(String));
    const input = { offrampId: offrampId!, transactionHash: HASH, idempotencyKey: `proof-${uniqueAccountNumber()}` };
    await setFaults(pair.emulator, { afterProcessing: { answer: 502 }, pathPrefix: PROOF_PATH });
    expect(codesOf(await post(pair.gateway, pair.emulator, SubmitOfframpTransactionHashDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
    await setFaults(pair.emulator, null);

    // The provider's webhooks go nowhere: reconciliation reads the off-ramp with the caller's key and sees it PROCESSING.
    await eventually(
      async () => ((await outcomeOf(pair.gateway, pair.emulator, 'SUBMIT_OFFRAMP_TRANSACTION_HASH', input.idempotencyKey))?.state === 'CREATED' ? true : undefined),
      'reconciliation to settle the proof',
    );
    expect((await pair.gateway.store.statuses.get('test', 'offramp', offrampId!))?.status).toBe('processing');
    const replay = await post(pair.gateway, pair.emulator, SubmitOfframpTransactionHashDocument, { input });
    expect(replay.data?.submitOfframpTransactionHash).toMatchObject({ offramp: { id: offrampId, status: 'PROCESSING' }, userErrors: [] });
  });
});

describe('a B2B off-ramp created while its answer was lost', () => {
  const pair = useSafetyPair({
    // Off-ramps move to PROCESSING at once: that move's webhook names the lost one's id.
    emulator: { delays: { offrampProcessingMs: 50 } },
  });

  it('made by an instance that stopped mid-request is offered the same way once the key is used again', async () => {
    const business = await learnKeyBusiness(pair.gateway, pair.emulator);
    const input = { ...offrampInput(`${100 + (Number(uniqueAccountNumber()) % 900)}.75`), idempotencyKey: `b2b-crashed-${uniqueAccountNumber()}` };
    // The instance that stopped had sent it: the provider has it, this gateway's store only the claim.
    const elsewhere = await startSafetyGateway(pair.emulator);
    const sent = await post(elsewhere, pair.emulator, SafetyOfframpDocument, { input });
    await elsewhere.close();
    const id = sent.data?.createOfframp.offramp?.id;
    expect(id).toEqual(expect.any(String));
    const claim = { state: 'in_progress' as const, fingerprint: requestFingerprint('createOfframp', input), token: 'crashed', leaseUntil: Date.now() - 1 };
    expect(await pair.gateway.store.idempotency.claim(await testRecordKey(pair.gateway, pair.emulator.testKey, 'createOfframp', input.idempotencyKey), claim, 60_000)).toMatchObject({ claimed: true });
    expect(codesOf(await post(pair.gateway, pair.emulator, SafetyOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);

    const record = await providerOfframp(pair.emulator, id!);
    await signedWebhook(pair.gateway, 'transaction_status_updated', { ...record, business: { business_id: business } });
    await eventually(
      async () => ((await outcomeOf(pair.gateway, pair.emulator, 'CREATE_OFFRAMP', input.idempotencyKey))?.state === 'CANDIDATE' ? true : undefined),
      'the webhook to offer a candidate',
    );
    expect(await outcomeOf(pair.gateway, pair.emulator, 'CREATE_OFFRAMP', input.idempotencyKey)).toMatchObject({ state: 'CANDIDATE', candidateId: id });
  });
});
