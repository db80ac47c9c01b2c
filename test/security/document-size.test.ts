// Documents are limited by their token count while they are parsed, so a large document costs
// nobody validation time; and a document's parsed form is shared between callers, so nothing
// one caller sends may change what another caller's operation answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { SECURITY_DEFAULTS } from '../../src/security/security-config.js';
import { gatewayConfig, startLiveEmulator, wsClient } from '../events/support/live-harness.js';
import { post } from './manifest.js';

let emulator: RunningEmulator;
let gateway: RunningGateway;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  gateway = await startGateway(gatewayConfig(emulator.url));
  // The key is checked with the provider once, before its first document is parsed.
  await post(gateway.graphqlUrl, { query: '{ viewer { mode } }' }, { 'ngnc-sec-key': emulator.testKey });
});

afterAll(async () => {
  await gateway?.close();
  await emulator?.close();
});

// About 96 KB: thousands of inline fragments that graphql-js's overlapping-fields rule compares
// pairwise. Before the token limit its validation alone took a large part of a second of CPU.
const fragmentBomb = `{ ${'...{viewer{mode}} '.repeat(5300)}}`;

function providerCalls(): number {
  return emulator.requestLog.entries().filter((entry) => !entry.path.startsWith('/_emulator')).length;
}

describe('the token limit', () => {
  it('refuses a document of too many tokens, as a parse failure naming the limit', async () => {
    expect(fragmentBomb.length).toBeGreaterThan(90_000);
    emulator.requestLog.clear();
    const response = await post(gateway.graphqlUrl, { query: fragmentBomb }, { 'ngnc-sec-key': emulator.testKey });
    expect(response.status).toBe(400);
    expect(response.json.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(response.json.errors?.[0]?.message).toContain(`${SECURITY_DEFAULTS.maxTokens} tokens`);
    expect(providerCalls()).toBe(0);
  });

  it('refuses it over GET too', async () => {
    const url = `${gateway.graphqlUrl}?query=${encodeURIComponent(`{ ${'a '.repeat(2100)}}`)}`;
    const response = await fetch(url, { headers: { 'apollo-require-preflight': 'true', 'ngnc-sec-key': emulator.testKey } });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(response.status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses it over graphql-ws before validation', async () => {
    const client = wsClient(gateway, { 'ngnc-sec-key': emulator.testKey });
    try {
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: `subscription ${fragmentBomb}` }, { next: () => undefined, error: resolve, complete: () => resolve(null) });
      });
      expect(JSON.stringify(errors)).toContain('GRAPHQL_PARSE_FAILED');
      expect(JSON.stringify(errors)).toContain(`${SECURITY_DEFAULTS.maxTokens} tokens`);
    } finally {
      await client.dispose();
    }
  });

  it('lets a document of ordinary size through', async () => {
    const response = await post(gateway.graphqlUrl, { query: '{ viewer { mode } }' }, { 'ngnc-sec-key': emulator.testKey });
    expect(response.json).toEqual({ data: { viewer: { mode: 'TEST' } } });
  });
});

describe('one document, several operations and callers', () => {
  // One operation skipping a fragment's fields must not make another operation of the same
  // document (cached once, parsed once) lose them, however often each is sent.
  const document = 'query OpA($a: Boolean!) { viewer { ...F @include(if: $a) } } query OpB { viewer { ...F } } fragment F on Viewer { mode }';

  it('answers OpB in full after OpA skipped the fragment, on every send', async () => {
    for (let round = 0; round < 4; round += 1) {
      const skipped = await post(gateway.graphqlUrl, { query: document, operationName: 'OpA', variables: { a: false } }, { 'ngnc-sec-key': emulator.testKey });
      expect(skipped.json).toEqual({ data: { viewer: {} } });
    }
    for (let round = 0; round < 4; round += 1) {
      const full = await post(gateway.graphqlUrl, { query: document, operationName: 'OpB' }, { 'ngnc-sec-key': emulator.liveKey });
      expect(full.json).toEqual({ data: { viewer: { mode: 'LIVE' } } });
    }
  });
});
