// The OTC desk's payout methods through the gateway, over HTTP against the emulator (both profiles):
// each new PayoutAccountInput member created and sent in the provider's fields, every problem of it
// reported at once before the provider is asked, a method the currency does not take refused naming
// the ones it takes, and the provider's refusal of each member's field mapped back to its input path.
// A recording relay between the gateway and the emulator shows what the provider is sent.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CreateOfframpDocument, ViewerDocument, type CreateOfframpInput, type PayoutAccountInput } from '../generated/graphql.js';
import { BIC, CNAPS_CODE, CPF, ETHEREUM_ADDRESS, IBAN_DE } from './support/fixtures.js';
import { dataOf, startHarness, type Harness } from './support/harness.js';

let harness: Harness;
let relay: Server;
let upstream = '';
const sent: { path: string; body: string }[] = [];
const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

beforeAll(async () => {
  relay = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (req.method === 'POST') sent.push({ path: req.url ?? '', body });
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !HOP_BY_HOP.has(entry[0])),
      );
      fetch(`${upstream}${req.url ?? '/'}`, { method: req.method ?? 'GET', headers, ...(req.method === 'GET' ? {} : { body }) })
        .then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
          res.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  harness = await startHarness({ gateway: { rampBaseUrl: `http://127.0.0.1:${(relay.address() as AddressInfo).port}` } });
  upstream = harness.emulator.url;
  dataOf(await harness.execute(ViewerDocument));
});

afterAll(async () => {
  await harness.close();
  await new Promise((resolve) => relay.close(resolve));
});

beforeEach(() => {
  harness.clearProviderCalls();
  sent.length = 0;
});

function input(currency: CreateOfframpInput['currency'], payoutAccount: PayoutAccountInput, overrides: Partial<CreateOfframpInput> = {}): CreateOfframpInput {
  return { customerId: 'cust-payout', currency, amount: '150', stablecoin: 'USDC', network: 'ETHEREUM', walletAddress: ETHEREUM_ADDRESS, payoutAccount, ...overrides };
}

async function createOfframp(request: CreateOfframpInput) {
  return dataOf(await harness.execute(CreateOfframpDocument, { input: request })).createOfframp;
}

function sentPaymentDetails(): unknown {
  const post = sent.find((request) => request.path === '/otc/offramp');
  return post === undefined ? undefined : (JSON.parse(post.body) as { paymentDetails: unknown }).paymentDetails;
}

const NAMES = { accountName: 'Acme Ltd', bankName: 'First Bank' };

describe('createOfframp with the OTC desk payout methods', () => {
  it('creates an off-ramp to each, sending the provider the desk\'s fields in the forms its rails take', async () => {
    const cases = [
      {
        currency: 'EUR',
        account: { sepa: { iban: 'de89 3704 0044 0532 0130 00', beneficiaryName: 'Acme GmbH', bankName: 'Commerzbank' } },
        method: 'SEPA',
        wire: { iban: IBAN_DE, beneficiaryName: 'Acme GmbH', bankName: 'Commerzbank' },
      },
      {
        currency: 'EUR',
        account: { sepa: { iban: 'ME25 5050 0001 2345 6789 51', beneficiaryName: 'Acme d.o.o.', bankName: 'CKB' } },
        method: 'SEPA',
        wire: { iban: 'ME25505000012345678951', beneficiaryName: 'Acme d.o.o.', bankName: 'CKB' },
      },
      { currency: 'BRL', account: { pix: { pixKey: CPF, accountHolder: 'Acme Ltda' } }, method: 'PIX', wire: { pixKey: '52998224725', accountHolder: 'Acme Ltda' } },
      {
        currency: 'BRL',
        account: { pix: { pixKey: '12.ABC.345/01DE-35', accountHolder: 'Acme Nova Ltda' } },
        method: 'PIX',
        wire: { pixKey: '12ABC34501DE35', accountHolder: 'Acme Nova Ltda' },
      },
      {
        currency: 'UGX',
        account: { mobileMoney: { provider: 'mtn', phoneNumber: '+256 772-123-456', accountName: 'Acme Uganda' } },
        method: 'MOBILE_MONEY',
        wire: { provider: 'MTN MoMo', phoneNumber: '+256772123456', accountName: 'Acme Uganda' },
      },
      {
        currency: 'XOF',
        account: { mobileMoney: { provider: 'Wave', phoneNumber: '+221 77 123 45 67', accountName: 'Acme Sénégal' } },
        method: 'MOBILE_MONEY',
        wire: { provider: 'Wave', phoneNumber: '+221771234567', accountName: 'Acme Sénégal' },
      },
      {
        currency: 'CAD',
        account: { swift: { accountNumber: '0123456789', swiftCode: 'roycCAT2', ...NAMES } },
        method: 'SWIFT',
        wire: { accountNumber: '0123456789', swiftCode: 'ROYCCAT2', ...NAMES },
      },
      {
        currency: 'GBP',
        account: { swift: { accountNumber: '31926819', swiftCode: 'BARCGB22', ...NAMES } },
        method: 'SWIFT',
        wire: { accountNumber: '31926819', swiftCode: 'BARCGB22', ...NAMES },
      },
      {
        currency: 'CNY',
        account: { cnaps: { accountNumber: '6222021234567890', cnapsCode: CNAPS_CODE, ...NAMES } },
        method: 'CNAPS',
        wire: { accountNumber: '6222021234567890', cnapsCode: CNAPS_CODE, ...NAMES },
      },
      { currency: 'PHP', account: { localBank: { accountNumber: '001234567890', ...NAMES } }, method: 'PESONET', wire: { accountNumber: '001234567890', ...NAMES } },
    ] as const;
    for (const { currency, account, method, wire } of cases) {
      sent.length = 0;
      const payload = await createOfframp(input(currency, account));
      expect({ currency, userErrors: payload.userErrors }).toEqual({ currency, userErrors: [] });
      expect({ currency, paymentMethod: payload.offramp?.paymentMethod, status: payload.offramp?.status }).toEqual({ currency, paymentMethod: method, status: 'PENDING' });
      expect({ currency, details: sentPaymentDetails() }).toEqual({ currency, details: wire });
    }
  });

  it('reports every problem of each account at once with its field path, before the provider is asked', async () => {
    const cases = [
      {
        currency: 'EUR',
        account: { sepa: { iban: 'AE070331234567890123456', beneficiaryName: ' ', bankName: 'Commerzbank' } },
        errors: [['sepa', 'iban', 'INVALID_IBAN'], ['sepa', 'beneficiaryName', 'REQUIRED']],
      },
      {
        currency: 'BRL',
        account: { pix: { pixKey: '529.982.247-24', accountHolder: 'x'.repeat(141) } },
        errors: [['pix', 'pixKey', 'INVALID_PIX_KEY'], ['pix', 'accountHolder', 'INVALID_FORMAT']],
      },
      {
        currency: 'UGX',
        account: { mobileMoney: { provider: 'Vodafone Cash', phoneNumber: '+255 712 345 678', accountName: '' } },
        errors: [['mobileMoney', 'provider', 'UNKNOWN_MOBILE_MONEY_PROVIDER'], ['mobileMoney', 'phoneNumber', 'INVALID_PHONE'], ['mobileMoney', 'accountName', 'REQUIRED']],
      },
      {
        currency: 'HKD',
        account: { swift: { accountNumber: '', swiftCode: 'HSBCXXHH', ...NAMES } },
        errors: [['swift', 'accountNumber', 'REQUIRED'], ['swift', 'swiftCode', 'INVALID_SWIFT_CODE']],
      },
      {
        currency: 'CNY',
        account: { cnaps: { accountNumber: '6222021234567890', cnapsCode: '10210009999', accountName: 'Acme', bankName: '' } },
        errors: [['cnaps', 'bankName', 'REQUIRED'], ['cnaps', 'cnapsCode', 'INVALID_CNAPS_CODE']],
      },
    ] as const;
    for (const { currency, account, errors } of cases) {
      const payload = await createOfframp(input(currency, account, { walletAddress: '0x1234' }));
      expect(payload.offramp).toBeNull();
      const got = payload.userErrors.map((error) => [...error.field.slice(2), error.code].join(' ')).sort();
      const expected = [...errors.map((error) => error.join(' ')), 'INVALID_WALLET_ADDRESS'].sort();
      expect({ currency, errors: got }).toEqual({ currency, errors: expected });
    }
    const provider = (await createOfframp(input('UGX', { mobileMoney: { provider: 'M-Pesa', phoneNumber: '+256772123456', accountName: 'Acme' } }))).userErrors;
    expect(provider).toEqual([{ field: ['input', 'payoutAccount', 'mobileMoney', 'provider'], code: 'UNKNOWN_MOBILE_MONEY_PROVIDER', message: 'provider must be one of MTN MoMo, Airtel Money' }]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('refuses a method the currency does not take, naming the methods it takes and their members, without creating anything', async () => {
    const pix = await createOfframp(input('NGN', { pix: { pixKey: CPF, accountHolder: 'Acme' } }));
    expect(pix.userErrors).toEqual([
      { field: ['input', 'payoutAccount', 'pix'], code: 'WRONG_PAYMENT_METHOD', message: 'NGN pays out by LOCAL_BANK_TRANSFER or NIP: give payoutAccount.localBank.' },
    ]);
    const mobile = await createOfframp(input('BRL', { mobileMoney: { provider: 'MTN', phoneNumber: '+256772123456', accountName: 'Acme' } }));
    expect(mobile.userErrors).toEqual([
      { field: ['input', 'payoutAccount', 'mobileMoney'], code: 'WRONG_PAYMENT_METHOD', message: 'BRL pays out by PIX: give payoutAccount.pix.' },
    ]);
    const sepa = await createOfframp(input('USD', { sepa: { iban: IBAN_DE, beneficiaryName: 'Acme', bankName: 'X' } }));
    expect(sepa.userErrors.map((error) => error.code)).toEqual(['WRONG_PAYMENT_METHOD']);
    expect(harness.providerCalls('POST')).toEqual([]);
  });

  it("maps the provider's refusal of each new member's field back to its input path", async () => {
    const cases = [
      ['EUR', { sepa: { iban: IBAN_DE, beneficiaryName: 'Acme GmbH', bankName: 'Commerzbank' } }, 'sepa', 'beneficiaryName'],
      ['BRL', { pix: { pixKey: CPF, accountHolder: 'Acme Ltda' } }, 'pix', 'pixKey'],
      ['TZS', { mobileMoney: { provider: 'M-Pesa', phoneNumber: '+255712345678', accountName: 'Acme' } }, 'mobileMoney', 'phoneNumber'],
      ['SGD', { swift: { accountNumber: '0123456789', swiftCode: 'DBSSSGSG', ...NAMES } }, 'swift', 'swiftCode'],
      ['CNY', { cnaps: { accountNumber: '6222021234567890', cnapsCode: CNAPS_CODE, ...NAMES } }, 'cnaps', 'cnapsCode'],
    ] as const;
    for (const [currency, account, member, field] of cases) {
      await harness.setFaults({ errorRate: 1, errorStatus: 400, errorField: `paymentDetails.${field}`, pathPrefix: '/otc/offramp' });
      const payload = await createOfframp(input(currency, account));
      await harness.clearFaults();
      expect(payload.offramp).toBeNull();
      expect(payload.userErrors).toEqual([{ field: ['input', 'payoutAccount', member, field], code: 'INVALID', message: expect.stringContaining(`${field} was refused by the provider`) }]);
    }
  });

  it('takes a BIC with the SWIFT account for every SWIFT currency', async () => {
    for (const currency of ['AED', 'AOA', 'CAD', 'CDF', 'DZD', 'GBP', 'HKD', 'IDR', 'LYD', 'MAD', 'MWK', 'MZN', 'SGD', 'TRY'] as const) {
      const payload = await createOfframp(input(currency, { swift: { accountNumber: '0123456789', swiftCode: BIC, ...NAMES } }));
      expect({ currency, userErrors: payload.userErrors, method: payload.offramp?.paymentMethod }).toEqual({ currency, userErrors: [], method: 'SWIFT' });
    }
  });
});
