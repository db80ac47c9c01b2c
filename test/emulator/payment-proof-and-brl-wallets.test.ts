import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { client, offrampBody, onrampBody, SAMPLES, startTestEmulator, waitFor } from './harness.js';
import { startReceiver } from './webhook-receiver.js';

const SECRET = 'whsec_pop_test';
const PDF = new TextEncoder().encode('%PDF-1.7\n%receipt\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
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
    const receipt = await submitProof({ reference: 'link-otc-1', transaction_type: 'onramp', file: new File([PDF], 'r.pdf', { type: 'application/pdf' }) });
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

async function newOnramp(): Promise<{ id: string; reference: string }> {
  const res = await api('POST', '/otc/onramp', onrampBody());
  expect(res.status).toBe(200);
  return { id: res.body.data.transaction_id, reference: res.body.data.reference };
}

const onrampStatusOf = async (id: string) => (await api('GET', `/otc/onramp/${id}`)).body.data.transaction_status as string;

describe('POST /otc/pop (on-ramp)', () => {
  it('takes a receipt for a pending on-ramp, moves it to processing and sends its webhook', async () => {
    const { id, reference } = await newOnramp();
    const res = await submitProof({ reference, transaction_type: 'onramp', file: new File([PDF], 'receipt.pdf', { type: 'application/pdf' }) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: expect.any(String),
      data: { reference, filename: 'receipt.pdf', transaction_hash: null, status: 'processing', submitted_at: expect.any(String) },
    });
    expect(await onrampStatusOf(id)).toBe('processing');
    await waitFor(() => receiver.received.find((r) => r.body.payload.transaction_id === id && r.body.payload.transaction_status === 'processing'));
  });

  it('reads the type from the bytes: a PNG declared as text is taken, text declared as a PDF is refused', async () => {
    const png = await newOnramp();
    const taken = await submitProof({ reference: png.reference, transaction_type: 'onramp', file: new File([PNG], 'scan', { type: 'text/plain' }) });
    expect(taken.status).toBe(200);
    const other = await newOnramp();
    const refused = await submitProof({ reference: other.reference, transaction_type: 'onramp', file: new File(['not a pdf'], 'r.pdf', { type: 'application/pdf' }) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'file', message: 'must be a JPEG, PNG, GIF or PDF file' }]);
    expect(await onrampStatusOf(other.id)).toBe('pending');
  });

  it('refuses a receipt over 3 MB (400 at file), and one over a lower limit the receiptMaxBytes fault sets', async () => {
    const { id, reference } = await newOnramp();
    const over = new Uint8Array(3 * 1024 * 1024 + 1);
    over.set(PDF);
    const large = await submitProof({ reference, transaction_type: 'onramp', file: new File([over], 'r.pdf', { type: 'application/pdf' }) });
    expect(large.status).toBe(400);
    expect(large.body.errors).toEqual([{ field: 'file', message: 'must be at most 3 MB' }]);
    expect((await api('PUT', '/_emulator/faults', { receiptMaxBytes: 10 })).status).toBe(200);
    try {
      const faulted = await submitProof({ reference, transaction_type: 'onramp', file: new File([PDF], 'r.pdf', { type: 'application/pdf' }) });
      expect(faulted.status).toBe(400);
      expect(faulted.body.errors).toEqual([{ field: 'file', message: 'must be at most 10 bytes' }]);
    } finally {
      await api('DELETE', '/_emulator/faults');
    }
    expect(await onrampStatusOf(id)).toBe('pending');
  });

  it('answers the same file again with the same answer, refuses another file (409) and an on-ramp no longer pending (409)', async () => {
    const { reference } = await newOnramp();
    const first = await submitProof({ reference, transaction_type: 'onramp', file: new File([PDF], 'r.pdf') });
    const again = await submitProof({ reference, transaction_type: 'onramp', file: new File([PDF], 'r.pdf') });
    expect(again).toEqual(first);
    const other = await submitProof({ reference, transaction_type: 'onramp', file: new File([PNG], 'r.png') });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('PROOF_ALREADY_SUBMITTED');

    const failed = await newOnramp();
    expect((await api('POST', '/_emulator/transitions', { resource: 'onramp', id: failed.id, to: 'failed' })).status).toBe(200);
    const late = await submitProof({ reference: failed.reference, transaction_type: 'onramp', file: new File([PDF], 'r.pdf') });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('TRANSACTION_NOT_PENDING');
  });

  it("answers 404 for another data set's on-ramp", async () => {
    const { reference } = await newOnramp();
    const live = await submitProof({ reference, transaction_type: 'onramp', file: new File([PDF], 'r.pdf') }, emu.liveKey);
    expect(live.status).toBe(404);
  });
});

describe('POST /otc/pop (on-ramp), documented profile', () => {
  it("takes a receipt and refuses a wrong type and a size over 3 MB in the profile's error shape", async () => {
    const documented = await startTestEmulator({ profile: 'documented' });
    try {
      const call = client(documented);
      const created = await call('POST', '/otc/onramp', onrampBody());
      expect(created.status).toBe(201);
      const { reference } = created.body.data as { reference: string };
      const send = async (file: File) => {
        const form = new FormData();
        form.append('reference', reference);
        form.append('transaction_type', 'onramp');
        form.append('file', file);
        const response = await fetch(`${documented.url}/otc/pop`, { method: 'POST', headers: { 'ngnc-sec-key': documented.testKey }, body: form });
        return { status: response.status, body: (await response.json()) as any };
      };
      const text = await send(new File(['hello'], 'r.pdf', { type: 'application/pdf' }));
      expect(text.status).toBe(400);
      expect(JSON.stringify(text.body)).toContain('must be a JPEG, PNG, GIF or PDF file');
      const over = new Uint8Array(3 * 1024 * 1024 + 1);
      over.set(PDF);
      const large = await send(new File([over], 'r.pdf'));
      expect(large.status).toBe(400);
      expect(JSON.stringify(large.body)).toContain('must be at most 3 MB');
      const taken = await send(new File([PDF], 'r.pdf'));
      expect(taken.status).toBe(200);
      expect(taken.body.data).toMatchObject({ reference, status: 'processing' });
    } finally {
      await documented.close();
    }
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
