// The floor of any Apollo-based gateway: Apollo Server 5 on the same express 5 integration
// the gateway uses, serving one field that resolves to a constant.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { serveChild } from '../child-harness.js';

const app = express();
const httpServer = createServer(app);
const apollo = new ApolloServer({
  typeDefs: 'type Query { hello: String! }',
  resolvers: { Query: { hello: () => 'world' } },
  plugins: [ApolloServerPluginDrainHttpServer({ httpServer })],
});
await apollo.start();
app.use('/graphql', express.json({ limit: '1mb' }), expressMiddleware(apollo));
await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
const { port } = httpServer.address() as AddressInfo;
serveChild({ url: `http://127.0.0.1:${port}`, graphqlUrl: `http://127.0.0.1:${port}/graphql` }, undefined, () => apollo.stop());
