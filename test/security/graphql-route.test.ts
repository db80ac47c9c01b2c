// What GET and POST /graphql answer, refusals and failures included (src/graphql-route.ts and the
// hooks of src/security), and that `/graphql/` answers the same: status, headers (but the date and
// the request id) and body.
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { sha256Hex } from '../../src/security/persisted-queries.js';
import { gatewayConfig, startLiveEmulator } from '../events/support/live-harness.js';

let emulator: RunningEmulator;
let gateway: RunningGateway;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  gateway = await startGateway({
    ...gatewayConfig(emulator.url),
    nodeEnv: 'development',
    security: { bodyLimitBytes: 2048, corsOrigins: ['https://app.example'], corsLoopbackOrigins: false, sandbox: true },
  });
});

afterAll(async () => {
  await gateway?.close();
  await emulator?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function answer(path: string, search: string, init: RequestInit): Promise<Answer> {
  const response = await fetch(`${gateway.url}${path}${search}`, init);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id' && name !== 'keep-alive'));
  // The landing page's script nonce is new on every answer.
  return { status: response.status, headers, body: (await response.text()).replace(/nonce[=-]\\?"?[0-9a-f]{64}/g, 'nonce') };
}

/** The answer on /graphql, after checking /graphql/ answers the same. */
async function bothWays(search: string, init: RequestInit): Promise<Answer> {
  const fast = await answer('/graphql', search, init);
  expect(await answer('/graphql/', search, init)).toEqual(fast);
  return fast;
}

const key = () => ({ 'ngnc-sec-key': emulator.testKey });
const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...key(), ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const VIEWER = '{ viewer { mode } }';

describe('the GraphQL route', () => {
  it('answers operations, GraphQL errors and HTTP-level refusals (body limit, charset, content type, batches) with their statuses', async () => {
    const ok = await bothWays('', json({ query: VIEWER }));
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ data: { viewer: { mode: 'TEST' } } });
    expect(ok.headers['content-type']).toBe('application/json; charset=utf-8');

    expect((await bothWays('', json({ query: '{ nope }' }))).status).toBe(400);
    expect((await bothWays('', json({}))).status).toBe(400);
    expect((await bothWays('', json('{"query": '))).status).toBe(400);
    expect((await bothWays('', json('"just a string"'))).status).toBe(400);
    expect((await bothWays('', json({ query: VIEWER, padding: 'x'.repeat(4096) }))).status).toBe(413);
    expect((await bothWays('', json([{ query: VIEWER }]))).status).toBe(400);
    expect((await bothWays('', json({ query: VIEWER }, { 'content-type': 'application/json; charset=koi8-r' }))).status).toBe(415);
    expect((await bothWays('', { method: 'POST', headers: { 'content-type': 'text/plain', ...key() }, body: JSON.stringify({ query: VIEWER }) })).status).toBe(400);
    const gzipped = await bothWays('', { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', ...key() }, body: gzipSync(JSON.stringify({ query: VIEWER })) });
    expect(gzipped.status).toBe(200);
  });

  it('answers GET operations, the CSRF refusal and the landing page', async () => {
    const search = `?query=${encodeURIComponent(VIEWER)}`;
    expect((await bothWays(search, { headers: {} })).status).toBe(400);
    expect((await bothWays(search, { headers: key() })).status).toBe(200);
    expect((await bothWays(search, { headers: { ...key(), 'apollo-require-preflight': 'true' } })).status).toBe(200);
    const landing = await bothWays('', { headers: { accept: 'text/html' } });
    expect(landing.status).toBe(200);
    expect(landing.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('applies the origin policy and CORS headers, and persisted-query hashes', async () => {
    expect((await bothWays('', json({ query: VIEWER }, { origin: 'https://evil.example' }))).status).toBe(403);
    const allowed = await bothWays('', json({ query: VIEWER }, { origin: 'https://app.example' }));
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
    const getWithoutKey = await bothWays(`?query=${encodeURIComponent(VIEWER)}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(getWithoutKey.status).toBe(200);

    const hash = sha256Hex(VIEWER);
    const persisted = { extensions: { persistedQuery: { version: 1, sha256Hash: `sha256:${hash}` } } };
    expect((await bothWays('', json({ query: VIEWER, ...persisted }))).status).toBe(200);
    expect(JSON.parse((await bothWays('', json({ query: '{ viewer { mode } __typename }', ...persisted }))).body)).toMatchObject({
      errors: [{ extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } }],
    });
  });

  it('sends every answer its request id: the caller’s when well formed', async () => {
    const response = await fetch(gateway.graphqlUrl, json({ query: VIEWER }, { 'x-request-id': 'trace-route-1' }));
    expect(response.headers.get('x-request-id')).toBe('trace-route-1');
    const fresh = await fetch(gateway.graphqlUrl, json({ query: VIEWER }));
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a Host no URL can hold with 400 BAD_REQUEST, not as a failure of its own', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = request(gateway.graphqlUrl, { method: 'POST', headers: { host: 'a b', 'content-type': 'application/json', ...key() } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      sent.on('error', reject);
      sent.end(JSON.stringify({ query: VIEWER }));
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ errors: [{ message: 'The request could not be read.', extensions: { code: 'BAD_REQUEST' } }] });
  });
});
