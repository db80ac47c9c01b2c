// The trace an operator follows when a payout's answer was lost: the webhook (or the read of the
// provider) that later settles its unknown outcome links to the mutation's span, kept with the
// unknown outcome in the store; and a webhook's change reaches each subscriber's delivery in the
// webhook's own trace, through the outbox and pub/sub. Over real HTTP with the emulator, an SDK
// registered in this test process with an in-memory exporter.

import { context, propagation, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { eventually, forceTransition, gatewayConfig, offrampInput, pointWebhooksAt, subscribe, wsClient } from '../events/support/live-harness.js';
import {
  LiveOfframpDocument,
  LiveSetupOfframpDocument,
  SafetyEspOfframpDocument,
  SafetyEspOfframpsDocument,
  SafetyMutationOutcomeDocument,
} from '../generated/graphql.js';
import {
  codesOf,
  espOfframpInput,
  espWebhook,
  learnKeyBusiness,
  post,
  providerEspRecord,
  providerEspTransactions,
  setFaults,
  startLiveEmulator,
  startSafetyGateway,
  testRecordKey,
  uniqueAccountNumber,
} from './support/safety-harness.js';

const ESP_OFFRAMP = '/transactions/v2/esp_offramp';
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });

let emulator: RunningEmulator;
let gateway: RunningGateway;

beforeAll(async () => {
  provider.register();
  emulator = await startLiveEmulator();
  gateway = await startSafetyGateway(emulator, { circuitBreaker: { failureThreshold: 1_000, openMs: 1 } });
  pointWebhooksAt(emulator, gateway);
});

afterAll(async () => {
  await gateway?.close();
  await emulator?.close();
  await provider.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
});

beforeEach(async () => {
  await setFaults(emulator, null);
  exporter.reset();
});

type Input = ReturnType<typeof espOfframpInput>;

const spansNamed = (name: string) => exporter.getFinishedSpans().filter((span) => span.name === name);

/** A payout the provider applied and whose answer was lost with the connection; answers its id at the provider and its field's span. */
async function lostPayout(input: Input): Promise<{ id: string; field: ReadableSpan }> {
  await setFaults(emulator, { afterProcessing: { rate: 1, answer: 'drop' }, pathPrefix: ESP_OFFRAMP });
  expect(codesOf(await post(gateway, emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
  await setFaults(emulator, null);
  const [field] = spansNamed('Mutation.createEspOfframp');
  const [id] = (await providerEspTransactions(emulator)).filter((t) => t.account_number === input.accountNumber).map((t) => t.transaction_id);
  expect(id).toEqual(expect.any(String));
  return { id: id!, field: field! };
}

const outcomeState = async (input: Input) =>
  (await post(gateway, emulator, SafetyMutationOutcomeDocument, { operation: 'CREATE_ESP_OFFRAMP', idempotencyKey: input.idempotencyKey! })).data?.mutationOutcome
    ?.state;

const sameSpan = (a: ReadableSpan) => (b: { spanId: string; traceId: string }) => a.spanContext().spanId === b.spanId && a.spanContext().traceId === b.traceId;

describe('an unknown outcome', () => {
  it('keeps its mutation’s span with it, and the webhook settling it links to that span from its own trace', async () => {
    // Only a webhook naming the key's business offers a candidate.
    const business = await learnKeyBusiness(gateway, emulator);
    exporter.reset();
    const input = espOfframpInput(uniqueAccountNumber(), `trace-${uniqueAccountNumber()}`);
    const { field } = await lostPayout(input);
    const recordKey = await testRecordKey(gateway, emulator.testKey, 'createEspOfframp', input.idempotencyKey!);
    expect((await gateway.store.unknownOutcomes.get(recordKey))?.trace?.traceparent).toBe(`00-${field.spanContext().traceId}-${field.spanContext().spanId}-01`);

    exporter.reset();
    await espWebhook(gateway, await providerEspRecord(emulator, input.accountNumber), 'Completed', business);
    await eventually(async () => ((await outcomeState(input)) === 'CANDIDATE' ? true : undefined), 'the webhook to offer a candidate');

    const [settle] = spansNamed('outcome.settle');
    expect(settle?.attributes).toMatchObject({ 'outcome.evidence': 'webhook', 'outcome.settlement': 'candidate', 'gateway.resource.kind': 'esp_transaction' });
    expect(settle!.links.map((link) => link.context).filter(sameSpan(field))).toHaveLength(1);
    expect(settle!.links[0]?.attributes).toEqual({ 'gateway.operation': 'createEspOfframp' });
    // The emulator's own webhooks come here too: the one settling it is in the settle span's trace.
    const receive = spansNamed('webhook.receive').find((span) => span.spanContext().traceId === settle!.spanContext().traceId);
    expect(receive).toBeDefined();
    expect(settle!.spanContext().traceId).not.toBe(field.spanContext().traceId);
    expect(receive!.attributes).toMatchObject({ 'webhook.outcome': 'accepted', 'http.response.status_code': 200 });
  });

  it('is linked the same way from the read of the provider that settles it (a listing)', async () => {
    const input = espOfframpInput(uniqueAccountNumber(), `trace-${uniqueAccountNumber()}`);
    const { field } = await lostPayout(input);
    exporter.reset();
    await post(gateway, emulator, SafetyEspOfframpsDocument, { first: 100 });
    expect(await outcomeState(input)).toBe('CANDIDATE');
    const [settle] = spansNamed('outcome.settle').filter((span) => span.links.some((link) => sameSpan(field)(link.context)));
    expect(settle?.attributes).toMatchObject({ 'outcome.evidence': 'provider_read', 'outcome.settlement': 'candidate' });
    expect(settle!.spanContext().traceId).toBe(spansNamed('Query.espTransactions')[0]!.spanContext().traceId);
  });
});

describe('a reconciliation read', () => {
  it('that settles an unknown outcome links to the mutation’s span, from a trace of its own', async () => {
    // Webhooks go to the other gateway: here only reading the provider can settle it.
    const reconciling = await startGateway({ ...gatewayConfig(emulator.url), reconcile: { intervalMs: 300, callsPerKeyPerMinute: 600, keyHoldMs: 60_000 } });
    try {
      exporter.reset();
      const input = espOfframpInput(uniqueAccountNumber(), `trace-${uniqueAccountNumber()}`);
      await setFaults(emulator, { afterProcessing: { rate: 1, answer: 502 }, pathPrefix: ESP_OFFRAMP });
      try {
        expect(codesOf(await post(reconciling, emulator, SafetyEspOfframpDocument, { input }))).toEqual(['OUTCOME_UNKNOWN']);
      } finally {
        await setFaults(emulator, null);
      }
      const [field] = spansNamed('Mutation.createEspOfframp');
      const linked = (span: ReadableSpan) => span.links.some((link) => sameSpan(field!)(link.context));
      const settle = await eventually(async () => spansNamed('outcome.settle').find(linked), 'reconciliation to settle the outcome', 400);
      expect(settle.attributes).toMatchObject({ 'outcome.evidence': 'provider_read', 'outcome.settlement': 'candidate' });
      const read = await eventually(
        async () => spansNamed('reconcile.read').find((span) => span.spanContext().traceId === settle.spanContext().traceId),
        'the read to end',
      );
      expect(read.attributes).toMatchObject({ 'gateway.resource.kind': 'esp_transaction' });
      expect(read.parentSpanContext).toBeUndefined();
    } finally {
      await reconciling.close();
    }
  }, 20_000);
});

describe('a webhook’s change', () => {
  it('reaches the subscriber’s delivery in the webhook’s trace, through the outbox and pub/sub', async () => {
    const created = await post(gateway, emulator, LiveSetupOfframpDocument, { input: offrampInput() });
    const id = created.data!.createOfframp.offramp!.id;
    const client = wsClient(gateway, { 'ngnc-sec-key': emulator.testKey });
    const feed = subscribe(client, LiveOfframpDocument, { id });
    try {
      expect((await feed.next()).offrampUpdated.status).toBe('PENDING');
      await forceTransition(emulator, 'offramp', id, 'processing');
      expect((await feed.next()).offrampUpdated.status).toBe('PROCESSING');
    } finally {
      await feed.close();
      await client.dispose();
    }
    const receive = spansNamed('webhook.receive').find((span) => span.attributes['gateway.resource.status'] === 'processing');
    expect(receive?.attributes).toMatchObject({ 'webhook.outcome': 'accepted', 'gateway.resource.kind': 'offramp' });
    const deliveries = spansNamed('deliver offrampUpdated');
    expect(deliveries).toHaveLength(2);
    // The first event is the stored status, read when the subscription started: a trace of its own.
    const inWebhookTrace = deliveries.filter((span) => span.spanContext().traceId === receive!.spanContext().traceId);
    expect(inWebhookTrace.map((span) => span.attributes['gateway.resource.status'])).toEqual(['processing']);
  });
});
