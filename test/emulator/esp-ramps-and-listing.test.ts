import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseTransactionDate } from '../../src/domain/transaction-date.js';
import type { RunningEmulator } from '../../emulator/index.js';
import { SAMPLES, client, startTestEmulator } from './harness.js';

let emu: RunningEmulator;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  emu = await startTestEmulator();
  api = client(emu);
});
afterAll(async () => {
  await emu.close();
});

const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field);
const onramp = (overrides: Record<string, unknown> = {}) =>
  api('POST', '/transactions/v2/esp_onramp', { currency: 'NGN', amount: 50000, bankName: 'GTBank', accountNumber: '0123456789', chatUsername: '@alice_w', ...overrides });
const offramp = (overrides: Record<string, unknown> = {}) =>
  api('POST', '/transactions/v2/esp_offramp', { currency: 'KES', amount: '25.50', bankName: 'Equity', accountNumber: '0011223344', ...overrides });

describe('POST /transactions/v2/esp_onramp', () => {
  beforeEach(async () => {
    await api('POST', '/_emulator/reset');
  });

  it('returns the Pending record and where the user pays', async () => {
    const res = await onramp({ espCard: SAMPLES.espCard, emailAddress: 'alice@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('TXN_SUCCESSFUL');
    const { transaction, banking_details } = res.body.data;
    expect(transaction).toMatchObject({
      transaction_type: 'onramp',
      stable: 'ESP',
      currency: 'NGN',
      amount: 50000,
      payout_amount: 34.13,
      rate: 0.00068259,
      bank_name: 'GTBank',
      account_number: '0123456789',
      esp_method: { chatUsername: '@alice_w', espCard: SAMPLES.espCard, emailAddress: 'alice@example.com' },
      transaction_status: 'Pending',
    });
    expect(parseTransactionDate(transaction.transaction_date)).not.toBeNull();
    expect(banking_details).toMatchObject({ currency: 'NGN', amount: '50000.00', reference: transaction.transaction_reference });
    expect(banking_details.account_number).toMatch(/^\d{10}$/);
  });

  it('requires at least one ESP identifier', async () => {
    const res = await onramp({ chatUsername: undefined });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'body', message: expect.stringContaining('at least one of') }]);
    expect((await onramp({ chatUsername: undefined, walletAddress: SAMPLES.tronAddress })).status).toBe(200);
  });

  it('checks the card by Luhn, the e-mail, the username and the wallet address', async () => {
    const res = await onramp({ espCard: '4539578763621487', emailAddress: 'not-an-address', chatUsername: 'ab', walletAddress: '0x123' });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body).sort()).toEqual(['chatUsername', 'emailAddress', 'espCard', 'walletAddress']);
  });

  it('takes the amount as a JSON number with at most 2 decimals, bounded by 20..1,000,000 USD', async () => {
    expect(fieldsOf((await onramp({ amount: '50000' })).body)).toEqual(['amount']);
    expect(fieldsOf((await onramp({ amount: 100.123 })).body)).toEqual(['amount']);
    expect((await onramp({ currency: 'USD', amount: 19.99 })).status).toBe(402);
    expect((await onramp({ currency: 'USD', amount: 20 })).status).toBe(200);
    // 20 USD is 29,300 NGN at the reference rate.
    expect((await onramp({ amount: 29299.99 })).body.code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await onramp({ currency: 'USD', amount: 1000000.01 })).status).toBe(402);
  });

  it('refuses a currency outside the on-ramp list and names missing fields', async () => {
    const res = await api('POST', '/transactions/v2/esp_onramp', { currency: 'XOF', chatUsername: '@alice_w' });
    expect(fieldsOf(res.body).sort()).toEqual(['accountNumber', 'amount', 'bankName', 'currency']);
  });
});

describe('POST /transactions/v2/esp_offramp', () => {
  it('creates a Pending off-ramp paid in fiat at the reference rate', async () => {
    const res = await offramp({ accountName: 'Jane Doe', espCard: SAMPLES.espCard });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'TXN_SUCCESSFUL', status: 'Success' });
    expect(res.body.data).toMatchObject({
      transaction_type: 'offramp',
      amount: 25.5,
      payout_amount: 3294.6,
      rate: 129.2,
      account_name: 'Jane Doe',
      transaction_status: 'Pending',
      esp_method: { espCard: SAMPLES.espCard, chatUsername: null, emailAddress: null },
    });
  });

  it('requires currency, amount, bankName and accountNumber only', async () => {
    const res = await api('POST', '/transactions/v2/esp_offramp', { accountName: 'x' });
    expect(fieldsOf(res.body).sort()).toEqual(['accountNumber', 'amount', 'bankName', 'currency']);
  });

  it('answers 402 outside 20..1,000,000 ESP', async () => {
    expect((await offramp({ amount: '19.99' })).status).toBe(402);
    expect((await offramp({ amount: '1000000.01' })).status).toBe(402);
  });
});

describe('GET /transactions/v2/esp_transactions', () => {
  beforeAll(async () => {
    await api('POST', '/_emulator/reset');
    // 3 on-ramps and 2 off-ramps; one of each forced to a terminal state.
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await onramp({ amount: 30000 + i })).body.data.transaction.transaction_id);
    for (let i = 0; i < 2; i++) ids.push((await offramp({ amount: String(30 + i) })).body.data.transaction_id);
    await api('POST', '/_emulator/transitions', { resource: 'esp_transaction', id: ids[0], to: 'Completed' });
    await api('POST', '/_emulator/transitions', { resource: 'esp_transaction', id: ids[3], to: 'Failed' });
  });

  const list = (query = '') => api('GET', `/transactions/v2/esp_transactions${query}`);

  it('returns everything newest first with the seed envelope and defaults page=1, limit=20', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 'TXN_RETRIEVED',
      status: 'Success',
      summary: { total_transactions: 5, total_onramps: 3, total_offramps: 2 },
      pagination: { total: 5, page: 1, limit: 20, total_pages: 1 },
    });
    const dates = res.body.transactions.map((t: { transaction_date: string }) => parseTransactionDate(t.transaction_date)!.getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(res.body.transactions.map((t: { transaction_type: string }) => t.transaction_type)).toEqual(['offramp', 'offramp', 'onramp', 'onramp', 'onramp']);
  });

  it('pages without overlap or gaps', async () => {
    const all = (await list()).body.transactions.map((t: { transaction_id: string }) => t.transaction_id);
    const pages: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await list(`?limit=2&page=${page}`);
      expect(res.body.pagination).toEqual({ total: 5, page, limit: 2, total_pages: 3 });
      pages.push(...res.body.transactions.map((t: { transaction_id: string }) => t.transaction_id));
    }
    expect(pages).toEqual(all);
    expect((await list('?page=4&limit=2')).body.transactions).toEqual([]);
  });

  it('filters by type without changing the summary', async () => {
    const res = await list('?type=offramp');
    expect(res.body.transactions).toHaveLength(2);
    expect(res.body.pagination.total).toBe(2);
    expect(res.body.summary).toEqual({ total_transactions: 5, total_onramps: 3, total_offramps: 2 });
  });

  it('filters by status, and the summary follows the status filter', async () => {
    const res = await list('?status=Pending');
    expect(res.body.transactions.every((t: { transaction_status: string }) => t.transaction_status === 'Pending')).toBe(true);
    expect(res.body.summary).toEqual({ total_transactions: 3, total_onramps: 2, total_offramps: 1 });
    expect((await list('?status=Completed&type=onramp')).body.transactions).toHaveLength(1);
  });

  it('filters by from and to, with to covering its whole day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).body.pagination.total).toBe(5);
    expect((await list('?to=2020-01-01')).body.pagination.total).toBe(0);
    expect((await list('?from=2999-01-01')).body.pagination.total).toBe(0);
  });

  it('answers 400 INVALID_DATE for a from or to that is not a real YYYY-MM-DD date', async () => {
    for (const query of ['?from=yesterday', '?from=2026-02-30', '?to=2026-13-01', '?from=2026-1-5']) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_DATE', status: 'Failed' });
    }
  });

  it('never clamps page or limit, and refuses unknown type or status', async () => {
    for (const [query, field] of [['?page=0', 'page'], ['?limit=0', 'limit'], ['?limit=101', 'limit'], ['?page=1.5', 'page'], ['?limit=abc', 'limit'], ['?type=swap', 'type'], ['?status=pending', 'status']]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(fieldsOf(res.body)).toEqual([field]);
    }
    expect((await list('?limit=100')).status).toBe(200);
  });
});
