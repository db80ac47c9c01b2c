// Subgraph mode (GRAPHQL_FEDERATION): the gateway as an Apollo Federation 2 subgraph, composed
// with a second subgraph into a supergraph and queried through a real router (@apollo/gateway),
// over HTTP against the emulator; and `_service`/`_entities` asked of the gateway directly, as
// anyone who reaches a subgraph could.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchema, GraphQLObjectType, GraphQLSchema, lexicographicSortSchema, print, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subgraphOperations } from '../../scripts/federation-documents/router-operations.js';
import { readEnvironment } from '../../src/config.js';
import { gatewayTypeDefs } from '../../src/schema.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { forceTransition, gatewayConfig, subscribe, wsClient } from '../events/support/live-harness.js';
import { MANIFEST_PATH, manifestOperation } from '../security/manifest.js';
import { tempSqliteStore } from '../store/support/databases.js';
import { emulatorKeyPrefixes } from '../support/emulator-profile.js';
import {
  BusinessCustomerDocument,
  CreateBusinessCustomerDocument,
  LiveBusinessCustomerDocument,
  CreateOfframpDocument,
  LiveOfframpStatusDocument,
  ViewerDocument,
} from '../generated/graphql.js';
import { REPOSITORY_ROOT } from '../docs/readme.js';
import { ABA_ROUTING_NUMBER, ETHEREUM_ADDRESS } from './support/fixtures.js';
import { dataOf, errorCodes, startHarness, type Harness } from './support/harness.js';
import { composeSupergraph, startHiveRouter, startPayoutsSubgraph, startRouter, subgraphSdl, type PayoutsSubgraph, type Router } from './support/supergraph.js';

let harness: Harness;
let payouts: PayoutsSubgraph;
let router: Router;
let hiveRouter: Router;
let supergraphSdl: string;

beforeAll(async () => {
  harness = await startHarness({ gateway: { federation: true } });
  payouts = await startPayoutsSubgraph();
  supergraphSdl = composeSupergraph([
    { name: 'ramp', url: harness.gateway.graphqlUrl, sdl: await subgraphSdl(harness.gateway.graphqlUrl) },
    { name: 'payouts', url: payouts.url, sdl: payouts.sdl },
  ]);
  router = await startRouter(supergraphSdl);
  hiveRouter = await startHiveRouter(supergraphSdl);
});

afterAll(async () => {
  await router?.stop();
  await hiveRouter?.stop();
  await payouts?.stop();
  await harness?.close();
});

const offrampInput = {
  customerId: 'cust-federation',
  currency: 'USD',
  amount: '150',
  stablecoin: 'USDC',
  network: 'ETHEREUM',
  walletAddress: ETHEREUM_ADDRESS,
  payoutAccount: { ach: { accountNumber: '123456789', routingNumber: ABA_ROUTING_NUMBER, accountName: 'Acme Inc' } },
} as const;

async function createOfframp(key?: string): Promise<{ id: string; reference: string | null }> {
  const result = await harness.execute(CreateOfframpDocument, { input: { ...offrampInput, idempotencyKey: randomUUID() } }, key === undefined ? {} : { key });
  const offramp = dataOf(result).createOfframp.offramp!;
  return { id: offramp.id, reference: offramp.reference };
}

async function createBusinessCustomer(name: string): Promise<string> {
  const result = await harness.execute(CreateBusinessCustomerDocument, {
    input: {
      name,
      email: 'ops@federation.example',
      phoneNumber: '+2348012345678',
      registeredAddress: '1 Marina, Lagos',
      registeredCountry: 'NG',
      idempotencyKey: randomUUID(),
    },
  });
  return dataOf(result).createBusinessCustomer.businessCustomer!.id;
}

/** A GraphQL request straight to a gateway, as a router (or anyone who reaches the subgraph) sends it. */
async function direct(query: string, variables: Record<string, unknown> = {}, key: string | null = harness.emulator.testKey, url = harness.gateway.graphqlUrl) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'ngnc-sec-key': key }) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, json: (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
}

const ENTITIES = `
  query Entities($representations: [_Any!]!) {
    _entities(representations: $representations) {
      __typename
      ... on Offramp { id reference status }
      ... on BusinessCustomer { id name verificationStatus }
    }
  }
`;

describe('the subgraph schema', () => {
  it('serves its SDL with both entities keyed by id, to a caller without a key', async () => {
    const sdl = await subgraphSdl(harness.gateway.graphqlUrl);
    expect(sdl).toContain('@link(url: "https://specs.apollo.dev/federation/v2.0", import: ["@key"])');
    expect(sdl).toMatch(/type Offramp\s+@key\(fields: "id"\)/);
    expect(sdl).toMatch(/type BusinessCustomer\s+@key\(fields: "id"\)/);
    // The subscriptions compose too: the supergraph carries them (a router serves them or not, docs/operations.md).
    expect(supergraphSdl).toContain('offrampUpdated');
  });

  it("sends no inline trace (every field's timing and errors) to whoever asks for one as a router does", async () => {
    const offramp = await createOfframp();
    const response = await fetch(harness.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': harness.emulator.testKey, 'apollo-federation-include-trace': 'ftv1' },
      body: JSON.stringify({ query: ENTITIES, variables: { representations: [{ __typename: 'Offramp', id: offramp.id }, { __typename: 'BusinessCustomer', id: 'cus_missing' }] } }),
    });
    const body = (await response.json()) as { data?: unknown; extensions?: Record<string, unknown> };
    expect(body.data).toMatchObject({ _entities: [{ id: offramp.id }, null] });
    expect(body.extensions?.['ftv1']).toBeUndefined();
  });

  it('answers the same queries as in default mode', async () => {
    expect(dataOf(await harness.execute(ViewerDocument)).viewer).toEqual({ mode: 'TEST', livemode: false, keySource: 'REQUEST' });
  });

  it('serves subscriptions at the gateway itself, over graphql-ws, as in default mode', async () => {
    const id = await createBusinessCustomer('Subscribed Ltd');
    const client = wsClient(harness.gateway, { 'ngnc-sec-key': harness.emulator.testKey });
    try {
      const feed = subscribe(client, LiveBusinessCustomerDocument, { id });
      expect((await feed.next()).businessCustomerUpdated).toEqual({ id, verificationStatus: 'PENDING' });
      await feed.close();
    } finally {
      await client.dispose();
    }
  });
});

describe('through the supergraph', () => {
  it("reads the gateway's off-ramps and business customers as entities of another subgraph's payouts, with the key the router forwards", async () => {
    const offramp = await createOfframp();
    const customer = await createBusinessCustomer('Supergraph Ltd');
    payouts.payouts.splice(0, payouts.payouts.length, { id: 'payout-1', offrampId: offramp.id, beneficiaryId: customer }, { id: 'payout-2', offrampId: offramp.id, beneficiaryId: customer });
    harness.clearProviderCalls();

    const result = await router.query<{ payouts: unknown[] }>(
      '{ payouts { id offramp { id reference status amount stablecoin } beneficiary { id name verificationStatus registeredCountry } } }',
      {},
      harness.emulator.testKey,
    );

    const offrampFields = { id: offramp.id, reference: offramp.reference, status: 'PENDING', amount: '150.000000', stablecoin: 'USDC' };
    const beneficiary = { id: customer, name: 'Supergraph Ltd', verificationStatus: 'PENDING', registeredCountry: 'NGA' };
    expect(result).toEqual({
      data: {
        payouts: [
          { id: 'payout-1', offramp: offrampFields, beneficiary },
          { id: 'payout-2', offramp: offrampFields, beneficiary },
        ],
      },
    });
    // Two references to one customer are one provider read.
    expect(harness.providerCalls('GET', `/v2/business_customer/${customer}`)).toHaveLength(1);
  });

  it('gives a key that does not own the off-ramp what offramp(id:) and businessCustomer(id:) give it: null', async () => {
    const offramp = await createOfframp();
    const customer = await createBusinessCustomer('Not Yours Ltd');
    payouts.payouts.splice(0, payouts.payouts.length, { id: 'payout-3', offrampId: offramp.id, beneficiaryId: customer });
    const liveKey = harness.emulator.liveKey;

    const direct = {
      offramp: dataOf(await harness.execute(LiveOfframpStatusDocument, { id: offramp.id }, { key: liveKey })).offramp,
      businessCustomer: dataOf(await harness.execute(BusinessCustomerDocument, { id: customer }, { key: liveKey })).businessCustomer,
    };
    expect(direct).toEqual({ offramp: null, businessCustomer: null });

    for (const through of [router, hiveRouter]) {
      const result = await through.query('{ payouts { id offramp { id status } beneficiary { id name } } }', {}, liveKey);
      expect(result.data).toEqual({ payouts: [{ id: 'payout-3', offramp: null, beneficiary: null }] });
      expect(errorCodes(result)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    }
  });

  it("costs the client only the entities its key may not read, through Hive Gateway as through @apollo/gateway", async () => {
    const mine = await createOfframp();
    const theirs = await createOfframp(harness.emulator.liveKey);
    payouts.payouts.splice(
      0,
      payouts.payouts.length,
      { id: 'payout-mine', offrampId: mine.id, beneficiaryId: 'cus_unused' },
      { id: 'payout-theirs', offrampId: theirs.id, beneficiaryId: 'cus_unused' },
      { id: 'payout-unknown', offrampId: 'otc_missing', beneficiaryId: 'cus_unused' },
    );
    for (const through of [router, hiveRouter]) {
      const result = await through.query('{ payouts { id offramp { id reference status } } }', {}, harness.emulator.testKey);
      expect(result.data).toEqual({
        payouts: [
          { id: 'payout-mine', offramp: { id: mine.id, reference: mine.reference, status: 'PENDING' } },
          { id: 'payout-theirs', offramp: null },
          { id: 'payout-unknown', offramp: null },
        ],
      });
      // Each error at (or under) the entity it cost; a router may report one per field selected of it.
      expect(new Set(errorCodes(result))).toEqual(new Set(['NOT_FOUND']));
      expect(new Set(result.errors?.map((error) => error.path?.slice(0, 3).join('.')))).toEqual(new Set(['payouts.1.offramp', 'payouts.2.offramp']));
    }
  });

  it('without a forwarded key, answers UNAUTHENTICATED as the direct query does', async () => {
    const offramp = await createOfframp();
    payouts.payouts.splice(0, payouts.payouts.length, { id: 'payout-4', offrampId: offramp.id, beneficiaryId: 'cus_any' });
    expect(errorCodes(await harness.execute(LiveOfframpStatusDocument, { id: offramp.id }, { key: null }))).toEqual(['UNAUTHENTICATED']);

    const result = await router.query('{ payouts { id offramp { id status } } }');
    expect(result.data).toEqual({ payouts: [{ id: 'payout-4', offramp: null }] });
    expect(errorCodes(result)).toEqual(['UNAUTHENTICATED']);
  });
});

/** The client headers docs/operations.md's router.yaml ("Subgraph mode") has a router forward to the gateway. */
function documentedForwardedHeaders(): string[] {
  const operations = readFileSync(join(REPOSITORY_ROOT, 'docs/operations.md'), 'utf8');
  const routerYaml = [...operations.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]!).find((block) => block.includes('propagate'));
  if (routerYaml === undefined) throw new Error('docs/operations.md has no router.yaml with header propagation');
  return [...routerYaml.matchAll(/propagate: \{ named: ([\w-]+) \}/g)].map((match) => match[1]!);
}

describe('through a router forwarding the headers docs/operations.md lists', () => {
  it('replays a createOfframp retried with the same idempotency-key header instead of creating a second off-ramp', async () => {
    const documented = await startRouter(supergraphSdl, documentedForwardedHeaders());
    try {
      harness.clearProviderCalls();
      const idempotencyKey = `federation-retry-${randomUUID()}`;
      // A client that lost the answer sends the same request again, its key in the header.
      const send = () =>
        documented.query<{ createOfframp: { offramp: { id: string } | null } }>(
          print(CreateOfframpDocument),
          { input: offrampInput },
          harness.emulator.testKey,
          { 'idempotency-key': idempotencyKey },
        );
      const first = await send();
      const second = await send();
      expect(first.errors).toBeUndefined();
      expect(second.data?.createOfframp.offramp?.id).toBe(first.data?.createOfframp.offramp?.id);
      expect(harness.providerCalls('POST', '/otc/offramp')).toHaveLength(1);
    } finally {
      await documented.stop();
    }
  });

  it("never hands the provider a supergraph client's own Authorization, meant for other subgraphs", async () => {
    const documented = await startRouter(supergraphSdl, documentedForwardedHeaders());
    try {
      harness.clearProviderCalls();
      // A client of the supergraph signed in to it, with no provider key of its own.
      const sessionToken = `eyJhbGciOiJIUzI1NiJ9.${randomUUID()}.signature`;
      const result = await documented.query('{ viewer { mode } }', {}, undefined, { authorization: `Bearer ${sessionToken}` });
      expect(errorCodes(result)).toEqual(['UNAUTHENTICATED']);
      expect(harness.providerCalls()).toEqual([]);
    } finally {
      await documented.stop();
    }
  });
});

describe('_entities asked directly', () => {
  it('answers both types by id, in the order of the representations, an unknown id as a NOT_FOUND error at its own place', async () => {
    const offramp = await createOfframp();
    const customer = await createBusinessCustomer('Direct Ltd');
    const { json } = await direct(ENTITIES, {
      representations: [
        { __typename: 'BusinessCustomer', id: customer },
        { __typename: 'Offramp', id: offramp.id },
        { __typename: 'Offramp', id: 'otc_missing' },
        { __typename: 'BusinessCustomer', id: 'cus_missing' },
      ],
    });
    expect(json).toEqual({
      data: {
        _entities: [
          { __typename: 'BusinessCustomer', id: customer, name: 'Direct Ltd', verificationStatus: 'PENDING' },
          { __typename: 'Offramp', id: offramp.id, reference: offramp.reference, status: 'PENDING' },
          null,
          null,
        ],
      },
      errors: [
        { message: 'No Offramp with this id can be read with this key.', locations: expect.any(Array), path: ['_entities', 2], extensions: { code: 'NOT_FOUND' } },
        { message: 'No BusinessCustomer with this id can be read with this key.', locations: expect.any(Array), path: ['_entities', 3], extensions: { code: 'NOT_FOUND' } },
      ],
    });
  });

  it('reads each business customer once however many representations name it', async () => {
    const customer = await createBusinessCustomer('Batch Ltd');
    harness.clearProviderCalls();
    const { json } = await direct(ENTITIES, { representations: Array.from({ length: 5 }, () => ({ __typename: 'BusinessCustomer', id: customer })) });
    expect(json.errors).toBeUndefined();
    expect(harness.providerCalls('GET', `/v2/business_customer/${customer}`)).toHaveLength(1);
  });

  it("refuses a representation without a string id, or of a type that is no entity, as the caller's mistake", async () => {
    const noId = await direct(ENTITIES, { representations: [{ __typename: 'Offramp', id: 42 }] });
    expect(errorCodes(noId.json as never)).toEqual(['BAD_USER_INPUT']);
    // A Viewer is no entity: nothing of the representation is echoed back as data.
    for (const stranger of [{ __typename: 'Viewer', mode: 'LIVE' }, { __typename: 'NoSuchType', id: 'x' }, { id: 'otc_no_typename' }]) {
      const { json } = await direct('query($r: [_Any!]!) { _entities(representations: $r) { __typename } }', { r: [{ __typename: 'Offramp', id: 'otc_missing' }, stranger] });
      expect(json.data).toBeNull();
      expect(errorCodes(json as never)).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('checks the key with the provider before it runs, as every operation over HTTP', async () => {
    const offramp = await createOfframp();
    const { status, json } = await direct(ENTITIES, { representations: [{ __typename: 'Offramp', id: offramp.id }] }, 'sk_test_not_a_key_the_provider_knows');
    expect(status).toBe(401);
    expect(errorCodes(json as never)).toEqual(['UNAUTHENTICATED']);
  });
});

/** Another gateway in subgraph mode on the harness's emulator, with its own store and these settings. */
function subgraphGateway(overrides: Partial<Parameters<typeof startGateway>[0]>): Promise<RunningGateway> {
  return startGateway({
    ...gatewayConfig(harness.emulator.url, {}, tempSqliteStore()),
    keyPrefixes: emulatorKeyPrefixes(harness.emulator),
    federation: true,
    ...overrides,
  });
}

describe('limits in subgraph mode', () => {
  let production: RunningGateway;

  beforeAll(async () => {
    production = await subgraphGateway({ nodeEnv: 'production', security: { maxCost: 300 } });
  });

  afterAll(async () => {
    await production?.close();
  });

  it('counts aliases of _entities as of any field', async () => {
    const aliases = Array.from({ length: 16 }, (_, index) => `e${index}: _entities(representations: $r) { __typename }`).join(' ');
    const { status, json } = await direct(`query($r: [_Any!]!) { ${aliases} }`, { r: [{ __typename: 'Offramp', id: 'otc_missing' }] });
    expect(status).toBe(400);
    expect(errorCodes(json as never)).toEqual(['TOO_MANY_ALIASES']);
  });

  it('refuses a batch of more representations than one page, before any provider read', async () => {
    harness.clearProviderCalls();
    const representations = Array.from({ length: 101 }, (_, index) => ({ __typename: 'BusinessCustomer', id: `cus_batch_${index}` }));
    const { status, json } = await direct(ENTITIES, { representations });
    expect(status).toBe(400);
    expect(json.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_ENTITIES', limit: 100 });
    // Written inline, the batch counts the same.
    const inline = representations.map(({ id }) => `{ __typename: "BusinessCustomer", id: "${id}" }`).join(' ');
    const written = await direct(`{ _entities(representations: [${inline}]) { __typename } }`);
    expect(written.json.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_ENTITIES', limit: 100 });
    expect(harness.providerCalls('GET').filter((call) => call.path.startsWith('/v2/business_customer/'))).toEqual([]);
  });

  it('refuses a batch of more than one page over GET and over graphql-ws as over POST, before any provider read', async () => {
    const gateway = await subgraphGateway({ security: { websocketAllOperations: true } });
    const client = wsClient(gateway, { 'ngnc-sec-key': harness.emulator.testKey });
    try {
      harness.clearProviderCalls();
      const variables = { representations: Array.from({ length: 101 }, (_, index) => ({ __typename: 'BusinessCustomer', id: `cus_transport_${index}` })) };
      const url = new URL(gateway.graphqlUrl);
      url.searchParams.set('query', ENTITIES);
      url.searchParams.set('variables', JSON.stringify(variables));
      const overGet = await fetch(url, { headers: { 'ngnc-sec-key': harness.emulator.testKey } });
      expect(overGet.status).toBe(400);
      expect(errorCodes((await overGet.json()) as never)).toEqual(['TOO_MANY_ENTITIES']);
      const overWs = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: ENTITIES, variables }, { next: (result) => resolve(result.errors), error: resolve, complete: () => resolve(undefined) });
      });
      expect(overWs).toEqual([expect.objectContaining({ extensions: { code: 'TOO_MANY_ENTITIES', limit: 100 } })]);
      expect(harness.providerCalls('GET').filter((call) => call.path.startsWith('/v2/business_customer/'))).toEqual([]);
    } finally {
      await client.dispose();
      await gateway.close();
    }
  });

  it("counts the representations of an operation's _entities fields together: aliases do not make more pages", async () => {
    harness.clearProviderCalls();
    const batch = (field: number) => Array.from({ length: 60 }, (_, index) => ({ __typename: 'BusinessCustomer', id: `cus_alias_${field}_${index}` }));
    const { status, json } = await direct('query($a: [_Any!]!, $b: [_Any!]!) { a: _entities(representations: $a) { __typename } b: _entities(representations: $b) { __typename } }', { a: batch(0), b: batch(1) });
    expect(status).toBe(400);
    expect(json.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_ENTITIES', limit: 100 });
    expect(harness.providerCalls('GET').filter((call) => call.path.startsWith('/v2/business_customer/'))).toEqual([]);
  });

  it("counts a batch that is its variable's default value as one sent in the variable", async () => {
    harness.clearProviderCalls();
    const inline = Array.from({ length: 101 }, (_, index) => `{ __typename: "BusinessCustomer", id: "cus_default_${index}" }`).join(' ');
    const { status, json } = await direct(`query($r: [_Any!]! = [${inline}]) { _entities(representations: $r) { __typename } }`);
    expect(status).toBe(400);
    expect(json.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_ENTITIES', limit: 100 });
    expect(harness.providerCalls('GET').filter((call) => call.path.startsWith('/v2/business_customer/'))).toEqual([]);
    // And costs as many times as it has representations.
    const sixty = Array.from({ length: 60 }, (_, index) => `{ __typename: "Offramp", id: "otc_default_${index}" }`).join(' ');
    const costly = await direct(`query($r: [_Any!]! = [${sixty}]) { _entities(representations: $r) { __typename ... on Offramp { id reference status } } }`, {}, harness.emulator.testKey, production.graphqlUrl);
    expect(costly.status).toBe(400);
    expect(errorCodes(costly.json as never)).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it('costs a batch as many times as it has representations', async () => {
    const batch = (count: number) => ({ representations: Array.from({ length: count }, (_, index) => ({ __typename: 'Offramp', id: `otc_missing_${index}` })) });
    const one = await direct(ENTITIES, batch(1), harness.emulator.testKey, production.graphqlUrl);
    expect(one.json.data).toEqual({ _entities: [null] });
    expect(errorCodes(one.json as never)).toEqual(['NOT_FOUND']);
    const many = await direct(ENTITIES, batch(60), harness.emulator.testKey, production.graphqlUrl);
    expect(many.status).toBe(400);
    expect(errorCodes(many.json as never)).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it("counts a router's requests against the forwarded key's rate limit, each key on its own", async () => {
    const limited = await subgraphGateway({ security: { rateLimitRequests: 2 } });
    try {
      const batch = { representations: [{ __typename: 'Offramp', id: 'otc_missing' }] };
      const answers = [];
      for (let index = 0; index < 3; index++) answers.push(await direct(ENTITIES, batch, harness.emulator.testKey, limited.graphqlUrl));
      expect(answers.map(({ status }) => status)).toEqual([200, 200, 429]);
      expect(errorCodes(answers[2]!.json as never)).toEqual(['RATE_LIMITED']);
      expect((await direct(ENTITIES, batch, harness.emulator.liveKey, limited.graphqlUrl)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('serves the types of default mode unchanged, with only what federation adds', async () => {
    // Production's schema: @apollo/subgraph drops the description of an enum value added by an
    // `extend enum`, which only test mode's SDL has (UserErrorCode.ILLEGAL_TRANSITION).
    const plain = buildSchema(gatewayTypeDefs({ testHelpers: false }).join('\n'));
    const subgraph = buildSchema(await subgraphSdl(production.graphqlUrl));
    const query = subgraph.getQueryType()!.toConfig();
    const { _entities: _e, _service: _s, ...queryFields } = query.fields;
    const withoutFederation = new GraphQLSchema({
      ...subgraph.toConfig(),
      query: new GraphQLObjectType({ ...query, fields: queryFields }),
      types: subgraph.toConfig().types.filter((type) => !['_Any', '_Entity', '_Service', 'link__Import', 'link__Purpose', 'federation__FieldSet', 'Query'].includes(type.name)),
      directives: plain.getDirectives(),
    });
    expect(printSchema(lexicographicSortSchema(withoutFederation))).toBe(printSchema(lexicographicSortSchema(plain)));
  });


  it('answers _service { sdl } where introspection is off, and only the schema: no key, no data', async () => {
    const introspection = await direct('{ __schema { queryType { name } } }', {}, harness.emulator.testKey, production.graphqlUrl);
    expect(introspection.json.data).toBeUndefined();
    const sdl = await subgraphSdl(production.graphqlUrl);
    expect(sdl).toMatch(/type Offramp\s+@key\(fields: "id"\)/);
    // Production leaves the test helpers out of the SDL as out of the schema.
    expect(sdl).not.toContain('testMoveOfframp');
  });
});

describe('trusted documents in subgraph mode', () => {
  const BENEFICIARIES = 'query PayoutBeneficiaries { payouts { id beneficiary { id name } } }';
  const BENEFICIARY_STATUSES = 'query PayoutBeneficiaryStatuses { payouts { id beneficiary { id verificationStatus } } }';
  // Hive Gateway sends the two entity fetches of this one as one merged document.
  const PAYOUT_DETAILS = 'query PayoutDetails { viewer { mode livemode } payouts { id offramp { id reference status } beneficiary { id name } } }';
  let trusted: RunningGateway;
  let trustedRouter: Router;
  let trustedHiveRouter: Router;
  let routerManifest: Record<string, string>;
  let manifestFolder: string | undefined;

  beforeAll(async () => {
    // The router's operations for the client's trusted ones, as `npm run federation:documents` writes them.
    routerManifest = subgraphOperations(supergraphSdl, [BENEFICIARIES, PAYOUT_DETAILS], 'ramp');
    // Beside the operations of the frontends that reach the gateway directly.
    const clients = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Record<string, string>;
    manifestFolder = mkdtempSync(join(tmpdir(), 'federation-manifest-'));
    const path = join(manifestFolder, 'manifest.json');
    writeFileSync(path, JSON.stringify({ ...clients, ...routerManifest }));
    trusted = await subgraphGateway({ security: { trustedDocumentsPath: path } });
    // Composed from the open gateway's SDL: the trusted one answers only its manifest.
    const trustedSupergraph = composeSupergraph([
      { name: 'ramp', url: trusted.graphqlUrl, sdl: await subgraphSdl(harness.gateway.graphqlUrl) },
      { name: 'payouts', url: payouts.url, sdl: payouts.sdl },
    ]);
    trustedRouter = await startRouter(trustedSupergraph);
    trustedHiveRouter = await startHiveRouter(trustedSupergraph);
  });

  afterAll(async () => {
    await trustedRouter?.stop();
    await trustedHiveRouter?.stop();
    await trusted?.close();
    if (manifestFolder !== undefined) rmSync(manifestFolder, { recursive: true, force: true });
  });

  it("lists the router's _entities operations for the client's trusted operations", () => {
    expect(Object.values(routerManifest)).toContainEqual(expect.stringMatching(/^query PayoutBeneficiaries__ramp__\d+\(\$representations:\[_Any!\]!\)\{_entities\(representations:\$representations\)/));
  });

  it("runs what Hive Gateway sends for a client's trusted operations, merged fetches included, and refuses what it sends for any other", async () => {
    const createdOfframp = await direct(manifestOperation('CreateOfframp').text, { input: { ...offrampInput, idempotencyKey: randomUUID() } }, harness.emulator.testKey, trusted.graphqlUrl);
    const offramp = (createdOfframp.json.data as { createOfframp: { offramp: { id: string; reference: string | null } } }).createOfframp.offramp;
    const createdCustomer = await direct(
      manifestOperation('CreateBusinessCustomer').text,
      { input: { name: 'Hive Trusted Ltd', email: 'ops@trusted.example', phoneNumber: '+2348012345678', registeredAddress: '1 Marina, Lagos', registeredCountry: 'NG', idempotencyKey: randomUUID() } },
      harness.emulator.testKey,
      trusted.graphqlUrl,
    );
    const customer = (createdCustomer.json.data as { createBusinessCustomer: { businessCustomer: { id: string } } }).createBusinessCustomer.businessCustomer.id;
    payouts.payouts.splice(0, payouts.payouts.length, { id: 'payout-hive', offrampId: offramp.id, beneficiaryId: customer });

    expect(await trustedHiveRouter.query(BENEFICIARIES, {}, harness.emulator.testKey)).toEqual({
      data: { payouts: [{ id: 'payout-hive', beneficiary: { id: customer, name: 'Hive Trusted Ltd' } }] },
    });
    expect(await trustedHiveRouter.query(PAYOUT_DETAILS, {}, harness.emulator.testKey)).toEqual({
      data: {
        viewer: { mode: 'TEST', livemode: false },
        payouts: [{ id: 'payout-hive', offramp: { id: offramp.id, reference: offramp.reference, status: 'PENDING' }, beneficiary: { id: customer, name: 'Hive Trusted Ltd' } }],
      },
    });

    const unlisted = await trustedHiveRouter.query(BENEFICIARY_STATUSES, {}, harness.emulator.testKey);
    expect(unlisted.data).toEqual({ payouts: [{ id: 'payout-hive', beneficiary: null }] });
    expect(errorCodes(unlisted)).toContain('OPERATION_NOT_TRUSTED');
  });

  it('runs a trusted fetch however a router names and writes it (Hive Gateway, Apollo Router), and refuses a field or root field no listed operation has', async () => {
    const representations = [{ __typename: 'BusinessCustomer', id: 'cus_any' }];
    // Hive Gateway's way of writing PayoutBeneficiaries' fetch, alone and merged with a fetch of PayoutDetails.
    const hiveWritten = 'query PayoutBeneficiaries($representations:[_Any!]!){_entities(representations:$representations){__typename ...on BusinessCustomer{name}}}';
    expect(errorCodes((await direct(hiveWritten, { representations }, harness.emulator.testKey, trusted.graphqlUrl)).json as never)).toEqual(['NOT_FOUND']);
    const merged = 'query PayoutBeneficiaries($_v0_representations:[_Any!]!){_v0__entities:_entities(representations:$_v0_representations){__typename ...on BusinessCustomer{name}}_v1_viewer:viewer{mode livemode}}';
    expect((await direct(merged, { _v0_representations: representations }, harness.emulator.testKey, trusted.graphqlUrl)).json.data).toMatchObject({ _v1_viewer: { mode: 'TEST' } });
    // Apollo Router's default way of writing them: each type condition a generated named fragment.
    const withFragments = Object.values(subgraphOperations(supergraphSdl, [BENEFICIARIES, PAYOUT_DETAILS], 'ramp', { generateQueryFragments: true }));
    expect(withFragments.filter((text) => text.includes('fragment _generated_'))).not.toEqual([]);
    for (const text of withFragments) {
      const { json } = await direct(text, { representations }, harness.emulator.testKey, trusted.graphqlUrl);
      expect(errorCodes(json as never)).not.toContain('OPERATION_NOT_TRUSTED');
    }
    for (const untrusted of [
      'query PayoutBeneficiaries($representations:[_Any!]!){_entities(representations:$representations){__typename ...on BusinessCustomer{name email}}}',
      'query PayoutBeneficiaries($_v0_representations:[_Any!]!){_v0__entities:_entities(representations:$_v0_representations){...on BusinessCustomer{name}}_v1_viewer:viewer{livemode}}',
      'query PayoutBeneficiaries($representations:[_Any!]!){_entities(representations:$representations){...on BusinessCustomer{name}} _service{sdl}}',
    ]) {
      const { json } = await direct(untrusted, { representations, _v0_representations: representations }, harness.emulator.testKey, trusted.graphqlUrl);
      expect(errorCodes(json as never)).toEqual(['OPERATION_NOT_TRUSTED']);
    }
    // Fragments that double at each step are not written out to compare them: refused as they are.
    const doubling = Array.from({ length: 24 }, (_, index) => `fragment F${index} on BusinessCustomer{...F${index + 1} ...F${index + 1}}`).join(' ');
    const exploding = `query($representations:[_Any!]!){_entities(representations:$representations){...F0}} ${doubling} fragment F24 on BusinessCustomer{name}`;
    expect(errorCodes((await direct(exploding, { representations }, harness.emulator.testKey, trusted.graphqlUrl)).json as never)).toEqual(['OPERATION_NOT_TRUSTED']);
  });

  it("runs what the router sends for a client's trusted operation, and refuses what it sends for any other", async () => {
    const created = await direct(
      manifestOperation('CreateBusinessCustomer').text,
      {
        input: {
          name: 'Trusted Ltd',
          email: 'ops@trusted.example',
          phoneNumber: '+2348012345678',
          registeredAddress: '1 Marina, Lagos',
          registeredCountry: 'NG',
          idempotencyKey: randomUUID(),
        },
      },
      harness.emulator.testKey,
      trusted.graphqlUrl,
    );
    const customer = (created.json.data as { createBusinessCustomer: { businessCustomer: { id: string } } }).createBusinessCustomer.businessCustomer.id;
    payouts.payouts.splice(0, payouts.payouts.length, { id: 'payout-5', offrampId: 'otc_unused', beneficiaryId: customer });

    const listed = await trustedRouter.query(BENEFICIARIES, {}, harness.emulator.testKey);
    expect(listed).toEqual({ data: { payouts: [{ id: 'payout-5', beneficiary: { id: customer, name: 'Trusted Ltd' } }] } });

    const unlisted = await trustedRouter.query(BENEFICIARY_STATUSES, {}, harness.emulator.testKey);
    expect(unlisted.data).toEqual({ payouts: [{ id: 'payout-5', beneficiary: null }] });
    // @apollo/gateway reports a subgraph's 400 as its own error, with the subgraph's answer inside.
    expect(unlisted.errors).toHaveLength(1);
    expect(unlisted.errors?.[0]?.extensions?.response).toMatchObject({ status: 400, body: { errors: [{ extensions: { code: 'OPERATION_NOT_TRUSTED' } }] } });
  });

  it('refuses _service and _entities sent by hand, as any operation not in the manifest', async () => {
    expect(errorCodes((await direct('{ _service { sdl } }', {}, null, trusted.graphqlUrl)).json as never)).toEqual(['OPERATION_NOT_TRUSTED']);
    const entities = await direct(ENTITIES, { representations: [{ __typename: 'Offramp', id: 'otc_any' }] }, harness.emulator.testKey, trusted.graphqlUrl);
    expect(errorCodes(entities.json as never)).toEqual(['OPERATION_NOT_TRUSTED']);
  });
});

describe("the business customer's DataLoader", () => {
  it('reads the provider again for each operation of one graphql-ws connection, in either mode', async () => {
    for (const federation of [false, true]) {
      const gateway = await subgraphGateway({ federation, security: { websocketAllOperations: true } });
      const client = wsClient(gateway, { 'ngnc-sec-key': harness.emulator.testKey });
      try {
        const id = await createBusinessCustomer(`Connection Ltd ${federation}`);
        // An open subscription keeps the (lazy) connection up between the queries.
        const feed = subscribe(client, LiveBusinessCustomerDocument, { id });
        expect((await feed.next()).businessCustomerUpdated).toEqual({ id, verificationStatus: 'PENDING' });
        const status = () =>
          new Promise<unknown>((resolve, reject) => {
            let data: unknown;
            client.subscribe(
              { query: 'query($id: ID!) { businessCustomer(id: $id) { verificationStatus } }', variables: { id } },
              { next: (result) => (data = result.data ?? result.errors), error: reject, complete: () => resolve(data) },
            );
          });
        expect(await status()).toEqual({ businessCustomer: { verificationStatus: 'PENDING' } });
        await forceTransition(harness.emulator, 'business_customer', id, 'in_review');
        // The second query is a new operation on the same connection, answered as the provider has it now.
        expect(await status()).toEqual({ businessCustomer: { verificationStatus: 'IN_REVIEW' } });
        await feed.close();
      } finally {
        await client.dispose();
        await gateway.close();
      }
    }
  });
});

describe('default mode', () => {
  it('is the mode unless GRAPHQL_FEDERATION turns subgraph mode on', () => {
    expect(readEnvironment({}).federation).toBe(false);
    expect(readEnvironment({ GRAPHQL_FEDERATION: 'true' }).federation).toBe(true);
    expect(() => readEnvironment({ GRAPHQL_FEDERATION: 'subgraph' })).toThrow(/GRAPHQL_FEDERATION/);
  });

  it('has no _service and no _entities', async () => {
    const plain = await startHarness();
    try {
      for (const query of ['{ _service { sdl } }', 'query($r: [_Any!]!) { _entities(representations: $r) { __typename } }']) {
        const { json } = await direct(query, { r: [] }, harness.emulator.testKey, plain.gateway.graphqlUrl);
        expect(json.errors?.map((error) => error.message)).toContainEqual(expect.stringMatching(/Cannot query field "(_service|_entities)" on type "Query"/));
        expect(new Set(errorCodes(json as never))).toEqual(new Set(['GRAPHQL_VALIDATION_FAILED']));
      }
    } finally {
      await plain.close();
    }
  });
});

describe('a request that carries no caller key in subgraph mode', () => {
  it('is refused, not run with the server’s key, unless GRAPHQL_FEDERATION_SERVER_KEY says so', async () => {
    const refusing = await subgraphGateway({ rampApiKey: harness.emulator.testKey });
    const lending = await subgraphGateway({ rampApiKey: harness.emulator.testKey, federationServerKey: true });
    try {
      const refused = await direct('{ viewer { mode } }', {}, null, refusing.graphqlUrl);
      expect(errorCodes(refused.json as never)).toEqual(['UNAUTHENTICATED']);
      // The router's own schema read still needs no key.
      expect((await direct('{ _service { sdl } }', {}, null, refusing.graphqlUrl)).json.data).toMatchObject({ _service: { sdl: expect.any(String) } });
      expect((await direct('{ viewer { mode } }', {}, null, lending.graphqlUrl)).json).toEqual({ data: { viewer: { mode: 'TEST' } } });
    } finally {
      await refusing.close();
      await lending.close();
    }
    expect(readEnvironment({}).federationServerKey).toBe(false);
    expect(readEnvironment({ GRAPHQL_FEDERATION_SERVER_KEY: 'true' }).federationServerKey).toBe(true);
  });
});
