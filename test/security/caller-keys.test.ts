// Issue 27, part 1: what one caller sends as its key never becomes a pattern run over another
// caller's answers or the log. The real emulator and gateway over real HTTP (and a provider stub
// that echoes keys, for the one place a caller's key may come back: the provider's own words).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_BEFORE_RESENDING } from '../../src/datasources/provider-errors.js';
import { knownSecrets } from '../../src/observability/known-secrets.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { createLogger } from '../../src/logger.js';
import { LiveOfframpDocument, RateQuoteDocument, SafetyEspOfframpDocument, ViewerDocument } from '../generated/graphql.js';
import { gatewayConfig } from '../events/support/live-harness.js';
import { parsedLines, startOpsHarness, type OpsHarness } from '../operations/support/ops-harness.js';
import { codesOf, espOfframpInput, uniqueAccountNumber } from '../safety/support/safety-harness.js';

const ESP_OFFRAMP = '/transactions/v2/esp_offramp';

describe('a key one caller sends', () => {
  let ops: OpsHarness;

  beforeAll(async () => {
    // Limits off: the point is what the gateway remembers of keys, not how fast it refuses them.
    ops = await startOpsHarness({ gateway: { security: { rateLimitRequests: 0 } } });
  });

  afterAll(async () => {
    await ops.close();
  });

  it('"message":" leaves another client\'s OUTCOME_UNKNOWN whole: its code, its idempotencyKey and its advice', async () => {
    expect(codesOf((await ops.post(ViewerDocument, {}, { key: '"message":"' })).body)).toEqual(['UNAUTHENTICATED']);

    const input = espOfframpInput(uniqueAccountNumber(), `lost-${uniqueAccountNumber()}`);
    await ops.setFaults({ afterProcessing: { rate: 1, answer: 'drop' }, pathPrefix: ESP_OFFRAMP });
    const { body } = await ops.post(SafetyEspOfframpDocument, { input });
    await ops.clearFaults();
    expect(codesOf(body)).toEqual(['OUTCOME_UNKNOWN']);
    const [error] = body.errors!;
    expect(error!.extensions?.idempotencyKey).toBe(input.idempotencyKey);
    expect(error!.message).toContain(CHECK_BEFORE_RESENDING);
  });

  it('{"level":40 leaves every log line valid JSON, warn lines included', async () => {
    expect(codesOf((await ops.post(ViewerDocument, {}, { key: '{"level":40' })).body)).toEqual(['UNAUTHENTICATED']);
    ops.gateway.logger.warn({ note: 'a warning after the key' }, 'something to warn about');
    await ops.setFaults({ errorRate: 1, errorStatus: 500 });
    expect((await ops.post(RateQuoteDocument, { currency: 'NGN', amount: '100' })).body.errors).toBeDefined();
    await ops.clearFaults();

    const lines = parsedLines(ops.logLines);
    expect(lines.filter((line) => line.level === 40).length).toBeGreaterThan(1);
    expect(lines.map((line) => line.msg)).toContain('something to warn about');
  });
});

describe('ten thousand distinct keys', () => {
  let ops: OpsHarness;

  beforeAll(async () => {
    ops = await startOpsHarness();
  });

  afterAll(async () => {
    await ops.close();
  });

  it('over SSE, where a key reached the scrubber before any budget, change neither the expression every line is scrubbed with nor what it scrubs', async () => {
    const expression = knownSecrets.expression;
    const keys = Array.from({ length: 10_000 }, (_, i) => `made-up-key-${String(i).padStart(5, '0')}-"x":"`);
    const sse = (key: string) =>
      fetch(ops.gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'ngnc-sec-key': key },
        body: JSON.stringify({ query: print(LiveOfframpDocument), variables: { id: 'x' } }),
      }).then((response) => response.status);
    const statuses = new Set<number>();
    for (let start = 0; start < keys.length; start += 100) {
      for (const status of await Promise.all(keys.slice(start, start + 100).map(sse))) statuses.add(status);
    }
    expect(statuses).toContain(429);

    expect(knownSecrets.expression).toBe(expression);
    for (const key of [keys[0]!, keys.at(-1)!]) expect(knownSecrets.scrub(`a text with ${key}`)).toBe(`a text with ${key}`);
    ops.gateway.logger.warn({ note: keys.at(-1) }, 'after ten thousand keys');
    expect(parsedLines(ops.logLines).at(-1)).toMatchObject({ note: keys.at(-1), msg: 'after ten thousand keys' });
  }, 120_000);
});

describe("a provider answer that quotes the request's key", () => {
  const keyA = `ngnc-caller-a-${'a1'.repeat(12)}`;
  const keyB = `ngnc-caller-b-${'b2'.repeat(12)}`;
  // Visible ASCII a serializer may escape its own way: Go's writes < > & as \u003c, PHP's / as \/.
  const keyC = `ngnc/caller<c>&${'c3'.repeat(12)}`;
  // Answered with a body of no shape the gateway reads, which it logs.
  const keyD = `ngnc/caller<d>&${'d4'.repeat(12)}`;
  let stub: Server;
  let gateway: RunningGateway;
  const logLines: string[] = [];

  beforeAll(async () => {
    // Every request is refused in words that quote its own key, and caller A's key beside it.
    stub = createServer((req, res) => {
      const key = String(req.headers['ngnc-sec-key']);
      const unreadable = key === keyD;
      const body = JSON.stringify(unreadable ? { unexpected: [`for key ${key}`] } : { code: 'INVALID_REQUEST', message: `amount refused for key ${key} (unlike ${keyA})` });
      const escaped = body.replaceAll('/', '\\/').replaceAll('<', '\\u003c').replaceAll('>', '\\u003e').replaceAll('&', '\\u0026');
      res.writeHead(unreadable ? 200 : 400, { 'content-type': 'application/json' }).end(escaped);
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
    gateway = await startGateway({ ...gatewayConfig(url), security: { rateLimitRequests: 0 } }, { logger: createLogger('debug', { write: (line: string) => void logLines.push(line) }) });
  });

  afterAll(async () => {
    await gateway?.close();
    await new Promise<void>((resolve) => stub?.close(() => resolve()));
  });

  const quote = async (key: string) => {
    const response = await fetch(gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': key },
      body: JSON.stringify({ query: print(RateQuoteDocument), variables: { currency: 'NGN', amount: '100' } }),
    });
    return (await response.json()) as { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  };

  it("is cleaned of that request's own key only: another caller's answer keeps its words", async () => {
    const answerA = await quote(keyA);
    expect(answerA.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(answerA)).not.toContain(keyA);

    const answerB = await quote(keyB);
    expect(answerB.errors?.[0]?.message).toBe(`amount refused for key [redacted] (unlike ${keyA})`);
    expect(logLines.join('\n')).not.toContain(keyB);
    for (const line of logLines) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });

  it('is cleaned of a key the provider wrote with escapes of its own (\\/, \\u003c), in the answer and in the log', async () => {
    const answerC = await quote(keyC);
    expect(answerC.errors?.[0]?.message).toBe(`amount refused for key [redacted] (unlike ${keyA})`);
    expect((await quote(keyD)).errors).toBeDefined();
    // A logged body is the provider's text: read as JSON, so no spelling of the key hides from the check.
    const bodies = logLines.map((line) => JSON.parse(line) as { body?: unknown }).flatMap((line) => (typeof line.body === 'string' ? [line.body] : []));
    expect(bodies.some((body) => body.includes('unexpected'))).toBe(true);
    for (const body of bodies) expect(JSON.stringify(JSON.parse(body) as unknown)).not.toMatch(/caller<[cd]>/);
    expect(logLines.join('\n')).not.toMatch(/caller<[cd]>/);
  });
});
