import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Node loads graphql's CommonJS build (its package has no "exports"), while Vite would give the
  // files it transforms the ".mjs" one: two copies whose schemas and errors do not recognise
  // each other. Tests load the one the gateway runs with.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
