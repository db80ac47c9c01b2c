// The import boundaries of docs/architecture.md ("Allowed imports"), checked by
// `npm run check:boundaries` (part of `npm test`). Each rule names what a folder must not import.

// The transports of live status (the webhook route and the subscription transports), which resolvers
// and the mutation pipeline never reach into: they use the context.
const TRANSPORTS =
  '^src/status/(feeds/(accept-negotiation|connection-keys|graphql-ws-server|multipart-transport|operation-checks|sse-transport|stream-outlet|stream-requests|subscription-[a-z]+)|ingest/(webhook-route|embedded-webhooks|config))\\.ts$';
// Live status's SQL, beside the interfaces it implements: only the store's composition builds it.
const STATUS_SQL = '^src/status/(ledger|ingest)/(sql-|status-event-purge)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain/ holds rules both programs share: it imports nothing else of the gateway or the emulator.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^(src|emulator)/', pathNot: '^src/domain/' },
    },
    {
      name: 'platform-is-a-leaf',
      comment: 'src/platform/ holds infrastructure and utilities every layer uses (the Redis connection, key fingerprints): of the gateway it imports only domain rules.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^(src|emulator)/', pathNot: '^src/(platform|domain)/' },
    },
    {
      name: 'emulator-shares-only-domain',
      comment: 'The emulator is the provider: of the gateway it uses only the shared rules.',
      severity: 'error',
      from: { path: '^emulator/' },
      to: { path: '^src/', pathNot: '^src/domain/' },
    },
    {
      name: 'gateway-does-not-embed-emulator',
      comment: 'Only npm start (src/main.ts, with src/embedded-emulator.ts) starts the emulator in-process, when no upstream is configured.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(main|embedded-emulator)\\.ts$' },
      to: { path: '^emulator/' },
    },
    {
      name: 'datasources-know-only-the-provider',
      comment: 'The provider client, each domain\'s endpoints and DataLoaders: domain rules, the provider\'s schemas, the logger, and the forward order of statuses (src/status/ledger/status-order.ts, pure) by which a record read twice keeps its later status. Nothing above it.',
      severity: 'error',
      from: { path: '^src/datasources/' },
      to: { path: ['^src/(status|idempotency|security|observability|store|resolvers)/', '^src/context\\.ts$'], pathNot: '^src/status/ledger/status-order\\.ts$' },
    },
    {
      name: 'client-knows-no-domain',
      comment: 'The REST client sends any endpoint a domain defines; it names none of them (its key check is its own endpoint).',
      severity: 'error',
      from: { path: '^src/datasources/[^/]+$' },
      to: { path: '^src/datasources/[^/]+/' },
    },
    {
      name: 'domain-datasources-are-independent',
      comment: 'A domain\'s endpoints and loaders (src/datasources/<domain>/) import no other domain\'s.',
      severity: 'error',
      from: { path: '^src/datasources/([^/]+)/' },
      to: { path: '^src/datasources/[^/]+/', pathNot: '^src/datasources/$1/' },
    },
    {
      name: 'status-ledger-imports-neither',
      comment: 'src/status/ledger/ is the only writer of statuses, owners, the event log and the outbox, with its SQL beside it: it imports neither the parts that feed it (ingest) nor those that read it (feeds), nor the facade over the three; of the store only the Database type.',
      severity: 'error',
      from: { path: '^src/status/ledger/' },
      to: {
        path: ['^src/status/(ingest|feeds)/', '^src/status/[^/]+$', '^src/(datasources|idempotency|security|observability|resolvers|generated|store)/', '^src/(context|config|logger|server)\\.ts$'],
        pathNot: '^src/store/database\\.ts$',
      },
    },
    {
      name: 'status-ingest-uses-ledger',
      comment: 'src/status/ingest/ produces observations (webhooks, the reconciler) and hands them to the ledger; it uses neither the feeds nor the facade over the three. Of the rest it reads provider records with the subscriptions domain (live-status-records.ts), the reconciler reads through the provider reads of the resolvers and the store it is handed.',
      severity: 'error',
      from: { path: '^src/status/ingest/' },
      to: {
        path: ['^src/status/feeds/', '^src/status/[^/]+$', '^src/(idempotency|security|observability|resolvers|generated|store)/'],
        pathNot: ['^src/resolvers/subscriptions/live-status-records\\.ts$', '^src/resolvers/shared/provider-reads\\.ts$', '^src/store/(database|gateway-store)\\.ts$'],
      },
    },
    {
      name: 'status-feeds-read-ledger',
      comment: 'src/status/feeds/ (watching, events, pub/sub, the outbox publisher, the transports and their one admission policy) reads the ledger; it imports no ingest, no facade, no stores but the Database type, no mutations or resolvers.',
      severity: 'error',
      from: { path: '^src/status/feeds/' },
      to: {
        path: ['^src/status/ingest/', '^src/status/[^/]+$', '^src/(datasources|idempotency|observability|resolvers|generated|store)/'],
        pathNot: '^src/store/database\\.ts$',
      },
    },
    {
      name: 'store-implements-interfaces',
      comment: 'The durable stores implement the interfaces of events and idempotency.',
      severity: 'error',
      from: { path: '^src/store/' },
      to: { path: ['^src/(datasources|security|observability|resolvers|generated)/', '^src/status/feeds/'] },
    },
    {
      name: 'idempotency-below-resolvers',
      severity: 'error',
      from: { path: '^src/idempotency/' },
      to: { path: ['^src/(security|observability|store|resolvers)/', '^src/status/feeds/', '^src/status/(ledger|ingest)/sql-'] },
    },
    {
      name: 'resolvers-shared-below-domains',
      comment: 'src/resolvers/shared/ (the mutation pipeline, user errors) serves every domain\'s resolvers and knows none.',
      severity: 'error',
      from: { path: '^src/resolvers/shared/' },
      to: { path: ['^src/(security|observability|store|resolvers)/', TRANSPORTS, STATUS_SQL], pathNot: '^src/resolvers/shared/' },
    },
    {
      name: 'domains-are-independent',
      comment: 'A domain\'s resolvers import no other domain\'s; what several need lives in src/resolvers/shared/, provider endpoints in src/datasources/.',
      severity: 'error',
      from: { path: '^src/resolvers/([^/]+)/', pathNot: '^src/resolvers/(shared|subscriptions|test-mode|node|events)/' },
      to: { path: '^src/resolvers/', pathNot: ['^src/resolvers/$1/', '^src/resolvers/shared/'] },
    },
    {
      name: 'cross-kind-domains-read-domains-events',
      comment: 'Subscriptions, the event log and test mode serve every kind of resource: of the other domains\' resolvers they read only their live-status events (any domain\'s endpoints are in src/datasources/).',
      severity: 'error',
      from: { path: '^src/resolvers/(subscriptions|events|test-mode)/' },
      to: { path: '^src/resolvers/', pathNot: ['^src/resolvers/$1/', '^src/resolvers/shared/', '^src/resolvers/[^/]+/events\\.ts$'] },
    },
    {
      name: 'node-reads-each-node-types-reader',
      comment: 'Query.node reads back each type that implements Node through that type\'s own reader, and nothing else of the other domains.',
      severity: 'error',
      from: { path: '^src/resolvers/node/' },
      to: {
        path: '^src/resolvers/',
        pathNot: ['^src/resolvers/node/', '^src/resolvers/shared/', '^src/resolvers/offramps/events\\.ts$', '^src/resolvers/onramps/events\\.ts$', '^src/resolvers/business-customers/resolvers\\.ts$'],
      },
    },
    {
      name: 'only-the-server-assembles-domains',
      comment: 'src/resolvers/index.ts is the list of domains: read by the schema and the server, never by a domain or a layer below.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(schema|server)\\.ts$' },
      to: { path: '^src/resolvers/index\\.ts$' },
    },
    {
      name: 'context-builds-datasources-loaders',
      comment: 'src/context.ts builds each request\'s DataLoaders with the factories beside the endpoints they read (src/datasources/<domain>/…/loaders.ts); it imports no resolver.',
      severity: 'error',
      from: { path: '^src/context\\.ts$' },
      to: { path: '^src/resolvers/' },
    },
    {
      name: 'resolvers-below-transports',
      comment: 'Resolvers do not reach into transports, security, metrics or the SQL stores: they use the context.',
      severity: 'error',
      from: { path: '^src/resolvers/' },
      to: { path: ['^src/(security|observability|store)/', TRANSPORTS, STATUS_SQL] },
    },
    {
      name: 'security-no-domain-logic',
      severity: 'error',
      from: { path: '^src/security/' },
      to: { path: ['^src/(resolvers|store|idempotency|observability)/', STATUS_SQL] },
    },
    {
      name: 'gateway-http-is-fastify',
      comment: 'Every route of the gateway is on its one Fastify instance (server.ts); express serves the emulator only.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: 'node_modules/(express|@as-integrations/express5|cors|body-parser)/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.js', '.json'] },
  },
};
