// DNS rebinding, in a real headless Chromium. A page on http://rebind.attacker.test:<port> is
// loaded from the attacker's server; then the attacker's DNS answers the gateway's address for the
// same name, and the page's requests to "its own" origin reach the gateway. To the browser they
// are same-origin: a GET carries no `Origin` (and, over plain http, no `Sec-Fetch-*` either) and
// may carry any header, `apollo-require-preflight` included, without a preflight. Such a GET
// looks like curl's, so the gateway must not lend it RAMP_API_KEY unless its `Host` is one of
// the allowed origins' (a name an attacker cannot point anywhere).
//
// The rebinding is simulated by the attacker's server itself: it serves the page at `/` and
// forwards every other request, headers untouched, to the gateway, as the rebound name would.
// An allowed frontend served the same way (a reverse proxy putting the app and the gateway on
// one origin, listed in CORS_ORIGINS) keeps its same-origin GETs.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { gatewayConfig, startLiveEmulator } from '../events/support/live-harness.js';
import { launchChromium } from './support/chromium.js';

const PAGE = `<!doctype html><title>page</title><script>
async function call(method, query) {
  const init = method === 'GET'
    ? { headers: { 'apollo-require-preflight': 'true' } }
    : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) };
  const url = method === 'GET' ? '/graphql?query=' + encodeURIComponent(query) : '/graphql';
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() };
}
</script>`;

interface Site {
  server: Server;
  origin: string;
  /** Headers of the requests forwarded to the gateway, as the browser sent them. */
  forwarded: Record<string, string | string[] | undefined>[];
}

/** Serves PAGE at `/` on `name` and forwards everything else to the gateway (set once it runs). */
async function site(name: string, gatewayUrl: () => string): Promise<Site> {
  const forwarded: Site['forwarded'] = [];
  const server = createServer((req, res) => {
    if (req.url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
    forwarded.push({ ...req.headers });
    const upstream = request(`${gatewayUrl()}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://${name}:${(server.address() as AddressInfo).port}`, forwarded };
}

let emulator: RunningEmulator;
let gateway: RunningGateway;
let browser: Browser;
let attacker: Site;
let frontend: Site;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  attacker = await site('rebind.attacker.test', () => gateway.url);
  frontend = await site('app.company.test', () => gateway.url);
  gateway = await startGateway({
    ...gatewayConfig(emulator.url),
    nodeEnv: 'production',
    rampApiKey: emulator.testKey,
    security: { corsOrigins: [frontend.origin] },
  });
  // Both names resolve to this machine, where each site listens on a port of its own.
  browser = await launchChromium({ args: ['--host-resolver-rules=MAP *.test 127.0.0.1'] });
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
  attacker?.server.close();
  frontend?.server.close();
  await emulator?.close();
});

async function openPage(origin: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  return page;
}

interface Answer {
  status: number;
  body: { data?: unknown; errors?: { extensions?: { code?: string } }[] };
}

const call = (page: Page, method: 'GET' | 'POST', query: string) =>
  page.evaluate(([m, q]) => (globalThis as unknown as { call(m: string, q: string): Promise<Answer> }).call(m, q), [method, query] as const);

const LISTING = '{ viewer { mode } espTransactions(first: 5) { edges { node { id accountNumber } } } }';

function providerCalls(): string[] {
  return emulator.requestLog
    .entries()
    .filter((entry) => !entry.path.startsWith('/_emulator'))
    .map((entry) => `${entry.method} ${entry.path}`);
}

describe('a rebound page', () => {
  it('sends its same-origin GET without Origin or Sec-Fetch-Site, as a browser does over http', async () => {
    const page = await openPage(attacker.origin);
    attacker.forwarded.length = 0;
    await call(page, 'GET', '{ __typename }');
    expect(attacker.forwarded).toHaveLength(1);
    expect(attacker.forwarded[0]).toMatchObject({ host: attacker.origin.replace('http://', ''), 'apollo-require-preflight': 'true' });
    expect(attacker.forwarded[0]!.origin).toBeUndefined();
    expect(attacker.forwarded[0]!['sec-fetch-site']).toBeUndefined();
    await page.close();
  });

  it('cannot read the business’s data with RAMP_API_KEY through a GET, and the provider sees nothing', async () => {
    const page = await openPage(attacker.origin);
    emulator.requestLog.clear();
    const answer = await call(page, 'GET', LISTING);
    expect(answer).toEqual({
      status: 403,
      body: {
        errors: [
          {
            message: 'A GET without Origin may come from a page of any origin (DNS rebinding): it does not act with the gateway’s own key. Send your key, or use POST.',
            extensions: { code: 'ORIGIN_REQUIRED' },
          },
        ],
      },
    });
    expect(providerCalls()).toEqual([]);
    await page.close();
  });

  it('cannot POST either (its POST carries its Origin)', async () => {
    const page = await openPage(attacker.origin);
    const answer = await call(page, 'POST', '{ viewer { mode } }');
    expect(answer.status).toBe(403);
    await page.close();
  });
});

describe('an allowed frontend on the gateway’s own origin (reverse proxy)', () => {
  it('keeps its same-origin GETs and POSTs', async () => {
    const page = await openPage(frontend.origin);
    expect(await call(page, 'GET', '{ viewer { mode } }')).toEqual({ status: 200, body: { data: { viewer: { mode: 'TEST' } } } });
    expect(await call(page, 'POST', '{ viewer { mode } }')).toEqual({ status: 200, body: { data: { viewer: { mode: 'TEST' } } } });
    await page.close();
  });
});
