// The peer a user of The Guild's stack would write instead of the gateway: GraphQL Yoga on
// node:http with the same SDL, resolvers and RESTDataSource of the provider as the Apollo peer
// (`peer-resolvers.ts`), so only the server differs. No store, no security plugins, no tracing.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';
import { childOptions, serveChild } from '../child-harness.js';
import { PEER_SCHEMA, RampApi, peerResolvers, type PeerContext } from './peer-resolvers.js';

const options = childOptions<{ upstream: string }>();
const yoga = createYoga({
  schema: createSchema<PeerContext>({ typeDefs: PEER_SCHEMA, resolvers: peerResolvers }),
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
