// Webhook evidence that names its business (`payload.business.business_id`, as the provider's
// documented payloads do) settles an unknown outcome only when the outcome's key is known to belong
// to that business; a webhook naming none settles nothing. Issue 19 reproduced the opposite:
// business B's transaction, just like the payout whose answer A lost, settled A's unknown outcome
// as CREATED with B's transaction; issue 27 the same through a webhook naming no business, which
// made B's transaction A's candidate, whose confirmation showed A B's record and gave A its events.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import type { RunningGateway } from '../../src/server.js';
import { keyFingerprint } from '../../src/platform/key-fingerprint.js';
import { eventually } from '../events/support/live-harness.js';
import { SafetyConfirmMutationOutcomeDocument, SafetyEspOfframpDocument, SafetyEspOfframpsDocument, SafetyMutationCandidateDocument } from '../generated/graphql.js';
import {
  codesOf,
  espOfframpInput,
  espWebhook as sendEspWebhook,
  post,
  providerEspRecord,
  setFaults,
  startLiveEmulator,
  startSafetyGateway,
  uniqueAccountNumber,
} from './support/safety-harness.js';

const ESP_OFFRAMP = '/transactions/v2/esp_offramp';

let emulator: RunningEmulator;
let gateway: RunningGateway;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  // The emulator's own webhooks are not pointed here: every webhook this gateway gets is the test's.
  gateway = await startSafetyGateway(emulator, { circuitBreaker: { failureThreshold: 1_000, openMs: 1 } });
});

afterAll(async () => {
  await gateway?.close();
  await emulator?.close();
});

beforeEach(async () => {
  await setFaults(emulator, null);
});

type Input = ReturnType<typeof espOfframpInput>;

const outcomeOf = async (input: Input) =>
  (await post(gateway, emulator, SafetyMutationCandidateDocument, { operation: 'CREATE_ESP_OFFRAMP', idempotencyKey: input.idempotencyKey! })).data?.mutationOutcome;

const providerRecord = (account: string) => providerEspRecord(emulator, account);
const espWebhook = (record: Record<string, unknown>, status: string, business?: string) => sendEspWebhook(gateway, record, status, business);

const decide = async (input: Input, resourceId: string) =>
  (
    await post(gateway, emulator, SafetyConfirmMutationOutcomeDocument, {
      input: { operation: 'CREATE_ESP_OFFRAMP', idempotencyKey: input.idempotencyKey!, resourceId, decision: 'CREATED_BY_THIS_REQUEST' },
    })
  );

async function lostPayout(input: Input): Promise<void> {
  await setFaults(emulator, { afterProcessing: { rate: 1, answer: 'drop' }, pathPrefix: ESP_OFFRAMP });
  expect(codesOf(await post(gateway, emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
  await setFaults(emulator, null);
}

describe('webhook evidence naming a business', () => {
  // A match is offered to its caller as a candidate (the same key may have made an identical payout
  // elsewhere): evidence of another business, or of one not known to be the key's, offers nothing.
  it('offers no candidate to an unknown outcome of a key not known to be that business’s, and does once it is', async () => {
    const businessA = `biz-a-${uniqueAccountNumber()}`;
    const input = espOfframpInput(uniqueAccountNumber(), `business-${uniqueAccountNumber()}`);
    await lostPayout(input);
    const created = await providerRecord(input.accountNumber);

    // Business B's transaction, just like A's (same amount, currency, account, time), under another id.
    const theirs = { ...created, transaction_id: `esp_b_${uniqueAccountNumber()}`, reference: `ref-b-${uniqueAccountNumber()}` };
    await espWebhook(theirs, 'Completed', `biz-b-${uniqueAccountNumber()}`);
    await eventually(async () => (await gateway.store.statuses.get('test', 'esp_transaction', String(theirs.transaction_id))) ?? undefined, 'B’s webhook');
    expect(await outcomeOf(input)).toMatchObject({ state: 'UNKNOWN', resourceId: null, candidateId: null });

    // Nor does A's own transaction, while nothing says A's key is business A's.
    await espWebhook(created, 'Pending', businessA);
    expect(await outcomeOf(input)).toMatchObject({ state: 'UNKNOWN', resourceId: null, candidateId: null });
    expect(codesOf(await post(gateway, emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);

    // A webhook naming business A about a transaction A's key created teaches the gateway whose key it is.
    const known = espOfframpInput(uniqueAccountNumber(), `business-${uniqueAccountNumber()}`);
    const knownId = (await post(gateway, emulator, SafetyEspOfframpDocument, { input: known })).data?.createEspOfframp.transaction?.id;
    expect(knownId).toEqual(expect.any(String));
    await espWebhook(await providerRecord(known.accountNumber), 'Completed', businessA);
    await eventually(async () => ((await gateway.store.keyBusinesses.businessOf(keyFingerprint(emulator.testKey))) === businessA ? true : undefined), 'the key’s business');

    // Business B's transaction still settles nothing; A's own does.
    await espWebhook(theirs, 'Failed', `biz-b-${uniqueAccountNumber()}`);
    expect(await outcomeOf(input)).toMatchObject({ state: 'UNKNOWN', resourceId: null, candidateId: null });
    await espWebhook(created, 'Completed', businessA);
    await eventually(async () => ((await outcomeOf(input))?.state === 'CANDIDATE' ? true : undefined), 'A’s webhook to offer its transaction');
    expect(await outcomeOf(input)).toMatchObject({ state: 'CANDIDATE', resourceId: null, candidateId: created.transaction_id });
    expect(codesOf(await post(gateway, emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
  });

  it('never offers another business’s transaction reported by a webhook naming no business, nor shows it on a confirmation', async () => {
    const input = espOfframpInput(uniqueAccountNumber(), `business-${uniqueAccountNumber()}`);
    await lostPayout(input);
    const ours = await providerRecord(input.accountNumber);

    // Business B's payout, alike in everything the match compares, under B's id, reference and beneficiary.
    const theirs = {
      ...ours,
      transaction_id: `esp_b_${uniqueAccountNumber()}`,
      reference: `ref-b-${uniqueAccountNumber()}`,
      account_name: 'Beneficiary Of Business B',
    };
    await espWebhook(theirs, 'Completed');
    await eventually(async () => (await gateway.store.statuses.get('test', 'esp_transaction', String(theirs.transaction_id))) ?? undefined, 'B’s webhook');
    expect(await outcomeOf(input)).toMatchObject({ state: 'UNKNOWN', resourceId: null, candidateId: null });

    const confirmed = await decide(input, String(theirs.transaction_id));
    expect(confirmed.data?.confirmMutationOutcome).toEqual({
      outcome: null,
      userErrors: [{ field: ['input', 'resourceId'], code: 'INVALID', message: expect.stringContaining('not the candidate') }],
    });
    expect(JSON.stringify(confirmed)).not.toMatch(/ref-b-|Beneficiary Of Business B/);
    expect(await gateway.store.owners.isOwner({ dataSet: 'test', kind: 'esp_transaction', id: String(theirs.transaction_id) }, keyFingerprint(emulator.testKey))).toBe(false);
    const replay = await post(gateway, emulator, SafetyEspOfframpDocument, { input });
    expect(codesOf(replay)).toEqual(['OUTCOME_UNKNOWN']);
    expect(JSON.stringify(replay)).not.toContain(String(theirs.transaction_id));

    // The caller's own read of the provider is its business's by construction: it offers A's own payout.
    await post(gateway, emulator, SafetyEspOfframpsDocument, { first: 100 });
    expect(await outcomeOf(input)).toMatchObject({ state: 'CANDIDATE', candidateId: ours.transaction_id });
  });
});
