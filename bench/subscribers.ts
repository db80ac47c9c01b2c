// A process of many graphql-ws subscribers (one WebSocket each) that also fires the webhook
// burst, so the webhook's send time and each subscriber's receive time share one clock.
import { createClient, type Client } from 'graphql-ws';
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
  client: Client;
  offrampId: string;
  /** Resolves the wait for the status a test is expecting, with the arrival time. */
  expect?: { status: string; resolve: (arrivedAt: number) => void };
}

const subscribers: Subscriber[] = [];
let espMessages = 0;

const ESP_SUBSCRIPTION = 'subscription { espTransactionUpdated { id status amount } }';

function connectToEspTransactions(index: number): Promise<void> {
  const url = options.graphqlUrls[index % options.graphqlUrls.length]!.replace(/^http/, 'ws');
  const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { 'ngnc-sec-key': TEST_KEY }, retryAttempts: 0, lazy: true });
  subscribers.push({ client, offrampId: '' });
  return new Promise((resolve, reject) => {
    // No snapshot on this subscription: the acknowledged connection is the sign it is live.
    client.on('connected', () => resolve());
    client.subscribe(
      { query: ESP_SUBSCRIPTION },
      {
        next(value) {
          if (value.errors !== undefined) reject(new Error(JSON.stringify(value.errors).slice(0, 300)));
          else espMessages += 1;
        },
        error(error) {
          reject(error instanceof Error ? error : new Error(JSON.stringify(error).slice(0, 300)));
        },
        complete() {},
      },
    );
  });
}

function connectOne(index: number): Promise<void> {
  const url = options.graphqlUrls[index % options.graphqlUrls.length]!.replace(/^http/, 'ws');
  const offramp = options.offramps[index % options.offramps.length]!;
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { 'ngnc-sec-key': TEST_KEY },
    retryAttempts: 0,
    lazy: true,
    keepAlive: 0,
  });
  const subscriber: Subscriber = { client, offrampId: offramp.transaction_id };
  subscribers.push(subscriber);
  return new Promise((resolve, reject) => {
    let first = true;
    client.subscribe<{ offrampUpdated: { status: string } }>(
      { query: OFFRAMP_SUBSCRIPTION, variables: { id: offramp.transaction_id } },
      {
        next(value) {
          const arrivedAt = performance.now();
          const status = value.data?.offrampUpdated.status;
          if (first) {
            // The snapshot every subscription starts with: the subscriber is now live.
            first = false;
            if (status === undefined) reject(new Error(`subscription failed: ${JSON.stringify(value).slice(0, 300)}`));
            else resolve();
            return;
          }
          if (subscriber.expect !== undefined && status === subscriber.expect.status) {
            subscriber.expect.resolve(arrivedAt);
            subscriber.expect = undefined;
          }
        },
        error(error) {
          reject(error instanceof Error ? error : new Error(JSON.stringify(error).slice(0, 300)));
        },
        complete() {},
      },
    );
  });
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

async function burst(status: string): Promise<BurstResult> {
  const sentAt = new Map<string, number>();
  const arrivals = subscribers.map(
    (subscriber) =>
      new Promise<number>((resolve) => {
        subscriber.expect = { status: status.toUpperCase(), resolve: (arrivedAt) => resolve(arrivedAt - sentAt.get(subscriber.offrampId)!) };
      }),
  );
  const acks = options.offramps.map(async (offramp) => {
    const body = JSON.stringify({
      id: `evt_bench_${process.pid}_${(eventCounter += 1)}`,
      event: 'transaction_status_updated',
      created_at: new Date().toISOString(),
      livemode: false,
      payload: { ...offramp, transaction_status: status },
    });
    const headers = { 'content-type': 'application/json', 'ngnc-signature': signatureHeader(options.webhookSecret, body, Math.floor(Date.now() / 1000)) };
    const started = performance.now();
    sentAt.set(offramp.transaction_id, started);
    const response = await fetch(options.webhookUrl, { method: 'POST', headers, body });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`webhook refused: ${response.status}`);
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
    case 'connect':
      return connect(message.count as number);
    case 'burst':
      return burst(message.status as string);
    case 'count':
      return espMessages;
    default:
      throw new Error(`unknown request ${String(message.type)}`);
  }
}, async () => {
  await Promise.all(subscribers.map((subscriber) => subscriber.client.dispose()));
});
