// The peer a user of The Guild's stack would write instead of the gateway: GraphQL Yoga on
// node:http with the same SDL, resolvers and RESTDataSource of the provider as the Apollo peer
// (`peer-resolvers.ts`), so only the server differs. No store, no security plugins, no tracing.
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { childOptions, serveChild } from '../child-harness.js';
import { PEER_SCHEMA, RampApi, peerResolvers, type PeerContext } from './peer-resolvers.js';

/**
 * The little of graphql-yoga used here. Its own types declare the DOM's globals (`lib="dom"`) for
 * every file compiled with them, which would retype the gateway's `fetch`, `Response` and
 * `performance`: the module is loaded by a name the compiler does not follow.
 */
interface YogaModule {
  createSchema(definition: { typeDefs: string; resolvers: typeof peerResolvers }): unknown;
  createYoga(options: { schema: unknown; context: () => PeerContext; graphqlEndpoint: string; logging: boolean; landingPage: boolean; graphiql: boolean }): RequestListener;
}
const YOGA: string = 'graphql-yoga';
const { createSchema, createYoga } = (await import(YOGA)) as YogaModule;

const options = childOptions<{ upstream: string }>();
const yoga = createYoga({
  schema: createSchema({ typeDefs: PEER_SCHEMA, resolvers: peerResolvers }),
  context: () => ({ provider: new RampApi(options.upstream) }),
  graphqlEndpoint: '/graphql',
  logging: false,
  landingPage: false,
  graphiql: false,
});
const server = createServer(yoga);
server.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
serveChild({ url: `http://127.0.0.1:${port}`, graphqlUrl: `http://127.0.0.1:${port}/graphql` }, undefined, () => new Promise((resolve) => server.close(() => resolve())));
