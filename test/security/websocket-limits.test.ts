// What one instance gives WebSocket clients is bounded: each limit, reached over a real socket,
// closes with its own code and reason and is counted in /metrics; below it, everything works.
// Each test gets a gateway of its own with small limits, so counts never leak between tests.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { readEnvironment } from '../../src/config.js';
import type { SecurityConfig } from '../../src/security/security-config.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { connectRedis, deleteKeys, REDIS_URL, uniquePrefix } from '../events/redis-fixture.js';
import { gatewayConfig, startLiveEmulator } from '../events/support/live-harness.js';
import { connectedSocket, openSocket, type RawSocket } from './support/raw-socket.js';

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startLiveEmulator();
});

afterAll(async () => {
  await emulator?.close();
});

async function withGateway(security: Partial<SecurityConfig>, test: (gateway: RunningGateway) => Promise<void>): Promise<void> {
  const gateway = await startGateway({ ...gatewayConfig(emulator.url), security: { wsConnectionInitsPerWindow: 0, ...security } });
  try {
    await test(gateway);
  } finally {
    await gateway.close();
  }
}

async function metric(gateway: RunningGateway, series: string): Promise<number | undefined> {
  const text = await (await fetch(`${gateway.url}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const refusals = (gateway: RunningGateway, reason: string) => metric(gateway, `ramp_gateway_websocket_refusals_total{reason="${reason}"}`);
/** Refusals of the policy every subscription transport shares. */
const policyRefusals = (gateway: RunningGateway, reason: string) => metric(gateway, `ramp_gateway_subscription_refusals_total{transport="graphql-ws",reason="${reason}"}`);

/** A subscription that stays open until the client leaves: the caller's ESP feed. */
const FEED = 'subscription { espTransactionUpdated { id status } }';

const keyed = (key: string) => ({ connectionParams: { 'ngnc-sec-key': key } });

/** Sends subscribes one at a time; each is open once the server answered a ping sent after it. */
async function subscribeFeeds(socket: RawSocket, ids: string[]): Promise<void> {
  for (const id of ids) {
    socket.send({ id, type: 'subscribe', payload: { query: FEED } });
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
  }
}

describe('connections', () => {
  it('past MAX_LIVE_CONNECTIONS on this instance close with 1013 before a message is read; a freed place is taken again', async () => {
    await withGateway({ maxLiveConnections: 2 }, async (gateway) => {
      const first = await connectedSocket(gateway.graphqlUrl, keyed(emulator.testKey));
      await connectedSocket(gateway.graphqlUrl, keyed(emulator.testKey));
      const third = await openSocket(gateway.graphqlUrl);
      third.send({ type: 'connection_init', payload: { 'ngnc-sec-key': emulator.testKey } });
      expect(await third.closed).toEqual({ code: 1013, reason: 'Too many connections on this instance; try again later' });
      expect(third.received).toEqual([]);
      expect(await refusals(gateway, 'instance_connections')).toBe(1);
      expect(await metric(gateway, 'ramp_gateway_websocket_connections')).toBe(2);

      first.close();
      await first.closed;
      await expect.poll(() => metric(gateway, 'ramp_gateway_websocket_connections')).toBe(1);
      await connectedSocket(gateway.graphqlUrl, keyed(emulator.testKey));
    });
  });

  it('past WS_MAX_CONNECTIONS_PER_CALLER for one key close with 4429, while another key still connects', async () => {
    await withGateway({ wsMaxConnectionsPerCaller: 2 }, async (gateway) => {
      await connectedSocket(gateway.graphqlUrl, keyed(emulator.testKey));
      await connectedSocket(gateway.graphqlUrl, keyed(emulator.testKey));
      const third = await openSocket(gateway.graphqlUrl);
      third.send({ type: 'connection_init', payload: { 'ngnc-sec-key': emulator.testKey } });
      expect(await third.closed).toEqual({ code: 4429, reason: 'Too many connections for this key or address (limit 2)' });
      expect(await refusals(gateway, 'caller_connections')).toBe(1);
      await connectedSocket(gateway.graphqlUrl, keyed(emulator.liveKey));
    });
  });

  it('with connectionParams over WS_MAX_CONNECTION_PARAMS_BYTES close with 4413 and are not kept', async () => {
    await withGateway({ wsMaxConnectionParamsBytes: 512 }, async (gateway) => {
      const socket = await openSocket(gateway.graphqlUrl);
      socket.send({ type: 'connection_init', payload: { 'ngnc-sec-key': emulator.testKey, padding: 'x'.repeat(50_000) } });
      expect(await socket.closed).toEqual({ code: 4413, reason: 'Connection parameters larger than 512 bytes' });
      expect(socket.received).toEqual([]);
      expect(await refusals(gateway, 'connection_params_size')).toBe(1);
      await connectedSocket(gateway.graphqlUrl, { connectionParams: { 'ngnc-sec-key': emulator.testKey, padding: 'x'.repeat(400) } });
    });
  });

  it('nested deeper than JSON.stringify can write close with 4413 too, not with an internal error', async () => {
    await withGateway({}, async (gateway) => {
      const socket = await openSocket(gateway.graphqlUrl);
      const depth = 40_000;
      socket.sendText(`{"type":"connection_init","payload":{"ngnc-sec-key":"${emulator.testKey}","x":${'['.repeat(depth)}${']'.repeat(depth)}}}`);
      expect(await socket.closed).toEqual({ code: 4413, reason: 'Connection parameters larger than 4096 bytes' });
    });
  });

  it('past WS_CONNECTION_INITS_PER_WINDOW connection_init messages from one address close with 4429', async () => {
    await withGateway({ wsConnectionInitsPerWindow: 2 }, async (gateway) => {
      await connectedSocket(gateway.graphqlUrl, keyed(emulator.testKey));
      await connectedSocket(gateway.graphqlUrl, keyed(emulator.liveKey));
      const third = await openSocket(gateway.graphqlUrl);
      third.send({ type: 'connection_init', payload: { 'ngnc-sec-key': `sk_test_${'m'.repeat(30)}` } });
      const closed = await third.closed;
      expect(closed.code).toBe(4429);
      expect(closed.reason).toMatch(/^Too many connection attempts; retry in \d+ s$/);
      expect(third.received).toEqual([]);
      expect(await refusals(gateway, 'connection_init_rate')).toBe(1);
    });
  });
});

describe('counts after disconnects', () => {
  it('do not keep a connection that left while its connection_init was being counted (in Redis) against its caller', async () => {
    // RAMP_API_KEY set: every keyless client is one caller, so a leak there locks out every keyless frontend.
    const prefix = uniquePrefix();
    const gateway = await startGateway({
      ...gatewayConfig(emulator.url, { redisUrl: REDIS_URL, redisKeyPrefix: prefix }),
      rampApiKey: emulator.testKey,
      security: { wsMaxConnectionsPerCaller: 2, wsConnectionInitsPerWindow: 1000 },
    });
    const redis = await connectRedis();
    try {
      for (let attempt = 0; attempt < 6; attempt++) {
        const socket = new WebSocket(gateway.graphqlUrl.replace(/^http/, 'ws'), 'graphql-transport-ws');
        await new Promise((resolve) => socket.once('open', resolve));
        socket.send(JSON.stringify({ type: 'connection_init' }));
        socket.terminate();
        await new Promise((resolve) => socket.once('close', resolve));
      }
      await expect.poll(() => metric(gateway, 'ramp_gateway_websocket_connections')).toBe(0);
      const first = await connectedSocket(gateway.graphqlUrl);
      const second = await connectedSocket(gateway.graphqlUrl);
      first.close();
      second.close();
    } finally {
      await gateway.close();
      await deleteKeys(redis, prefix);
      await redis.quit();
    }
  });
});

describe('subscriptions', () => {
  it('past WS_MAX_SUBSCRIPTIONS_PER_CONNECTION close the connection with 4429', async () => {
    await withGateway({ wsMaxSubscriptionsPerConnection: 2 }, async (gateway) => {
      const socket = await connectedSocket(gateway.graphqlUrl, keyed(emulator.testKey));
      await subscribeFeeds(socket, ['1', '2']);
      socket.send({ id: '3', type: 'subscribe', payload: { query: FEED } });
      expect(await socket.closed).toEqual({ code: 4429, reason: 'Too many subscriptions on this connection (limit 2)' });
      expect(await refusals(gateway, 'connection_subscriptions')).toBe(1);
    });
  });

  it('past WS_MAX_SUBSCRIPTIONS_PER_CALLER across a key’s connections close the one asking for more with 4429', async () => {
    await withGateway({ wsMaxSubscriptionsPerCaller: 3 }, async (gateway) => {
      const first = await connectedSocket(gateway.graphqlUrl, keyed(emulator.testKey));
      const second = await connectedSocket(gateway.graphqlUrl, keyed(emulator.testKey));
      await subscribeFeeds(first, ['1', '2']);
      await subscribeFeeds(second, ['1']);
      second.send({ id: '2', type: 'subscribe', payload: { query: FEED } });
      expect(await second.closed).toEqual({ code: 4429, reason: 'Too many subscriptions for this key or address (limit 3)' });
      expect(await policyRefusals(gateway, 'caller_subscriptions')).toBe(1);

      // The closed connection's subscription is no longer counted, and subscriptions that end are not either.
      first.send({ id: '2', type: 'complete' });
      const third = await connectedSocket(gateway.graphqlUrl, keyed(emulator.testKey));
      await subscribeFeeds(third, ['1', '2']);
    });
  });

  it('a subscribe naming an operation its document does not have is refused as Apollo refuses it, and takes no place among the caller’s subscriptions', async () => {
    await withGateway({ wsMaxSubscriptionsPerCaller: 2 }, async (gateway) => {
      const socket = await connectedSocket(gateway.graphqlUrl, keyed(emulator.testKey));
      // The same id again each time it was answered: a place taken for it would be lost with it.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        socket.send({ id: '1', type: 'subscribe', payload: { query: FEED, operationName: 'Elsewhere' } });
        expect(await socket.next()).toEqual({
          id: '1',
          type: 'error',
          payload: [{ message: 'Unknown operation named "Elsewhere".', extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } }],
        });
      }
      await subscribeFeeds(socket, ['2', '3']);
      socket.close();
      const other = await connectedSocket(gateway.graphqlUrl, keyed(emulator.testKey));
      await subscribeFeeds(other, ['1', '2']);
    });
  });

  it('an id completed and subscribed again before its first subscription was set up gives back both places', async () => {
    await withGateway({ wsMaxSubscriptionsPerCaller: 2 }, async (gateway) => {
      const socket = await connectedSocket(gateway.graphqlUrl, keyed(emulator.testKey));
      for (let attempt = 0; attempt < 10; attempt += 1) {
        socket.send({ id: '1', type: 'subscribe', payload: { query: FEED } });
        socket.send({ id: '1', type: 'complete' });
        socket.send({ id: '1', type: 'subscribe', payload: { query: FEED } });
        socket.send({ id: '1', type: 'complete' });
        socket.send({ type: 'ping' });
        expect(await socket.next()).toEqual({ type: 'pong' });
      }
      socket.close();
      const other = await connectedSocket(gateway.graphqlUrl, keyed(emulator.testKey));
      await subscribeFeeds(other, ['1', '2']);
    });
  });
});

describe('environment', () => {
  it('reads every WebSocket limit', () => {
    expect(
      readEnvironment({
        WS_MAX_CONNECTIONS: '500',
        WS_MAX_CONNECTIONS_PER_CALLER: '5',
        WS_MAX_CONNECTION_PARAMS_BYTES: '2048',
        WS_MAX_SUBSCRIPTIONS_PER_CONNECTION: '20',
        WS_MAX_SUBSCRIPTIONS_PER_CALLER: '50',
        WS_CONNECTION_INITS_PER_WINDOW: '0',
      }).security,
    ).toMatchObject({
      maxLiveConnections: 500,
      wsMaxConnectionsPerCaller: 5,
      wsMaxConnectionParamsBytes: 2048,
      wsMaxSubscriptionsPerConnection: 20,
      wsMaxSubscriptionsPerCaller: 50,
      wsConnectionInitsPerWindow: 0,
    });
    expect(() => readEnvironment({ WS_MAX_CONNECTIONS: '0' })).toThrow(/WS_MAX_CONNECTIONS: must be at least 1/);
  });

  it('reads the bounds of live connections and streams: MAX_LIVE_CONNECTIONS over its old name WS_MAX_CONNECTIONS', () => {
    expect(readEnvironment({}).security).toMatchObject({ maxLiveConnections: 10_000, streamMaxBufferedBytes: 1024 * 1024, streamStallTimeoutMs: 30_000 });
    expect(
      readEnvironment({ MAX_LIVE_CONNECTIONS: '300', WS_MAX_CONNECTIONS: '500', STREAM_MAX_BUFFERED_BYTES: '65536', STREAM_STALL_TIMEOUT_MS: '5000' }).security,
    ).toMatchObject({ maxLiveConnections: 300, streamMaxBufferedBytes: 65_536, streamStallTimeoutMs: 5_000 });
    expect(() => readEnvironment({ MAX_LIVE_CONNECTIONS: '0' })).toThrow(/MAX_LIVE_CONNECTIONS: must be at least 1/);
    expect(() => readEnvironment({ STREAM_MAX_BUFFERED_BYTES: '1024' })).toThrow(/STREAM_MAX_BUFFERED_BYTES/);
  });
});
