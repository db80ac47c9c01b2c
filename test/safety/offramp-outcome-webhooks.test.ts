// A B2B off-ramp created while its answer was lost (the emulator's afterProcessing fault applies the
// request, then answers 502), offered as a candidate by the provider's webhook of its next move and
// settled by the caller's confirmation. Contract profile only (vitest.config.ts): the documented
// provider sends no webhook of a test off-ramp and lists none, so there the lost one's id cannot be
// learnt; test/safety/offramp-outcomes.test.ts runs the same rule in both profiles with an instance
// that stopped mid-request.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { keyFingerprint } from '../../src/platform/key-fingerprint.js';
import type { RunningGateway } from '../../src/server.js';
import { eventually, offrampInput } from '../events/support/live-harness.js';
import { SafetyConfirmMutationOutcomeDocument, SafetyOfframpDocument } from '../generated/graphql.js';
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
  uniqueAccountNumber,
  webhookDeliveries,
} from './support/safety-harness.js';

const OFFRAMP_PATH = '/otc/offramp';

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

  /**
   * The provider's record of the off-ramp of `amount` it made. The provider lists no off-ramps: the
   * id is the one named by the webhook of its move to PROCESSING, queued in the emulator's outbox.
   */
  async function providerOfframpOf(amount: string): Promise<Record<string, unknown>> {
    const ids = await eventually(async () => {
      const found = (await webhookDeliveries(emulator)).filter((d) => d.resource.startsWith('offramp:')).map((d) => d.resource.slice('offramp:'.length));
      return found.length > 0 ? [...new Set(found)] : undefined;
    }, 'the provider to move an off-ramp');
    for (const id of ids) {
      const record = await providerOfframp(emulator, id);
      if (record.amount === amount) return record;
    }
    throw new Error(`no off-ramp of ${amount} at the provider`);
  }

  it('is offered as a candidate by a webhook naming the key’s business, and settled by the caller’s confirmation', async () => {
    const business = await learnKeyBusiness(gateway, emulator);
    const input = { ...offrampInput(`${100 + (Number(uniqueAccountNumber()) % 900)}.25`), idempotencyKey: `b2b-${uniqueAccountNumber()}` };
    await setFaults(emulator, { afterProcessing: { answer: 502 }, pathPrefix: OFFRAMP_PATH });
    expect(codesOf(await post(gateway, emulator, SafetyOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
    await setFaults(emulator, null);
    const record = await providerOfframpOf(input.amount);
    const id = String(record.transaction_id);
    expect(await outcomeOf(gateway, emulator, 'CREATE_OFFRAMP', input.idempotencyKey)).toMatchObject({ state: 'UNKNOWN', candidateId: null });

    // A webhook naming no business settles nothing; one naming the key's business offers it.
    await signedWebhook(gateway, 'transaction_status_updated', record);
    await eventually(async () => (await gateway.store.statuses.get('test', 'offramp', id)) ?? undefined, 'the webhook');
    expect(await outcomeOf(gateway, emulator, 'CREATE_OFFRAMP', input.idempotencyKey)).toMatchObject({ state: 'UNKNOWN', candidateId: null });
    await signedWebhook(gateway, 'transaction_status_updated', { ...record, business: { business_id: business } });
    await eventually(
      async () => ((await outcomeOf(gateway, emulator, 'CREATE_OFFRAMP', input.idempotencyKey))?.state === 'CANDIDATE' ? true : undefined),
      'the webhook to offer a candidate',
    );
    expect(await outcomeOf(gateway, emulator, 'CREATE_OFFRAMP', input.idempotencyKey)).toMatchObject({ state: 'CANDIDATE', candidateId: id });
    expect(codesOf(await post(gateway, emulator, SafetyOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);

    const confirmed = await post(gateway, emulator, SafetyConfirmMutationOutcomeDocument, {
      input: { operation: 'CREATE_OFFRAMP', idempotencyKey: input.idempotencyKey, resourceId: id, decision: 'CREATED_BY_THIS_REQUEST' },
    });
    expect(confirmed.data?.confirmMutationOutcome).toEqual({ outcome: { state: 'CREATED', resourceId: id, candidateId: null }, userErrors: [] });
    const replay = await post(gateway, emulator, SafetyOfframpDocument, { input });
    expect(replay.errors).toBeUndefined();
    expect(replay.data?.createOfframp.offramp?.id).toBe(id);
    expect(await gateway.store.owners.isOwner({ dataSet: 'test', kind: 'offramp', id }, keyFingerprint(emulator.testKey))).toBe(true);
    expect(providerPosts(emulator, OFFRAMP_PATH).map((entry) => entry.status)).toHaveLength(1);
  });
});
