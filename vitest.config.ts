import { defineConfig } from 'vitest/config';

// The gateway's tests that cross the provider run against both emulator profiles: the contract
// (the seed plus docs/contract.md, the default) and the provider as its public documentation shows
// it (EMULATOR_PROFILE=documented: other keys, 201 creations, the rate quote without its envelope,
// alpha-3 countries, `{event, payload}` webhooks and none for test data, error bodies without codes).
const PROVIDER_CROSSING = ['test/gateway/**/*.test.ts', 'test/safety/**/*.test.ts', 'test/events/**/*.test.ts'];

export default defineConfig({
  // Node loads graphql's CommonJS build (its package has no "exports"), while Vite would give the
  // files it transforms the ".mjs" one: two copies whose schemas and errors do not recognise
  // each other. Tests load the one the gateway runs with.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'contract', include: ['test/**/*.test.ts'], env: { EMULATOR_PROFILE: 'contract' } } },
      { extends: true, test: { name: 'documented', include: PROVIDER_CROSSING, env: { EMULATOR_PROFILE: 'documented' } } },
    ],
  },
});
