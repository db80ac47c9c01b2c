// The fence of an idempotency claim, in process, on two instances sharing PostgreSQL (issue 28,
// part 1; test/safety/stalled-instance.test.ts freezes a whole instance): a send stretches the
// claim past its write's deadline, so a retry elsewhere waits for the write instead of taking the
// key over as "unknown" while it may still land; and an instance that stalls between the check and
// the write past that deadline gives the write up unsent, freeing the key.

import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { idempotencyRecordKey } from '../../src/idempotency/idempotent-mutation.js';
import type { RunningGateway } from '../../src/server.js';
import { SafetyEspOfframpDocument } from '../generated/graphql.js';
import { tempPostgres, type TempPostgres } from '../store/support/databases.js';
import { codesOf, espOfframpInput, post, providerPosts, setFaults, startLiveEmulator, startSafetyGateway, uniqueAccountNumber } from './support/safety-harness.js';

const ESP_OFFRAMP = '/transactions/v2/esp_offramp';
const TIMEOUT_MS = 5_000;
/** The provider's time to answer the slow call: well within the timeout, far past the lease. */
const LATENCY_MS = 3_000;
/** Far shorter than the provider call: only a send's stretch keeps the claim alive through it. */
const LEASE_MS = 300;

let database: TempPostgres;
let emulator: RunningEmulator;
let first: RunningGateway;
let second: RunningGateway;

beforeAll(async () => {
  database = await tempPostgres();
  emulator = await startLiveEmulator();
  const options = { store: { url: database.url }, upstreamTimeoutMs: TIMEOUT_MS, idempotency: { leaseMs: LEASE_MS } };
  first = await startSafetyGateway(emulator, options);
  second = await startSafetyGateway(emulator, options);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await emulator?.close();
  await database?.drop();
});

beforeEach(async () => {
  await setFaults(emulator, null);
  emulator.requestLog.clear();
});

const offramp = (through: RunningGateway, input: ReturnType<typeof espOfframpInput>) => post(through, emulator, SafetyEspOfframpDocument, { input });

describe('the fence of a claim', () => {
  it('holds the key through a slow provider call past the lease: a retry on the other instance gets its result, never an unknown outcome', async () => {
    await setFaults(emulator, { latencyMs: LATENCY_MS, pathPrefix: ESP_OFFRAMP });
    const input = espOfframpInput(uniqueAccountNumber(), `fence-${uniqueAccountNumber()}`);
    const sent = offramp(first, input);
    // The write passed its fence: its claim is stretched to the write's deadline and more.
    const recordKey = idempotencyRecordKey(emulator.testKey, 'createEspOfframp', input.idempotencyKey!);
    for (let i = 0; i < 150; i += 1) {
      const record = await first.store.idempotency.get(recordKey);
      if (record?.state === 'in_progress' && record.leaseUntil > Date.now() + TIMEOUT_MS / 2) break;
      await sleep(10);
    }
    await sleep(LEASE_MS * 2);
    const retried = await offramp(second, input);
    const created = await sent;
    expect(created.errors).toBeUndefined();
    expect(retried).toEqual(created);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
  });

  it('gives up a write the instance stalled on past its deadline, unsent, and frees the key', async () => {
    const store = first.store.idempotency;
    const holdForSend = store.holdForSend.bind(store);
    // A stall after the check passed (a GC pause): the write's deadline is gone when it wakes.
    store.holdForSend = async (...args) => {
      const held = await holdForSend(...args);
      await sleep(TIMEOUT_MS + 200);
      return held;
    };
    const input = espOfframpInput(uniqueAccountNumber(), `fence-${uniqueAccountNumber()}`);
    try {
      expect(codesOf(await offramp(first, input))).toEqual(['UPSTREAM_UNAVAILABLE']);
    } finally {
      store.holdForSend = holdForSend;
    }
    expect(providerPosts(emulator, ESP_OFFRAMP)).toEqual([]);
    const again = await offramp(second, input);
    expect(again.data?.createEspOfframp.transaction?.id).toEqual(expect.any(String));
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
  });
});
