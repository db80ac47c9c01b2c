// One origin policy for both transports. The attack of issue 12: a page on https://evil.example,
// opened by someone inside the network, drives the gateway from their browser. The gateway holds
// RAMP_API_KEY, so a keyless request would act as the business. Over HTTP the page is refused
// (preflight or not); over WebSocket its upgrade is closed with 4403 before any message is read.
// Pages of allowed origins, and clients that are not browsers (no Origin), go on as before.
import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { ConfigError, readEnvironment } from '../../src/config.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { gatewayConfig, startLiveEmulator } from '../events/support/live-harness.js';
import { post } from './manifest.js';
import { connectedSocket, openSocket } from './support/raw-socket.js';

const APP = 'https://app.example';
const EVIL = 'https://evil.example';
const VITE = 'http://localhost:5173';

let emulator: RunningEmulator;
/** Production, RAMP_API_KEY set, CORS_ORIGINS=https://app.example. */
let production: RunningGateway;
/** Development defaults: loopback origins allowed. */
let development: RunningGateway;
/** Production with GRAPHQL_WS_ALL_OPERATIONS=true. */
let allOperations: RunningGateway;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  production = await startGateway({ ...gatewayConfig(emulator.url), nodeEnv: 'production', rampApiKey: emulator.testKey, security: { corsOrigins: [APP] } });
  development = await startGateway({ ...gatewayConfig(emulator.url), nodeEnv: 'development', rampApiKey: emulator.testKey });
  allOperations = await startGateway({
    ...gatewayConfig(emulator.url),
    nodeEnv: 'production',
    rampApiKey: emulator.testKey,
    security: { corsOrigins: [APP], websocketAllOperations: true },
  });
});

afterAll(async () => {
  await production?.close();
  await development?.close();
  await allOperations?.close();
  await emulator?.close();
});

/** Calls the provider received, apart from the emulator's control API. */
function providerCalls(): string[] {
  return emulator.requestLog
    .entries()
    .filter((entry) => !entry.path.startsWith('/_emulator'))
    .map((entry) => `${entry.method} ${entry.path}`);
}

const preflight = (gateway: RunningGateway, origin: string) =>
  fetch(gateway.graphqlUrl, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,ngnc-sec-key' },
  });

const ESP_OFFRAMP = `mutation {
  createEspOfframp(input: { currency: USD, amount: "500", bankName: "Attacker Bank", accountNumber: "000999888", espAccount: { chatUsername: "attacker" }, idempotencyKey: "csw-1" }) {
    transaction { id } userErrors { code }
  }
}`;

describe('CORS over HTTP', () => {
  it('answers a preflight from an allowed origin with its CORS headers, and the request after it too', async () => {
    const answer = await preflight(production, APP);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP);
    expect(answer.headers.get('access-control-allow-methods')).toBe('GET,POST');
    expect(answer.headers.get('access-control-allow-headers')).toBe('content-type,ngnc-sec-key');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();

    const response = await post(production.graphqlUrl, { query: '{ viewer { mode } }' }, { origin: APP, 'ngnc-sec-key': emulator.testKey });
    expect(response.json).toEqual({ data: { viewer: { mode: 'TEST' } } });
    expect(response.headers.get('access-control-allow-origin')).toBe(APP);
    expect(response.headers.get('access-control-expose-headers')).toContain('x-request-id');
  });

  it('refuses a preflight from another origin with 403 ORIGIN_NOT_ALLOWED and no CORS header', async () => {
    const answer = await preflight(production, EVIL);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(await answer.json()).toEqual({
      errors: [{ message: 'Requests from this page’s origin are not allowed (CORS_ORIGINS).', extensions: { code: 'ORIGIN_NOT_ALLOWED' } }],
    });
  });

  it('allows a Vite dev server on localhost in development, and not in production unless listed', async () => {
    const inDevelopment = await preflight(development, VITE);
    expect(inDevelopment.status).toBe(204);
    expect(inDevelopment.headers.get('access-control-allow-origin')).toBe(VITE);
    expect((await preflight(development, 'http://127.0.0.1:5173')).status).toBe(204);
    expect((await preflight(development, EVIL)).status).toBe(403);
    expect((await preflight(production, VITE)).status).toBe(403);
  });

  it('never lends the server key to a page of a refused origin, while a client without Origin still gets it', async () => {
    emulator.requestLog.clear();
    const forged = await post(production.graphqlUrl, { query: ESP_OFFRAMP }, { origin: EVIL });
    expect(forged.status).toBe(403);
    expect(forged.json.errors?.[0]?.extensions?.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(providerCalls()).toEqual([]);

    const backend = await post(production.graphqlUrl, { query: '{ viewer { mode } }' });
    expect(backend.json).toEqual({ data: { viewer: { mode: 'TEST' } } });
  });
});

describe('GET operations without Origin (a rebound page’s same-origin GET looks like this)', () => {
  // node:http, since fetch will not send a Host of its own choosing.
  const get = (gateway: RunningGateway, query: string, headers: Record<string, string> = {}, search = `?query=${encodeURIComponent(query)}`) =>
    new Promise<{ status: number; json(): Promise<unknown> }>((resolve, reject) => {
      const request = httpGet(`${gateway.graphqlUrl}${search}`, { headers: { 'apollo-require-preflight': 'true', ...headers } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += String(chunk)));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: async () => JSON.parse(text) as unknown }));
      });
      request.on('error', reject);
    });

  it('are not lent the server key unless their Host is an allowed origin’s', async () => {
    emulator.requestLog.clear();
    const keyless = await get(production, '{ viewer { mode } }');
    expect(keyless.status).toBe(403);
    expect(((await keyless.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('ORIGIN_REQUIRED');
    expect(providerCalls()).toEqual([]);
    // Apollo reads the whole query string: a second `?` or a fragment must not hide the operation from the check.
    for (const search of [`?x=?&query=${encodeURIComponent('{ viewer { mode } }')}`, `?query=${encodeURIComponent('{ viewer { mode } }')}#x`, `/?query=${encodeURIComponent('{ viewer { mode } }')}`]) {
      const hidden = await get(production, '', {}, search);
      expect(hidden.status, search).toBe(403);
    }
    expect(providerCalls()).toEqual([]);
    const behindProxy = await get(production, '{ viewer { mode } }', { host: 'app.example' });
    expect(await behindProxy.json()).toEqual({ data: { viewer: { mode: 'TEST' } } });
  });

  it('run with a key of their own, and keyless POSTs still get the server key', async () => {
    const own = await get(production, '{ viewer { mode } }', { 'ngnc-sec-key': emulator.testKey });
    expect(await own.json()).toEqual({ data: { viewer: { mode: 'TEST' } } });
    // A fragment is no part of the query string Apollo reads (as url.parse had it).
    const withFragment = await get(production, '', { 'ngnc-sec-key': emulator.testKey }, `?query=${encodeURIComponent('{ viewer { mode } }')}&variables=%7B%7D#x`);
    expect(await withFragment.json()).toEqual({ data: { viewer: { mode: 'TEST' } } });
    const posted = await post(production.graphqlUrl, { query: '{ viewer { mode } }' });
    expect(posted.json).toEqual({ data: { viewer: { mode: 'TEST' } } });
  });

  it('run keyless in development on a loopback Host, not on another name', async () => {
    expect(await (await get(development, '{ viewer { mode } }')).json()).toEqual({ data: { viewer: { mode: 'TEST' } } });
    expect((await get(development, '{ viewer { mode } }', { host: 'rebind.attacker.example:4000' })).status).toBe(403);
  });
});

describe('WebSocket upgrades', () => {
  it('closes a page of a refused origin with 4403 before reading anything it sends, server key or not', async () => {
    emulator.requestLog.clear();
    const socket = await openSocket(production.graphqlUrl, { origin: EVIL });
    socket.send({ type: 'connection_init' });
    socket.send({ id: '1', type: 'subscribe', payload: { query: ESP_OFFRAMP } });
    socket.send({ id: '2', type: 'subscribe', payload: { query: '{ espTransactions(first: 100) { edges { node { id amount accountNumber } } } }' } });
    expect(await socket.closed).toEqual({ code: 4403, reason: 'Origin not allowed' });
    expect(socket.received).toEqual([]);
    expect(providerCalls()).toEqual([]);
  });

  it('closes a sandboxed or file:// page (Origin: null), and an origin that only resembles an allowed one', async () => {
    for (const origin of ['null', 'https://app.example.evil.example', 'http://app.example', 'https://app.example:8443']) {
      const socket = await openSocket(production.graphqlUrl, { origin });
      expect({ origin, closed: await socket.closed }).toEqual({ origin, closed: { code: 4403, reason: 'Origin not allowed' } });
      expect((await preflight(production, origin)).status).toBe(403);
    }
  });

  it('closes a localhost page in production, and lets it in in development', async () => {
    const refused = await openSocket(production.graphqlUrl, { origin: VITE });
    expect((await refused.closed).code).toBe(4403);
    const accepted = await connectedSocket(development.graphqlUrl, { origin: VITE });
    accepted.close();
  });

  it('accepts a page of an allowed origin, and a client that is not a browser, with the server key for both', async () => {
    for (const origin of [APP, undefined]) {
      const socket = await connectedSocket(production.graphqlUrl, origin === undefined ? {} : { origin });
      socket.send({ id: '1', type: 'subscribe', payload: { query: 'subscription { offrampUpdated(id: "otc_unknown") { id } }' } });
      const answer = await socket.next();
      expect(answer).toMatchObject({ id: '1', type: 'next', payload: { errors: [{ extensions: { code: 'NOT_FOUND' } }] } });
      socket.close();
    }
  });
});

describe('operations over WebSocket', () => {
  it('refuses queries and mutations with SUBSCRIPTIONS_ONLY, before they reach the provider', async () => {
    const socket = await connectedSocket(production.graphqlUrl, { origin: APP });
    emulator.requestLog.clear();
    socket.send({ id: '1', type: 'subscribe', payload: { query: ESP_OFFRAMP } });
    socket.send({ id: '2', type: 'subscribe', payload: { query: '{ viewer { mode } }' } });
    const answers = [await socket.next(), await socket.next()];
    for (const id of ['1', '2']) {
      expect(answers.find((answer) => answer.id === id)).toEqual({
        id,
        type: 'error',
        payload: [{ message: 'Only subscriptions run over WebSocket on this gateway; send queries and mutations over HTTP.', extensions: { code: 'SUBSCRIPTIONS_ONLY' } }],
      });
    }
    expect(providerCalls()).toEqual([]);
    socket.close();
  });

  it('runs them when GRAPHQL_WS_ALL_OPERATIONS is on', async () => {
    const socket = await connectedSocket(allOperations.graphqlUrl, { origin: APP });
    socket.send({ id: '1', type: 'subscribe', payload: { query: '{ viewer { mode } }' } });
    expect(await socket.next()).toEqual({ id: '1', type: 'next', payload: { data: { viewer: { mode: 'TEST' } } } });
    socket.close();
  });
});

describe('environment', () => {
  it('reads CORS_ORIGINS as exact origins; development allows loopback origins only while it is unset', () => {
    expect(readEnvironment({}).security).toMatchObject({ corsOrigins: [], corsLoopbackOrigins: true });
    expect(readEnvironment({ NODE_ENV: 'production' }).security).toMatchObject({ corsOrigins: [], corsLoopbackOrigins: false });
    expect(readEnvironment({ CORS_ORIGINS: ' https://app.example, http://localhost:5173 ' }).security).toMatchObject({
      corsOrigins: ['https://app.example', 'http://localhost:5173'],
      corsLoopbackOrigins: false,
    });
    expect(readEnvironment({ GRAPHQL_WS_ALL_OPERATIONS: 'true' }).security?.websocketAllOperations).toBe(true);
  });

  it('refuses an origin with a path, a trailing slash or another scheme', () => {
    for (const value of ['https://app.example/', 'https://app.example/graphql', 'app.example', 'ftp://app.example', '*']) {
      expect(() => readEnvironment({ CORS_ORIGINS: value })).toThrow(ConfigError);
    }
    expect(() => readEnvironment({ CORS_ORIGINS: 'https://app.example/' })).toThrow(/CORS_ORIGINS: must be comma-separated origins/);
  });
});
