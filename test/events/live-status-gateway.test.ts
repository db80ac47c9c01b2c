import { startGateway } from '../../src/server.js';
import { describe, expect, it } from 'vitest';
import {
  LiveBrlTicketDocument,
  LiveBusinessCustomerDocument,
  LiveEspTransactionsDocument,
  LiveOfframpDocument,
  LiveOfframpStatusDocument,
  LiveSetupBrlTicketDocument,
  LiveSetupBusinessCustomerDocument,
  LiveSetupEspListingDocument,
  LiveSetupEspOfframpDocument,
  LiveSetupEspOnrampDocument,
  LiveSetupOfframpDocument,
} from '../generated/graphql.js';
import { signWebhookBody, SIGNATURE_HEADER } from '../../src/status/ingest/webhook-signature.js';
import {
  WEBHOOK_PATH,
  WEBHOOK_SECRET,
  businessCustomerInput,
  eventually,
  execute,
  forceTransition,
  gatewayConfig,
  offrampInput,
  pointWebhooksAt,
  subscribe,
  uniqueSuffix,
  wsClient,
} from './support/live-harness.js';
import { useLivePair } from './support/live-pair.js';
import { CREATED_STATUS } from '../support/emulator-profile.js';

const pair = useLivePair({ wsClient: true });

async function createOfframp(amount = '100'): Promise<string> {
  const data = await execute(pair.gateway, LiveSetupOfframpDocument, { input: offrampInput(amount) }, pair.testKey);
  expect(data.createOfframp.userErrors).toEqual([]);
  return data.createOfframp.offramp!.id;
}

async function offrampStatus(id: string): Promise<string | undefined> {
  const data = await execute(pair.gateway, LiveOfframpStatusDocument, { id }, pair.testKey);
  return data.offramp?.status;
}

/**
 * The client sends operations in order on one socket; once a later subscription has yielded its
 * first state, the server has started the ones sent before it.
 */
async function subscriptionsStarted(): Promise<void> {
  const barrier = subscribe(pair.client, LiveOfframpDocument, { id: await createOfframp() });
  await barrier.next();
  await barrier.close();
}

describe('B2B off-ramp status subscription', () => {
  it('yields the status the mutation returned, then every webhook-driven change in order', async () => {
    const id = await createOfframp();
    const feed = subscribe(pair.client, LiveOfframpDocument, { id });
    expect((await feed.next()).offrampUpdated).toMatchObject({ id, status: 'PENDING', amount: expect.any(String) });
    await forceTransition(pair.emulator, 'offramp', id, 'processing');
    await forceTransition(pair.emulator, 'offramp', id, 'completed');
    expect((await feed.next()).offrampUpdated.status).toBe('PROCESSING');
    expect((await feed.next()).offrampUpdated.status).toBe('COMPLETED');
    await feed.close();
  });

  it('starts a late subscription from the current status, which the query answers too', async () => {
    const id = await createOfframp();
    await forceTransition(pair.emulator, 'offramp', id, 'processing');
    await eventually(async () => ((await offrampStatus(id)) === 'PROCESSING' ? true : undefined), 'the processing webhook');
    const feed = subscribe(pair.client, LiveOfframpDocument, { id });
    expect((await feed.next()).offrampUpdated.status).toBe('PROCESSING');
    await forceTransition(pair.emulator, 'offramp', id, 'failed');
    expect((await feed.next()).offrampUpdated.status).toBe('FAILED');
    await feed.close();
    expect(await offrampStatus(id)).toBe('FAILED');
  });

  it('refuses a subscription to an off-ramp this key never created through the gateway', async () => {
    const feed = subscribe(pair.client, LiveOfframpDocument, { id: `tx_unknown_${uniqueSuffix()}` });
    const result = await feed.nextResult();
    expect(result?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await offrampStatus('tx_unknown')).toBeUndefined();
  });
});

describe('ESP transaction updates', () => {
  const createOnramp = async (amount: string) => {
    const data = await execute(pair.gateway, LiveSetupEspOnrampDocument, { input: { currency: 'USD', amount, bankName: 'Chase', accountNumber: '000111222', espAccount: { emailAddress: 'user@esp.example' } } }, pair.testKey);
    expect(data.createEspOnramp.userErrors).toEqual([]);
    return data.createEspOnramp.transaction!.id;
  };
  const createOfframp = async (amount: string) => {
    const data = await execute(pair.gateway, LiveSetupEspOfframpDocument, { input: { currency: 'USD', amount, bankName: 'Chase', accountNumber: '000111222', espAccount: { chatUsername: 'esp_user' } } }, pair.testKey);
    expect(data.createEspOfframp.userErrors).toEqual([]);
    return data.createEspOfframp.transaction!.id;
  };

  it('delivers the creation and every change of the caller’s ESP transactions that match the filter, in order', async () => {
    const completed = subscribe(pair.client, LiveEspTransactionsDocument, { filter: { status: 'COMPLETED' } });
    const onramps = subscribe(pair.client, LiveEspTransactionsDocument, { filter: { direction: 'ONRAMP' } });
    const everything = subscribe(pair.client, LiveEspTransactionsDocument, {});
    await subscriptionsStarted();
    // A creation is itself an update (status PENDING).
    const offrampId = await createOfframp('75.00');
    expect((await everything.next()).espTransactionUpdated).toMatchObject({ id: offrampId, direction: 'OFFRAMP', status: 'PENDING' });
    const onrampId = await createOnramp('250.00');
    expect((await onramps.next()).espTransactionUpdated).toMatchObject({ id: onrampId, direction: 'ONRAMP', status: 'PENDING', amount: '250.00' });
    expect((await everything.next()).espTransactionUpdated).toMatchObject({ id: onrampId, status: 'PENDING' });

    // Webhooks of different resources may overtake each other, so one change at a time.
    await forceTransition(pair.emulator, 'esp_transaction', offrampId, 'Cancelled');
    expect((await everything.next()).espTransactionUpdated).toMatchObject({ id: offrampId, status: 'CANCELLED' });
    await forceTransition(pair.emulator, 'esp_transaction', onrampId, 'Completed');
    expect((await everything.next()).espTransactionUpdated).toMatchObject({ id: onrampId, status: 'COMPLETED' });
    expect((await onramps.next()).espTransactionUpdated).toMatchObject({ id: onrampId, status: 'COMPLETED' });
    expect((await completed.next()).espTransactionUpdated).toMatchObject({ id: onrampId, direction: 'ONRAMP', status: 'COMPLETED' });
    await Promise.all([onramps.close(), completed.close(), everything.close()]);
  });
});

describe('ESP transactions created outside the gateway', () => {
  it('become followable once the key lists them through the gateway', async () => {
    const direct = await fetch(`${pair.emulator.url}/transactions/v2/esp_onramp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': pair.testKey },
      body: JSON.stringify({ currency: 'USD', amount: 40, bankName: 'Chase', accountNumber: '000333444', emailAddress: 'direct@esp.example' }),
    });
    expect(direct.status).toBe(CREATED_STATUS);
    const id = ((await direct.json()) as { data: { transaction: { transaction_id: string } } }).data.transaction.transaction_id;

    const feed = subscribe(pair.client, LiveEspTransactionsDocument, { filter: { direction: 'ONRAMP' } });
    await subscriptionsStarted();
    const listed = await execute(pair.gateway, LiveSetupEspListingDocument, {}, pair.testKey);
    expect(listed.espTransactions.edges.map((edge) => edge.node.id)).toContain(id);
    // Listing is the first time the gateway sees it: that state is the first update.
    expect((await feed.next()).espTransactionUpdated).toMatchObject({ id, status: 'PENDING' });
    await forceTransition(pair.emulator, 'esp_transaction', id, 'Failed');
    expect((await feed.next()).espTransactionUpdated).toMatchObject({ id, status: 'FAILED' });
    await feed.close();
  });
});

describe('ESP transactions listed again', () => {
  it('record and publish a status a listing shows ahead of the stored one, though the gateway listed them before', async () => {
    const data = await execute(pair.gateway, LiveSetupEspOnrampDocument, { input: { currency: 'USD', amount: '61.00', bankName: 'Chase', accountNumber: '000555666', espAccount: { emailAddress: 'again@esp.example' } } }, pair.testKey);
    const id = data.createEspOnramp.transaction!.id;
    const statusListed = async () => (await execute(pair.gateway, LiveSetupEspListingDocument, {}, pair.testKey)).espTransactions.edges.find((edge) => edge.node.id === id)?.node.status;
    expect(await statusListed()).toBe('PENDING');
    const feed = subscribe(pair.client, LiveEspTransactionsDocument, { filter: { direction: 'ONRAMP' } });
    await subscriptionsStarted();
    // The provider's webhook never reaches the gateway (a wrong secret): only the listing shows the change.
    pair.emulator.setWebhookTarget({ url: `${pair.gateway.url}${WEBHOOK_PATH}`, secret: 'whsec_not_the_gateways' });
    try {
      await forceTransition(pair.emulator, 'esp_transaction', id, 'Completed');
      expect(await statusListed()).toBe('COMPLETED');
      expect((await feed.next()).espTransactionUpdated).toMatchObject({ id, status: 'COMPLETED' });
    } finally {
      pointWebhooksAt(pair.emulator, pair.gateway);
      await feed.close();
    }
  });
});

describe('business customer verification subscription', () => {
  it('yields PENDING from the creation, then IN_REVIEW and the decision', async () => {
    const created = await execute(pair.gateway, LiveSetupBusinessCustomerDocument, { input: businessCustomerInput() }, pair.testKey);
    const id = created.createBusinessCustomer.businessCustomer!.id;
    const feed = subscribe(pair.client, LiveBusinessCustomerDocument, { id });
    expect((await feed.next()).businessCustomerUpdated).toEqual({ id, verificationStatus: 'PENDING' });
    await forceTransition(pair.emulator, 'business_customer', id, 'in_review');
    expect((await feed.next()).businessCustomerUpdated.verificationStatus).toBe('IN_REVIEW');
    await forceTransition(pair.emulator, 'business_customer', id, 'more_info');
    await forceTransition(pair.emulator, 'business_customer', id, 'in_review');
    await forceTransition(pair.emulator, 'business_customer', id, 'rejected');
    expect((await feed.next()).businessCustomerUpdated.verificationStatus).toBe('MORE_INFO');
    expect((await feed.next()).businessCustomerUpdated.verificationStatus).toBe('IN_REVIEW');
    expect((await feed.next()).businessCustomerUpdated.verificationStatus).toBe('REJECTED');
    await feed.close();
  });

  it('checks with the provider a customer the gateway has not seen: allowed for its own key, refused for another', async () => {
    const response = await fetch(`${pair.emulator.url}/v2/business_customer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': pair.testKey, 'idempotency-key': `direct-${uniqueSuffix()}` },
      body: JSON.stringify({
        business_name: 'Direct Ltd',
        business_email: 'direct@acme.example',
        phone_number: '+2348012345678',
        registered_address: '2 Marina Road, Lagos',
        registered_country: 'NGA',
      }),
    });
    const { customer_id: id } = (await response.json()) as { customer_id: string };

    const liveClient = wsClient(pair.gateway, { 'ngnc-sec-key': pair.emulator.liveKey });
    const refused = await subscribe(liveClient, LiveBusinessCustomerDocument, { id }).nextResult();
    expect(refused?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await liveClient.dispose();

    const feed = subscribe(pair.client, LiveBusinessCustomerDocument, { id });
    expect((await feed.next()).businessCustomerUpdated).toEqual({ id, verificationStatus: 'PENDING' });
    await forceTransition(pair.emulator, 'business_customer', id, 'in_review');
    expect((await feed.next()).businessCustomerUpdated.verificationStatus).toBe('IN_REVIEW');
    await feed.close();
  });
});

describe('BRL ticket subscription', () => {
  it('yields ACTIVE, then PAID with the amount paid', async () => {
    const created = await execute(pair.gateway, LiveSetupBrlTicketDocument, { input: { amount: '50', walletId: 'wallet-brl-1' } }, pair.testKey);
    expect(created.createBrlOnrampTicket.userErrors).toEqual([]);
    const id = created.createBrlOnrampTicket.ticket!.id;
    const feed = subscribe(pair.client, LiveBrlTicketDocument, { id });
    expect((await feed.next()).brlTicketUpdated).toMatchObject({ id, status: 'ACTIVE', paidAmount: null });
    const paid = await fetch(`${pair.emulator.url}/_emulator/brl_tickets/${id}/pay`, { method: 'POST', headers: { 'ngnc-sec-key': pair.testKey } });
    expect(paid.status).toBe(200);
    const update = (await feed.next()).brlTicketUpdated;
    expect(update).toMatchObject({ id, status: 'PAID', paidAmount: expect.stringMatching(/^\d+(\.\d+)?$/) });
    expect(Number.isNaN(Date.parse(update.updatedAt))).toBe(false);
    await feed.close();
  });
});

describe('who may subscribe', () => {
  it('refuses a connection without a key, with a malformed key, or with a key the provider does not know', async () => {
    for (const params of [undefined, { 'ngnc-sec-key': 'not-a-key' }, { 'ngnc-sec-key': `sk_test_${'x'.repeat(30)}` }]) {
      const stranger = wsClient(pair.gateway, params);
      await expect(subscribe(stranger, LiveOfframpDocument, { id: 'anything' }).nextResult()).rejects.toMatchObject({ code: 4403 });
      await stranger.dispose();
    }
  });

  it('reports bad variables as the caller’s error, not as an internal one', async () => {
    const result = await subscribe(pair.client, LiveOfframpDocument, { id: null as unknown as string }).nextResult();
    expect(result?.errors?.[0]).toMatchObject({ message: expect.stringContaining('$id'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('accepts the key as a bearer authorization too', async () => {
    const id = await createOfframp();
    const bearer = wsClient(pair.gateway, { authorization: `Bearer ${pair.testKey}` });
    expect((await subscribe(bearer, LiveOfframpDocument, { id }).next()).offrampUpdated.status).toBe('PENDING');
    await bearer.dispose();
  });

  it('never lets the live key follow a test resource', async () => {
    const id = await createOfframp();
    const liveClient = wsClient(pair.gateway, { 'ngnc-sec-key': pair.emulator.liveKey });
    const result = await subscribe(liveClient, LiveOfframpDocument, { id }).nextResult();
    expect(result?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await liveClient.dispose();
  });

  it('never hands a live event to a test subscription of the same id', async () => {
    const id = await createOfframp();
    const feed = subscribe(pair.client, LiveOfframpDocument, { id });
    expect((await feed.next()).offrampUpdated.status).toBe('PENDING');
    const live = await postWebhook(offrampEventBody(id, 'failed', { livemode: true }));
    expect(live.status).toBe(200);
    await forceTransition(pair.emulator, 'offramp', id, 'processing');
    expect((await feed.next()).offrampUpdated.status).toBe('PROCESSING');
    await feed.close();
  });
});

function offrampEventBody(id: string, status: string, overrides: { livemode?: boolean; eventId?: string } = {}): string {
  return JSON.stringify({
    id: overrides.eventId ?? `evt_test_${uniqueSuffix()}`,
    event: 'transaction_status_updated',
    created_at: new Date().toISOString(),
    livemode: overrides.livemode ?? false,
    payload: {
      transaction_id: id,
      reference: 'link-otc-00000000',
      type: 'offramp',
      stables: 'USDC',
      amount: '100',
      currency: 'USD',
      payout_amount: '100.00',
      rate: 1,
      transaction_status: status,
      payment_method: 'ACH',
      date_created: new Date().toISOString(),
    },
  });
}

async function postWebhook(body: string, options: { secret?: string; timestamp?: number } = {}): Promise<{ status: number; json: unknown }> {
  const t = options.timestamp ?? Math.floor(Date.now() / 1000);
  const response = await fetch(`${pair.gateway.url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(options.secret ?? WEBHOOK_SECRET, t, body) },
    body,
  });
  return { status: response.status, json: await response.json() };
}

interface Delivery {
  id: string;
  status: string;
  delivered_at: string | null;
  resource: string;
  body: { id: string; payload: { transaction_status?: string } };
}

async function deliveriesOf(resource: string): Promise<Delivery[]> {
  const response = await fetch(`${pair.emulator.url}/_emulator/deliveries`, { headers: { 'ngnc-sec-key': pair.testKey } });
  const { deliveries } = (await response.json()) as { deliveries: Delivery[] };
  return deliveries.filter((d) => d.resource === resource);
}

describe('webhooks that must publish nothing', () => {
  it('publishes nothing for forged, stale or malformed webhooks, nor for a replayed event id', async () => {
    const id = await createOfframp();
    const feed = subscribe(pair.client, LiveOfframpDocument, { id });
    expect((await feed.next()).offrampUpdated.status).toBe('PENDING');

    expect((await postWebhook(offrampEventBody(id, 'failed'), { secret: 'whsec_forged' })).status).toBe(400);
    expect((await postWebhook(offrampEventBody(id, 'failed'), { timestamp: Math.floor(Date.now() / 1000) - 301 })).status).toBe(400);
    expect((await postWebhook(offrampEventBody(id, 'failed').slice(0, -2))).status).toBe(400);
    // Authentic, so acknowledged and kept as unrouted (the provider retries only twice), but it moves nothing.
    expect(await postWebhook(offrampEventBody(id, 'teleported'))).toEqual({ status: 200, json: { received: true, ignored: true } });
    expect((await postWebhook(JSON.stringify({ padding: 'x'.repeat(70_000) }))).status).toBe(413);

    await forceTransition(pair.emulator, 'offramp', id, 'processing');
    expect((await feed.next()).offrampUpdated.status).toBe('PROCESSING');

    // The emulator re-sends its delivery of that event: same id, same bytes.
    const [delivered] = await eventually(async () => {
      const list = (await deliveriesOf(`offramp:${id}`)).filter((d) => d.body.payload.transaction_status === 'processing' && d.status === 'delivered');
      return list.length > 0 ? list : undefined;
    }, 'the processing delivery');
    const resent = await fetch(`${pair.emulator.url}/_emulator/deliveries/${delivered!.id}/resend`, { method: 'POST', headers: { 'ngnc-sec-key': pair.testKey } });
    expect(resent.status).toBe(200);
    await eventually(async () => {
      const again = (await deliveriesOf(`offramp:${id}`)).find((d) => d.id === delivered!.id);
      return again && again.status === 'delivered' && again.delivered_at !== delivered!.delivered_at ? again : undefined;
    }, 'the re-sent delivery to be acknowledged');
    // And the same event id with a new, valid signature is acknowledged as a duplicate.
    expect(await postWebhook(JSON.stringify(delivered!.body))).toEqual({ status: 200, json: { received: true, duplicate: true } });

    await forceTransition(pair.emulator, 'offramp', id, 'completed');
    expect((await feed.next()).offrampUpdated.status).toBe('COMPLETED');
    await feed.close();
  });
});

describe('shutdown', () => {
  it('closes open subscriptions and finishes closing', async () => {
    const other = await startGateway(gatewayConfig(pair.emulator.url));
    const otherClient = wsClient(other, { 'ngnc-sec-key': pair.testKey });
    const created = await execute(other, LiveSetupOfframpDocument, { input: offrampInput() }, pair.testKey);
    const feed = subscribe(otherClient, LiveOfframpDocument, { id: created.createOfframp.offramp!.id });
    expect((await feed.next()).offrampUpdated.status).toBe('PENDING');
    const pending = feed.nextResult().then(
      (result) => ({ ended: result === undefined }),
      (error: { code?: number }) => ({ closedWith: error.code }),
    );
    await other.close();
    expect([{ ended: true }, { closedWith: 1001 }]).toContainEqual(await pending);
    await otherClient.dispose();
  });
});
