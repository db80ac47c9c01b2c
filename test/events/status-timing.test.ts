// A business customer's status goes round a cycle (IN_REVIEW, MORE_INFO, IN_REVIEW again), so the
// state machine alone cannot tell an old MORE_INFO from a new one: what the gateway learnt later
// must win. A read of the provider counts from when it was sent, a webhook from its own time.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { SIGNATURE_HEADER, signWebhookBody } from '../../src/status/ingest/webhook-signature.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { BusinessCustomerDocument, LiveSetupBusinessCustomerDocument } from '../generated/graphql.js';
import { WEBHOOK_PATH, WEBHOOK_SECRET, businessCustomerInput, execute, forceTransition, gatewayConfig, startLiveEmulator, uniqueSuffix } from './support/live-harness.js';

let emulator: RunningEmulator;
let gateway: RunningGateway;

beforeAll(async () => {
  // No webhook target: every delivery the gateway gets is the test's.
  emulator = await startLiveEmulator();
  // Reconciliation on, its passes run by the test only.
  gateway = await startGateway({ ...gatewayConfig(emulator.url), reconcile: { intervalMs: 3_600_000, callsPerKeyPerMinute: 6_000, keyHoldMs: 3_600_000 } });
});

afterAll(async () => {
  await gateway?.close();
  await emulator?.close();
});

async function createCustomer(): Promise<string> {
  const created = await execute(gateway, LiveSetupBusinessCustomerDocument, { input: businessCustomerInput() }, emulator.testKey);
  return created.createBusinessCustomer.businessCustomer!.id;
}

/** The contract's signed envelope of a status the provider reached at `createdAt` (ms). */
function delivery(id: string, status: string, createdAt: number): string {
  return JSON.stringify({
    id: `evt_timing_${uniqueSuffix()}`,
    event: 'business_customer_status_updated',
    created_at: new Date(createdAt).toISOString(),
    livemode: false,
    payload: { customer_id: id, verification_status: status },
  });
}

/** Signed at `signedAt` (ms) of the provider's clock: now unless its clock is off. */
async function deliver(body: string, signedAt = Date.now()): Promise<unknown> {
  const response = await fetch(`${gateway.url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(WEBHOOK_SECRET, Math.floor(signedAt / 1000), body) },
    body,
  });
  expect(response.status).toBe(200);
  return response.json();
}

async function setFaults(faults: Record<string, unknown> | undefined): Promise<void> {
  const response = await fetch(`${emulator.url}/_emulator/faults`, {
    method: faults === undefined ? 'DELETE' : 'PUT',
    headers: { 'content-type': 'application/json', 'ngnc-sec-key': emulator.testKey },
    ...(faults === undefined ? {} : { body: JSON.stringify(faults) }),
  });
  expect(response.ok).toBe(true);
}

const statusOf = async (id: string) => (await gateway.store.statuses.get('test', 'business_customer', id))?.status;

describe('a status that goes round a cycle, learnt out of order', () => {
  it('is not moved back by a webhook retried after a later status, and is moved by a genuine later one', async () => {
    const t = Date.now();
    const id = await createCustomer();
    // Each event arrives after the provider sent it: none is dated after its arrival.
    while (Date.now() <= t + 600) await new Promise((resolve) => setTimeout(resolve, 10));
    await deliver(delivery(id, 'in_review', t + 150));
    // The provider asks for more information, then has the customer in review again; the first
    // attempt at delivering MORE_INFO fails, so the second IN_REVIEW comes first.
    const moreInfo = delivery(id, 'more_info', t + 300);
    await deliver(delivery(id, 'in_review', t + 450));
    expect(await statusOf(id)).toBe('in_review');

    expect(await deliver(moreInfo)).toEqual({ received: true });
    expect(await statusOf(id)).toBe('in_review');

    await deliver(delivery(id, 'more_info', t + 600));
    expect(await statusOf(id)).toBe('more_info');
  });

  it('is not moved back by a reconciliation read sent before the later status was stored', async () => {
    const id = await createCustomer();
    await forceTransition(emulator, 'business_customer', id, 'in_review');
    await forceTransition(emulator, 'business_customer', id, 'more_info');
    const t = Date.now();
    await deliver(delivery(id, 'in_review', t + 10));
    await deliver(delivery(id, 'more_info', t + 20));
    expect(await statusOf(id)).toBe('more_info');

    // The read goes out now and answers MORE_INFO late; meanwhile a webhook dated after the read was
    // sent brings IN_REVIEW.
    await setFaults({ latencyMs: 1_500, pathPrefix: '/v2/business_customer' });
    try {
      const pass = gateway.reconciler!.pass();
      await deliver(delivery(id, 'in_review', t + 1_000));
      expect(await statusOf(id)).toBe('in_review');
      await pass;
    } finally {
      await setFaults(undefined);
    }
    expect(await statusOf(id)).toBe('in_review');
    const reads = (await (await fetch(`${emulator.url}/_emulator/requests`, { headers: { 'ngnc-sec-key': emulator.testKey } })).json()) as {
      requests: { method: string; path: string; status: number }[];
    };
    expect(reads.requests.some((r) => r.method === 'GET' && r.path.endsWith(id) && r.status === 200)).toBe(true);

    await deliver(delivery(id, 'more_info', t + 2_000));
    expect(await statusOf(id)).toBe('more_info');
  });

  it('is not moved back by a late MORE_INFO that a read already found the customer past, in review again', async () => {
    const id = await createCustomer();
    await forceTransition(emulator, 'business_customer', id, 'in_review');
    const t = Date.now();
    await deliver(delivery(id, 'in_review', t));
    // The provider asks for more information and has the customer in review again; the MORE_INFO
    // webhook fails its first attempt, and the caller's next read of the customer is sent after it.
    await forceTransition(emulator, 'business_customer', id, 'more_info');
    await forceTransition(emulator, 'business_customer', id, 'in_review');
    const moreInfo = delivery(id, 'more_info', t + 1);
    while (Date.now() <= t + 1) await new Promise((resolve) => setTimeout(resolve, 1));
    const read = await execute(gateway, BusinessCustomerDocument, { id }, emulator.testKey);
    expect(read.businessCustomer?.verificationStatus).toBe('IN_REVIEW');

    expect(await deliver(moreInfo)).toEqual({ received: true });
    expect(await statusOf(id)).toBe('in_review');
  });

  it('is moved on by a read sent after a webhook from a provider whose clock is ahead', async () => {
    const id = await createCustomer();
    await forceTransition(emulator, 'business_customer', id, 'in_review');
    await forceTransition(emulator, 'business_customer', id, 'more_info');
    // The provider's clock is two minutes ahead of the gateway's: its MORE_INFO is dated then.
    const ahead = Date.now() + 120_000;
    await deliver(delivery(id, 'more_info', ahead), ahead);
    expect(await statusOf(id)).toBe('more_info');

    // The customer answers and is in review again; no webhook comes, the caller's read finds it.
    await forceTransition(emulator, 'business_customer', id, 'in_review');
    const read = await execute(gateway, BusinessCustomerDocument, { id }, emulator.testKey);
    expect(read.businessCustomer?.verificationStatus).toBe('IN_REVIEW');
    expect(await statusOf(id)).toBe('in_review');
  });
});
