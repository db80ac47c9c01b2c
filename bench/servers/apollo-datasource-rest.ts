// The peer a user of Apollo's stack would write instead of the gateway: Apollo Server 5 on
// Fastify 5 through @as-integrations/fastify (the gateway's own HTTP pipeline), the SDL and
// resolvers of `peer-resolvers.ts`, and a RESTDataSource of the provider made per request, as
// Apollo's documentation shows. No store, no security plugins, no tracing.
import { ApolloServer } from '@apollo/server';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import Fastify from 'fastify';
import { childOptions, serveChild } from '../child-harness.js';
import { PEER_SCHEMA, RampApi, peerResolvers, type PeerContext } from './peer-resolvers.js';

const options = childOptions<{ upstream: string }>();
const app = Fastify({ logger: false, keepAliveTimeout: 60_000 });
const apollo = new ApolloServer<PeerContext>({ typeDefs: PEER_SCHEMA, resolvers: peerResolvers, plugins: [fastifyApolloDrainPlugin(app)] });
await apollo.start();
app.route({
  url: '/graphql',
  method: ['GET', 'POST', 'OPTIONS'],
  handler: fastifyApolloHandler(apollo, { context: async () => ({ provider: new RampApi(options.upstream) }) }),
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
serveChild({ url: address, graphqlUrl: `${address}/graphql` }, undefined, async () => {
  await app.close();
  await apollo.stop();
});
