// What the GraphQL route refuses before any operation runs: cross-site requests a browser
// could send without a preflight, batches, oversized and malformed bodies; and where
// introspection and the explorers (GraphiQL, Apollo Sandbox) are on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { ConfigError, readEnvironment } from '../../src/config.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { gatewayConfig, startLiveEmulator } from '../events/support/live-harness.js';
import { post } from './manifest.js';

let emulator: RunningEmulator;
let development: RunningGateway;
let production: RunningGateway;
let productionOptedIn: RunningGateway;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  development = await startGateway({ ...gatewayConfig(emulator.url), nodeEnv: 'development', security: { bodyLimitBytes: 2048 } });
  production = await startGateway({ ...gatewayConfig(emulator.url), nodeEnv: 'production' });
  productionOptedIn = await startGateway({ ...gatewayConfig(emulator.url), nodeEnv: 'production', security: { introspection: true, sandbox: true } });
});

afterAll(async () => {
  await development?.close();
  await production?.close();
  await productionOptedIn?.close();
  await emulator?.close();
});

const VIEWER = '{ viewer { mode } }';

describe('CSRF prevention', () => {
  it('refuses a GET query a cross-site <img> or link could trigger, and runs it with a preflight header (the key header is one)', async () => {
    const url = `${development.graphqlUrl}?query=${encodeURIComponent(VIEWER)}`;
    const simple = await fetch(url);
    expect(simple.status).toBe(400);
    expect(await simple.text()).toContain('CSRF');
    const preflighted = await fetch(url, { headers: { 'ngnc-sec-key': emulator.testKey, 'apollo-require-preflight': 'true' } });
    expect(preflighted.status).toBe(200);
    expect(await preflighted.json()).toEqual({ data: { viewer: { mode: 'TEST' } } });
    const keyed = await fetch(url, { headers: { 'ngnc-sec-key': emulator.testKey } });
    expect(keyed.status).toBe(200);
    expect(await keyed.json()).toEqual({ data: { viewer: { mode: 'TEST' } } });
  });

  it('refuses a POST with a content type an HTML form can send', async () => {
    emulator.requestLog.clear();
    const response = await fetch(development.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'ngnc-sec-key': emulator.testKey },
      body: JSON.stringify({ query: VIEWER }),
    });
    expect(response.status).toBe(400);
    expect(emulator.requestLog.entries().filter((entry) => entry.path === '/otc/rate_quote')).toEqual([]);
  });
});

describe('batched HTTP operations', () => {
  it('are refused: one request carries one operation', async () => {
    const response = await post(development.graphqlUrl, [{ query: VIEWER }, { query: VIEWER }], { 'ngnc-sec-key': emulator.testKey });
    expect(response.status).toBe(400);
    expect(response.text).toMatch(/batch/i);
  });
});

describe('request bodies', () => {
  it('larger than the limit get 413 PAYLOAD_TOO_LARGE as JSON, with no stack trace', async () => {
    const response = await post(development.graphqlUrl, { query: VIEWER, variables: { padding: 'x'.repeat(4096) } }, { 'ngnc-sec-key': emulator.testKey });
    expect(response.status).toBe(413);
    expect(response.json).toEqual({
      errors: [{ message: 'The request body is larger than 2048 bytes.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
  });

  it('under the limit run', async () => {
    const response = await post(development.graphqlUrl, { query: VIEWER, variables: { padding: 'x'.repeat(1024) } }, { 'ngnc-sec-key': emulator.testKey });
    expect(response.json).toEqual({ data: { viewer: { mode: 'TEST' } } });
  });

  it('that are not JSON get 400 BAD_REQUEST as JSON, with no stack trace', async () => {
    const response = await post(development.graphqlUrl, '{"query": "{ viewer { mode } }"', { 'ngnc-sec-key': emulator.testKey });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }] });
    expect(response.text).not.toMatch(/at .*\.js/);
  });
});

const INTROSPECTION = '{ __schema { queryType { name } } }';
const browserGet = (gateway: RunningGateway) => fetch(gateway.graphqlUrl, { headers: { accept: 'text/html' } });

/** Every origin other than the page's own that a page's markup or styles would load from. */
function externalReferences(html: string): string[] {
  const attributes = [...html.matchAll(/\b(?:src|href|action|srcset|poster|data)\s*=\s*["']?\s*((?:[a-z][a-z0-9+.-]*:)?\/\/[^"'\s>]*)/gi)].map((match) => match[1]!);
  const styles = [...html.matchAll(/(?:url\(\s*["']?|@import\s+["'])\s*((?:[a-z][a-z0-9+.-]*:)?\/\/[^"')\s]*)/gi)].map((match) => match[1]!);
  return [...attributes, ...styles];
}

const SANDBOX_CDN = 'embeddable-sandbox.cdn.apollographql.com';

describe('introspection and the explorers', () => {
  it('are on in development: GraphiQL, served whole by the gateway, and Apollo Sandbox at ?explorer=sandbox', async () => {
    const introspection = await post(development.graphqlUrl, { query: INTROSPECTION });
    expect(introspection.json).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const page = await browserGet(development);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain('<title>ramp gateway · GraphiQL</title>');
    expect(html).toContain('href="?explorer=sandbox"');
    expect(externalReferences(html)).toEqual([]);
    const sandbox = await fetch(`${development.graphqlUrl}?explorer=sandbox`, { headers: { accept: 'text/html' } });
    expect(await sandbox.text()).toContain(SANDBOX_CDN);
  });

  it('find what a page loads from another origin (the check above can fail)', async () => {
    expect(externalReferences(await (await fetch(`${development.graphqlUrl}?explorer=sandbox`, { headers: { accept: 'text/html' } })).text())).toContainEqual(
      expect.stringContaining(SANDBOX_CDN),
    );
  });

  it('leave an operation sent by GET, or a request that prefers JSON, to Apollo', async () => {
    const query = await fetch(`${development.graphqlUrl}?query=${encodeURIComponent(VIEWER)}`, {
      headers: { accept: 'application/json, text/html;q=0.5', 'ngnc-sec-key': emulator.testKey },
    });
    expect(await query.json()).toEqual({ data: { viewer: { mode: 'TEST' } } });
  });

  it('are off in production', async () => {
    const introspection = await post(production.graphqlUrl, { query: INTROSPECTION });
    expect(introspection.status).toBe(400);
    expect(introspection.json.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(introspection.json.errors?.[0]?.message).toMatch(/introspection/i);
    const page = await browserGet(production);
    expect(page.headers.get('content-type')).not.toMatch(/html/);
    const text = await page.text();
    expect(text).not.toContain('sandbox');
    expect(text).not.toContain('GraphiQL');
  });

  it('are on in production when configured on: Sandbox as before, GraphiQL only when GRAPHQL_GRAPHIQL says so', async () => {
    const introspection = await post(productionOptedIn.graphqlUrl, { query: INTROSPECTION });
    expect(introspection.json).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    expect(await (await browserGet(productionOptedIn)).text()).toContain(SANDBOX_CDN);
    const graphiql = await startGateway({ ...gatewayConfig(emulator.url), nodeEnv: 'production', security: { introspection: true, graphiql: true } });
    try {
      const html = await (await browserGet(graphiql)).text();
      expect(html).toContain('GraphiQL');
      // Without Sandbox, the page does not offer it.
      expect(html).not.toContain('explorer=sandbox');
    } finally {
      await graphiql.close();
    }
  });
});

describe('environment', () => {
  it('follows NODE_ENV unless GRAPHQL_INTROSPECTION, GRAPHQL_SANDBOX or GRAPHQL_GRAPHIQL say otherwise', () => {
    expect(readEnvironment({ NODE_ENV: 'production' }).security).toMatchObject({ introspection: false, sandbox: false, graphiql: false });
    expect(readEnvironment({}).security).toMatchObject({ introspection: true, sandbox: true, graphiql: true });
    expect(readEnvironment({ NODE_ENV: 'production', GRAPHQL_GRAPHIQL: 'true' }).security).toMatchObject({ sandbox: false, graphiql: true });
    expect(readEnvironment({ GRAPHQL_GRAPHIQL: 'false' }).security).toMatchObject({ sandbox: true, graphiql: false });
    expect(readEnvironment({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true', GRAPHQL_SANDBOX: '1' }).security).toMatchObject({
      introspection: true,
      sandbox: true,
    });
    expect(readEnvironment({ GRAPHQL_INTROSPECTION: 'false' }).security).toMatchObject({ introspection: false, sandbox: true });
  });

  it('reads the limits, the manifest path and the rate limit', () => {
    const security = readEnvironment({
      GRAPHQL_MAX_DEPTH: '5',
      GRAPHQL_MAX_COST: '300',
      GRAPHQL_MAX_ALIASES: '4',
      GRAPHQL_MAX_TOKENS: '500',
      GRAPHQL_BODY_LIMIT_BYTES: '65536',
      TRUSTED_DOCUMENTS: ' ./persisted-documents.json ',
      RATE_LIMIT_REQUESTS: '100',
      RATE_LIMIT_WINDOW_SECONDS: '10',
    }).security;
    expect(security).toEqual({
      maxDepth: 5,
      maxCost: 300,
      maxAliases: 4,
      maxTokens: 500,
      maxTokensWithoutKey: 200,
      bodyLimitBytes: 65536,
      introspection: true,
      sandbox: true,
      graphiql: true,
      trustedDocumentsPath: './persisted-documents.json',
      rateLimitRequests: 100,
      rateLimitUnverifiedRequests: 20,
      keyVerificationsPerMinute: 20,
      rateLimitWindowSeconds: 10,
      verifiedKeysMax: 10_000,
      verifiedKeyTtlSeconds: 900,
      corsOrigins: [],
      corsLoopbackOrigins: true,
      suggestions: true,
      websocketAllOperations: false,
      maxLiveConnections: 10_000,
      streamMaxBufferedBytes: 1024 * 1024,
      streamStallTimeoutMs: 30_000,
      wsMaxConnectionsPerCaller: 100,
      wsMaxConnectionParamsBytes: 4096,
      wsMaxSubscriptionsPerConnection: 100,
      wsMaxSubscriptionsPerCaller: 1000,
      wsConnectionInitsPerWindow: 60,
    });
  });

  it('refuses values that are not numbers or flags, naming each variable', () => {
    const read = () => readEnvironment({ GRAPHQL_MAX_DEPTH: 'deep', GRAPHQL_SANDBOX: 'maybe', RATE_LIMIT_WINDOW_SECONDS: '0' });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/GRAPHQL_MAX_DEPTH[\s\S]*GRAPHQL_SANDBOX[\s\S]*RATE_LIMIT_WINDOW_SECONDS/);
  });
});
