import { defineConfig } from 'vitest/config';

// The gateway's tests that cross the provider run against both emulator profiles: the contract
// (the seed plus docs/contract.md, the default) and the provider as its public documentation shows
// it (EMULATOR_PROFILE=documented: other keys, 201 creations, the rate quote without its envelope,
// alpha-3 countries, `{event, payload}` webhooks and none for test data, error bodies without codes).
const PROVIDER_CROSSING = ['test/gateway/**/*.test.ts', 'test/safety/**/*.test.ts', 'test/events/**/*.test.ts'];
// Their subject is the contract's webhooks of test transactions, moved by the test-only control API:
// the documented provider sends no webhook for test data, and its live data cannot be moved by a
// test. The documented webhooks and the statuses that come without any are covered against that
// profile by test/events/documented-webhooks, test/events/reconciliation,
// test/safety/webhook-business and test/gateway/documented-provider-acceptance.
const CONTRACT_WEBHOOKS_OF_TEST_DATA = [
  'test/events/embedded-webhooks.test.ts',
  'test/events/late-owners.test.ts',
  'test/events/live-status-gateway.test.ts',
  'test/events/live-status-redis.test.ts',
  'test/events/onramp-live-status.test.ts',
  'test/events/pubsub-loss-catch-up.test.ts',
  'test/safety/chaos.test.ts',
  'test/safety/creation-race.test.ts',
  'test/safety/offramp-outcome-webhooks.test.ts',
  'test/safety/redis-loss.test.ts',
  'test/safety/restart.test.ts',
  'test/safety/store-outage.test.ts',
  'test/safety/unknown-outcomes.test.ts',
  'test/safety/unknown-outcome-traces.test.ts',
];

export default defineConfig({
  // Node loads graphql's CommonJS build (its package has no "exports"), while Vite would give the
  // files it transforms the ".mjs" one: two copies whose schemas and errors do not recognise
  // each other. Tests load the one the gateway runs with.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // A process per test file spent most of the suite's CPU loading the same modules
    // again; files share their worker's modules instead, so a file leaves no global behind it
    // (the OpenTelemetry API's registrations, stubbed variables). Most of a file's time is spent
    // waiting on timers and sockets, so two files run at once even on two cores.
    isolate: false,
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'contract', include: ['test/**/*.test.ts'], env: { EMULATOR_PROFILE: 'contract' } } },
      {
        extends: true,
        test: { name: 'documented', include: PROVIDER_CROSSING, exclude: CONTRACT_WEBHOOKS_OF_TEST_DATA, env: { EMULATOR_PROFILE: 'documented' } },
      },
    ],
  },
});
