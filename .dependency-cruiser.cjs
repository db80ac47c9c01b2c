// The import boundaries of docs/architecture.md ("Allowed imports"), checked by
// `npm run check:boundaries` (part of `npm test`). Each rule names what a folder must not import.
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
      name: 'emulator-shares-only-domain',
      comment: 'The emulator is the provider: of the gateway it uses only the shared rules.',
      severity: 'error',
      from: { path: '^emulator/' },
      to: { path: '^src/', pathNot: '^src/domain/' },
    },
    {
      name: 'gateway-does-not-embed-emulator',
      comment: 'Only src/main.ts starts the emulator in-process, when no upstream is configured.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/main\\.ts$' },
      to: { path: '^emulator/' },
    },
    {
      name: 'datasources-know-only-the-provider',
      comment: 'The provider client: domain rules, its schemas, the logger. Nothing above it.',
      severity: 'error',
      from: { path: '^src/datasources/' },
      to: { path: '^src/(events|idempotency|live|security|observability|store|shared|modules)/' },
    },
    {
      name: 'events-below-modules',
      comment: 'Live status events: domain rules and the Database type of the store.',
      severity: 'error',
      from: { path: '^src/events/' },
      to: { path: '^src/(datasources|idempotency|live|security|observability|shared|modules|generated|store)/', pathNot: '^src/store/database\\.ts$' },
    },
    {
      name: 'store-implements-interfaces',
      comment: 'The durable stores implement the interfaces of events and idempotency.',
      severity: 'error',
      from: { path: '^src/store/' },
      to: { path: '^src/(datasources|live|security|observability|shared|modules|generated)/' },
    },
    {
      name: 'idempotency-below-modules',
      severity: 'error',
      from: { path: '^src/idempotency/' },
      to: { path: '^src/(live|security|observability|store|shared|modules)/' },
    },
    {
      name: 'shared-below-modules',
      comment: 'src/shared/ serves every module and knows none.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(live|security|observability|store|modules)/' },
    },
    {
      name: 'modules-are-independent',
      comment: 'A module imports no other module; what several need lives in src/shared/ (live-status records: see docs/architecture.md).',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/', pathNot: ['^src/modules/$1/', '^src/modules/subscriptions/live-status-records\\.ts$'] },
    },
    {
      name: 'modules-below-transports',
      comment: 'Modules do not reach into transports, security, metrics or the SQL stores: they use the context.',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { path: '^src/(live|security|observability|store)/' },
    },
    {
      name: 'security-no-domain-logic',
      severity: 'error',
      from: { path: '^src/security/' },
      to: { path: '^src/(modules|store|idempotency|observability|shared)/' },
    },
    {
      name: 'live-no-stores-or-mutations',
      severity: 'error',
      from: { path: '^src/live/' },
      to: { path: '^src/(store|idempotency|observability|shared)/' },
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
