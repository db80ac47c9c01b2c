import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import { LiveOfframpDocument, LiveSetupOfframpDocument, RateQuoteDocument, ViewerDocument } from '../generated/graphql.js';
import { dataOf, errorCodes } from '../gateway/support/harness.js';
import { forceTransition, offrampInput, pointWebhooksAt, subscribe, wsClient } from '../events/support/live-harness.js';
import { signWebhookBody } from '../../src/status/ingest/webhook-signature.js';
import { createLogger } from '../../src/logger.js';
import { KnownSecrets } from '../../src/observability/known-secrets.js';
import { parsedLines, randomSecret, startOpsHarness, type OpsHarness } from './support/ops-harness.js';

// The keys here are shaped like sk_test_… and sk_live_… (keys of any shape: test/gateway/any-key.test.ts);
// the other secrets are shaped like nothing in particular, so only the gateway's knowledge of them can scrub them.
const callerKey = randomSecret('sk_test_');
const serverKey = randomSecret('sk_live_');
// Well formed, so the gateway takes it as a key (a malformed one never goes anywhere), but unknown to the provider.
const unknownKey = randomSecret('sk_test_stranger');
const webhookSecret = randomSecret('hooksecret');
const legacySecret = randomSecret('legacysecret');
const SECRETS = { callerKey, serverKey, unknownKey, webhookSecret, legacySecret };

let ops: OpsHarness;
let client: Client;
const answers: string[] = [];

beforeAll(async () => {
  ops = await startOpsHarness({
    emulator: { testKey: callerKey, liveKey: serverKey, webhookSecret },
    gateway: {
      rampApiKey: serverKey,
      upstreamTimeoutMs: 300,
      upstreamGetRetries: 0,
      liveStatus: { webhookSecrets: [webhookSecret], webhookLegacySecret: legacySecret },
    },
  });
  ops.emulator.setWebhookTarget({ url: `${ops.gateway.url}/webhooks/ramp`, secret: webhookSecret });
  client = wsClient(ops.gateway, { 'ngnc-sec-key': callerKey });
});

afterAll(async () => {
  await client?.dispose();
  await ops.close();
});

/** Every 12-character piece of a secret: finding one would mean part of it leaked. */
function pieces(secret: string): string[] {
  return Array.from({ length: secret.length - 11 }, (_, i) => secret.slice(i, i + 12));
}

function leaks(text: string): string[] {
  return Object.entries(SECRETS).filter(([, secret]) => pieces(secret).some((piece) => text.includes(piece))).map(([name]) => name);
}

async function record<T>(response: Promise<{ body: T }>): Promise<T> {
  const { body } = await response;
  answers.push(JSON.stringify(body));
  return body;
}

async function postWebhook(headers: Record<string, string>, body: string): Promise<number> {
  const response = await fetch(`${ops.gateway.url}/webhooks/ramp`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  answers.push(await response.text());
  return response.status;
}

describe('secrets in logs and errors', () => {
  it('never appear in a log line or an answer through a full flow of successes, failures and webhooks', async () => {
    const quote = { currency: 'NGN' as const, amount: '100' };
    dataOf(await record(ops.post(RateQuoteDocument, quote)));
    expect(dataOf(await record(ops.post(ViewerDocument, {}, { key: null }))).viewer.keySource).toBe('SERVER');
    dataOf(await record(ops.post(RateQuoteDocument, quote, { key: null, headers: { authorization: `Bearer ${callerKey}` } })));
    expect(errorCodes(await record(ops.post(RateQuoteDocument, quote, { key: unknownKey })))).toEqual(['UNAUTHENTICATED']);

    for (const fault of [{ errorRate: 1, errorStatus: 500 }, { dropRate: 1 }, { malformedRate: 1 }, { latencyMs: 600 }]) {
      await ops.setFaults(fault);
      expect((await record(ops.post(RateQuoteDocument, quote))).errors).toBeDefined();
      await ops.clearFaults();
    }

    const created = dataOf(await record(ops.post(LiveSetupOfframpDocument, { input: offrampInput() }))).createOfframp;
    const id = created.offramp!.id;
    const feed = subscribe(client, LiveOfframpDocument, { id });
    await feed.next();
    await forceTransition(ops.emulator, 'offramp', id, 'processing');
    expect((await feed.next()).offrampUpdated.status).toBe('PROCESSING');
    await feed.close();

    const timestamp = Math.floor(Date.now() / 1000);
    expect(await postWebhook({ 'ngnc-signature': signWebhookBody(unknownKey, timestamp, '{}') }, '{}')).toBe(400);
    expect(await postWebhook({ 'bridge-webhook-secret': legacySecret }, `{"event":"x","secret":"${webhookSecret}"}`)).toBe(400);
    expect(await postWebhook({ 'ngnc-signature': signWebhookBody(webhookSecret, timestamp, '{"oops"') }, '{"oops"')).toBe(400);

    const unreadable = await fetch(ops.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': callerKey },
      body: `{"query": "${callerKey}`,
    });
    const unreadableText = await unreadable.text();
    answers.push(unreadableText);
    expect(unreadable.status).toBe(400);
    expect(unreadableText).not.toMatch(/\n\s+at /);

    // Keys that end up inside messages, URLs and error texts.
    ops.gateway.logger.warn(`calling https://provider.example/otc?key=${encodeURIComponent(callerKey)} with ${serverKey}`);
    ops.gateway.logger.error({ err: new Error(`the provider refused ${unknownKey}`), config: { secret: webhookSecret } }, 'failure');
    ops.gateway.logger.info({ note: `legacy ${legacySecret}`, headers: { 'ngnc-sec-key': callerKey } }, 'headers');

    const lines = parsedLines(ops.logLines);
    const messages = lines.map((line) => line.msg);
    expect(messages).toEqual(
      expect.arrayContaining(['webhook accepted', 'webhook refused', 'provider refused the request', 'provider response has an unexpected shape', 'provider request failed']),
    );
    expect(ops.logLines.join('\n')).toContain('[redacted]');
    expect(leaks(ops.logLines.join('\n'))).toEqual([]);
    expect(leaks(answers.join('\n'))).toEqual([]);
  });

  it("scrubs the server's own secrets with one expression, built once from them", () => {
    const secrets = new KnownSecrets();
    const serverKey = 'ngnc_s_lk_server_0123456789abcdef';
    const redisPassword = 'redis-pa55word';
    secrets.add(serverKey);
    secrets.add(redisPassword);
    const expression = secrets.expression;
    expect(secrets.scrub(`server ${serverKey} redis ${redisPassword}`)).toBe('server [redacted] redis [redacted]');
    expect(secrets.expression).toBe(expression);
  });

  it('scrubs a value once registered, in its JSON-escaped and URL-encoded spellings too, and anything shaped like a provider key', () => {
    const secrets = new KnownSecrets();
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) }, secrets);
    const odd = 'p@ss"word/with+symbols';
    secrets.add(odd);
    logger.info({ url: `https://x.example/?k=${encodeURIComponent(odd)}` }, `raw ${odd}`);
    logger.info('keys sk_live_4eC39HqLyjWDarjtT1zdp7dc and whsec_abcdef123456 seen');
    const text = lines.join('\n');
    expect(text).not.toContain('ss"word');
    expect(text).not.toContain('ss\\"word');
    expect(text).not.toContain(encodeURIComponent(odd));
    expect(text).not.toContain('4eC39HqLyjWDarjtT1zdp7dc');
    expect(text).not.toContain('whsec_abcdef');
    expect(lines.map((line) => JSON.parse(line) as { msg: string }).map((line) => line.msg)).toEqual([
      'raw [redacted]',
      'keys [redacted] and [redacted] seen',
    ]);
  });
});
