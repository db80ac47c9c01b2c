// The caller's decision on a candidate, sent several times at once to two gateway instances sharing
// PostgreSQL: confirmations and rejections of one candidate end in exactly one decision. Issue 28
// reproduced a rejection answered as done while the key settled CREATED with the same resource
// (and a rejected-candidate row beside it), and two concurrent confirmations both refused.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { idempotencyRecordKey } from '../../src/idempotency/idempotent-mutation.js';
import type { RunningGateway } from '../../src/server.js';
import {
  SafetyConfirmMutationOutcomeDocument,
  SafetyEspOfframpDocument,
  SafetyEspOfframpsDocument,
  SafetyMutationCandidateDocument,
  type CandidateDecision,
} from '../generated/graphql.js';
import { tempPostgres, type TempPostgres } from '../store/support/databases.js';
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
/** Rounds of the race: the bug lost it in about one run in four. */
const ROUNDS = 8;
const EACH = 4;

let database: TempPostgres;
let emulator: RunningEmulator;
let first: RunningGateway;
let second: RunningGateway;

beforeAll(async () => {
  database = await tempPostgres();
  emulator = await startLiveEmulator();
  const shared = { store: { url: database.url }, circuitBreaker: { failureThreshold: 1_000, openMs: 1 } };
  first = await startSafetyGateway(emulator, shared);
  second = await startSafetyGateway(emulator, shared);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await emulator?.close();
  await database?.drop();
});

beforeEach(async () => {
  await setFaults(emulator, null);
});

type Input = ReturnType<typeof espOfframpInput>;

const decide = async (through: RunningGateway, input: Input, resourceId: string, decision: CandidateDecision) =>
  (
    await post(through, emulator, SafetyConfirmMutationOutcomeDocument, {
      input: { operation: 'CREATE_ESP_OFFRAMP', idempotencyKey: input.idempotencyKey!, resourceId, decision },
    })
  ).data?.confirmMutationOutcome;

const outcomeOf = async (input: Input) =>
  (await post(first, emulator, SafetyMutationCandidateDocument, { operation: 'CREATE_ESP_OFFRAMP', idempotencyKey: input.idempotencyKey! })).data?.mutationOutcome;

/** A payout the provider applied whose answer was lost, offered back as the key's candidate by a listing. */
async function candidate(): Promise<{ input: Input; id: string }> {
  const input = espOfframpInput(uniqueAccountNumber(), `race-${uniqueAccountNumber()}`);
  await setFaults(emulator, { afterProcessing: { answer: 502 }, pathPrefix: ESP_OFFRAMP });
  expect(codesOf(await post(first, emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
  await setFaults(emulator, null);
  const [id] = (await providerEspTransactions(emulator)).filter((t) => t.account_number === input.accountNumber).map((t) => t.transaction_id);
  await post(second, emulator, SafetyEspOfframpsDocument, { first: 100 });
  expect(await outcomeOf(input)).toMatchObject({ state: 'CANDIDATE', candidateId: id });
  return { input, id: id! };
}

describe('confirmations and rejections of one candidate at once, over two instances on PostgreSQL', () => {
  it('end in one decision: the others say which decision won, and nothing stored contradicts it', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { input, id } = await candidate();
      // Interleaved, so each instance gets both decisions and either may reach the database first.
      const sent: CandidateDecision[] = Array.from({ length: EACH * 2 }, (_, i) => (i % 2 === 0 ? 'CREATED_BY_THIS_REQUEST' : 'NOT_THIS_REQUEST'));
      const answers = await Promise.all(sent.map((decision, i) => decide(i % 4 < 2 ? first : second, input, id, decision)));

      const done = sent.filter((_, i) => answers[i]?.userErrors.length === 0);
      expect(done.length).toBeGreaterThan(0);
      const won = done[0]!;
      // Every call of the winning decision answers it (deciding the same again answers the same) ...
      expect(new Set(done)).toEqual(new Set([won]));
      expect(done).toHaveLength(EACH);
      for (const [i, answer] of answers.entries()) {
        if (sent[i] === won) {
          expect(answer?.outcome).toEqual(won === 'CREATED_BY_THIS_REQUEST' ? { state: 'CREATED', resourceId: id, candidateId: null } : { state: 'UNKNOWN', resourceId: null, candidateId: null });
        } else {
          // ... and every call of the other says it lost, naming the decision that stands.
          expect(answer).toEqual({ outcome: null, userErrors: [{ field: ['input', 'decision'], code: 'ALREADY_DECIDED', message: expect.stringContaining(won) }] });
        }
      }

      const recordKey = idempotencyRecordKey(emulator.testKey, 'createEspOfframp', input.idempotencyKey!);
      const record = await first.store.idempotency.get(recordKey);
      const rejected = await first.store.unknownOutcomes.wasRejected(recordKey, id);
      if (won === 'CREATED_BY_THIS_REQUEST') {
        expect(await outcomeOf(input)).toEqual({ state: 'CREATED', resourceId: id, candidateId: null, message: null });
        expect(record?.state).toBe('completed');
        expect(rejected).toBe(false);
        expect((await post(second, emulator, SafetyEspOfframpDocument, { input })).data?.createEspOfframp.transaction?.id).toBe(id);
      } else {
        expect(await outcomeOf(input)).toMatchObject({ state: 'UNKNOWN', resourceId: null, candidateId: null });
        expect(record?.state).toBe('unknown_outcome');
        expect(rejected).toBe(true);
        expect(codesOf(await post(second, emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
      }
    }
  });
});
