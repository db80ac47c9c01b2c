// One subscription, three transports, each with its real client package: Apollo Client's
// HttpLink (Apollo's multipart HTTP subscriptions), graphql-sse's client (GraphQL over SSE,
// distinct connections) and graphql-ws's client. Each gets the off-ramp's status as created,
// then every move, over the real emulator's webhooks. Then each refusal of the shared policy,
// said the way each transport says it: an HTTP status and code before an SSE or multipart stream
// opens, a close code (or an error message, for an operation) over graphql-ws.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { Client as UrqlClient, fetchExchange } from '@urql/core';
import { print } from 'graphql';
import { createClient as createSseClient, NetworkError } from 'graphql-sse';
import { GRAPHQL_TRANSPORT_WS_PROTOCOL } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { LiveOfframpDocument, LiveSetupOfframpDocument, TestMoveOfframpDocument } from '../generated/graphql.js';
import { execute, gatewayConfig, offrampInput, subscribe, wsClient } from '../events/support/live-harness.js';
import { useLivePair } from '../events/support/live-pair.js';
import { MANIFEST_PATH } from '../security/manifest.js';
import { callbackQueue } from './support/callback-queue.js';

const FOREIGN_ORIGIN = 'https://pages.example';
const MULTIPART_ACCEPT = 'multipart/mixed;boundary="graphql";subscriptionSpec=1.0,application/json';
const LIVE_OFFRAMP = print(LiveOfframpDocument);
const UNTRUSTED = 'subscription Handwritten($id: ID!) { offrampUpdated(id: $id) { id status } }';
const ALIASED = 'subscription Aliased($id: ID!) { offrampUpdated(id: $id) { a: id b: id c: status } }';

const pair = useLivePair();

async function createOfframp(): Promise<string> {
  const data = await execute(pair.gateway, LiveSetupOfframpDocument, { input: offrampInput() }, pair.testKey);
  expect(data.createOfframp.userErrors).toEqual([]);
  return data.createOfframp.offramp!.id;
}

async function move(id: string, status: 'PROCESSING' | 'COMPLETED'): Promise<void> {
  const data = await execute(pair.gateway, TestMoveOfframpDocument, { input: { id, status } }, pair.testKey);
  expect(data.testMoveOfframp.userErrors).toEqual([]);
}

/** The statuses a client's subscription yields, in order, whatever shape its package hands them in. */
interface StatusFeed {
  next(): Promise<string>;
  close(): Promise<void>;
}

function apolloFeed(id: string): StatusFeed {
  const client = new ApolloClient({ link: new HttpLink({ uri: pair.gateway.graphqlUrl, headers: { 'ngnc-sec-key': pair.testKey } }), cache: new InMemoryCache() });
  const statuses = callbackQueue<string>();
  const subscription = client.subscribe({ query: LiveOfframpDocument, variables: { id } }).subscribe({
    next: (result) => (result.error ? statuses.fail(result.error) : statuses.push(result.data!.offrampUpdated.status)),
    error: (error: unknown) => statuses.fail(error),
  });
  return {
    next: statuses.take,
    close: async () => {
      subscription.unsubscribe();
      client.stop();
    },
  };
}

function sseFeed(id: string): StatusFeed {
  const client = createSseClient({ url: pair.gateway.graphqlUrl, headers: { 'ngnc-sec-key': pair.testKey }, retryAttempts: 0 });
  const results = client.iterate<{ offrampUpdated: { status: string } }>({ query: LIVE_OFFRAMP, variables: { id } });
  return {
    next: async () => {
      const result = await results.next();
      if (result.done || result.value.data == null) throw new Error(`no status: ${JSON.stringify(result.value)}`);
      return result.value.data.offrampUpdated.status;
    },
    close: async () => {
      await results.return?.();
      client.dispose();
    },
  };
}

/** urql's own fetch transport for subscriptions, with its defaults: it asks for `text/event-stream, multipart/mixed`. */
function urqlFetchFeed(id: string): StatusFeed {
  const client = new UrqlClient({ url: pair.gateway.graphqlUrl, exchanges: [fetchExchange], fetchSubscriptions: true, fetchOptions: { headers: { 'ngnc-sec-key': pair.testKey } } });
  const statuses = callbackQueue<string>();
  const subscription = client.subscription(LiveOfframpDocument, { id }).subscribe((result) => {
    if (result.error !== undefined) statuses.fail(result.error);
    else if (result.data !== undefined) statuses.push(result.data.offrampUpdated.status);
  });
  return { next: statuses.take, close: async () => subscription.unsubscribe() };
}

function graphqlWsFeed(id: string): StatusFeed {
  const client = wsClient(pair.gateway, { 'ngnc-sec-key': pair.testKey });
  const feed = subscribe(client, LiveOfframpDocument, { id });
  return {
    next: async () => (await feed.next()).offrampUpdated.status,
    close: async () => {
      await feed.close();
      await client.dispose();
    },
  };
}

describe('the same subscription over every transport', () => {
  it.each([
    ['multipart HTTP (Apollo Client HttpLink)', apolloFeed],
    ['SSE (graphql-sse client)', sseFeed],
    ['urql fetchSubscriptions with its default Accept', urqlFetchFeed],
    ['graphql-ws (graphql-ws client)', graphqlWsFeed],
  ])('delivers an off-ramp’s status as created and every move after it over %s', async (_transport, open) => {
    const id = await createOfframp();
    const feed = open(id);
    try {
      expect(await feed.next()).toBe('PENDING');
      await move(id, 'PROCESSING');
      expect(await feed.next()).toBe('PROCESSING');
      await move(id, 'COMPLETED');
      expect(await feed.next()).toBe('COMPLETED');
    } finally {
      await feed.close();
    }
  });

  it('speaks Apollo’s multipart protocol on the wire: its content type, `{}` heartbeats while idle, each event as its payload', async () => {
    const id = await createOfframp();
    const aborted = new AbortController();
    const response = await fetch(pair.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: MULTIPART_ACCEPT, ...keyed() },
      body: JSON.stringify({ query: LIVE_OFFRAMP, variables: { id } }),
      signal: aborted.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('multipart/mixed; boundary="graphql"; subscriptionSpec="1.0"');
    // A part is whole once the boundary after it arrived; the off-ramp does not move, so after its
    // snapshot only heartbeats come.
    const parts: unknown[] = [];
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) {
      text += decoder.decode(chunk, { stream: true });
      const pieces = text.split('\r\n--graphql');
      text = pieces.pop()!;
      for (const piece of pieces.filter((candidate) => candidate.includes('\r\n\r\n'))) {
        const [headers = '', body = ''] = piece.split('\r\n\r\n');
        expect(headers.trim()).toBe('content-type: application/json; charset=utf-8');
        parts.push(JSON.parse(body));
      }
      if (parts.length >= 3) break;
    }
    aborted.abort();
    expect(parts.slice(0, 3)).toEqual([{}, { payload: { data: { offrampUpdated: expect.objectContaining({ id, status: 'PENDING' }) } } }, {}]);
  });

  it.each([
    ['text/event-stream, multipart/mixed', 'text/event-stream'],
    ['text/event-stream;q=0.5, multipart/mixed', 'multipart/mixed'],
    ['multipart/mixed;q=0.2, text/event-stream;q=0.8, application/json;q=0.1', 'text/event-stream'],
    ['application/json;q=0.4, multipart/mixed;subscriptionSpec="1.0";q=0.9', 'multipart/mixed'],
    ['text/event-stream;q=0, application/json', 'application/json'],
    ['text/event-stream;q=2, application/json', 'application/json'],
    ['multipart/mixed;boundary="a,b";subscriptionSpec=1.0', 'multipart/mixed'],
    // Apollo's subscription spec named beside @defer's, as before Accept was negotiated.
    ['multipart/mixed;deferSpec=20220824;subscriptionSpec=1.0, application/json', 'multipart/mixed'],
    ['application/graphql-response+json, application/json, text/event-stream, multipart/mixed', 'application/graphql-response+json'],
  ])('answers Accept `%s` with %s', async (accept, type) => {
    const id = await createOfframp();
    const aborted = new AbortController();
    const response = await fetch(pair.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept, ...keyed() },
      body: JSON.stringify({ query: LIVE_OFFRAMP, variables: { id } }),
      signal: aborted.signal,
    });
    expect(response.headers.get('content-type')?.split(';')[0]).toBe(type);
    aborted.abort();
  });

  // The choice is made for every request before its key is checked: a header of thousands of ranges
  // is read only as far as any client writes one, so the event stream it names last is not seen.
  it('reads an Accept header of a thousand ranges only as far as a client writes one', async () => {
    const id = await createOfframp();
    const aborted = new AbortController();
    const response = await fetch(pair.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: `application/json;q=0.5, ${'x/y;a=1;b=2, '.repeat(1_000)}text/event-stream`, ...keyed() },
      body: JSON.stringify({ query: LIVE_OFFRAMP, variables: { id } }),
      signal: aborted.signal,
    });
    expect(response.headers.get('content-type')?.split(';')[0]).toBe('application/json');
    aborted.abort();
  });

  it('tells Apollo Client a refusal before the stream as the error of its subscription', async () => {
    const client = new ApolloClient({ link: new HttpLink({ uri: pair.gateway.graphqlUrl, headers: { 'ngnc-sec-key': 'not a key' } }), cache: new InMemoryCache() });
    const outcome = callbackQueue<unknown>();
    client.subscribe({ query: LiveOfframpDocument, variables: { id: 'any' } }).subscribe({ next: (result) => outcome.push(result.error), error: (error: unknown) => outcome.push(error) });
    expect(await outcome.take()).toMatchObject({ statusCode: 401 });
    client.stop();
  });

  it('tells the graphql-sse client a refusal before the stream as a network error with the response', async () => {
    const client = createSseClient({ url: pair.gateway.graphqlUrl, headers: { 'ngnc-sec-key': 'not a key' }, retryAttempts: 0 });
    const failure = await client
      .iterate({ query: LIVE_OFFRAMP, variables: { id: 'any' } })
      .next()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).response?.status).toBe(401);
    client.dispose();
  });
});

// ---- refusals, said per transport ----

interface HttpRefusal {
  status: number;
  code: unknown;
}

async function httpSubscribe(target: RunningGateway, accept: string, query: string, headers: Record<string, string>): Promise<HttpRefusal> {
  const response = await fetch(target.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, ...headers },
    body: JSON.stringify({ query, variables: { id: 'any-offramp' } }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: unknown } }[] };
  return { status: response.status, code: body.errors?.[0]?.extensions?.code };
}

/** The status a subscription's stream opens with; the stream is dropped at once. */
async function streamStatus(target: RunningGateway, accept: string, id: string): Promise<number> {
  const aborted = new AbortController();
  const response = await fetch(target.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, ...keyed() },
    body: JSON.stringify({ query: LIVE_OFFRAMP, variables: { id } }),
    signal: aborted.signal,
  });
  aborted.abort();
  return response.status;
}

type WsOutcome = { closed: { code: number; reason: string } } | { error: unknown };

/** A raw graphql-ws exchange: connection_init with `params`, then one subscribe; how it ended. */
function wsSubscribe(target: RunningGateway, query: string, params: Record<string, unknown>, headers: Record<string, string> = {}): Promise<WsOutcome> {
  const socket = new WebSocket(target.graphqlUrl.replace(/^http/, 'ws'), GRAPHQL_TRANSPORT_WS_PROTOCOL, { headers });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', (code, reason) => resolve({ closed: { code, reason: String(reason) } }));
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: params })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; payload?: { extensions?: { code?: unknown } }[] };
      if (message.type === 'connection_ack') socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables: { id: 'any-offramp' } } }));
      if (message.type === 'error') {
        resolve({ error: message.payload?.[0]?.extensions?.code });
        socket.close();
      }
    });
  });
}

const keyed = () => ({ 'ngnc-sec-key': pair.testKey });

describe('refusals of the shared policy', () => {
  let trusted: RunningGateway;
  let limited: RunningGateway;

  beforeAll(async () => {
    trusted = await startGateway({ ...gatewayConfig(pair.emulator.url), security: { trustedDocumentsPath: MANIFEST_PATH } });
    limited = await startGateway({ ...gatewayConfig(pair.emulator.url), security: { maxAliases: 2, wsMaxSubscriptionsPerCaller: 1 } });
  });

  afterAll(async () => {
    await trusted?.close();
    await limited?.close();
  });

  const streams = [
    ['SSE', 'text/event-stream'],
    ['multipart', MULTIPART_ACCEPT],
  ] as const;

  describe.each(streams)('over %s, before the stream opens', (_transport, accept) => {
    it('refuses no key and a malformed key with 401 UNAUTHENTICATED', async () => {
      expect(await httpSubscribe(pair.gateway, accept, LIVE_OFFRAMP, {})).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      expect(await httpSubscribe(pair.gateway, accept, LIVE_OFFRAMP, { 'ngnc-sec-key': 'not a key' })).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    });

    it('refuses a page of a foreign origin with 403 ORIGIN_NOT_ALLOWED', async () => {
      expect(await httpSubscribe(pair.gateway, accept, LIVE_OFFRAMP, { ...keyed(), origin: FOREIGN_ORIGIN })).toEqual({ status: 403, code: 'ORIGIN_NOT_ALLOWED' });
    });

    it('refuses a document outside the trusted-documents manifest with 400 OPERATION_NOT_TRUSTED', async () => {
      expect(await httpSubscribe(trusted, accept, UNTRUSTED, keyed())).toEqual({ status: 400, code: 'OPERATION_NOT_TRUSTED' });
    });

    it('refuses an operation over a limit with 400 and the limit’s code', async () => {
      expect(await httpSubscribe(limited, accept, ALIASED, keyed())).toEqual({ status: 400, code: 'TOO_MANY_ALIASES' });
    });
  });

  it('counts a caller’s subscriptions over every transport: past WS_MAX_SUBSCRIPTIONS_PER_CALLER, 429 over HTTP and 4429 over graphql-ws', async () => {
    const id = (await execute(limited, LiveSetupOfframpDocument, { input: offrampInput() }, pair.testKey)).createOfframp.offramp!.id;
    const client = createSseClient({ url: limited.graphqlUrl, headers: keyed(), retryAttempts: 0 });
    const open = client.iterate<{ offrampUpdated: { status: string } }>({ query: LIVE_OFFRAMP, variables: { id } });
    expect((await open.next()).value?.data?.offrampUpdated.status).toBe('PENDING');

    expect(await httpSubscribe(limited, MULTIPART_ACCEPT, LIVE_OFFRAMP, keyed())).toEqual({ status: 429, code: 'TOO_MANY_SUBSCRIPTIONS' });
    expect(await httpSubscribe(limited, 'text/event-stream', LIVE_OFFRAMP, keyed())).toEqual({ status: 429, code: 'TOO_MANY_SUBSCRIPTIONS' });
    expect(await wsSubscribe(limited, LIVE_OFFRAMP, keyed())).toEqual({ closed: { code: 4429, reason: 'Too many subscriptions for this key or address (limit 1)' } });

    await open.return?.();
    client.dispose();
    // The stream's end freed its place.
    await expect.poll(() => streamStatus(limited, MULTIPART_ACCEPT, id)).toBe(200);
  });

  describe('over graphql-ws', () => {
    it('closes for no key and a malformed key with 4403, naming which', async () => {
      expect(await wsSubscribe(pair.gateway, LIVE_OFFRAMP, {})).toEqual({ closed: { code: 4403, reason: expect.stringMatching(/^Key refused: none sent/) } });
      expect(await wsSubscribe(pair.gateway, LIVE_OFFRAMP, { 'ngnc-sec-key': 'not a key' })).toEqual({ closed: { code: 4403, reason: expect.stringMatching(/^Key refused: malformed/) } });
    });

    it('closes a page of a foreign origin with 4403 at the upgrade', async () => {
      expect(await wsSubscribe(pair.gateway, LIVE_OFFRAMP, keyed(), { origin: FOREIGN_ORIGIN })).toEqual({ closed: { code: 4403, reason: 'Origin not allowed' } });
    });

    it('answers an untrusted document and one over a limit with their codes', async () => {
      expect(await wsSubscribe(trusted, UNTRUSTED, keyed())).toEqual({ error: 'OPERATION_NOT_TRUSTED' });
      expect(await wsSubscribe(limited, ALIASED, keyed())).toEqual({ error: 'TOO_MANY_ALIASES' });
    });
  });
});
