import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CreateEspOfframpDocument,
  CreateEspOnrampDocument,
  type CreateEspOfframpInput,
  type CreateEspOnrampInput,
} from '../generated/graphql.js';
import { ESP_CARD } from './support/fixtures.js';
import { dataOf, startHarness, type Harness } from './support/harness.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness.close();
});

beforeEach(() => {
  harness.clearProviderCalls();
});

function onrampInput(overrides: Partial<CreateEspOnrampInput> = {}): CreateEspOnrampInput {
  return {
    currency: 'NGN',
    amount: '150000.50',
    bankName: 'GTBank',
    accountNumber: '0123456789',
    espAccount: { espCard: ESP_CARD },
    ...overrides,
  };
}

function offrampInput(overrides: Partial<CreateEspOfframpInput> = {}): CreateEspOfframpInput {
  return {
    currency: 'USD',
    amount: '120.5',
    bankName: 'Chase',
    accountNumber: '000123456789',
    accountName: 'Ada Obi',
    espAccount: { chatUsername: '@ada_obi' },
    ...overrides,
  };
}

async function onramp(input: CreateEspOnrampInput) {
  return dataOf(await harness.execute(CreateEspOnrampDocument, { input })).createEspOnramp;
}

async function offramp(input: CreateEspOfframpInput) {
  return dataOf(await harness.execute(CreateEspOfframpDocument, { input })).createEspOfframp;
}

describe('createEspOnramp', () => {
  it('returns the pending transaction and the bank account the user pays into, sending the request once', async () => {
    const payload = await onramp(onrampInput());
    expect(payload.userErrors).toEqual([]);
    expect(payload.transaction).toMatchObject({
      direction: 'ONRAMP',
      asset: 'ESP',
      currency: 'NGN',
      amount: '150000.50',
      status: 'PENDING',
      bankName: 'GTBank',
      accountNumber: '0123456789',
      espAccount: { espCard: ESP_CARD, walletAddress: null, chatUsername: null, emailAddress: null },
    });
    expect(payload.bankingDetails).toMatchObject({
      currency: 'NGN',
      amount: '150000.50',
      reference: payload.transaction?.reference,
      accountNumber: expect.stringMatching(/^\d{10}$/),
    });
    expect(harness.providerCalls('POST', '/transactions/v2/esp_onramp')).toHaveLength(1);
  });

  it('credits an ESP account identified by e-mail', async () => {
    const payload = await onramp(onrampInput({ espAccount: { emailAddress: 'ada@example.com' } }));
    expect(payload.transaction?.espAccount.emailAddress).toBe('ada@example.com');
  });

  it('names the bad identifier, currency and amount before calling the provider', async () => {
    const card = await onramp(onrampInput({ espAccount: { espCard: '4111111111111112' } }));
    expect(card.userErrors).toEqual([{ field: ['input', 'espAccount', 'espCard'], code: 'INVALID_ESP_CARD', message: expect.any(String) }]);
    const wallet = await onramp(onrampInput({ espAccount: { walletAddress: '0x123' } }));
    expect(wallet.userErrors).toEqual([
      { field: ['input', 'espAccount', 'walletAddress'], code: 'INVALID_WALLET_ADDRESS', message: expect.any(String) },
    ]);
    const chat = await onramp(onrampInput({ espAccount: { chatUsername: 'a b' } }));
    expect(chat.userErrors).toEqual([{ field: ['input', 'espAccount', 'chatUsername'], code: 'INVALID_FORMAT', message: expect.any(String) }]);
    const currency = await onramp(onrampInput({ currency: 'XOF' }));
    expect(currency.userErrors).toEqual([{ field: ['input', 'currency'], code: 'UNSUPPORTED_CURRENCY', message: expect.any(String) }]);
    const amount = await onramp(onrampInput({ amount: '100.001' }));
    expect(amount.userErrors).toEqual([{ field: ['input', 'amount'], code: 'INVALID_AMOUNT', message: expect.any(String) }]);
    const bank = await onramp(onrampInput({ bankName: '  ' }));
    expect(bank.userErrors).toEqual([{ field: ['input', 'bankName'], code: 'REQUIRED', message: expect.any(String) }]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('refuses an amount worth less than 20 USD and an overlong bank name at their fields, without calling the provider', async () => {
    const small = await onramp(onrampInput({ currency: 'USD', amount: '1.00' }));
    expect(small.userErrors).toEqual([{ field: ['input', 'amount'], code: 'AMOUNT_OUT_OF_RANGE', message: 'amount must be between 20.00 and 1000000.00 USD inclusive.' }]);
    const longBank = await onramp(onrampInput({ bankName: 'B'.repeat(141) }));
    expect(longBank.userErrors).toEqual([{ field: ['input', 'bankName'], code: 'INVALID_FORMAT', message: expect.stringContaining('140') }]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it("maps the provider's own validation failure to its field", async () => {
    await harness.setFaults({ errorRate: 1, errorStatus: 400, errorField: 'bankName', pathPrefix: '/transactions/v2/esp_onramp' });
    const refused = await onramp(onrampInput());
    await harness.clearFaults();
    expect(refused.userErrors).toEqual([{ field: ['input', 'bankName'], code: 'INVALID', message: expect.stringContaining('bankName was refused by the provider') }]);
  });
});

describe('createEspOfframp', () => {
  it('creates a pending ESP off-ramp once', async () => {
    const payload = await offramp(offrampInput());
    expect(payload.userErrors).toEqual([]);
    expect(payload.transaction).toMatchObject({
      direction: 'OFFRAMP',
      currency: 'USD',
      amount: '120.500000',
      accountName: 'Ada Obi',
      status: 'PENDING',
      espAccount: { chatUsername: '@ada_obi' },
    });
    expect(harness.providerCalls('POST', '/transactions/v2/esp_offramp')).toHaveLength(1);
  });

  it('refuses an ESP account given by e-mail, which the off-ramp does not take', async () => {
    const payload = await offramp(offrampInput({ espAccount: { emailAddress: 'ada@example.com' } }));
    expect(payload.userErrors).toEqual([{ field: ['input', 'espAccount', 'emailAddress'], code: 'INVALID', message: expect.any(String) }]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('refuses an amount below the minimum at the amount, without calling the provider', async () => {
    const payload = await offramp(offrampInput({ amount: '19.99' }));
    expect(payload.userErrors).toEqual([{ field: ['input', 'amount'], code: 'AMOUNT_OUT_OF_RANGE', message: 'amount must be between 20 and 1000000 ESP inclusive.' }]);
    expect(harness.providerCalls()).toEqual([]);
  });
});

describe('a form-shaped ESP ramp with every field wrong', () => {
  it('returns every problem of an on-ramp at once at its path, without calling the provider', async () => {
    const result = await harness.execute(CreateEspOnrampDocument, {
      input: onrampInput({ currency: 'XOF', amount: '-5', bankName: ' ', accountNumber: '', espAccount: { emailAddress: 'ada@' } }),
    });
    expect(result.errors).toBeUndefined();
    const payload = dataOf(result).createEspOnramp;
    expect(payload.transaction).toBeNull();
    expect(payload.userErrors.map(({ field, code }) => ({ field: field.join('.'), code }))).toEqual([
      { field: 'input.currency', code: 'UNSUPPORTED_CURRENCY' },
      { field: 'input.amount', code: 'INVALID_AMOUNT' },
      { field: 'input.bankName', code: 'REQUIRED' },
      { field: 'input.accountNumber', code: 'REQUIRED' },
      { field: 'input.espAccount.emailAddress', code: 'INVALID_EMAIL' },
    ]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('returns every problem of an off-ramp at once at its path, without calling the provider', async () => {
    const result = await harness.execute(CreateEspOfframpDocument, {
      input: offrampInput({ amount: 'abc', bankName: '', accountNumber: ' ', espAccount: { espCard: '1234' } }),
    });
    expect(result.errors).toBeUndefined();
    const payload = dataOf(result).createEspOfframp;
    expect(payload.transaction).toBeNull();
    expect(payload.userErrors.map(({ field, code }) => ({ field: field.join('.'), code }))).toEqual([
      { field: 'input.amount', code: 'INVALID_AMOUNT' },
      { field: 'input.bankName', code: 'REQUIRED' },
      { field: 'input.accountNumber', code: 'REQUIRED' },
      { field: 'input.espAccount.espCard', code: 'INVALID_ESP_CARD' },
    ]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('accepts an on-ramp amount with spaces around it, and an ESP account by e-mail', async () => {
    const payload = await onramp(onrampInput({ amount: ' 150000.50 ', espAccount: { emailAddress: ' ada@example.com ' } }));
    expect(payload.userErrors).toEqual([]);
    expect(payload.transaction).toMatchObject({ amount: '150000.50', espAccount: { emailAddress: 'ada@example.com' } });
  });
});
