import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { SAMPLES, client, offrampBody, startTestEmulator } from './harness.js';

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

describe('GET /otc/rate_quote', () => {
  it('quotes the reference rate, the half-even payout and the payment method', async () => {
    const res = await api('GET', '/otc/rate_quote?currency=GBP&amount=10.005');
    expect(res.status).toBe(200);
    // 10.005 × 0.76 = 7.6038 → 7.60
    expect(res.body).toEqual({
      code: 'RATE_RETRIEVED',
      status: 'Success',
      message: 'Rate retrieved',
      data: { currency: 'GBP', rate: 0.76, payout_amount: '7.60', paymentMethod: 'LOCAL_BANK_TRANSFER' },
    });
  });

  it('defaults the amount to 1 and names each method of the seed table', async () => {
    const expectations = { USD: 'ACH', NGN: 'LOCAL_BANK_TRANSFER', EUR: 'IBAN', MAD: 'RIB', XOF: 'RIB', AED: 'IBAN' };
    for (const [currency, method] of Object.entries(expectations)) {
      const res = await api('GET', `/otc/rate_quote?currency=${currency}`);
      expect(res.body.data.paymentMethod).toBe(method);
    }
    expect((await api('GET', '/otc/rate_quote?currency=NGN')).body.data.payout_amount).toBe('1465.00');
  });

  it('quotes the on-ramp as stablecoin per fiat unit', async () => {
    const res = await api('GET', '/otc/rate_quote?currency=NGN&amount=146500&trx_type=onramp');
    expect(res.body.data.rate).toBe(0.00068259);
    expect(res.body.data.payout_amount).toBe('100.00');
  });

  it('refuses a missing or unknown currency, a bad amount and a bad trx_type with VALIDATION_FAILED', async () => {
    for (const query of ['', '?currency=KES', '?currency=USD&amount=1e3', '?currency=USD&trx_type=swap', '?currency=USD&amount=1.1234567']) {
      const res = await api('GET', `/otc/rate_quote${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /otc/offramp', () => {
  it('creates a pending off-ramp with the seed 2.3 fields', async () => {
    const res = await api('POST', '/otc/offramp', offrampBody({ currency: 'NGN', amount: '250.5', paymentDetails: { accountNumber: '0123456789', accountName: 'Acme', bankName: 'GTBank' } }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'TXN_SUCCESSFUL', status: 'Success', message: expect.any(String) });
    expect(res.body.data).toMatchObject({
      transaction_id: expect.stringMatching(/^otc_/),
      reference: expect.stringMatching(/^link-otc-\d{8}$/),
      type: 'offramp',
      stables: 'USDC',
      amount: '250.5',
      currency: 'NGN',
      payout_amount: '366982.50',
      rate: 1465,
      transaction_status: 'pending',
      payment_method: 'LOCAL_BANK_TRANSFER',
    });
    expect(Number.isNaN(Date.parse(res.body.data.date_created))).toBe(false);
  });

  it('accepts each network with an address of its own format', async () => {
    const cases = [
      { stables: 'USDT', network: 'TRON', wallet_address: SAMPLES.tronAddress },
      { stables: 'USDT', network: 'SOLANA', wallet_address: SAMPLES.solanaAddress },
      { stables: 'USDT', network: 'POLYGON', wallet_address: SAMPLES.evmAddress },
      { stables: 'USDC', network: 'STELLAR', wallet_address: SAMPLES.stellarAddress },
      { stables: 'USDC', network: 'BASE', wallet_address: SAMPLES.evmAddress.toLowerCase() },
      { stables: 'USDC', network: 'BSC', wallet_address: SAMPLES.evmAddress },
    ];
    for (const pair of cases) {
      const res = await api('POST', '/otc/offramp', offrampBody(pair));
      expect(res.status, pair.network).toBe(200);
    }
  });

  it('refuses stablecoin/network pairs the seed does not permit', async () => {
    for (const [stables, network, address] of [['USDT', 'ETHEREUM', SAMPLES.evmAddress], ['USDC', 'TRON', SAMPLES.tronAddress], ['USDT', 'STELLAR', SAMPLES.stellarAddress]] as const) {
      const res = await api('POST', '/otc/offramp', offrampBody({ stables, network, wallet_address: address }));
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body)).toEqual(['network']);
    }
  });

  it('checks the wallet address against its network: EIP-55 case, TRON and Stellar checksums, Solana length', async () => {
    const badChecksum = SAMPLES.evmAddress.replace('E0F', 'e0F');
    const cases = [
      { stables: 'USDC', network: 'ETHEREUM', wallet_address: badChecksum },
      { stables: 'USDC', network: 'ETHEREUM', wallet_address: SAMPLES.tronAddress },
      { stables: 'USDT', network: 'TRON', wallet_address: SAMPLES.tronAddress.slice(0, -1) + '8' },
      { stables: 'USDT', network: 'SOLANA', wallet_address: SAMPLES.solanaAddress.slice(0, -3) },
      { stables: 'USDC', network: 'STELLAR', wallet_address: SAMPLES.stellarAddress.slice(0, -1) + 'A' },
    ];
    for (const body of cases) {
      const res = await api('POST', '/otc/offramp', offrampBody(body));
      expect(res.status, body.wallet_address).toBe(400);
      expect(fieldsOf(res.body)).toEqual(['wallet_address']);
    }
  });

  it('names every missing field at once', async () => {
    const res = await api('POST', '/otc/offramp', {});
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body).sort()).toEqual(['amount', 'currency', 'customer_id', 'network', 'paymentDetails', 'stables', 'wallet_address']);
  });

  it('refuses values outside the seed lists', async () => {
    const res = await api('POST', '/otc/offramp', offrampBody({ currency: 'JPY', stables: 'DAI', network: 'ARBITRUM' }));
    expect(fieldsOf(res.body).sort()).toEqual(['currency', 'network', 'stables']);
  });

  it('checks the ACH routing number checksum', async () => {
    const res = await api('POST', '/otc/offramp', offrampBody({ paymentDetails: { accountNumber: '123456789', routingNumber: '011000016', accountName: 'Acme' } }));
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['paymentDetails.routingNumber']);
  });

  it('asks IBAN currencies for a valid IBAN, checked mod 97', async () => {
    const ok = await api('POST', '/otc/offramp', offrampBody({ currency: 'EUR', paymentDetails: { iban: SAMPLES.iban, accountName: 'Acme GmbH', bankName: 'Commerzbank' } }));
    expect(ok.status).toBe(200);
    expect(ok.body.data.payment_method).toBe('IBAN');
    const bad = await api('POST', '/otc/offramp', offrampBody({ currency: 'EUR', paymentDetails: { iban: 'DE89370400440532013001', accountName: 'Acme GmbH', bankName: 'Commerzbank' } }));
    expect(fieldsOf(bad.body)).toEqual(['paymentDetails.iban']);
    const missing = await api('POST', '/otc/offramp', offrampBody({ currency: 'TRY', paymentDetails: { accountNumber: '1', accountName: 'A', bankName: 'B' } }));
    expect(fieldsOf(missing.body)).toEqual(['paymentDetails.iban']);
  });

  it('accepts GBP by local transfer and by IBAN', async () => {
    const local = await api('POST', '/otc/offramp', offrampBody({ currency: 'GBP', paymentDetails: { accountNumber: '31926819', routingNumber: '601613', accountName: 'Acme', bankName: 'HSBC' } }));
    expect(local.body.data.payment_method).toBe('LOCAL_BANK_TRANSFER');
    const iban = await api('POST', '/otc/offramp', offrampBody({ currency: 'GBP', paymentDetails: { iban: SAMPLES.gbIban, accountName: 'Acme', bankName: 'NatWest' } }));
    expect(iban.body.data.payment_method).toBe('IBAN');
  });

  it('checks the key of a Moroccan RIB', async () => {
    const ok = await api('POST', '/otc/offramp', offrampBody({ currency: 'MAD', paymentDetails: { rib: SAMPLES.madRib, accountName: 'Acme SARL', bankName: 'Attijariwafa' } }));
    expect(ok.status).toBe(200);
    expect(ok.body.data.payment_method).toBe('RIB');
    const bad = await api('POST', '/otc/offramp', offrampBody({ currency: 'MAD', paymentDetails: { rib: SAMPLES.madRib.slice(0, -2) + '22', accountName: 'Acme SARL', bankName: 'Attijariwafa' } }));
    expect(fieldsOf(bad.body)).toEqual(['paymentDetails.rib']);
  });

  it('refuses more than 6 fraction digits with 400 and amounts outside 20..1,000,000 with 402', async () => {
    const precise = await api('POST', '/otc/offramp', offrampBody({ amount: '20.1234567' }));
    expect(precise.status).toBe(400);
    expect(fieldsOf(precise.body)).toEqual(['amount']);
    for (const amount of ['19.999999', '1000000.000001', '0']) {
      const res = await api('POST', '/otc/offramp', offrampBody({ amount }));
      expect(res.status, amount).toBe(402);
      expect(res.body).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', status: 'Failed' });
    }
    for (const amount of ['20', '1000000']) expect((await api('POST', '/otc/offramp', offrampBody({ amount }))).status).toBe(200);
  });

  it('refuses an amount sent as a JSON number: the seed types it as a string', async () => {
    const res = await api('POST', '/otc/offramp', offrampBody({ amount: 100 }));
    expect(fieldsOf(res.body)).toEqual(['amount']);
  });
});
