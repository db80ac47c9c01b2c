import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CircuitBreaker, type CircuitState } from '../../src/datasources/circuit-breaker.js';
import { RateQuoteDocument } from '../generated/graphql.js';
import { dataOf, errorCodes } from '../gateway/support/harness.js';
import { startOpsHarness, type OpsHarness } from './support/ops-harness.js';

const OPEN_MS = 300;
let ops: OpsHarness;

beforeAll(async () => {
  ops = await startOpsHarness({
    gateway: { upstreamGetRetries: 0, upstreamTimeoutMs: 500, circuitBreaker: { failureThreshold: 3, openMs: OPEN_MS } },
  });
});

afterAll(async () => {
  await ops.close();
});

const quote = { currency: 'NGN' as const, amount: '100' };
const rateQuoteCalls = () => ops.providerCalls().filter((call) => call.path === '/otc/rate_quote');

describe('provider circuit breaker', () => {
  afterEach(async () => {
    await ops.clearFaults();
    // Leave the circuit closed for the next test: wait out any open period, then one good call.
    await sleep(OPEN_MS);
    dataOf((await ops.post(RateQuoteDocument, quote)).body);
  });

  it('opens after repeated 5xx, then fails fast with UPSTREAM_UNAVAILABLE without calling the provider', async () => {
    await ops.setFaults({ errorRate: 1, errorStatus: 500 });
    ops.emulator.requestLog.clear();
    for (let i = 0; i < 3; i++) expect(errorCodes((await ops.post(RateQuoteDocument, quote)).body)).toEqual(['UPSTREAM_ERROR']);
    expect(rateQuoteCalls()).toHaveLength(3);
    expect(ops.gateway.operations.breaker.current()).toBe('open');

    for (let i = 0; i < 5; i++) {
      const refused = await ops.post(RateQuoteDocument, quote);
      expect(errorCodes(refused.body)).toEqual(['UPSTREAM_UNAVAILABLE']);
      expect(refused.body.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    expect(rateQuoteCalls()).toHaveLength(3);
  });

  it('closes after a successful probe once the open period is over', async () => {
    await ops.setFaults({ errorRate: 1, errorStatus: 503 });
    for (let i = 0; i < 3; i++) await ops.post(RateQuoteDocument, quote);
    expect(ops.gateway.operations.breaker.current()).toBe('open');
    await ops.clearFaults();
    ops.emulator.requestLog.clear();
    expect(errorCodes((await ops.post(RateQuoteDocument, quote)).body)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(rateQuoteCalls()).toHaveLength(0);

    await sleep(OPEN_MS);
    const probe = await ops.post(RateQuoteDocument, quote);
    expect(dataOf(probe.body).rateQuote.currency).toBe('NGN');
    expect(ops.gateway.operations.breaker.current()).toBe('closed');
    for (let i = 0; i < 3; i++) dataOf((await ops.post(RateQuoteDocument, quote)).body);
    expect(rateQuoteCalls().map((call) => call.status)).toEqual([200, 200, 200, 200]);
  });

  it('opens again when the probe fails', async () => {
    await ops.setFaults({ errorRate: 1, errorStatus: 503 });
    for (let i = 0; i < 3; i++) await ops.post(RateQuoteDocument, quote);
    await sleep(OPEN_MS);
    ops.emulator.requestLog.clear();
    expect(errorCodes((await ops.post(RateQuoteDocument, quote)).body)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(rateQuoteCalls()).toHaveLength(1);
    expect(ops.gateway.operations.breaker.current()).toBe('open');
    await ops.post(RateQuoteDocument, quote);
    expect(rateQuoteCalls()).toHaveLength(1);
  });

  it('counts dropped connections as failures', async () => {
    await ops.setFaults({ dropRate: 1 });
    for (let i = 0; i < 3; i++) expect(errorCodes((await ops.post(RateQuoteDocument, quote)).body)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(ops.gateway.operations.breaker.current()).toBe('open');
  });

  it('stays closed on refusals that are the caller’s problem (4xx)', async () => {
    ops.emulator.requestLog.clear();
    for (let i = 0; i < 6; i++) {
      const refused = await ops.post(RateQuoteDocument, quote, { key: `sk_test_not_a_key_the_provider_knows_${i}` });
      expect(errorCodes(refused.body)).toEqual(['UNAUTHENTICATED']);
    }
    await ops.setFaults({ errorRate: 1, errorStatus: 429 });
    for (let i = 0; i < 6; i++) expect(errorCodes((await ops.post(RateQuoteDocument, quote)).body)).toEqual(['RATE_LIMITED']);
    expect(rateQuoteCalls()).toHaveLength(12);
    expect(ops.gateway.operations.breaker.current()).toBe('closed');
  });
});

describe('CircuitBreaker', () => {
  function breakerAt(clock: { now: number }) {
    const states: CircuitState[] = [];
    const breaker = new CircuitBreaker({ failureThreshold: 2, openMs: 1000, now: () => clock.now, onStateChange: (s) => states.push(s) });
    return { breaker, states };
  }

  it('lets a single probe through while half open; the others fail fast until it ends', () => {
    const clock = { now: 0 };
    const { breaker, states } = breakerAt(clock);
    breaker.admit().failed();
    breaker.admit().failed();
    expect(() => breaker.admit()).toThrow(/not sending it requests/);
    clock.now = 1000;
    const probe = breaker.admit();
    expect(() => breaker.admit()).toThrow(/not sending it requests/);
    probe.succeeded();
    breaker.admit().succeeded();
    expect(states).toEqual(['open', 'half_open', 'closed']);
  });

  it('needs the failures in a row: a success in between starts the count again', () => {
    const { breaker } = breakerAt({ now: 0 });
    breaker.admit().failed();
    breaker.admit().succeeded();
    breaker.admit().failed();
    expect(breaker.current()).toBe('closed');
    breaker.admit().failed();
    expect(breaker.current()).toBe('open');
  });

  it('ignores a late failure of a call admitted before the circuit opened, while half open', () => {
    const clock = { now: 0 };
    const { breaker } = breakerAt(clock);
    const slow = breaker.admit();
    breaker.admit().failed();
    breaker.admit().failed();
    clock.now = 1000;
    const probe = breaker.admit();
    slow.failed();
    expect(breaker.current()).toBe('half_open');
    probe.succeeded();
    expect(breaker.current()).toBe('closed');
  });
});
