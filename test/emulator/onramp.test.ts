import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { FROZEN_DELAYS, SAMPLES, client, onrampBody, startTestEmulator, waitFor } from './harness.js';
import { startReceiver } from './webhook-receiver.js';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

const hooksOf = (receiver: Receiver, id: string) =>
  receiver.received.filter((r) => (r.body.payload as { transaction_id?: string }).transaction_id === id);

describe('POST /otc/onramp, contract profile', () => {
  let emu: RunningEmulator;
  let receiver: Receiver;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    receiver = await startReceiver();
    emu = await startTestEmulator({ webhookUrl: receiver.url });
    api = client(emu);
  });
  afterAll(async () => {
    await emu.close();
    await receiver.close();
  });
  afterEach(async () => {
    await api('DELETE', '/_emulator/faults');
  });

  it('creates a pending on-ramp: fiat in, the stablecoin bought at the inverse rate, no settlement account yet', async () => {
    const res = await api('POST', '/otc/onramp', onrampBody());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'TXN_SUCCESSFUL', status: 'Success', message: expect.any(String) });
    expect(res.body.data).toEqual({
      transaction_id: expect.stringMatching(/^otc_/),
      reference: expect.stringMatching(/^link-otc-\d{8}$/),
      type: 'onramp',
      customer_id: 'cust-001',
      stables: 'USDC',
      network: 'ETHEREUM',
      wallet_address: SAMPLES.evmAddress,
      amount: '50000',
      currency: 'NGN',
      payout_amount: expect.any(String),
      rate: expect.any(Number),
      transaction_status: 'pending',
      payment_method: 'LOCAL_BANK_TRANSFER',
      banking_details: null,
      date_created: expect.any(String),
    });
    const quote = await api('GET', '/otc/rate_quote?currency=NGN&amount=50000&trx_type=onramp');
    expect(res.body.data.rate).toBe(quote.body.data.rate);
    expect(res.body.data.payout_amount).toBe(quote.body.data.payout_amount);
  });

  it('refuses every bad field at once, before anything is created', async () => {
    const res = await api('POST', '/otc/onramp', {
      ...onrampBody({ currency: 'XYZ', stables: 'DAI', wallet_address: '' }),
      paymentDetails: 'my bank',
      customer_id: undefined,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const fields = (res.body.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['currency', 'customer_id', 'paymentDetails', 'stables', 'wallet_address']);

    const badAccount = await api('POST', '/otc/onramp', onrampBody({ currency: 'USD', amount: '100', paymentDetails: { accountNumber: '12', routingNumber: '123456789' } }));
    expect(badAccount.status).toBe(400);
    expect((badAccount.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual([
      'paymentDetails.accountName',
      'paymentDetails.accountNumber',
      'paymentDetails.routingNumber',
    ]);
  });

  it('bounds the fiat amount by its USD equivalent (402 AMOUNT_OUT_OF_RANGE)', async () => {
    const low = await api('POST', '/otc/onramp', onrampBody({ currency: 'USD', amount: '19.99', paymentDetails: { accountNumber: '123456789', routingNumber: SAMPLES.abaRouting, accountName: 'Acme' } }));
    expect(low.status).toBe(402);
    expect(low.body.code).toBe('AMOUNT_OUT_OF_RANGE');
    expect(low.body.message).toContain('USD');
  });

  it('sends banking_details_received once, then moves by the control API with transaction_status_updated', async () => {
    const id = (await api('POST', '/otc/onramp', onrampBody())).body.data.transaction_id as string;
    const given = await api('POST', `/_emulator/onramps/${id}/banking_details`);
    expect(given.status).toBe(200);
    expect(given.body.banking_details).toMatchObject({ bank_name: expect.any(String), account_number: expect.stringMatching(/^\d{10}$/), currency: 'NGN', amount: '50000' });
    const again = await api('POST', `/_emulator/onramps/${id}/banking_details`);
    expect(again.body.banking_details).toEqual(given.body.banking_details);

    const read = await api('GET', `/otc/onramp/${id}`);
    expect(read.body.data.banking_details).toEqual(given.body.banking_details);

    await api('POST', '/_emulator/transitions', { resource: 'onramp', id, to: 'processing' });
    const hooks = await waitFor(() => {
      const mine = hooksOf(receiver, id);
      return mine.length === 2 ? mine : null;
    });
    expect(hooks.map((h) => h.body.event)).toEqual(['banking_details_received', 'transaction_status_updated']);
    expect(hooks[0]!.body.payload).toMatchObject({ transaction_id: id, type: 'onramp', banking_details: given.body.banking_details });
    expect(hooks[1]!.body.payload).toMatchObject({ transaction_id: id, type: 'onramp', transaction_status: 'processing' });
    expect((await api('POST', '/_emulator/transitions', { resource: 'onramp', id, to: 'pending' })).status).toBe(409);
    // Awaiting payment is the gateway's reading of the banking details, never a status the provider writes.
    const gatewayStep = await api('POST', '/_emulator/transitions', { resource: 'onramp', id, to: 'awaiting_payment' });
    expect(gatewayStep.status).toBe(400);
    expect((await api('GET', `/otc/onramp/${id}`)).body.data.transaction_status).toBe('processing');
  });

  it('is read only in its own data set', async () => {
    const id = (await api('POST', '/otc/onramp', onrampBody())).body.data.transaction_id as string;
    expect((await client(emu, emu.liveKey)('GET', `/otc/onramp/${id}`)).status).toBe(404);
    expect((await client(emu, emu.liveKey)('POST', `/_emulator/onramps/${id}/banking_details`)).status).toBe(403);
    expect((await api('GET', '/otc/onramp/otc_unknown')).status).toBe(404);
  });

  it('takes faults like every creation: a 502 after processing still created it', async () => {
    await api('PUT', '/_emulator/faults', { afterProcessing: { answer: 502 }, pathPrefix: '/otc/onramp' });
    const res = await api('POST', '/otc/onramp', onrampBody({ customer_id: 'fault-after' }));
    expect(res.status).toBe(502);
    await api('DELETE', '/_emulator/faults');
    const log = (await api('GET', '/_emulator/requests')).body.requests as { path: string; status: number }[];
    expect(log.filter((r) => r.path === '/otc/onramp').at(-1)?.status).toBe(502);
  });
});

describe('the on-ramp by the clock', () => {
  it('sends the banking details, then pending → processing → completed; .14 fails for want of funds', async () => {
    const receiver = await startReceiver();
    const emu = await startTestEmulator({
      webhookUrl: receiver.url,
      delays: { ...FROZEN_DELAYS, onrampBankingDetailsMs: 10, onrampProcessingMs: 60, onrampSettlementMs: 30 },
    });
    try {
      const api = client(emu);
      const paid = (await api('POST', '/otc/onramp', onrampBody())).body.data.transaction_id as string;
      const unpaid = (await api('POST', '/otc/onramp', onrampBody({ amount: '50000.14' }))).body.data.transaction_id as string;
      const events = await waitFor(() => {
        const mine = hooksOf(receiver, paid);
        return mine.length === 3 ? mine : null;
      });
      expect(events.map((h) => [h.body.event, h.body.payload.transaction_status])).toEqual([
        ['banking_details_received', 'pending'],
        ['transaction_status_updated', 'processing'],
        ['transaction_status_updated', 'completed'],
      ]);
      const failed = await waitFor(() => {
        const mine = hooksOf(receiver, unpaid);
        return mine.length === 2 ? mine : null;
      });
      expect(failed.map((h) => h.body.payload.transaction_status)).toEqual(['pending', 'failed']);
    } finally {
      await emu.close();
      await receiver.close();
    }
  });
});

describe('POST /otc/onramp, documented profile', () => {
  let emu: RunningEmulator;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
    emu = await startTestEmulator({ profile: 'documented', webhookUrl: receiver.url, delays: { ...FROZEN_DELAYS, onrampBankingDetailsMs: 10 } });
  });
  afterAll(async () => {
    await emu.close();
    await receiver.close();
  });

  it('answers 201 with the fields api-reference/otc/otc-onramp lists', async () => {
    const res = await client(emu)('POST', '/otc/onramp', onrampBody());
    expect(res.status).toBe(201);
    expect(Object.keys(res.body.data).sort()).toEqual(
      ['amount', 'currency', 'date_created', 'payment_method', 'payout_amount', 'rate', 'reference', 'stables', 'transaction_id', 'transaction_status', 'type'].sort(),
    );
    expect(res.body.data).toMatchObject({ type: 'onramp', transaction_status: 'pending', payment_method: 'Local Bank Transfer', amount: '50000' });
  });

  it('sends banking_details_received for live data only, flat as the docs example', async () => {
    const test = (await client(emu)('POST', '/otc/onramp', onrampBody())).body.data.transaction_id as string;
    const live = (await client(emu, emu.liveKey)('POST', '/otc/onramp', onrampBody())).body.data.transaction_id as string;
    const [hook] = await waitFor(() => {
      const mine = hooksOf(receiver, live);
      return mine.length === 1 ? mine : null;
    });
    expect(Object.keys(hook!.body)).toEqual(['event', 'payload']);
    expect(hook!.body.event).toBe('banking_details_received');
    expect(hook!.body.payload).toMatchObject({ type: 'onramp', account_number: expect.stringMatching(/^\d{10}$/), bank_name: expect.any(String), account_name: expect.any(String) });
    const read = await client(emu)('GET', `/otc/onramp/${test}`);
    await waitFor(async () => (await client(emu)('GET', `/otc/onramp/${test}`)).body.data.banking_details !== null);
    expect(read.status).toBe(200);
    expect(hooksOf(receiver, test)).toEqual([]);
  });
});
