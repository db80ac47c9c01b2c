import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { client, customerBody, offrampBody, startTestEmulator } from './harness.js';

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ testKey: 'sk_test_auth_suite_000000000000000', liveKey: 'sk_live_auth_suite_000000000000000' });
});
afterAll(async () => {
  await emu.close();
});
beforeEach(async () => {
  await client(emu)('POST', '/_emulator/reset');
});

describe('authentication', () => {
  it('answers 401 UNAUTHORIZED with the error envelope when the key header is missing', async () => {
    const res = await client(emu, null)('GET', '/otc/rate_quote?currency=USD');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'UNAUTHORIZED', status: 'Failed', message: expect.any(String) });
  });

  it('answers 401 INVALID_API_KEY for an unknown key, without echoing it', async () => {
    const res = await client(emu, 'sk_test_nobody_000000000000000000')('POST', '/otc/offramp', offrampBody());
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_API_KEY');
    expect(res.text).not.toContain('sk_test_nobody');
  });

  it('answers 403 ACCOUNT_INACTIVE once the business is deactivated, for both keys', async () => {
    await client(emu)('PUT', '/_emulator/account', { active: false });
    for (const key of [emu.testKey, emu.liveKey]) {
      const res = await client(emu, key)('GET', '/transactions/v2/esp_transactions');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ACCOUNT_INACTIVE');
    }
    await client(emu)('PUT', '/_emulator/account', { active: true });
    expect((await client(emu)('GET', '/transactions/v2/esp_transactions')).status).toBe(200);
  });

  it('keeps test and live data apart', async () => {
    const test = client(emu, emu.testKey);
    const live = client(emu, emu.liveKey);
    await test('POST', '/transactions/v2/esp_offramp', { amount: '50', currency: 'NGN', bankName: 'GTB', accountNumber: '0123456789' });
    const created = await live('POST', '/v2/business_customer', customerBody(), { 'idempotency-key': 'same-key' });
    expect(created.status).toBe(200);

    expect((await test('GET', '/transactions/v2/esp_transactions')).body.summary.total_transactions).toBe(1);
    expect((await live('GET', '/transactions/v2/esp_transactions')).body.summary.total_transactions).toBe(0);
    expect((await test('GET', `/v2/business_customer/${created.body.customer_id}`)).status).toBe(404);
    expect((await live('GET', `/v2/business_customer/${created.body.customer_id}`)).status).toBe(200);
    // The same idempotency key in the other data set is a different key.
    const other = await test('POST', '/v2/business_customer', customerBody({ business_name: 'Other' }), { 'idempotency-key': 'same-key' });
    expect(other.status).toBe(200);
    expect(other.body.customer_id).not.toBe(created.body.customer_id);
  });

  it('refuses the control API to a live key with 403 and to no key with 401', async () => {
    const live = await client(emu, emu.liveKey)('GET', '/_emulator/deliveries');
    expect(live.status).toBe(403);
    expect(live.body.status).toBe('Failed');
    expect((await client(emu, null)('GET', '/_emulator/deliveries')).status).toBe(401);
  });
});

describe('error envelopes', () => {
  it('answers 404 NOT_FOUND for an unknown path', async () => {
    const res = await client(emu)('GET', '/transactions/v2/nothing_here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', status: 'Failed' });
    expect((await client(emu, null)('GET', '/no/such/path')).status).toBe(404);
  });

  it('answers 400 VALIDATION_FAILED, not 500, for malformed JSON', async () => {
    const res = await client(emu)('POST', '/otc/offramp', '{"amount": "10",');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', status: 'Failed', errors: [{ field: 'body' }] });
  });

  it('answers 400 VALIDATION_FAILED when the body is not a JSON object', async () => {
    const res = await client(emu)('POST', '/otc/offramp', '[1,2]');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors[0].field).toBe('body');
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a body over 64 KiB', async () => {
    const res = await client(emu)('POST', '/otc/offramp', offrampBody({ customer_id: 'x'.repeat(70 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 'Failed' });
  });

  it('answers 400 IDEMPOTENCY_KEY_REQUIRED when creating a customer without idempotency-key', async () => {
    const res = await client(emu)('POST', '/v2/business_customer', customerBody());
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });
});
