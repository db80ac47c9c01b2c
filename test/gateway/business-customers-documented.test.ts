// Business customers against a provider that answers as its public documentation shows
// (docs.linkio.world: docs/customers, reference/create-customer, api-reference/otc/create-customer):
// a stub HTTP server on 127.0.0.1 that records what the gateway sends and answers each documented
// shape, read over real HTTP through the gateway.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBusinessCustomerEndpoint, getBusinessCustomerEndpoint } from '../../src/datasources/business-customers/endpoints.js';
import { createLogger } from '../../src/logger.js';
import { BusinessCustomerDocument, CreateBusinessCustomerDocument, type CreateBusinessCustomerInput } from '../generated/graphql.js';
import { dataOf, errorCodes, startHarness, type Harness } from './support/harness.js';

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

let harness: Harness;
let stub: Server;
let received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

const RATE_QUOTE = {
  code: 'RATE_RETRIEVED',
  status: 'Success',
  message: 'Rate retrieved',
  data: { currency: 'USD', rate: '1', payout_amount: '1', paymentMethod: 'ACH' },
};

beforeAll(async () => {
  stub = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url?.startsWith('/otc/rate_quote')) {
        // The gateway's check of a key it has not seen (RampClient.verifyKey): the seed's quote.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(RATE_QUOTE));
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: text === '' ? undefined : JSON.parse(text) });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  harness = await startHarness({ gateway: { rampBaseUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}` } });
});

afterAll(async () => {
  await harness.close();
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

beforeEach(() => {
  received = [];
});

function input(overrides: Partial<CreateBusinessCustomerInput> = {}): CreateBusinessCustomerInput {
  return {
    name: 'Acme Corp Solutions Ltd',
    email: 'ops@acme.example',
    phoneNumber: '+1-555-0123',
    registeredAddress: '123 Business Street, Suite 100, New York, NY 10001',
    registeredCountry: 'USA',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

async function create(value: CreateBusinessCustomerInput) {
  return dataOf(await harness.execute(CreateBusinessCustomerDocument, { input: value })).createBusinessCustomer;
}

async function read(id: string) {
  return dataOf(await harness.execute(BusinessCustomerDocument, { id })).businessCustomer;
}

// docs/customers, "Response (201)".
const CUSTOMERS_ANSWER = {
  customer_id: 'cus_8q2ZrwJ3b5',
  kyb_link_url: 'https://kyb.linkio.world/link/cus_8q2ZrwJ3b5',
  status: 'pending',
  created_at: '2025-09-12T10:23:54Z',
};

describe('createBusinessCustomer against the documented provider', () => {
  it('sends the documented request (alpha-3 country, E.164 phone, idempotency key) and reads the /v2/customers answer', async () => {
    answer = { status: 200, body: CUSTOMERS_ANSWER };
    const value = input();
    const payload = await create(value);
    expect(payload.userErrors).toEqual([]);
    expect(payload.businessCustomer).toEqual({
      id: 'cus_8q2ZrwJ3b5',
      name: 'Acme Corp Solutions Ltd',
      email: 'ops@acme.example',
      phoneNumber: '+15550123',
      registeredAddress: '123 Business Street, Suite 100, New York, NY 10001',
      registeredCountry: 'USA',
      registeredCountryRaw: null,
      verificationStatus: 'PENDING',
      verificationStatusRaw: null,
      kybLink: 'https://kyb.linkio.world/link/cus_8q2ZrwJ3b5',
      kybLinkExpiresAt: null,
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', path: '/v2/business_customer' });
    expect(received[0]!.headers['idempotency-key']).toBe(value.idempotencyKey);
    expect(received[0]!.body).toEqual({
      business_name: 'Acme Corp Solutions Ltd',
      business_email: 'ops@acme.example',
      phone_number: '+15550123',
      registered_address: '123 Business Street, Suite 100, New York, NY 10001',
      registered_country: 'USA',
    });
  });

  it('sends an alpha-2 country as alpha-3', async () => {
    answer = { status: 200, body: CUSTOMERS_ANSWER };
    await create(input({ registeredCountry: 'gb', phoneNumber: '+44 (0)20 7946 0958' }));
    expect(received[0]!.body).toMatchObject({ registered_country: 'GBR', phone_number: '+442079460958' });
  });

  it('reads the reference page\'s answer (seed shape) and /otc/business_customer\'s, and a status in capitals', async () => {
    answer = {
      status: 200,
      body: {
        status: 'success',
        customer_id: 'cust_abc123xyz',
        kyb_link: 'https://verify.linkio.world/kyb/abc123',
        verification_status: 'PENDING',
        link_expires_at: '2024-11-04T14:00:00Z',
      },
    };
    expect((await create(input())).businessCustomer).toMatchObject({
      id: 'cust_abc123xyz',
      verificationStatus: 'PENDING',
      kybLink: 'https://verify.linkio.world/kyb/abc123',
      kybLinkExpiresAt: '2024-11-04T14:00:00.000Z',
    });

    answer = { status: 200, body: { code: 'CRT_SUCCESSFUL', CustomerID: 'acm123456', KYB_Link: 'https://kyb.linkio.world/link/acm123456', message: 'Customer created.' } };
    expect((await create(input())).businessCustomer).toMatchObject({
      id: 'acm123456',
      verificationStatus: 'PENDING',
      kybLink: 'https://kyb.linkio.world/link/acm123456',
      kybLinkExpiresAt: null,
    });
  });

  it('keeps a status outside the documented set as UNKNOWN with its text, and a link that is no URL as none, rather than failing a creation', async () => {
    answer = { status: 200, body: { ...CUSTOMERS_ANSWER, customer_id: 'cus_odd', status: 'awaiting_documents', kyb_link_url: 'see dashboard' } };
    const payload = await create(input());
    expect(payload.userErrors).toEqual([]);
    expect(payload.businessCustomer).toMatchObject({ id: 'cus_odd', verificationStatus: 'UNKNOWN', verificationStatusRaw: 'awaiting_documents', kybLink: null });
  });

  it('answers OUTCOME_UNKNOWN for a 200 that names no customer id: nothing proves the creation', async () => {
    answer = { status: 200, body: { status: 'pending', kyb_link_url: 'https://kyb.linkio.world/link/x' } };
    const value = input();
    const result = await harness.execute(CreateBusinessCustomerDocument, { input: value });
    expect(errorCodes(result)).toEqual(['OUTCOME_UNKNOWN']);
  });
});

describe('businessCustomer against the documented provider', () => {
  it('reads a customer in the documented shape: an alpha-2 or alpha-3 country as alpha-3, statuses in any case, a phone as the docs write it', async () => {
    answer = {
      status: 200,
      body: {
        customer_id: 'cus_8q2ZrwJ3b5',
        business_name: 'Acme Trading GmbH',
        business_email: 'ops@acme.example',
        phone_number: '+49 30 1234567',
        registered_address: 'Friedrichstr. 123, 10117 Berlin',
        registered_country: 'de',
        status: 'In Review',
        kyb_link_url: 'https://kyb.linkio.world/link/cus_8q2ZrwJ3b5',
        created_at: '2025-09-12T10:23:54Z',
      },
    };
    expect(await read('cus_8q2ZrwJ3b5')).toMatchObject({
      id: 'cus_8q2ZrwJ3b5',
      phoneNumber: '+49301234567',
      registeredCountry: 'DEU',
      registeredCountryRaw: null,
      verificationStatus: 'IN_REVIEW',
      kybLink: 'https://kyb.linkio.world/link/cus_8q2ZrwJ3b5',
    });
    expect(received[0]).toMatchObject({ method: 'GET', path: '/v2/business_customer/cus_8q2ZrwJ3b5' });

    for (const [status, expected] of [['APPROVED', 'APPROVED'], ['more_info', 'MORE_INFO'], ['Rejected', 'REJECTED']] as const) {
      answer = { status: 200, body: { status: 'success', customer_id: 'cus_1', business_name: 'A', business_email: 'a@b.example', phone_number: '+2348012345678', registered_address: 'x', registered_country: 'NGA', verification_status: status } };
      expect((await read('cus_1'))?.verificationStatus, status).toBe(expected);
    }
  });

  it('answers the contact fields a documented read leaves out from what the gateway recorded when it created the customer', async () => {
    answer = { status: 200, body: { ...CUSTOMERS_ANSWER, customer_id: 'cus_details' } };
    await create(input({ name: 'Recorded Ltd', registeredCountry: 'NG', phoneNumber: '+234 801 234 5678' }));
    answer = { status: 200, body: { customer_id: 'cus_details', kyb_link_url: 'https://kyb.linkio.world/link/cus_details', status: 'in_review', created_at: '2025-09-12T10:23:54Z' } };
    expect(await read('cus_details')).toMatchObject({
      id: 'cus_details',
      name: 'Recorded Ltd',
      email: 'ops@acme.example',
      phoneNumber: '+2348012345678',
      registeredCountry: 'NGA',
      verificationStatus: 'IN_REVIEW',
      kybLink: 'https://kyb.linkio.world/link/cus_details',
    });
  });

  it('keeps a country that is no assigned code, and an unknown status, as their text instead of failing the read', async () => {
    answer = {
      status: 200,
      body: {
        status: 'success',
        customer_id: 'cus_kosovo',
        business_name: 'Prishtina Trade',
        business_email: 'ops@pt.example',
        phone_number: '+38344123456',
        registered_address: 'Rruga 1, Prishtina',
        registered_country: 'XKX',
        verification_status: 'suspended',
      },
    };
    expect(await read('cus_kosovo')).toMatchObject({
      registeredCountry: null,
      registeredCountryRaw: 'XKX',
      verificationStatus: 'UNKNOWN',
      verificationStatusRaw: 'suspended',
    });
  });
});

describe('the documented creation answer, 201', () => {
  const logger = createLogger('silent');

  it('is read by the endpoint as a creation: its id, its status and its link', () => {
    // The provider client hands 2xx creations to the endpoint (datasources/ramp-client.ts); this is what it reads of docs/customers' 201.
    const customer = {
      business_name: 'Acme Trading GmbH',
      business_email: 'ops@acme.example',
      phone_number: '+49301234567',
      registered_address: 'Friedrichstr. 123, 10117 Berlin',
      registered_country: 'GBR',
    };
    const body = createBusinessCustomerEndpoint.response.parse(CUSTOMERS_ANSWER);
    expect(createBusinessCustomerEndpoint.read({ body, headers: {}, logger }, { customer, idempotencyKey: 'k' })).toEqual({
      businessCustomer: {
        id: 'cus_8q2ZrwJ3b5',
        name: 'Acme Trading GmbH',
        email: 'ops@acme.example',
        phoneNumber: '+49301234567',
        registeredAddress: 'Friedrichstr. 123, 10117 Berlin',
        registeredCountry: 'GBR',
        verificationStatus: 'pending',
        verificationStatusRaw: null,
        kybLink: 'https://kyb.linkio.world/link/cus_8q2ZrwJ3b5',
        kybLinkExpiresAt: null,
      },
      replayed: false,
    });
  });

  it('reads an answer wrapped in data, and refuses one without an id', () => {
    expect(getBusinessCustomerEndpoint.response.parse({ status: 'Success', data: { ...CUSTOMERS_ANSWER, registered_country: 'NG' } })).toMatchObject({
      id: 'cus_8q2ZrwJ3b5',
      registeredCountry: 'NGA',
      verificationStatus: 'pending',
    });
    expect(createBusinessCustomerEndpoint.response.safeParse({ ...CUSTOMERS_ANSWER, customer_id: '  ' }).success).toBe(false);
    expect(createBusinessCustomerEndpoint.response.safeParse('created').success).toBe(false);
  });
});
