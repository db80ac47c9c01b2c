// The origin policy as a browser meets it, in a real headless Chromium: a frontend served from an
// allowed origin queries over HTTP (a CORS preflight first) and subscribes over WebSocket; the same
// page served from another origin can do neither, with its own key or with none, though the
// gateway holds RAMP_API_KEY, and nothing it tries reaches the provider.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { LiveSetupOfframpDocument } from '../generated/graphql.js';
import { execute, gatewayConfig, offrampInput, startLiveEmulator } from '../events/support/live-harness.js';
import { launchChromium } from './support/chromium.js';

// The frontend: one query over HTTP, one subscription over graphql-transport-ws, each reporting
// what the page could see of the answer.
const PAGE = `<!doctype html><title>frontend</title><script>
async function query(graphqlUrl, key, query) {
  try {
    const headers = { 'content-type': 'application/json' };
    if (key) headers['ngnc-sec-key'] = key;
    const response = await fetch(graphqlUrl, { method: 'POST', headers, body: JSON.stringify({ query }) });
    return { status: response.status, body: await response.json() };
  } catch (error) {
    return { failed: String(error) };
  }
}
function firstEvent(graphqlUrl, key, query) {
  return new Promise((resolve) => {
    const socket = new WebSocket(graphqlUrl.replace(/^http/, 'ws'), 'graphql-transport-ws');
    socket.onopen = () => socket.send(JSON.stringify({ type: 'connection_init', payload: key ? { 'ngnc-sec-key': key } : {} }));
    socket.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.type === 'connection_ack') socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
      if (message.type === 'next' || message.type === 'error') {
        resolve({ message });
        socket.close(1000);
      }
    };
    socket.onclose = (event) => resolve({ closed: { code: event.code, reason: event.reason } });
  });
}
</script>`;

interface QueryOutcome {
  status?: number;
  body?: { data?: unknown; errors?: { extensions?: { code?: string } }[] };
  failed?: string;
}

interface SubscriptionOutcome {
  message?: { type: string; payload: unknown };
  closed?: { code: number; reason: string };
}

async function servePage(): Promise<{ server: Server; origin: string }> {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let emulator: RunningEmulator;
let gateway: RunningGateway;
let browser: Browser;
let frontend: { server: Server; origin: string };
let foreign: { server: Server; origin: string };
let offrampId: string;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  frontend = await servePage();
  foreign = await servePage();
  gateway = await startGateway({ ...gatewayConfig(emulator.url), nodeEnv: 'production', rampApiKey: emulator.testKey, security: { corsOrigins: [frontend.origin] } });
  const created = await execute(gateway, LiveSetupOfframpDocument, { input: offrampInput() }, emulator.testKey);
  offrampId = created.createOfframp.offramp!.id;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
  frontend?.server.close();
  foreign?.server.close();
  await emulator?.close();
});

async function openPage(origin: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  return page;
}

const VIEWER = '{ viewer { mode } }';
const ESP_OFFRAMP = `mutation { createEspOfframp(input: { currency: USD, amount: "500", bankName: "Attacker Bank", accountNumber: "000999888", espAccount: { chatUsername: "attacker" } }) { transaction { id } } }`;
const subscription = (id: string) => `subscription { offrampUpdated(id: "${id}") { id status } }`;

/** The page's functions, as page.evaluate reaches them in the browser. */
interface Frontend {
  query(graphqlUrl: string, key: string | null, query: string): Promise<QueryOutcome>;
  firstEvent(graphqlUrl: string, key: string | null, query: string): Promise<SubscriptionOutcome>;
}

const queryFrom = (page: Page, key: string | null, text: string) =>
  page.evaluate(([url, k, q]) => (globalThis as unknown as Frontend).query(url, k, q), [gateway.graphqlUrl, key, text] as const);
const subscribeFrom = (page: Page, key: string | null, text: string) =>
  page.evaluate(([url, k, q]) => (globalThis as unknown as Frontend).firstEvent(url, k, q), [gateway.graphqlUrl, key, text] as const);

describe('a frontend in Chromium', () => {
  it('queries and subscribes from an allowed origin', async () => {
    const page = await openPage(frontend.origin);
    expect(await queryFrom(page, emulator.testKey, VIEWER)).toEqual({ status: 200, body: { data: { viewer: { mode: 'TEST' } } } });
    expect(await subscribeFrom(page, emulator.testKey, subscription(offrampId))).toEqual({
      message: { id: '1', type: 'next', payload: { data: { offrampUpdated: { id: offrampId, status: 'PENDING' } } } },
    });
    await page.close();
  });

  it('can do neither from another origin, with its own key or with none, and the provider sees nothing', async () => {
    const page = await openPage(foreign.origin);
    emulator.requestLog.clear();
    for (const key of [emulator.testKey, null]) {
      for (const text of [VIEWER, ESP_OFFRAMP]) {
        const outcome = await queryFrom(page, key, text);
        expect(outcome.failed).toMatch(/Failed to fetch/);
      }
      expect(await subscribeFrom(page, key, subscription(offrampId))).toEqual({ closed: { code: 4403, reason: 'Origin not allowed' } });
    }
    expect(emulator.requestLog.entries().filter((entry) => !entry.path.startsWith('/_emulator'))).toEqual([]);
    await page.close();
  });
});
