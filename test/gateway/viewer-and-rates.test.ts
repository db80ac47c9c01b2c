import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { B2B_CURRENCIES } from '../../src/domain/currencies.js';
import {
  CreateOfframpDocument,
  EspTransactionsDocument,
  OfframpPaymentMethodsDocument,
  RateQuoteDocument,
  ViewerDocument,
  type PaymentMethod,
  type PayoutAccountInput,
} from '../generated/graphql.js';
import { mobileMoneyCallingCodes, mobileMoneyProviders } from '../../src/domain/mobile-money.js';
import { ABA_ROUTING_NUMBER, BIC, CNAPS_CODE, CPF, ETHEREUM_ADDRESS, IBAN_DE, MOROCCAN_RIB } from './support/fixtures.js';
import { dataOf, errorCodes, startHarness, type Harness } from './support/harness.js';

let harness: Harness;

// What PaymentMethod's descriptions tell a form: the PayoutAccountInput member each method is paid to.
const MEMBER_OF: Readonly<Record<PaymentMethod, string>> = {
  ACH: 'ach',
  LOCAL_BANK_TRANSFER: 'localBank',
  NIP: 'localBank',
  GIP: 'localBank',
  PESONET: 'localBank',
  IBAN: 'iban',
  RIB: 'rib',
  SEPA: 'sepa',
  PIX: 'pix',
  MOBILE_MONEY: 'mobileMoney',
  SWIFT: 'swift',
  CNAPS: 'cnaps',
  UNKNOWN: 'none',
};

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness.close();
});

describe('viewer', () => {
  it('says a test key is a test key, sent by the caller', async () => {
    const data = dataOf(await harness.execute(ViewerDocument));
    expect(data.viewer).toEqual({ mode: 'TEST', livemode: false, keySource: 'REQUEST' });
  });

  it('says a live key sent as a bearer token is a live key', async () => {
    const result = await harness.execute(ViewerDocument, {}, {
      key: null,
      headers: { authorization: `Bearer ${harness.emulator.liveKey}` },
    });
    expect(dataOf(result).viewer).toEqual({ mode: 'LIVE', livemode: true, keySource: 'REQUEST' });
  });

  it('answers UNAUTHENTICATED without a key, and never echoes a key', async () => {
    const result = await harness.execute(ViewerDocument, {}, { key: null });
    expect(errorCodes(result)).toEqual(['UNAUTHENTICATED']);
    const garbled = await harness.execute(ViewerDocument, {}, { key: 'not-a-provider-key-123' });
    expect(errorCodes(garbled)).toEqual(['UNAUTHENTICATED']);
    expect(JSON.stringify(garbled)).not.toContain('not-a-provider-key-123');
  });

  it('refuses a made-up key of the right shape once the provider does (UNAUTHENTICATED, not TEST)', async () => {
    const madeUp = `sk_test_${'0123456789abcdef'.repeat(2)}`;
    const result = await harness.execute(ViewerDocument, {}, { key: madeUp });
    expect(errorCodes(result)).toEqual(['UNAUTHENTICATED']);
    expect(JSON.stringify(result)).not.toContain(madeUp);
  });
});

describe('rateQuote', () => {
  it("returns the provider's rate, payout and payment method for a currency", async () => {
    const data = dataOf(await harness.execute(RateQuoteDocument, { currency: 'USD', amount: '250.5' }));
    expect(data.rateQuote).toEqual({
      currency: 'USD',
      amount: '250.500000',
      rate: expect.stringMatching(/^\d+(\.\d+)?$/),
      payoutAmount: expect.stringMatching(/^\d+\.\d{2}$/),
      paymentMethod: 'ACH',
      direction: 'OFFRAMP',
    });
    const calls = harness.providerCalls('GET', '/otc/rate_quote');
    expect(calls.at(-1)?.query).toEqual({ currency: 'USD', amount: '250.5', trx_type: 'offramp' });
  });

  it('maps each currency to its payment method (GBP is a local bank transfer, MAD a RIB)', async () => {
    const gbp = dataOf(await harness.execute(RateQuoteDocument, { currency: 'GBP' }));
    const mad = dataOf(await harness.execute(RateQuoteDocument, { currency: 'MAD' }));
    const eur = dataOf(await harness.execute(RateQuoteDocument, { currency: 'EUR' }));
    expect([gbp.rateQuote.paymentMethod, mad.rateQuote.paymentMethod, eur.rateQuote.paymentMethod]).toEqual([
      'LOCAL_BANK_TRANSFER',
      'RIB',
      'IBAN',
    ]);
  });

  it('names the payment methods createOfframp takes in each currency, and createOfframp takes exactly their payout accounts', async () => {
    const names = { accountName: 'Acme Ltd', bankName: 'First Bank' };
    const accounts = (currency: string): Record<string, PayoutAccountInput> => ({
      ach: { ach: { accountNumber: '000123456789', routingNumber: ABA_ROUTING_NUMBER, ...names } },
      localBank: { localBank: { accountNumber: '0123456789', ...names } },
      iban: { iban: { iban: IBAN_DE, ...names } },
      rib: { rib: { rib: currency === 'MAD' ? MOROCCAN_RIB : 'SN0120101001234567890123', ...names } },
      sepa: { sepa: { iban: IBAN_DE, beneficiaryName: 'Acme GmbH', bankName: 'Commerzbank' } },
      pix: { pix: { pixKey: CPF, accountHolder: 'Acme Ltda' } },
      mobileMoney: {
        mobileMoney: { provider: mobileMoneyProviders(currency)[0] ?? 'MTN', phoneNumber: `+${mobileMoneyCallingCodes(currency)[0] ?? '256'}771234567`, accountName: 'Acme' },
      },
      swift: { swift: { accountNumber: '0123456789', swiftCode: BIC, ...names } },
      cnaps: { cnaps: { accountNumber: '6222021234567890', cnapsCode: CNAPS_CODE, ...names } },
    });
    const offered: Record<string, readonly string[]> = {};
    for (const currency of B2B_CURRENCIES) {
      const quote = dataOf(await harness.execute(OfframpPaymentMethodsDocument, { currency, amount: '100' })).rateQuote;
      offered[currency] = quote.offrampPaymentMethods;
      expect(quote.offrampPaymentMethods).toContain(quote.paymentMethod);
      const takenMembers = new Set(quote.offrampPaymentMethods.map((method) => MEMBER_OF[method]));
      for (const [member, payoutAccount] of Object.entries(accounts(currency))) {
        const input = { customerId: 'cust-methods', currency, amount: '100', stablecoin: 'USDC' as const, network: 'ETHEREUM' as const, walletAddress: ETHEREUM_ADDRESS, payoutAccount };
        const payload = dataOf(await harness.execute(CreateOfframpDocument, { input })).createOfframp;
        const refusedForMethod = payload.userErrors.some((error) => error.code === 'WRONG_PAYMENT_METHOD');
        expect({ currency, member, refusedForMethod }).toEqual({ currency, member, refusedForMethod: !takenMembers.has(member) });
        if (!refusedForMethod) expect({ currency, member, userErrors: payload.userErrors }).toEqual({ currency, member, userErrors: [] });
      }
    }
    expect(offered).toMatchObject({
      USD: ['ACH'],
      NGN: ['LOCAL_BANK_TRANSFER', 'NIP'],
      EUR: ['IBAN', 'SEPA'],
      GBP: ['LOCAL_BANK_TRANSFER', 'IBAN', 'SWIFT'],
      XOF: ['RIB', 'MOBILE_MONEY'],
      BRL: ['PIX'],
      CNY: ['CNAPS'],
      PHP: ['PESONET'],
      IDR: ['SWIFT'],
    });
    expect(dataOf(await harness.execute(OfframpPaymentMethodsDocument, { currency: 'NGN', direction: 'ONRAMP' })).rateQuote.offrampPaymentMethods).toEqual([]);
  });

  it('refuses an amount with more than 6 fraction digits before calling the provider', async () => {
    harness.clearProviderCalls();
    const result = await harness.execute(RateQuoteDocument, { currency: 'USD', amount: '1.0000001' });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(harness.providerCalls()).toEqual([]);
  });

  it("passes on the provider's refusal as the caller's error, naming the field, not as an internal one", async () => {
    // KES is quoted for on-ramps only: the provider refuses an off-ramp quote for it.
    const result = await harness.execute(RateQuoteDocument, { currency: 'KES', direction: 'OFFRAMP' });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual([expect.objectContaining({ field: 'currency' })]);
    expect(result.errors?.[0]?.message).not.toBe('Internal server error');
    const onramp = dataOf(await harness.execute(RateQuoteDocument, { currency: 'KES', direction: 'ONRAMP' }));
    expect(onramp.rateQuote.currency).toBe('KES');
  });

  it('refuses an amount sent as a JSON number', async () => {
    const result = await harness.execute(RateQuoteDocument, { currency: 'USD', amount: 12.5 as unknown as string });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('espTransactions page size', () => {
  it('caps first and last at 100 with an error that says so, and refuses paging both ways at once', async () => {
    harness.clearProviderCalls();
    const tooMany = await harness.execute(EspTransactionsDocument, { first: 101 });
    expect(errorCodes(tooMany)).toEqual(['BAD_USER_INPUT']);
    expect(tooMany.errors?.[0]?.message).toContain('between 0 and 100');
    const tooManyBack = await harness.execute(EspTransactionsDocument, { last: 101 });
    expect(errorCodes(tooManyBack)).toEqual(['BAD_USER_INPUT']);
    const both = await harness.execute(EspTransactionsDocument, { first: 10, last: 10 });
    expect(errorCodes(both)).toEqual(['BAD_USER_INPUT']);
    expect(harness.providerCalls()).toEqual([]);
    const exactly = await harness.execute(EspTransactionsDocument, { first: 100 });
    expect(dataOf(exactly).espTransactions.edges).toEqual([]);
  });
});
