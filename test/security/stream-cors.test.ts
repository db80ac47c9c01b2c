// SSE and multipart answers carry CORS headers for an allowed page only: a page of another origin
// gets its refusal without access-control-allow-origin, as on the HTTP side, so it cannot read it;
// its origin is checked before its body is read, whatever the body, as on the HTTP side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { gatewayConfig, startLiveEmulator } from '../events/support/live-harness.js';

const ALLOWED = 'https://app.example';
const FOREIGN = 'https://pages.example';
const SUBSCRIPTION = JSON.stringify({ query: 'subscription { statusEvents { cursor } }' });

let emulator: RunningEmulator;
let gateway: RunningGateway;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  gateway = await startGateway({ ...gatewayConfig(emulator.url), security: { bodyLimitBytes: 2048, corsOrigins: [ALLOWED], corsLoopbackOrigins: false } });
});

afterAll(async () => {
  await gateway?.close();
  await emulator?.close();
});

async function post(accept: string, origin: string, body: string): Promise<{ status: number; allowOrigin: string | null }> {
  const response = await fetch(gateway.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', accept, origin }, body });
  await response.body?.cancel();
  return { status: response.status, allowOrigin: response.headers.get('access-control-allow-origin') };
}

describe.each([
  ['SSE', 'text/event-stream'],
  ['multipart', 'multipart/mixed;subscriptionSpec=1.0'],
])('over %s', (_transport, accept) => {
  it('refuses a foreign page without letting it read the answer', async () => {
    expect(await post(accept, FOREIGN, SUBSCRIPTION)).toEqual({ status: 403, allowOrigin: null });
    expect(await post(accept, FOREIGN, ' '.repeat(4096))).toEqual({ status: 403, allowOrigin: null });
  });

  it('lets an allowed page read its refusal', async () => {
    expect(await post(accept, ALLOWED, ' '.repeat(4096))).toEqual({ status: 413, allowOrigin: ALLOWED });
  });
});
