// createOnramp and the on-ramp's reads over real HTTP against the emulator (both profiles): the
// rate quote's method first, every input problem at once before the provider is asked, one
// provider call per idempotency key, and the settlement account once the provider has said it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEGACY_SECRET_HEADER } from '../../src/status/ingest/webhook-signature.js';
import {
  CreateOnrampDocument,
  OnrampNodeDocument,
  OnrampStatusDocument,
  UploadOnrampProofOfPaymentDocument,
  ViewerDocument,
  type CreateOnrampInput,
} from '../generated/graphql.js';
import { ABA_ROUTING_NUMBER, ETHEREUM_ADDRESS, IBAN_DE, TRON_ADDRESS } from './support/fixtures.js';
import { dataOf, startHarness, type Harness } from './support/harness.js';
import { executeUpload } from './support/multipart.js';
import { CREATED_STATUS } from '../support/emulator-profile.js';
import { onrampInput } from './support/onramps.js';

const WEBHOOK_SECRET = 'whsec_onramp_gateway_tests_0123456789abcdef';
const FAR = 3_600_000;

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({
    emulator: { delays: { onrampBankingDetailsMs: FAR, onrampProcessingMs: FAR, onrampSettlementMs: FAR } },
    gateway: { liveStatus: { webhookSecrets: [WEBHOOK_SECRET] } },
  });
  dataOf(await harness.execute(ViewerDocument));
});

afterAll(async () => {
  await harness.close();
});

beforeEach(async () => {
  await harness.clearFaults();
  harness.clearProviderCalls();
});

const ngnInput = (overrides: Partial<CreateOnrampInput> = {}) => onrampInput({ customerId: 'cust-001', ...overrides });

/** A delivery as the provider documents one: `{ event, payload }` with the bridge-webhook-secret header; answers its HTTP status. */
async function documentedWebhook(event: string, payload: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${harness.gateway.url}/webhooks/ramp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [LEGACY_SECRET_HEADER]: WEBHOOK_SECRET },
    body: JSON.stringify({ event, payload }),
  });
  return response.status;
}

async function createOnramp(input: CreateOnrampInput, key?: string) {
  return dataOf(await harness.execute(CreateOnrampDocument, { input }, key === undefined ? {} : { headers: { 'idempotency-key': key } })).createOnramp;
}

describe('createOnramp', () => {
  it('asks the on-ramp rate quote for the payment method, then creates a pending on-ramp without a settlement account', async () => {
    const payload = await createOnramp(ngnInput());
    expect(payload.userErrors).toEqual([]);
    expect(payload.onramp).toMatchObject({
      id: expect.any(String),
      reference: expect.stringMatching(/^link-otc-\d{8}$/),
      status: 'PENDING',
      currency: 'NGN',
      amount: '50000.00',
      stablecoin: 'USDC',
      network: 'ETHEREUM',
      walletAddress: ETHEREUM_ADDRESS,
      paymentMethod: 'LOCAL_BANK_TRANSFER',
      settlementAccount: null,
    });
    expect(payload.onramp?.payoutAmount).toMatch(/^\d+\.\d{6}$/);
    expect(Number(payload.onramp?.rate)).toBeGreaterThan(0);
    expect(new Date(payload.onramp!.createdAt!).getTime()).not.toBeNaN();
    expect(harness.providerCalls().map((call) => `${call.method} ${call.path} ${call.status}`)).toEqual([
      'GET /otc/rate_quote 200',
      `POST /otc/onramp ${CREATED_STATUS}`,
    ]);
    expect(harness.providerCalls('GET', '/otc/rate_quote')[0]?.query).toMatchObject({ currency: 'NGN', amount: '50000', trx_type: 'onramp' });
  });

  it('reports every problem of an input at once, without calling the provider', async () => {
    const payload = await createOnramp(
      ngnInput({
        customerId: ' ',
        currency: 'KES',
        amount: '12.345',
        stablecoin: 'USDT',
        network: 'ETHEREUM',
        walletAddress: TRON_ADDRESS,
        paymentAccount: { ach: { accountNumber: '12', routingNumber: '123456789', accountName: '' } },
      }),
    );
    expect(payload.onramp).toBeNull();
    expect(payload.userErrors.map((e) => [e.field.join('.'), e.code]).sort()).toEqual(
      [
        ['input.amount', 'INVALID_AMOUNT'],
        ['input.currency', 'UNSUPPORTED_CURRENCY'],
        ['input.customerId', 'REQUIRED'],
        ['input.network', 'UNSUPPORTED_NETWORK'],
        ['input.paymentAccount.ach.accountName', 'REQUIRED'],
        ['input.paymentAccount.ach.accountNumber', 'INVALID_FORMAT'],
        ['input.paymentAccount.ach.routingNumber', 'INVALID_ROUTING_NUMBER'],
        ['input.walletAddress', 'INVALID_WALLET_ADDRESS'],
      ].sort(),
    );
    expect(harness.providerCalls()).toEqual([]);
  });

  it('bounds the fiat amount by its USD worth and names the limits in the currency, without calling the provider', async () => {
    const payload = await createOnramp(ngnInput({ amount: '100' }));
    expect(payload.userErrors).toEqual([
      { field: ['input', 'amount'], code: 'AMOUNT_OUT_OF_RANGE', message: expect.stringMatching(/^amount must be between [\d.]+ and [\d.]+ NGN inclusive\.$/) },
    ]);
    const tooLong = await createOnramp(ngnInput({ customerId: 'c'.repeat(129) }));
    expect(tooLong.userErrors).toEqual([{ field: ['input', 'customerId'], code: 'INVALID_FORMAT', message: expect.any(String) }]);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('refuses a paying account of the wrong kind for the currency, naming the one it takes', async () => {
    const payload = await createOnramp(ngnInput({ currency: 'EUR', amount: '100', paymentAccount: { localBank: { accountNumber: '1', accountName: 'A', bankName: 'B' } } }));
    expect(payload.userErrors).toEqual([
      { field: ['input', 'paymentAccount', 'localBank'], code: 'WRONG_PAYMENT_METHOD', message: 'EUR is paid by IBAN or SEPA: give paymentAccount.iban or paymentAccount.sepa.' },
    ]);
    expect(harness.providerCalls('POST')).toEqual([]);

    const iban = await createOnramp(ngnInput({ currency: 'EUR', amount: '100', paymentAccount: { iban: { iban: IBAN_DE, accountName: 'Acme GmbH', bankName: 'Commerzbank' } } }));
    expect(iban.userErrors).toEqual([]);
    expect(iban.onramp?.paymentMethod).toBe('IBAN');
  });

  it('sends the request once per idempotency key: a replay answers the first on-ramp, other input is refused', async () => {
    const key = `onramp-replay-${Date.now()}`;
    const first = await createOnramp(ngnInput({ amount: '60000' }), key);
    const again = await createOnramp(ngnInput({ amount: '60000' }), key);
    expect(again.onramp).toEqual(first.onramp);
    expect(harness.providerCalls('POST', '/otc/onramp')).toHaveLength(1);

    const other = await createOnramp(ngnInput({ amount: '70000' }), key);
    expect(other.userErrors.map((e) => e.code)).toEqual(['IDEMPOTENCY_KEY_REUSED']);
    expect(harness.providerCalls('POST', '/otc/onramp')).toHaveLength(1);
  });
});

describe('the on-ramp afterwards', () => {
  it('is read back by onramp(id:) and node(id:) with the creating key only', async () => {
    const created = (await createOnramp(ngnInput())).onramp!;
    const read = dataOf(await harness.execute(OnrampStatusDocument, { id: created.id })).onramp;
    expect(read).toEqual(created);
    const node = dataOf(await harness.execute(OnrampNodeDocument, { id: created.id })).node;
    expect(node).toEqual({ __typename: 'Onramp', id: created.id, status: 'PENDING', walletAddress: ETHEREUM_ADDRESS });

    const live = dataOf(await harness.execute(OnrampStatusDocument, { id: created.id }, { key: harness.emulator.liveKey })).onramp;
    expect(live).toBeNull();
  });

  it("shows the settlement account of the provider's documented banking_details_received webhook, AWAITING_PAYMENT", async () => {
    const created = (await createOnramp(ngnInput())).onramp!;
    const delivery = await documentedWebhook('banking_details_received', {
      transaction_id: created.id,
      type: 'onramp',
      reference: created.reference,
      amount: 50000,
      currency: 'NGN',
      stables: 'USDC',
      transaction_status: 'Pending',
      account_name: 'LINK Collections',
      account_number: '9876543210',
      bank_name: 'Wema Bank',
      date_created: 'May 11, 2023',
    });
    expect(delivery).toBe(200);
    const read = dataOf(await harness.execute(OnrampStatusDocument, { id: created.id })).onramp;
    expect(read).toMatchObject({
      id: created.id,
      status: 'AWAITING_PAYMENT',
      walletAddress: ETHEREUM_ADDRESS,
      settlementAccount: { bankName: 'Wema Bank', accountName: 'LINK Collections', accountNumber: '9876543210', reference: created.reference },
    });

    // The docs' one status event, its payload naming an on-ramp: it moves the on-ramp, not an off-ramp of that id.
    const moved = await documentedWebhook('transaction_status_updated', {
      transaction_id: created.id,
      type: 'onramp',
      reference: created.reference,
      amount: 50000,
      currency: 'NGN',
      stables: 'USDC',
      transaction_status: 'Processing',
      date_created: 'May 11, 2023',
    });
    expect(moved).toBe(200);
    const processing = dataOf(await harness.execute(OnrampStatusDocument, { id: created.id })).onramp;
    expect(processing).toMatchObject({ status: 'PROCESSING', walletAddress: ETHEREUM_ADDRESS, settlementAccount: read!.settlementAccount });
  });

  it('keeps the settlement account that arrived while its receipt was being sent', async () => {
    const created = (await createOnramp(ngnInput({ amount: '50100' }))).onramp!;
    await harness.setFaults({ latencyMs: 3000, pathPrefix: '/otc/pop' });
    const receipt = new Blob([new TextEncoder().encode('%PDF-1.7\n%receipt\n')], { type: 'application/pdf' });
    const uploading = executeUpload(harness.gateway.graphqlUrl, UploadOnrampProofOfPaymentDocument, { input: { onrampId: created.id, file: receipt } }, receipt, {
      key: harness.emulator.testKey,
    });
    // While the provider takes the receipt, the banking details arrive.
    const delivery = await documentedWebhook('banking_details_received', {
      transaction_id: created.id,
      type: 'onramp',
      reference: created.reference,
      amount: 50100,
      currency: 'NGN',
      stables: 'USDC',
      transaction_status: 'Pending',
      account_name: 'LINK Collections',
      account_number: '9876543210',
      bank_name: 'Wema Bank',
    });
    expect(delivery).toBe(200);
    expect(dataOf(await uploading).uploadOnrampProofOfPayment.onramp?.status).toBe('PROCESSING');
    const read = dataOf(await harness.execute(OnrampStatusDocument, { id: created.id })).onramp;
    expect(read).toMatchObject({
      status: 'PROCESSING',
      walletAddress: ETHEREUM_ADDRESS,
      settlementAccount: { bankName: 'Wema Bank', accountName: 'LINK Collections', accountNumber: '9876543210', reference: created.reference },
    });
  });
});
