// The gateway against the provider as its public documentation shows it (issue 19): a stub on
// 127.0.0.1 answers exactly as the docs' pages do (201 creations, the rate quote without the
// code/status envelope and with JSON numbers, "Local Bank Transfer", "Pending", "May 11, 2023",
// error bodies without a code), over real HTTP through a real gateway.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type FormattedExecutionResult } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { offrampInput } from '../events/support/live-harness.js';
import { tempSqliteStore } from '../store/support/databases.js';
import {
  type CreateOfframpInput,
  DocumentedCreateEspOfframpDocument,
  DocumentedCreateOfframpDocument,
  DocumentedRateQuoteDocument,
  DocumentedViewerAndQuoteDocument,
} from '../generated/graphql.js';
import { dataOf, errorCodes, startHarness } from './support/harness.js';

const KEY = 'sk_test_documented_provider_stub_key';

interface StubAnswer {
  status: number;
  /** Written as JSON text exactly as given; undefined sends no body. */
  body?: string;
}

interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

/** A stand-in for the provider: each `METHOD /path` answers what the test set, and every request is kept. */
class DocumentedStub {
  readonly requests: StubRequest[] = [];
  private readonly answers = new Map<string, StubAnswer>();
  private server: Server | undefined;
  url = '';

  answer(method: string, path: string, answer: StubAnswer): void {
    this.answers.set(`${method} ${path}`, answer);
  }

  posts(path: string): StubRequest[] {
    return this.requests.filter((request) => request.method === 'POST' && request.path === path);
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stub');
    const method = req.method ?? 'GET';
    this.requests.push({ method, path: url.pathname, query: url.searchParams, body: Buffer.concat(chunks).toString('utf8') });
    const key = req.headers['ngnc-sec-key'];
    if (typeof key !== 'string' || !key.startsWith(KEY)) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Invalid API key"}');
      return;
    }
    const answer = this.answers.get(`${method} ${url.pathname}`) ?? { status: 404, body: '{"message":"Not found"}' };
    if (answer.body === undefined) res.writeHead(answer.status).end();
    else res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  }
}

// docs/retail-rates: `{"message":"Rate retrieved","data":{...}}`, no code or status, JSON numbers.
const DOCUMENTED_QUOTE = '{"message":"Rate retrieved","data":{"rate":1580,"payout_amount":316.46,"paymentMethod":"LOCAL_BANK_TRANSFER"}}';
const ACH_QUOTE = '{"message":"Rate retrieved","data":{"rate":1,"payout_amount":100.00,"paymentMethod":"ACH"}}';

/** The docs' creation answer (api-reference/otc/otc-onramp's shape), with fields as given. */
function createdBody(data: Record<string, unknown>): string {
  return JSON.stringify({ code: 'TXN_SUCCESSFUL', status: 'Success', message: 'Transaction created', data });
}

const ESP_OFFRAMP_RECORD = {
  transaction_id: 'esp_42',
  transaction_reference: 'link-esp-42',
  transaction_type: 'OFFRAMP',
  stable: 'ESP',
  currency: 'XYZ',
  amount: 25.5,
  payout_amount: '25.50',
  rate: 1,
  bank_name: 'Safety Bank',
  account_name: null,
  account_number: '0123456789',
  esp_method: { chatUsername: 'safety_user' },
  transaction_status: 'pending',
  transaction_date: 'May 11, 2023',
};

const DOCUMENTED_OFFRAMP = {
  transaction_id: 'otc_7f3a9c',
  reference: 'link-otc-12345678',
  type: 'offramp',
  currency: 'USD',
  amount: '100',
  stables: 'USDC',
  payout_amount: '99.50',
  rate: 0.995,
  transaction_status: 'Pending',
  payment_method: 'Local Bank Transfer',
  date_created: 'May 11, 2023',
  deposit_address: '0x1111111111111111111111111111111111111111',
};

let stub: DocumentedStub;
let gateway: RunningGateway;
let serial = 0;

async function execute<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  key = KEY,
): Promise<FormattedExecutionResult<TResult>> {
  const response = await fetch(gateway.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ngnc-sec-key': key },
    body: JSON.stringify({ query: print(document), variables }),
  });
  return (await response.json()) as FormattedExecutionResult<TResult>;
}

const input = (amount = '100'): CreateOfframpInput => ({ ...offrampInput(amount), idempotencyKey: `documented-${process.pid}-${(serial += 1)}` });
const createOfframp = (variables: CreateOfframpInput, key = KEY) => execute(DocumentedCreateOfframpDocument, { input: variables }, key);

beforeAll(async () => {
  stub = new DocumentedStub();
  await stub.start();
  gateway = await startGateway(
    {
      port: 0,
      host: '127.0.0.1',
      nodeEnv: 'test',
      rampBaseUrl: stub.url,
      upstreamTimeoutMs: 5_000,
      upstreamConnections: 4,
      upstreamGetRetries: 0,
      upstreamRetryBaseMs: 5,
      connectionMaxPageSize: 100,
      logLevel: 'silent',
      store: tempSqliteStore(),
      circuitBreaker: { failureThreshold: 1_000_000, openMs: 1 },
    },
    { logger: createLogger('silent') },
  );
});

afterAll(async () => {
  await gateway?.close();
  await stub?.close();
});

beforeEach(() => {
  stub.requests.length = 0;
  stub.answer('GET', '/otc/rate_quote', { status: 200, body: ACH_QUOTE });
});

describe('creations as the docs show them', () => {
  it('reads a 201 off-ramp with the documented spellings as created, with its deposit address, and replays it under its key', async () => {
    stub.answer('POST', '/otc/offramp', { status: 201, body: createdBody(DOCUMENTED_OFFRAMP) });
    const request = input();
    const first = dataOf(await createOfframp(request)).createOfframp;
    expect(first.userErrors).toEqual([]);
    expect(first.offramp).toEqual({
      id: 'otc_7f3a9c',
      reference: 'link-otc-12345678',
      depositAddress: '0x1111111111111111111111111111111111111111',
      stablecoin: 'USDC',
      amount: '100.000000',
      currency: 'USD',
      currencyRaw: 'USD',
      payoutAmount: '99.50',
      rate: '0.995',
      status: 'PENDING',
      paymentMethod: 'LOCAL_BANK_TRANSFER',
      paymentMethodRaw: 'Local Bank Transfer',
      createdAt: '2023-05-11T00:00:00.000Z',
    });
    expect(stub.posts('/otc/offramp')).toHaveLength(1);

    const replay = dataOf(await createOfframp(request)).createOfframp;
    expect(replay).toEqual(first);
    expect(stub.posts('/otc/offramp')).toHaveLength(1);
  });

  it('keeps a payment method and a currency it does not know as UNKNOWN with their text, and reads the listing date form and an ISO date without offset', async () => {
    stub.answer('POST', '/otc/offramp', {
      status: 201,
      body: createdBody({ ...DOCUMENTED_OFFRAMP, payment_method: 'Interac e-Transfer', currency: 'XYZ', date_created: 'November 05, 2026 14:03:22' }),
    });
    const offramp = dataOf(await createOfframp(input())).createOfframp.offramp;
    expect(offramp).toMatchObject({ paymentMethod: 'UNKNOWN', paymentMethodRaw: 'Interac e-Transfer', currency: 'UNKNOWN', currencyRaw: 'XYZ', createdAt: '2026-11-05T14:03:22.000Z' });

    stub.answer('POST', '/otc/offramp', { status: 200, body: JSON.stringify({ ...DOCUMENTED_OFFRAMP, date_created: '2026-11-05 14:03:22', transaction_status: 'PROCESSING' }) });
    const bare = dataOf(await createOfframp(input())).createOfframp.offramp;
    expect(bare).toMatchObject({ id: 'otc_7f3a9c', status: 'PROCESSING', createdAt: '2026-11-05T14:03:22.000Z' });
  });

  it('is still a creation when only the id can be read: the rest null or what was sent, PENDING', async () => {
    stub.answer('POST', '/otc/offramp', {
      status: 201,
      body: createdBody({ transaction_id: 'otc_only_id', reference: ['x'], rate: 'about one', payout_amount: '-1', transaction_status: 'queued', date_created: 'soon', payment_method: { name: 'ACH' } }),
    });
    const request = input('150.25');
    const offramp = dataOf(await createOfframp(request)).createOfframp.offramp;
    expect(offramp).toEqual({
      id: 'otc_only_id',
      reference: null,
      depositAddress: null,
      stablecoin: 'USDC',
      amount: '150.250000',
      currency: 'USD',
      currencyRaw: null,
      payoutAmount: null,
      rate: null,
      status: 'PENDING',
      paymentMethod: 'UNKNOWN',
      paymentMethodRaw: null,
      createdAt: null,
    });
  });

  it('is a creation whatever the envelope around a readable id holds: a null message, a status that is no text, data null beside the id', async () => {
    const bodies = [
      JSON.stringify({ code: 'TXN_SUCCESSFUL', status: 'Success', message: null, data: DOCUMENTED_OFFRAMP }),
      JSON.stringify({ code: 201, status: true, data: DOCUMENTED_OFFRAMP }),
      JSON.stringify({ ...DOCUMENTED_OFFRAMP, data: null }),
    ];
    for (const body of bodies) {
      stub.answer('POST', '/otc/offramp', { status: 201, body });
      const created = await createOfframp(input());
      expect({ body, errors: created.errors, id: created.data?.createOfframp.offramp?.id }).toEqual({ body, errors: undefined, id: DOCUMENTED_OFFRAMP.transaction_id });
    }
  });

  it('answers OUTCOME_UNKNOWN for a 2xx without a readable id, keeps the key bound to it and never sends again', async () => {
    for (const body of ['{"message":"Transaction created","data":{"reference":"link-otc-1"}}', '{"status":"Success"}', '', '{"data":{"transaction_id":""}}']) {
      stub.requests.length = 0;
      stub.answer('POST', '/otc/offramp', { status: 201, body });
      const request = input();
      const first = await createOfframp(request);
      expect(errorCodes(first), body).toEqual(['OUTCOME_UNKNOWN']);
      stub.answer('POST', '/otc/offramp', { status: 201, body: createdBody(DOCUMENTED_OFFRAMP) });
      expect(errorCodes(await createOfframp(request))).toEqual(['OUTCOME_UNKNOWN']);
      expect(stub.posts('/otc/offramp')).toHaveLength(1);
    }
  });
});

describe('ESP creations', () => {
  it('answers OUTCOME_UNKNOWN for an ESP off-ramp whose id is empty or blank, the key kept', async () => {
    for (const id of ['', '   ']) {
      stub.answer('POST', '/transactions/v2/esp_offramp', { status: 201, body: JSON.stringify({ ...ESP_OFFRAMP_RECORD, transaction_id: id }) });
      const variables = {
        input: { currency: 'USD' as const, amount: '25.50', bankName: 'Safety Bank', accountNumber: '0123456789', espAccount: { chatUsername: 'safety_user' }, idempotencyKey: `blank-esp-${serial++}` },
      };
      const result = await execute(DocumentedCreateEspOfframpDocument, variables);
      expect(errorCodes(result)).toEqual(['OUTCOME_UNKNOWN']);
    }
  });

  it('reads a 201 ESP off-ramp without the envelope, its status and direction in any case, a text date and an unknown currency kept', async () => {
    stub.answer('POST', '/transactions/v2/esp_offramp', { status: 201, body: JSON.stringify(ESP_OFFRAMP_RECORD) });
    const variables = {
      input: { currency: 'USD' as const, amount: '25.50', bankName: 'Safety Bank', accountNumber: '0123456789', espAccount: { chatUsername: 'safety_user' }, idempotencyKey: `documented-esp-${process.pid}` },
    };
    const payload = dataOf(await execute(DocumentedCreateEspOfframpDocument, variables)).createEspOfframp;
    expect(payload.userErrors).toEqual([]);
    expect(payload.transaction).toEqual({
      id: 'esp_42',
      direction: 'OFFRAMP',
      currency: 'UNKNOWN',
      currencyRaw: 'XYZ',
      amount: '25.500000',
      status: 'PENDING',
      createdAt: '2023-05-11T00:00:00.000Z',
    });
  });
});

describe('reads as the docs show them', () => {
  it('answers rateQuote and viewer from the quote without the envelope, its numbers JSON numbers', async () => {
    stub.answer('GET', '/otc/rate_quote', { status: 200, body: DOCUMENTED_QUOTE });
    const quote = dataOf(await execute(DocumentedRateQuoteDocument, { currency: 'NGN', amount: '0.2' })).rateQuote;
    expect(quote).toEqual({
      currency: 'NGN',
      amount: '0.200000',
      rate: '1580',
      payoutAmount: '316.46',
      paymentMethod: 'LOCAL_BANK_TRANSFER',
      paymentMethodRaw: 'LOCAL_BANK_TRANSFER',
      direction: 'OFFRAMP',
    });
    expect(Object.fromEntries(stub.requests[0]!.query)).toEqual({ currency: 'NGN', amount: '0.2', trx_type: 'offramp' });

    stub.answer('GET', '/otc/rate_quote', { status: 200, body: '{"rate":1580.5,"paymentMethod":"Local Bank Transfer"}' });
    const both = dataOf(await execute(DocumentedViewerAndQuoteDocument, { currency: 'NGN' }));
    expect(both).toEqual({ viewer: { mode: 'TEST' }, rateQuote: { rate: '1580.5', paymentMethod: 'LOCAL_BANK_TRANSFER' } });
  });

  it('works out the payout amount when the quote gives none, and still answers UPSTREAM_BAD_RESPONSE for a quote without a rate', async () => {
    stub.answer('GET', '/otc/rate_quote', { status: 200, body: '{"data":{"rate":"1580.25"}}' });
    expect(dataOf(await execute(DocumentedRateQuoteDocument, { currency: 'NGN', amount: '3' })).rateQuote).toMatchObject({
      payoutAmount: '4740.75',
      paymentMethod: 'UNKNOWN',
      paymentMethodRaw: null,
    });
    stub.answer('GET', '/otc/rate_quote', { status: 200, body: '{"message":"Rate retrieved","data":{"payout_amount":316.46}}' });
    expect(errorCodes(await execute(DocumentedRateQuoteDocument, { currency: 'NGN', amount: '1' }))).toEqual(['UPSTREAM_BAD_RESPONSE']);
  });

  it('reads a quoted payment method it does not know as UNKNOWN, and an off-ramp then takes the payout account of the currency', async () => {
    stub.answer('GET', '/otc/rate_quote', { status: 200, body: '{"message":"Rate retrieved","data":{"rate":1580,"payout_amount":158000,"paymentMethod":"Interac"}}' });
    expect(dataOf(await execute(DocumentedRateQuoteDocument, { currency: 'NGN', amount: '100' })).rateQuote).toMatchObject({
      paymentMethod: 'UNKNOWN',
      paymentMethodRaw: 'Interac',
    });
    stub.answer('POST', '/otc/offramp', { status: 201, body: createdBody({ ...DOCUMENTED_OFFRAMP, currency: 'NGN', payment_method: 'Interac' }) });
    const ngn: CreateOfframpInput = {
      ...input(),
      currency: 'NGN' as const,
      payoutAccount: { localBank: { accountNumber: '0123456789', accountName: 'Acme Ltd', bankName: 'Access Bank' } },
    };
    const created = dataOf(await createOfframp(ngn)).createOfframp;
    expect(created.userErrors).toEqual([]);
    expect(created.offramp).toMatchObject({ currency: 'NGN', paymentMethod: 'UNKNOWN', paymentMethodRaw: 'Interac' });
  });

  it('reads the payment methods of the OTC desk as either table writes them, and an off-ramp then takes their payout account', async () => {
    for (const [text, method] of [['NIP ', 'NIP'], ['Mobile Money', 'MOBILE_MONEY'], ['PESONet', 'PESONET'], ['sepa', 'SEPA'], ['Swift', 'SWIFT']] as const) {
      stub.answer('GET', '/otc/rate_quote', { status: 200, body: JSON.stringify({ message: 'Rate retrieved', data: { rate: 1580, paymentMethod: text } }) });
      const quote = dataOf(await execute(DocumentedRateQuoteDocument, { currency: 'NGN', amount: '100' })).rateQuote;
      expect(quote).toMatchObject({ paymentMethod: method, paymentMethodRaw: text.trim() });
    }
    stub.answer('GET', '/otc/rate_quote', { status: 200, body: '{"message":"Rate retrieved","data":{"rate":1580,"paymentMethod":"NIP"}}' });
    stub.answer('POST', '/otc/offramp', { status: 201, body: createdBody({ ...DOCUMENTED_OFFRAMP, currency: 'NGN', payment_method: 'NIP' }) });
    const ngn: CreateOfframpInput = {
      ...input(),
      currency: 'NGN' as const,
      payoutAccount: { localBank: { accountNumber: '0123456789', accountName: 'Acme Ltd', bankName: 'Access Bank' } },
    };
    const created = dataOf(await createOfframp(ngn)).createOfframp;
    expect(created.userErrors).toEqual([]);
    expect(created.offramp).toMatchObject({ currency: 'NGN', paymentMethod: 'NIP', paymentMethodRaw: 'NIP' });
  });

  it('refuses UNKNOWN as a currency to quote or pay out in, before calling the provider', async () => {
    expect(errorCodes(await execute(DocumentedRateQuoteDocument, { currency: 'UNKNOWN', amount: '1' }))).toEqual(['BAD_USER_INPUT']);
    const payload = dataOf(await createOfframp({ ...input(), currency: 'UNKNOWN' })).createOfframp;
    expect(payload.userErrors.map((error) => [error.field, error.code])).toEqual([[['input', 'currency'], 'UNSUPPORTED_CURRENCY']]);
    expect(stub.requests).toEqual([]);
  });
});

describe('errors as the docs define each status', () => {
  it('400: a field error where the body names the field, in a list or only in its message; otherwise on the input', async () => {
    stub.answer('POST', '/otc/offramp', { status: 400, body: '{"message":"customer_id is required"}' });
    const named = dataOf(await createOfframp(input())).createOfframp;
    expect(named.userErrors).toEqual([{ field: ['input', 'customerId'], code: 'INVALID', message: expect.stringContaining('customer_id is required') }]);

    stub.answer('POST', '/otc/offramp', { status: 400, body: '{"message":"Missing parameter: paymentDetails.accountName"}' });
    const nested = dataOf(await createOfframp(input())).createOfframp;
    expect(nested.userErrors.map((error) => error.field)).toEqual([['input', 'payoutAccount', 'ach', 'accountName']]);

    stub.answer('POST', '/otc/offramp', { status: 400 });
    const bodiless = dataOf(await createOfframp(input())).createOfframp;
    expect(bodiless.userErrors.map((error) => [error.field, error.code])).toEqual([[['input'], 'INVALID']]);
  });

  // The gateway remembers a refused key for a while: these use keys of their own.
  it('401 UNAUTHENTICATED and 403 FORBIDDEN (an inactive account), with bodies without a code', async () => {
    stub.answer('POST', '/otc/offramp', { status: 401, body: '{"message":"Unauthorized"}' });
    expect(errorCodes(await createOfframp(input(), `${KEY}_refused`))).toEqual(['UNAUTHENTICATED']);
    stub.answer('GET', '/otc/rate_quote', { status: 403, body: '{"message":"Account inactive"}' });
    expect(errorCodes(await execute(DocumentedRateQuoteDocument, { currency: 'USD', amount: '1' }, `${KEY}_inactive`))).toEqual(['FORBIDDEN']);
  });

  it('402: a refusal carrying the provider message that frees the key, not an amount error unless the code says so', async () => {
    stub.answer('POST', '/otc/offramp', { status: 402, body: '{"message":"Insufficient liquidity for this corridor"}' });
    const request = input();
    const refused = dataOf(await createOfframp(request)).createOfframp;
    expect(refused.userErrors).toEqual([{ field: ['input'], code: 'REFUSED', message: 'Insufficient liquidity for this corridor' }]);

    stub.answer('POST', '/otc/offramp', { status: 201, body: createdBody(DOCUMENTED_OFFRAMP) });
    const retried = dataOf(await createOfframp(request)).createOfframp;
    expect(retried.offramp?.id).toBe('otc_7f3a9c');
    expect(stub.posts('/otc/offramp')).toHaveLength(2);

    stub.answer('POST', '/otc/offramp', { status: 402, body: '{"code":"AMOUNT_OUT_OF_RANGE","status":"Failed","message":"Amount must be between 20 and 1000000"}' });
    const amount = dataOf(await createOfframp(input())).createOfframp;
    expect(amount.userErrors.map((error) => [error.field, error.code])).toEqual([[['input', 'amount'], 'AMOUNT_OUT_OF_RANGE']]);
  });

  it('404: a refusal of a creation (usually missing parameters), NOT_FOUND for a read', async () => {
    stub.answer('POST', '/otc/offramp', { status: 404, body: '{"message":"Not found"}' });
    const request = input();
    expect(dataOf(await createOfframp(request)).createOfframp.userErrors.map((error) => error.code)).toEqual(['INVALID']);
    stub.answer('POST', '/otc/offramp', { status: 201, body: createdBody(DOCUMENTED_OFFRAMP) });
    expect(dataOf(await createOfframp(request)).createOfframp.offramp?.id).toBe('otc_7f3a9c');

    stub.answer('GET', '/otc/rate_quote', { status: 404 });
    expect(errorCodes(await execute(DocumentedRateQuoteDocument, { currency: 'USD', amount: '1' }))).toEqual(['NOT_FOUND']);
  });

  it('409: CONFLICT with the provider message, freeing the key', async () => {
    stub.answer('POST', '/otc/offramp', { status: 409, body: '{"message":"A transaction for this customer is already in progress"}' });
    const request = input();
    expect(dataOf(await createOfframp(request)).createOfframp.userErrors).toEqual([
      { field: ['input'], code: 'CONFLICT', message: 'A transaction for this customer is already in progress' },
    ]);
    stub.answer('POST', '/otc/offramp', { status: 201, body: createdBody(DOCUMENTED_OFFRAMP) });
    expect(dataOf(await createOfframp(request)).createOfframp.offramp?.id).toBe('otc_7f3a9c');
  });

  it('a 5xx after the write stays OUTCOME_UNKNOWN, whatever its body', async () => {
    stub.answer('POST', '/otc/offramp', { status: 500, body: '{"message":"Internal error"}' });
    const request = input();
    expect(errorCodes(await createOfframp(request))).toEqual(['OUTCOME_UNKNOWN']);
    expect(errorCodes(await createOfframp(request))).toEqual(['OUTCOME_UNKNOWN']);
    expect(stub.posts('/otc/offramp')).toHaveLength(1);
  });
});

describe('the same reads against the emulator', () => {
  it('creates an off-ramp whose answer has no deposit address, and gives each payment method with its text', async () => {
    const harness = await startHarness();
    try {
      const quote = dataOf(await harness.execute(DocumentedRateQuoteDocument, { currency: 'NGN', amount: '100' })).rateQuote;
      expect(quote).toMatchObject({ currency: 'NGN', paymentMethod: 'LOCAL_BANK_TRANSFER', paymentMethodRaw: 'LOCAL_BANK_TRANSFER' });
      const created = dataOf(await harness.execute(DocumentedCreateOfframpDocument, { input: input() })).createOfframp;
      expect(created.userErrors).toEqual([]);
      expect(created.offramp).toMatchObject({ status: 'PENDING', currency: 'USD', currencyRaw: 'USD', paymentMethod: 'ACH', paymentMethodRaw: 'ACH' });
      expect(created.offramp?.reference).toMatch(/^link-otc-\d{8}$/);
      const depositAddress = created.offramp?.depositAddress;
      expect(depositAddress === null || (typeof depositAddress === 'string' && depositAddress.length > 0)).toBe(true);
    } finally {
      await harness.close();
    }
  });
});
