import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CreateOfframpDocument, ViewerDocument, type CreateOfframpInput } from '../generated/graphql.js';
import { ABA_ROUTING_NUMBER, ETHEREUM_ADDRESS, IBAN_DE, MOROCCAN_RIB, TRON_ADDRESS } from './support/fixtures.js';
import { dataOf, errorCodes, startHarness, type Harness } from './support/harness.js';
import { emulatorProfile } from '../support/emulator-profile.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
  // The provider accepts the test key once (src/security/key-verification.ts); the calls counted below are then the operations' own.
  dataOf(await harness.execute(ViewerDocument));
});

afterAll(async () => {
  await harness.close();
});

beforeEach(() => {
  harness.clearProviderCalls();
});

function usdInput(overrides: Partial<CreateOfframpInput> = {}): CreateOfframpInput {
  return {
    customerId: 'cust-001',
    currency: 'USD',
    amount: '150.25',
    stablecoin: 'USDC',
    network: 'ETHEREUM',
    walletAddress: ETHEREUM_ADDRESS,
    payoutAccount: { ach: { accountNumber: '123456789', routingNumber: ABA_ROUTING_NUMBER, accountName: 'Acme Inc' } },
    ...overrides,
  };
}

async function createOfframp(input: CreateOfframpInput) {
  return dataOf(await harness.execute(CreateOfframpDocument, { input })).createOfframp;
}

describe('createOfframp', () => {
  it('asks the rate quote for the payment method, then creates a pending off-ramp once', async () => {
    const payload = await createOfframp(usdInput());
    expect(payload.userErrors).toEqual([]);
    expect(payload.offramp).toMatchObject({
      stablecoin: 'USDC',
      amount: '150.250000',
      currency: 'USD',
      status: 'PENDING',
      paymentMethod: 'ACH',
      reference: expect.stringMatching(/^link-otc-\d{8}$/),
    });
    expect(payload.offramp?.payoutAmount).toMatch(/^\d+\.\d{2}$/);
    expect(new Date(payload.offramp!.createdAt!).getTime()).not.toBeNaN();
    expect(harness.providerCalls().map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /otc/rate_quote',
      'POST /otc/offramp',
    ]);
    expect(harness.providerCalls('GET', '/otc/rate_quote')[0]?.query).toMatchObject({ currency: 'USD', trx_type: 'offramp' });
  });

  it('accepts IBAN details for GBP, and RIB details for MAD', async () => {
    const gbp = await createOfframp(
      usdInput({ currency: 'GBP', payoutAccount: { iban: { iban: 'GB82 WEST 1234 5698 7654 32', accountName: 'Acme Ltd', bankName: 'Westbank' } } }),
    );
    expect(gbp.userErrors).toEqual([]);
    expect(gbp.offramp?.paymentMethod).toBe('IBAN');
    const mad = await createOfframp(
      usdInput({ currency: 'MAD', payoutAccount: { rib: { rib: MOROCCAN_RIB, accountName: 'Acme SARL', bankName: 'Banque Populaire' } } }),
    );
    expect(mad.userErrors).toEqual([]);
    expect(mad.offramp?.paymentMethod).toBe('RIB');
  });

  it('refuses a payout account of the wrong kind for the currency, without creating anything', async () => {
    const payload = await createOfframp(usdInput({ currency: 'EUR' }));
    expect(payload.offramp).toBeNull();
    expect(payload.userErrors).toEqual([
      { field: ['input', 'payoutAccount', 'ach'], code: 'WRONG_PAYMENT_METHOD', message: expect.stringContaining('payoutAccount.iban') },
    ]);
    expect(harness.providerCalls('POST')).toEqual([]);
  });

  it('names the field of a bad routing number, IBAN or RIB', async () => {
    const ach = await createOfframp(
      usdInput({ payoutAccount: { ach: { accountNumber: '123456789', routingNumber: '021000022', accountName: 'Acme Inc' } } }),
    );
    expect(ach.userErrors).toEqual([
      { field: ['input', 'payoutAccount', 'ach', 'routingNumber'], code: 'INVALID_ROUTING_NUMBER', message: expect.any(String) },
    ]);
    const iban = await createOfframp(
      usdInput({ currency: 'EUR', payoutAccount: { iban: { iban: 'DE89370400440532013001', accountName: 'Acme GmbH', bankName: 'Commerzbank' } } }),
    );
    expect(iban.userErrors).toEqual([
      { field: ['input', 'payoutAccount', 'iban', 'iban'], code: 'INVALID_IBAN', message: expect.any(String) },
    ]);
    const rib = await createOfframp(
      usdInput({ currency: 'MAD', payoutAccount: { rib: { rib: `${MOROCCAN_RIB.slice(0, 22)}00`, accountName: 'Acme', bankName: 'BP' } } }),
    );
    expect(rib.userErrors).toEqual([
      { field: ['input', 'payoutAccount', 'rib', 'rib'], code: 'INVALID_RIB', message: expect.any(String) },
    ]);
    const empty = await createOfframp(
      usdInput({ currency: 'NGN', payoutAccount: { localBank: { accountNumber: '0123456789', accountName: ' ', bankName: 'GTBank' } } }),
    );
    expect(empty.userErrors).toEqual([
      { field: ['input', 'payoutAccount', 'localBank', 'accountName'], code: 'REQUIRED', message: expect.any(String) },
    ]);
    expect(harness.providerCalls('POST')).toEqual([]);
  });

  it('refuses a stablecoin on a network it is not sent on, a bad wallet address, a bad amount and a non-B2B currency before calling the provider', async () => {
    const network = await createOfframp(usdInput({ stablecoin: 'USDT', network: 'ETHEREUM' }));
    expect(network.userErrors).toEqual([{ field: ['input', 'network'], code: 'UNSUPPORTED_NETWORK', message: expect.stringContaining('TRON') }]);
    const wallet = await createOfframp(usdInput({ stablecoin: 'USDT', network: 'TRON', walletAddress: `${TRON_ADDRESS.slice(0, -1)}x` }));
    expect(wallet.userErrors).toEqual([{ field: ['input', 'walletAddress'], code: 'INVALID_WALLET_ADDRESS', message: expect.any(String) }]);
    const amount = await createOfframp(usdInput({ amount: '20.0000001' }));
    expect(amount.userErrors).toEqual([{ field: ['input', 'amount'], code: 'INVALID_AMOUNT', message: expect.any(String) }]);
    const currency = await createOfframp(usdInput({ currency: 'AUD' }));
    expect(currency.userErrors).toEqual([{ field: ['input', 'currency'], code: 'UNSUPPORTED_CURRENCY', message: expect.any(String) }]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('reports every problem of an input in one answer, without calling the provider', async () => {
    const payload = await createOfframp(
      usdInput({
        customerId: ' ',
        amount: '0',
        stablecoin: 'USDT',
        network: 'ETHEREUM',
        walletAddress: 'nope',
        payoutAccount: { ach: { accountNumber: 'x', routingNumber: '021000022', accountName: '' } },
      }),
    );
    expect(payload.userErrors.map(({ field, code }) => ({ field, code }))).toEqual([
      { field: ['input', 'customerId'], code: 'REQUIRED' },
      { field: ['input', 'amount'], code: 'INVALID_AMOUNT' },
      { field: ['input', 'network'], code: 'UNSUPPORTED_NETWORK' },
      { field: ['input', 'walletAddress'], code: 'INVALID_WALLET_ADDRESS' },
      { field: ['input', 'payoutAccount', 'ach', 'accountNumber'], code: 'INVALID_FORMAT' },
      { field: ['input', 'payoutAccount', 'ach', 'routingNumber'], code: 'INVALID_ROUTING_NUMBER' },
      { field: ['input', 'payoutAccount', 'ach', 'accountName'], code: 'REQUIRED' },
    ]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('names a payout account of the wrong method together with the other problems', async () => {
    const payload = await createOfframp(usdInput({ currency: 'EUR', amount: '0' }));
    expect(payload.userErrors.map(({ field, code }) => ({ field, code }))).toEqual([
      { field: ['input', 'amount'], code: 'INVALID_AMOUNT' },
      { field: ['input', 'payoutAccount', 'ach'], code: 'WRONG_PAYMENT_METHOD' },
    ]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('sends USDT on TRON', async () => {
    const payload = await createOfframp(usdInput({ stablecoin: 'USDT', network: 'TRON', walletAddress: TRON_ADDRESS }));
    expect(payload.userErrors).toEqual([]);
    expect(payload.offramp?.stablecoin).toBe('USDT');
  });

  it('refuses an amount outside 20 to 1,000,000 at the amount, naming the limits, without calling the provider', async () => {
    const payload = await createOfframp(usdInput({ amount: '5' }));
    expect(payload.offramp).toBeNull();
    expect(payload.userErrors).toEqual([{ field: ['input', 'amount'], code: 'AMOUNT_OUT_OF_RANGE', message: 'amount must be between 20 and 1000000 USDC inclusive.' }]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('refuses a customer id longer than the provider takes, without calling the provider', async () => {
    const payload = await createOfframp(usdInput({ customerId: 'c'.repeat(200) }));
    expect(payload.userErrors).toEqual([{ field: ['input', 'customerId'], code: 'INVALID_FORMAT', message: expect.stringContaining('128') }]);
    expect(harness.providerCalls()).toEqual([]);
  });

  // The provider's own refusal stays the last line of defence for rules the gateway cannot know.
  it("maps the provider's validation failure back to the input field", async () => {
    await harness.setFaults({ errorRate: 1, errorStatus: 400, errorField: 'paymentDetails.accountNumber', pathPrefix: '/otc/offramp' });
    const payload = await createOfframp(usdInput());
    await harness.clearFaults();
    expect(payload.userErrors).toEqual([{ field: ['input', 'payoutAccount', 'ach', 'accountNumber'], code: 'INVALID', message: expect.stringContaining('accountNumber was refused by the provider') }]);
  });

  // The contract's 402 carries its code, AMOUNT_OUT_OF_RANGE; the documented 402 ("parameters valid
  // but the request failed") carries only a message, a refusal of the request as a whole.
  it("returns the provider's own amount refusal at the amount, or the documented 402 as a refusal with its message", async () => {
    await harness.setFaults({ errorRate: 1, errorStatus: 402, pathPrefix: '/otc/offramp' });
    const payload = await createOfframp(usdInput());
    const posts = harness.providerCalls('POST', '/otc/offramp');
    await harness.clearFaults();
    const refusal =
      emulatorProfile === 'contract'
        ? { field: ['input', 'amount'], code: 'AMOUNT_OUT_OF_RANGE', message: expect.any(String) }
        : { field: ['input'], code: 'REFUSED', message: 'The amount is outside the limits of this account' };
    expect(payload.userErrors).toEqual([refusal]);
    expect(posts.map((call) => call.status)).toEqual([402]);
  });

  it('returns every wrong field of a form at once as user errors at their paths, without calling the provider', async () => {
    const result = await harness.execute(CreateOfframpDocument, {
      input: usdInput({
        customerId: '',
        amount: '12abc',
        network: 'TRON',
        walletAddress: '0x1234',
        payoutAccount: { ach: { accountNumber: '12', routingNumber: '123456789', accountName: '' } },
      }),
    });
    expect(result.errors).toBeUndefined();
    const payload = dataOf(result).createOfframp;
    expect(payload.offramp).toBeNull();
    expect(payload.userErrors.map(({ field, code }) => ({ field: field.join('.'), code }))).toEqual([
      { field: 'input.customerId', code: 'REQUIRED' },
      { field: 'input.amount', code: 'INVALID_AMOUNT' },
      { field: 'input.network', code: 'UNSUPPORTED_NETWORK' },
      { field: 'input.walletAddress', code: 'INVALID_WALLET_ADDRESS' },
      { field: 'input.payoutAccount.ach.accountNumber', code: 'INVALID_FORMAT' },
      { field: 'input.payoutAccount.ach.routingNumber', code: 'INVALID_ROUTING_NUMBER' },
      { field: 'input.payoutAccount.ach.accountName', code: 'REQUIRED' },
    ]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('refuses a negative, empty or overlong amount, or one with too many fraction digits, as INVALID_AMOUNT at input.amount', async () => {
    for (const amount of ['-20', '', '1e3', '20.1234567', '1'.repeat(41), ' 0 ']) {
      const payload = await createOfframp(usdInput({ amount }));
      expect(payload.userErrors, amount).toEqual([{ field: ['input', 'amount'], code: 'INVALID_AMOUNT', message: expect.any(String) }]);
    }
    expect(harness.providerCalls()).toEqual([]);
  });

  it('makes a payout account with two kinds unrepresentable', async () => {
    const result = await harness.execute(CreateOfframpDocument, {
      input: usdInput({
        payoutAccount: {
          ach: { accountNumber: '1', routingNumber: ABA_ROUTING_NUMBER, accountName: 'A' },
          iban: { iban: IBAN_DE, accountName: 'A', bankName: 'B' },
        } as unknown as CreateOfframpInput['payoutAccount'],
      }),
    });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(harness.providerCalls()).toEqual([]);
  });
});
