import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateQuoteDocument } from '../generated/graphql.js';
import { dataOf } from '../gateway/support/harness.js';
import { parsedLines, startOpsHarness, type OpsHarness } from './support/ops-harness.js';

let ops: OpsHarness;

beforeAll(async () => {
  ops = await startOpsHarness();
  // The provider accepts the test key once (src/security/key-verification.ts); the calls counted below are then the operations' own.
  dataOf((await ops.post(RateQuoteDocument, { currency: 'NGN', amount: '100' })).body);
});

afterAll(async () => {
  await ops.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('keeps a well-formed x-request-id: answered back, on the log lines, and sent to the provider', async () => {
    ops.emulator.requestLog.clear();
    ops.logLines.length = 0;
    const requestId = 'checkout-7f3a.retry:2';
    const response = await ops.post(RateQuoteDocument, { currency: 'NGN', amount: '100' }, { headers: { 'x-request-id': requestId } });
    dataOf(response.body);
    expect(response.headers.get('x-request-id')).toBe(requestId);
    expect(ops.providerCalls().map((call) => [call.path, call.requestId])).toEqual([['/otc/rate_quote', requestId]]);
    const lines = parsedLines(ops.logLines).filter((line) => line.requestId === requestId);
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['graphql operation', 'request answered']));
  });

  it('replaces a missing or malformed id with a new one, the same everywhere', async () => {
    for (const sent of [undefined, 'has spaces in it', 'x'.repeat(200), '{"json":1}']) {
      ops.emulator.requestLog.clear();
      const response = await ops.post(
        RateQuoteDocument,
        { currency: 'NGN', amount: '100' },
        { headers: sent === undefined ? {} : { 'x-request-id': sent } },
      );
      dataOf(response.body);
      const answered = response.headers.get('x-request-id');
      expect(answered).toMatch(UUID);
      expect(ops.providerCalls().map((call) => call.requestId)).toEqual([answered]);
    }
  });

  it('gives each request its own id', async () => {
    const first = await ops.post(RateQuoteDocument, { currency: 'NGN', amount: '100' });
    const second = await ops.post(RateQuoteDocument, { currency: 'NGN', amount: '100' });
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  });
});
