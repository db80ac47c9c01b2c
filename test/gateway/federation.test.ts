// Subgraph mode (GRAPHQL_FEDERATION): the gateway as an Apollo Federation 2 subgraph, composed
// with a second subgraph into a supergraph and queried through a real router (@apollo/gateway),
// over HTTP against the emulator; and `_service`/`_entities` asked of the gateway directly, as
// anyone who reaches a subgraph could.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BusinessCustomerDocument,
  CreateBusinessCustomerDocument,
  CreateOfframpDocument,
  LiveOfframpStatusDocument,
  ViewerDocument,
} from '../generated/graphql.js';
import { ABA_ROUTING_NUMBER, ETHEREUM_ADDRESS } from './support/fixtures.js';
import { dataOf, errorCodes, startHarness, type Harness } from './support/harness.js';
import { composeSupergraph, startPayoutsSubgraph, startRouter, subgraphSdl, type PayoutsSubgraph, type Router } from './support/supergraph.js';

let harness: Harness;
let payouts: PayoutsSubgraph;
let router: Router;
let supergraphSdl: string;

beforeAll(async () => {
  harness = await startHarness({ gateway: { federation: true } });
  payouts = await startPayoutsSubgraph();
  supergraphSdl = composeSupergraph([
    { name: 'ramp', url: harness.gateway.graphqlUrl, sdl: await subgraphSdl(harness.gateway.graphqlUrl) },
    { name: 'payouts', url: payouts.url, sdl: payouts.sdl },
  ]);
  router = await startRouter(supergraphSdl);
});

afterAll(async () => {
  await router?.stop();
  await payouts?.stop();
  await harness?.close();
});

async function createOfframp(key?: string): Promise<{ id: string; reference: string | null }> {
  const result = await harness.execute(
    CreateOfframpDocument,
    {
      input: {
        customerId: 'cust-federation',
        currency: 'USD',
        amount: '150',
        stablecoin: 'USDC',
        network: 'ETHEREUM',
        walletAddress: ETHEREUM_ADDRESS,
        payoutAccount: { ach: { accountNumber: '123456789', routingNumber: ABA_ROUTING_NUMBER, accountName: 'Acme Inc' } },
        idempotencyKey: randomUUID(),
      },
    },
    key === undefined ? {} : { key },
  );
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

/** A GraphQL request straight to the gateway, as a router (or anyone who reaches the subgraph) sends it. */
async function direct(query: string, variables: Record<string, unknown> = {}, key: string | null = harness.emulator.testKey) {
  const response = await fetch(harness.gateway.graphqlUrl, {
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

  it('answers the same queries as in default mode', async () => {
    expect(dataOf(await harness.execute(ViewerDocument)).viewer).toEqual({ mode: 'TEST', livemode: false, keySource: 'REQUEST' });
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

    const result = await router.query('{ payouts { id offramp { id status } beneficiary { id name } } }', {}, liveKey);
    expect(result.data).toEqual({ payouts: [{ id: 'payout-3', offramp: null, beneficiary: null }] });
    expect(result.errors).toBeUndefined();
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

describe('_entities asked directly', () => {
  it('answers both types by id, in the order of the representations, null for unknown ids', async () => {
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
    });
  });

  it('reads each business customer once however many representations name it', async () => {
    const customer = await createBusinessCustomer('Batch Ltd');
    harness.clearProviderCalls();
    const { json } = await direct(ENTITIES, { representations: Array.from({ length: 5 }, () => ({ __typename: 'BusinessCustomer', id: customer })) });
    expect(json.errors).toBeUndefined();
    expect(harness.providerCalls('GET', `/v2/business_customer/${customer}`)).toHaveLength(1);
  });

  it('refuses a representation without a string id, and a type that is not an entity', async () => {
    const noId = await direct(ENTITIES, { representations: [{ __typename: 'Offramp', id: 42 }] });
    expect(errorCodes(noId.json as never)).toEqual(['BAD_USER_INPUT']);
    // A Viewer is no entity: nothing of the representation is echoed back as data.
    const notEntity = await direct('query($r: [_Any!]!) { _entities(representations: $r) { __typename } }', { r: [{ __typename: 'Viewer', mode: 'LIVE' }] });
    expect(notEntity.json.data).toEqual({ _entities: [null] });
    expect(notEntity.json.errors).toHaveLength(1);
  });

  it('checks the key with the provider before it runs, as every operation over HTTP', async () => {
    const offramp = await createOfframp();
    const { status, json } = await direct(ENTITIES, { representations: [{ __typename: 'Offramp', id: offramp.id }] }, 'sk_test_not_a_key_the_provider_knows');
    expect(status).toBe(401);
    expect(errorCodes(json as never)).toEqual(['UNAUTHENTICATED']);
  });
});
