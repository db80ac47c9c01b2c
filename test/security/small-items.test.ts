// Issue 12, point 9: the smaller holes, each reproduced and shown closed. What a response tells
// about the server (X-Powered-By, express's HTML 404), a Decimal of any length, keys the log
// scrubber would not recognise, and graphql-ws printing connection-setup errors past the scrubber.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KnownSecrets } from '../../src/observability/known-secrets.js';
import { credentialsFrom } from '../../src/context.js';
import { CloseCode } from 'graphql-ws';
import { LiveOfframpDocument, RateQuoteDocument } from '../generated/graphql.js';
import { dataOf, errorCodes } from '../gateway/support/harness.js';
import { subscribe, wsClient } from '../events/support/live-harness.js';
import { parsedLines, startOpsHarness, type OpsHarness } from '../operations/support/ops-harness.js';

let ops: OpsHarness;

beforeAll(async () => {
  ops = await startOpsHarness({ gateway: { upstreamGetRetries: 0 } });
  // The provider accepts the test key once (src/security/key-verification.ts); the calls counted below are then the operations' own.
  dataOf((await ops.post(RateQuoteDocument, { currency: 'NGN', amount: '100' })).body);
});

afterAll(async () => {
  await ops.close();
});

describe('HTTP answers', () => {
  it('do not say which framework serves them', async () => {
    for (const path of ['/graphql', '/healthz', '/no-such-page']) {
      const response = await fetch(`${ops.gateway.url}${path}`, { headers: { 'apollo-require-preflight': 'true' } });
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('answer an unknown path with a JSON 404, not express’s HTML page', async () => {
    const response = await fetch(`${ops.gateway.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }] });
  });
});

describe('Decimal', () => {
  it('refuses a 95 KB amount before any provider call, with the limit in the message', async () => {
    ops.emulator.requestLog.clear();
    const response = await ops.post(RateQuoteDocument, { currency: 'NGN', amount: '1'.repeat(95_000) });
    expect(errorCodes(response.body)).toEqual(['BAD_USER_INPUT']);
    expect(response.body.errors?.[0]?.message).toContain('at most 40 characters');
    expect(ops.providerCalls()).toEqual([]);
  });

  it('still takes 40 characters', async () => {
    const response = await ops.post(RateQuoteDocument, { currency: 'NGN', amount: `${'1'.repeat(21)}.${'0'.repeat(18)}` });
    expect(response.body.errors?.[0]?.message ?? '').not.toContain('at most 40 characters');
  });
});

describe('caller keys and the log scrubber', () => {
  it('accepts keys of any shape the provider issues: 8 to 512 visible ASCII characters', () => {
    for (const key of ['sk_test_abc!defghijklmnopqrstuvwxyz', 'ngnc_s_lk_0123456789abcdef', 'abcdefgh', `k${'~'.repeat(511)}`]) {
      expect(credentialsFrom({ 'ngnc-sec-key': key }, undefined)).toEqual({ apiKey: key, source: 'REQUEST', dataSet: expect.any(String) });
    }
    for (const key of ['abcdefg', `k${'~'.repeat(512)}`, 'sk_test_abc def', 'sk_test_abcdefgh\u0000', 'sk_test_abcdefgh\u007f', 'sk_test_abcdefghé', 'sk_test_ab\tcdefgh']) {
      expect(credentialsFrom({ 'ngnc-sec-key': key }, undefined)).toBeNull();
    }
  });

  it('reads the data set from the configured prefixes only, the longest match deciding, else unknown', () => {
    const prefixes = { test: ['sk_test_', 'ngnc_s_lk_live_abcdef'], live: ['sk_live_', 'ngnc_s_lk_live_'] };
    const dataSet = (key: string) => credentialsFrom({ 'ngnc-sec-key': key }, undefined, prefixes)?.dataSet;
    expect(dataSet('sk_test_abcdefghijklmnop')).toBe('test');
    expect(dataSet('sk_live_abcdefghijklmnop')).toBe('live');
    expect(dataSet('ngnc_s_lk_live_0123456789')).toBe('live');
    expect(dataSet('ngnc_s_lk_live_abcdef0123')).toBe('test');
    expect(dataSet('ngnc_s_lk_0123456789abcd')).toBe('unknown');
    expect(dataSet('SK_TEST_abcdefghijklmnop')).toBe('unknown');
    expect(credentialsFrom({ 'ngnc-sec-key': 'sk_test_abcdefghijklmnop' }, undefined)?.dataSet).toBe('test');
  });

  it('scrubs contract-shaped keys even once it has forgotten them, and a key of any shape once registered', () => {
    const forgetful = new KnownSecrets();
    for (const key of ['sk_test_abcdefghijklmnopqrstuvwxyz', 'sk_live_ABC-def_0123456789abcdef']) {
      expect(forgetful.scrub(`key=${key};`)).toBe('key=[redacted];');
    }
    const secrets = new KnownSecrets();
    secrets.add('ngnc_s_lk_0123456789abcdef');
    expect(secrets.scrub('key=ngnc_s_lk_0123456789abcdef;')).toBe('key=[redacted];');
  });

  it('never lets a malformed key fall back to the server key', () => {
    expect(credentialsFrom({ 'ngnc-sec-key': 'garbage key' }, 'sk_live_server_key_0123456789abc')).toBeNull();
    expect(credentialsFrom({}, 'sk_live_server_key_0123456789abc')).toEqual({ apiKey: 'sk_live_server_key_0123456789abc', source: 'SERVER', dataSet: 'live' });
  });
});

describe('graphql-ws connection setup', () => {
  afterEach(async () => {
    await ops.clearFaults();
  });

  it('logs a failure through the scrubbing logger instead of console.error, and closes with "try again later"', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await ops.setFaults({ errorRate: 1, errorStatus: 503, pathPrefix: '/otc/rate_quote' });
    // A real key the gateway has not seen accepted yet, so connecting asks the provider, which fails.
    const key = ops.emulator.liveKey;
    const client = wsClient(ops.gateway, { 'ngnc-sec-key': key });
    try {
      await expect(subscribe(client, LiveOfframpDocument, { id: 'otc_x' }).nextResult()).rejects.toMatchObject({ code: 1013 });
      expect(consoleError).not.toHaveBeenCalled();
      const line = parsedLines(ops.logLines).find((entry) => entry.msg === 'subscription connection could not be set up');
      expect(line).toBeDefined();
      expect(JSON.stringify(line)).not.toContain(key);
    } finally {
      consoleError.mockRestore();
      await client.dispose();
    }
  });
});

describe('made-up keys over connection_init', () => {
  it('share the address’s budget of unverified keys: past it, connections close with 4429 and cost no provider call', async () => {
    const { startGateway } = await import('../../src/server.js');
    const { gatewayConfig } = await import('../events/support/live-harness.js');
    const gateway = await startGateway({ ...gatewayConfig(ops.emulator.url), security: { rateLimitUnverifiedRequests: 3 } });
    try {
      ops.emulator.requestLog.clear();
      const codes = [];
      for (let i = 0; i < 10; i++) {
        const client = wsClient(gateway, { 'ngnc-sec-key': `sk_test_made_up_${i}_${'z'.repeat(20)}` });
        codes.push(await subscribe(client, LiveOfframpDocument, { id: 'otc_x' }).nextResult().then(
          () => 'opened',
          (closed: { code: number }) => closed.code,
        ));
        await client.dispose();
      }
      expect(codes).toEqual([...Array(3).fill(4403), ...Array(7).fill(CloseCode.TooManyInitialisationRequests)]);
      expect(ops.providerCalls()).toHaveLength(3);
    } finally {
      await gateway.close();
    }
  });
});
