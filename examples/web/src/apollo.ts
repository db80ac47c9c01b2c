// One Apollo Client for the app: queries and mutations over HTTP (a mutation with a File in its
// variables as a multipart request, through apollo-upload-client's link), subscriptions over
// graphql-ws (the gateway runs only subscriptions there), each operation sent by its persisted hash.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { OperationTypeNode } from 'graphql';
import { createClient, type Client, type SubscribePayload } from 'graphql-ws';
import { persistedHash, persistedText, printPersisted } from './persisted-documents';
import type { OnReconnected } from './reconnection';

export interface GatewaySettings {
  /** The gateway's GraphQL endpoint, e.g. http://localhost:4000/graphql; ws(s):// is derived from it. */
  graphqlUrl: string;
  /** The provider key; none lets the gateway use its own (the embedded emulator's test key in development). */
  key?: string | undefined;
}

/**
 * graphql-ws sends the query text with every subscribe message: give it the manifest's text, the
 * only text a gateway with trusted documents accepts, and keep the hash beside it.
 */
function withPersistedText(client: Client): Client {
  const textOf = (payload: SubscribePayload): string | undefined => {
    const persisted = payload.extensions?.['persistedQuery'];
    const hash = typeof persisted === 'object' && persisted !== null && 'sha256Hash' in persisted ? persisted.sha256Hash : undefined;
    return typeof hash === 'string' ? persistedText(hash) : undefined;
  };
  return { ...client, subscribe: (payload, sink) => client.subscribe({ ...payload, query: textOf(payload) ?? payload.query }, sink) };
}

/** The connection's close and the next connect: a reconnection. */
function reconnections(client: Client): OnReconnected {
  return (listener) => {
    let lost = false;
    const offClosed = client.on('closed', () => {
      lost = true;
    });
    const offConnected = client.on('connected', () => {
      if (lost) listener();
      lost = false;
    });
    return () => {
      offClosed();
      offConnected();
    };
  };
}

export function createApolloClient({ graphqlUrl, key }: GatewaySettings): { client: ApolloClient; onReconnected: OnReconnected } {
  const credentials = key ? { 'ngnc-sec-key': key } : undefined;

  // The persisted hash travels in `extensions`, which this link sends only when asked.
  const http = new UploadHttpLink({ uri: graphqlUrl, headers: credentials, print: printPersisted, includeExtensions: true });
  const wsClient = createClient({ url: graphqlUrl.replace(/^http/, 'ws'), connectionParams: credentials });
  const ws = new GraphQLWsLink(withPersistedText(wsClient));

  // The hash first, alone. A gateway without trusted documents answers PERSISTED_QUERY_NOT_FOUND
  // the first time it sees one, and the link sends it again with the (manifest) text, once.
  const persisted = new PersistedQueryLink({ generateHash: persistedHash });

  const client = new ApolloClient({
    link: ApolloLink.from([
      persisted,
      ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, ws, http),
    ]),
    cache: new InMemoryCache(),
  });
  return { client, onReconnected: reconnections(wsClient) };
}
