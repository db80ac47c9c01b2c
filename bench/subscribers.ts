// A process of many subscribers (one WebSocket each) that also fires the webhook burst, so the
// webhook's send time and each subscriber's receive time share one clock. It is the load
// generator, so it must stay light: it speaks graphql-transport-ws over bare `ws` sockets
// (connection_init, subscribe, next, ping/pong). graphql-ws's client cost about 65 µs of CPU
// per message received, more than the gateway spent sending it, and on one core that delay
// landed in every latency measured.
import { Pool } from 'undici';
import WebSocket from 'ws';
import { signatureHeader } from '../emulator/webhooks/signing.js';
import { childOptions, serveChild } from './child-harness.js';
import { OFFRAMP_SUBSCRIPTION, TEST_KEY } from './operations.js';
import { percentiles } from './report.js';

export interface ProviderOfframpRecord extends Record<string, unknown> {
  transaction_id: string;
  transaction_status: string;
}

export interface SubscribersOptions {
  /** Subscriber i connects to graphqlUrls[i % length] and follows offramps[i % offramps.length]. */
  graphqlUrls: string[];
  webhookUrl: string;
  webhookSecret: string;
  offramps: ProviderOfframpRecord[];
  /** Follow every change of the caller's ESP transactions instead of one off-ramp each (the soak). */
  followEspTransactions?: boolean;
  /** The bare ws floor (servers/bare-ws.ts): a burst POSTs `{ id, status }` unsigned instead of a provider webhook. */
  floor?: boolean;
}

export interface BurstResult {
  subscribers: number;
  received: number;
  latencyMs: { p50: number; p99: number; max: number; count: number };
  webhookAckMs: { p50: number; p99: number; max: number; count: number };
}

const CONNECT_BATCH = 250;
const BURST_TIMEOUT_MS = 60_000;

const options = childOptions<SubscribersOptions>();

interface Subscriber {
  socket: WebSocket;
  offrampId: string;
  /** Resolves the wait for the status a test is expecting, with the arrival time. */
  expect?: { status: string; resolve: (arrivedAt: number) => void };
}

const subscribers: Subscriber[] = [];
let espMessages = 0;

const ESP_SUBSCRIPTION = 'subscription { espTransactionUpdated { id status amount } }';

/** A `next` payload: the one field subscribed to, or errors. */
interface NextPayload {
  data?: Record<string, { status?: string } | undefined>;
  errors?: unknown;
}

interface ProtocolMessage {
  type: string;
  id?: string;
  payload?: NextPayload;
}

/**
 * Opens one socket with one subscription. `onNext` gets each `next` payload with its arrival
 * time; `live` resolves when the subscription is sure to be live (connection acknowledged, or
 * the first message when `liveOnFirstMessage`).
 */
function subscribe(
  index: number,
  query: string,
  variables: Record<string, unknown>,
  liveOnFirstMessage: boolean,
  onNext: (payload: NextPayload, arrivedAt: number) => void,
): { socket: WebSocket; live: Promise<void> } {
  const url = options.graphqlUrls[index % options.graphqlUrls.length]!.replace(/^http/, 'ws');
  const socket = new WebSocket(url, 'graphql-transport-ws', { perMessageDeflate: false });
  const live = new Promise<void>((resolve, reject) => {
    let first = true;
    socket.once('error', reject);
    socket.once('close', (code, reason) => reject(new Error(`socket closed: ${code} ${reason.toString()}`)));
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { 'ngnc-sec-key': TEST_KEY } })));
    socket.on('message', (data: Buffer) => {
      const arrivedAt = performance.now();
      const message = JSON.parse(data.toString()) as ProtocolMessage;
      switch (message.type) {
        case 'connection_ack':
          socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
          if (!liveOnFirstMessage) resolve();
          break;
        case 'next':
          if (first && liveOnFirstMessage) {
            first = false;
            const errors = message.payload?.errors;
            if (errors !== undefined) reject(new Error(`subscription failed: ${JSON.stringify(errors).slice(0, 300)}`));
            else resolve();
            return;
          }
          onNext(message.payload ?? {}, arrivedAt);
          break;
        case 'error':
          reject(new Error(`subscription failed: ${JSON.stringify(message.payload).slice(0, 300)}`));
          break;
        case 'ping':
          socket.send('{"type":"pong"}');
          break;
        default:
          break;
      }
    });
  });
  return { socket, live };
}

function connectToEspTransactions(index: number): Promise<void> {
  // No snapshot on this subscription: the acknowledged connection is the sign it is live.
  const { socket, live } = subscribe(index, ESP_SUBSCRIPTION, {}, false, (payload) => {
    if (payload.errors === undefined) espMessages += 1;
  });
  subscribers.push({ socket, offrampId: '' });
  return live;
}

function connectOne(index: number): Promise<void> {
  const offramp = options.offramps[index % options.offramps.length]!;
  // The snapshot every subscription starts with is the sign the subscriber is live.
  const { socket, live } = subscribe(index, OFFRAMP_SUBSCRIPTION, { id: offramp.transaction_id }, true, (payload, arrivedAt) => {
    const status = payload.data?.offrampUpdated?.status;
    if (subscriber.expect !== undefined && status === subscriber.expect.status) {
      subscriber.expect.resolve(arrivedAt);
      subscriber.expect = undefined;
    }
  });
  const subscriber: Subscriber = { socket, offrampId: offramp.transaction_id };
  subscribers.push(subscriber);
  return live;
}

async function connect(count: number): Promise<{ connected: number; seconds: number }> {
  const started = performance.now();
  for (let start = 0; start < count; start += CONNECT_BATCH) {
    const batch: Promise<void>[] = [];
    for (let i = start; i < Math.min(count, start + CONNECT_BATCH); i++) {
      batch.push(options.followEspTransactions ? connectToEspTransactions(i) : connectOne(i));
    }
    await Promise.all(batch);
  }
  return { connected: subscribers.length, seconds: (performance.now() - started) / 1000 };
}

let eventCounter = 0;

// One keep-alive connection per webhook of a burst, opened before the first burst: fetch() and
// fresh connections cost the subscriber process more than the gateway spends on a webhook.
// The soak's subscribers only listen: no webhook target, no pool.
const webhookUrl = options.offramps.length > 0 ? new URL(options.webhookUrl) : undefined;
const webhookPool = webhookUrl && new Pool(webhookUrl.origin, { connections: options.offramps.length });

async function openWebhookConnections(): Promise<void> {
  if (webhookPool === undefined) return;
  await Promise.all(
    options.offramps.map(async () => {
      const response = await webhookPool.request({ method: 'GET', path: '/' });
      await response.body.dump();
    }),
  );
}

async function burst(status: string): Promise<BurstResult> {
  if (webhookUrl === undefined || webhookPool === undefined) throw new Error('no webhook target to send a burst to');
  const sentAt = new Map<string, number>();
  const arrivals = subscribers.map(
    (subscriber) =>
      new Promise<number>((resolve) => {
        subscriber.expect = { status: status.toUpperCase(), resolve: (arrivedAt) => resolve(arrivedAt - sentAt.get(subscriber.offrampId)!) };
      }),
  );
  const requests = options.offramps.map((offramp) => {
    const body = options.floor
      ? JSON.stringify({ id: offramp.transaction_id, status: status.toUpperCase() })
      : JSON.stringify({
          id: `evt_bench_${process.pid}_${(eventCounter += 1)}`,
          event: 'transaction_status_updated',
          created_at: new Date().toISOString(),
          livemode: false,
          payload: { ...offramp, transaction_status: status },
        });
    const headers = { 'content-type': 'application/json', 'ngnc-signature': signatureHeader(options.webhookSecret, body, Math.floor(Date.now() / 1000)) };
    return { id: offramp.transaction_id, body, headers };
  });
  const acks = requests.map(async ({ id, body, headers }) => {
    const started = performance.now();
    sentAt.set(id, started);
    const response = await webhookPool.request({ method: 'POST', path: webhookUrl.pathname, headers, body });
    await response.body.dump();
    if (response.statusCode !== 200) throw new Error(`webhook refused: ${response.statusCode}`);
    return performance.now() - started;
  });
  const ackTimes = await Promise.all(acks);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), BURST_TIMEOUT_MS);
  });
  const latencies: number[] = [];
  for (const arrival of arrivals) arrival.then((latency) => latencies.push(latency));
  await Promise.race([Promise.all(arrivals), timeout]);
  clearTimeout(timer);
  for (const subscriber of subscribers) subscriber.expect = undefined;
  return { subscribers: subscribers.length, received: latencies.length, latencyMs: percentiles(latencies), webhookAckMs: percentiles(ackTimes) };
}

serveChild({}, async (message) => {
  switch (message.type) {
    case 'connect': {
      const connected = await connect(message.count as number);
      await openWebhookConnections();
      return connected;
    }
    case 'burst':
      return burst(message.status as string);
    case 'count':
      return espMessages;
    default:
      throw new Error(`unknown request ${String(message.type)}`);
  }
}, async () => {
  await webhookPool?.close();
  await Promise.all(
    subscribers.map(
      ({ socket }) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close(1000);
        }),
    ),
  );
});
