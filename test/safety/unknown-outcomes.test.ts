// Unknown outcomes settled by evidence, over real HTTP with the emulator: a payout whose answer
// was lost, and which the provider did apply, is offered as a candidate once a listing entry or a
// webhook naming the key's business matches it alone, and becomes the created transaction when the caller confirms it (the
// same key may have made an identical payout elsewhere); a resource matching several such
// requests leaves them unknown, and says so. The emulator's afterProcessing fault applies the payout and then drops the
// connection, as a provider that wrote it and lost its answer would.

import { describe, expect, it } from 'vitest';
import { keyFingerprint } from '../../src/platform/key-fingerprint.js';
import { idempotencyRecordKey } from '../../src/idempotency/idempotent-mutation.js';
import { requestFingerprint } from '../../src/idempotency/request-fingerprint.js';
import { eventually, forceTransition, pointWebhooksAt } from '../events/support/live-harness.js';
import {
  SafetyConfirmMutationOutcomeDocument,
  SafetyEspOfframpDocument,
  SafetyEspOfframpsDocument,
  SafetyMutationCandidateDocument,
  SafetyMutationOutcomeDocument,
} from '../generated/graphql.js';
import {
  codesOf,
  espOfframpInput,
  espWebhook,
  learnKeyBusiness,
  post,
  providerEspRecord,
  providerEspTransactions,
  providerPosts,
  setFaults,
  startSafetyGateway,
  uniqueAccountNumber,
} from './support/safety-harness.js';
import { useSafetyPair } from './support/safety-pair.js';

const ESP_OFFRAMP = '/transactions/v2/esp_offramp';

const pair = useSafetyPair({ started: ({ emulator, gateway }) => pointWebhooksAt(emulator, gateway) });

type Input = ReturnType<typeof espOfframpInput>;

const outcomeOf = async (input: Input) =>
  (await post(pair.gateway, pair.emulator, SafetyMutationOutcomeDocument, { operation: 'CREATE_ESP_OFFRAMP', idempotencyKey: input.idempotencyKey! })).data?.mutationOutcome;

/** A payout the provider applied and whose answer was then lost with the connection (OUTCOME_UNKNOWN). */
async function lostPayout(input: Input): Promise<void> {
  const before = (await createdAtProvider(input.accountNumber)).length;
  await setFaults(pair.emulator, { afterProcessing: { rate: 1, answer: 'drop' }, pathPrefix: ESP_OFFRAMP });
  expect(codesOf(await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
  await setFaults(pair.emulator, null);
  expect(await createdAtProvider(input.accountNumber)).toHaveLength(before + 1);
}

/** The ids of the provider's transactions to an account. */
async function createdAtProvider(account: string): Promise<string[]> {
  return (await providerEspTransactions(pair.emulator)).filter((t) => t.account_number === account).map((t) => t.transaction_id);
}

const listThroughGateway = () => post(pair.gateway, pair.emulator, SafetyEspOfframpsDocument, { first: 100 });

const candidateOf = async (input: Input) =>
  (await post(pair.gateway, pair.emulator, SafetyMutationCandidateDocument, { operation: 'CREATE_ESP_OFFRAMP', idempotencyKey: input.idempotencyKey! })).data?.mutationOutcome;

/** The caller's confirmation that the candidate `id` is its request's payout. */
async function confirm(input: Input, id: string): Promise<void> {
  const answer = await post(pair.gateway, pair.emulator, SafetyConfirmMutationOutcomeDocument, {
    input: { operation: 'CREATE_ESP_OFFRAMP', idempotencyKey: input.idempotencyKey!, resourceId: id, decision: 'CREATED_BY_THIS_REQUEST' },
  });
  expect(answer.data?.confirmMutationOutcome).toEqual({ outcome: { state: 'CREATED', resourceId: id, candidateId: null }, userErrors: [] });
}

describe('mutationOutcome', () => {
  it('says REFUSED after userErrors, with why, and the key may then run again', async () => {
    const key = `refused-${uniqueAccountNumber()}`;
    const refused = { ...espOfframpInput(uniqueAccountNumber(), key), amount: '0' };
    expect((await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input: refused })).data?.createEspOfframp.userErrors).toMatchObject([{ code: 'INVALID_AMOUNT' }]);
    expect(await outcomeOf(refused)).toMatchObject({ state: 'REFUSED', resourceId: null, message: expect.stringContaining('amount') });
    const fixed = espOfframpInput(uniqueAccountNumber(), key);
    const created = await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input: fixed });
    expect(await outcomeOf(fixed)).toEqual({ state: 'CREATED', resourceId: created.data?.createEspOfframp.transaction?.id, message: null });
  });
});

describe('mutationOutcome of a claim whose instance stopped', () => {
  it('says UNKNOWN once its lease ran out, as a retry with the key would answer, not IN_PROGRESS for a day', async () => {
    const input = espOfframpInput(uniqueAccountNumber(), `crashed-${uniqueAccountNumber()}`);
    const claim = { state: 'in_progress' as const, fingerprint: requestFingerprint('createEspOfframp', input), token: 'crashed', leaseUntil: Date.now() - 1 };
    const recordKey = idempotencyRecordKey(pair.emulator.testKey, 'createEspOfframp', input.idempotencyKey!);
    expect(await pair.gateway.store.idempotency.claim(recordKey, claim, 60_000)).toEqual({ claimed: true, fence: 1 });
    expect(await outcomeOf(input)).toMatchObject({ state: 'UNKNOWN', resourceId: null, message: expect.stringContaining('stopped before it finished') });
    expect(codesOf(await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
    expect(providerPosts(pair.emulator, ESP_OFFRAMP)).toEqual([]);
  });

  it('is offered evidence like any unknown outcome when the stopped instance had created it, and settled by the caller’s confirmation', async () => {
    const input = espOfframpInput(uniqueAccountNumber(), `crashed-${uniqueAccountNumber()}`);
    // The instance that stopped had sent the payout: the provider has it, this gateway's store only the claim.
    const elsewhere = await startSafetyGateway(pair.emulator);
    const sent = await post(elsewhere, pair.emulator, SafetyEspOfframpDocument, { input });
    await elsewhere.close();
    const id = sent.data?.createEspOfframp.transaction?.id;
    expect(id).toEqual(expect.any(String));
    const claim = { state: 'in_progress' as const, fingerprint: requestFingerprint('createEspOfframp', input), token: 'crashed', leaseUntil: Date.now() - 1 };
    expect(await pair.gateway.store.idempotency.claim(idempotencyRecordKey(pair.emulator.testKey, 'createEspOfframp', input.idempotencyKey!), claim, 60_000)).toEqual({ claimed: true, fence: 1 });

    expect(codesOf(await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
    await listThroughGateway();
    expect(await candidateOf(input)).toMatchObject({ state: 'CANDIDATE', resourceId: null, candidateId: id });
    await confirm(input, id!);
    expect(await outcomeOf(input)).toEqual({ state: 'CREATED', resourceId: id, message: null });
    expect((await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input })).data?.createEspOfframp.transaction?.id).toBe(id);
    expect(providerPosts(pair.emulator, ESP_OFFRAMP)).toHaveLength(1);
  });

  // A listing of items the gateway recorded before is answered without the store; it must still
  // count as evidence for an outcome recorded since.
  it('is matched by a listing entry the gateway had already listed before the outcome was recorded', async () => {
    const input = espOfframpInput(uniqueAccountNumber(), `crashed-${uniqueAccountNumber()}`);
    const elsewhere = await startSafetyGateway(pair.emulator);
    const sent = await post(elsewhere, pair.emulator, SafetyEspOfframpDocument, { input });
    await elsewhere.close();
    const id = sent.data?.createEspOfframp.transaction?.id;
    await listThroughGateway();
    const claim = { state: 'in_progress' as const, fingerprint: requestFingerprint('createEspOfframp', input), token: 'crashed', leaseUntil: Date.now() - 1 };
    expect(await pair.gateway.store.idempotency.claim(idempotencyRecordKey(pair.emulator.testKey, 'createEspOfframp', input.idempotencyKey!), claim, 60_000)).toEqual({ claimed: true, fence: 1 });
    expect(codesOf(await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
    await listThroughGateway();
    expect(await candidateOf(input)).toMatchObject({ state: 'CANDIDATE', candidateId: id });
  });
});

describe('an unknown outcome', () => {
  it('is in progress, then unknown, then a candidate once a listing entry matches it alone, then created when confirmed; the key then answers that transaction', async () => {
    const input = espOfframpInput(uniqueAccountNumber(), `evidence-${uniqueAccountNumber()}`);
    expect(await outcomeOf(input)).toEqual({ state: 'NONE', resourceId: null, message: null });
    await lostPayout(input);
    expect(await outcomeOf(input)).toMatchObject({ state: 'UNKNOWN', resourceId: null, message: expect.any(String) });

    const [id] = await createdAtProvider(input.accountNumber);
    await listThroughGateway();
    expect(await candidateOf(input)).toMatchObject({ state: 'CANDIDATE', resourceId: null, candidateId: id });
    await confirm(input, id!);
    expect(await outcomeOf(input)).toEqual({ state: 'CREATED', resourceId: id, message: null });
    const retry = await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input });
    expect(retry.errors).toBeUndefined();
    expect(retry.data?.createEspOfframp.transaction?.id).toBe(id);
    // The one POST whose answer was lost: the retry sent nothing.
    expect(providerPosts(pair.emulator, ESP_OFFRAMP)).toHaveLength(1);
  });

  it('is matched by a listing entry when the form sent its amount with spaces around it', async () => {
    const input = { ...espOfframpInput(uniqueAccountNumber(), `evidence-${uniqueAccountNumber()}`), amount: ' 120.5 ' };
    await lostPayout(input);
    const [id] = await createdAtProvider(input.accountNumber);
    await listThroughGateway();
    expect(await candidateOf(input)).toMatchObject({ state: 'CANDIDATE', candidateId: id });
  });

  it('is offered a webhook’s transaction as its candidate when the webhook names the key’s business, and once confirmed its caller may follow it', async () => {
    const business = await learnKeyBusiness(pair.gateway, pair.emulator);
    const input = espOfframpInput(uniqueAccountNumber(), `evidence-${uniqueAccountNumber()}`);
    await lostPayout(input);
    const [id] = await createdAtProvider(input.accountNumber);
    await espWebhook(pair.gateway, await providerEspRecord(pair.emulator, input.accountNumber), 'Completed', business);
    await eventually(async () => ((await outcomeOf(input))?.state === 'CANDIDATE' ? true : undefined), 'the webhook to offer a candidate');
    expect(await pair.gateway.store.owners.isOwner({ dataSet: 'test', kind: 'esp_transaction', id: id! }, keyFingerprint(pair.emulator.testKey))).toBe(false);
    await confirm(input, id!);
    expect(await outcomeOf(input)).toEqual({ state: 'CREATED', resourceId: id, message: null });
    expect((await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input })).data?.createEspOfframp.transaction?.id).toBe(id);
    expect(await pair.gateway.store.owners.isOwner({ dataSet: 'test', kind: 'esp_transaction', id: id! }, keyFingerprint(pair.emulator.testKey))).toBe(true);
  });

  it('stays unknown when the client, having found nothing, creates it again under a new key: that transaction is the new key’s', async () => {
    const account = uniqueAccountNumber();
    const lost = espOfframpInput(account, `evidence-${uniqueAccountNumber()}`);
    // Dropped before the provider handled it: nothing was created, though the gateway cannot know.
    await setFaults(pair.emulator, { dropRate: 1, pathPrefix: ESP_OFFRAMP });
    expect(codesOf(await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input: lost }))).toEqual(['OUTCOME_UNKNOWN']);
    await setFaults(pair.emulator, null);
    await listThroughGateway();
    expect(await createdAtProvider(account)).toEqual([]);

    const again = { ...lost, idempotencyKey: `evidence-${uniqueAccountNumber()}` };
    const created = await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input: again });
    const id = created.data?.createEspOfframp.transaction?.id;
    expect(id).toEqual(expect.any(String));
    await listThroughGateway();
    await forceTransition(pair.emulator, 'esp_transaction', id!, 'Completed');
    await eventually(async () => ((await pair.gateway.store.statuses.get('test', 'esp_transaction', id!))?.status === 'Completed' ? true : undefined), 'the webhook');
    expect(await outcomeOf(lost)).toMatchObject({ state: 'UNKNOWN', resourceId: null });
    expect(codesOf(await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input: lost }))).toEqual(['OUTCOME_UNKNOWN']);
    expect(await outcomeOf(again)).toEqual({ state: 'CREATED', resourceId: id, message: null });
  });

  it('stays unknown, and says it is ambiguous, when a resource matches more than one such request', async () => {
    const account = uniqueAccountNumber();
    const first = espOfframpInput(account, `evidence-${uniqueAccountNumber()}`);
    const second = espOfframpInput(account, `evidence-${uniqueAccountNumber()}`);
    await lostPayout(first);
    await lostPayout(second);
    expect(await createdAtProvider(account)).toHaveLength(2);
    await listThroughGateway();
    expect(await outcomeOf(first)).toMatchObject({ state: 'AMBIGUOUS', resourceId: null });
    expect(await outcomeOf(second)).toMatchObject({ state: 'AMBIGUOUS', resourceId: null });
    expect(codesOf(await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input: first }))).toEqual(['OUTCOME_UNKNOWN']);
  });
});
