// Issue 12, point 3: what a client sends can never open the shared circuit breaker. Header
// values (keys, idempotency keys) that the HTTP client could not send are refused as the
// caller's mistake before any provider call is begun, and a request never sent is never
// OUTCOME_UNKNOWN.
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RampClient } from '../../src/datasources/ramp-client.js';
import { createLogger } from '../../src/logger.js';
import { createBusinessCustomerEndpoint } from '../../src/datasources/business-customers/endpoints.js';
import { CreateBusinessCustomerDocument, LiveOfframpDocument, RateQuoteDocument } from '../generated/graphql.js';
import { dataOf, errorCodes } from '../gateway/support/harness.js';
import { businessCustomerInput, subscribe, wsClient } from '../events/support/live-harness.js';
import { startOpsHarness, type OpsHarness } from './support/ops-harness.js';

const THRESHOLD = 3;
let ops: OpsHarness;

beforeAll(async () => {
  ops = await startOpsHarness({ gateway: { circuitBreaker: { failureThreshold: THRESHOLD, openMs: 60_000 } } });
  // The provider accepts the test key once (src/security/key-verification.ts); the calls counted below are then the operations' own.
  dataOf((await ops.post(RateQuoteDocument, { currency: 'NGN', amount: '100' })).body);
});

afterAll(async () => {
  await ops.close();
});

const quote = { currency: 'NGN' as const, amount: '100' };

describe('client input and the circuit breaker', () => {
  it('refuses idempotency keys with a newline in the input as a user error on the key, without calling the provider', async () => {
    ops.emulator.requestLog.clear();
    for (let i = 0; i < THRESHOLD + 3; i++) {
      const response = await ops.post(CreateBusinessCustomerDocument, { input: { ...businessCustomerInput(), idempotencyKey: `key-${i}\nInjected: 1` } });
      expect(response.body.errors).toBeUndefined();
      expect(dataOf(response.body).createBusinessCustomer.userErrors).toEqual([
        { field: ['input', 'idempotencyKey'], code: 'INVALID_FORMAT', message: expect.stringContaining('printable ASCII') },
      ]);
    }
    expect(ops.providerCalls()).toEqual([]);
    expect(ops.gateway.operations.breaker.current()).toBe('closed');
    dataOf((await ops.post(RateQuoteDocument, quote)).body);
  });

  it('refuses a non-ASCII idempotency-key header the same way, on no input field', async () => {
    const { idempotencyKey: _inInput, ...input } = businessCustomerInput();
    for (let i = 0; i < THRESHOLD + 3; i++) {
      const response = await ops.post(CreateBusinessCustomerDocument, { input }, { headers: { 'idempotency-key': `clé-${i}` } });
      expect(dataOf(response.body).createBusinessCustomer.userErrors).toEqual([
        { field: [], code: 'INVALID_FORMAT', message: expect.stringContaining('printable ASCII') },
      ]);
    }
    expect(ops.gateway.operations.breaker.current()).toBe('closed');
  });

  it('refuses malformed keys as UNAUTHENTICATED, never falling back to a server key or reaching the provider', async () => {
    ops.emulator.requestLog.clear();
    for (const key of ['sk_test_has spaces in it 0000000', 'sk_test_ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ', `sk_test_${'a'.repeat(505)}`]) {
      const response = await ops.post(RateQuoteDocument, quote, { key });
      expect(response.body.errors).toEqual([
        expect.objectContaining({ message: expect.stringContaining('malformed'), extensions: { code: 'UNAUTHENTICATED' } }),
      ]);
    }
    expect(ops.providerCalls()).toEqual([]);
    expect(ops.gateway.operations.breaker.current()).toBe('closed');
  });

  it('refuses WebSocket connections whose key has a character above U+00FF, without a provider call', async () => {
    ops.emulator.requestLog.clear();
    for (let i = 0; i < THRESHOLD + 2; i++) {
      const client = wsClient(ops.gateway, { 'ngnc-sec-key': `sk_test_${'a'.repeat(23)}Ā${i}` });
      try {
        await expect(subscribe(client, LiveOfframpDocument, { id: 'otc_x' }).nextResult()).rejects.toMatchObject({ code: 4403 });
      } finally {
        await client.dispose();
      }
    }
    expect(ops.providerCalls()).toEqual([]);
    expect(ops.gateway.operations.breaker.current()).toBe('closed');
    dataOf((await ops.post(RateQuoteDocument, quote)).body);
  });

  it('has the provider client refuse a header value it cannot send before the attempt counts: not a provider failure, not OUTCOME_UNKNOWN', async () => {
    const pool = new Pool(ops.emulator.url);
    const client = new RampClient({
      pool,
      basePath: '',
      apiKey: ops.emulator.testKey,
      logger: createLogger('silent'),
      timeoutMs: 2_000,
      getRetries: 0,
      retryBaseMs: 1,
      calls: ops.gateway.operations.providerCalls,
    });
    try {
      ops.emulator.requestLog.clear();
      const customer = { business_name: 'Acme', business_email: 'ops@acme.example', phone_number: '+2348012345678', registered_address: 'x', registered_country: 'NG' };
      for (let i = 0; i < THRESHOLD + 2; i++) {
        await expect(client.call(createBusinessCustomerEndpoint, { customer, idempotencyKey: `k${i}\r\nx` })).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
      }
      expect(ops.providerCalls()).toEqual([]);
      expect(ops.gateway.operations.breaker.current()).toBe('closed');
    } finally {
      await pool.close();
    }
  });

  it('still opens for what the provider does (5xx), so the checks above are not a blind spot', async () => {
    await ops.setFaults({ errorRate: 1, errorStatus: 503, pathPrefix: '/otc/rate_quote' });
    try {
      for (let i = 0; i < THRESHOLD; i++) await ops.post(RateQuoteDocument, quote);
      expect(ops.gateway.operations.breaker.current()).toBe('open');
      expect(errorCodes((await ops.post(RateQuoteDocument, quote)).body)).toEqual(['UPSTREAM_UNAVAILABLE']);
    } finally {
      await ops.clearFaults();
    }
  });
});
