import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { LiveOfframpDocument, LiveSetupOfframpDocument, RateQuoteDocument } from '../generated/graphql.js';
import { dataOf } from '../gateway/support/harness.js';
import { eventually, forceTransition, offrampInput, pointWebhooksAt, subscribe, wsClient } from '../events/support/live-harness.js';
import { startOpsHarness, type OpsHarness } from './support/ops-harness.js';

let ops: OpsHarness;
let client: Client;

beforeAll(async () => {
  ops = await startOpsHarness({ gateway: { upstreamGetRetries: 0 } });
  pointWebhooksAt(ops.emulator, ops.gateway);
  client = wsClient(ops.gateway, { 'ngnc-sec-key': ops.emulator.testKey });
});

afterAll(async () => {
  await client?.dispose();
  await ops.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(`${ops.gateway.url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one series, or undefined when it is not exposed. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match === null || match[1] !== name) continue;
    const present = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('/metrics', () => {
  it('counts operations by name and outcome, with latency histograms', async () => {
    dataOf((await ops.post(RateQuoteDocument, { currency: 'NGN', amount: '100' })).body);
    dataOf((await ops.post(RateQuoteDocument, { currency: 'NGN', amount: '100' })).body);
    await ops.setFaults({ errorRate: 1, errorStatus: 503, pathPrefix: '/otc/rate_quote' });
    await ops.post(RateQuoteDocument, { currency: 'NGN', amount: '100' });
    await ops.clearFaults();
    await ops.post(RateQuoteDocument, { currency: 'NGN', amount: '100' }, { key: null });

    const text = await scrape();
    // Labelled by the root field the schema validated, not by the name the client chose.
    expect(sample(text, 'ramp_gateway_operations_total', { operation: 'query.rateQuote', outcome: 'ok' })).toBe(2);
    expect(sample(text, 'ramp_gateway_operations_total', { operation: 'query.rateQuote', outcome: 'UPSTREAM_UNAVAILABLE' })).toBe(1);
    expect(sample(text, 'ramp_gateway_operations_total', { operation: 'query.rateQuote', outcome: 'UNAUTHENTICATED' })).toBe(1);
    expect(sample(text, 'ramp_gateway_operation_duration_seconds_count', { operation: 'query.rateQuote', outcome: 'ok' })).toBe(2);
    expect(sample(text, 'ramp_gateway_operation_duration_seconds_bucket', { operation: 'query.rateQuote', outcome: 'ok', le: '+Inf' })).toBe(2);
    expect(text).not.toContain('RateQuote"');
  });

  it('counts provider calls by endpoint and status', async () => {
    const before = await scrape();
    const ok = { method: 'GET', endpoint: '/otc/rate_quote', status: '200' };
    const unavailable = { method: 'GET', endpoint: '/otc/rate_quote', status: '503' };
    dataOf((await ops.post(RateQuoteDocument, { currency: 'NGN', amount: '100' })).body);
    await ops.setFaults({ errorRate: 1, errorStatus: 503, pathPrefix: '/otc/rate_quote' });
    await ops.post(RateQuoteDocument, { currency: 'NGN', amount: '100' });
    await ops.clearFaults();

    const after = await scrape();
    expect(sample(after, 'ramp_gateway_provider_requests_total', ok)).toBe((sample(before, 'ramp_gateway_provider_requests_total', ok) ?? 0) + 1);
    expect(sample(after, 'ramp_gateway_provider_requests_total', unavailable)).toBe(
      (sample(before, 'ramp_gateway_provider_requests_total', unavailable) ?? 0) + 1,
    );
    expect(sample(after, 'ramp_gateway_provider_request_duration_seconds_count', ok)).toBeGreaterThan(0);
    expect(sample(after, 'ramp_gateway_provider_circuit_state')).toBe(0);
  });

  it('counts webhooks accepted and rejected, and open live subscriptions', async () => {
    const created = dataOf((await ops.post(LiveSetupOfframpDocument, { input: offrampInput() })).body).createOfframp;
    const id = created.offramp!.id;
    expect(sample(await scrape(), 'ramp_gateway_live_subscriptions')).toBe(0);
    const feed = subscribe(client, LiveOfframpDocument, { id });
    await feed.next();
    expect(sample(await scrape(), 'ramp_gateway_live_subscriptions')).toBe(1);

    await forceTransition(ops.emulator, 'offramp', id, 'processing');
    expect((await feed.next()).offrampUpdated.status).toBe('PROCESSING');
    const forged = await fetch(`${ops.gateway.url}/webhooks/ramp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect(forged.status).toBe(400);

    const text = await scrape();
    expect(sample(text, 'ramp_gateway_webhooks_total', { outcome: 'accepted', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ramp_gateway_webhooks_total', { outcome: 'rejected', status: '400' })).toBe(1);
    expect(sample(text, 'ramp_gateway_status_outbox_pending')).toBe(0);

    await feed.close();
    await eventually(async () => (sample(await scrape(), 'ramp_gateway_live_subscriptions') === 0 ? true : undefined), 'the subscription to end');
  });

  it('never take labels from client text: 200 made-up operation names add no series, and the real operation keeps its label', async () => {
    const before = await scrape();
    const countSeries = (text: string) => text.split('\n').filter((line) => line.startsWith('ramp_gateway_operations_total{')).length;
    for (let i = 0; i < 200; i++) {
      const name = `Evil_${i}_${'x'.repeat(20)}`;
      const response = await fetch(ops.gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'ngnc-sec-key': ops.emulator.testKey },
        body: JSON.stringify({ query: `query ${name} { rateQuote(currency: NGN, amount: "100") { rate } }` }),
      });
      expect(response.status).toBe(200);
    }
    dataOf((await ops.post(RateQuoteDocument, { currency: 'NGN', amount: '100' })).body);
    const after = await scrape();
    expect(after).not.toContain('Evil_');
    expect(countSeries(after)).toBe(countSeries(before));
    expect(sample(after, 'ramp_gateway_operations_total', { operation: 'query.rateQuote', outcome: 'ok' })).toBe(
      (sample(before, 'ramp_gateway_operations_total', { operation: 'query.rateQuote', outcome: 'ok' }) ?? 0) + 201,
    );
  });

  it('label operations selecting several root fields as one series, and broken documents as invalid', async () => {
    await fetch(ops.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': ops.emulator.testKey },
      body: JSON.stringify({ query: '{ viewer { mode } rateQuote(currency: NGN, amount: "1") { rate } }' }),
    });
    await fetch(ops.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': ops.emulator.testKey },
      body: JSON.stringify({ query: 'query Typo_In_Name { notAField }' }),
    });
    const text = await scrape();
    expect(sample(text, 'ramp_gateway_operations_total', { operation: 'several', outcome: 'ok' })).toBe(1);
    expect(sample(text, 'ramp_gateway_operations_total', { operation: 'invalid', outcome: 'GRAPHQL_VALIDATION_FAILED' })).toBe(1);
    expect(text).not.toContain('Typo_In_Name');
  });

  it('needs no key', async () => {
    const response = await fetch(`${ops.gateway.url}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('process_cpu_user_seconds_total');
  });
});
