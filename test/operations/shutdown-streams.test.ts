// A shutdown with SSE and multipart subscribers does not wait its whole grace period for streams
// that never end by themselves (nor is it cut by its own deadline before the stores close): it
// drops them, as a lost connection would, and their clients reconnect elsewhere.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway } from '../../src/server.js';
import { gatewayConfig, startLiveEmulator } from '../events/support/live-harness.js';

// Far longer than the test may take: a close that waits for the grace period fails the test.
const GRACE_MS = 10 * 60_000;
const IDLE = 'subscription { statusEvents { cursor } }';

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startLiveEmulator();
});

afterAll(async () => {
  await emulator?.close();
});

it('drops open SSE and multipart streams when the gateway stops', async () => {
  const gateway = await startGateway({ ...gatewayConfig(emulator.url), shutdownTimeoutMs: GRACE_MS });
  const streams = await Promise.all(
    ['text/event-stream', 'multipart/mixed;subscriptionSpec=1.0'].map((accept) =>
      fetch(gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept, 'ngnc-sec-key': emulator.testKey },
        body: JSON.stringify({ query: IDLE }),
      }),
    ),
  );
  expect(streams.map((response) => response.status)).toEqual([200, 200]);
  const bodies = streams.map((response) => response.text().then(() => 'ended', () => 'dropped'));
  await gateway.close();
  expect(await Promise.all(bodies)).toEqual(['dropped', 'dropped']);
}, 30_000);
