// A GraphQL server built for speed doing the gateway's listing: fastify + Mercurius with
// graphql-jit (`jit: 1`: each query is compiled after its first run), a schema with the
// `espTransactions` fields of the gateway's table query, resolved from the same upstream with
// an undici Pool and the same hand mapping as `minimal-proxy.ts`. No validation of the
// provider's answer, no store, no security plugins: the cost of GraphQL itself, done fast.
import Fastify from 'fastify';
import mercurius from 'mercurius';
import { Pool } from 'undici';
import { childOptions, serveChild } from '../child-harness.js';
import { LISTING_PATH, TEST_KEY } from '../operations.js';
import { toListingAnswer, type ProviderListing } from './reference-listing.js';

const schema = `
  enum TransactionDirection { ONRAMP OFFRAMP }
  enum EspTransactionStatus { PENDING COMPLETED FAILED }
  type EspAccount { walletAddress: String chatUsername: String espCard: String emailAddress: String }
  type EspTransaction {
    id: ID!
    reference: String!
    direction: TransactionDirection!
    currency: String!
    amount: String!
    payoutAmount: String!
    status: EspTransactionStatus!
    createdAt: String!
    espAccount: EspAccount!
  }
  type EspTransactionEdge { cursor: String! node: EspTransaction! }
  type PageInfo { hasNextPage: Boolean! endCursor: String }
  type EspTransactionConnection { edges: [EspTransactionEdge!]! pageInfo: PageInfo! totalCount: Int! }
  type Query { espTransactions(first: Int!): EspTransactionConnection! }
`;

const options = childOptions<{ upstream: string }>();
const pool = new Pool(options.upstream, { connections: 32 });

const resolvers = {
  Query: {
    async espTransactions(_root: unknown, args: { first: number }) {
      const { statusCode, body } = await pool.request({ path: LISTING_PATH(args.first), method: 'GET', headers: { 'ngnc-sec-key': TEST_KEY } });
      const text = await body.text();
      if (statusCode !== 200) throw new Error(`upstream ${statusCode}`);
      return toListingAnswer(JSON.parse(text) as ProviderListing, args.first);
    },
  },
};

const app = Fastify({ logger: false, keepAliveTimeout: 60_000 });
await app.register(mercurius, { schema, resolvers, jit: 1, path: '/graphql' });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
serveChild({ url: address, graphqlUrl: `${address}/graphql` }, undefined, async () => {
  await app.close();
  await pool.close();
});
