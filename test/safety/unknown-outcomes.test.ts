// Unknown outcomes settled by evidence, over real HTTP with the emulator: a payout whose answer
// was lost, and which the provider did apply, becomes the created transaction once a listing
// entry or a webhook matches it alone; a resource matching several such requests leaves them
// unknown, and says so. The emulator's faults all strike before a request is processed, so "the
// provider applied it" is played by sending the same payout to the emulator directly.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import type { RunningGateway } from '../../src/server.js';
import { keyFingerprint } from '../../src/platform/key-fingerprint.js';
import { eventually, forceTransition, pointWebhooksAt } from '../events/support/live-harness.js';
import { SafetyEspOfframpDocument, SafetyEspOfframpsDocument, SafetyMutationOutcomeDocument } from '../generated/graphql.js';
import {
  codesOf,
  espOfframpInput,
  post,
  providerEspTransactions,
  providerPosts,
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
  gateway = await startSafetyGateway(emulator, { circuitBreaker: { failureThreshold: 1_000, openMs: 1 } });
  pointWebhooksAt(emulator, gateway);
});

afterAll(async () => {
  await gateway?.close();
  await emulator?.close();
});

beforeEach(async () => {
  await setFaults(emulator, null);
  emulator.requestLog.clear();
});

type Input = ReturnType<typeof espOfframpInput>;

const outcomeOf = async (input: Input) =>
  (await post(gateway, emulator, SafetyMutationOutcomeDocument, { operation: 'CREATE_ESP_OFFRAMP', idempotencyKey: input.idempotencyKey! })).data?.mutationOutcome;

/** A payout whose connection broke after it was sent (OUTCOME_UNKNOWN), which the provider applied all the same. */
async function lostPayout(input: Input): Promise<void> {
  await setFaults(emulator, { dropRate: 1, pathPrefix: ESP_OFFRAMP });
  expect(codesOf(await post(gateway, emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
  await setFaults(emulator, null);
  const response = await fetch(`${emulator.url}${ESP_OFFRAMP}`, {
    method: 'POST',
    headers: { 'ngnc-sec-key': emulator.testKey, 'content-type': 'application/json' },
    body: JSON.stringify({ currency: input.currency, amount: input.amount, bankName: input.bankName, accountNumber: input.accountNumber, chatUsername: input.espAccount.chatUsername }),
  });
  expect(response.status).toBe(200);
}

/** The ids of the provider's transactions to an account. */
async function createdAtProvider(account: string): Promise<string[]> {
  return (await providerEspTransactions(emulator)).filter((t) => t.account_number === account).map((t) => t.transaction_id);
}

const listThroughGateway = () => post(gateway, emulator, SafetyEspOfframpsDocument, { first: 100 });

describe('mutationOutcome', () => {
  it('says REFUSED after userErrors, with why, and the key may then run again', async () => {
    const key = `refused-${uniqueAccountNumber()}`;
    const refused = { ...espOfframpInput(uniqueAccountNumber(), key), amount: '0' };
    expect((await post(gateway, emulator, SafetyEspOfframpDocument, { input: refused })).data?.createEspOfframp.userErrors).toMatchObject([{ code: 'INVALID_AMOUNT' }]);
    expect(await outcomeOf(refused)).toMatchObject({ state: 'REFUSED', resourceId: null, message: expect.stringContaining('amount') });
    const fixed = espOfframpInput(uniqueAccountNumber(), key);
    const created = await post(gateway, emulator, SafetyEspOfframpDocument, { input: fixed });
    expect(await outcomeOf(fixed)).toEqual({ state: 'CREATED', resourceId: created.data?.createEspOfframp.transaction?.id, message: null });
  });
});

describe('an unknown outcome', () => {
  it('is in progress, then unknown, then created once a listing entry matches it alone; the key then answers that transaction', async () => {
    const input = espOfframpInput(uniqueAccountNumber(), `evidence-${uniqueAccountNumber()}`);
    expect(await outcomeOf(input)).toEqual({ state: 'NONE', resourceId: null, message: null });
    await lostPayout(input);
    expect(await outcomeOf(input)).toMatchObject({ state: 'UNKNOWN', resourceId: null, message: expect.any(String) });

    const [id] = await createdAtProvider(input.accountNumber);
    await listThroughGateway();
    expect(await outcomeOf(input)).toEqual({ state: 'CREATED', resourceId: id, message: null });
    const retry = await post(gateway, emulator, SafetyEspOfframpDocument, { input });
    expect(retry.errors).toBeUndefined();
    expect(retry.data?.createEspOfframp.transaction?.id).toBe(id);
    // The dropped POST and the provider's own: the retry sent nothing.
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(2);
  });

  it('is settled by a webhook of the transaction, which its caller may then follow', async () => {
    const input = espOfframpInput(uniqueAccountNumber(), `evidence-${uniqueAccountNumber()}`);
    await lostPayout(input);
    const [id] = await createdAtProvider(input.accountNumber);
    await forceTransition(emulator, 'esp_transaction', id!, 'Completed');
    await eventually(async () => ((await outcomeOf(input))?.state === 'CREATED' ? true : undefined), 'the webhook to settle the outcome');
    expect(await outcomeOf(input)).toEqual({ state: 'CREATED', resourceId: id, message: null });
    expect((await post(gateway, emulator, SafetyEspOfframpDocument, { input })).data?.createEspOfframp.transaction?.id).toBe(id);
    expect(await gateway.store.owners.isOwner({ dataSet: 'test', kind: 'esp_transaction', id: id! }, keyFingerprint(emulator.testKey))).toBe(true);
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
    expect(codesOf(await post(gateway, emulator, SafetyEspOfframpDocument, { input: first }))).toEqual(['OUTCOME_UNKNOWN']);
  });
});
