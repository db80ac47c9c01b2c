// Production hides the schema on both transports: no introspection, and no "Did you mean …"
// naming a field, an argument, an enum value or a type, whether graphql-js says it while
// validating or while reading variables. Development (and production configured on) keeps both.
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { readEnvironment } from '../../src/config.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { gatewayConfig, startLiveEmulator } from '../events/support/live-harness.js';
import { post } from './manifest.js';
import { connectedSocket } from './support/raw-socket.js';

let emulator: RunningEmulator;
let production: RunningGateway;
let development: RunningGateway;
let key: string;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  key = emulator.testKey;
  production = await startGateway({ ...gatewayConfig(emulator.url), nodeEnv: 'production' });
  development = await startGateway({ ...gatewayConfig(emulator.url), nodeEnv: 'development' });
});

afterAll(async () => {
  await production?.close();
  await development?.close();
  await emulator?.close();
});

interface Probe {
  what: string;
  query: string;
  variables?: Record<string, unknown>;
  /** The name a suggestion would leak. */
  leaks: string;
}

const HTTP_PROBES: Probe[] = [
  { what: 'a field', query: '{ viewr { mode } }', leaks: 'viewer' },
  { what: 'an argument', query: '{ espTransactions(frist: 1) { totalCount } }', leaks: 'first' },
  { what: 'an enum value', query: '{ rateQuote(currency: USDD, amount: "1") { rate } }', leaks: 'USD' },
  { what: 'a type', query: 'query ($c: Currenci!) { rateQuote(currency: $c, amount: "1") { rate } }', leaks: 'Currency' },
  { what: 'an enum value of a variable', query: 'query ($c: Currency!) { rateQuote(currency: $c, amount: "1") { rate } }', variables: { c: 'USDD' }, leaks: 'USD' },
];

const WEBSOCKET_PROBES: Probe[] = [
  { what: 'a field', query: 'subscription { offrampUpdatd(id: "x") { id } }', leaks: 'offrampUpdated' },
  { what: 'an argument', query: 'subscription { espTransactionUpdated(filtr: {}) { id } }', leaks: 'filter' },
  { what: 'an enum value', query: 'subscription { espTransactionUpdated(filter: { direction: ONRAMPP }) { id } }', leaks: 'ONRAMP' },
  { what: 'a type', query: 'subscription ($f: EspTransactionUpdateFiltr) { espTransactionUpdated(filter: $f) { id } }', leaks: 'EspTransactionUpdateFilter' },
  {
    what: 'an enum value of a variable',
    query: 'subscription ($f: EspTransactionUpdateFilter) { espTransactionUpdated(filter: $f) { id } }',
    variables: { f: { direction: 'ONRAMPP' } },
    leaks: 'ONRAMP',
  },
];

async function overHttp(gateway: RunningGateway, probe: Probe): Promise<string[]> {
  const response = await post(gateway.graphqlUrl, { query: probe.query, variables: probe.variables }, { 'ngnc-sec-key': key });
  expect(response.json.errors?.length).toBeGreaterThan(0);
  return response.json.errors!.map((error) => error.message);
}

async function overWebSocket(gateway: RunningGateway, probe: Probe): Promise<string[]> {
  const socket = await connectedSocket(gateway.graphqlUrl, { connectionParams: { 'ngnc-sec-key': key } });
  try {
    socket.send({ id: '1', type: 'subscribe', payload: { query: probe.query, ...(probe.variables && { variables: probe.variables }) } });
    const answer = await socket.next();
    const errors = (answer.type === 'error' ? answer.payload : (answer.payload as { errors?: unknown }).errors) as { message: string }[];
    expect(errors.length).toBeGreaterThan(0);
    return errors.map((error) => error.message);
  } finally {
    socket.close();
  }
}

describe('suggestions', () => {
  for (const [transport, probes, ask] of [
    ['HTTP', HTTP_PROBES, overHttp],
    ['WebSocket', WEBSOCKET_PROBES, overWebSocket],
  ] as const) {
    it(`never name ${probes.map((probe) => probe.what).join(', ')} in production over ${transport}`, async () => {
      for (const probe of probes) {
        const messages = await ask(production, probe);
        expect({ probe: probe.what, messages }).toEqual({ probe: probe.what, messages: messages.map((message) => message.replace(/Did you mean.*/, '')) });
        expect(messages.join(' ')).not.toContain(`"${probe.leaks}"`);
      }
    });

    it(`are still given in development over ${transport}, so the probes above do ask for one`, async () => {
      for (const probe of probes) {
        expect((await ask(development, probe)).join(' ')).toMatch(new RegExp(`Did you mean .*"${probe.leaks}"`));
      }
    });
  }
});

describe('introspection over WebSocket', () => {
  // graphql-js refuses introspection at the top of a subscription anyway: the way in was a query
  // sent over WebSocket, refused there now unless GRAPHQL_WS_ALL_OPERATIONS is on.
  const DEEP_SCHEMA = `{ __schema { types { fields { type { fields { type { fields { type { fields { type { fields { type { name } } } } } } } } } } } } }`;
  const PROBES = [getIntrospectionQuery(), DEEP_SCHEMA, '{ __type(name: "Query") { name } }'];

  it('is refused in production, the standard query and a __schema 14 deep alike, whether queries run there or not', async () => {
    const allOperations = await startGateway({ ...gatewayConfig(emulator.url), nodeEnv: 'production', security: { websocketAllOperations: true } });
    try {
      for (const gateway of [production, allOperations]) {
        for (const query of PROBES) {
          const socket = await connectedSocket(gateway.graphqlUrl, { connectionParams: { 'ngnc-sec-key': key } });
          socket.send({ id: '1', type: 'subscribe', payload: { query } });
          const answer = await socket.next();
          socket.close();
          expect(answer.type).toBe('error');
          // The deep one also breaks graphql-js's own bound on nested introspection (MaxIntrospectionDepthRule).
          expect(answer.payload).toContainEqual({
            message: 'GraphQL introspection is not allowed, but the query contained __schema or __type.',
            locations: [expect.anything()],
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          });
        }
      }
    } finally {
      await allOperations.close();
    }
  });
});

describe('environment', () => {
  it('turns suggestions off with introspection, unless GRAPHQL_SUGGESTIONS says otherwise', () => {
    expect(readEnvironment({}).security?.suggestions).toBe(true);
    expect(readEnvironment({ NODE_ENV: 'production' }).security?.suggestions).toBe(false);
    expect(readEnvironment({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).security?.suggestions).toBe(true);
    expect(readEnvironment({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true', GRAPHQL_SUGGESTIONS: 'false' }).security?.suggestions).toBe(false);
    expect(readEnvironment({ GRAPHQL_SUGGESTIONS: '0' }).security?.suggestions).toBe(false);
  });
});
