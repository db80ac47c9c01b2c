// A business customer's status goes round a cycle (IN_REVIEW, MORE_INFO, IN_REVIEW again), and the
// provider's documented webhooks carry no event id: the same body can be a genuine second transition
// or an old delivery sent again. A genuine repeat must be applied; a move back along the cycle that
// the provider does not confirm (where the gateway can read it) must not be.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { LEGACY_SECRET_HEADER, SIGNATURE_HEADER, signWebhookBody } from '../../src/status/ingest/webhook-signature.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { LiveSetupBusinessCustomerDocument } from '../generated/graphql.js';
import {
  WEBHOOK_PATH,
  WEBHOOK_SECRET,
  businessCustomerInput,
  eventually,
  execute,
  forceTransition,
  gatewayConfig,
  startLiveEmulator,
} from './support/live-harness.js';

let emulator: RunningEmulator;
/** Reconciliation off: nothing can confirm a move, so the webhook alone decides. */
let unconfirmed: RunningGateway;
/** Reconciliation on: the provider's customer is read to confirm a move back along the cycle. */
let confirmed: RunningGateway;

beforeAll(async () => {
  // No webhook target: every delivery these gateways get is the test's.
  emulator = await startLiveEmulator();
  unconfirmed = await startGateway(gatewayConfig(emulator.url));
  confirmed = await startGateway({ ...gatewayConfig(emulator.url), reconcile: { intervalMs: 100, callsPerKeyPerMinute: 6_000, keyHoldMs: 60_000 } });
});

afterAll(async () => {
  await unconfirmed?.close();
  await confirmed?.close();
  await emulator?.close();
});

async function createCustomer(gateway: RunningGateway): Promise<string> {
  const created = await execute(gateway, LiveSetupBusinessCustomerDocument, { input: businessCustomerInput() }, emulator.testKey);
  return created.createBusinessCustomer.businessCustomer!.id;
}

/** The provider's documented delivery: `{ event, payload }`, no id, the secret in its header. */
async function documented(gateway: RunningGateway, id: string, status: string): Promise<unknown> {
  const response = await fetch(`${gateway.url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [LEGACY_SECRET_HEADER]: WEBHOOK_SECRET },
    body: JSON.stringify({ event: 'business_customer_status_updated', payload: { customer_id: id, status } }),
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** The contract's signed envelope, with an event id of its own. */
async function signed(gateway: RunningGateway, id: string, status: string): Promise<void> {
  const body = JSON.stringify({
    id: `evt_cycle_${id}_${status}_${Date.now()}`,
    event: 'business_customer_status_updated',
    created_at: new Date().toISOString(),
    livemode: false,
    payload: { customer_id: id, verification_status: status },
  });
  const response = await fetch(`${gateway.url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(WEBHOOK_SECRET, Math.floor(Date.now() / 1000), body) },
    body,
  });
  expect(response.status).toBe(200);
}

const statusOf = async (gateway: RunningGateway, id: string) => (await gateway.store.statuses.get('test', 'business_customer', id))?.status;

describe('webhooks of a status that goes round a cycle', () => {
  it('applies the provider’s genuine second in_review after more_info, though its body is the first one’s', async () => {
    const id = await createCustomer(unconfirmed);
    await forceTransition(emulator, 'business_customer', id, 'in_review');
    await documented(unconfirmed, id, 'in_review');
    expect(await statusOf(unconfirmed, id)).toBe('in_review');
    await forceTransition(emulator, 'business_customer', id, 'more_info');
    await documented(unconfirmed, id, 'more_info');
    expect(await statusOf(unconfirmed, id)).toBe('more_info');

    await forceTransition(emulator, 'business_customer', id, 'in_review');
    expect(await documented(unconfirmed, id, 'in_review')).toEqual({ received: true });
    expect(await statusOf(unconfirmed, id)).toBe('in_review');
    // A retry of that same delivery moves nothing: it is a duplicate.
    const version = (await unconfirmed.store.statuses.get('test', 'business_customer', id))?.version;
    expect(await documented(unconfirmed, id, 'in_review')).toEqual({ received: true, duplicate: true });
    expect(await unconfirmed.store.statuses.get('test', 'business_customer', id)).toMatchObject({ status: 'in_review', version });
  });

  it('moves a customer back to in_review only once a read of the provider confirms it', async () => {
    const id = await createCustomer(confirmed);
    await forceTransition(emulator, 'business_customer', id, 'in_review');
    await signed(confirmed, id, 'in_review');
    expect(await statusOf(confirmed, id)).toBe('in_review');
    await forceTransition(emulator, 'business_customer', id, 'more_info');
    await documented(confirmed, id, 'more_info');
    await eventually(async () => ((await statusOf(confirmed, id)) === 'more_info' ? true : undefined), 'more_info, read from the provider');

    // The provider still says more_info: an in_review it did not send now changes nothing.
    expect(await documented(confirmed, id, 'in_review')).toEqual({ received: true, awaitingRead: true });
    expect(await statusOf(confirmed, id)).toBe('more_info');
    await confirmed.reconciler!.pass();
    expect(await statusOf(confirmed, id)).toBe('more_info');

    // Once the provider has the customer in review again, the read applies it.
    await forceTransition(emulator, 'business_customer', id, 'in_review');
    await documented(confirmed, id, 'in_review');
    await eventually(async () => ((await statusOf(confirmed, id)) === 'in_review' ? true : undefined), 'in_review, confirmed by a read');
  });
});
