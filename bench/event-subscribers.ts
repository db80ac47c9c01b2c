// The subscriber process of the event-log section: on each gateway it is given, S `statusEvents`
// subscribers over bare graphql-transport-ws sockets (as subscribers.ts, to stay light), the last
// with the key that owns the changed resources, every other with a key of its own that owns
// nothing; and the sender of the changes (signed webhooks), so a change's send time and its
// arrival at the owner's subscriber share one clock.
import { Pool } from 'undici';
import WebSocket from 'ws';
import { signatureHeader } from '../emulator/webhooks/signing.js';
import { childOptions, serveChild } from './child-harness.js';
import { TEST_KEY, readerKey } from './operations.js';
import type { ProviderOfframpRecord } from './subscribers.js';

export interface EventSubscribersOptions {
  webhookSecret: string;
}

const STATUS_EVENTS = 'subscription { statusEvents { cursor resourceId status } }';
// Smaller batches than subscribers.ts's: every key here is new to the gateway, which verifies each
// with the provider before it answers connection_init, and a socket not answered in 3 s is closed.
const CONNECT_BATCH = 50;
const DELIVERY_TIMEOUT_MS = 60_000;

const options = childOptions<EventSubscribersOptions>();

interface Gateway {
  sockets: WebSocket[];
  webhookUrl: URL;
  pool: Pool;
  /** The owner's subscriber waits for this resource's event. */
  expect?: { resourceId: string; status: string; resolve: (arrivedAt: number) => void };
  /** Events delivered to keys that own none of the changed resources: must stay 0. */
  strayEvents: number;
}

const gateways = new Map<string, Gateway>();

interface ProtocolMessage {
  type: string;
  payload?: { data?: { statusEvents?: { resourceId: string; status: string } }; errors?: unknown };
}

function open(gateway: Gateway, graphqlUrl: string, key: string, owner: boolean): Promise<void> {
  const socket = new WebSocket(graphqlUrl.replace(/^http/, 'ws'), 'graphql-transport-ws', { perMessageDeflate: false });
  gateway.sockets.push(socket);
  return new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', (code, reason) => reject(new Error(`socket closed: ${code} ${reason.toString()}`)));
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { 'ngnc-sec-key': key } })));
    socket.on('message', (data: Buffer) => {
      const arrivedAt = performance.now();
      const message = JSON.parse(data.toString()) as ProtocolMessage;
      switch (message.type) {
        case 'connection_ack':
          socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: STATUS_EVENTS } }));
          resolve();
          break;
        case 'next': {
          if (message.payload?.errors !== undefined) throw new Error(`subscription failed: ${JSON.stringify(message.payload.errors).slice(0, 300)}`);
          const event = message.payload?.data?.statusEvents;
          if (!owner) gateway.strayEvents += 1;
          else if (event !== undefined && gateway.expect?.resourceId === event.resourceId && gateway.expect.status === event.status) {
            gateway.expect.resolve(arrivedAt);
            gateway.expect = undefined;
          }
          break;
        }
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
}

/**
 * `count` subscribers on the gateway at `graphqlUrl`: `count - 1` readers, then the owner's, last,
 * so where wake-ups go out in the order of subscription, the owner's read waits behind every other.
 */
async function connect(name: string, graphqlUrl: string, webhookUrl: string, count: number): Promise<void> {
  const url = new URL(webhookUrl);
  const gateway: Gateway = { sockets: [], webhookUrl: url, pool: new Pool(url.origin, { connections: 1 }), strayEvents: 0 };
  gateways.set(name, gateway);
  const readers = count - 1;
  for (let start = 0; start < readers; start += CONNECT_BATCH) {
    const batch: Promise<void>[] = [];
    for (let i = start; i < Math.min(readers, start + CONNECT_BATCH); i++) batch.push(open(gateway, graphqlUrl, readerKey(i), false));
    await Promise.all(batch);
  }
  await open(gateway, graphqlUrl, TEST_KEY, true);
}

let eventCounter = 0;

/** Sends the webhook moving `record` to `status`; answers the time until the owner's subscriber had the event, in ms. */
async function change(name: string, record: ProviderOfframpRecord, status: string): Promise<number> {
  const gateway = gateways.get(name);
  if (gateway === undefined) throw new Error(`no subscribers on ${name}`);
  let timer: NodeJS.Timeout | undefined;
  const arrived = new Promise<number>((resolve, reject) => {
    gateway.expect = { resourceId: record.transaction_id, status: status.toUpperCase(), resolve };
    timer = setTimeout(() => reject(new Error(`${name}: the owner's subscriber did not get ${record.transaction_id} ${status}`)), DELIVERY_TIMEOUT_MS);
  });
  const body = JSON.stringify({
    id: `evt_bench_events_${process.pid}_${(eventCounter += 1)}`,
    event: 'transaction_status_updated',
    created_at: new Date().toISOString(),
    livemode: false,
    payload: { ...record, transaction_status: status },
  });
  const headers = { 'content-type': 'application/json', 'ngnc-signature': signatureHeader(options.webhookSecret, body, Math.floor(Date.now() / 1000)) };
  const sentAt = performance.now();
  const response = await gateway.pool.request({ method: 'POST', path: gateway.webhookUrl.pathname, headers, body });
  await response.body.dump();
  if (response.statusCode !== 200) throw new Error(`webhook refused: ${response.statusCode}`);
  try {
    return (await arrived) - sentAt;
  } finally {
    clearTimeout(timer);
  }
}

async function closeAll(): Promise<void> {
  for (const gateway of gateways.values()) {
    await gateway.pool.close();
    await Promise.all(
      gateway.sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === WebSocket.CLOSED) return resolve();
            socket.once('close', () => resolve());
            socket.close(1000);
          }),
      ),
    );
  }
}

serveChild(
  {},
  async (message) => {
    switch (message.type) {
      case 'connect':
        await connect(message.name as string, message.graphqlUrl as string, message.webhookUrl as string, message.count as number);
        return null;
      case 'change':
        return change(message.name as string, message.record as ProviderOfframpRecord, message.status as string);
      case 'stray-events':
        return gateways.get(message.name as string)?.strayEvents ?? 0;
      default:
        throw new Error(`unknown request ${String(message.type)}`);
    }
  },
  closeAll,
);
