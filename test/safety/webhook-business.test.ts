// Webhook evidence that names its business (`payload.business.business_id`, as the provider's
// documented payloads do) settles an unknown outcome only when the outcome's key is known to belong
// to that business; a webhook naming none settles nothing. Issue 19 reproduced the opposite:
// business B's transaction, just like the payout whose answer A lost, settled A's unknown outcome
// as CREATED with B's transaction; issue 27 the same through a webhook naming no business, which
// made B's transaction A's candidate, whose confirmation showed A B's record and gave A its events.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import type { RunningGateway } from '../../src/server.js';
import { LEGACY_SECRET_HEADER, SIGNATURE_HEADER, signWebhookBody } from '../../src/status/ingest/webhook-signature.js';
import { keyFingerprint } from '../../src/platform/key-fingerprint.js';
import { startGateway } from '../../src/server.js';
import { WEBHOOK_PATH, WEBHOOK_SECRET, eventually, execute, gatewayConfig, offrampInput } from '../events/support/live-harness.js';
import { LiveSetupOfframpDocument, SafetyConfirmMutationOutcomeDocument, SafetyEspOfframpDocument, SafetyEspOfframpsDocument, SafetyMutationCandidateDocument } from '../generated/graphql.js';
import { EMULATOR_KEYS, emulatorProfile } from '../support/emulator-profile.js';
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
import { useSafetyPair } from './support/safety-pair.js';

const ESP_OFFRAMP = '/transactions/v2/esp_offramp';

// The emulator's own webhooks are not pointed here: every webhook this gateway gets is the test's.
const pair = useSafetyPair();

type Input = ReturnType<typeof espOfframpInput>;

const outcomeOf = async (input: Input) =>
  (await post(pair.gateway, pair.emulator, SafetyMutationCandidateDocument, { operation: 'CREATE_ESP_OFFRAMP', idempotencyKey: input.idempotencyKey! })).data?.mutationOutcome;

const providerRecord = (account: string) => providerEspRecord(pair.emulator, account);
const espWebhook = (record: Record<string, unknown>, status: string, business?: string) => sendEspWebhook(pair.gateway, record, status, business);

const decide = async (input: Input, resourceId: string) =>
  (
    await post(pair.gateway, pair.emulator, SafetyConfirmMutationOutcomeDocument, {
      input: { operation: 'CREATE_ESP_OFFRAMP', idempotencyKey: input.idempotencyKey!, resourceId, decision: 'CREATED_BY_THIS_REQUEST' },
    })
  );

async function lostPayout(input: Input): Promise<void> {
  await setFaults(pair.emulator, { afterProcessing: { rate: 1, answer: 'drop' }, pathPrefix: ESP_OFFRAMP });
  expect(codesOf(await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
  await setFaults(pair.emulator, null);
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
    await eventually(async () => (await pair.gateway.store.statuses.get('test', 'esp_transaction', String(theirs.transaction_id))) ?? undefined, 'B’s webhook');
    expect(await outcomeOf(input)).toMatchObject({ state: 'UNKNOWN', resourceId: null, candidateId: null });

    // Nor does A's own transaction, while nothing says A's key is business A's.
    await espWebhook(created, 'Pending', businessA);
    expect(await outcomeOf(input)).toMatchObject({ state: 'UNKNOWN', resourceId: null, candidateId: null });
    expect(codesOf(await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);

    // A webhook naming business A about a transaction A's key created teaches the gateway whose key it is.
    const known = espOfframpInput(uniqueAccountNumber(), `business-${uniqueAccountNumber()}`);
    const knownId = (await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input: known })).data?.createEspOfframp.transaction?.id;
    expect(knownId).toEqual(expect.any(String));
    await espWebhook(await providerRecord(known.accountNumber), 'Completed', businessA);
    await eventually(async () => ((await pair.gateway.store.keyBusinesses.businessOf(keyFingerprint(pair.emulator.testKey))) === businessA ? true : undefined), 'the key’s business');

    // Business B's transaction still settles nothing; A's own does.
    await espWebhook(theirs, 'Failed', `biz-b-${uniqueAccountNumber()}`);
    expect(await outcomeOf(input)).toMatchObject({ state: 'UNKNOWN', resourceId: null, candidateId: null });
    await espWebhook(created, 'Completed', businessA);
    await eventually(async () => ((await outcomeOf(input))?.state === 'CANDIDATE' ? true : undefined), 'A’s webhook to offer its transaction');
    expect(await outcomeOf(input)).toMatchObject({ state: 'CANDIDATE', resourceId: null, candidateId: created.transaction_id });
    expect(codesOf(await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
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
    await eventually(async () => (await pair.gateway.store.statuses.get('test', 'esp_transaction', String(theirs.transaction_id))) ?? undefined, 'B’s webhook');
    expect(await outcomeOf(input)).toMatchObject({ state: 'UNKNOWN', resourceId: null, candidateId: null });

    const confirmed = await decide(input, String(theirs.transaction_id));
    expect(confirmed.data?.confirmMutationOutcome).toEqual({
      outcome: null,
      userErrors: [{ field: ['input', 'resourceId'], code: 'INVALID', message: expect.stringContaining('not the candidate') }],
    });
    expect(JSON.stringify(confirmed)).not.toMatch(/ref-b-|Beneficiary Of Business B/);
    expect(await pair.gateway.store.owners.isOwner({ dataSet: 'test', kind: 'esp_transaction', id: String(theirs.transaction_id) }, keyFingerprint(pair.emulator.testKey))).toBe(false);
    const replay = await post(pair.gateway, pair.emulator, SafetyEspOfframpDocument, { input });
    expect(codesOf(replay)).toEqual(['OUTCOME_UNKNOWN']);
    expect(JSON.stringify(replay)).not.toContain(String(theirs.transaction_id));

    // The caller's own read of the provider is its business's by construction: it offers A's own payout.
    await post(pair.gateway, pair.emulator, SafetyEspOfframpsDocument, { first: 100 });
    expect(await outcomeOf(input)).toMatchObject({ state: 'CANDIDATE', candidateId: ours.transaction_id });
  });
});

describe('webhook evidence for a key the operator listed', () => {
  const LISTED = `biz-listed-${uniqueAccountNumber()}`;
  let provider: RunningEmulator;
  let receiver: RunningGateway;

  beforeAll(async () => {
    provider = await startLiveEmulator();
    receiver = await startSafetyGateway(provider, { keyBusinesses: [{ apiKey: provider.testKey, business: LISTED }] });
  });

  afterAll(async () => {
    await receiver?.close();
    await provider?.close();
  });

  // Records are kept by the operator's word (RAMP_KEY_BUSINESSES); evidence read only what webhooks
  // had taught: a business that taught the key before it was listed offered its payouts to it, and
  // the listed business's own evidence offered nothing.
  it('judges a listed key by its listing, not by a business webhooks taught it', async () => {
    const taught = `biz-taught-${uniqueAccountNumber()}`;
    await receiver.store.keyBusinesses.learn([keyFingerprint(provider.testKey)], taught);
    const input = espOfframpInput(uniqueAccountNumber(), `business-${uniqueAccountNumber()}`);
    await setFaults(provider, { afterProcessing: { rate: 1, answer: 'drop' }, pathPrefix: ESP_OFFRAMP });
    expect(codesOf(await post(receiver, provider, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
    await setFaults(provider, null);
    const created = await providerEspRecord(provider, input.accountNumber);
    const outcome = async () =>
      (await post(receiver, provider, SafetyMutationCandidateDocument, { operation: 'CREATE_ESP_OFFRAMP', idempotencyKey: input.idempotencyKey! })).data?.mutationOutcome;

    // The taught business's payout, just like the lost one, under its own id.
    const theirs = { ...created, transaction_id: `esp_t_${uniqueAccountNumber()}`, reference: `ref-t-${uniqueAccountNumber()}` };
    await sendEspWebhook(receiver, theirs, 'Completed', taught);
    await eventually(async () => (await receiver.store.statuses.get('test', 'esp_transaction', String(theirs.transaction_id))) ?? undefined, 'its webhook');
    expect(await outcome()).toMatchObject({ state: 'UNKNOWN', candidateId: null });

    await sendEspWebhook(receiver, created, 'Completed', LISTED);
    await eventually(async () => ((await outcome())?.state === 'CANDIDATE' ? true : undefined), 'the listed business’s webhook to offer its payout');
    expect(await outcome()).toMatchObject({ state: 'CANDIDATE', candidateId: created.transaction_id });
  });
});

describe('webhook secrets per business', () => {
  const SECRET_A = 'whsec_business_a_0123456789abcdef0123';
  const SECRET_B = 'whsec_business_b_0123456789abcdef0123';
  const SECRET_SHARED = 'whsec_no_business_0123456789abcdef012';
  const BUSINESS_B = 'biz_second_business';
  const keysB = { test: `${EMULATOR_KEYS.test}_second`, live: `${EMULATOR_KEYS.live}_second` };
  let provider: RunningEmulator;
  let receiver: RunningGateway;

  beforeAll(async () => {
    provider = await startLiveEmulator({
      webhookSecret: SECRET_A,
      moreBusinesses: [{ id: BUSINESS_B, testKey: keysB.test, liveKey: keysB.live, webhookSecret: SECRET_B }],
    });
    receiver = await startGateway({
      ...gatewayConfig(provider.url, {
        // The secret of a single-business deployment, kept beside the businesses' own.
        webhookSecrets: [SECRET_SHARED],
        webhookBusinessSecrets: [
          { business: provider.businessId, secret: SECRET_A },
          { business: BUSINESS_B, secret: SECRET_B },
        ],
      }),
      // B's keys are listed by the operator; A's are not, so A's resources are placed by their first delivery.
      keyBusinesses: [
        { apiKey: keysB.test, business: BUSINESS_B },
        { apiKey: keysB.live, business: BUSINESS_B },
      ],
    });
    const url = `${receiver.url}${WEBHOOK_PATH}`;
    provider.setWebhookTarget({ url, secret: SECRET_A });
    provider.setWebhookTarget({ url, secret: SECRET_B }, BUSINESS_B);
  });

  afterAll(async () => {
    await receiver?.close();
    await provider?.close();
  });

  const createOfframp = async (key: string) => (await execute(receiver, LiveSetupOfframpDocument, { input: offrampInput() }, key)).createOfframp.offramp!.id;

  /**
   * Moves an off-ramp at the provider with its business's key. The contract's provider then sends its
   * webhook, signed with that business's secret; the documented one sends none for test data, so the
   * delivery is posted as it documents them, that business's secret in its header.
   */
  async function move(key: string, secret: string, id: string, to: string): Promise<void> {
    const response = await fetch(`${provider.url}/_emulator/transitions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': key },
      body: JSON.stringify({ resource: 'offramp', id, to }),
    });
    expect(response.status).toBeLessThan(300);
    if (emulatorProfile !== 'documented') return;
    const delivered = await deliver(JSON.stringify({ event: 'transaction_status_updated', payload: { transaction_id: id, status: to } }), {
      [LEGACY_SECRET_HEADER]: secret,
    });
    expect(delivered.status).toBe(200);
  }

  const statusOf = async (id: string, dataSet: 'test' | 'live' = 'test') => (await receiver.store.statuses.get(dataSet, 'offramp', id))?.status;
  const reached = (id: string, status: string) => eventually(async () => ((await statusOf(id)) === status ? true : undefined), `${id} at ${status}`);

  function envelope(id: string, status: string, extra: { livemode?: boolean; payload?: Record<string, unknown> } = {}): string {
    return JSON.stringify({
      id: `evt_forged_${uniqueAccountNumber()}`,
      event: 'transaction_status_updated',
      created_at: new Date().toISOString(),
      livemode: extra.livemode ?? false,
      payload: { transaction_id: id, transaction_status: status, ...extra.payload },
    });
  }

  const deliver = (body: string, headers: Record<string, string>) =>
    fetch(`${receiver.url}${WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const signedBy = (secret: string, body: string) => deliver(body, { [SIGNATURE_HEADER]: signWebhookBody(secret, Math.floor(Date.now() / 1000), body) });

  async function refusals(reason: string): Promise<number> {
    const text = await (await fetch(`${receiver.url}/metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith(`ramp_gateway_webhook_refusals_total{reason="${reason}"}`));
    return line === undefined ? 0 : Number(line.split(' ').at(-1));
  }

  it('authenticates each business’s deliveries by its own secret, and refuses one about another business’s resource', async () => {
    const ofA = await createOfframp(provider.testKey);
    const ofB = await createOfframp(keysB.test);
    await move(provider.testKey, SECRET_A, ofA, 'processing');
    await move(keysB.test, SECRET_B, ofB, 'processing');
    await reached(ofA, 'processing');
    await reached(ofB, 'processing');
    expect(await receiver.store.origins.of('offramp', ofA)).toEqual({ business: provider.businessId, dataSet: 'test' });
    expect(await receiver.store.origins.of('offramp', ofB)).toEqual({ business: BUSINESS_B, dataSet: 'test' });

    // Business B's own secret, about A's payout.
    const forged = await signedBy(SECRET_B, envelope(ofA, 'completed'));
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ error: { code: 'WRONG_BUSINESS' } });
    // Nor the documented scheme, the secret in its header.
    const documented = await deliver(JSON.stringify({ event: 'transaction_status_updated', payload: { transaction_id: ofA, status: 'completed' } }), {
      [LEGACY_SECRET_HEADER]: SECRET_B,
    });
    expect(documented.status).toBe(403);
    expect(await refusals('foreign_resource')).toBe(2);

    // A's secret on a payload naming business B.
    const naming = await signedBy(SECRET_A, envelope(ofA, 'completed', { payload: { business: { business_id: BUSINESS_B } } }));
    expect(naming.status).toBe(403);
    expect(await refusals('payload_business')).toBe(1);
    expect(await statusOf(ofA)).toBe('processing');

    // A's own secret still moves A's payout.
    expect((await signedBy(SECRET_A, envelope(ofA, 'completed'))).status).toBe(200);
    expect(await statusOf(ofA)).toBe('completed');
  });

  // Business A's secret is A's to sign with: before B's first delivery, nothing recorded of B's payout
  // said whose it was, so A's delivery naming it was its first trusted record. It moved B's payout,
  // made it A's for good (B's own deliveries were refused), and taught B's key business A.
  it('leaves a payout of a listed key its business’s: another business’s delivery first about it neither moves nor takes it', async () => {
    const ofB = await createOfframp(keysB.test);
    const before = await statusOf(ofB);
    const takeover = await signedBy(SECRET_A, envelope(ofB, 'completed'));
    expect(takeover.status).toBe(403);
    expect(await takeover.json()).toMatchObject({ error: { code: 'WRONG_BUSINESS' } });
    expect(await statusOf(ofB)).toBe(before);
    expect(await receiver.store.origins.of('offramp', ofB)).toEqual({ business: undefined, dataSet: undefined });
    expect(await receiver.store.keyBusinesses.businessOf(keyFingerprint(keysB.test))).not.toBe(provider.businessId);

    // B's own deliveries move it.
    await move(keysB.test, SECRET_B, ofB, 'processing');
    await reached(ofB, 'processing');
    expect(await receiver.store.origins.of('offramp', ofB)).toEqual({ business: BUSINESS_B, dataSet: 'test' });
  });

  it('outranks an origin another business recorded first (an id named before its payout existed) by the listed key owning it', async () => {
    const ofB = await createOfframp(keysB.test);
    // What A's delivery naming the id before B created it recorded: A's, and live.
    await receiver.store.origins.claim('offramp', ofB, { business: provider.businessId, dataSet: 'live' });

    await move(keysB.test, SECRET_B, ofB, 'processing');
    await reached(ofB, 'processing');
    expect(await statusOf(ofB, 'live')).toBeUndefined();
    const again = await signedBy(SECRET_A, envelope(ofB, 'completed'));
    expect(again.status).toBe(403);
    expect(await statusOf(ofB)).toBe('processing');
  });

  // A secret of no business took its business from its payload: naming B (or no one) it moved B's payouts.
  it('gives a secret of no business no business that has a secret of its own, named or not', async () => {
    const ofB = await createOfframp(keysB.test);
    await move(keysB.test, SECRET_B, ofB, 'processing');
    await reached(ofB, 'processing');
    const naming = await signedBy(SECRET_SHARED, envelope(ofB, 'completed', { payload: { business: { business_id: BUSINESS_B } } }));
    expect(naming.status).toBe(403);
    expect(await naming.json()).toMatchObject({ error: { code: 'WRONG_BUSINESS' } });
    expect((await signedBy(SECRET_SHARED, envelope(ofB, 'completed'))).status).toBe(403);
    expect(await statusOf(ofB)).toBe('processing');

    // A's payout, whose key is not listed: its first delivery made it A's.
    const ofA = await createOfframp(provider.testKey);
    await move(provider.testKey, SECRET_A, ofA, 'processing');
    await reached(ofA, 'processing');
    expect((await signedBy(SECRET_SHARED, envelope(ofA, 'completed'))).status).toBe(403);
    expect(await statusOf(ofA)).toBe('processing');

    // It still routes what is no such business's.
    const unknown = `tx_nobody_${uniqueAccountNumber()}`;
    expect((await signedBy(SECRET_SHARED, envelope(unknown, 'processing'))).status).toBe(200);
  });

  it('keeps a resource in the data set of its first trusted record: a delivery saying live re-routes nothing', async () => {
    const id = await createOfframp(provider.testKey);
    const live = await signedBy(SECRET_A, envelope(id, 'processing', { livemode: true }));
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ received: true, ignored: true });
    expect(await statusOf(id, 'live')).toBeUndefined();

    // A later delivery that names no data set goes where the resource is: test.
    const later = await deliver(JSON.stringify({ event: 'transaction_status_updated', payload: { transaction_id: id, status: 'processing' } }), {
      [LEGACY_SECRET_HEADER]: SECRET_A,
    });
    expect(later.status).toBe(200);
    expect(await statusOf(id)).toBe('processing');
    expect(await statusOf(id, 'live')).toBeUndefined();
  });
});

describe('failed webhook authentications', () => {
  let provider: RunningEmulator;
  let receiver: RunningGateway;

  beforeAll(async () => {
    provider = await startLiveEmulator();
    receiver = await startGateway(
      gatewayConfig(provider.url, {
        redisUrl: 'redis://127.0.0.1:6379',
        redisKeyPrefix: `webhook-auth-${uniqueAccountNumber()}:`,
        webhookAuthFailures: 3,
        webhookAuthWindowSeconds: 1,
      }),
    );
  });

  afterAll(async () => {
    await receiver?.close();
    await provider?.close();
  });

  const body = JSON.stringify({ event: 'transaction_status_updated', payload: { transaction_id: 'tx_guess', status: 'completed' } });
  const guess = (secret: string) =>
    fetch(`${receiver.url}${WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', [LEGACY_SECRET_HEADER]: secret }, body });

  it('answers an address guessing the secret 429 with Retry-After once its failures are spent, then for longer', async () => {
    for (const secret of ['aa', 'ab', 'ac']) expect((await guess(secret)).status).toBe(400);
    const limited = await guess('ad');
    expect(limited.status).toBe(429);
    const firstWait = Number(limited.headers.get('retry-after'));
    expect(firstWait).toBeGreaterThanOrEqual(1);

    // Guessing on after each wait, the address soon waits far longer.
    let wait = firstWait;
    for (let attempt = 0; attempt < 20 && wait <= firstWait; attempt += 1) {
      const answer = await guess(`guess-${attempt}`);
      if (answer.status !== 429) continue;
      wait = Number(answer.headers.get('retry-after'));
      if (wait <= firstWait) await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 200));
    }
    expect(wait).toBeGreaterThan(firstWait * 10);
    const metrics = await (await fetch(`${receiver.url}/metrics`)).text();
    expect(metrics).toMatch(/ramp_gateway_webhook_refusals_total\{reason="rate_limited"\} [1-9]/);
    expect(metrics).toMatch(/ramp_gateway_webhook_refusals_total\{reason="authentication"\} [1-9]/);
  });
});

describe('failed webhook authentications behind a load balancer', () => {
  let provider: RunningEmulator;
  let receiver: RunningGateway;

  beforeAll(async () => {
    provider = await startLiveEmulator();
    // A window far longer than the test, so the address is still waiting whatever the machine's load.
    receiver = await startGateway(
      gatewayConfig(provider.url, {
        redisUrl: 'redis://127.0.0.1:6379',
        redisKeyPrefix: `webhook-auth-lb-${uniqueAccountNumber()}:`,
        webhookAuthFailures: 3,
        webhookAuthWindowSeconds: 600,
      }),
    );
  });

  afterAll(async () => {
    await receiver?.close();
    await provider?.close();
  });

  // Every request comes from the balancer's address: a guesser's failures held the provider's own
  // deliveries off (429, even with the right secret) for the rest of the window, then for an hour.
  it('still takes an authentic delivery from an address whose failures are spent, and answers its failures 429', async () => {
    const id = `tx_lb_${uniqueAccountNumber()}`;
    const delivery = (secret: string, status: string) =>
      fetch(`${receiver.url}${WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [LEGACY_SECRET_HEADER]: secret },
        body: JSON.stringify({ event: 'transaction_status_updated', payload: { transaction_id: id, status } }),
      });
    for (const secret of ['aa', 'ab', 'ac']) expect((await delivery(secret, 'completed')).status).toBe(400);
    expect((await delivery('ad', 'completed')).status).toBe(429);

    const authentic = await delivery(WEBHOOK_SECRET, 'processing');
    expect(authentic.status).toBe(200);
    expect(await authentic.json()).toMatchObject({ received: true });
    expect((await delivery('ae', 'completed')).status).toBe(429);
  });
});
