// A WebSocket refused for its key says so in its close reason, as the HTTP answer does: which
// was refused (the key; an origin is "Origin not allowed") and why, with graphql-ws's 4403.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHarness, type Harness } from '../gateway/support/harness.js';
import { openSocket } from '../security/support/raw-socket.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

async function closeAfterInit(payload: Record<string, unknown> | undefined): Promise<{ code: number; reason: string }> {
  const socket = await openSocket(harness.gateway.graphqlUrl);
  socket.send({ type: 'connection_init', ...(payload === undefined ? {} : { payload }) });
  return socket.closed;
}

it('names a missing key, and where to send one', async () => {
  expect(await closeAfterInit(undefined)).toEqual({
    code: 4403,
    reason: 'Key refused: none sent (ngnc-sec-key, or authorization: Bearer <key>, in connectionParams)',
  });
  expect((await closeAfterInit({ authorization: 'Basic dXNlcjpwYXNz' })).reason).toMatch(/^Key refused: none sent/);
});

it('names a malformed key without sending it to the provider', async () => {
  harness.clearProviderCalls();
  for (const payload of [{ 'ngnc-sec-key': 'short' }, { authorization: 'Bearer short' }, { headers: { 'ngnc-sec-key': `ngnc_s_lk_${'x'.repeat(600)}` } }]) {
    expect({ payload, closed: await closeAfterInit(payload) }).toEqual({
      payload,
      closed: { code: 4403, reason: 'Key refused: malformed, not the form of a provider API key (never sent to the provider)' },
    });
  }
  expect(harness.providerCalls()).toEqual([]);
});

it('names a well-formed key the provider does not accept', async () => {
  expect(await closeAfterInit({ 'ngnc-sec-key': `sk_test_${'u'.repeat(30)}` })).toEqual({
    code: 4403,
    reason: 'Key refused: the provider does not accept it',
  });
});

it('still acknowledges a key the provider accepts', async () => {
  const socket = await openSocket(harness.gateway.graphqlUrl);
  socket.send({ type: 'connection_init', payload: { 'ngnc-sec-key': harness.emulator.testKey } });
  expect(await socket.next()).toEqual({ type: 'connection_ack' });
  socket.close();
});
