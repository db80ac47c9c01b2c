import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { client, offrampBody, startTestEmulator, waitFor } from './harness.js';

let emu: RunningEmulator;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  emu = await startTestEmulator();
  api = client(emu);
});
afterAll(async () => {
  await emu.close();
});
beforeEach(async () => {
  await api('POST', '/_emulator/reset');
});

const setFaults = (faults: Record<string, unknown>) => api('PUT', '/_emulator/faults', faults);

describe('fault injection', () => {
  it('answers 503 UNAVAILABLE at errorRate 1, and nothing is created', async () => {
    expect((await setFaults({ errorRate: 1 })).status).toBe(200);
    const res = await api('POST', '/transactions/v2/esp_offramp', { currency: 'NGN', amount: '50', bankName: 'GTB', accountNumber: '1' });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'UNAVAILABLE', status: 'Failed' });
    await api('DELETE', '/_emulator/faults');
    expect((await api('GET', '/transactions/v2/esp_transactions')).body.summary.total_transactions).toBe(0);
  });

  it('answers 429 RATE_LIMITED with retry-after, and 500 INTERNAL_ERROR, as configured', async () => {
    await setFaults({ errorRate: 1, errorStatus: 429 });
    const limited = await api('GET', '/otc/rate_quote?currency=USD');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBe('1');
    await setFaults({ errorRate: 1, errorStatus: 500 });
    const broken = await api('GET', '/otc/rate_quote?currency=USD');
    expect(broken.status).toBe(500);
    expect(broken.body).toEqual({ code: 'INTERNAL_ERROR', status: 'Failed', message: expect.any(String) });
  });

  it('refuses with 400 VALIDATION_FAILED naming errorField, or 402 AMOUNT_OUT_OF_RANGE, and nothing is created', async () => {
    const body = { currency: 'NGN', amount: '50', bankName: 'GTB', accountNumber: '1' };
    await setFaults({ errorRate: 1, errorStatus: 400, errorField: 'bankName' });
    const invalid = await api('POST', '/transactions/v2/esp_offramp', body);
    expect([invalid.status, invalid.body]).toEqual([400, { code: 'VALIDATION_FAILED', status: 'Failed', message: expect.any(String), errors: [{ field: 'bankName', message: 'was refused by the provider' }] }]);
    await setFaults({ errorRate: 1, errorStatus: 402 });
    const refused = await api('POST', '/transactions/v2/esp_offramp', body);
    expect([refused.status, refused.body.code]).toEqual([402, 'AMOUNT_OUT_OF_RANGE']);
    await api('DELETE', '/_emulator/faults');
    expect((await api('GET', '/transactions/v2/esp_transactions')).body.summary.total_transactions).toBe(0);
  });

  it('drops the connection without an answer at dropRate 1', async () => {
    await setFaults({ dropRate: 1 });
    await expect(api('GET', '/otc/rate_quote?currency=USD')).rejects.toThrow();
  });

  it('answers 200 with a body of the wrong shape at malformedRate 1', async () => {
    await setFaults({ malformedRate: 1 });
    const res = await api('GET', '/otc/rate_quote?currency=USD');
    expect(res.status).toBe(200);
    expect(res.body.code).not.toBe('RATE_RETRIEVED');
    expect(res.body.data).not.toHaveProperty('rate');
  });

  it('limits faults to pathPrefix and never touches the control API', async () => {
    await setFaults({ errorRate: 1, pathPrefix: '/transactions/v2/' });
    expect((await api('GET', '/otc/rate_quote?currency=USD')).status).toBe(200);
    expect((await api('GET', '/transactions/v2/esp_transactions')).status).toBe(503);
    expect((await api('GET', '/_emulator/deliveries')).status).toBe(200);
  });

  it('adds latency before answering', async () => {
    await setFaults({ latencyMs: 150 });
    const started = Date.now();
    expect((await api('GET', '/otc/rate_quote?currency=USD')).status).toBe(200);
    // A lower bound only: the fault must delay, however slow the machine.
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('processes the request, then answers a load balancer’s HTML 502 instead of its own answer', async () => {
    expect((await setFaults({ afterProcessing: { answer: 502 } })).body.faults).toEqual({ afterProcessing: { rate: 1, answer: 502, body: 'html' } });
    const res = await api('POST', '/transactions/v2/esp_offramp', { currency: 'NGN', amount: '50', bankName: 'GTB', accountNumber: '1' });
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('<title>502 Bad Gateway</title>');
    await api('DELETE', '/_emulator/faults');
    expect((await api('GET', '/transactions/v2/esp_transactions')).body.summary.total_transactions).toBe(1);
    expect(emu.requestLog.entries().find((e) => e.method === 'POST')).toMatchObject({ path: '/transactions/v2/esp_offramp', status: 502 });
  });

  it('processes the request, then answers the contract’s error envelope or an unreadable 200 with body json', async () => {
    await setFaults({ afterProcessing: { answer: 500, body: 'json' } });
    const failed = await api('POST', '/otc/offramp', offrampBody());
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ code: 'INTERNAL_ERROR', status: 'Failed', message: expect.any(String) });
    await setFaults({ afterProcessing: { answer: 504, body: 'json' } });
    expect((await api('POST', '/otc/offramp', offrampBody())).body).toMatchObject({ code: 'UNAVAILABLE' });
    await setFaults({ afterProcessing: { answer: 200, body: 'json' } });
    const unreadable = await api('POST', '/otc/offramp', offrampBody());
    expect(unreadable.status).toBe(200);
    expect(unreadable.body.data).toBe('not-the-shape-you-expect');
    await api('DELETE', '/_emulator/faults');
    await expect.poll(() => emu.requestLog.entries().filter((e) => e.path === '/otc/offramp').map((e) => e.status)).toEqual([500, 504, 200]);
    expect((await api('GET', '/transactions/v2/esp_transactions')).body.summary.total_transactions).toBe(0);
  });

  it('processes the request, then drops the connection', async () => {
    await setFaults({ afterProcessing: { answer: 'drop' }, pathPrefix: '/transactions/v2/esp_offramp' });
    await expect(api('POST', '/transactions/v2/esp_offramp', { currency: 'NGN', amount: '50', bankName: 'GTB', accountNumber: '1' })).rejects.toThrow();
    expect((await api('GET', '/transactions/v2/esp_transactions')).body.summary.total_transactions).toBe(1);
    await waitFor(() => emu.requestLog.entries().find((e) => e.method === 'POST'));
    expect(emu.requestLog.entries().find((e) => e.method === 'POST')).toMatchObject({ status: 0 });
  });

  it('loses the answer of only the share of requests given by rate', async () => {
    await setFaults({ afterProcessing: { rate: 0, answer: 503 } });
    expect((await api('GET', '/otc/rate_quote?currency=USD')).status).toBe(200);
  });

  it('refuses invalid fault settings', async () => {
    const res = await setFaults({ errorRate: 2, errorStatus: 418, bogus: true, afterProcessing: { answer: 404 } });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['afterProcessing.answer', 'body', 'errorRate', 'errorStatus']);
  });
});

describe('request log', () => {
  it('records provider calls with status and data set, not control or KYB calls', async () => {
    emu.requestLog.clear();
    await client(emu, emu.liveKey)('GET', '/otc/rate_quote?currency=NGN&amount=5');
    await api('POST', '/otc/offramp', offrampBody({ amount: '1' }));
    await client(emu, null)('GET', '/transactions/v2/esp_transactions');
    await api('GET', '/_emulator/deliveries');
    const entries = emu.requestLog.entries();
    expect(entries.map((e) => [e.method, e.path, e.status, e.key])).toEqual([
      ['GET', '/otc/rate_quote', 200, 'live'],
      ['POST', '/otc/offramp', 402, 'test'],
      ['GET', '/transactions/v2/esp_transactions', 401, null],
    ]);
    expect(entries[0]!.query).toEqual({ currency: 'NGN', amount: '5' });
    expect((await api('GET', '/_emulator/requests')).body.requests).toHaveLength(3);
    await api('DELETE', '/_emulator/requests');
    expect(emu.requestLog.entries()).toEqual([]);
  });
});
