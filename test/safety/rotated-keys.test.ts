// Issue 28, part 2: the keys of one business share idempotency. A retry with the same idempotency
// key under another key of the business (a rotated key) replays the first outcome instead of
// paying again, after a success and after a 502 the provider gave once it had created the payout.
// The business is the operator's word (RAMP_KEY_BUSINESSES) or learnt from webhooks naming it;
// businesses and data sets never share.
// Payouts are counted at the emulator, whose business has a second test key.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_BUSINESS } from '../../emulator/config.js';
import type { RunningEmulator } from '../../emulator/index.js';
import { signWebhookBody } from '../../src/status/ingest/webhook-signature.js';
import { knownSecrets } from '../../src/observability/known-secrets.js';
import { keyFingerprint } from '../../src/platform/key-fingerprint.js';
import type { RunningGateway } from '../../src/server.js';
import { WEBHOOK_PATH, WEBHOOK_SECRET, eventually } from '../events/support/live-harness.js';
import { SafetyConfirmMutationOutcomeDocument, SafetyEspOfframpDocument, SafetyMutationCandidateDocument } from '../generated/graphql.js';
import { tempPostgres, type TempPostgres } from '../store/support/databases.js';
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

let database: TempPostgres;
let emulator: RunningEmulator;
/** Knows both keys are the emulator business's. */
let gateway: RunningGateway;
/** The same database, told nothing of businesses: what an instance did before RAMP_KEY_BUSINESSES was set. */
let before: RunningGateway;
let rotated: string;
/** A key of its own no setting lists, which webhooks teach two businesses. */
let conflicted: string;
/** A key of another shape, listed in RAMP_KEY_BUSINESSES only: nothing else would tell it is a secret. */
const listedOnly = 'opaque.Listed.Key.7c1f9e2a';

beforeAll(async () => {
  database = await tempPostgres();
  const { EMULATOR_KEYS } = await import('../support/emulator-profile.js');
  rotated = `${EMULATOR_KEYS.test}rotated`;
  conflicted = `${EMULATOR_KEYS.test}conflicted`;
  emulator = await startLiveEmulator({ moreTestKeys: [rotated, conflicted] });
  const store = { url: database.url };
  before = await startSafetyGateway(emulator, { store });
  gateway = await startSafetyGateway(emulator, {
    store,
    keyBusinesses: [
      { apiKey: emulator.testKey, business: SEEDED_BUSINESS.id },
      { apiKey: rotated, business: SEEDED_BUSINESS.id },
      // The same business's live key: another data set, never sharing a record with its test keys.
      { apiKey: emulator.liveKey, business: SEEDED_BUSINESS.id },
      { apiKey: listedOnly, business: 'biz_listed_only' },
    ],
  });
});

afterAll(async () => {
  await Promise.all([gateway?.close(), before?.close()]);
  await emulator?.close();
  await database?.drop();
});

beforeEach(async () => {
  await setFaults(emulator, null);
  emulator.requestLog.clear();
});

type Input = ReturnType<typeof espOfframpInput>;
const payout = (through: RunningGateway, input: Input, key: string) => post(through, emulator, SafetyEspOfframpDocument, { input }, { key });
const payoutsTo = async (account: string) => (await providerEspTransactions(emulator)).filter((t) => t.account_number === account);

describe('keys of one business', () => {
  it('replay under a rotated key what the first key created, never paying twice', async () => {
    const input = espOfframpInput(uniqueAccountNumber(), `rotation-${uniqueAccountNumber()}`);
    const created = await payout(gateway, input, emulator.testKey);
    expect(created.data?.createEspOfframp.transaction?.id).toEqual(expect.any(String));
    expect(await payout(gateway, input, rotated)).toEqual(created);
    const reused = await payout(gateway, { ...input, amount: '30.00' }, rotated);
    expect(reused.data?.createEspOfframp.userErrors).toMatchObject([{ code: 'IDEMPOTENCY_KEY_REUSED' }]);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
    expect(await payoutsTo(input.accountNumber)).toHaveLength(1);
    // The business's live key reaches other data: the same idempotency key there is another request.
    const live = await payout(gateway, input, emulator.liveKey);
    expect(live.data?.createEspOfframp.transaction?.id ?? null).not.toEqual(created.data?.createEspOfframp.transaction?.id);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(2);
  });

  it('answer the unknown outcome of a 502 after the creation under a rotated key too, sending nothing', async () => {
    const input = espOfframpInput(uniqueAccountNumber(), `rotation-${uniqueAccountNumber()}`);
    await setFaults(emulator, { afterProcessing: { rate: 1, answer: 502 }, pathPrefix: ESP_OFFRAMP });
    expect(codesOf(await payout(gateway, input, emulator.testKey))).toEqual(['OUTCOME_UNKNOWN']);
    await setFaults(emulator, null);
    expect(codesOf(await payout(gateway, input, rotated))).toEqual(['OUTCOME_UNKNOWN']);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
    expect(await payoutsTo(input.accountNumber)).toHaveLength(1);
  });

  it('find what a key made before its business was known, under that key and under the rotated one', async () => {
    const input = espOfframpInput(uniqueAccountNumber(), `rotation-${uniqueAccountNumber()}`);
    const created = await payout(before, input, emulator.testKey);
    expect(created.data?.createEspOfframp.transaction?.id).toEqual(expect.any(String));
    expect(await payout(gateway, input, emulator.testKey)).toEqual(created);
    expect(await payout(gateway, input, rotated)).toEqual(created);
    // Never the business's live key: a record under a key of the test data set is not its own.
    const live = await payout(gateway, input, emulator.liveKey);
    expect(live.data?.createEspOfframp.transaction?.id ?? null).not.toEqual(created.data?.createEspOfframp.transaction?.id);

    const lost = espOfframpInput(uniqueAccountNumber(), `rotation-${uniqueAccountNumber()}`);
    await setFaults(emulator, { afterProcessing: { rate: 1, answer: 'drop' }, pathPrefix: ESP_OFFRAMP });
    expect(codesOf(await payout(before, lost, emulator.testKey))).toEqual(['OUTCOME_UNKNOWN']);
    await setFaults(emulator, null);
    expect(codesOf(await payout(gateway, lost, rotated))).toEqual(['OUTCOME_UNKNOWN']);
    expect(await payoutsTo(input.accountNumber)).toHaveLength(1);
    expect(await payoutsTo(lost.accountNumber)).toHaveLength(1);
  });

  it('are secrets of the server: never written to a log line', () => {
    expect(knownSecrets.scrub(`sent with ${listedOnly}`)).toBe('sent with [redacted]');
  });

  it('keep a key of another business apart: the same idempotency key is its own request', async () => {
    const other = await startSafetyGateway(emulator, {
      store: { url: database.url },
      keyBusinesses: [
        { apiKey: emulator.testKey, business: SEEDED_BUSINESS.id },
        { apiKey: rotated, business: `${SEEDED_BUSINESS.id}-other` },
      ],
    });
    try {
      const idempotencyKey = `rotation-${uniqueAccountNumber()}`;
      const first = await payout(other, espOfframpInput(uniqueAccountNumber(), idempotencyKey), emulator.testKey);
      const second = await payout(other, espOfframpInput(uniqueAccountNumber(), idempotencyKey), rotated);
      expect(second.data?.createEspOfframp.userErrors).toEqual([]);
      expect(second.data?.createEspOfframp.transaction?.id).not.toEqual(first.data?.createEspOfframp.transaction?.id);
      expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(2);
    } finally {
      await other.close();
    }
  });
});

let events = 0;
/** A signed webhook about the provider's ESP transaction to `account`, its payload naming `business`. */
async function webhookNaming(through: RunningGateway, account: string, business: string): Promise<void> {
  const [record] = await payoutsTo(account);
  const body = JSON.stringify({
    id: `evt_rotation_${(events += 1)}_${Date.now()}`,
    event: 'esp_transaction_updated',
    created_at: new Date().toISOString(),
    livemode: false,
    payload: { ...record, transaction_status: 'Completed', business: { business_id: business } },
  });
  const response = await fetch(`${through.url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ngnc-signature': signWebhookBody(WEBHOOK_SECRET, Math.floor(Date.now() / 1000), body) },
    body,
  });
  expect(response.status).toBe(200);
}

describe('evidence for a key the operator listed', () => {
  // RAMP_KEY_BUSINESSES places the key's records under its business; webhook evidence naming that
  // business must count the key as the business's too, or its lost payout is never offered back.
  it('offers a lost payout back to its key on a webhook naming the listed business, to any key of it, which may confirm it', async () => {
    const input = espOfframpInput(uniqueAccountNumber(), `listed-${uniqueAccountNumber()}`);
    await setFaults(emulator, { afterProcessing: { rate: 1, answer: 'drop' }, pathPrefix: ESP_OFFRAMP });
    expect(codesOf(await payout(gateway, input, emulator.testKey))).toEqual(['OUTCOME_UNKNOWN']);
    await setFaults(emulator, null);
    const [created] = await payoutsTo(input.accountNumber);
    // Nothing taught the key its business: the listing alone says whose it is.
    expect(await gateway.store.keyBusinesses.businessOf(keyFingerprint(emulator.testKey))).toBeUndefined();

    await webhookNaming(gateway, input.accountNumber, SEEDED_BUSINESS.id);
    const outcome = async (key: string) =>
      (await post(gateway, emulator, SafetyMutationCandidateDocument, { operation: 'CREATE_ESP_OFFRAMP', idempotencyKey: input.idempotencyKey! }, { key })).data
        ?.mutationOutcome;
    await eventually(async () => ((await outcome(rotated))?.state === 'CANDIDATE' ? true : undefined), 'the listed key’s payout offered as its candidate');
    expect(await outcome(emulator.testKey)).toMatchObject({ state: 'CANDIDATE', candidateId: created!.transaction_id });

    const decision = { operation: 'CREATE_ESP_OFFRAMP' as const, idempotencyKey: input.idempotencyKey!, resourceId: created!.transaction_id, decision: 'CREATED_BY_THIS_REQUEST' as const };
    // Decided by the business's other key (the one a rotation moved the client to), as it sees it.
    const confirmed = await post(gateway, emulator, SafetyConfirmMutationOutcomeDocument, { input: decision }, { key: rotated });
    expect(confirmed.data?.confirmMutationOutcome.userErrors).toEqual([]);
    expect(confirmed.data?.confirmMutationOutcome.outcome).toMatchObject({ state: 'CREATED', resourceId: created!.transaction_id });
    expect((await payout(gateway, input, rotated)).data?.createEspOfframp.transaction?.id).toBe(created!.transaction_id);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
    expect(await payoutsTo(input.accountNumber)).toHaveLength(1);
  });
});

describe('keys whose business the provider taught', () => {
  // Last: it teaches the shared database both keys' business.
  it('share records once webhooks naming the business showed each key its own payout', async () => {
    const business = `biz-learnt-${uniqueAccountNumber()}`;
    for (const key of [emulator.testKey, rotated]) {
      const own = espOfframpInput(uniqueAccountNumber(), `own-${uniqueAccountNumber()}`);
      expect((await payout(before, own, key)).data?.createEspOfframp.transaction?.id).toEqual(expect.any(String));
      await webhookNaming(before, own.accountNumber, business);
      await eventually(async () => ((await before.store.keyBusinesses.businessOf(keyFingerprint(key))) === business ? true : undefined), 'the key’s business');
    }
    emulator.requestLog.clear();

    const input = espOfframpInput(uniqueAccountNumber(), `rotation-${uniqueAccountNumber()}`);
    const created = await payout(before, input, emulator.testKey);
    expect(created.data?.createEspOfframp.transaction?.id).toEqual(expect.any(String));
    expect(await payout(before, input, rotated)).toEqual(created);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
    expect(await payoutsTo(input.accountNumber)).toHaveLength(1);
  });

  it('still find what a key made under its business after a second business made it conflicting, never paying twice', async () => {
    const fingerprint = keyFingerprint(conflicted);
    const teach = async (business: string) => {
      const own = espOfframpInput(uniqueAccountNumber(), `own-${uniqueAccountNumber()}`);
      expect((await payout(before, own, conflicted)).data?.createEspOfframp.transaction?.id).toEqual(expect.any(String));
      await webhookNaming(before, own.accountNumber, business);
    };
    const first = `biz-first-${uniqueAccountNumber()}`;
    await teach(first);
    await eventually(async () => ((await before.store.keyBusinesses.businessOf(fingerprint)) === first ? true : undefined), 'the key’s business');

    const input = espOfframpInput(uniqueAccountNumber(), `conflict-${uniqueAccountNumber()}`);
    const created = await payout(before, input, conflicted);
    expect(created.data?.createEspOfframp.transaction?.id).toEqual(expect.any(String));

    await teach(`biz-second-${uniqueAccountNumber()}`);
    await eventually(async () => ((await before.store.keyBusinesses.businessOf(fingerprint)) === undefined ? true : undefined), 'the key’s business in conflict');
    expect(await payout(before, input, conflicted)).toEqual(created);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(3);
    expect(await payoutsTo(input.accountNumber)).toHaveLength(1);
    // It belongs to no business now: a new request of its own is recorded under its own key and replays there.
    const later = espOfframpInput(uniqueAccountNumber(), `conflict-${uniqueAccountNumber()}`);
    const laterCreated = await payout(before, later, conflicted);
    expect(await payout(before, later, conflicted)).toEqual(laterCreated);
    expect(await payoutsTo(later.accountNumber)).toHaveLength(1);
  });
});
