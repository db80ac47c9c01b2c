// Two gateway instances sharing idempotency records through a real PostgreSQL database (and
// pub/sub through a real Redis), over one emulator: duplicates spread over both make one
// provider call.

import type { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { idempotencyRecordKey } from '../../src/idempotency/idempotent-mutation.js';
import { requestFingerprint } from '../../src/idempotency/request-fingerprint.js';
import type { RunningGateway } from '../../src/server.js';
import { REDIS_URL, connectRedis, deleteKeys, uniquePrefix } from '../events/redis-fixture.js';
import { SafetyEspOfframpDocument, ViewerDocument } from '../generated/graphql.js';
import { tempPostgres, type TempPostgres } from '../store/support/databases.js';
import {
  codesOf,
  espOfframpInput,
  post,
  providerPosts,
  setFaults,
  settledPosts,
  startLiveEmulator,
  startSafetyGateway,
  uniqueAccountNumber,
} from './support/safety-harness.js';

const ESP_OFFRAMP = '/transactions/v2/esp_offramp';
const keyPrefix = uniquePrefix();

let redis: Redis;
let database: TempPostgres;
let emulator: RunningEmulator;
let first: RunningGateway;
let second: RunningGateway;

beforeAll(async () => {
  redis = await connectRedis();
  database = await tempPostgres();
  emulator = await startLiveEmulator();
  const shared = { store: { url: database.url }, redis: { url: REDIS_URL, keyPrefix } };
  first = await startSafetyGateway(emulator, shared);
  second = await startSafetyGateway(emulator, shared);
  // The provider accepts the test key on each instance first: the bursts below are about
  // duplicates, and a key not yet accepted shares its address's small budget of requests.
  for (const gateway of [first, second]) expect((await post(gateway, emulator, ViewerDocument, {})).errors).toBeUndefined();
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await emulator?.close();
  await database?.drop();
  await deleteKeys(redis, keyPrefix);
  redis?.disconnect();
});

beforeEach(async () => {
  await setFaults(emulator, null);
  emulator.requestLog.clear();
});

const offramp = (through: RunningGateway, input: ReturnType<typeof espOfframpInput>) => post(through, emulator, SafetyEspOfframpDocument, { input });

describe('two gateway instances sharing PostgreSQL', () => {
  it('make one provider call for 50 concurrent duplicates sent to both', async () => {
    await setFaults(emulator, { latencyMs: 150, pathPrefix: ESP_OFFRAMP });
    const input = espOfframpInput(uniqueAccountNumber(), `key-${uniqueAccountNumber()}`);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => offramp(i % 2 === 0 ? first : second, input)));
    expect(results.flatMap((result) => result.errors ?? [])).toEqual([]);
    const ids = new Set(results.map((result) => result.data?.createEspOfframp.transaction?.id));
    expect([...ids]).toEqual([expect.any(String)]);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
  });

  it('replay on one instance what the other recorded: a result, a reused key, an unknown outcome', async () => {
    const key = `key-${uniqueAccountNumber()}`;
    const input = espOfframpInput(uniqueAccountNumber(), key);
    const created = await offramp(first, input);
    expect(await offramp(second, input)).toEqual(created);
    const reused = await offramp(second, espOfframpInput(uniqueAccountNumber(), key));
    expect(reused.data?.createEspOfframp.userErrors).toMatchObject([{ code: 'IDEMPOTENCY_KEY_REUSED' }]);

    await setFaults(emulator, { dropRate: 1, pathPrefix: ESP_OFFRAMP });
    const lost = espOfframpInput(uniqueAccountNumber(), `key-${uniqueAccountNumber()}`);
    expect(codesOf(await offramp(first, lost))).toEqual(['OUTCOME_UNKNOWN']);
    await setFaults(emulator, null);
    expect(codesOf(await offramp(second, lost))).toEqual(['OUTCOME_UNKNOWN']);
    expect(await settledPosts(emulator, ESP_OFFRAMP, 2)).toHaveLength(2);
  });

  it('treat the claim of an instance that stopped mid-request as an unknown outcome, never resending', async () => {
    const idempotencyKey = `key-${uniqueAccountNumber()}`;
    const input = espOfframpInput(uniqueAccountNumber(), idempotencyKey);
    // What an instance leaves behind when it dies after claiming the key: a claim whose lease has run out.
    const claim = { state: 'in_progress' as const, fingerprint: requestFingerprint('createEspOfframp', input), token: 'crashed', leaseUntil: Date.now() - 1 };
    const recordKey = idempotencyRecordKey(emulator.testKey, 'createEspOfframp', idempotencyKey);
    expect(await first.store.idempotency.claim(recordKey, claim, 60_000)).toEqual({ claimed: true, fence: 1 });

    const result = await offramp(second, input);
    expect(codesOf(result)).toEqual(['OUTCOME_UNKNOWN']);
    expect(result.errors?.[0]?.message).toContain('stopped before it finished');
    expect(codesOf(await offramp(first, input))).toEqual(['OUTCOME_UNKNOWN']);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toEqual([]);
  });
});
