import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isValidWalletAddress } from '../../src/domain/wallet-address.js';
import { startEmulator, type RunningEmulator } from '../../emulator/index.js';
import { FROZEN_DELAYS, SAMPLES, client, customerBody, offrampBody, startTestEmulator, waitFor } from './harness.js';
import { startReceiver } from './webhook-receiver.js';

const SECRET = 'documented-profile-secret';
const KEY_SHAPE = /^ngnc_s_lk_[0-9a-f]+$/;

// The customer as docs/customers writes one.
const documentedCustomer = (overrides: Record<string, unknown> = {}) =>
  customerBody({ phone_number: '+1-555-0123', registered_country: 'USA', ...overrides });

const noCode = (body: unknown) => expect(Object.keys(body as object)).toEqual(['message']);

describe('the documented profile over HTTP', () => {
  let emu: RunningEmulator;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    emu = await startTestEmulator({ profile: 'documented' });
    api = client(emu);
  });
  afterAll(async () => {
    await emu.close();
  });
  beforeEach(async () => {
    await api('POST', '/_emulator/reset');
  });

  it('exposes its profile and development keys of the documented shape, distinct for test and live', async () => {
    expect(emu.profile).toBe('documented');
    expect(emu.testKey).toMatch(KEY_SHAPE);
    expect(emu.liveKey).toMatch(KEY_SHAPE);
    expect(emu.testKey).not.toBe(emu.liveKey);
    expect((await client(emu, emu.liveKey)('GET', '/otc/rate_quote?currency=NGN&amount=1&trx_type=offramp')).status).toBe(200);
    const contractKey = await client(emu, 'sk_test_emulator_00000000000000000000')('GET', '/otc/rate_quote?currency=NGN&amount=1&trx_type=offramp');
    expect(contractKey.status).toBe(401);
  });

  describe('GET /otc/rate_quote', () => {
    it('answers without code or status, the rate and payout as JSON numbers with their exact digits', async () => {
      const res = await api('GET', '/otc/rate_quote?currency=GBP&amount=10.005&trx_type=offramp');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Rate retrieved', data: { rate: 0.76, payout_amount: 7.6, paymentMethod: 'LOCAL_BANK_TRANSFER' } });
      // 7.60, not 7.6: the digits of the decimal, never a float's.
      expect(res.text).toBe('{"message":"Rate retrieved","data":{"rate":0.76,"payout_amount":7.60,"paymentMethod":"LOCAL_BANK_TRANSFER"}}');
      const onramp = await api('GET', '/otc/rate_quote?currency=NGN&amount=146500&trx_type=onramp');
      expect(onramp.text).toContain('"rate":0.00068259,"payout_amount":100.00');
    });

    it('requires currency, amount and trx_type, naming each missing one in a message without code', async () => {
      const res = await api('GET', '/otc/rate_quote?currency=NGN');
      expect(res.status).toBe(400);
      noCode(res.body);
      expect(res.body.message).toContain('trx_type is required');
      expect(res.body.message).toContain('amount is required');
      const none = await api('GET', '/otc/rate_quote');
      expect(none.body.message).toContain('currency is required');
    });
  });

  describe('POST /otc/offramp', () => {
    it('answers 201 with the documented forms and the address to send the stablecoin to', async () => {
      const res = await api('POST', '/otc/offramp', offrampBody({
        currency: 'NGN',
        amount: '250.5',
        paymentDetails: { accountNumber: '0123456789', accountName: 'Acme', bankName: 'GTBank' },
      }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ code: 'TXN_SUCCESSFUL', status: 'Success' });
      expect(res.body.data).toMatchObject({
        transaction_id: expect.stringMatching(/^otc_/),
        reference: expect.stringMatching(/^link-otc-\d{8}$/),
        type: 'offramp',
        amount: '250.5',
        payout_amount: '366982.50',
        rate: 1465,
        transaction_status: 'pending',
        payment_method: 'Local Bank Transfer',
        network: 'ETHEREUM',
      });
      expect(res.text).toContain('"rate":1465,');
      expect(Number.isNaN(Date.parse(res.body.data.date_created))).toBe(false);
      expect(isValidWalletAddress('ETHEREUM', res.body.data.deposit_address)).toBe(true);
      expect(res.body.data.deposit_address).not.toBe(SAMPLES.evmAddress);
    });

    it('gives a deposit address valid for each network', async () => {
      const cases = [
        { stables: 'USDT', network: 'TRON', wallet_address: SAMPLES.tronAddress },
        { stables: 'USDT', network: 'SOLANA', wallet_address: SAMPLES.solanaAddress },
        { stables: 'USDC', network: 'STELLAR', wallet_address: SAMPLES.stellarAddress },
        { stables: 'USDC', network: 'BASE', wallet_address: SAMPLES.evmAddress },
      ] as const;
      for (const fields of cases) {
        const res = await api('POST', '/otc/offramp', offrampBody(fields));
        expect(res.status, fields.network).toBe(201);
        expect(isValidWalletAddress(fields.network, res.body.data.deposit_address), fields.network).toBe(true);
      }
    });

    it('answers an amount outside the limits with 402 and a message, no code', async () => {
      const res = await api('POST', '/otc/offramp', offrampBody({ amount: '19.99' }));
      expect(res.status).toBe(402);
      noCode(res.body);
      expect(res.body.message).toMatch(/between 20 and 1000000/);
    });

    it('names every missing parameter in the 400 message', async () => {
      const res = await api('POST', '/otc/offramp', { currency: 'USD' });
      expect(res.status).toBe(400);
      noCode(res.body);
      for (const field of ['customer_id', 'amount', 'stables', 'wallet_address', 'network']) {
        expect(res.body.message).toContain(`${field} is required`);
      }
      expect(res.body.message).toContain('paymentDetails must be an object');
    });
  });

  it('creates ESP transactions and BRL tickets with 201, their bodies as in the contract', async () => {
    const onramp = await api('POST', '/transactions/v2/esp_onramp', { currency: 'NGN', amount: 50000, bankName: 'GTB', accountNumber: '0123456789', espCard: SAMPLES.espCard });
    expect(onramp.status).toBe(201);
    expect(onramp.body.data.transaction.transaction_status).toBe('Pending');
    const offramp = await api('POST', '/transactions/v2/esp_offramp', { currency: 'NGN', amount: '50', bankName: 'GTB', accountNumber: '1' });
    expect(offramp.status).toBe(201);
    expect(offramp.body).toMatchObject({ code: 'TXN_SUCCESSFUL', data: { transaction_status: 'Pending' } });
    const ticket = await api('POST', '/transactions/v2/brl/initiate_onramp', { amount: '20', wallet_id: 'w' });
    expect(ticket.status).toBe(201);
    expect(ticket.body.ticket_id).toMatch(/^brl/);
    expect((await api('GET', '/transactions/v2/esp_transactions')).body.summary.total_transactions).toBe(2);
  });

  describe('business customers', () => {
    it('creates with alpha-3 countries and the docs phones, answering 201 in the docs/customers shape', async () => {
      for (const [phone, country, key] of [['+1-555-0123', 'USA', 'c-1'], ['+49 30 1234567', 'GBR', 'c-2'], ['+2348012345678', 'NGA', 'c-3']]) {
        const res = await api('POST', '/v2/business_customer', documentedCustomer({ phone_number: phone, registered_country: country }), { 'idempotency-key': key! });
        expect(res.status, `${phone} ${country}`).toBe(201);
        expect(res.body).toEqual({
          customer_id: expect.stringMatching(/^cus_/),
          kyb_link_url: expect.stringMatching(/\/kyb\/[\w-]+$/),
          status: 'pending',
          created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
        });
      }
    });

    it('refuses alpha-2, unassigned alpha-3 and malformed phones, naming the fields', async () => {
      for (const [country, phone] of [['US', '+1-555-0123'], ['XXX', '+1-555-0123'], ['usa', '+1-555-0123'], ['USA', '+1--555'], ['USA', '555-0123']]) {
        const res = await api('POST', '/v2/business_customer', documentedCustomer({ registered_country: country, phone_number: phone }), { 'idempotency-key': `bad-${country}-${phone}` });
        expect(res.status, `${country} ${phone}`).toBe(400);
        noCode(res.body);
        expect(res.body.message).toMatch(country === 'USA' ? /phone_number/ : /registered_country/);
      }
    });

    it('replays a creation with its 201 and answers a reused key with 409, no code', async () => {
      const first = await api('POST', '/v2/business_customer', documentedCustomer(), { 'idempotency-key': 'replay-1' });
      const again = await api('POST', '/v2/business_customer', documentedCustomer(), { 'idempotency-key': 'replay-1' });
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      const reused = await api('POST', '/v2/business_customer', documentedCustomer({ business_name: 'Other' }), { 'idempotency-key': 'replay-1' });
      expect(reused.status).toBe(409);
      noCode(reused.body);
    });

    it('reads a customer in the same shape with its current status, and a link only while one is awaited', async () => {
      const created = (await api('POST', '/v2/business_customer', documentedCustomer(), { 'idempotency-key': 'read-1' })).body;
      const read = await api('GET', `/v2/business_customer/${created.customer_id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(created);
      await api('POST', '/_emulator/transitions', { resource: 'business_customer', id: created.customer_id, to: 'in_review' });
      const inReview = await api('GET', `/v2/business_customer/${created.customer_id}`);
      expect(inReview.body).toEqual({ ...created, status: 'in_review', kyb_link_url: null });
      await api('POST', '/_emulator/transitions', { resource: 'business_customer', id: created.customer_id, to: 'more_info' });
      const moreInfo = (await api('GET', `/v2/business_customer/${created.customer_id}`)).body;
      expect(moreInfo.status).toBe('more_info');
      expect(moreInfo.kyb_link_url).toMatch(/\/kyb\//);
      expect(moreInfo.kyb_link_url).not.toBe(created.kyb_link_url);
      const missing = await api('GET', '/v2/business_customer/cus_missing');
      expect(missing.status).toBe(404);
      noCode(missing.body);
    });
  });

  describe('errors', () => {
    it('answers 401 without a key or with an unknown one, 403 for an inactive account, each as { message }', async () => {
      const none = await client(emu, null)('GET', '/transactions/v2/esp_transactions');
      expect(none.status).toBe(401);
      noCode(none.body);
      const unknown = await client(emu, 'ngnc_s_lk_00')('GET', '/transactions/v2/esp_transactions');
      expect(unknown.status).toBe(401);
      noCode(unknown.body);
      await api('PUT', '/_emulator/account', { active: false });
      const inactive = await api('GET', '/transactions/v2/esp_transactions');
      expect(inactive.status).toBe(403);
      noCode(inactive.body);
      await api('PUT', '/_emulator/account', { active: true });
    });

    it('keeps the contract envelope on the control API, which test helpers read', async () => {
      const id = (await api('POST', '/otc/offramp', offrampBody())).body.data.transaction_id;
      const illegal = await api('POST', '/_emulator/transitions', { resource: 'offramp', id, to: 'completed' });
      expect(illegal.status).toBe(409);
      expect(illegal.body.code).toBe('ILLEGAL_TRANSITION');
      expect((await client(emu, emu.liveKey)('POST', '/_emulator/reset')).body.code).toBe('LIVE_KEY_FORBIDDEN');
    });

    it('answers injected faults without code as well', async () => {
      await api('PUT', '/_emulator/faults', { errorRate: 1, errorStatus: 503, pathPrefix: '/otc/' });
      const failed = await api('GET', '/otc/rate_quote?currency=NGN&amount=1&trx_type=offramp');
      expect(failed.status).toBe(503);
      noCode(failed.body);
      await api('PUT', '/_emulator/faults', { afterProcessing: { answer: 500, body: 'json' }, pathPrefix: '/otc/offramp' });
      const lost = await api('POST', '/otc/offramp', offrampBody());
      expect(lost.status).toBe(500);
      noCode(lost.body);
      await api('DELETE', '/_emulator/faults');
    });
  });
});

describe('documented webhooks', () => {
  let emu: RunningEmulator;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
    emu = await startTestEmulator({
      profile: 'documented',
      webhookUrl: receiver.url,
      webhookSecret: SECRET,
      delays: { ...FROZEN_DELAYS, offrampProcessingMs: 30, offrampSettlementMs: 30, espSettlementMs: 30 },
    });
  });
  afterAll(async () => {
    await emu.close();
    await receiver.close();
  });
  afterEach(() => {
    receiver.respond = () => 200;
  });

  const payloadsOf = (id: string) => receiver.received.filter((r) => (r.body.payload as { transaction_id?: string }).transaction_id === id);

  it('posts { event, payload } with the bridge-webhook-secret header for a live off-ramp, as the docs example', async () => {
    const live = client(emu, emu.liveKey);
    const created = await live('POST', '/otc/offramp', offrampBody({ amount: '250.5', currency: 'NGN', paymentDetails: { accountNumber: '0123456789', accountName: 'Acme', bankName: 'GTBank' } }));
    const id = created.body.data.transaction_id as string;
    const hooks = await waitFor(() => {
      const mine = payloadsOf(id);
      return mine.length === 2 ? mine : null;
    });
    const [processing, completed] = hooks;
    expect(Object.keys(processing!.body)).toEqual(['event', 'payload']);
    expect(processing!.body.event).toBe('transaction_status_updated');
    expect(processing!.headers['bridge-webhook-secret']).toBe(SECRET);
    expect(processing!.headers['ngnc-signature']).toBeUndefined();
    expect(processing!.body.payload).toMatchObject({
      transaction_id: id,
      business: { business_id: expect.any(String) },
      type: 'offramp',
      reference: created.body.data.reference,
      amount: 250.5,
      account_number: '0123456789',
      bank_name: 'GTBank',
      payment_method: 'Local Bank Transfer',
      deposit_address: created.body.data.deposit_address,
      transaction_status: 'Processing',
      date_created: expect.stringMatching(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/),
    });
    expect(processing!.raw).toContain('"payout_amount":366982.50');
    expect(completed!.body.payload.transaction_status).toBe('Completed');
  });

  it('names ESP updates bridge.events.transaction_request.updated, and .successful once completed', async () => {
    const live = client(emu, emu.liveKey);
    const id = (await live('POST', '/transactions/v2/esp_offramp', { currency: 'NGN', amount: '50', bankName: 'GTB', accountNumber: '1' })).body.data.transaction_id as string;
    const hooks = await waitFor(() => {
      const mine = payloadsOf(id);
      return mine.length === 2 ? mine : null;
    });
    expect(hooks.map((h) => h.body.event)).toEqual(['bridge.events.transaction_request.updated', 'bridge.events.transaction_request.successful']);
    expect(hooks[0]!.body.payload).toMatchObject({ transaction_id: id, type: 'offramp', transaction_status: 'Completed', amount: 50 });
  });

  it('sends nothing for test data, whose statuses still move by the clock and the control API', async () => {
    const test = client(emu);
    const byClock = (await test('POST', '/otc/offramp', offrampBody())).body.data.transaction_id as string;
    const esp = (await test('POST', '/transactions/v2/esp_offramp', { currency: 'NGN', amount: '50', bankName: 'GTB', accountNumber: '1' })).body.data.transaction_id as string;
    const customer = (await test('POST', '/v2/business_customer', documentedCustomer(), { 'idempotency-key': 'test-data' })).body.customer_id as string;
    const moved = await test('POST', '/_emulator/transitions', { resource: 'business_customer', id: customer, to: 'in_review' });
    expect(moved.body.verification_status).toBe('in_review');
    await waitFor(async () => {
      const listing = (await test('GET', '/transactions/v2/esp_transactions')).body.transactions as { transaction_id: string; transaction_status: string }[];
      return listing.find((t) => t.transaction_id === esp)?.transaction_status === 'Completed';
    });
    // The off-ramp's clock has run its course by now as well (both steps are as short as the ESP one).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const deliveries = (await test('GET', '/_emulator/deliveries')).body.deliveries as { livemode: boolean }[];
    expect(deliveries.filter((d) => !d.livemode)).toEqual([]);
    expect(payloadsOf(byClock)).toEqual([]);
    expect(payloadsOf(esp)).toEqual([]);
  });

  it('retries a failed delivery exactly twice more, then marks it failed for good', async () => {
    receiver.respond = () => 500;
    const live = client(emu, emu.liveKey);
    const id = (await live('POST', '/transactions/v2/esp_offramp', { currency: 'NGN', amount: '50.13', bankName: 'GTB', accountNumber: '1' })).body.data.transaction_id as string;
    const deliveryOf = async () =>
      ((await client(emu)('GET', '/_emulator/deliveries')).body.deliveries as { resource: string; status: string; attempts: number }[])
        .find((d) => d.resource === `esp_transaction:${id}`);
    const failed = await waitFor(async () => {
      const d = await deliveryOf();
      return d?.status === 'failed' ? d : null;
    });
    expect(failed.attempts).toBe(3);
    // The harness's schedule has a third entry (80 ms); the documented profile never uses it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(payloadsOf(id).map((h) => h.answeredWith)).toEqual([500, 500, 500]);
  });
});

describe('choosing the profile', () => {
  const saved = process.env.EMULATOR_PROFILE;
  afterEach(() => {
    if (saved === undefined) delete process.env.EMULATOR_PROFILE;
    else process.env.EMULATOR_PROFILE = saved;
  });

  it('takes EMULATOR_PROFILE when no option is given, and refuses an unknown value with a clear message', async () => {
    process.env.EMULATOR_PROFILE = 'documented';
    const emu = await startEmulator({ delays: FROZEN_DELAYS });
    try {
      expect(emu.profile).toBe('documented');
      expect(emu.testKey).toMatch(KEY_SHAPE);
    } finally {
      await emu.close();
    }
    process.env.EMULATOR_PROFILE = 'real';
    await expect(startEmulator({ delays: FROZEN_DELAYS })).rejects.toThrow('EMULATOR_PROFILE must be one of contract, documented; got "real"');
  });

  it('keeps configured keys over the profile defaults', async () => {
    const emu = await startEmulator({ profile: 'documented', testKey: 'ngnc_s_lk_aa', liveKey: 'ngnc_s_lk_bb', delays: FROZEN_DELAYS });
    try {
      expect([emu.testKey, emu.liveKey]).toEqual(['ngnc_s_lk_aa', 'ngnc_s_lk_bb']);
      expect((await client(emu)('GET', '/otc/rate_quote?currency=NGN&amount=1&trx_type=offramp')).status).toBe(200);
    } finally {
      await emu.close();
    }
  });

  it('defaults to the contract profile: its keys, 200 and the envelope, plus the deposit address', async () => {
    delete process.env.EMULATOR_PROFILE;
    const emu = await startEmulator({ delays: FROZEN_DELAYS });
    try {
      expect(emu.profile).toBe('contract');
      expect(emu.testKey).toBe('sk_test_emulator_00000000000000000000');
      expect(emu.liveKey).toBe('sk_live_emulator_00000000000000000000');
      const api = client(emu);
      const quote = await api('GET', '/otc/rate_quote?currency=GBP&amount=10.005');
      expect(quote.body).toEqual({
        code: 'RATE_RETRIEVED',
        status: 'Success',
        message: 'Rate retrieved',
        data: { currency: 'GBP', rate: 0.76, payout_amount: '7.60', paymentMethod: 'LOCAL_BANK_TRANSFER' },
      });
      const created = await api('POST', '/otc/offramp', offrampBody({ stables: 'USDT', network: 'TRON', wallet_address: SAMPLES.tronAddress }));
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ code: 'TXN_SUCCESSFUL', status: 'Success', data: { transaction_status: 'pending', payment_method: 'ACH' } });
      expect(isValidWalletAddress('TRON', created.body.data.deposit_address)).toBe(true);
      const customer = await api('POST', '/v2/business_customer', customerBody(), { 'idempotency-key': 'contract-1' });
      expect(customer.status).toBe(200);
      expect(customer.body).toMatchObject({ status: 'success', verification_status: 'pending', kyb_link: expect.any(String) });
      const refused = await client(emu, null)('GET', '/otc/rate_quote?currency=USD');
      expect(refused.body).toEqual({ code: 'UNAUTHORIZED', status: 'Failed', message: expect.any(String) });
    } finally {
      await emu.close();
    }
  });
});
