// amountLimits over real HTTP, checked against what the emulator enforces at each boundary: the
// minimum and maximum pass the provider, and one smallest unit beyond either or one fraction digit
// too many is refused by the gateway before any provider call.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { B2B_CURRENCIES, ESP_ONRAMP_CURRENCIES } from '../../src/domain/currencies.js';
import { compareDecimal, formatDecimal, parseDecimal } from '../../src/domain/money.js';
import {
  AmountLimitsDocument,
  CreateBrlOnrampTicketDocument,
  CreateEspOfframpDocument,
  CreateEspOnrampDocument,
  CreateOfframpDocument,
  RateQuoteDocument,
  type AmountLimitsQuery,
  type AmountOperation,
  type Currency,
} from '../generated/graphql.js';
import { ABA_ROUTING_NUMBER, ESP_CARD, ETHEREUM_ADDRESS } from './support/fixtures.js';
import { dataOf, errorCodes, startHarness, type Harness } from './support/harness.js';
import { CREATED_STATUS } from '../support/emulator-profile.js';

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

type Limits = AmountLimitsQuery['amountLimits'];

async function limits(operation: AmountOperation, currency: Currency): Promise<Limits> {
  return dataOf(await harness.execute(AmountLimitsDocument, { operation, currency })).amountLimits;
}

/** `amount` moved by `steps` of its smallest unit (10^-decimals). */
function nudge(amount: string, decimals: number, steps: bigint): string {
  return formatDecimal(parseDecimal(amount, decimals)! + steps, decimals);
}

/** What a create mutation answered: no userErrors, or their codes; and the provider's status, if it was called. */
interface Attempt {
  codes: string[];
  providerStatus: number | undefined;
}

async function attempt(create: (amount: string) => Promise<{ userErrors: { code: string }[] }>, path: string, amount: string): Promise<Attempt> {
  harness.clearProviderCalls();
  const payload = await create(amount);
  return { codes: payload.userErrors.map((error) => error.code), providerStatus: harness.providerCalls('POST', path).at(-1)?.status };
}

const createOfframp = async (amount: string) =>
  dataOf(
    await harness.execute(CreateOfframpDocument, {
      input: {
        customerId: 'cust-limits',
        currency: 'USD',
        amount,
        stablecoin: 'USDC',
        network: 'ETHEREUM',
        walletAddress: ETHEREUM_ADDRESS,
        payoutAccount: { ach: { accountNumber: '123456789', routingNumber: ABA_ROUTING_NUMBER, accountName: 'Acme Inc' } },
      },
    }),
  ).createOfframp;

const createEspOnramp = (currency: Currency) => async (amount: string) =>
  dataOf(
    await harness.execute(CreateEspOnrampDocument, {
      input: { currency, amount, bankName: 'GTBank', accountNumber: '0123456789', espAccount: { espCard: ESP_CARD } },
    }),
  ).createEspOnramp;

const createEspOfframp = async (amount: string) =>
  dataOf(
    await harness.execute(CreateEspOfframpDocument, {
      input: { currency: 'KES', amount, bankName: 'Equity', accountNumber: '0011223344', espAccount: { chatUsername: '@alice_w' } },
    }),
  ).createEspOfframp;

const createBrlTicket = async (amount: string) =>
  dataOf(await harness.execute(CreateBrlOnrampTicketDocument, { input: { amount, walletId: 'wallet-42' } })).createBrlOnrampTicket;

/** The minimum and maximum pass; one smallest unit outside either, or one digit too many, is the gateway's refusal. */
async function expectBoundaries(
  limit: Limits,
  create: (amount: string) => Promise<{ userErrors: { code: string }[] }>,
  path: string,
): Promise<void> {
  const passed: Attempt = { codes: [], providerStatus: CREATED_STATUS };
  const refused: Attempt = { codes: ['AMOUNT_OUT_OF_RANGE'], providerStatus: undefined };
  expect(await attempt(create, path, limit.minimum)).toEqual(passed);
  expect(await attempt(create, path, limit.maximum)).toEqual(passed);
  expect(await attempt(create, path, nudge(limit.minimum, limit.decimals, -1n))).toEqual(refused);
  expect(await attempt(create, path, nudge(limit.maximum, limit.decimals, 1n))).toEqual(refused);
  expect(await attempt(create, path, `${limit.minimum}1`)).toEqual({ codes: ['INVALID_AMOUNT'], providerStatus: undefined });
}

describe('amountLimits', () => {
  it('answers a B2B off-ramp in the stablecoin: 20 to 1,000,000 with 6 decimals, as the provider enforces', async () => {
    const limit = await limits('OFFRAMP', 'USD');
    expect(limit).toEqual({ operation: 'OFFRAMP', currency: 'USD', unit: 'STABLECOIN', minimum: '20.000000', maximum: '1000000.000000', decimals: 6 });
    harness.clearProviderCalls();
    await limits('OFFRAMP', 'NGN');
    expect(harness.providerCalls()).toEqual([]);
    await expectBoundaries(limit, createOfframp, '/otc/offramp');
  });

  it('answers an ESP on-ramp in the fiat currency, worth 20 to 1,000,000 USD, with 2 decimals', async () => {
    const ngn = await limits('ESP_ONRAMP', 'NGN');
    expect(ngn).toEqual({ operation: 'ESP_ONRAMP', currency: 'NGN', unit: 'FIAT', minimum: '29300.00', maximum: '1465000000.00', decimals: 2 });
    await expectBoundaries(ngn, createEspOnramp('NGN'), '/transactions/v2/esp_onramp');
    const eur = await limits('ESP_ONRAMP', 'EUR');
    expect([eur.minimum, eur.maximum]).toEqual(['17.30', '865000.00']);
    await expectBoundaries(eur, createEspOnramp('EUR'), '/transactions/v2/esp_onramp');
  });

  it('answers an ESP off-ramp in ESP and a BRL on-ramp in the stablecoin bought', async () => {
    const esp = await limits('ESP_OFFRAMP', 'KES');
    expect(esp).toMatchObject({ unit: 'ESP', minimum: '20.000000', maximum: '1000000.000000', decimals: 6 });
    await expectBoundaries(esp, createEspOfframp, '/transactions/v2/esp_offramp');
    const brl = await limits('BRL_ONRAMP', 'BRL');
    expect(brl).toMatchObject({ unit: 'STABLECOIN', minimum: '20.000000', maximum: '1000000.000000', decimals: 6 });
    await expectBoundaries(brl, createBrlTicket, '/transactions/v2/brl/initiate_onramp');
  });

  it('gives every offered currency a minimum below its maximum, in its unit’s digits', async () => {
    const cases: [AmountOperation, readonly string[]][] = [
      ['OFFRAMP', B2B_CURRENCIES],
      ['ESP_ONRAMP', ESP_ONRAMP_CURRENCIES],
      ['ESP_OFFRAMP', ESP_ONRAMP_CURRENCIES],
    ];
    for (const [operation, currencies] of cases) {
      for (const currency of currencies) {
        const limit = await limits(operation, currency as Currency);
        expect(compareDecimal(limit.minimum, limit.maximum)).toBe(-1);
        expect(limit.minimum.split('.')[1]).toHaveLength(limit.decimals);
        expect(limit.maximum.split('.')[1]).toHaveLength(limit.decimals);
      }
    }
  });

  it('refuses a currency the operation does not offer as BAD_USER_INPUT, listing those it does', async () => {
    const aud = await harness.execute(AmountLimitsDocument, { operation: 'OFFRAMP', currency: 'AUD' });
    expect(errorCodes(aud)).toEqual(['BAD_USER_INPUT']);
    expect(aud.errors?.[0]?.message).toMatch(/^OFFRAMP takes AED, AOA, .* XOF only\.$/);
    const usd = await harness.execute(AmountLimitsDocument, { operation: 'BRL_ONRAMP', currency: 'USD' });
    expect(usd.errors?.[0]).toMatchObject({ message: 'BRL_ONRAMP takes BRL only.', extensions: { code: 'BAD_USER_INPUT', field: ['currency'] } });
  });
});

describe('amounts the gateway outputs', () => {
  it('carry the digits of their unit whatever the provider wrote', async () => {
    const quote = dataOf(await harness.execute(RateQuoteDocument, { currency: 'NGN', amount: '25.5' })).rateQuote;
    expect([quote.amount, quote.payoutAmount]).toEqual(['25.500000', '37357.50']);
    const onramp = await createEspOnramp('KES')('5000');
    expect(onramp.transaction).toMatchObject({ amount: '5000.00', payoutAmount: expect.stringMatching(/^\d+\.\d{6}$/) });
    expect(onramp.bankingDetails?.amount).toBe('5000.00');
    const ticket = await createBrlTicket('100');
    expect([ticket.ticket?.amount, ticket.ticket?.brlAmount]).toEqual(['100.000000', '535.00']);
  });
});
