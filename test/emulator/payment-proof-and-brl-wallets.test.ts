import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { client, offrampBody, SAMPLES, startTestEmulator, waitFor } from './harness.js';
import { startReceiver } from './webhook-receiver.js';

const SECRET = 'whsec_pop_test';
const HASH = `0x${'ab'.repeat(32)}`;

let emu: RunningEmulator;
let api: ReturnType<typeof client>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  emu = await startTestEmulator({ webhookUrl: receiver.url, webhookSecret: SECRET, delays: { offrampProcessingMs: 3_600_000, offrampSettlementMs: 200 } });
  api = client(emu);
});
afterAll(async () => {
  await emu.close();
  await receiver.close();
});

/** POST /otc/pop as multipart/form-data, as the provider's page shows it. */
async function submitProof(fields: Record<string, string | Blob>, key: string = emu.testKey) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${emu.url}/otc/pop`, { method: 'POST', headers: { 'ngnc-sec-key': key }, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

async function newOfframp(overrides: Record<string, unknown> = {}): Promise<{ id: string; reference: string }> {
  const res = await api('POST', '/otc/offramp', offrampBody(overrides));
  expect(res.status).toBe(200);
  return { id: res.body.data.transaction_id, reference: res.body.data.reference };
}

async function statusOf(id: string): Promise<string> {
  const deliveries = (await api('GET', '/_emulator/deliveries')).body.deliveries as Array<{ resource: string; body: { payload: { transaction_status: string } } }>;
  return deliveries.filter((d) => d.resource === `offramp:${id}`).at(-1)?.body.payload.transaction_status ?? 'pending';
}

describe('POST /otc/pop (off-ramp)', () => {
  it('moves a pending off-ramp to processing, sends its webhook, and the clock settles it', async () => {
    const { id, reference } = await newOfframp();
    const res = await submitProof({ reference, transaction_type: 'offramp', transaction_hash: HASH });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: expect.any(String),
      data: { reference, filename: null, transaction_hash: HASH, status: 'processing' },
    });
    const processing = await waitFor(() => receiver.received.find((r) => r.body.payload.transaction_id === id && r.body.payload.transaction_status === 'processing'));
    expect(processing.body.event).toBe('transaction_status_updated');
    await waitFor(() => receiver.received.find((r) => r.body.payload.transaction_id === id && r.body.payload.transaction_status === 'completed'));
  });

  it('answers the same proof again with the same answer, and refuses another hash (409)', async () => {
    const { reference } = await newOfframp();
    const first = await submitProof({ reference, transaction_type: 'offramp', transaction_hash: HASH });
    const again = await submitProof({ reference, transaction_type: 'offramp', transaction_hash: HASH });
    expect(again).toEqual(first);
    const other = await submitProof({ reference, transaction_type: 'offramp', transaction_hash: `0x${'cd'.repeat(32)}` });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('PROOF_ALREADY_SUBMITTED');
  });

  it('refuses an off-ramp that is no longer pending (409)', async () => {
    const { id, reference } = await newOfframp();
    expect((await api('POST', '/_emulator/transitions', { resource: 'offramp', id, to: 'failed' })).status).toBe(200);
    const res = await submitProof({ reference, transaction_type: 'offramp', transaction_hash: HASH });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('TRANSACTION_NOT_PENDING');
    expect(await statusOf(id)).toBe('failed');
  });

  it("checks the hash against the off-ramp's network, and accepts that network's explorer URL", async () => {
    const tron = await newOfframp({ stables: 'USDT', network: 'TRON', wallet_address: SAMPLES.tronAddress });
    const wrong = await submitProof({ reference: tron.reference, transaction_type: 'offramp', transaction_hash: HASH });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'transaction_hash', message: expect.stringContaining('TRON') }]);
    const url = `https://tronscan.org/#/transaction/${'ab'.repeat(32)}`;
    const right = await submitProof({ reference: tron.reference, transaction_type: 'offramp', transaction_hash: url });
    expect(right.status).toBe(200);
    expect(right.body.data).toMatchObject({ transaction_hash: url, status: 'processing' });
  });

  it('names every missing field (400), answers 404 for an unknown reference or one of another data set', async () => {
    const empty = await submitProof({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['reference', 'transaction_type']);
    const noHash = await submitProof({ reference: 'link-otc-1', transaction_type: 'offramp' });
    expect(noHash.body.errors).toEqual([{ field: 'transaction_hash', message: expect.any(String) }]);
    const noFile = await submitProof({ reference: 'link-otc-1', transaction_type: 'onramp' });
    expect(noFile.body.errors).toEqual([{ field: 'file', message: expect.any(String) }]);
    const text = await submitProof({ reference: 'link-otc-1', transaction_type: 'onramp', file: new File(['hi'], 'r.txt', { type: 'text/plain' }) });
    expect(text.body.errors).toEqual([{ field: 'file', message: 'must be a JPEG, PNG, GIF or PDF file' }]);
    // The emulator has no B2B on-ramp: a receipt always names an unknown reference.
    const receipt = await submitProof({ reference: 'link-otc-1', transaction_type: 'onramp', file: new File([new Uint8Array(8)], 'r.pdf', { type: 'application/pdf' }) });
    expect(receipt.status).toBe(404);

    const unknown = await submitProof({ reference: 'link-otc-00000000', transaction_type: 'offramp', transaction_hash: HASH });
    expect(unknown.status).toBe(404);
    const { reference } = await newOfframp();
    const live = await submitProof({ reference, transaction_type: 'offramp', transaction_hash: HASH }, emu.liveKey);
    expect(live.status).toBe(404);
  });

  it('refuses a body that is not multipart (400) and a form over its size limit (413)', async () => {
    const json = await api('POST', '/otc/pop', { reference: 'x', transaction_type: 'offramp', transaction_hash: HASH });
    expect(json.status).toBe(400);
    expect(json.body.errors).toEqual([{ field: 'body', message: 'must be multipart/form-data' }]);
    const big = await submitProof({ reference: 'x', transaction_type: 'onramp', file: new Blob([new Uint8Array(4 * 1024 * 1024)], { type: 'image/png' }) });
    expect(big.status).toBe(413);
  });
});

describe('POST /transactions/v2/reg_wallet_address', () => {
  it('registers a Polygon wallet, answers its wallet_id (the same for the same address), which the BRL on-ramp takes', async () => {
    const body = { network: 'POLYGON', user_wallet_address: SAMPLES.evmAddress, user_name: 'Ana Souza' };
    const res = await api('POST', '/transactions/v2/reg_wallet_address', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'Success', message: expect.any(String), wallet_id: expect.stringMatching(/^wal_/) });
    const again = await api('POST', '/transactions/v2/reg_wallet_address', { ...body, user_wallet_address: SAMPLES.evmAddress.toLowerCase() });
    expect(again.body.wallet_id).toBe(res.body.wallet_id);
    const ticket = await api('POST', '/transactions/v2/brl/initiate_onramp', { amount: '100', wallet_id: res.body.wallet_id });
    expect(ticket.status).toBe(200);
  });

  it('refuses another network, a bad address and a missing name, all at once', async () => {
    const res = await api('POST', '/transactions/v2/reg_wallet_address', { network: 'ETHEREUM', user_wallet_address: SAMPLES.tronAddress });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['network', 'user_name', 'user_wallet_address']);
  });
});
