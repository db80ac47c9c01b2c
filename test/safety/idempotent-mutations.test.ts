// One gateway instance (idempotency records in memory) over the real emulator: duplicates,
// concurrent duplicates, reused keys and unknown outcomes, counted in the emulator's request log.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import type { RunningGateway } from '../../src/server.js';
import {
  CreateBrlOnrampTicketDocument,
  CreateEspOnrampDocument,
  CreateOfframpDocument,
  SafetyBusinessCustomerDocument,
  SafetyEspOfframpDocument,
} from '../generated/graphql.js';
import { offrampInput } from '../events/support/live-harness.js';
import {
  codesOf,
  espOfframpInput,
  post,
  providerEspTransactions,
  providerPosts,
  setFaults,
  settledPosts,
  startLiveEmulator,
  startSafetyGateway,
  uniqueAccountNumber,
} from './support/safety-harness.js';

const ESP_OFFRAMP = '/transactions/v2/esp_offramp';
const BUSINESS_CUSTOMER = '/v2/business_customer';
const SHORT_TIMEOUT_MS = 300;

let emulator: RunningEmulator;
let gateway: RunningGateway;
/** Gives up on the provider quickly, for the unknown-outcome cases. */
let impatient: RunningGateway;
/** Waits only briefly for a request in progress. */
let hasty: RunningGateway;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  gateway = await startSafetyGateway(emulator);
  impatient = await startSafetyGateway(emulator, { upstreamTimeoutMs: SHORT_TIMEOUT_MS });
  hasty = await startSafetyGateway(emulator, { idempotency: { waitMs: 50 } });
});

afterAll(async () => {
  await Promise.all([gateway?.close(), impatient?.close(), hasty?.close()]);
  await emulator?.close();
});

beforeEach(async () => {
  await setFaults(emulator, null);
  emulator.requestLog.clear();
});

const offramp = (through: RunningGateway, input: ReturnType<typeof espOfframpInput>, headers?: Record<string, string>) =>
  post(through, emulator, SafetyEspOfframpDocument, { input }, headers ? { headers } : {});

async function atProvider(accountNumber: string) {
  return (await providerEspTransactions(emulator)).filter((transaction) => transaction.account_number === accountNumber);
}

describe('a mutation sent again with the same idempotency key', () => {
  it('returns the first result without calling the provider again', async () => {
    const input = espOfframpInput(uniqueAccountNumber(), `key-${uniqueAccountNumber()}`);
    const first = await offramp(gateway, input);
    const second = await offramp(gateway, input);
    expect(first.data?.createEspOfframp.transaction?.id).toEqual(expect.any(String));
    expect(second).toEqual(first);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
    expect(await atProvider(input.accountNumber)).toHaveLength(1);
  });

  it('takes the key from the idempotency-key header as well', async () => {
    const input = espOfframpInput(uniqueAccountNumber());
    const headers = { 'idempotency-key': `header-${uniqueAccountNumber()}` };
    const first = await offramp(gateway, input, headers);
    const second = await offramp(gateway, input, headers);
    expect(second.data?.createEspOfframp.transaction?.id).toBe(first.data?.createEspOfframp.transaction?.id);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
  });

  it('refuses a key used for other input, and a header that contradicts the input', async () => {
    const key = `key-${uniqueAccountNumber()}`;
    const first = await offramp(gateway, espOfframpInput(uniqueAccountNumber(), key));
    expect(first.data?.createEspOfframp.userErrors).toEqual([]);
    const other = await offramp(gateway, espOfframpInput(uniqueAccountNumber(), key));
    expect(other.data?.createEspOfframp).toEqual({
      transaction: null,
      userErrors: [{ field: ['input', 'idempotencyKey'], code: 'IDEMPOTENCY_KEY_REUSED', message: expect.any(String) }],
    });
    const contradicting = await offramp(gateway, espOfframpInput(uniqueAccountNumber(), 'in-input'), { 'idempotency-key': 'in-header' });
    expect(contradicting.data?.createEspOfframp.userErrors).toMatchObject([{ field: ['input', 'idempotencyKey'], code: 'INVALID' }]);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
  });

  it('scopes keys to the caller’s API key', async () => {
    const input = espOfframpInput(uniqueAccountNumber(), `key-${uniqueAccountNumber()}`);
    const test = await offramp(gateway, input);
    const live = await post(gateway, emulator, SafetyEspOfframpDocument, { input }, { key: emulator.liveKey });
    expect(test.data?.createEspOfframp.userErrors).toEqual([]);
    expect(live.data?.createEspOfframp.userErrors).toEqual([]);
    expect(live.data?.createEspOfframp.transaction?.id).not.toBe(test.data?.createEspOfframp.transaction?.id);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(2);
  });

  it('may be used again after user errors or a definite provider refusal, since nothing was created', async () => {
    const key = `key-${uniqueAccountNumber()}`;
    const accountNumber = uniqueAccountNumber();
    const invalid = await offramp(gateway, { ...espOfframpInput(accountNumber, key), amount: '0' });
    expect(invalid.data?.createEspOfframp.userErrors).toMatchObject([{ code: 'INVALID_AMOUNT' }]);

    await setFaults(emulator, { errorRate: 1, errorStatus: 429, pathPrefix: ESP_OFFRAMP });
    const refused = await offramp(gateway, espOfframpInput(accountNumber, key));
    expect(codesOf(refused)).toEqual(['RATE_LIMITED']);
    await setFaults(emulator, null);

    const created = await offramp(gateway, espOfframpInput(accountNumber, key));
    expect(created.data?.createEspOfframp.userErrors).toEqual([]);
    expect(await atProvider(accountNumber)).toHaveLength(1);
  });

  it('without any key is a new request each time (the gateway makes a key per request)', async () => {
    const input = espOfframpInput(uniqueAccountNumber());
    await offramp(gateway, input);
    await offramp(gateway, input);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(2);
  });

  it('answers a business customer replay from the gateway’s record, marked as replayed', async () => {
    const input = {
      name: `Safety Ltd ${uniqueAccountNumber()}`,
      email: 'ops@safety.example',
      phoneNumber: '+2348012345678',
      registeredAddress: '1 Marina Road, Lagos',
      registeredCountry: 'NG',
      idempotencyKey: `bc-${uniqueAccountNumber()}`,
    };
    const first = await post(gateway, emulator, SafetyBusinessCustomerDocument, { input });
    const second = await post(gateway, emulator, SafetyBusinessCustomerDocument, { input });
    expect(first.data?.createBusinessCustomer).toMatchObject({ replayed: false, userErrors: [] });
    expect(second.data?.createBusinessCustomer).toEqual({ ...first.data?.createBusinessCustomer, replayed: true });
    expect(providerPosts(emulator, BUSINESS_CUSTOMER)).toHaveLength(1);
  });
});

describe('every mutation', () => {
  it('replays its whole first result, dates and links included, without a second provider call', async () => {
    const key = () => `key-${uniqueAccountNumber()}`;
    const twice = async <R, V>(document: Parameters<typeof post<R, V>>[2], variables: V) => {
      const first = await post(gateway, emulator, document, variables);
      expect(first.errors).toBeUndefined();
      expect(Object.values(first.data as Record<string, { userErrors: unknown[] }>)[0]?.userErrors).toEqual([]);
      expect(await post(gateway, emulator, document, variables)).toEqual(first);
    };
    await twice(CreateOfframpDocument, { input: { ...offrampInput(), idempotencyKey: key() } });
    await twice(CreateEspOnrampDocument, {
      input: { currency: 'NGN', amount: '150000.50', bankName: 'GTBank', accountNumber: '0123456789', espAccount: { chatUsername: '@ada_obi' }, idempotencyKey: key() },
    });
    await twice(CreateBrlOnrampTicketDocument, { input: { amount: '100', walletId: 'wallet-42', idempotencyKey: key() } });
    // The emulator logs a request when its response has finished, which may be just after the client read it.
    const posts = () => emulator.requestLog.entries().filter((entry) => entry.method === 'POST').map((entry) => entry.path).sort();
    await expect.poll(posts).toEqual(['/otc/offramp', '/transactions/v2/brl/initiate_onramp', '/transactions/v2/esp_onramp']);
  });
});

describe('concurrent duplicates', () => {
  it('make one provider call; every request gets its result', async () => {
    await setFaults(emulator, { latencyMs: 150, pathPrefix: ESP_OFFRAMP });
    const input = espOfframpInput(uniqueAccountNumber(), `key-${uniqueAccountNumber()}`);
    const results = await Promise.all(Array.from({ length: 10 }, () => offramp(gateway, input)));
    const ids = new Set(results.map((result) => result.data?.createEspOfframp.transaction?.id));
    expect(results.flatMap((result) => result.errors ?? [])).toEqual([]);
    expect(ids.size).toBe(1);
    expect(ids.has(undefined)).toBe(false);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
  });

  it('that wait longer than the bound get IDEMPOTENCY_REQUEST_IN_PROGRESS, then the result with the same key', async () => {
    await setFaults(emulator, { latencyMs: 400, pathPrefix: ESP_OFFRAMP });
    const input = espOfframpInput(uniqueAccountNumber(), `key-${uniqueAccountNumber()}`);
    const first = offramp(hasty, input);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await offramp(hasty, input);
    expect(second.data?.createEspOfframp).toEqual({
      transaction: null,
      userErrors: [{ field: ['input', 'idempotencyKey'], code: 'IDEMPOTENCY_REQUEST_IN_PROGRESS', message: expect.any(String) }],
    });
    const created = await first;
    expect(await offramp(hasty, input)).toEqual(created);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toHaveLength(1);
  });
});

describe('an unknown outcome', () => {
  it('after a timeout is reported as OUTCOME_UNKNOWN, recorded, and never resent', async () => {
    await setFaults(emulator, { latencyMs: SHORT_TIMEOUT_MS * 3, pathPrefix: ESP_OFFRAMP });
    const key = `key-${uniqueAccountNumber()}`;
    const input = espOfframpInput(uniqueAccountNumber(), key);
    const first = await offramp(impatient, input);
    expect(codesOf(first)).toEqual(['OUTCOME_UNKNOWN']);
    expect(first.errors?.[0]?.message).toMatch(/may or may not have been applied.*Check/);
    expect(first.errors?.[0]?.extensions).toMatchObject({ idempotencyKey: key });

    await setFaults(emulator, null);
    const replay = await offramp(impatient, input);
    expect(replay.errors).toEqual(first.errors);
    expect(await settledPosts(emulator, ESP_OFFRAMP, 1)).toHaveLength(1);
    // Whatever the provider made of the late request, it exists there at most once.
    await new Promise((resolve) => setTimeout(resolve, SHORT_TIMEOUT_MS * 3));
    expect((await atProvider(input.accountNumber)).length).toBeLessThanOrEqual(1);
  });

  it('after a dropped connection is reported as OUTCOME_UNKNOWN and never resent', async () => {
    await setFaults(emulator, { dropRate: 1, pathPrefix: ESP_OFFRAMP });
    const input = espOfframpInput(uniqueAccountNumber(), `key-${uniqueAccountNumber()}`);
    const first = await offramp(gateway, input);
    expect(codesOf(first)).toEqual(['OUTCOME_UNKNOWN']);
    await setFaults(emulator, null);
    const replays = await Promise.all([offramp(gateway, input), offramp(gateway, input)]);
    expect(replays.map(codesOf)).toEqual([['OUTCOME_UNKNOWN'], ['OUTCOME_UNKNOWN']]);
    expect(await settledPosts(emulator, ESP_OFFRAMP, 1)).toMatchObject([{ status: 0 }]);
  });

  it('after a 200 the gateway cannot read is reported as OUTCOME_UNKNOWN and never resent', async () => {
    await setFaults(emulator, { malformedRate: 1, pathPrefix: ESP_OFFRAMP });
    const input = espOfframpInput(uniqueAccountNumber(), `key-${uniqueAccountNumber()}`);
    const first = await offramp(gateway, input);
    expect(codesOf(first)).toEqual(['OUTCOME_UNKNOWN']);
    await setFaults(emulator, null);
    expect(codesOf(await offramp(gateway, input))).toEqual(['OUTCOME_UNKNOWN']);
    expect(providerPosts(emulator, ESP_OFFRAMP)).toMatchObject([{ status: 200 }]);
  });
});
