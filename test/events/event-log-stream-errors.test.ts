// A statusEvents subscription its resolver refuses (a cursor that is none of the log's) says why,
// with its code, over every HTTP transport, as it does over graphql-ws and Query.events.
import { createClient as createSseClient } from 'graphql-sse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { gatewayConfig, startLiveEmulator } from './support/live-harness.js';

const BAD_CURSOR = 'subscription { statusEvents(after: "not-a-cursor") { cursor } }';

let emulator: RunningEmulator;
let gateway: RunningGateway;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  gateway = await startGateway(gatewayConfig(emulator.url));
});

afterAll(async () => {
  await gateway?.close();
  await emulator?.close();
});

it('answers a malformed cursor with BAD_USER_INPUT over SSE (graphql-sse client)', async () => {
  const client = createSseClient({ url: gateway.graphqlUrl, headers: { 'ngnc-sec-key': emulator.testKey }, retryAttempts: 0 });
  try {
    const results = client.iterate<{ statusEvents: { cursor: string } }>({ query: BAD_CURSOR });
    const first = await results.next();
    expect(first.value?.errors?.map((error: { extensions?: Record<string, unknown> }) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  } finally {
    client.dispose();
  }
});

it('answers a malformed cursor with BAD_USER_INPUT over multipart', async () => {
  const response = await fetch(gateway.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'multipart/mixed;subscriptionSpec=1.0', 'ngnc-sec-key': emulator.testKey },
    body: JSON.stringify({ query: BAD_CURSOR }),
  });
  expect(await response.text()).toContain('"code":"BAD_USER_INPUT"');
});
