// What an SSE or multipart stream may hold of one instance is bounded. A client that never reads
// its stream is paused, then closed, and its subscription ended (its pub/sub subscription and its
// caller's place given back), whether its events come from the event log (a replay) or from
// pub/sub (a live feed); and every stream holds one of the instance's MAX_LIVE_CONNECTIONS, beside
// the WebSockets.
//
// A client that does not read is a real socket that never reads: the kernel's buffers on both
// sides of a loopback connection take megabytes first, so the events are made large (many aliases
// of one field) to fill them with a few dozen events. That the stream was paused, not buffered,
// shows in why it was closed: stalled, where without the pause more than STREAM_MAX_BUFFERED_BYTES
// would have waited for it first.
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import type { SecurityConfig } from '../../src/security/security-config.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { LiveSetupEspOnrampDocument, LiveSetupOfframpDocument } from '../generated/graphql.js';
import { readEvents } from '../events/support/event-log.js';
import { tempSqliteStore } from '../store/support/databases.js';
import { execute, gatewayConfig, offrampInput, startLiveEmulator } from '../events/support/live-harness.js';
import { connectedSocket, openSocket } from './support/raw-socket.js';

const SSE_ACCEPT = 'text/event-stream';
const MULTIPART_ACCEPT = 'multipart/mixed;boundary="graphql";subscriptionSpec=1.0,application/json';
const TRANSPORTS = [
  ['SSE', 'sse', SSE_ACCEPT],
  ['multipart', 'multipart', MULTIPART_ACCEPT],
] as const;

// No snapshot first: the stream is idle until an event of the log comes.
const IDLE = 'subscription { statusEvents { cursor } }';
const ALIASES = 5_000;
/** Each replayed event as a few hundred KB: every alias is the event's cursor again. */
const LARGE = `subscription ($after: String) { statusEvents(after: $after) { ${Array.from({ length: ALIASES }, (_, i) => `c${i}: cursor`).join(' ')} } }`;
/** Events in the log to replay: several times what the loopback's buffers take. */
const EVENTS = 60;

/** Limits that let the large operation through; the test's subject is the stream, not the operation. */
const LARGE_OPERATIONS: Partial<SecurityConfig> = {
  maxAliases: ALIASES,
  maxTokens: 4 * ALIASES + 100,
  maxCost: 10 * ALIASES,
  bodyLimitBytes: 1024 * 1024,
  wsMaxSubscriptionsPerCaller: 1,
  maxLiveConnections: 1,
};

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startLiveEmulator();
});

afterAll(async () => {
  await emulator?.close();
});

async function metric(gateway: RunningGateway, series: string): Promise<number | undefined> {
  const text = await (await fetch(`${gateway.url}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** An HTTP subscription on a bare socket that never reads what the gateway sends, until `drain`. */
interface StalledClient {
  socket: Socket;
  /** Reads everything the gateway sent: the events in it, and whether the gateway ended the connection. */
  drain(): Promise<{ events: number; ended: boolean }>;
}

function stalledClient(gateway: RunningGateway, accept: string, body: object): Promise<StalledClient> {
  const url = new URL(gateway.graphqlUrl);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.pause();
      socket.write(
        `POST ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\naccept: ${accept}\r\n` +
          `ngnc-sec-key: ${emulator.testKey}\r\ncontent-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
      );
      resolve({
        socket,
        drain: () =>
          new Promise((done) => {
            const chunks: Buffer[] = [];
            let ended = false;
            socket.on('data', (chunk: Buffer) => chunks.push(chunk));
            socket.once('end', () => (ended = true));
            socket.once('close', () => done({ events: Buffer.concat(chunks).toString('utf8').split('"c0":').length - 1, ended }));
            socket.resume();
          }),
      });
    });
    socket.once('error', reject);
  });
}

/** The status of a new idle subscription of the same key, its stream dropped at once: refused while the stalled stream holds the caller's one place and the instance's one connection. */
async function streamStatus(gateway: RunningGateway, accept: string): Promise<number> {
  const aborted = new AbortController();
  const response = await fetch(gateway.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, 'ngnc-sec-key': emulator.testKey },
    body: JSON.stringify({ query: IDLE }),
    signal: aborted.signal,
  });
  aborted.abort();
  return response.status;
}

describe('a stream whose client does not read', () => {
  const store = tempSqliteStore();
  let after: string;
  let gateway: RunningGateway | undefined;

  beforeAll(async () => {
    const writer = await startGateway({ ...gatewayConfig(emulator.url, {}, store), security: LARGE_OPERATIONS });
    try {
      for (let i = 0; i < EVENTS; i += 4) {
        await Promise.all([0, 1, 2, 3].map(() => execute(writer, LiveSetupOfframpDocument, { input: offrampInput() }, emulator.testKey)));
      }
      const [first] = await readEvents(writer, emulator.testKey, {});
      after = first!.cursor;
    } finally {
      await writer.close();
    }
  });

  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });

  /** A gateway over the store of the events, with these bounds of its streams. */
  async function reader(security: Partial<SecurityConfig>): Promise<RunningGateway> {
    gateway = await startGateway({ ...gatewayConfig(emulator.url, {}, store), security: { ...LARGE_OPERATIONS, ...security } });
    return gateway;
  }

  it.each(TRANSPORTS)('over %s is paused, then closed past STREAM_STALL_TIMEOUT_MS, and its subscription released', async (_name, transport, accept) => {
    const gateway = await reader({ streamStallTimeoutMs: 2_000 });
    const client = await stalledClient(gateway, accept, { query: LARGE, variables: { after } });
    await expect.poll(() => metric(gateway, 'ramp_gateway_live_subscriptions'), { timeout: 10_000 }).toBe(1);
    const series = `ramp_gateway_stream_overflows_total{transport="${transport}",reason="stalled"}`;
    await expect.poll(() => metric(gateway, series), { timeout: 30_000, interval: 200 }).toBe(1);
    // Its pub/sub subscription is let go.
    await expect.poll(() => metric(gateway, 'ramp_gateway_live_subscriptions'), { timeout: 10_000 }).toBe(0);
    // The caller's one place and the instance's one connection are free again: the subscription ended, not just the socket.
    await expect.poll(() => streamStatus(gateway, accept), { timeout: 10_000 }).toBe(200);
    const { events, ended } = await client.drain();
    expect(ended).toBe(true);
    // Paused: the replay was not all pulled and written before the stream was closed.
    expect(events).toBeGreaterThan(0);
    expect(events).toBeLessThan(EVENTS - 1);
  }, 60_000);

  it.each(TRANSPORTS)('over %s is closed once more than STREAM_MAX_BUFFERED_BYTES wait for it, and its subscription released', async (_name, transport, accept) => {
    const gateway = await reader({ streamMaxBufferedBytes: 64 * 1024, streamStallTimeoutMs: 600_000 });
    const client = await stalledClient(gateway, accept, { query: LARGE, variables: { after } });
    const series = `ramp_gateway_stream_overflows_total{transport="${transport}",reason="buffer"}`;
    await expect.poll(() => metric(gateway, series), { timeout: 30_000, interval: 200 }).toBe(1);
    await expect.poll(() => metric(gateway, 'ramp_gateway_live_subscriptions'), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => streamStatus(gateway, accept), { timeout: 10_000 }).toBe(200);
    const { ended } = await client.drain();
    expect(ended).toBe(true);
  }, 60_000);
});

describe('a live feed whose client does not read', () => {
  let gateway: RunningGateway | undefined;

  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });

  const FEED = `subscription { espTransactionUpdated { ${Array.from({ length: ALIASES }, (_, i) => `c${i}: id`).join(' ')} } }`;
  const onramp = (n: number) => ({ currency: 'USD' as const, amount: `${50 + n}.00`, bankName: 'Chase', accountNumber: '000111222', espAccount: { emailAddress: 'user@esp.example' } });

  it.each(TRANSPORTS)('over %s is paused while its pub/sub events wait, then closed and its pub/sub subscription released', async (_name, transport, accept) => {
    gateway = await startGateway({ ...gatewayConfig(emulator.url), security: { ...LARGE_OPERATIONS, streamStallTimeoutMs: 2_000 } });
    const target = gateway;
    const client = await stalledClient(target, accept, { query: FEED });
    await expect.poll(() => metric(target, 'ramp_gateway_live_subscriptions'), { timeout: 10_000 }).toBe(1);
    const series = `ramp_gateway_stream_overflows_total{transport="${transport}",reason="stalled"}`;
    let created = 0;
    while ((await metric(target, series)) !== 1 && created < 4 * EVENTS) {
      await Promise.all([0, 1, 2, 3].map((i) => execute(target, LiveSetupEspOnrampDocument, { input: onramp(created + i) }, emulator.testKey)));
      created += 4;
    }
    await expect.poll(() => metric(target, series), { timeout: 30_000, interval: 200 }).toBe(1);
    await expect.poll(() => metric(target, 'ramp_gateway_live_subscriptions'), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => streamStatus(target, accept), { timeout: 10_000 }).toBe(200);
    const { events, ended } = await client.drain();
    expect(ended).toBe(true);
    expect(events).toBeGreaterThan(0);
    expect(events).toBeLessThan(created);
  }, 120_000);
});

describe('MAX_LIVE_CONNECTIONS', () => {
  let gateway: RunningGateway | undefined;

  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });

  /** An idle subscription whose stream stays open until `close`; its answer's status and body once refused. */
  async function openStream(target: RunningGateway, accept: string): Promise<{ status: number; body: () => Promise<unknown>; close: () => void }> {
    const aborted = new AbortController();
    const response = await fetch(target.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept, 'ngnc-sec-key': emulator.testKey },
      body: JSON.stringify({ query: IDLE }),
      signal: aborted.signal,
    });
    return { status: response.status, body: () => response.json(), close: () => aborted.abort() };
  }

  it('counts SSE and multipart streams with WebSockets: past the bound a stream is 503 TOO_MANY_CONNECTIONS and a WebSocket closes with 1013; a freed place is taken again', async () => {
    gateway = await startGateway({ ...gatewayConfig(emulator.url), security: { maxLiveConnections: 3, wsConnectionInitsPerWindow: 0 } });
    const socket = await connectedSocket(gateway.graphqlUrl, { connectionParams: { 'ngnc-sec-key': emulator.testKey } });
    const sse = await openStream(gateway, SSE_ACCEPT);
    const multipart = await openStream(gateway, MULTIPART_ACCEPT);
    expect([sse.status, multipart.status]).toEqual([200, 200]);
    expect(await metric(gateway, 'ramp_gateway_live_connections')).toBe(3);

    for (const accept of [SSE_ACCEPT, MULTIPART_ACCEPT]) {
      const refused = await openStream(gateway, accept);
      expect(refused.status).toBe(503);
      expect(await refused.body()).toEqual({
        errors: [{ message: 'Too many connections on this instance; try again later.', extensions: { code: 'TOO_MANY_CONNECTIONS' } }],
      });
    }
    const late = await openSocket(gateway.graphqlUrl);
    expect(await late.closed).toEqual({ code: 1013, reason: 'Too many connections on this instance; try again later' });
    expect(await metric(gateway, 'ramp_gateway_subscription_refusals_total{transport="sse",reason="instance_connections"}')).toBe(1);
    expect(await metric(gateway, 'ramp_gateway_subscription_refusals_total{transport="multipart",reason="instance_connections"}')).toBe(1);

    // A stream whose client left gives its place back, to a stream or a WebSocket alike.
    sse.close();
    await expect.poll(() => streamStatus(gateway!, MULTIPART_ACCEPT), { timeout: 10_000 }).toBe(200);
    multipart.close();
    await expect.poll(async () => {
      const next = await openSocket(gateway!.graphqlUrl);
      next.send({ type: 'connection_init', payload: { 'ngnc-sec-key': emulator.testKey } });
      return (await next.next()).type;
    }, { timeout: 10_000 }).toBe('connection_ack');
    socket.close();
  });

  it('gives a stream’s place back however it ends: its client gone, or its subscription refused by its resolver', async () => {
    gateway = await startGateway({ ...gatewayConfig(emulator.url), security: { maxLiveConnections: 1 } });
    const held = await stalledClient(gateway, SSE_ACCEPT, { query: IDLE });
    await expect.poll(() => streamStatus(gateway!, MULTIPART_ACCEPT), { timeout: 10_000 }).toBe(503);
    held.socket.destroy();
    await expect.poll(() => streamStatus(gateway!, MULTIPART_ACCEPT), { timeout: 10_000 }).toBe(200);

    // The stream the poll opened last may still be closing: asked until it answers.
    const refused = () =>
      fetch(gateway!.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: SSE_ACCEPT, 'ngnc-sec-key': emulator.testKey },
        body: JSON.stringify({ query: 'subscription { statusEvents(after: "not a cursor") { cursor } }' }),
      }).then((response) => response.text());
    await expect.poll(refused, { timeout: 10_000 }).toContain('BAD_USER_INPUT');
    await expect.poll(() => streamStatus(gateway!, SSE_ACCEPT), { timeout: 10_000 }).toBe(200);
  });
});
