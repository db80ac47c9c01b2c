// Webhook evidence that names its business (`payload.business.business_id`, as the provider's
// documented payloads do) settles an unknown outcome only when the outcome's key is known to belong
// to that business. Issue 19 reproduced the opposite: business B's transaction, just like the payout
// whose answer A lost, settled A's unknown outcome as CREATED with B's transaction.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import type { RunningGateway } from '../../src/server.js';
import { signWebhookBody } from '../../src/events/webhook-signature.js';
import { keyFingerprint } from '../../src/platform/key-fingerprint.js';
import { WEBHOOK_PATH, WEBHOOK_SECRET, eventually } from '../events/support/live-harness.js';
import { SafetyEspOfframpDocument, SafetyMutationCandidateDocument } from '../generated/graphql.js';
import {
  codesOf,
  espOfframpInput,
  post,
  providerEspTransactions,
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

/** The provider's record of the ESP transaction to `account`, as its listing shows it. */
async function providerRecord(account: string): Promise<Record<string, unknown>> {
  const found = (await providerEspTransactions(emulator)).filter((t) => t.account_number === account);
  expect(found).toHaveLength(1);
  return { ...found[0] };
}

let events = 0;
/** A signed contract webhook about an ESP transaction of the test data set, its payload naming `business`. */
async function espWebhook(record: Record<string, unknown>, status: string, business: string): Promise<void> {
  const body = JSON.stringify({
    id: `evt_business_${(events += 1)}_${Date.now()}`,
    event: 'esp_transaction_updated',
    created_at: new Date().toISOString(),
    livemode: false,
    payload: { ...record, transaction_status: status, business: { business_id: business } },
  });
  const response = await fetch(`${gateway.url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ngnc-signature': signWebhookBody(WEBHOOK_SECRET, Math.floor(Date.now() / 1000), body) },
    body,
  });
  expect(response.status).toBe(200);
}

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
});
