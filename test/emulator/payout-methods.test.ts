// POST /otc/offramp with the OTC desk's payment methods (docs/business-offramp, "OTC desk"), in
// both profiles: each method's paymentDetails accepted and answered by its name, its field errors
// named by their paymentDetails path, and a refusal injected for one of its fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { SAMPLES, client, offrampBody, startTestEmulator } from './harness.js';

const ACCOUNTS = {
  SEPA: { currency: 'EUR', paymentDetails: { iban: SAMPLES.iban, beneficiaryName: 'Acme GmbH', bankName: 'Commerzbank' } },
  PIX: { currency: 'BRL', paymentDetails: { pixKey: '52998224725', accountHolder: 'Acme Ltda' } },
  MOBILE_MONEY: { currency: 'UGX', paymentDetails: { provider: 'MTN MoMo', phoneNumber: '+256772123456', accountName: 'Acme' } },
  SWIFT: { currency: 'CAD', paymentDetails: { accountNumber: '0123456789', accountName: 'Acme', bankName: 'RBC', swiftCode: 'ROYCCAT2' } },
  CNAPS: { currency: 'CNY', paymentDetails: { accountNumber: '6222021234567890', accountName: 'Acme', bankName: 'ICBC', cnapsCode: '102100099996' } },
  PESONET: { currency: 'PHP', paymentDetails: { accountNumber: '001234567890', accountName: 'Acme', bankName: 'BDO' } },
} as const;

const WRITTEN = {
  contract: { SEPA: 'SEPA', PIX: 'PIX', MOBILE_MONEY: 'MOBILE_MONEY', SWIFT: 'SWIFT', CNAPS: 'CNAPS', PESONET: 'PESONET' },
  documented: { SEPA: 'SEPA', PIX: 'PIX', MOBILE_MONEY: 'Mobile Money', SWIFT: 'SWIFT', CNAPS: 'CNAPS', PESONET: 'PESONet' },
} as const;

const BAD = [
  { currency: 'EUR', paymentDetails: { iban: 'AE070331234567890123456', beneficiaryName: 'Acme', bankName: 'X' }, fields: ['paymentDetails.iban'] },
  { currency: 'BRL', paymentDetails: { pixKey: '52998224724' }, fields: ['paymentDetails.accountHolder', 'paymentDetails.pixKey'] },
  { currency: 'UGX', paymentDetails: { provider: 'M-Pesa', phoneNumber: '+255712345678', accountName: 'Acme' }, fields: ['paymentDetails.phoneNumber', 'paymentDetails.provider'] },
  { currency: 'CAD', paymentDetails: { accountNumber: '1', accountName: 'Acme', bankName: 'RBC', swiftCode: 'ROYCXXT2' }, fields: ['paymentDetails.swiftCode'] },
  { currency: 'CNY', paymentDetails: { accountNumber: '1', accountName: 'Acme', bankName: 'ICBC', cnapsCode: '10210009999' }, fields: ['paymentDetails.cnapsCode'] },
] as const;

describe.each(['contract', 'documented'] as const)('the OTC desk payment methods in the %s profile', (profile) => {
  let emu: RunningEmulator;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    emu = await startTestEmulator({ profile });
    api = client(emu);
  });
  afterAll(async () => {
    await emu.close();
  });

  /** The fields a refusal names: the contract's `errors`, the documented message's leading field names. */
  function refusedFields(body: { errors?: { field: string }[]; message?: string }): string[] {
    if (profile === 'contract') return (body.errors ?? []).map((e) => e.field).sort();
    return (body.message ?? '').split('; ').map((part) => part.split(' ')[0] ?? '').sort();
  }

  it('creates an off-ramp paid by each method and answers its name as the profile writes it', async () => {
    for (const [method, account] of Object.entries(ACCOUNTS)) {
      const res = await api('POST', '/otc/offramp', offrampBody(account));
      expect({ method, status: res.status }).toEqual({ method, status: profile === 'contract' ? 200 : 201 });
      expect(res.body.data.payment_method).toBe(WRITTEN[profile][method as keyof typeof ACCOUNTS]);
    }
  });

  it('quotes the OTC desk method of the currencies only its table lists', async () => {
    const query = (currency: string) => `/otc/rate_quote?currency=${currency}&amount=1&trx_type=offramp`;
    expect((await api('GET', query('BRL'))).body.data.paymentMethod).toBe('PIX');
    expect((await api('GET', query('PHP'))).body.data.paymentMethod).toBe(profile === 'contract' ? 'PESONET' : 'PESONet');
    expect((await api('GET', query('IDR'))).body.data.paymentMethod).toBe('SWIFT');
  });

  it('refuses bad details of each method with every bad field named, creating nothing', async () => {
    for (const { currency, paymentDetails, fields } of BAD) {
      const res = await api('POST', '/otc/offramp', offrampBody({ currency, paymentDetails }));
      expect({ currency, status: res.status, fields: refusedFields(res.body) }).toEqual({ currency, status: 400, fields: [...fields].sort() });
    }
  });

  it('refuses by an injected fault naming a field of each new method, creating nothing', async () => {
    const fields = { SEPA: 'beneficiaryName', PIX: 'pixKey', MOBILE_MONEY: 'phoneNumber', SWIFT: 'swiftCode', CNAPS: 'cnapsCode', PESONET: 'accountNumber' } as const;
    for (const [method, field] of Object.entries(fields)) {
      await api('PUT', '/_emulator/faults', { errorRate: 1, errorStatus: 400, errorField: `paymentDetails.${field}`, pathPrefix: '/otc/offramp' });
      const res = await api('POST', '/otc/offramp', offrampBody(ACCOUNTS[method as keyof typeof ACCOUNTS]));
      await api('DELETE', '/_emulator/faults');
      expect({ method, status: res.status, fields: refusedFields(res.body) }).toEqual({ method, status: 400, fields: [`paymentDetails.${field}`] });
    }
  });
});
