// Reading an off-ramp's history from the event log beside a watched off-ramp, in each normalising
// client with its stock cache: Apollo Client's InMemoryCache, urql's graphcache and Relay's store.
// History is past states; the cached off-ramp is the current one. The history page read here is the
// first of two, PENDING and PROCESSING, so an event that carried the off-ramp object itself would
// move the watched off-ramp back from COMPLETED (and Relay would warn of two instances of one id).
import { ApolloClient, gql as apolloGql, HttpLink, InMemoryCache } from '@apollo/client';
import { cacheExchange as graphcache } from '@urql/exchange-graphcache';
import { Client as UrqlClient, fetchExchange, gql as urqlGql } from '@urql/core';
import { createOperationDescriptor, Environment, fetchQuery, Network, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveSetupOfframpDocument, TestMoveOfframpDocument } from '../generated/graphql.js';
import { waitForEvents } from '../events/support/event-log.js';
import { execute, offrampInput } from '../events/support/live-harness.js';
import { useLivePair } from '../events/support/live-pair.js';
import RelayEventHistoryQuery, { type RelayEventHistoryQuery as EventHistoryOperation } from './relay/__generated__/RelayEventHistoryQuery.graphql.js';
import RelayWatchedOfframpQuery, { type RelayWatchedOfframpQuery as WatchedOfframpOperation } from './relay/__generated__/RelayWatchedOfframpQuery.graphql.js';

const WATCHED = `
  query WatchedOfframp($id: ID!) {
    offramp(id: $id) { id status }
  }
`;

const HISTORY = `
  query OfframpHistory($ids: [ID!], $first: Int) {
    events(first: $first, filter: { resourceIds: $ids }) {
      edges { cursor node { id cursor kind resourceId previousStatus status } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

interface Watched {
  offramp: { id: string; status: string } | null;
}
interface History {
  events: { edges: { node: { previousStatus: string | null; status: string } }[]; pageInfo: { hasNextPage: boolean } };
}

const pair = useLivePair();

afterEach(() => {
  vi.restoreAllMocks();
});

/** An off-ramp moved to COMPLETED, its three events in the log. */
async function completedOfframp(): Promise<string> {
  const created = await execute(pair.gateway, LiveSetupOfframpDocument, { input: offrampInput() }, pair.testKey);
  const id = created.createOfframp.offramp!.id;
  for (const status of ['PROCESSING', 'COMPLETED'] as const) {
    expect((await execute(pair.gateway, TestMoveOfframpDocument, { input: { id, status } }, pair.testKey)).testMoveOfframp.userErrors).toEqual([]);
  }
  await waitForEvents(pair.gateway, pair.testKey, { resourceIds: [id] }, 3);
  return id;
}

/** What the client printed to the console's warn and error while `run` ran. */
async function consoleWhile(run: () => Promise<void>): Promise<unknown[][]> {
  const printed: unknown[][] = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void printed.push(args));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.push(args));
  await run();
  return printed;
}

const statusesOf = (history: History | undefined) => history?.events.edges.map(({ node }) => [node.previousStatus, node.status]);
const FIRST_PAGE = [
  [null, 'PENDING'],
  ['PENDING', 'PROCESSING'],
];

describe('reading history beside a watched off-ramp', () => {
  it('Apollo Client (InMemoryCache): the watched off-ramp stays COMPLETED', async () => {
    const id = await completedOfframp();
    const client = new ApolloClient({ link: new HttpLink({ uri: pair.gateway.graphqlUrl, headers: { 'ngnc-sec-key': pair.testKey } }), cache: new InMemoryCache() });
    const watchedQuery = apolloGql(WATCHED);
    const seen: (string | undefined)[] = [];
    const watch = client.watchQuery<Watched>({ query: watchedQuery, variables: { id } }).subscribe({ next: (result) => void seen.push(result.data?.offramp?.status) });
    try {
      const printed = await consoleWhile(async () => {
        await expect.poll(() => seen.at(-1)).toBe('COMPLETED');
        const history = await client.query<History>({ query: apolloGql(HISTORY), variables: { ids: [id], first: 2 }, fetchPolicy: 'network-only' });
        expect(statusesOf(history.data)).toEqual(FIRST_PAGE);
      });
      expect(client.readQuery<Watched>({ query: watchedQuery, variables: { id } })?.offramp?.status).toBe('COMPLETED');
      expect(seen.slice(seen.indexOf('COMPLETED')).filter((status) => status !== 'COMPLETED')).toEqual([]);
      expect(printed).toEqual([]);
    } finally {
      watch.unsubscribe();
      client.stop();
    }
  });

  it('urql with graphcache: the watched off-ramp stays COMPLETED, and graphcache warns of nothing', async () => {
    const id = await completedOfframp();
    const client = new UrqlClient({ url: pair.gateway.graphqlUrl, exchanges: [graphcache(), fetchExchange], fetchOptions: { headers: { 'ngnc-sec-key': pair.testKey } } });
    const watchedQuery = urqlGql(WATCHED);
    const seen: (string | undefined)[] = [];
    const printed = await consoleWhile(async () => {
      const watch = client.query<Watched>(watchedQuery, { id }).subscribe((result) => void seen.push(result.data?.offramp?.status));
      try {
        await expect.poll(() => seen.at(-1)).toBe('COMPLETED');
        const history = await client.query<History>(urqlGql(HISTORY), { ids: [id], first: 2 }, { requestPolicy: 'network-only' }).toPromise();
        expect(history.error).toBeUndefined();
        expect(statusesOf(history.data)).toEqual(FIRST_PAGE);
        const cached = await client.query<Watched>(watchedQuery, { id }, { requestPolicy: 'cache-only' }).toPromise();
        expect(cached.data?.offramp?.status).toBe('COMPLETED');
      } finally {
        watch.unsubscribe();
      }
    });
    expect(seen.slice(seen.indexOf('COMPLETED')).filter((status) => status !== 'COMPLETED')).toEqual([]);
    expect(printed).toEqual([]);
  });

  it('Relay: the store keeps the off-ramp COMPLETED, and its normaliser warns of nothing', async () => {
    const id = await completedOfframp();
    const environment = new Environment({
      network: Network.create(async (request: RequestParameters, variables: Variables) => {
        const response = await fetch(pair.gateway.graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'ngnc-sec-key': pair.testKey },
          body: JSON.stringify({ query: request.text, variables }),
        });
        return (await response.json()) as GraphQLResponse;
      }),
      store: new Store(new RecordSource()),
    });
    const printed = await consoleWhile(async () => {
      await fetchQuery<WatchedOfframpOperation>(environment, RelayWatchedOfframpQuery, { id }).toPromise();
      const watched = createOperationDescriptor(RelayWatchedOfframpQuery, { id });
      // Retained, as a mounted component's query is.
      const retained = environment.retain(watched);
      const seen: (string | undefined)[] = [];
      const snapshot = environment.lookup(watched.fragment);
      const statusIn = (data: unknown) => (data as WatchedOfframpOperation['response'] | undefined)?.offramp?.status;
      const subscription = environment.subscribe(snapshot, (next) => void seen.push(statusIn(next.data)));
      try {
        expect(statusIn(snapshot.data)).toBe('COMPLETED');
        const history = await fetchQuery<EventHistoryOperation>(environment, RelayEventHistoryQuery, { ids: [id], first: 2 }).toPromise();
        expect(history?.events.edges.map(({ node }) => [node.previousStatus, node.status])).toEqual(FIRST_PAGE);
        expect(statusIn(environment.lookup(watched.fragment).data)).toBe('COMPLETED');
        expect(seen.filter((status) => status !== 'COMPLETED')).toEqual([]);
      } finally {
        subscription.dispose();
        retained.dispose();
      }
    });
    expect(printed).toEqual([]);
  });
});
