// Every documented limit of a ramp's input is checked before the provider is asked: amounts (form,
// fraction digits, minimum, maximum) and the length of every text field, all problems of a form in
// one answer, and no provider call at all while any problem remains.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CreateBrlOnrampTicketDocument,
  CreateEspOfframpDocument,
  CreateEspOnrampDocument,
  CreateOfframpDocument,
  ViewerDocument,
} from '../generated/graphql.js';
import { ETHEREUM_ADDRESS } from './support/fixtures.js';
import { dataOf, startHarness, type Harness } from './support/harness.js';
import { CREATED_STATUS } from '../support/emulator-profile.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
  // The provider accepts the test key once; every call counted below would then be the mutation's own.
  dataOf(await harness.execute(ViewerDocument));
});

afterAll(async () => {
  await harness.close();
});

beforeEach(() => {
  harness.clearProviderCalls();
});

const MAX_STABLECOIN = 'between 20 and 1000000';
const TWENTY_ONE_DIGITS = '123456789012345678901';

/** Each amount the provider would refuse, with what the gateway answers at `input.amount`. */
const REFUSED_AMOUNTS: { amount: string; code: string; says: string }[] = [
  { amount: ' 1', code: 'AMOUNT_OUT_OF_RANGE', says: MAX_STABLECOIN },
  { amount: '19.999999', code: 'AMOUNT_OUT_OF_RANGE', says: MAX_STABLECOIN },
  { amount: '1000000.000001', code: 'AMOUNT_OUT_OF_RANGE', says: MAX_STABLECOIN },
  { amount: TWENTY_ONE_DIGITS, code: 'AMOUNT_OUT_OF_RANGE', says: MAX_STABLECOIN },
  { amount: '20.0000001', code: 'INVALID_AMOUNT', says: 'at most 6' },
];

const codeAt = (errors: readonly { field: readonly string[]; code: string; message: string }[]) => errors.map(({ field, code, message }) => ({ field: field.join('.'), code, message }));

describe('an amount the provider would refuse, with an empty account number', () => {
  it.each(REFUSED_AMOUNTS)('createOfframp $amount: both problems in one answer, no provider call', async ({ amount, code, says }) => {
    const result = await harness.execute(CreateOfframpDocument, {
      input: {
        customerId: 'cust-limits',
        currency: 'NGN',
        amount,
        stablecoin: 'USDC',
        network: 'ETHEREUM',
        walletAddress: ETHEREUM_ADDRESS,
        payoutAccount: { localBank: { accountNumber: '', accountName: 'Ada Obi', bankName: 'GTBank' } },
      },
    });
    expect(codeAt(dataOf(result).createOfframp.userErrors)).toEqual([
      { field: 'input.amount', code, message: expect.stringContaining(says) },
      { field: 'input.payoutAccount.localBank.accountNumber', code: 'REQUIRED', message: expect.any(String) },
    ]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it.each(REFUSED_AMOUNTS)('createEspOfframp $amount: both problems in one answer, no provider call', async ({ amount, code, says }) => {
    const result = await harness.execute(CreateEspOfframpDocument, {
      input: { currency: 'KES', amount, bankName: 'Equity', accountNumber: ' ', espAccount: { chatUsername: '@alice_w' } },
    });
    expect(codeAt(dataOf(result).createEspOfframp.userErrors)).toEqual([
      { field: 'input.amount', code, message: expect.stringContaining(says) },
      { field: 'input.accountNumber', code: 'REQUIRED', message: expect.any(String) },
    ]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it.each(REFUSED_AMOUNTS)('createBrlOnrampTicket $amount: both problems in one answer, no provider call', async ({ amount, code, says }) => {
    const result = await harness.execute(CreateBrlOnrampTicketDocument, { input: { amount, walletId: '' } });
    expect(codeAt(dataOf(result).createBrlOnrampTicket.userErrors)).toEqual([
      { field: 'input.amount', code, message: expect.stringContaining(says) },
      { field: 'input.walletId', code: 'REQUIRED', message: expect.any(String) },
    ]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('createEspOnramp: the fiat limits at the reference rate, and 2 fraction digits', async () => {
    for (const [amount, code, says] of [
      [' 1', 'AMOUNT_OUT_OF_RANGE', 'between 29300.00 and 1465000000.00 NGN'],
      ['29299.99', 'AMOUNT_OUT_OF_RANGE', 'between 29300.00 and 1465000000.00 NGN'],
      ['1465000000.01', 'AMOUNT_OUT_OF_RANGE', 'between 29300.00 and 1465000000.00 NGN'],
      [TWENTY_ONE_DIGITS, 'AMOUNT_OUT_OF_RANGE', 'between 29300.00 and 1465000000.00 NGN'],
      ['1000000.000001', 'INVALID_AMOUNT', 'at most 2'],
    ] as const) {
      const result = await harness.execute(CreateEspOnrampDocument, {
        input: { currency: 'NGN', amount, bankName: 'GTBank', accountNumber: '', espAccount: { chatUsername: '@alice_w' } },
      });
      expect(codeAt(dataOf(result).createEspOnramp.userErrors), amount).toEqual([
        { field: 'input.amount', code, message: expect.stringContaining(says) },
        { field: 'input.accountNumber', code: 'REQUIRED', message: expect.any(String) },
      ]);
    }
    expect(harness.providerCalls()).toEqual([]);
  });

  it('takes the bounds themselves, spaces around them dropped, and sends each once', async () => {
    const low = await harness.execute(CreateEspOfframpDocument, {
      input: { currency: 'KES', amount: ' 20 ', bankName: 'Equity', accountNumber: '0011223344', espAccount: { chatUsername: '@alice_w' } },
    });
    expect(dataOf(low).createEspOfframp).toMatchObject({ userErrors: [], transaction: { amount: '20.000000' } });
    const high = await harness.execute(CreateBrlOnrampTicketDocument, { input: { amount: '1000000.000000', walletId: 'wallet-42' } });
    expect(dataOf(high).createBrlOnrampTicket).toMatchObject({ userErrors: [], ticket: { amount: '1000000.000000' } });
    expect(harness.providerCalls().filter((call) => call.method === 'POST').map((call) => call.status)).toEqual([CREATED_STATUS, CREATED_STATUS]);
  });
});

describe('every text field beyond its bound', () => {
  it('the ESP ramps: bank name, account number, e-mail and account name, each problem of a form at once, no provider call', async () => {
    const result = await harness.execute(CreateEspOnrampDocument, {
      input: {
        currency: 'NGN',
        amount: '50000',
        bankName: 'B'.repeat(141),
        accountNumber: '1'.repeat(35),
        espAccount: { emailAddress: `${'a'.repeat(250)}@example.com` },
      },
    });
    expect(codeAt(dataOf(result).createEspOnramp.userErrors)).toEqual([
      { field: 'input.bankName', code: 'INVALID_FORMAT', message: 'bankName must be at most 140 characters; it has 141.' },
      { field: 'input.accountNumber', code: 'INVALID_FORMAT', message: 'accountNumber must be at most 34 characters; it has 35.' },
      { field: 'input.espAccount.emailAddress', code: 'INVALID_EMAIL', message: 'emailAddress must be at most 254 characters.' },
    ]);
    const offramp = await harness.execute(CreateEspOfframpDocument, {
      input: { currency: 'KES', amount: '50', bankName: 'Equity', accountNumber: '0011223344', accountName: 'N'.repeat(141) },
    });
    expect(codeAt(dataOf(offramp).createEspOfframp.userErrors)).toEqual([
      { field: 'input.accountName', code: 'INVALID_FORMAT', message: 'accountName must be at most 140 characters; it has 141.' },
    ]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('createOfframp: customer id and every payout account field, with the amount, at once, no provider call', async () => {
    const result = await harness.execute(CreateOfframpDocument, {
      input: {
        customerId: 'c'.repeat(129),
        currency: 'NGN',
        amount: '0.5',
        stablecoin: 'USDC',
        network: 'ETHEREUM',
        walletAddress: ETHEREUM_ADDRESS,
        payoutAccount: { localBank: { accountNumber: '1'.repeat(35), accountName: 'N'.repeat(141), bankName: 'B'.repeat(141) } },
      },
    });
    expect(codeAt(dataOf(result).createOfframp.userErrors).map(({ field, code }) => [field, code])).toEqual([
      ['input.customerId', 'INVALID_FORMAT'],
      ['input.amount', 'AMOUNT_OUT_OF_RANGE'],
      ['input.payoutAccount.localBank.accountNumber', 'INVALID_FORMAT'],
      ['input.payoutAccount.localBank.accountName', 'INVALID_FORMAT'],
      ['input.payoutAccount.localBank.bankName', 'INVALID_FORMAT'],
    ]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('createBrlOnrampTicket: a wallet id longer than 128 characters, no provider call', async () => {
    const result = await harness.execute(CreateBrlOnrampTicketDocument, { input: { amount: '100', walletId: 'w'.repeat(129) } });
    expect(codeAt(dataOf(result).createBrlOnrampTicket.userErrors)).toEqual([
      { field: 'input.walletId', code: 'INVALID_FORMAT', message: 'walletId must be at most 128 characters; it has 129.' },
    ]);
    expect(harness.providerCalls()).toEqual([]);
  });
});
