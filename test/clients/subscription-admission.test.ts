// One admission policy for every transport: the same bad subscription is refused over graphql-ws,
// GraphQL over SSE and Apollo's multipart subscriptions for the same reason, each transport saying
// it its own way (an HTTP status and code before the stream opens; a close code and reason, or an
// `error` message for one operation, over graphql-ws), and counted under that reason in
// ramp_gateway_subscription_refusals_total for the transport that refused it.
import { GRAPHQL_TRANSPORT_WS_PROTOCOL } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningEmulator } from '../../emulator/index.js';
import type { SecurityConfig } from '../../src/security/security-config.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { gatewayConfig, startLiveEmulator } from '../events/support/live-harness.js';
import { MANIFEST_PATH } from '../security/manifest.js';

const FOREIGN_ORIGIN = 'https://pages.example';
const FEED = 'subscription Feed { espTransactionUpdated { id status } }';
const ALIASED = 'subscription Aliased { espTransactionUpdated { a: id b: id c: status } }';

type GatewayName = 'plain' | 'trusted' | 'limited' | 'full';

const GATEWAYS: Record<GatewayName, Partial<SecurityConfig>> = {
  plain: {},
  trusted: { trustedDocumentsPath: MANIFEST_PATH },
  limited: { maxAliases: 2, wsMaxSubscriptionsPerCaller: 0 },
  full: { maxLiveConnections: 0 },
};

/** What a caller sends: its key (`valid` for the emulator's test key, none when absent), its page's origin, its document. */
interface BadSubscription {
  gateway: GatewayName;
  key?: string | 'valid';
  origin?: string;
  query: string;
}

/** How a refusal is said: over HTTP, and over graphql-ws as a close or an operation's error. */
interface Said {
  http: { status: number; code: string };
  ws: { closed: { code: number; reason: string | RegExp } } | { error: string };
}

interface Case {
  name: string;
  send: BadSubscription;
  reason: string;
  said: Said;
}

const CASES: Case[] = [
  {
    name: 'a page of a foreign origin',
    send: { gateway: 'plain', key: 'valid', origin: FOREIGN_ORIGIN, query: FEED },
    reason: 'origin',
    said: { http: { status: 403, code: 'ORIGIN_NOT_ALLOWED' }, ws: { closed: { code: 4403, reason: 'Origin not allowed' } } },
  },
  {
    name: 'an instance holding MAX_LIVE_CONNECTIONS already',
    send: { gateway: 'full', key: 'valid', query: FEED },
    reason: 'instance_connections',
    said: { http: { status: 503, code: 'TOO_MANY_CONNECTIONS' }, ws: { closed: { code: 1013, reason: 'Too many connections on this instance; try again later' } } },
  },
  {
    name: 'a page of a foreign origin, on an instance that is full as well (the origin is checked first)',
    send: { gateway: 'full', key: 'valid', origin: FOREIGN_ORIGIN, query: FEED },
    reason: 'origin',
    said: { http: { status: 403, code: 'ORIGIN_NOT_ALLOWED' }, ws: { closed: { code: 4403, reason: 'Origin not allowed' } } },
  },
  {
    name: 'no key',
    send: { gateway: 'plain', query: FEED },
    reason: 'key',
    said: { http: { status: 401, code: 'UNAUTHENTICATED' }, ws: { closed: { code: 4403, reason: /^Key refused: none sent/ } } },
  },
  {
    name: 'a malformed key',
    send: { gateway: 'plain', key: 'not a key', query: FEED },
    reason: 'key',
    said: { http: { status: 401, code: 'UNAUTHENTICATED' }, ws: { closed: { code: 4403, reason: /^Key refused: malformed/ } } },
  },
  {
    name: 'a well-formed key the provider does not accept',
    send: { gateway: 'plain', key: `sk_test_${'u'.repeat(30)}`, query: FEED },
    reason: 'key',
    said: { http: { status: 401, code: 'UNAUTHENTICATED' }, ws: { closed: { code: 4403, reason: 'Key refused: the provider does not accept it' } } },
  },
  {
    name: 'a document that does not parse',
    send: { gateway: 'plain', key: 'valid', query: 'subscription { espTransactionUpdated { id ' },
    reason: 'operation',
    said: { http: { status: 400, code: 'GRAPHQL_PARSE_FAILED' }, ws: { error: 'GRAPHQL_PARSE_FAILED' } },
  },
  {
    name: 'a field the schema does not have',
    send: { gateway: 'plain', key: 'valid', query: 'subscription { espTransactionUpdated { noSuchField } }' },
    reason: 'operation',
    said: { http: { status: 400, code: 'GRAPHQL_VALIDATION_FAILED' }, ws: { error: 'GRAPHQL_VALIDATION_FAILED' } },
  },
  {
    name: 'a query instead of a subscription',
    send: { gateway: 'plain', key: 'valid', query: '{ viewer { mode } }' },
    reason: 'operation',
    said: { http: { status: 400, code: 'SUBSCRIPTIONS_ONLY' }, ws: { error: 'SUBSCRIPTIONS_ONLY' } },
  },
  {
    name: 'a document outside the trusted-documents manifest',
    send: { gateway: 'trusted', key: 'valid', query: FEED },
    reason: 'operation',
    said: { http: { status: 400, code: 'OPERATION_NOT_TRUSTED' }, ws: { error: 'OPERATION_NOT_TRUSTED' } },
  },
  {
    name: 'more aliases than allowed',
    send: { gateway: 'limited', key: 'valid', query: ALIASED },
    reason: 'operation',
    said: { http: { status: 400, code: 'TOO_MANY_ALIASES' }, ws: { error: 'TOO_MANY_ALIASES' } },
  },
  {
    name: 'a caller past WS_MAX_SUBSCRIPTIONS_PER_CALLER',
    send: { gateway: 'limited', key: 'valid', query: FEED },
    reason: 'caller_subscriptions',
    said: { http: { status: 429, code: 'TOO_MANY_SUBSCRIPTIONS' }, ws: { closed: { code: 4429, reason: 'Too many subscriptions for this key or address (limit 0)' } } },
  },
];

let emulator: RunningEmulator;
const gateways = new Map<GatewayName, RunningGateway>();

beforeAll(async () => {
  emulator = await startLiveEmulator();
  for (const [name, security] of Object.entries(GATEWAYS) as [GatewayName, Partial<SecurityConfig>][]) {
    gateways.set(name, await startGateway({ ...gatewayConfig(emulator.url), security }));
  }
});

afterAll(async () => {
  for (const gateway of gateways.values()) await gateway.close();
  await emulator?.close();
});

function keyOf(send: BadSubscription): string | undefined {
  return send.key === 'valid' ? emulator.testKey : send.key;
}

type Outcome = { status: number; code: unknown } | { closed: { code: number; reason: string } } | { error: unknown };

async function overHttp(accept: string, gateway: RunningGateway, send: BadSubscription): Promise<Outcome> {
  const key = keyOf(send);
  const response = await fetch(gateway.graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept,
      ...(key !== undefined && { 'ngnc-sec-key': key }),
      ...(send.origin !== undefined && { origin: send.origin }),
    },
    body: JSON.stringify({ query: send.query }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: unknown } }[] };
  return { status: response.status, code: body.errors?.[0]?.extensions?.code };
}

/** A raw graphql-ws exchange: the upgrade, connection_init with the key, then one subscribe; how it ended. */
function overGraphqlWs(gateway: RunningGateway, send: BadSubscription): Promise<Outcome> {
  const key = keyOf(send);
  const socket = new WebSocket(gateway.graphqlUrl.replace(/^http/, 'ws'), GRAPHQL_TRANSPORT_WS_PROTOCOL, send.origin === undefined ? {} : { origin: send.origin });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', (code, reason) => resolve({ closed: { code, reason: String(reason) } }));
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: key === undefined ? {} : { 'ngnc-sec-key': key } })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; payload?: { extensions?: { code?: unknown } }[] };
      if (message.type === 'connection_ack') socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: send.query } }));
      if (message.type === 'error') {
        resolve({ error: message.payload?.[0]?.extensions?.code });
        socket.close();
      }
      if (message.type === 'next') reject(new Error(`admitted: ${String(data)}`));
    });
  });
}

const TRANSPORTS = [
  ['sse', (gateway: RunningGateway, send: BadSubscription) => overHttp('text/event-stream', gateway, send)],
  ['multipart', (gateway: RunningGateway, send: BadSubscription) => overHttp('multipart/mixed;subscriptionSpec="1.0"', gateway, send)],
  ['graphql-ws', overGraphqlWs],
] as const;

function expected(transport: string, said: Said): unknown {
  if (transport !== 'graphql-ws') return said.http;
  if ('error' in said.ws) return said.ws;
  const { code, reason } = said.ws.closed;
  return { closed: { code, reason: typeof reason === 'string' ? reason : expect.stringMatching(reason) } };
}

async function refusals(gateway: RunningGateway, transport: string, reason: string): Promise<number> {
  const series = `ramp_gateway_subscription_refusals_total{transport="${transport}",reason="${reason}"}`;
  const text = await (await fetch(`${gateway.url}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe.each(CASES)('$name', ({ send, reason, said }) => {
  it.each(TRANSPORTS)(`is refused over %s for the reason ${reason}`, async (transport, subscribe) => {
    const gateway = gateways.get(send.gateway)!;
    const before = await refusals(gateway, transport, reason);
    expect(await subscribe(gateway, send)).toEqual(expected(transport, said));
    expect(await refusals(gateway, transport, reason)).toBe(before + 1);
  });
});
