// What a hostile client may send over a real socket that no limit names: messages whose JSON
// nests deeper than JSON.stringify can write again (the message limit is in bytes, and
// JSON.parse reads any depth). Nothing of it may outlive the message: no subscription left
// open past every cap, no internal error closing the connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { gatewayConfig, startLiveEmulator } from '../events/support/live-harness.js';
import { connectedSocket, type RawSocket } from './support/raw-socket.js';

let emulator: RunningEmulator;
let gateway: RunningGateway;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  gateway = await startGateway({ ...gatewayConfig(emulator.url), nodeEnv: 'production', rampApiKey: emulator.testKey, security: { corsOrigins: ['https://app.example'] } });
});

afterAll(async () => {
  await gateway?.close();
  await emulator?.close();
});

async function liveSubscriptions(): Promise<number> {
  const text = await (await fetch(`${gateway.url}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith('ramp_gateway_live_subscriptions '));
  return Number(line?.split(' ')[1]);
}

const FEED = 'subscription { espTransactionUpdated { id status } }';
const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('a subscribe whose variables nest 40,000 deep', () => {
  const send = (socket: RawSocket, id: string) =>
    socket.sendText(`{"id":"${id}","type":"subscribe","payload":{"query":"${FEED}","variables":{"unused":${deep(40_000)}}}}`);

  it('leaves no live subscription behind once its connection is gone', async () => {
    const socket = await connectedSocket(gateway.graphqlUrl);
    for (const id of ['1', '2', '3']) send(socket, id);
    socket.send({ type: 'ping' });
    await Promise.race([socket.closed, (async () => { while ((await socket.next()).type !== 'pong'); })().catch(() => undefined)]);
    socket.close();
    await socket.closed;
    await expect.poll(liveSubscriptions).toBe(0);
  });

  // Nothing writes the variables back as JSON any more (no result is shared by a key made of
  // them), so an unused variable, however deep, is just ignored, as graphql-js ignores it.
  it('runs as any other subscription, ends when completed, and leaves the connection open', async () => {
    const socket = await connectedSocket(gateway.graphqlUrl);
    send(socket, '1');
    await expect.poll(liveSubscriptions).toBe(1);
    socket.send({ id: '1', type: 'complete' });
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    await expect.poll(liveSubscriptions).toBe(0);
    socket.close();
  });
});
