import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/index.js';
import { FROZEN_DELAYS, client, customerBody, offrampBody, startTestEmulator, waitFor } from './harness.js';
import { startReceiver } from './webhook-receiver.js';

const SECRET = 'whsec_test_suite_secret';

function verify(header: string, raw: string, secret: string): { ok: boolean; t: number } {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  const expected = createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex');
  return { ok: parts.v1 === expected, t };
}

describe('signed webhooks', () => {
  let emu: RunningEmulator;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    receiver = await startReceiver();
    emu = await startTestEmulator({ webhookUrl: receiver.url, webhookSecret: SECRET });
    api = client(emu);
  });
  afterAll(async () => {
    await emu.close();
    await receiver.close();
  });
  afterEach(() => {
    receiver.respond = () => 200;
  });

  it('posts each transition with the envelope and an ngnc-signature HMAC, without the secret itself', async () => {
    const id = (await api('POST', '/otc/offramp', offrampBody())).body.data.transaction_id;
    await api('POST', '/_emulator/transitions', { resource: 'offramp', id, to: 'processing' });
    const hook = await waitFor(() => receiver.received.find((r) => r.body.payload.transaction_id === id));
    expect(hook.body).toEqual({
      id: expect.stringMatching(/^evt_/),
      event: 'transaction_status_updated',
      created_at: expect.any(String),
      livemode: false,
      payload: expect.objectContaining({ transaction_id: id, transaction_status: 'processing', type: 'offramp' }),
    });
    const { ok, t } = verify(String(hook.headers['ngnc-signature']), hook.raw, SECRET);
    expect(ok).toBe(true);
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(300);
    expect(verify(String(hook.headers['ngnc-signature']), hook.raw, 'another-secret').ok).toBe(false);
    expect(hook.headers['bridge-webhook-secret']).toBeUndefined();
    expect(hook.headers['content-type']).toBe('application/json');
  });

  it('sends the secret in the legacy bridge-webhook-secret header only to a target that asks for it', async () => {
    const target = { url: receiver.url, secret: SECRET };
    try {
      await api('PUT', '/_emulator/webhook', { ...target, legacySecretHeader: true });
      const id = (await api('POST', '/otc/offramp', offrampBody())).body.data.transaction_id;
      await api('POST', '/_emulator/transitions', { resource: 'offramp', id, to: 'processing' });
      const hook = await waitFor(() => receiver.received.find((r) => r.body.payload.transaction_id === id));
      expect(hook.headers['bridge-webhook-secret']).toBe(SECRET);
    } finally {
      await api('PUT', '/_emulator/webhook', target);
    }
  });

  it('names each resource kind with its event', async () => {
    const esp = (await api('POST', '/transactions/v2/esp_offramp', { currency: 'NGN', amount: '50', bankName: 'GTB', accountNumber: '1' })).body.data.transaction_id;
    const customer = (await api('POST', '/v2/business_customer', customerBody(), { 'idempotency-key': 'wh-1' })).body.customer_id;
    const ticket = (await api('POST', '/transactions/v2/brl/initiate_onramp', { amount: '20', wallet_id: 'w' })).body.ticket_id;
    await api('POST', '/_emulator/transitions', { resource: 'esp_transaction', id: esp, to: 'Completed' });
    await api('POST', '/_emulator/transitions', { resource: 'business_customer', id: customer, to: 'in_review' });
    await api('POST', `/_emulator/brl_tickets/${ticket}/pay`);
    const find = (pred: (p: Record<string, unknown>) => boolean) => waitFor(() => receiver.received.find((r) => pred(r.body.payload)));
    expect((await find((p) => p.transaction_id === esp)).body.event).toBe('esp_transaction_updated');
    const customerHook = await find((p) => p.customer_id === customer);
    expect(customerHook.body.event).toBe('business_customer_status_updated');
    expect(customerHook.body.payload).toMatchObject({ verification_status: 'in_review' });
    const ticketHook = await find((p) => p.ticket_id === ticket);
    expect(ticketHook.body.event).toBe('brl_ticket_updated');
    expect(ticketHook.body.payload).toMatchObject({ status: 'paid', paid_amount: '107.00' });
  });

  it('retries a failed delivery with the same event id until the receiver accepts it', async () => {
    receiver.respond = (hook) => (receiver.received.filter((r) => r.body.id === hook.body.id).length < 2 ? 500 : 200);
    const id = (await api('POST', '/otc/offramp', offrampBody())).body.data.transaction_id;
    await api('POST', '/_emulator/transitions', { resource: 'offramp', id, to: 'failed' });
    const attempts = await waitFor(() => {
      const mine = receiver.received.filter((r) => r.body.payload.transaction_id === id);
      return mine.length === 3 ? mine : null;
    });
    expect(attempts.map((a) => a.answeredWith)).toEqual([500, 500, 200]);
    expect(new Set(attempts.map((a) => a.body.id)).size).toBe(1);
    const delivery = (await api('GET', '/_emulator/deliveries')).body.deliveries.find((d: { id: string }) => d.id === attempts[0]!.body.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, last_response_status: 200 });
  });

  it('gives up after the retry schedule and can be re-sent by hand', async () => {
    receiver.respond = () => 503;
    const id = (await api('POST', '/otc/offramp', offrampBody())).body.data.transaction_id;
    await api('POST', '/_emulator/transitions', { resource: 'offramp', id, to: 'failed' });
    const deliveryOf = async () =>
      (await api('GET', '/_emulator/deliveries')).body.deliveries.find((d: { resource: string }) => d.resource === `offramp:${id}`);
    const failed = await waitFor(async () => {
      const d = await deliveryOf();
      return d?.status === 'failed' ? d : null;
    });
    // The first attempt plus one per entry of the [20, 40, 80] ms schedule.
    expect(failed.attempts).toBe(4);
    receiver.respond = () => 204;
    const resent = await api('POST', `/_emulator/deliveries/${failed.id}/resend`);
    expect(resent.status).toBe(200);
    await waitFor(async () => (await deliveryOf())?.status === 'delivered');
    expect((await api('POST', '/_emulator/deliveries/evt_missing/resend')).status).toBe(404);
  });

  it('delivers the events of one resource in order, holding later ones while an earlier one is retried', async () => {
    let firstRefusals = 0;
    receiver.respond = (hook) => (hook.body.payload.transaction_status === 'processing' && firstRefusals++ < 2 ? 500 : 200);
    const id = (await api('POST', '/otc/offramp', offrampBody())).body.data.transaction_id;
    await api('POST', '/_emulator/transitions', { resource: 'offramp', id, to: 'processing' });
    await api('POST', '/_emulator/transitions', { resource: 'offramp', id, to: 'completed' });
    const mine = await waitFor(() => {
      const list = receiver.received.filter((r) => r.body.payload.transaction_id === id);
      return list.some((r) => r.body.payload.transaction_status === 'completed') ? list : null;
    });
    expect(mine.map((r) => `${r.body.payload.transaction_status}:${r.answeredWith}`)).toEqual([
      'processing:500',
      'processing:500',
      'processing:200',
      'completed:200',
    ]);
  });

  it('sends to a target changed at run time, signed with the new secret', async () => {
    const other = await startReceiver();
    try {
      const set = await api('PUT', '/_emulator/webhook', { url: other.url, secret: 'second-secret' });
      expect(set.status).toBe(200);
      const id = (await api('POST', '/otc/offramp', offrampBody())).body.data.transaction_id;
      await api('POST', '/_emulator/transitions', { resource: 'offramp', id, to: 'failed' });
      const hook = await waitFor(() => other.received.find((r) => r.body.payload.transaction_id === id));
      expect(verify(String(hook.headers['ngnc-signature']), hook.raw, 'second-secret').ok).toBe(true);
      expect((await api('PUT', '/_emulator/webhook', { url: 'ftp://x', secret: '' })).status).toBe(400);
    } finally {
      emu.setWebhookTarget({ url: receiver.url, secret: SECRET });
      await other.close();
    }
  });
});

describe('webhook targets', () => {
  it('marks events without a target no_target, and a re-send delivers them once a target is set', async () => {
    const emu = await startTestEmulator();
    const receiver = await startReceiver();
    try {
      const api = client(emu);
      const id = (await api('POST', '/otc/offramp', offrampBody())).body.data.transaction_id;
      await api('POST', '/_emulator/transitions', { resource: 'offramp', id, to: 'failed' });
      const parked = await waitFor(async () => {
        const d = (await api('GET', '/_emulator/deliveries')).body.deliveries[0];
        return d?.status === 'no_target' ? d : null;
      });
      emu.setWebhookTarget({ url: receiver.url, secret: SECRET });
      await api('POST', `/_emulator/deliveries/${parked.id}/resend`);
      const hook = await waitFor(() => receiver.received[0]);
      expect(hook.body.id).toBe(parked.id);
      expect(verify(String(hook.headers['ngnc-signature']), hook.raw, SECRET).ok).toBe(true);
    } finally {
      await emu.close();
      await receiver.close();
    }
  });

  it('sends live-data events with livemode true to the same business target', async () => {
    const receiver = await startReceiver();
    const emu = await startTestEmulator({ webhookUrl: receiver.url, webhookSecret: SECRET, delays: { ...FROZEN_DELAYS, espSettlementMs: 20 } });
    try {
      const live = client(emu, emu.liveKey);
      const id = (await live('POST', '/transactions/v2/esp_offramp', { currency: 'NGN', amount: '50', bankName: 'GTB', accountNumber: '1' })).body.data.transaction_id;
      const hook = await waitFor(() => receiver.received.find((r) => r.body.payload.transaction_id === id));
      expect(hook.body.livemode).toBe(true);
      expect(hook.body.payload.transaction_status).toBe('Completed');
    } finally {
      await emu.close();
      await receiver.close();
    }
  });
});

describe('restart', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ramp-emulator-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps state, pending deliveries, clock steps and idempotency records across a restart', async () => {
    const dbPath = join(dir, 'emulator.db');
    const receiver = await startReceiver(() => 500);
    const options = { dbPath, webhookUrl: receiver.url, webhookSecret: SECRET, webhookRetryScheduleMs: [50, 50, 50, 50, 50, 50, 50, 50] };
    const first = await startEmulator({ ...options, delays: { ...FROZEN_DELAYS, espSettlementMs: 400 } });
    const api1 = client(first);
    const offramp = (await api1('POST', '/otc/offramp', offrampBody())).body.data.transaction_id;
    await api1('POST', '/_emulator/transitions', { resource: 'offramp', id: offramp, to: 'processing' });
    const esp = (await api1('POST', '/transactions/v2/esp_offramp', { currency: 'NGN', amount: '50', bankName: 'GTB', accountNumber: '1' })).body.data.transaction_id;
    const customer = await api1('POST', '/v2/business_customer', customerBody(), { 'idempotency-key': 'restart-1' });
    await waitFor(() => receiver.received.length > 0);
    await first.close();

    receiver.respond = () => 200;
    const second = await startEmulator({ ...options, delays: { ...FROZEN_DELAYS, espSettlementMs: 400 } });
    try {
      const api2 = client(second);
      // The event refused before the restart arrives after it.
      await waitFor(() => receiver.accepted().find((r) => r.body.payload.transaction_id === offramp));
      // The ESP clock step scheduled before the restart fires after it.
      const completed = await waitFor(() => receiver.accepted().find((r) => r.body.payload.transaction_id === esp));
      expect(completed.body.payload.transaction_status).toBe('Completed');
      const replay = await api2('POST', '/v2/business_customer', customerBody(), { 'idempotency-key': 'restart-1' });
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body.customer_id).toBe(customer.body.customer_id);
      expect((await api2('GET', '/transactions/v2/esp_transactions')).body.summary.total_transactions).toBe(1);
    } finally {
      await second.close();
      await receiver.close();
    }
  });
});
