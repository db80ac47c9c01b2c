import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { client, customerBody, offrampBody, startTestEmulator, waitFor } from './harness.js';

type Kind = 'offramp' | 'esp_transaction' | 'business_customer' | 'brl_ticket';

// The contract's state table, written out here rather than read from the code under test.
const ALLOWED: Record<Kind, Record<string, string[]>> = {
  offramp: { pending: ['processing', 'failed'], processing: ['completed', 'failed'], completed: [], failed: [] },
  esp_transaction: { Pending: ['Completed', 'Failed', 'Cancelled'], Completed: [], Failed: [], Cancelled: [] },
  business_customer: {
    pending: ['in_review'],
    in_review: ['approved', 'rejected', 'more_info'],
    more_info: ['in_review'],
    approved: [],
    rejected: [],
  },
  brl_ticket: { active: ['paid', 'expired'], paid: [], expired: [] },
};

// How to bring a fresh resource to each status with allowed steps.
const PATH_TO: Record<Kind, Record<string, string[]>> = {
  offramp: { pending: [], processing: ['processing'], completed: ['processing', 'completed'], failed: ['failed'] },
  esp_transaction: { Pending: [], Completed: ['Completed'], Failed: ['Failed'], Cancelled: ['Cancelled'] },
  business_customer: {
    pending: [],
    in_review: ['in_review'],
    approved: ['in_review', 'approved'],
    rejected: ['in_review', 'rejected'],
    more_info: ['in_review', 'more_info'],
  },
  brl_ticket: { active: [], paid: ['paid'], expired: ['expired'] },
};

let emu: RunningEmulator;
let api: ReturnType<typeof client>;
let keyCounter = 0;
beforeAll(async () => {
  emu = await startTestEmulator();
  api = client(emu);
});
afterAll(async () => {
  await emu.close();
});

async function createResource(kind: Kind, overrides: Record<string, unknown> = {}): Promise<string> {
  switch (kind) {
    case 'offramp':
      return (await api('POST', '/otc/offramp', offrampBody(overrides))).body.data.transaction_id;
    case 'esp_transaction':
      return (await api('POST', '/transactions/v2/esp_offramp', { currency: 'NGN', amount: '50', bankName: 'GTB', accountNumber: '0123', ...overrides })).body.data.transaction_id;
    case 'business_customer':
      return (await api('POST', '/v2/business_customer', customerBody(), { 'idempotency-key': `t-${++keyCounter}` })).body.customer_id;
    case 'brl_ticket':
      return (await api('POST', '/transactions/v2/brl/initiate_onramp', { amount: '100', wallet_id: 'w-1', ...overrides })).body.ticket_id;
  }
}

const force = (resource: Kind, id: string, to: string) => api('POST', '/_emulator/transitions', { resource, id, to });

describe('forced transitions through the control API', () => {
  for (const kind of Object.keys(ALLOWED) as Kind[]) {
    const statuses = Object.keys(ALLOWED[kind]);
    for (const from of statuses) {
      it(`${kind}: from ${from}, allows exactly ${JSON.stringify(ALLOWED[kind][from])}`, async () => {
        for (const to of statuses) {
          const id = await createResource(kind);
          for (const step of PATH_TO[kind][from]!) expect((await force(kind, id, step)).status).toBe(200);
          const res = await force(kind, id, to);
          if (ALLOWED[kind][from]!.includes(to)) {
            expect(res.status, `${from} → ${to}`).toBe(200);
            expect(res.body.transaction_status ?? res.body.verification_status ?? res.body.status).toBe(to);
          } else {
            expect(res.status, `${from} → ${to}`).toBe(409);
            expect(res.body).toMatchObject({ code: 'ILLEGAL_TRANSITION', status: 'Failed' });
          }
        }
      });
    }
  }

  it('shows the forced state through the provider API', async () => {
    const id = await createResource('esp_transaction');
    await force('esp_transaction', id, 'Cancelled');
    const listed = await api('GET', '/transactions/v2/esp_transactions?status=Cancelled');
    expect(listed.body.transactions.map((t: { transaction_id: string }) => t.transaction_id)).toContain(id);
  });

  it('refuses an unknown status with 400, an unknown id with 404 and a live resource with 404', async () => {
    const id = await createResource('offramp');
    expect((await force('offramp', id, 'settled')).status).toBe(400);
    expect((await force('offramp', 'otc_missing', 'processing')).status).toBe(404);
    const liveId = (await client(emu, emu.liveKey)('POST', '/otc/offramp', offrampBody())).body.data.transaction_id;
    expect((await force('offramp', liveId, 'processing')).status).toBe(404);
  });

  it('marks a BRL ticket paid with POST /_emulator/brl_tickets/:id/pay, once', async () => {
    const id = await createResource('brl_ticket');
    const paid = await api('POST', `/_emulator/brl_tickets/${id}/pay`);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ ticket_id: id, status: 'paid', paid_amount: '535.00' });
    expect((await api('POST', `/_emulator/brl_tickets/${id}/pay`)).status).toBe(409);
  });
});

describe('clock-driven transitions', () => {
  let fast: RunningEmulator;
  let fastApi: ReturnType<typeof client>;
  beforeAll(async () => {
    fast = await startTestEmulator({
      delays: { offrampProcessingMs: 30, offrampSettlementMs: 30, espSettlementMs: 30, brlTicketTtlMs: 80 },
    });
    fastApi = client(fast);
  });
  afterAll(async () => {
    await fast.close();
  });

  const deliveriesOf = async (id: string) =>
    (await fastApi('GET', '/_emulator/deliveries')).body.deliveries.filter((d: { resource: string }) => d.resource.endsWith(id));

  const statusesSeen = async (id: string) =>
    (await deliveriesOf(id)).map((d: { body: { payload: Record<string, string> } }) => d.body.payload.transaction_status ?? d.body.payload.status);

  it('moves a B2B off-ramp pending → processing → completed', async () => {
    const id = (await fastApi('POST', '/otc/offramp', offrampBody())).body.data.transaction_id;
    await waitFor(async () => (await statusesSeen(id)).length === 2);
    expect(await statusesSeen(id)).toEqual(['processing', 'completed']);
  });

  it('fails an off-ramp whose amount ends in .13 after processing, and one ending in .14 straight from pending', async () => {
    const failing = (await fastApi('POST', '/otc/offramp', offrampBody({ amount: '100.13' }))).body.data.transaction_id;
    const noFunds = (await fastApi('POST', '/otc/offramp', offrampBody({ amount: '100.14' }))).body.data.transaction_id;
    await waitFor(async () => (await statusesSeen(failing)).length === 2 && (await statusesSeen(noFunds)).length === 1);
    expect(await statusesSeen(failing)).toEqual(['processing', 'failed']);
    expect(await statusesSeen(noFunds)).toEqual(['failed']);
  });

  it('settles ESP transactions as Completed, or Failed (.13) or Cancelled (.14)', async () => {
    const create = async (amount: string) =>
      (await fastApi('POST', '/transactions/v2/esp_offramp', { currency: 'NGN', amount, bankName: 'GTB', accountNumber: '0123' })).body.data.transaction_id as string;
    const ids = [await create('50'), await create('50.13'), await create('50.14')];
    await waitFor(async () => {
      const listed = (await fastApi('GET', '/transactions/v2/esp_transactions')).body.transactions as { transaction_id: string; transaction_status: string }[];
      const byId = new Map(listed.map((t) => [t.transaction_id, t.transaction_status]));
      return ids.every((id) => byId.get(id) !== 'Pending') ? byId : null;
    }).then((byId) => expect(ids.map((id) => byId.get(id))).toEqual(['Completed', 'Failed', 'Cancelled']));
  });

  it('expires an unpaid BRL ticket after its validity', async () => {
    const id = (await fastApi('POST', '/transactions/v2/brl/initiate_onramp', { amount: '100', wallet_id: 'w' })).body.ticket_id;
    await waitFor(async () => (await statusesSeen(id)).length === 1);
    expect(await statusesSeen(id)).toEqual(['expired']);
    expect((await fastApi('POST', `/_emulator/brl_tickets/${id}/pay`)).status).toBe(409);
  });

  it('lets a forced step replace the clock: a paid ticket never expires afterwards', async () => {
    const id = (await fastApi('POST', '/transactions/v2/brl/initiate_onramp', { amount: '100', wallet_id: 'w' })).body.ticket_id;
    await fastApi('POST', `/_emulator/brl_tickets/${id}/pay`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await statusesSeen(id)).toEqual(['paid']);
  });
});
