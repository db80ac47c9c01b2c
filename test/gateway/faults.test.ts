import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CreateOfframpDocument, ListingTotalDocument, RateQuoteDocument, ViewerDocument } from '../generated/graphql.js';
import { ABA_ROUTING_NUMBER, ETHEREUM_ADDRESS } from './support/fixtures.js';
import { dataOf, errorCodes, startHarness, type Harness } from './support/harness.js';
import { EMULATOR_KEYS } from '../support/emulator-profile.js';

const LISTING = '/transactions/v2/esp_transactions';
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ captureLogs: true, gateway: { upstreamTimeoutMs: 300, upstreamGetRetries: 2 } });
});

afterAll(async () => {
  await harness.close();
});

afterEach(async () => {
  await harness.clearFaults();
});

const offrampInput = {
  customerId: 'cust-faults',
  currency: 'USD' as const,
  amount: '100',
  stablecoin: 'USDC' as const,
  network: 'ETHEREUM' as const,
  walletAddress: ETHEREUM_ADDRESS,
  payoutAccount: { ach: { accountNumber: '123456789', routingNumber: ABA_ROUTING_NUMBER, accountName: 'Acme Inc' } },
};

/** The request log records a request when it ends; a timed-out one ends after the gateway gave up. */
async function settledCalls(method: string, path: string, expected: number) {
  for (let i = 0; i < 50 && harness.providerCalls(method, path).length < expected; i++) await sleep(20);
  await sleep(50);
  return harness.providerCalls(method, path);
}

describe('provider faults', () => {
  it('retries a GET on 503 with backoff, then answers UPSTREAM_UNAVAILABLE', async () => {
    await harness.setFaults({ errorRate: 1, errorStatus: 503, pathPrefix: LISTING });
    const result = await harness.execute(ListingTotalDocument);
    expect(errorCodes(result)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(harness.providerCalls('GET', LISTING)).toHaveLength(3);
  });

  it('retries a GET whose connection is dropped, then answers UPSTREAM_UNAVAILABLE', async () => {
    await harness.setFaults({ dropRate: 1, pathPrefix: '/otc/rate_quote' });
    const result = await harness.execute(RateQuoteDocument, { currency: 'EUR' });
    expect(errorCodes(result)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(harness.providerCalls('GET', '/otc/rate_quote')).toHaveLength(3);
  });

  it('does not retry a GET on 500, and says UPSTREAM_ERROR', async () => {
    await harness.setFaults({ errorRate: 1, errorStatus: 500, pathPrefix: '/otc/rate_quote' });
    const result = await harness.execute(RateQuoteDocument, { currency: 'EUR' });
    expect(errorCodes(result)).toEqual(['UPSTREAM_ERROR']);
    expect(harness.providerCalls('GET', '/otc/rate_quote')).toHaveLength(1);
  });

  it('passes on a rate limit as RATE_LIMITED with the retry delay', async () => {
    await harness.setFaults({ errorRate: 1, errorStatus: 429, pathPrefix: '/otc/rate_quote' });
    const result = await harness.execute(RateQuoteDocument, { currency: 'EUR' });
    expect(errorCodes(result)).toEqual(['RATE_LIMITED']);
    expect(result.errors?.[0]?.extensions).toMatchObject({ retryAfterSeconds: 1 });
  });

  it('retries a GET on a load balancer’s 502 and 504 pages, then answers UPSTREAM_UNAVAILABLE', async () => {
    for (const answer of [502, 504] as const) {
      harness.clearProviderCalls();
      await harness.setFaults({ afterProcessing: { answer }, pathPrefix: '/otc/rate_quote' });
      const result = await harness.execute(RateQuoteDocument, { currency: 'EUR' });
      expect(errorCodes(result)).toEqual(['UPSTREAM_UNAVAILABLE']);
      expect(harness.providerCalls('GET', '/otc/rate_quote').map((call) => call.status)).toEqual([answer, answer, answer]);
    }
  });

  it('never resends a mutation after a 503 or a dropped connection, and says its outcome is unknown', async () => {
    await harness.setFaults({ errorRate: 1, errorStatus: 503, pathPrefix: '/otc/offramp' });
    const failed = await harness.execute(CreateOfframpDocument, { input: offrampInput });
    expect(errorCodes(failed)).toEqual(['OUTCOME_UNKNOWN']);
    expect(failed.errors?.[0]?.message).toContain('answered HTTP 503');
    expect(harness.providerCalls('POST', '/otc/offramp')).toHaveLength(1);

    await harness.setFaults({ dropRate: 1, pathPrefix: '/otc/offramp' });
    const dropped = await harness.execute(CreateOfframpDocument, { input: offrampInput });
    expect(errorCodes(dropped)).toEqual(['OUTCOME_UNKNOWN']);
    expect(dropped.errors?.[0]?.message).toContain('may or may not have been applied');
    expect(await settledCalls('POST', '/otc/offramp', 1)).toHaveLength(1);
  });

  it('answers UPSTREAM_TIMEOUT when the provider is slower than the timeout, and OUTCOME_UNKNOWN for a write that may have happened', async () => {
    await harness.setFaults({ latencyMs: 1_000, pathPrefix: LISTING });
    const read = await harness.execute(ListingTotalDocument);
    expect(errorCodes(read)).toEqual(['UPSTREAM_TIMEOUT']);

    await harness.setFaults({ latencyMs: 1_000, pathPrefix: '/otc/offramp' });
    const write = await harness.execute(CreateOfframpDocument, { input: offrampInput });
    expect(errorCodes(write)).toEqual(['OUTCOME_UNKNOWN']);
    expect(write.errors?.[0]?.message).toContain('may or may not have been applied');
    expect(await settledCalls('POST', '/otc/offramp', 1)).toHaveLength(1);
  });

  it('refuses a response of the wrong shape as UPSTREAM_BAD_RESPONSE and logs what was wrong', async () => {
    await harness.setFaults({ malformedRate: 1, pathPrefix: '/otc/rate_quote' });
    harness.logLines.length = 0;
    const result = await harness.execute(RateQuoteDocument, { currency: 'EUR' });
    expect(errorCodes(result)).toEqual(['UPSTREAM_BAD_RESPONSE']);
    expect(result.data).toBeNull();
    const line = harness.logLines.map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => entry.msg === 'provider response has an unexpected shape');
    expect(line).toMatchObject({ upstream: { method: 'GET', path: '/otc/rate_quote', status: 200 }, issues: expect.arrayContaining([expect.objectContaining({ path: 'data.rate' })]) });
  });

  it('keeps API keys out of every log line and error', async () => {
    await harness.setFaults({ errorRate: 1, errorStatus: 503, pathPrefix: LISTING });
    const result = await harness.execute(ListingTotalDocument);
    await harness.clearFaults();
    const unknownKey = 'sk_test_this_key_is_unknown_to_the_provider';
    const refused = await harness.execute(RateQuoteDocument, { currency: 'EUR' }, { key: unknownKey });
    expect(errorCodes(refused)).toEqual(['UNAUTHENTICATED']);
    const everything = [...harness.logLines, JSON.stringify(result), JSON.stringify(refused)].join('\n');
    expect(harness.logLines.length).toBeGreaterThan(0);
    expect(everything).not.toContain(harness.emulator.testKey);
    expect(everything).not.toContain(unknownKey);
  });

  it('answers UNAUTHENTICATED without a key, before calling the provider', async () => {
    harness.clearProviderCalls();
    const result = await harness.execute(RateQuoteDocument, { currency: 'EUR' }, { key: null });
    expect(errorCodes(result)).toEqual(['UNAUTHENTICATED']);
    expect(harness.providerCalls()).toEqual([]);
  });
});

describe('a gateway with its own key', () => {
  it('uses RAMP_API_KEY when the caller sends none, and the caller key when sent', async () => {
    const own = await startHarness({ gateway: { rampApiKey: EMULATOR_KEYS.live } });
    try {
      const viewer = dataOf(await own.execute(ViewerDocument, {}, { key: null })).viewer;
      expect(viewer).toEqual({ mode: 'LIVE', livemode: true, keySource: 'SERVER' });
      dataOf(await own.execute(RateQuoteDocument, { currency: 'EUR' }, { key: null }));
      expect(own.emulator.requestLog.entries().at(-1)?.key).toBe('live');
      const caller = dataOf(await own.execute(ViewerDocument)).viewer;
      expect(caller).toEqual({ mode: 'TEST', livemode: false, keySource: 'REQUEST' });
    } finally {
      await own.close();
    }
  });
});
