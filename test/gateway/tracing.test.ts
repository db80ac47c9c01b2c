// Traces over real HTTP with the emulator, with an SDK registered in this test process as the
// OTEL_* variables would register one in a gateway (an in-memory exporter instead of OTLP): one
// trace from the GraphQL operation through its root field to the provider call, the provider
// receiving that call's `traceparent`, the idempotency claim and the store writes beneath the
// field, a subscription's delivery as a span, and nothing a caller must keep to itself in any
// attribute.

import { context, propagation, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businessCustomerInput, subscribe, uniqueSuffix, wsClient } from '../events/support/live-harness.js';
import { CreateBusinessCustomerDocument, CreateOfframpDocument, EventLogDocument, LiveOfframpDocument, LiveStatusEventsDocument, ViewerDocument } from '../generated/graphql.js';
import { ABA_ROUTING_NUMBER, ETHEREUM_ADDRESS } from './support/fixtures.js';
import { dataOf, startHarness, type Harness } from './support/harness.js';

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
let harness: Harness;

beforeAll(async () => {
  provider.register();
  harness = await startHarness();
  // The provider accepts the test key once (src/security/key-verification.ts).
  dataOf(await harness.execute(ViewerDocument));
});

afterAll(async () => {
  await harness?.close();
  await provider.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
});

beforeEach(() => {
  exporter.reset();
  harness.clearProviderCalls();
});

const ACCOUNT_NUMBER = '987654321012';
const ACCOUNT_NAME = 'Ngozi Okafor Trading';

function offrampInput() {
  return {
    customerId: `cust-${uniqueSuffix()}`,
    currency: 'USD' as const,
    amount: '150.25',
    stablecoin: 'USDC' as const,
    network: 'ETHEREUM' as const,
    walletAddress: ETHEREUM_ADDRESS,
    payoutAccount: { ach: { accountNumber: ACCOUNT_NUMBER, routingNumber: ABA_ROUTING_NUMBER, accountName: ACCOUNT_NAME } },
    idempotencyKey: `trace-${uniqueSuffix()}`,
  };
}

const spansNamed = (name: string) => exporter.getFinishedSpans().filter((span) => span.name === name);

function oneSpan(name: string): ReadableSpan {
  const spans = spansNamed(name);
  expect(spans.map((span) => span.name)).toEqual([name]);
  return spans[0]!;
}

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

/** The span and its ancestors' names, nearest first, within the exported spans. */
function ancestry(span: ReadableSpan): string[] {
  const byId = new Map(exporter.getFinishedSpans().map((s) => [s.spanContext().spanId, s]));
  const names: string[] = [];
  for (let parent = byId.get(parentOf(span) ?? ''); parent !== undefined; parent = byId.get(parentOf(parent) ?? '')) names.push(parent.name);
  return names;
}

async function createOfframp(headers: Record<string, string> = {}) {
  const created = dataOf(await harness.execute(CreateOfframpDocument, { input: offrampInput() }, { headers })).createOfframp;
  expect(created.userErrors).toEqual([]);
  return created.offramp!;
}

describe('a traced mutation', () => {
  it('is one trace from the operation through its root field to the provider call, continuing the caller’s traceparent', async () => {
    const callerTrace = '0af7651916cd43dd8448eb211c80319c';
    const callerSpan = 'b7ad6b7169203331';
    await createOfframp({ traceparent: `00-${callerTrace}-${callerSpan}-01` });

    const operation = oneSpan('mutation CreateOfframp');
    expect(operation.spanContext().traceId).toBe(callerTrace);
    expect(parentOf(operation)).toBe(callerSpan);
    expect(operation.attributes).toMatchObject({ 'graphql.operation.type': 'mutation', 'graphql.operation.name': 'CreateOfframp' });

    const field = oneSpan('Mutation.createOfframp');
    expect(parentOf(field)).toBe(operation.spanContext().spanId);
    const call = oneSpan('POST /otc/offramp');
    expect(call.spanContext().traceId).toBe(callerTrace);
    expect(ancestry(call)).toEqual(['Mutation.createOfframp', 'mutation CreateOfframp']);
    expect(call.attributes).toMatchObject({ 'http.request.method': 'POST', 'url.template': '/otc/offramp', 'http.response.status_code': expect.any(Number) });
    expect(call.endTime).not.toEqual(call.startTime);
  });

  it('sends the provider the traceparent of its client span, and none of the baggage its caller sent', async () => {
    await createOfframp({ baggage: `customer.email=${encodeURIComponent('ada@example.com')},account=${ACCOUNT_NUMBER}` });
    const call = oneSpan('POST /otc/offramp');
    const received = harness.emulator.requestLog.entries().filter((entry) => entry.method === 'POST' && entry.path === '/otc/offramp');
    expect(received.map((entry) => entry.traceparent)).toEqual([`00-${call.spanContext().traceId}-${call.spanContext().spanId}-01`]);
    expect(received.map((entry) => entry.baggage)).toEqual([null]);
  });

  it('has the idempotency claim and the store writes beneath the root field', async () => {
    await createOfframp();
    const field = oneSpan('Mutation.createOfframp').spanContext().spanId;
    const claim = oneSpan('idempotency.claim');
    expect(parentOf(claim)).toBe(field);
    expect(claim.attributes).toMatchObject({ 'gateway.operation': 'createOfframp', 'idempotency.claim.outcome': 'claimed' });
    const record = oneSpan('store.idempotency_record');
    expect(parentOf(record)).toBe(field);
    expect(record.attributes).toMatchObject({ 'idempotency.state': 'completed' });
    // The fence is checked once, just before the provider call.
    expect(ancestry(oneSpan('store.idempotency_fence'))).toContain('Mutation.createOfframp');
    const statuses = oneSpan('store.status_change');
    expect(ancestry(statuses)).toContain('Mutation.createOfframp');
    expect(statuses.attributes).toMatchObject({ 'gateway.resource.kind': ['offramp'], 'gateway.resources.written': 1 });
  });

  it('names a replay on its claim span, with no provider call', async () => {
    const input = offrampInput();
    dataOf(await harness.execute(CreateOfframpDocument, { input }));
    exporter.reset();
    dataOf(await harness.execute(CreateOfframpDocument, { input }));
    expect(oneSpan('idempotency.claim').attributes).toMatchObject({ 'idempotency.claim.outcome': 'replayed' });
    expect(spansNamed('POST /otc/offramp')).toEqual([]);
  });

  it('records refused input by its user error codes alone', async () => {
    const refused = { ...offrampInput(), amount: '-5' };
    const payload = dataOf(await harness.execute(CreateOfframpDocument, { input: refused })).createOfframp;
    expect(payload.userErrors.length).toBeGreaterThan(0);
    const field = oneSpan('Mutation.createOfframp');
    expect(field.attributes['gateway.user_error.codes']).toEqual(payload.userErrors.map((error) => error.code));
    expect(oneSpan('store.idempotency_record').attributes).toMatchObject({ 'idempotency.state': 'refused' });
  });
});

describe('a traced query', () => {
  it('holds the check of a new key with the provider in the operation’s trace', async () => {
    dataOf(await harness.execute(ViewerDocument, {}, { key: harness.emulator.liveKey }));
    const operation = oneSpan('query Viewer');
    expect(operation.attributes).toMatchObject({ 'http.response.status_code': 200 });
    const checks = spansNamed('GET /otc/rate_quote');
    expect(checks.length).toBeGreaterThan(0);
    for (const check of checks) {
      expect(check.spanContext().traceId).toBe(operation.spanContext().traceId);
      expect(ancestry(check).at(-1)).toBe('query Viewer');
    }
  });
});

describe('in subgraph mode (GRAPHQL_FEDERATION)', () => {
  it('traces a router’s entity lookup as the `_entities` root field, its provider calls beneath it, and answers it as untraced', async () => {
    const subgraph = await startHarness({ gateway: { federation: true } });
    try {
      const created = dataOf(await subgraph.execute(CreateBusinessCustomerDocument, { input: businessCustomerInput() })).createBusinessCustomer;
      expect(created.userErrors).toEqual([]);
      const id = created.businessCustomer!.id;
      exporter.reset();
      const response = await fetch(subgraph.gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'ngnc-sec-key': subgraph.emulator.testKey },
        body: JSON.stringify({
          query: 'query Entities($r: [_Any!]!) { _entities(representations: $r) { ... on BusinessCustomer { id } } }',
          variables: { r: [{ __typename: 'BusinessCustomer', id }, { __typename: 'BusinessCustomer', id: 'cus_missing' }] },
        }),
      });
      expect(await response.json()).toMatchObject({ data: { _entities: [{ id }, null] }, errors: [{ path: ['_entities', 1], extensions: { code: 'NOT_FOUND' } }] });
      const field = oneSpan('Query._entities');
      expect(ancestry(field)).toEqual(['query Entities']);
      const reads = spansNamed('GET /v2/business_customer/{id}');
      expect(reads.length).toBeGreaterThan(0);
      for (const read of reads) expect(ancestry(read)).toEqual(['Query._entities', 'query Entities']);
    } finally {
      await subgraph.close();
    }
  });
});

describe('a subscription', () => {
  it('delivers each event as a span of its field', async () => {
    const offramp = await createOfframp();
    const client = wsClient(harness.gateway, { 'ngnc-sec-key': harness.emulator.testKey });
    const feed = subscribe(client, LiveOfframpDocument, { id: offramp.id });
    try {
      expect((await feed.next()).offrampUpdated.id).toBe(offramp.id);
    } finally {
      await feed.close();
      await client.dispose();
    }
    const delivery = oneSpan('deliver offrampUpdated');
    expect(delivery.attributes).toMatchObject({ 'graphql.field.name': 'offrampUpdated', 'gateway.resource.kind': 'offramp', 'gateway.resource.status': expect.any(String) });
  });
});

describe('the event log’s subscription', () => {
  it('delivers each event as a span of its own', async () => {
    const earlier = await createOfframp();
    const offramp = await createOfframp();
    const [edge] = dataOf(await harness.execute(EventLogDocument, { filter: { resourceIds: [earlier.id] } })).events.edges;
    exporter.reset();
    const client = wsClient(harness.gateway, { 'ngnc-sec-key': harness.emulator.testKey });
    const feed = subscribe(client, LiveStatusEventsDocument, { after: edge!.cursor, filter: { resourceIds: [offramp.id] } });
    try {
      expect((await feed.next()).statusEvents.resourceId).toBe(offramp.id);
    } finally {
      await feed.close();
      await client.dispose();
    }
    const delivery = oneSpan('deliver statusEvents');
    expect(delivery.attributes).toEqual({ 'graphql.field.name': 'statusEvents', 'gateway.resource.kind': 'offramp', 'gateway.resource.status': expect.any(String) });
  });
});

describe('what a span records', () => {
  it('leaves out an operation name no client would give its operation: one caller could fill every export with it', async () => {
    const name = `Q${'x'.repeat(50_000)}`;
    const response = await fetch(harness.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': harness.emulator.testKey },
      body: JSON.stringify({ query: `query ${name} { __typename }` }),
    });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
    const operation = oneSpan('query');
    expect(operation.attributes).toMatchObject({ 'graphql.operation.type': 'query' });
    expect(operation.attributes['graphql.operation.name']).toBeUndefined();
  });

  it('holds no key, account number, account name, e-mail, phone, name or address of the caller’s', async () => {
    const offramp = offrampInput();
    dataOf(await harness.execute(CreateOfframpDocument, { input: offramp }));
    const customer = { ...businessCustomerInput(), name: `Adaeze Nwosu Imports ${uniqueSuffix()}`, email: `adaeze.${uniqueSuffix()}@example.com` };
    const created = dataOf(await harness.execute(CreateBusinessCustomerDocument, { input: customer })).createBusinessCustomer;
    expect(created.userErrors).toEqual([]);
    // A refusal as well: its messages quote the input.
    dataOf(await harness.execute(CreateOfframpDocument, { input: { ...offramp, idempotencyKey: `trace-${uniqueSuffix()}`, walletAddress: 'not-an-address' } }));
    // An alias is the caller's text too: clients that batch lookups name each by what it looks up.
    const alias = `offramp_of_ngozi_okafor_${ACCOUNT_NUMBER}`;
    const aliased = await fetch(harness.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': harness.emulator.testKey },
      body: JSON.stringify({ query: `query { ${alias}: offramp(id: "${offramp.customerId}") { id } }` }),
    });
    expect(await aliased.json()).toEqual({ data: { [alias]: null } });

    const spans = exporter.getFinishedSpans();
    expect(spans.length).toBeGreaterThan(10);
    const secrets = [
      harness.emulator.testKey,
      ACCOUNT_NUMBER,
      ACCOUNT_NAME,
      ABA_ROUTING_NUMBER,
      offramp.idempotencyKey,
      offramp.customerId,
      customer.name,
      customer.email,
      customer.phoneNumber,
      customer.registeredAddress,
      customer.idempotencyKey,
      'not-an-address',
      'ngozi_okafor',
    ];
    const written = spans.flatMap((span) => [
      span.name,
      ...Object.values(span.attributes).flatMap((value) => (Array.isArray(value) ? value.map(String) : [String(value)])),
      ...span.events.flatMap((event) => Object.values(event.attributes ?? {}).map(String)),
      ...span.links.flatMap((link) => Object.values(link.attributes ?? {}).map(String)),
      span.status.message ?? '',
    ]);
    for (const secret of secrets) expect(written.filter((text) => text.includes(secret)), secret).toEqual([]);
  });
});
