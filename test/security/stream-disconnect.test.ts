// A client that goes away while its HTTP subscription is still being admitted (the key checked
// with the provider, the subscription set up) must not keep its place: otherwise an idle stream
// nobody reads holds one of the caller's WS_MAX_SUBSCRIPTIONS_PER_CALLER places, its pub/sub
// subscription and its heartbeat timer until an event happens to come.
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { gatewayConfig, startLiveEmulator } from '../events/support/live-harness.js';

const MULTIPART_ACCEPT = 'multipart/mixed;boundary="graphql";subscriptionSpec=1.0,application/json';
// No snapshot first: the stream is idle until an event of the log comes.
const IDLE = 'subscription { statusEvents { cursor } }';

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startLiveEmulator();
});

afterAll(async () => {
  await emulator?.close();
});

/** Sends an HTTP subscription and drops the connection at once, before any answer. */
function sendAndDrop(target: RunningGateway, accept: string): Promise<void> {
  const url = new URL(target.graphqlUrl);
  const body = JSON.stringify({ query: IDLE });
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.end(
        `POST ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\naccept: ${accept}\r\n` +
          `ngnc-sec-key: ${emulator.testKey}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      socket.destroy();
    });
    socket.once('close', () => resolve());
    socket.once('error', reject);
  });
}

async function streamStatus(target: RunningGateway, accept: string): Promise<number> {
  const aborted = new AbortController();
  const response = await fetch(target.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, 'ngnc-sec-key': emulator.testKey },
    body: JSON.stringify({ query: IDLE }),
    signal: aborted.signal,
  });
  aborted.abort();
  return response.status;
}

it.each([
  ['multipart', MULTIPART_ACCEPT],
  ['SSE', 'text/event-stream'],
])('frees the place of a %s subscription whose client left before its stream opened', async (_transport, accept) => {
  // On a gateway new to the key, admitting it asks the provider, and the client leaves meanwhile.
  const fresh = await startGateway({ ...gatewayConfig(emulator.url), security: { wsMaxSubscriptionsPerCaller: 1 } });
  try {
    await sendAndDrop(fresh, accept);
    await expect.poll(() => streamStatus(fresh, accept), { timeout: 5_000 }).toBe(200);
  } finally {
    await fresh.close();
  }
});
