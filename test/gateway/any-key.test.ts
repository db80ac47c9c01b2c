// Keys of any shape (issue 19): the provider documents no key format and public integrations use
// keys like `ngnc_s_lk_…`. Over real HTTP against the emulator, which accepts whatever keys it is
// given: such a key works, its data set comes only from the configured prefixes (else UNKNOWN,
// and the test helpers refuse it), two keys of unknown data set stay apart, malformed keys are
// still refused, and no key reaches a log line.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTED_LIVE_KEY, DOCUMENTED_TEST_KEY } from '../../emulator/profiles/documented.js';
import { readEnvironment } from '../../src/config.js';
import { withEmulatorKeys } from '../../src/embedded-emulator-keys.js';
import { createLogger } from '../../src/logger.js';
import { KnownSecrets } from '../../src/observability/known-secrets.js';
import {
  CreateOfframpDocument,
  LiveOfframpDocument,
  RateQuoteDocument,
  TestMoveOfframpDocument,
  TestPayBrlTicketDocument,
  ViewerDocument,
} from '../generated/graphql.js';
import { offrampInput, subscribe, wsClient } from '../events/support/live-harness.js';
import { dataOf, errorCodes, startHarness, type Harness } from './support/harness.js';

const documentedKey = (label: string) => `ngnc_s_lk_${label}_${randomBytes(16).toString('hex')}`;
const quote = { currency: 'NGN' as const, amount: '100' };

/** The key-related settings of the gateway, read from the environment as main.ts reads them. */
function keySettings(env: Record<string, string>) {
  const { rampApiKey, keyPrefixes } = readEnvironment(env);
  return { rampApiKey, keyPrefixes };
}

describe('a gateway with RAMP_API_KEY=ngnc_s_lk_… and the default prefixes', () => {
  const serverKey = documentedKey('server');
  const otherKey = documentedKey('other');
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({
      emulator: { testKey: serverKey, liveKey: otherKey },
      gateway: keySettings({ RAMP_API_KEY: serverKey }),
      captureLogs: true,
    });
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('starts, and answers viewer (UNKNOWN) and a rate quote with its own key', async () => {
    const viewer = dataOf(await harness.execute(ViewerDocument, {}, { key: null })).viewer;
    expect(viewer).toEqual({ mode: 'UNKNOWN', livemode: false, keySource: 'SERVER' });
    const rate = dataOf(await harness.execute(RateQuoteDocument, quote, { key: null })).rateQuote;
    expect(rate.currency).toBe('NGN');
    expect(harness.providerCalls('GET').some((call) => call.status === 200)).toBe(true);
  });

  it('answers viewer UNKNOWN for a caller’s key of that shape too, through Authorization: Bearer as well', async () => {
    expect(dataOf(await harness.execute(ViewerDocument, {}, { key: otherKey })).viewer).toEqual({ mode: 'UNKNOWN', livemode: false, keySource: 'REQUEST' });
    const bearer = await harness.execute(ViewerDocument, {}, { key: null, headers: { authorization: `Bearer ${otherKey}` } });
    expect(dataOf(bearer).viewer.keySource).toBe('REQUEST');
  });

  it('refuses every test helper for a key of unknown data set, FORBIDDEN, saying how to fix it, without calling the provider', async () => {
    harness.clearProviderCalls();
    for (const result of [
      await harness.execute(TestMoveOfframpDocument, { input: { id: 'otc_1', status: 'COMPLETED' } }, { key: null }),
      await harness.execute(TestPayBrlTicketDocument, { input: { id: 'brl1' } }, { key: otherKey }),
    ]) {
      expect(errorCodes(result)).toEqual(['FORBIDDEN']);
      expect(result.errors?.[0]?.message).toMatch(/test key only/);
      expect(result.errors?.[0]?.message).toContain('RAMP_TEST_KEY_PREFIXES');
    }
    expect(harness.emulator.requestLog.entries().filter((entry) => entry.path.startsWith('/_emulator'))).toEqual([]);
  });

  it('logs no warning for the unfamiliar key shape, and never the key itself', async () => {
    const before = harness.logLines.length;
    for (let i = 0; i < 3; i++) dataOf(await harness.execute(RateQuoteDocument, { ...quote, amount: `${100 + i}` }, { key: otherKey }));
    const lines = harness.logLines.slice(before).map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    // The server's own key inside messages, URLs and error texts, where only the gateway's knowledge of it can find it;
    // a caller's key is never written in the first place.
    harness.gateway.logger.warn(`calling https://provider.example/x?key=${encodeURIComponent(serverKey)}`);
    harness.gateway.logger.error({ err: new Error(`the provider refused "${serverKey}"`) }, 'failure');
    const text = harness.logLines.join('\n');
    expect(text).toContain('[redacted]');
    for (const key of [serverKey, otherKey]) expect(text).not.toContain(key.slice(10, 30));
  });
});

describe('configured key prefixes', () => {
  const testKey = documentedKey('t');
  const liveKey = documentedKey('l');
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({
      emulator: { testKey, liveKey },
      gateway: keySettings({ RAMP_TEST_KEY_PREFIXES: 'sk_test_, ngnc_s_lk_t_', RAMP_LIVE_KEY_PREFIXES: 'ngnc_s_lk_l_' }),
    });
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('make a key of the documented shape TEST or LIVE', async () => {
    expect(dataOf(await harness.execute(ViewerDocument, {}, { key: testKey })).viewer).toEqual({ mode: 'TEST', livemode: false, keySource: 'REQUEST' });
    expect(dataOf(await harness.execute(ViewerDocument, {}, { key: liveKey })).viewer).toEqual({ mode: 'LIVE', livemode: true, keySource: 'REQUEST' });
  });

  it('let the test key use the test helpers and still refuse the live one', async () => {
    const created = dataOf(await harness.execute(CreateOfframpDocument, { input: offrampInput() }, { key: testKey })).createOfframp;
    const moved = dataOf(await harness.execute(TestMoveOfframpDocument, { input: { id: created.offramp!.id, status: 'PROCESSING' } }, { key: testKey }));
    expect(moved.testMoveOfframp.offramp?.status).toBe('PROCESSING');
    const refused = await harness.execute(TestMoveOfframpDocument, { input: { id: created.offramp!.id, status: 'COMPLETED' } }, { key: liveKey });
    expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
  });

  it('are refused at start when a key could match both lists, naming the pair', () => {
    expect(() => readEnvironment({ RAMP_TEST_KEY_PREFIXES: 'ngnc_', RAMP_LIVE_KEY_PREFIXES: 'ngnc_s_lk_l_' })).toThrow(
      /RAMP_LIVE_KEY_PREFIXES: must not overlap RAMP_TEST_KEY_PREFIXES: "ngnc_s_lk_l_" and "ngnc_"/,
    );
    expect(() => readEnvironment({ RAMP_TEST_KEY_PREFIXES: 'ngnc test' })).toThrow(/RAMP_TEST_KEY_PREFIXES: must be comma-separated key prefixes/);
    expect(readEnvironment({}).keyPrefixes).toEqual({ test: ['sk_test_'], live: ['sk_live_'] });
    expect(readEnvironment({ RAMP_API_KEY: 'ngnc_s_lk_0123456789abcdef' }).rampApiKey).toBe('ngnc_s_lk_0123456789abcdef');
    expect(() => readEnvironment({ RAMP_API_KEY: 'ngnc_s_lk_0123 456789' })).toThrow(
      /^Invalid configuration:\n {2}RAMP_API_KEY: must be a provider key: 8 to 512 visible ASCII characters, no spaces$/,
    );
  });
});

describe('the embedded emulator (npm start without RAMP_BASE_URL)', () => {
  const testKey = documentedKey('embedded_t');
  const liveKey = documentedKey('embedded_l');
  let harness: Harness;

  beforeAll(async () => {
    // As main.ts configures itself: the emulator's test key is the gateway's own, and its keys are added to the prefixes.
    // The configured prefixes here would make the emulator's keys LIVE and unknown on their own.
    const { keyPrefixes } = keySettings({ RAMP_TEST_KEY_PREFIXES: 'other_', RAMP_LIVE_KEY_PREFIXES: 'ngnc_' });
    harness = await startHarness({
      emulator: { testKey, liveKey },
      gateway: { rampApiKey: testKey, keyPrefixes: withEmulatorKeys(keyPrefixes, { testKey, liveKey }) },
    });
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('reads its test key TEST and its live key LIVE whatever their shape, and the test helpers work', async () => {
    expect(dataOf(await harness.execute(ViewerDocument, {}, { key: null })).viewer).toEqual({ mode: 'TEST', livemode: false, keySource: 'SERVER' });
    expect(dataOf(await harness.execute(ViewerDocument, {}, { key: liveKey })).viewer.mode).toBe('LIVE');
    const created = dataOf(await harness.execute(CreateOfframpDocument, { input: offrampInput() }, { key: null })).createOfframp;
    const moved = dataOf(await harness.execute(TestMoveOfframpDocument, { input: { id: created.offramp!.id, status: 'PROCESSING' } }, { key: null }));
    expect(moved.testMoveOfframp.offramp?.status).toBe('PROCESSING');
  });
});

describe('the emulator’s documented profile (keys of the ngnc_s_lk_ shape)', () => {
  const testKey = DOCUMENTED_TEST_KEY;
  const liveKey = DOCUMENTED_LIVE_KEY;

  it('embedded as main.ts does, reads its keys TEST and LIVE', async () => {
    const embedded = await startHarness({
      emulator: { profile: 'documented' },
      gateway: { rampApiKey: testKey, keyPrefixes: withEmulatorKeys(keySettings({}).keyPrefixes, { testKey, liveKey }) },
    });
    try {
      expect(embedded.emulator.testKey).toBe(testKey);
      expect(dataOf(await embedded.execute(ViewerDocument, {}, { key: null })).viewer).toEqual({ mode: 'TEST', livemode: false, keySource: 'SERVER' });
      expect(dataOf(await embedded.execute(ViewerDocument, {}, { key: liveKey })).viewer.mode).toBe('LIVE');
    } finally {
      await embedded.close();
    }
  });

  it('as an upstream with the default prefixes, reads its key UNKNOWN', async () => {
    const upstream = await startHarness({ emulator: { profile: 'documented' }, gateway: keySettings({ RAMP_API_KEY: testKey }) });
    try {
      expect(dataOf(await upstream.execute(ViewerDocument, {}, { key: null })).viewer).toEqual({ mode: 'UNKNOWN', livemode: false, keySource: 'SERVER' });
    } finally {
      await upstream.close();
    }
  });
});

describe('two keys of unknown data set', () => {
  const keyA = documentedKey('a');
  const keyB = documentedKey('b');
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ emulator: { testKey: keyA, liveKey: keyB } });
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('stay apart: one cannot subscribe to the other’s off-ramp nor replay its idempotency key', async () => {
    const input = { ...offrampInput(), idempotencyKey: `idem-${randomBytes(6).toString('hex')}` };
    const mine = dataOf(await harness.execute(CreateOfframpDocument, { input }, { key: keyA })).createOfframp.offramp!;

    const owner = wsClient(harness.gateway, { 'ngnc-sec-key': keyA });
    const stranger = wsClient(harness.gateway, { 'ngnc-sec-key': keyB });
    try {
      const feed = subscribe(owner, LiveOfframpDocument, { id: mine.id });
      expect((await feed.next()).offrampUpdated).toMatchObject({ id: mine.id, status: 'PENDING' });
      await feed.close();
      const refused = await subscribe(stranger, LiveOfframpDocument, { id: mine.id }).nextResult();
      expect(refused?.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    } finally {
      await owner.dispose();
      await stranger.dispose();
    }

    const replayedByOwner = dataOf(await harness.execute(CreateOfframpDocument, { input }, { key: keyA })).createOfframp.offramp!;
    expect(replayedByOwner.id).toBe(mine.id);
    const theirs = dataOf(await harness.execute(CreateOfframpDocument, { input }, { key: keyB })).createOfframp;
    expect(theirs.offramp?.id).toBeDefined();
    expect(theirs.offramp?.id).not.toBe(mine.id);
  });
});

describe('malformed keys', () => {
  const key = documentedKey('valid');
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ emulator: { testKey: key } });
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('are UNAUTHENTICATED with a clear message over HTTP, without a provider call', async () => {
    harness.clearProviderCalls();
    for (const malformed of [`${key} with spaces`, `${key}\tx`, 'k'.repeat(513), 'short', `${key}é`]) {
      const result = await harness.execute(RateQuoteDocument, quote, { key: malformed });
      expect(result.errors).toEqual([
        expect.objectContaining({
          message: 'The API key is malformed: a provider key is 8 to 512 visible ASCII characters, with no spaces or control characters.',
          extensions: { code: 'UNAUTHENTICATED' },
        }),
      ]);
    }
    const empty = await harness.execute(RateQuoteDocument, quote, { key: '' });
    expect(errorCodes(empty)).toEqual(['UNAUTHENTICATED']);
    expect(empty.errors?.[0]?.message).toMatch(/Send your provider API key/);
    expect(harness.providerCalls()).toEqual([]);
  });

  it('are refused with HTTP 401, as a key the provider refuses is, not 200 with data: null', async () => {
    const send = (headers: Record<string, string>) =>
      fetch(harness.gateway.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ viewer { mode } }' }) });
    const malformed = await send({ 'ngnc-sec-key': `${key} with spaces` });
    expect(malformed.status).toBe(401);
    expect(await malformed.json()).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    expect((await send({ 'ngnc-sec-key': documentedKey('refused-by-provider') })).status).toBe(401);
  });

  it('with control characters close a subscription connection as Forbidden, without a provider call', async () => {
    harness.clearProviderCalls();
    for (const malformed of [`${key}\u0000`, `${key}\u0007`, `${key}\u007f`, `${key}\n`.repeat(2), '']) {
      const client = wsClient(harness.gateway, { 'ngnc-sec-key': malformed });
      try {
        await expect(subscribe(client, LiveOfframpDocument, { id: 'otc_x' }).nextResult()).rejects.toMatchObject({ code: 4403 });
      } finally {
        await client.dispose();
      }
    }
    expect(harness.providerCalls()).toEqual([]);
  });
});

describe('a key sent in a header the gateway does not read', () => {
  let harness: Harness;

  beforeAll(async () => {
    // As `npm start` runs in development: the embedded emulator's key lent to requests that send none.
    const emulatorKey = documentedKey('server');
    harness = await startHarness({ emulator: { testKey: emulatorKey }, gateway: { rampApiKey: emulatorKey } });
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('is refused with 401 naming the header to use, never run with the server’s key', async () => {
    harness.clearProviderCalls();
    for (const header of ['x-api-key', 'api-key', 'ngnc-secret-key']) {
      const response = await fetch(harness.gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header]: documentedKey('mine') },
        body: JSON.stringify({ query: '{ viewer { mode } }' }),
      });
      expect(response.status).toBe(401);
      const body = (await response.json()) as { data?: unknown; errors: Array<{ message: string; extensions: { code: string } }> };
      expect(body.errors[0]!.extensions.code).toBe('UNAUTHENTICATED');
      expect(body.errors[0]!.message).toBe(`The gateway does not read keys from the ${header} header. Send your provider API key in the ngnc-sec-key header or as Authorization: Bearer <key>.`);
    }
    expect(harness.providerCalls()).toEqual([]);
    // Sending none at all still runs with the server's key.
    expect(dataOf(await harness.execute(ViewerDocument, {}, { key: null })).viewer.keySource).toBe('SERVER');
  });
});

describe('the log scrubber', () => {
  it('scrubs a text starting with a configured prefix even before the key is seen, and a seen key of any shape', () => {
    const secrets = new KnownSecrets();
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) }, secrets);
    secrets.addKeyPrefix('ngnc_s_lk_');
    const odd = 'Zq9!~"odd*key\\value';
    secrets.add(odd);
    logger.info(`a ngnc_s_lk_0123456789abcdef here, and ${odd}`);
    logger.info({ url: `https://x.example/?k=${encodeURIComponent(odd)}` }, 'url');
    const text = lines.join('\n');
    expect(text).not.toContain('0123456789abcdef');
    expect(text).not.toContain('odd*key');
    expect(text).not.toContain(encodeURIComponent(odd));
    expect((JSON.parse(lines[0]!) as { msg: string }).msg).toBe('a [redacted] here, and [redacted]');
  });
});
