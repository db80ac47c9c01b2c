// Depth, cost and alias limits over real HTTP and graphql-ws, against the real emulator: what a
// frontend ships passes under the defaults; crafted operations are refused with their own code
// before any provider call.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { SECURITY_DEFAULTS } from '../../src/security/security-config.js';
import { EventLogDocument, LiveOfframpDocument, LiveSetupOfframpDocument, TestMoveOfframpDocument } from '../generated/graphql.js';
import { execute, gatewayConfig, offrampInput, startLiveEmulator, subscribe, wsClient } from '../events/support/live-harness.js';
import { manifestOperation, manifestOperations, post } from './manifest.js';

let emulator: RunningEmulator;
let gateway: RunningGateway;
let strict: RunningGateway;
let key: string;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  key = emulator.testKey;
  gateway = await startGateway(gatewayConfig(emulator.url));
  strict = await startGateway({ ...gatewayConfig(emulator.url), security: { maxDepth: 2, maxCost: 40, maxAliases: 2 } });
  // A key is checked with the provider once, before its first document is even parsed: done
  // here, so the refusals below are each the limits' own, with no provider call.
  for (const url of [gateway.graphqlUrl, strict.graphqlUrl]) await post(url, { query: '{ viewer { mode } }' }, { 'ngnc-sec-key': key });
});

afterAll(async () => {
  await gateway?.close();
  await strict?.close();
  await emulator?.close();
});

function providerCalls(): number {
  return emulator.requestLog.entries().filter((entry) => !entry.path.startsWith('/_emulator')).length;
}

async function refused(url: string, query: string) {
  emulator.requestLog.clear();
  const response = await post(url, { query }, { 'ngnc-sec-key': key });
  expect(providerCalls()).toBe(0);
  expect(response.json.data).toBeUndefined();
  expect(response.text).not.toContain(key);
  return { status: response.status, error: response.json.errors?.[0] };
}

const aliased = (count: number, selection: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${selection}`).join(' ')} }`;

describe('the operations frontends ship (test/documents, as codegen wrote them)', () => {
  it('all pass the default limits over HTTP (only variables they were not given can fail)', async () => {
    const operations = manifestOperations().filter((operation) => operation.kind !== 'subscription');
    expect(operations.length).toBeGreaterThan(15);
    for (const operation of operations) {
      const response = await post(gateway.graphqlUrl, { query: operation.text }, { 'ngnc-sec-key': key });
      const codes = (response.json.errors ?? []).map((error) => error.extensions?.code);
      expect({ operation: operation.name, codes: codes.filter((code) => code !== 'BAD_USER_INPUT') }).toEqual({ operation: operation.name, codes: [] });
    }
  });

  it('run to completion, the widest listing and the aliased quotes included', async () => {
    for (const [name, variables] of [
      ['LiveSetupEspListing', {}],
      ['TwoEspTransactionPages', {}],
      ['ThreeRateQuotes', { amount: '10', otherAmount: '20' }],
      ['Viewer', {}],
    ] as const) {
      const response = await post(gateway.graphqlUrl, { query: manifestOperation(name).text, variables }, { 'ngnc-sec-key': key });
      expect({ name, status: response.status, errors: response.json.errors }).toEqual({ name, status: 200, errors: undefined });
      expect(response.json.data).toBeTruthy();
    }
  });

  it('all pass the default limits over graphql-ws, subscriptions included', async () => {
    // The event log's subscription replays what follows `after` at once: an off-ramp's PENDING
    // event as `after`, and its PROCESSING comes first, where with no `after` it would wait for news.
    const created = await execute(gateway, LiveSetupOfframpDocument, { input: offrampInput() }, key);
    const id = created.createOfframp.offramp!.id;
    const moved = await execute(gateway, TestMoveOfframpDocument, { input: { id, status: 'PROCESSING' } }, key);
    expect(moved.testMoveOfframp.userErrors).toEqual([]);
    const log = await execute(gateway, EventLogDocument, { first: 1, filter: { resourceIds: [id] } }, key);
    const after = log.events.edges[0]!.cursor;
    const client: Client = wsClient(gateway, { 'ngnc-sec-key': key });
    const codes: Record<string, unknown[]> = {};
    try {
      for (const operation of manifestOperations()) {
        codes[operation.name] = await new Promise<unknown[]>((resolve) => {
          const stop = client.subscribe(
            { query: operation.text, variables: { id: 'otc_unknown', after } },
            {
              next: (result) => {
                resolve((result.errors ?? []).map((error) => error.extensions?.code));
                stop();
              },
              error: (errors) => resolve((errors as { extensions?: { code?: unknown } }[]).map((error) => error.extensions?.code)),
              complete: () => resolve([]),
            },
          );
        });
      }
    } finally {
      await client.dispose();
    }
    expect(Object.keys(codes).length).toBe(manifestOperations().length);
    const limitCodes = Object.entries(codes).filter(([, list]) => list.some((code) => ['QUERY_TOO_DEEP', 'QUERY_TOO_COMPLEX', 'TOO_MANY_ALIASES'].includes(code as string)));
    expect(limitCodes).toEqual([]);
  });

  it('include a subscription that starts over graphql-ws under the default limits', async () => {
    const created = await execute(gateway, LiveSetupOfframpDocument, { input: offrampInput() }, key);
    const id = created.createOfframp.offramp!.id;
    const client: Client = wsClient(gateway, { 'ngnc-sec-key': key });
    try {
      const feed = subscribe(client, LiveOfframpDocument, { id });
      expect((await feed.next()).offrampUpdated).toMatchObject({ id, status: 'PENDING' });
      await feed.close();
    } finally {
      await client.dispose();
    }
  });
});

describe('depth', () => {
  it('refuses nesting beyond the limit with QUERY_TOO_DEEP and the limit in the message', async () => {
    const deep = `{ __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }`;
    const { status, error } = await refused(gateway.graphqlUrl, deep);
    expect(status).toBe(400);
    expect(error).toEqual({
      message: `Query depth limit of ${SECURITY_DEFAULTS.maxDepth} exceeded, found 10.`,
      extensions: { code: 'QUERY_TOO_DEEP', limit: SECURITY_DEFAULTS.maxDepth },
    });
  });

  it('follows the configured limit: a listing of depth 4 is refused at 2, the viewer (2) is not', async () => {
    const { error } = await refused(strict.graphqlUrl, manifestOperation('EspTransactions').text);
    expect(error?.extensions).toEqual({ code: 'QUERY_TOO_DEEP', limit: 2 });
    const viewer = await post(strict.graphqlUrl, { query: manifestOperation('Viewer').text }, { 'ngnc-sec-key': key });
    expect(viewer.json.errors).toBeUndefined();
  });

  it('lets Apollo Sandbox introspect the schema (its query is deep, but introspection is not counted)', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const response = await post(gateway.graphqlUrl, { query: getIntrospectionQuery() });
    expect(response.json.errors).toBeUndefined();
    expect(response.json.data).toHaveProperty('__schema');
  });
});

describe('cost', () => {
  it('refuses many full pages at once with QUERY_TOO_COMPLEX, within the alias limit', async () => {
    const page = 'espTransactions(first: 100) { edges { node { id reference status amount currency createdAt } } totalCount }';
    const { status, error } = await refused(gateway.graphqlUrl, aliased(10, page));
    expect(status).toBe(400);
    expect(error?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: SECURITY_DEFAULTS.maxCost });
    expect(error?.message).toMatch(new RegExp(`^Query Cost limit of ${SECURITY_DEFAULTS.maxCost} exceeded, found \\d+`));
  });

  it('follows the configured limit, counting the page size asked for', async () => {
    const { error } = await refused(strict.graphqlUrl, '{ espTransactions(first: 100) { totalCount } }');
    expect(error?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: 40 });
    const small = await post(strict.graphqlUrl, { query: '{ espTransactions(first: 1) { totalCount } }' }, { 'ngnc-sec-key': key });
    expect(small.json.errors).toBeUndefined();
  });
});

describe('page sizes from variables', () => {
  const fullPage = (size: string) =>
    `espTransactions(first: ${size}) { edges { cursor node { id reference direction asset currency amount payoutAmount rate bankName accountName accountNumber espAccount { walletAddress chatUsername espCard emailAddress } status createdAt } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount summary { totalTransactions totalOnramps totalOfframps } }`;
  const threeInline = `{ ${['a', 'b', 'c'].map((alias) => `${alias}: ${fullPage('100')}`).join(' ')} }`;
  const threeFromVariable = `query Pages($n: Int) { ${['a', 'b', 'c'].map((alias) => `${alias}: ${fullPage('$n')}`).join(' ')} }`;
  const messageOf = (errors: unknown) => (errors as { message: string }[] | undefined)?.[0]?.message;

  it('cost as much as written inline over HTTP: three full pages are refused either way, with the same cost', async () => {
    const inline = await refused(gateway.graphqlUrl, threeInline);
    emulator.requestLog.clear();
    const fromVariable = await post(gateway.graphqlUrl, { query: threeFromVariable, variables: { n: 100 } }, { 'ngnc-sec-key': key });
    expect(providerCalls()).toBe(0);
    expect(fromVariable.status).toBe(400);
    expect(fromVariable.json.errors?.[0]).toEqual(inline.error);
    expect(inline.error?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: SECURITY_DEFAULTS.maxCost });
  });

  it('count a variable’s default when it is not sent, and the same document with small pages runs', async () => {
    const withDefault = threeFromVariable.replace('$n: Int', '$n: Int = 100');
    const refusedByDefault = await post(gateway.graphqlUrl, { query: withDefault }, { 'ngnc-sec-key': key });
    expect(refusedByDefault.json.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    const small = await post(gateway.graphqlUrl, { query: withDefault, variables: { n: 2 } }, { 'ngnc-sec-key': key });
    expect(small.json.errors).toBeUndefined();
  });

  it('let one full page of the largest size through, and leave a page too large to the connection’s own error', async () => {
    const one = await post(gateway.graphqlUrl, { query: `query Page($n: Int) { ${fullPage('$n')} }`, variables: { n: 100 } }, { 'ngnc-sec-key': key });
    expect(one.json.errors).toBeUndefined();
    const tooLarge = await post(gateway.graphqlUrl, { query: `query Page($n: Int) { ${fullPage('$n')} }`, variables: { n: 1_000_000 } }, { 'ngnc-sec-key': key });
    expect(tooLarge.json.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(tooLarge.json.errors?.[0]?.message).toContain('100');
  });

  it('follow the configured limit from a variable: first: $n with 100 is refused at 40, with 1 it runs', async () => {
    const query = 'query Count($n: Int) { espTransactions(first: $n) { totalCount } }';
    const large = await post(strict.graphqlUrl, { query, variables: { n: 100 } }, { 'ngnc-sec-key': key });
    expect(large.json.errors?.[0]?.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: 40 });
    const small = await post(strict.graphqlUrl, { query, variables: { n: 1 } }, { 'ngnc-sec-key': key });
    expect(small.json.errors).toBeUndefined();
  });

  it('cost as much as written inline over graphql-ws too', async () => {
    // Queries run over graphql-ws when configured so; with the strict cost limit (40), one listing of 100 is too much.
    const overWs = await startGateway({ ...gatewayConfig(emulator.url), security: { maxCost: 40, websocketAllOperations: true } });
    const client = wsClient(overWs, { 'ngnc-sec-key': key });
    const firstErrors = (payload: { query: string; variables?: Record<string, unknown> }) =>
      new Promise<unknown>((resolve) => {
        client.subscribe(payload, { next: (result) => resolve(result.errors), error: resolve, complete: () => resolve(undefined) });
      });
    try {
      const inline = await firstErrors({ query: '{ espTransactions(first: 100) { totalCount } }' });
      const fromVariable = await firstErrors({ query: 'query Count($n: Int) { espTransactions(first: $n) { totalCount } }', variables: { n: 100 } });
      expect(fromVariable).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_COMPLEX', limit: 40 } })]);
      expect(messageOf(fromVariable)).toBe(messageOf(inline));
      const small = await firstErrors({ query: 'query Count($n: Int) { espTransactions(first: $n) { totalCount } }', variables: { n: 1 } });
      expect(small).toBeUndefined();
    } finally {
      await client.dispose();
      await overWs.close();
    }
  });
});

describe('aliases', () => {
  it('refuses one alias more than the limit with TOO_MANY_ALIASES, and lets the limit itself through', async () => {
    const { status, error } = await refused(gateway.graphqlUrl, aliased(SECURITY_DEFAULTS.maxAliases + 1, 'viewer { mode }'));
    expect(status).toBe(400);
    expect(error).toEqual({
      message: `Aliases limit of ${SECURITY_DEFAULTS.maxAliases} exceeded, found ${SECURITY_DEFAULTS.maxAliases + 1}.`,
      extensions: { code: 'TOO_MANY_ALIASES', limit: SECURITY_DEFAULTS.maxAliases },
    });
    const atLimit = await post(gateway.graphqlUrl, { query: aliased(SECURITY_DEFAULTS.maxAliases, 'viewer { mode }') }, { 'ngnc-sec-key': key });
    expect(atLimit.json.errors).toBeUndefined();
  });
});

describe('__typename aliases', () => {
  const typenames = (count: number) => Array.from({ length: count }, (_, i) => `t${i}: __typename`).join(' ');

  // As many as fit under the token limit (three tokens each), which refuses more before any rule runs.
  const many = Math.floor(SECURITY_DEFAULTS.maxTokens / 3) - 10;

  it('count like any other: hundreds of them are refused over HTTP, the limit itself passes', async () => {
    const { status, error } = await refused(gateway.graphqlUrl, `{ ${typenames(many)} }`);
    expect(status).toBe(400);
    expect(error).toEqual({
      message: `Aliases limit of ${SECURITY_DEFAULTS.maxAliases} exceeded, found ${many}.`,
      extensions: { code: 'TOO_MANY_ALIASES', limit: SECURITY_DEFAULTS.maxAliases },
    });
    const atLimit = await post(gateway.graphqlUrl, { query: `{ ${typenames(SECURITY_DEFAULTS.maxAliases)} }` }, { 'ngnc-sec-key': key });
    expect(atLimit.json.errors).toBeUndefined();
  });

  it('count over graphql-ws too', async () => {
    const client = wsClient(gateway, { 'ngnc-sec-key': key });
    try {
      const errors = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: `subscription { espTransactionUpdated { ${typenames(many)} } }` }, { next: () => {}, error: resolve, complete: () => resolve([]) });
      });
      expect(errors).toEqual([expect.objectContaining({ extensions: { code: 'TOO_MANY_ALIASES', limit: SECURITY_DEFAULTS.maxAliases } })]);
    } finally {
      await client.dispose();
    }
  });
});

describe('over graphql-ws', () => {
  it('refuses a subscription beyond the alias or depth limit before it starts', async () => {
    const client = wsClient(strict, { 'ngnc-sec-key': key });
    const results: unknown[] = [];
    const run = (query: string) =>
      new Promise<void>((resolve) => {
        client.subscribe({ query }, { next: () => {}, error: (errors) => (results.push(errors), resolve()), complete: resolve });
      });
    try {
      await run('subscription { offrampUpdated(id: "x") { a: id b: id c: status } }');
      await run('subscription { espTransactionUpdated { espAccount { walletAddress } } }');
    } finally {
      await client.dispose();
    }
    const codes = results.map((errors) => (errors as { extensions?: { code?: string } }[]).map((error) => error.extensions?.code));
    expect(codes).toEqual([['TOO_MANY_ALIASES'], ['QUERY_TOO_DEEP']]);
  });

  it('answers parse and validation failures with the codes HTTP uses', async () => {
    const client = wsClient(gateway, { 'ngnc-sec-key': key });
    const results: unknown[] = [];
    const run = (query: string) =>
      new Promise<void>((resolve) => {
        client.subscribe({ query }, { next: () => {}, error: (errors) => (results.push(errors), resolve()), complete: resolve });
      });
    try {
      await run('subscription { offrampUpdated(id: "x") {');
      await run('subscription { offrampUpdated(id: "x") { noSuchField } }');
    } finally {
      await client.dispose();
    }
    const codes = results.map((errors) => (errors as { extensions?: { code?: string } }[]).map((error) => error.extensions?.code));
    expect(codes).toEqual([['GRAPHQL_PARSE_FAILED'], ['GRAPHQL_VALIDATION_FAILED']]);
  });
});

