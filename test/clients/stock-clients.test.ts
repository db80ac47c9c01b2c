// Stock GraphQL clients, each with its real package and its default options (only the URL and the
// key header set), run their first query against the gateway over the real emulator, as a
// frontend's first day would. urql sends queries as GET by default: the key header proves a
// CORS preflight, so CSRF prevention lets it through, while a GET that carries nothing a browser
// would have to preflight stays refused.
import { ApolloClient, gql as apolloGql, HttpLink, InMemoryCache } from '@apollo/client';
import { cacheExchange, Client as UrqlClient, fetchExchange, gql as urqlGql } from '@urql/core';
import { GraphQLClient, gql as requestGql } from 'graphql-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEspTransactions, startHarness, type Harness } from '../gateway/support/harness.js';

const QUERY = `
  query FirstPage {
    espTransactions(first: 5) {
      totalCount
      edges { node { id amount status } }
    }
  }
`;

interface FirstPage {
  espTransactions: { totalCount: number; edges: { node: { id: string; amount: string; status: string } }[] };
}

let harness: Harness;
let seeded: string[];

/** The HTTP methods of the requests a client sent, by wrapping the fetch it is given. */
function recordingFetch(): { fetch: typeof fetch; methods: string[] } {
  const methods: string[] = [];
  return {
    methods,
    fetch: (input, init) => {
      methods.push(init?.method ?? (input instanceof Request ? input.method : 'GET'));
      return fetch(input, init);
    },
  };
}

function expectSeededPage(data: FirstPage | undefined): void {
  expect(data?.espTransactions.totalCount).toBe(seeded.length);
  expect(data?.espTransactions.edges.map((edge) => edge.node.id)).toEqual([...seeded].reverse());
  for (const { node } of data?.espTransactions.edges ?? []) expect(node).toMatchObject({ amount: '25.000000', status: 'PENDING' });
}

beforeAll(async () => {
  harness = await startHarness();
  seeded = await seedEspTransactions(harness, 2);
});

afterAll(async () => {
  await harness?.close();
});

describe('urql (@urql/core) with its defaults', () => {
  it('runs its first query as a GET carrying the key header', async () => {
    const recorded = recordingFetch();
    const client = new UrqlClient({
      url: harness.gateway.graphqlUrl,
      exchanges: [cacheExchange, fetchExchange],
      fetch: recorded.fetch,
      fetchOptions: { headers: { 'ngnc-sec-key': harness.emulator.testKey } },
    });
    const result = await client.query<FirstPage>(urqlGql(QUERY), {}).toPromise();
    expect(result.error).toBeUndefined();
    expectSeededPage(result.data);
    expect(recorded.methods).toEqual(['GET']);
  });

  it('with the key as Authorization: Bearer too', async () => {
    const client = new UrqlClient({
      url: harness.gateway.graphqlUrl,
      exchanges: [cacheExchange, fetchExchange],
      fetchOptions: { headers: { authorization: `Bearer ${harness.emulator.testKey}` } },
    });
    const result = await client.query<FirstPage>(urqlGql(QUERY), {}).toPromise();
    expect(result.error).toBeUndefined();
    expectSeededPage(result.data);
  });

  it('without any key header its GET is refused by CSRF prevention (400), before any provider call', async () => {
    harness.clearProviderCalls();
    const client = new UrqlClient({ url: harness.gateway.graphqlUrl, exchanges: [cacheExchange, fetchExchange] });
    const result = await client.query<FirstPage>(urqlGql(QUERY), {}).toPromise();
    expect(result.data).toBeUndefined();
    expect(result.error?.response).toMatchObject({ status: 400 });
    expect(harness.providerCalls()).toEqual([]);
  });
});

describe('CSRF prevention of GET queries', () => {
  const get = (headers: Record<string, string>) =>
    fetch(`${harness.gateway.graphqlUrl}?${new URLSearchParams({ query: QUERY })}`, { headers });

  it('lets a GET through when it carries a header a browser must preflight: the key, Authorization or Apollo’s own', async () => {
    const key = harness.emulator.testKey;
    for (const headers of <Record<string, string>[]>[{ 'ngnc-sec-key': key }, { authorization: `Bearer ${key}` }, { 'ngnc-sec-key': key, 'apollo-require-preflight': 'true' }]) {
      const response = await get(headers);
      expect({ headers, status: response.status }).toEqual({ headers, status: 200 });
      expectSeededPage(((await response.json()) as { data: FirstPage }).data);
    }
  });

  it('refuses a GET that a page could send cross-site without a preflight, whatever its content type claims', async () => {
    for (const headers of <Record<string, string>[]>[{}, { 'content-type': 'text/plain' }, { 'content-type': 'application/x-www-form-urlencoded' }, { accept: 'application/json' }]) {
      const response = await get(headers);
      expect({ headers, status: response.status }).toEqual({ headers, status: 400 });
      expect(await response.text()).toContain('CSRF');
    }
  });

  it('never runs a mutation sent as a GET, key header or not', async () => {
    harness.clearProviderCalls();
    const mutation = 'mutation { testPayBrlTicket(input: { id: "brl_anything" }) { userErrors { code } } }';
    const response = await fetch(`${harness.gateway.graphqlUrl}?${new URLSearchParams({ query: mutation })}`, { headers: { 'ngnc-sec-key': harness.emulator.testKey } });
    expect(response.status).toBe(405);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('still refuses a POST that is not JSON, key header or not', async () => {
    const response = await fetch(harness.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'ngnc-sec-key': harness.emulator.testKey },
      body: JSON.stringify({ query: QUERY }),
    });
    expect(response.status).toBe(400);
  });
});

describe('Apollo Client with its defaults', () => {
  it('runs its first query (a POST) and normalises the nodes by __typename and id', async () => {
    const recorded = recordingFetch();
    const client = new ApolloClient({
      link: new HttpLink({ uri: harness.gateway.graphqlUrl, headers: { 'ngnc-sec-key': harness.emulator.testKey }, fetch: recorded.fetch }),
      cache: new InMemoryCache(),
    });
    const result = await client.query<FirstPage>({ query: apolloGql(QUERY) });
    expect(result.error).toBeUndefined();
    expectSeededPage(result.data);
    expect(recorded.methods).toEqual(['POST']);
    expect(client.cache.extract()).toHaveProperty(`EspTransaction:${seeded[0]}`);
  });
});

describe('graphql-request with its defaults', () => {
  it('runs its first query (a POST)', async () => {
    const recorded = recordingFetch();
    const client = new GraphQLClient(harness.gateway.graphqlUrl, { headers: { 'ngnc-sec-key': harness.emulator.testKey }, fetch: recorded.fetch });
    expectSeededPage(await client.request<FirstPage>(requestGql`${QUERY}`));
    expect(recorded.methods).toEqual(['POST']);
  });

  it('reports the gateway’s error code when the key is malformed', async () => {
    const client = new GraphQLClient(harness.gateway.graphqlUrl, { headers: { 'ngnc-sec-key': 'not-a-key' } });
    await expect(client.request(requestGql`${QUERY}`)).rejects.toMatchObject({
      response: { errors: [expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })] },
    });
  });
});
