// Compiled execution (src/platform/compiled-execution.ts) must answer exactly as graphql-js does:
// one emulator, two gateways (compiled, and with GRAPHQL_COMPILED_EXECUTION off), the same
// requests to both, their HTTP status and JSON bodies compared. The compiled gateway is asked
// each request three times: its first sighting runs graphql-js, the later ones the compiled query.
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { tempSqliteStore } from '../store/support/databases.js';
import { ESP_CARD } from './support/fixtures.js';
import { seedEspTransactions, startHarness, type Harness } from './support/harness.js';

let harness: Harness;
let interpreted: RunningGateway;

beforeAll(async () => {
  harness = await startHarness();
  interpreted = await startGateway(
    {
      port: 0,
      host: '127.0.0.1',
      nodeEnv: 'test',
      rampBaseUrl: harness.emulator.url,
      upstreamTimeoutMs: 5_000,
      upstreamConnections: 16,
      upstreamGetRetries: 2,
      upstreamRetryBaseMs: 5,
      connectionMaxPageSize: 100,
      logLevel: 'silent',
      store: tempSqliteStore(),
      circuitBreaker: { failureThreshold: 1_000_000, openMs: 1 },
      compiledExecution: false,
    },
    { logger: createLogger('silent') },
  );
  // A key's first request on a gateway also checks the key with the provider: not what is compared.
  for (const gateway of [harness.gateway, interpreted]) await post(gateway, { query: '{ viewer { mode } }' });
  await seedEspTransactions(harness, 3, 'offramp');
  await seedEspTransactions(harness, 2, 'onramp');
});

afterAll(async () => {
  await interpreted?.close();
  await harness?.close();
});

beforeEach(async () => {
  await harness.clearFaults();
});

interface Request {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

interface Answer {
  status: number;
  body: unknown;
  providerCalls: number;
}

async function post(gateway: RunningGateway, request: Request): Promise<Answer> {
  harness.clearProviderCalls();
  const response = await fetch(gateway.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ngnc-sec-key': harness.emulator.testKey },
    body: JSON.stringify(request),
  });
  return { status: response.status, body: withoutCreatedValues(await response.json()), providerCalls: harness.providerCalls().length };
}

// Two gateways creating the same thing get two ids; everything else must be the same.
const CREATED_VALUES = new Set(['id', 'reference', 'createdAt', 'expiresAt', 'idempotencyKey']);

function withoutCreatedValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCreatedValues);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, CREATED_VALUES.has(key) && typeof field === 'string' ? '…' : withoutCreatedValues(field)]),
  );
}

function errorCodes(answer: Answer): unknown[] {
  const { errors } = answer.body as { errors?: { extensions?: { code?: unknown } }[] };
  return (errors ?? []).map((error) => error.extensions?.code);
}

/** The compiled gateway's answers (graphql-js's, then the compiled query's twice), each equal to the interpreted gateway's. */
async function expectSameAnswers(request: Request, compare: { providerCalls: boolean } = { providerCalls: true }): Promise<Answer> {
  const expected = await post(interpreted, request);
  for (let sighting = 1; sighting <= 3; sighting++) {
    const answer = await post(harness.gateway, request);
    if (!compare.providerCalls) answer.providerCalls = expected.providerCalls;
    expect(answer, `sighting ${sighting}`).toEqual(expected);
  }
  return expected;
}

const LISTING = /* GraphQL */ `
  query Listing($first: Int, $after: String, $filter: EspTransactionFilter) {
    espTransactions(first: $first, after: $after, filter: $filter) {
      edges {
        cursor
        node { id reference direction asset currency amount payoutAmount rate bankName accountName accountNumber status createdAt
          espAccount { walletAddress chatUsername espCard emailAddress } }
      }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      totalCount
      summary { totalTransactions totalOnramps totalOfframps }
    }
  }
`;

const CREATE_ESP_OFFRAMP = /* GraphQL */ `
  mutation CreateEspOfframp($input: CreateEspOfframpInput!) {
    createEspOfframp(input: $input) {
      transaction { id direction amount currency status espAccount { chatUsername espCard } }
      userErrors { field code message }
    }
  }
`;

const RATE_QUOTE = /* GraphQL */ `
  query RateQuote($currency: Currency!, $amount: Decimal, $direction: TransactionDirection) {
    rateQuote(currency: $currency, amount: $amount, direction: $direction) { currency amount rate payoutAmount paymentMethod direction }
  }
`;

function offrampInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    currency: 'USD',
    amount: '120.5',
    bankName: 'Chase',
    accountNumber: '000123456789',
    accountName: 'Ada Obi',
    espAccount: { chatUsername: '@ada_obi' },
    ...overrides,
  };
}

describe('compiled execution answers as graphql-js', () => {
  it('a listing: every field, custom scalars, cursors, the same provider calls', async () => {
    const answer = await expectSameAnswers({ query: LISTING, variables: { first: 20 } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { espTransactions: { totalCount: 5 } } });
    await expectSameAnswers({ query: LISTING, variables: { first: 2, filter: { direction: 'ONRAMP', status: 'PENDING', from: '2020-01-01' } } });
  });

  it('aliases of one listing share their provider pages, as DataLoader batches them', async () => {
    const answer = await expectSameAnswers({
      query: `query Two { a: espTransactions(first: 2) { edges { node { id } } } b: espTransactions(first: 4) { totalCount edges { cursor } } }`,
    });
    expect(answer.providerCalls).toBe(1);
  });

  it('defaults of arguments and variables, enums served as their GraphQL names', async () => {
    await expectSameAnswers({ query: RATE_QUOTE, variables: { currency: 'EUR' } });
    await expectSameAnswers({ query: RATE_QUOTE, variables: { currency: 'NGN', amount: '12.5', direction: 'ONRAMP' } });
    await expectSameAnswers({ query: `query { rateQuote(currency: GBP) { rate paymentMethod direction } amountLimits(currency: BRL, operation: BRL_ONRAMP) { minimum maximum } }` });
  });

  it('variable errors are BAD_USER_INPUT with HTTP 400, as graphql-js words them', async () => {
    const cases: Request[] = [
      { query: LISTING, variables: { first: 'twenty' } },
      { query: LISTING, variables: { first: 2 ** 31 } },
      { query: LISTING, variables: { filter: { status: 'SETTLED' } } },
      { query: LISTING, variables: { filter: { from: 'yesterday', direction: 7 } } },
      { query: RATE_QUOTE, variables: {} },
      { query: RATE_QUOTE, variables: { currency: null } },
      { query: RATE_QUOTE, variables: { currency: 'EUR', amount: 12.5 } },
      { query: RATE_QUOTE, variables: { currency: 'EUR', amount: '1e5' } },
      { query: CREATE_ESP_OFFRAMP, variables: { input: offrampInput({ bankName: undefined, extra: 1 }) } },
    ];
    for (const request of cases) {
      const answer = await expectSameAnswers(request);
      expect(answer.status).toBe(400);
      expect(errorCodes(answer).every((code) => code === 'BAD_USER_INPUT')).toBe(true);
      expect(answer.body).not.toHaveProperty('data');
    }
  });

  it('@oneOf is enforced on variables: no provider call, nothing created', async () => {
    for (const espAccount of [{ chatUsername: '@ada_obi', espCard: ESP_CARD }, {}, { chatUsername: null }]) {
      const answer = await expectSameAnswers({ query: CREATE_ESP_OFFRAMP, variables: { input: offrampInput({ espAccount }) } });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
      expect(answer.providerCalls).toBe(0);
    }
  });

  it('a mutation: the created payload, and every userError at its path', async () => {
    const created = await expectSameAnswers({ query: CREATE_ESP_OFFRAMP, variables: { input: offrampInput() } });
    expect(created.body).toMatchObject({ data: { createEspOfframp: { transaction: { amount: '120.500000', status: 'PENDING' }, userErrors: [] } } });
    const refused = await expectSameAnswers({
      query: CREATE_ESP_OFFRAMP,
      variables: { input: offrampInput({ amount: 'abc', bankName: '', espAccount: { espCard: '1234' } }) },
    });
    expect(refused.body).toMatchObject({ data: { createEspOfframp: { transaction: null } } });
    expect(refused.providerCalls).toBe(0);
  });

  it('errors of resolvers: codes, paths, the provider refusal of a query, null bubbling to the root', async () => {
    const refusal = await expectSameAnswers({ query: `query { viewer { mode } rateQuote(currency: EUR, amount: "0") { rate } }` });
    expect(refusal.body).toMatchObject({ data: null, errors: [{ path: ['rateQuote'] }] });
    // KES is quoted for on-ramps only: the provider's refusal is passed on as the caller's error.
    const providerRefusal = await expectSameAnswers({ query: RATE_QUOTE, variables: { currency: 'KES', direction: 'OFFRAMP' } });
    expect(providerRefusal.body).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'currency' }] } }] });
    await harness.setFaults({ errorRate: 1, errorStatus: 500, pathPrefix: '/otc/rate_quote' });
    const system = await expectSameAnswers({
      query: `query { viewer { mode } limits: amountLimits(currency: USD, operation: ESP_OFFRAMP) { minimum } q1: rateQuote(currency: EUR) { rate } }`,
    });
    expect(system.body).toMatchObject({ data: null, errors: [{ path: ['q1'], extensions: { code: 'UPSTREAM_ERROR' } }] });
    await harness.setFaults({ errorRate: 1, errorStatus: 500, pathPrefix: '/v2/business_customer' });
    // graphql-js answers when the quote nulls `data`, without the customer's error: an operation
    // of several root fields is run by graphql-js (graphql-jit would wait and add it). The
    // customer's provider call may or may not have been counted by then.
    const both = await expectSameAnswers(
      { query: `query { customer: businessCustomer(id: "cus_x") { id } quote: rateQuote(currency: EUR, amount: "0") { rate } }` },
      { providerCalls: false },
    );
    // Several fields of one object failing at once: graphql-js stops at the first that nulls it.
    await harness.setFaults({ errorRate: 1, errorStatus: 500, pathPrefix: '/transactions' });
    const listing = await expectSameAnswers({ query: LISTING, variables: { first: 20 } });
    expect(listing.body).toMatchObject({ data: null, errors: [{ path: ['espTransactions'] }] });
    expect(both.body).toMatchObject({ data: null, errors: [{ path: ['quote'], extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('a mutation whose provider call fails after sending: OUTCOME_UNKNOWN', async () => {
    await harness.setFaults({ errorRate: 1, errorStatus: 503, pathPrefix: '/transactions/v2/esp_offramp' });
    const answer = await expectSameAnswers({ query: CREATE_ESP_OFFRAMP, variables: { input: offrampInput({ amount: '77' }) } });
    expect(answer.body).toMatchObject({ errors: [{ path: ['createEspOfframp'], extensions: { code: 'OUTCOME_UNKNOWN' } }] });
  });

  it('a mutation that fails stops the mutations after it, as graphql-js runs them one after another', async () => {
    await harness.setFaults({ errorRate: 1, errorStatus: 503, pathPrefix: '/transactions/v2/esp_offramp' });
    const query = `mutation Two($off: CreateEspOfframpInput!, $on: CreateEspOnrampInput!) {
      off: createEspOfframp(input: $off) { transaction { id } }
      on: createEspOnramp(input: $on) { transaction { id } }
    }`;
    const on = { currency: 'NGN', amount: '150000.50', bankName: 'GTBank', accountNumber: '0123456789', espAccount: { espCard: ESP_CARD } };
    const expected = await post(interpreted, { query, variables: { off: offrampInput({ amount: '78' }), on } });
    expect(harness.providerCalls('POST', '/transactions/v2/esp_onramp')).toEqual([]);
    for (let sighting = 1; sighting <= 3; sighting++) {
      const answer = await post(harness.gateway, { query, variables: { off: offrampInput({ amount: '78' }), on } });
      expect(harness.providerCalls('POST', '/transactions/v2/esp_onramp'), `sighting ${sighting}`).toEqual([]);
      expect(answer, `sighting ${sighting}`).toEqual(expected);
    }
  });

  it('@skip and @include on fields, fragments and inline fragments, __typename', async () => {
    const viewer = `
      query Viewer($with: Boolean!, $without: Boolean!) {
        viewer { __typename mode livemode @include(if: $with) ...KeyFields @skip(if: $without) }
      }
      fragment KeyFields on Viewer { keySource }
    `;
    const listing = `
      query Listing($with: Boolean!, $without: Boolean!) {
        espTransactions(first: 1) { ... on EspTransactionConnection @include(if: $without) { totalCount } edges { node { ...Node } } }
      }
      fragment Node on EspTransaction { __typename direction status @skip(if: $with) }
    `;
    for (const query of [viewer, listing, `query { __typename }`]) {
      for (const variables of [
        { with: true, without: false },
        { with: false, without: true },
      ]) {
        await expectSameAnswers({ query, variables });
      }
    }
  });

  it('each operation of a document by its name; an unknown name is refused as before', async () => {
    const query = `query First { viewer { mode } } query Second { viewer { keySource } }`;
    const first = await expectSameAnswers({ query, operationName: 'First' });
    const second = await expectSameAnswers({ query, operationName: 'Second' });
    expect(first.body).not.toEqual(second.body);
    expect((await expectSameAnswers({ query, operationName: 'Third' })).status).toBe(400);
    expect((await expectSameAnswers({ query })).status).toBe(400);
  });

  // graphql-jit writes literal arguments into the compiled source and turns its marker strings
  // back into code: a caller's literal holding one must never run in the gateway.
  it('a string literal holding graphql-jit’s code markers runs nothing and answers as graphql-js', async () => {
    const seen = globalThis as { __compiledLiteralRan?: number };
    const ran = '(globalThis.__compiledLiteralRan=(globalThis.__compiledLiteralRan||0)+1)';
    const markers = [
      `__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d0+${ran}`,
      '__MAGIC_NAN__57f286b9_4c20_487f_b409_79804ddcb4f8',
      '__MAGIC_PLUS_INFINITY__bb201c39_3333_4695_b4ad_7f1722e7aa7a',
    ];
    for (const marker of markers) {
      await expectSameAnswers({ query: `{ node(id: ${JSON.stringify(marker)}) { id } }` });
      // The marker written with an escape is the same string once parsed.
      await expectSameAnswers({ query: `{ node(id: ${JSON.stringify(marker).replace('__MAGIC_', '\\u005F_MAGIC_')}) { id } }` });
      await expectSameAnswers({ query: `query ($a: Decimal = ${JSON.stringify(marker)}) { rateQuote(currency: USD, amount: $a) { rate } }` });
    }
    expect(seen.__compiledLiteralRan).toBeUndefined();
  });

  it('introspection', async () => {
    await expectSameAnswers({ query: getIntrospectionQuery({ specifiedByUrl: true, directiveIsRepeatable: true, inputValueDeprecation: true, oneOf: true }) });
    await expectSameAnswers({ query: `query { __type(name: "EspAccountInput") { name isOneOf inputFields { name type { name } } } }` });
  });
});
