// Issue 27, parts 2 and 3: a caller without a key the provider has accepted pays for every
// request, on every transport, and costs the gateway no parse or validation of a document it
// cannot use. The real emulator and gateway over real HTTP and WebSocket; each test has a gateway
// of its own with small budgets, so counts never leak between tests.
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import type { SecurityConfig } from '../../src/security/security-config.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { LiveOfframpDocument } from '../generated/graphql.js';
import { gatewayConfig, startLiveEmulator } from '../events/support/live-harness.js';
import { post } from './manifest.js';
import { openSocket } from './support/raw-socket.js';

const VIEWER = { query: '{ viewer { mode } }' };
const madeUpKey = () => `sk_test_${randomBytes(16).toString('hex')}`;

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startLiveEmulator();
});

afterAll(async () => {
  await emulator?.close();
});

async function withGateway(security: Partial<SecurityConfig>, test: (gateway: RunningGateway) => Promise<void>): Promise<void> {
  const gateway = await startGateway({ ...gatewayConfig(emulator.url), security: { wsConnectionInitsPerWindow: 0, ...security } });
  emulator.requestLog.clear();
  try {
    await test(gateway);
  } finally {
    await gateway.close();
  }
}

const providerCalls = () => emulator.requestLog.entries().filter((entry) => !entry.path.startsWith('/_emulator')).length;

async function codes(count: number, send: (i: number) => Promise<{ json: { errors?: Array<{ extensions?: Record<string, unknown> }> } }>): Promise<unknown[]> {
  const seen = [];
  for (let i = 0; i < count; i++) seen.push((await send(i)).json.errors?.[0]?.extensions?.code);
  return seen;
}

/** An SSE or multipart subscription request; its status, the stream's or its refusal's. */
async function stream(gateway: RunningGateway, accept: string, key: string | null): Promise<number> {
  const response = await fetch(gateway.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept, ...(key !== null && { 'ngnc-sec-key': key }) },
    body: JSON.stringify({ query: print(LiveOfframpDocument), variables: { id: 'otc_none' } }),
  });
  await response.body?.cancel();
  return response.status;
}

/**
 * A stream request whose body never comes: its headers (a body of 100 bytes announced) on a bare
 * socket, and the status of whatever answer it gets before its body.
 */
async function withoutBody(gateway: RunningGateway, accept: string): Promise<{ socket: Socket; status: Promise<number> }> {
  const url = new URL(gateway.graphqlUrl);
  const socket = connect(Number(url.port), url.hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const status = new Promise<number>((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const line = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (line !== null) resolve(Number(line[1]));
    });
  });
  socket.on('error', () => {});
  socket.write(`POST ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\naccept: ${accept}\r\ncontent-length: 100\r\n\r\n`);
  return { socket, status };
}

const TRANSPORTS = [
  ['SSE', 'text/event-stream'],
  ['multipart', 'multipart/mixed;subscriptionSpec="1.0"'],
] as const;

describe('a key the provider has not accepted', () => {
  it('spends its address’s budget on every request over HTTP, not only its first', async () => {
    await withGateway({ rateLimitUnverifiedRequests: 4 }, async (gateway) => {
      const key = madeUpKey();
      expect(await codes(6, () => post(gateway.graphqlUrl, VIEWER, { 'ngnc-sec-key': key }))).toEqual([...Array(4).fill('UNAUTHENTICATED'), 'RATE_LIMITED', 'RATE_LIMITED']);
      // Rotating a few made-up keys buys nothing more.
      const rotated = [madeUpKey(), madeUpKey(), madeUpKey()];
      expect(await codes(6, (i) => post(gateway.graphqlUrl, VIEWER, { 'ngnc-sec-key': rotated[i % 3]! }))).toEqual(Array(6).fill('RATE_LIMITED'));
      // A real key not accepted yet is no different, until the budget's window ends.
      expect((await post(gateway.graphqlUrl, VIEWER, { 'ngnc-sec-key': emulator.testKey })).json.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    });
  });

  it('costs a provider check out of its address’s KEY_VERIFICATIONS_PER_MINUTE, whatever else is left', async () => {
    await withGateway({ rateLimitUnverifiedRequests: 100, keyVerificationsPerMinute: 3 }, async (gateway) => {
      const sent = await codes(6, () => post(gateway.graphqlUrl, VIEWER, { 'ngnc-sec-key': madeUpKey() }));
      expect(sent).toEqual([...Array(3).fill('UNAUTHENTICATED'), ...Array(3).fill('RATE_LIMITED')]);
      expect(providerCalls()).toBe(3);
      // A key already refused is answered from memory: no check spent, still refused.
      const response = await post(gateway.graphqlUrl, VIEWER, { 'ngnc-sec-key': madeUpKey() });
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });

  it('is refused before its document is parsed or validated', async () => {
    await withGateway({}, async (gateway) => {
      const key = madeUpKey();
      // graphql-js would refuse both (a syntax error, an unknown field) had it read them.
      for (const query of ['{ viewer { mode }', '{ viewer { noSuchField } }']) {
        const response = await post(gateway.graphqlUrl, { query }, { 'ngnc-sec-key': key });
        expect(response.status).toBe(401);
        expect(response.json.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
      }
    });
  });

  for (const [name, accept] of TRANSPORTS) {
    it(`spends its address’s budget on every ${name} request`, async () => {
      await withGateway({ rateLimitUnverifiedRequests: 3 }, async (gateway) => {
        const key = madeUpKey();
        const statuses = [];
        for (let i = 0; i < 5; i++) statuses.push(await stream(gateway, accept, key));
        expect(statuses).toEqual([401, 401, 401, 429, 429]);
      });
    });
  }

  it('spends its address’s budget on every graphql-ws connection', async () => {
    await withGateway({ rateLimitUnverifiedRequests: 3 }, async (gateway) => {
      const key = madeUpKey();
      const closes = [];
      for (let i = 0; i < 5; i++) {
        const socket = await openSocket(gateway.graphqlUrl);
        socket.send({ type: 'connection_init', payload: { 'ngnc-sec-key': key } });
        closes.push((await socket.closed).code);
      }
      expect(closes).toEqual([4403, 4403, 4403, 4429, 4429]);
    });
  });
});

describe('a request without a key', () => {
  for (const [name, accept] of TRANSPORTS) {
    it(`over ${name} is rate limited like any other`, async () => {
      await withGateway({ rateLimitRequests: 3 }, async (gateway) => {
        const statuses = [];
        for (let i = 0; i < 5; i++) statuses.push(await stream(gateway, accept, null));
        expect(statuses).toEqual([401, 401, 401, 429, 429]);
      });
    });
  }

  for (const [name, accept] of TRANSPORTS) {
    it(`over ${name} is counted before its body is waited for: requests past the budget are refused while bodies never come`, async () => {
      await withGateway({ rateLimitRequests: 3 }, async (gateway) => {
        const requests: Array<{ socket: Socket; status: Promise<number> }> = [];
        for (let i = 0; i < 5; i++) requests.push(await withoutBody(gateway, accept));
        try {
          // Each holds a place among MAX_LIVE_CONNECTIONS while it waits: only its budget bounds how many.
          const answered = await new Promise<number[]>((resolve) => {
            const statuses: number[] = [];
            for (const request of requests) void request.status.then((status) => statuses.push(status) === 2 && resolve(statuses));
          });
          expect(answered).toEqual([429, 429]);
        } finally {
          for (const { socket } of requests) socket.destroy();
        }
      });
    });
  }

  it('spends its address’s small budget of unverified requests, not a whole caller’s budget of documents to parse', async () => {
    await withGateway({ rateLimitRequests: 600, rateLimitUnverifiedRequests: 3 }, async (gateway) => {
      expect(await codes(5, () => post(gateway.graphqlUrl, { query: '{ viewer { mode } }' }))).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'RATE_LIMITED', 'RATE_LIMITED']);
    });
  });

  it('may send a small document (the schema’s introspection), and a larger one is refused before it is parsed', async () => {
    await withGateway({ maxTokensWithoutKey: 300 }, async (gateway) => {
      const { getIntrospectionQuery } = await import('graphql');
      const introspection = await post(gateway.graphqlUrl, { query: getIntrospectionQuery() });
      expect(introspection.json.data).toHaveProperty('__schema');
      // Fields of one name that validation would compare pairwise, and a syntax error at the end.
      const large = `{ ${'viewer { mode } '.repeat(80)}`;
      for (const response of [await post(gateway.graphqlUrl, { query: large }), await fetch(`${gateway.graphqlUrl}?query=${encodeURIComponent(large)}`, { headers: { 'apollo-require-preflight': 'true' } }).then(async (answer) => ({ status: answer.status, json: (await answer.json()) as { errors?: Array<{ extensions?: Record<string, unknown> }> } }))]) {
        expect(response.status).toBe(401);
        expect(response.json.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', limit: 300 });
      }
      expect(providerCalls()).toBe(0);
    });
  });
});
