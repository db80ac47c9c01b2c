// Relay (relay-runtime) with its stock environment: a Store over a RecordSource and a network
// from Network.create with a plain fetch, as Relay's own guide writes it, running documents the
// Relay compiler wrote (test/clients/relay/__generated__/, `npm run relay`) against the gateway
// over the real emulator. Relay leans on the schema's `Node` interface (`node(id:)` and
// `@refetchable`) and on Relay connections (`@connection`), so those are what it runs.
import {
  Environment,
  fetchQuery,
  getSingularSelector,
  Network,
  RecordSource,
  Store,
  type GraphQLResponse,
  type OperationType,
  type ReaderFragment,
  type RequestParameters,
  type Variables,
} from 'relay-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateBusinessCustomerDocument, CreateOfframpDocument, TestMoveOfframpDocument } from '../generated/graphql.js';
import { ABA_ROUTING_NUMBER, ETHEREUM_ADDRESS } from '../gateway/support/fixtures.js';
import { dataOf, seedEspTransactions, startHarness, type Harness } from '../gateway/support/harness.js';
import RelayEspTransactionsPaginationQuery from './relay/__generated__/RelayEspTransactionsPaginationQuery.graphql.js';
import RelayEspTransactionsQuery, { type RelayEspTransactionsQuery as EspTransactionsOperation } from './relay/__generated__/RelayEspTransactionsQuery.graphql.js';
import RelayEspTransactionsFragment, { type RelayEspTransactions_query$data } from './relay/__generated__/RelayEspTransactions_query.graphql.js';
import RelayNodeQuery, { type RelayNodeQuery as NodeOperation } from './relay/__generated__/RelayNodeQuery.graphql.js';
import RelayOfframpQuery, { type RelayOfframpQuery as OfframpOperation } from './relay/__generated__/RelayOfframpQuery.graphql.js';
import RelayOfframpStatusRefetchQuery from './relay/__generated__/RelayOfframpStatusRefetchQuery.graphql.js';
import RelayOfframpStatusFragment, { type RelayOfframpStatus_offramp$data } from './relay/__generated__/RelayOfframpStatus_offramp.graphql.js';

let harness: Harness;

/** Relay's environment as its guide sets it up: the fetch function is all Relay needs of a transport. */
function relayEnvironment(key: string): Environment {
  async function fetchGraphQL(request: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
    const response = await fetch(harness.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': key },
      body: JSON.stringify({ query: request.text, variables }),
    });
    return (await response.json()) as GraphQLResponse;
  }
  return new Environment({ network: Network.create(fetchGraphQL), store: new Store(new RecordSource()) });
}

/** A fragment's data as Relay's store holds it now, from a fragment reference a query returned. */
function readFragment<TData>(environment: Environment, fragment: ReaderFragment, reference: unknown): TData {
  return environment.lookup(getSingularSelector(fragment, reference)).data as TData;
}

async function createOfframp(): Promise<string> {
  const payload = dataOf(
    await harness.execute(CreateOfframpDocument, {
      input: {
        customerId: 'cust-relay',
        currency: 'USD',
        amount: '150',
        stablecoin: 'USDC',
        network: 'ETHEREUM',
        walletAddress: ETHEREUM_ADDRESS,
        payoutAccount: { ach: { accountNumber: '123456789', routingNumber: ABA_ROUTING_NUMBER, accountName: 'Acme Inc' } },
      },
    }),
  ).createOfframp;
  expect(payload.userErrors).toEqual([]);
  return payload.offramp!.id;
}

beforeAll(async () => {
  const FAR = 3_600_000;
  harness = await startHarness({ emulator: { delays: { offrampProcessingMs: FAR, offrampSettlementMs: FAR, espSettlementMs: FAR, kybReviewMs: FAR } } });
});

afterAll(async () => {
  await harness?.close();
});

describe('Relay with Network.create(fetch) and the Node types', () => {
  it('reads an off-ramp and a business customer through node(id:), normalised by their ids', async () => {
    const environment = relayEnvironment(harness.emulator.testKey);
    const offrampId = await createOfframp();
    const customer = dataOf(
      await harness.execute(CreateBusinessCustomerDocument, {
        input: { name: 'Relay Ltd', email: 'ops@relay.example', phoneNumber: '+2348012345678', registeredAddress: '1 Marina, Lagos', registeredCountry: 'NG' },
      }),
    ).createBusinessCustomer.businessCustomer!;

    const offramp = await fetchQuery<NodeOperation>(environment, RelayNodeQuery, { id: offrampId }).toPromise();
    expect(offramp?.node).toMatchObject({ __typename: 'Offramp', id: offrampId, status: 'PENDING' });
    const business = await fetchQuery<NodeOperation>(environment, RelayNodeQuery, { id: customer.id }).toPromise();
    expect(business?.node).toEqual({ __typename: 'BusinessCustomer', id: customer.id, name: 'Relay Ltd', verificationStatus: 'PENDING' });

    const records = environment.getStore().getSource();
    expect(records.get(offrampId)).toMatchObject({ __typename: 'Offramp', status: 'PENDING' });
    expect(records.get(customer.id)).toMatchObject({ __typename: 'BusinessCustomer', name: 'Relay Ltd' });
    // Another business's key reads null, as with offramp(id:): Relay gets no record to show.
    const outsider = await fetchQuery<NodeOperation>(relayEnvironment(harness.emulator.liveKey), RelayNodeQuery, { id: offrampId }).toPromise();
    expect(outsider?.node).toBeNull();
  });

  it('refetches a @refetchable fragment by its id, and the fragment a subscriber reads moves with it', async () => {
    const environment = relayEnvironment(harness.emulator.testKey);
    const id = await createOfframp();
    const data = await fetchQuery<OfframpOperation>(environment, RelayOfframpQuery, { id }).toPromise();
    const reference = data?.node?.RelayOfframpStatus_offramp;
    expect(reference).toBeTruthy();

    const snapshot = environment.lookup(getSingularSelector(RelayOfframpStatusFragment, reference));
    expect(snapshot.data).toEqual({ id, status: 'PENDING', amount: '150.000000' });
    const seen: unknown[] = [];
    const subscription = environment.subscribe(snapshot, (next) => seen.push((next.data as RelayOfframpStatus_offramp$data).status));

    expect(dataOf(await harness.execute(TestMoveOfframpDocument, { input: { id, status: 'PROCESSING' } })).testMoveOfframp.userErrors).toEqual([]);
    // The compiler's refetch query asks node(id:) for the fragment: Relay writes its answer to the same record.
    const refetchText = RelayOfframpStatusRefetchQuery.params.text ?? '';
    expect(refetchText).toContain('node(id: $id)');
    await fetchQuery(environment, RelayOfframpStatusRefetchQuery, { id }).toPromise();

    expect(seen).toEqual(['PROCESSING']);
    expect(readFragment<RelayOfframpStatus_offramp$data>(environment, RelayOfframpStatusFragment, reference)).toEqual({ id, status: 'PROCESSING', amount: '150.000000' });
    subscription.dispose();
  });

  it('pages through espTransactions as a @connection, each page appended once, newest first', async () => {
    const environment = relayEnvironment(harness.emulator.testKey);
    const seeded = await seedEspTransactions(harness, 5);
    const data = await fetchQuery<EspTransactionsOperation>(environment, RelayEspTransactionsQuery, {}).toPromise();
    const read = () => readFragment<RelayEspTransactions_query$data>(environment, RelayEspTransactionsFragment, data);

    let connection = read().espTransactions;
    expect(connection.edges).toHaveLength(2);
    const pages = [connection.edges.length];
    while (connection.pageInfo.hasNextPage) {
      await fetchQuery(environment, RelayEspTransactionsPaginationQuery, { first: 2, after: connection.pageInfo.endCursor }).toPromise();
      const grown = read().espTransactions;
      pages.push(grown.edges.length - connection.edges.length);
      connection = grown;
    }

    expect(pages).toEqual([2, 2, 1]);
    expect(connection.totalCount).toBe(seeded.length);
    expect(connection.edges.map((edge) => edge.node.id)).toEqual([...seeded].reverse());
    for (const { node } of connection.edges) expect(node).toMatchObject({ amount: '25.000000', status: 'PENDING' });
  });
});
