// An unknown outcome must not be settled by a payout it did not create. The same API key used
// outside the gateway (a dashboard, another service) makes an identical ESP off-ramp while the
// gateway's own POST was processed and answered 502: the listing shows two transactions alike in
// everything, and nothing in them says which is the gateway's. The newest (the outsider's) is
// offered as a candidate, never taken as created; the caller rejects it, confirms the right one.

import { describe, expect, it } from 'vitest';
import {
  SafetyConfirmMutationOutcomeDocument,
  SafetyEspOfframpDocument,
  SafetyEspOfframpsDocument,
  SafetyMutationCandidateDocument,
  type CandidateDecision,
} from '../generated/graphql.js';
import {
  codesOf,
  espOfframpInput,
  post,
  providerEspTransactions,
  providerPosts,
  setFaults,
  uniqueAccountNumber,
} from './support/safety-harness.js';
import { useSafetyPair } from './support/safety-pair.js';
import { CREATED_STATUS } from '../support/emulator-profile.js';

const ESP_OFFRAMP = '/transactions/v2/esp_offramp';

const pair = useSafetyPair();

type Input = ReturnType<typeof espOfframpInput>;

const outcomeOf = async (input: Input) =>
  (await post(pair.gateway, pair.emulator, SafetyMutationCandidateDocument, { operation: 'CREATE_ESP_OFFRAMP', idempotencyKey: input.idempotencyKey! })).data
    ?.mutationOutcome;

const decide = async (input: Input, resourceId: string, decision: CandidateDecision) =>
  (
    await post(pair.gateway, pair.emulator, SafetyConfirmMutationOutcomeDocument, {
      input: { operation: 'CREATE_ESP_OFFRAMP', idempotencyKey: input.idempotencyKey!, resourceId, decision },
    })
  ).data?.confirmMutationOutcome;

const listThroughGateway = () => post(pair.gateway, pair.emulator, SafetyEspOfframpsDocument, { first: 100 });

/** The provider's transactions to an account, newest first. */
const atProvider = async (account: string) =>
  (await providerEspTransactions(pair.emulator)).filter((t) => t.account_number === account).map((t) => t.transaction_id);

/** The same payout made with the same key straight at the provider, as a dashboard would. */
async function createElsewhere(input: Input): Promise<void> {
  const { currency, amount, bankName, accountNumber, espAccount } = input;
  const response = await fetch(`${pair.emulator.url}${ESP_OFFRAMP}`, {
    method: 'POST',
    headers: { 'ngnc-sec-key': pair.emulator.testKey, 'content-type': 'application/json' },
    body: JSON.stringify({ currency, amount, bankName, accountNumber, ...espAccount }),
  });
  expect(response.status).toBe(CREATED_STATUS);
}

describe('an unknown outcome and an identical payout made elsewhere with the same key', () => {
  it('is a CANDIDATE, not CREATED; its replay is OUTCOME_UNKNOWN naming the candidate; the caller rejects the wrong one and confirms its own', async () => {
    const input = espOfframpInput(uniqueAccountNumber(), `candidate-${uniqueAccountNumber()}`);
    await setFaults(pair.emulator, { afterProcessing: { answer: 502 }, pathPrefix: ESP_OFFRAMP });
    expect(codesOf(await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
    await setFaults(pair.emulator, null);
    const [ours] = await atProvider(input.accountNumber);
    await createElsewhere(input);
    const [theirs] = await atProvider(input.accountNumber);
    expect(theirs).not.toBe(ours);

    await listThroughGateway();
    const offered = await outcomeOf(input);
    // Newest first: the outsider's payout is the one seen first, and the one the bug took as created.
    expect(offered).toEqual({ state: 'CANDIDATE', resourceId: null, candidateId: theirs, message: expect.stringContaining('confirmMutationOutcome') });

    const replay = await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input });
    expect(replay.data?.createEspOfframp ?? null).toBeNull();
    expect(replay.errors?.map((error) => error.extensions)).toEqual([{ code: 'OUTCOME_UNKNOWN', idempotencyKey: input.idempotencyKey, candidateId: theirs }]);
    expect(replay.errors?.[0]?.message).toContain(theirs);

    // A resource that is not the candidate is refused and changes nothing.
    expect(await decide(input, ours!, 'CREATED_BY_THIS_REQUEST')).toEqual({
      outcome: null,
      userErrors: [{ field: ['input', 'resourceId'], code: 'INVALID', message: expect.stringContaining('not the candidate') }],
    });
    expect(await decide(input, theirs!, 'NOT_THIS_REQUEST')).toEqual({ outcome: { state: 'UNKNOWN', resourceId: null, candidateId: null }, userErrors: [] });
    // Idempotent: the same rejection again.
    expect(await decide(input, theirs!, 'NOT_THIS_REQUEST')).toEqual({ outcome: { state: 'UNKNOWN', resourceId: null, candidateId: null }, userErrors: [] });

    // The next listing offers the other one, never the rejected one again.
    await listThroughGateway();
    expect(await outcomeOf(input)).toMatchObject({ state: 'CANDIDATE', candidateId: ours });
    expect(await decide(input, ours!, 'CREATED_BY_THIS_REQUEST')).toEqual({ outcome: { state: 'CREATED', resourceId: ours, candidateId: null }, userErrors: [] });
    expect(await decide(input, ours!, 'CREATED_BY_THIS_REQUEST')).toEqual({ outcome: { state: 'CREATED', resourceId: ours, candidateId: null }, userErrors: [] });
    await listThroughGateway();
    expect(await outcomeOf(input)).toEqual({ state: 'CREATED', resourceId: ours, candidateId: null, message: null });

    const settled = await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input });
    expect(settled.errors).toBeUndefined();
    expect(settled.data?.createEspOfframp.transaction?.id).toBe(ours);
    // The gateway's one POST; the retries sent nothing.
    expect(providerPosts(pair.emulator, ESP_OFFRAMP).map((entry) => entry.status)).toEqual([502, CREATED_STATUS]);
  });

  it('with only the outsider’s payout at the provider, the gateway’s own having never arrived, offers it and lets the caller refuse it', async () => {
    const input = espOfframpInput(uniqueAccountNumber(), `candidate-${uniqueAccountNumber()}`);
    await setFaults(pair.emulator, { dropRate: 1, pathPrefix: ESP_OFFRAMP });
    expect(codesOf(await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
    await setFaults(pair.emulator, null);
    await createElsewhere(input);
    const [theirs] = await atProvider(input.accountNumber);

    await listThroughGateway();
    expect(await outcomeOf(input)).toMatchObject({ state: 'CANDIDATE', candidateId: theirs });
    expect(await decide(input, theirs!, 'NOT_THIS_REQUEST')).toMatchObject({ outcome: { state: 'UNKNOWN' }, userErrors: [] });
    await listThroughGateway();
    expect(await outcomeOf(input)).toMatchObject({ state: 'UNKNOWN', candidateId: null });
    expect(codesOf(await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
    // A rejected candidate cannot be confirmed later: that decision stands.
    expect(await decide(input, theirs!, 'CREATED_BY_THIS_REQUEST')).toMatchObject({
      outcome: null,
      userErrors: [{ field: ['input', 'decision'], code: 'ALREADY_DECIDED', message: expect.stringContaining('NOT_THIS_REQUEST') }],
    });
  });

  it('answers a decision on a key without an unknown outcome (none yet, or created) as not a candidate', async () => {
    const input = espOfframpInput(uniqueAccountNumber(), `candidate-${uniqueAccountNumber()}`);
    expect(await decide(input, 'esp_anything', 'CREATED_BY_THIS_REQUEST')).toMatchObject({ outcome: null, userErrors: [{ field: ['input', 'resourceId'], code: 'INVALID' }] });
    const created = await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input });
    const id = created.data?.createEspOfframp.transaction?.id;
    expect(await decide(input, id!, 'NOT_THIS_REQUEST')).toMatchObject({ outcome: null, userErrors: [{ code: 'INVALID' }] });
    expect(await outcomeOf(input)).toMatchObject({ state: 'CREATED', resourceId: id });
  });
});
