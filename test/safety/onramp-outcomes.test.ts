// B2B on-ramps and money safety, over real HTTP with the emulator: a key sends one on-ramp however
// often it is replayed, and an on-ramp created while its answer was lost (the emulator's
// afterProcessing fault applies the request, then answers 502) is offered to its caller by the
// provider's next webhook about it, never created twice.

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningEmulator } from '../../emulator/index.js';
import { requestFingerprint } from '../../src/idempotency/request-fingerprint.js';
import { eventually } from '../events/support/live-harness.js';
import { CreateOnrampDocument, OnrampStatusDocument, SafetyConfirmMutationOutcomeDocument } from '../generated/graphql.js';
import {
  codesOf,
  learnKeyBusiness,
  mutationOutcomeOf as outcomeOf,
  post,
  providerPosts,
  setFaults,
  signedWebhook,
  startSafetyGateway,
  testRecordKey,
  uniqueAccountNumber,
} from './support/safety-harness.js';
import { useSafetyPair } from './support/safety-pair.js';
import { onrampInput as gatewayOnrampInput } from '../gateway/support/onramps.js';

const ONRAMP_PATH = '/otc/onramp';

const onrampInput = (amount: string, idempotencyKey: string) => ({ ...gatewayOnrampInput({ customerId: 'cust-safety', amount }), idempotencyKey });

/** A fiat amount no other test of the file uses, so evidence matches one on-ramp alone. */
const uniqueAmount = () => `${40_000 + (Number(uniqueAccountNumber()) % 50_000)}.25`;

/** The emulator's record of an on-ramp, as its read answers it (the contract's record in every profile). */
async function providerOnramp(emulator: RunningEmulator, id: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${emulator.url}/otc/onramp/${encodeURIComponent(id)}`, { headers: { 'ngnc-sec-key': emulator.testKey } });
  if (response.status !== 200) throw new Error(`reading on-ramp ${id}: ${response.status}`);
  return z.object({ data: z.record(z.string(), z.unknown()) }).parse(await response.json()).data;
}

describe('createOnramp and its idempotency key', () => {
  const pair = useSafetyPair();

  it('sends one on-ramp for a key sent three times at once and again later; every answer is that on-ramp', async () => {
    const input = onrampInput(uniqueAmount(), `onramp-once-${uniqueAccountNumber()}`);
    const answers = await Promise.all([1, 2, 3].map(() => post(pair.gateway, pair.emulator, CreateOnrampDocument, { input })));
    const later = await post(pair.gateway, pair.emulator, CreateOnrampDocument, { input });
    const ids = [...answers, later].map((answer) => answer.data?.createOnramp.onramp?.id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toEqual(expect.any(String));
    expect(providerPosts(pair.emulator, ONRAMP_PATH)).toHaveLength(1);
  });

  it('answers OUTCOME_UNKNOWN when the answer is lost, and keeps the key bound: sending it again sends nothing', async () => {
    const input = onrampInput(uniqueAmount(), `onramp-lost-${uniqueAccountNumber()}`);
    await setFaults(pair.emulator, { afterProcessing: { answer: 502 }, pathPrefix: ONRAMP_PATH });
    expect(codesOf(await post(pair.gateway, pair.emulator, CreateOnrampDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
    await setFaults(pair.emulator, null);
    expect(codesOf(await post(pair.gateway, pair.emulator, CreateOnrampDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
    expect(await outcomeOf(pair.gateway, pair.emulator, 'CREATE_ONRAMP', input.idempotencyKey)).toMatchObject({ state: 'UNKNOWN' });
    expect(providerPosts(pair.emulator, ONRAMP_PATH).map((entry) => entry.status)).toEqual([502]);
  });

  it('offers the on-ramp an instance sent before it stopped, once the webhook naming the business shows it; confirmed, the key answers it', async () => {
    const business = await learnKeyBusiness(pair.gateway, pair.emulator);
    const input = onrampInput(uniqueAmount(), `onramp-crashed-${uniqueAccountNumber()}`);
    // The instance that stopped had sent it: the provider has it, this gateway's store only the claim.
    const elsewhere = await startSafetyGateway(pair.emulator);
    const sent = await post(elsewhere, pair.emulator, CreateOnrampDocument, { input });
    await elsewhere.close();
    const id = sent.data?.createOnramp.onramp?.id;
    expect(id).toEqual(expect.any(String));
    const claim = { state: 'in_progress' as const, fingerprint: requestFingerprint('createOnramp', input), token: 'crashed', leaseUntil: Date.now() - 1 };
    const recordKey = await testRecordKey(pair.gateway, pair.emulator.testKey, 'createOnramp', input.idempotencyKey);
    expect(await pair.gateway.store.idempotency.claim(recordKey, claim, 60_000)).toMatchObject({ claimed: true });
    expect(codesOf(await post(pair.gateway, pair.emulator, CreateOnrampDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);

    const given = await fetch(`${pair.emulator.url}/_emulator/onramps/${encodeURIComponent(id!)}/banking_details`, { method: 'POST', headers: { 'ngnc-sec-key': pair.emulator.testKey } });
    expect(given.status).toBe(200);
    await signedWebhook(pair.gateway, 'banking_details_received', { ...(await providerOnramp(pair.emulator, id!)), business: { business_id: business } });
    await eventually(
      async () => ((await outcomeOf(pair.gateway, pair.emulator, 'CREATE_ONRAMP', input.idempotencyKey))?.state === 'CANDIDATE' ? true : undefined),
      'the webhook to offer a candidate',
    );
    expect(await outcomeOf(pair.gateway, pair.emulator, 'CREATE_ONRAMP', input.idempotencyKey)).toMatchObject({ state: 'CANDIDATE', candidateId: id });

    const confirmed = await post(pair.gateway, pair.emulator, SafetyConfirmMutationOutcomeDocument, {
      input: { operation: 'CREATE_ONRAMP', idempotencyKey: input.idempotencyKey, resourceId: id!, decision: 'CREATED_BY_THIS_REQUEST' },
    });
    expect(confirmed.data?.confirmMutationOutcome.outcome).toMatchObject({ state: 'CREATED', resourceId: id });
    pair.emulator.requestLog.clear();
    const replay = await post(pair.gateway, pair.emulator, CreateOnrampDocument, { input });
    expect(replay.errors).toBeUndefined();
    expect(replay.data?.createOnramp.onramp).toMatchObject({ id, status: 'AWAITING_PAYMENT', settlementAccount: { accountNumber: expect.any(String) } });
    expect((await post(pair.gateway, pair.emulator, OnrampStatusDocument, { id: id! })).data?.onramp?.status).toBe('AWAITING_PAYMENT');
    expect(providerPosts(pair.emulator, ONRAMP_PATH)).toEqual([]);
  });
});
