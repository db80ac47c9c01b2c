// The explorer of development with no internet, in a real headless Chromium: every request to a
// host other than this machine is blocked, and GraphiQL, served whole by the gateway, still loads
// and runs a query with the development key (the gateway's own, used when a request sends none,
// as with `npm start`'s embedded emulator).
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { gatewayConfig, startLiveEmulator } from '../events/support/live-harness.js';
import { launchChromium } from './support/chromium.js';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

let emulator: RunningEmulator;
let gateway: RunningGateway;
let browser: Browser;

beforeAll(async () => {
  emulator = await startLiveEmulator();
  gateway = await startGateway({ ...gatewayConfig(emulator.url), nodeEnv: 'development', rampApiKey: emulator.testKey });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await gateway?.close();
  await emulator?.close();
});

describe('GraphiQL without the internet', () => {
  it('loads from the gateway alone and runs { viewer { mode } } with the development key', async () => {
    const context = await browser.newContext();
    const blocked: string[] = [];
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && !LOCAL_HOSTS.has(url.hostname)) {
        blocked.push(url.href);
        return route.abort('internetdisconnected');
      }
      return route.continue();
    });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      const response = await page.goto(`${gateway.graphqlUrl}?query=${encodeURIComponent('{ viewer { mode } }')}`);
      expect(response?.status()).toBe(200);
      const isViewerQuery = (request: Request) => request.method() === 'POST' && (request.postData() ?? '').includes('viewer');
      const [answer] = await Promise.all([page.waitForResponse((candidate) => isViewerQuery(candidate.request())), page.locator('.graphiql-execute-button').click()]);
      expect(await answer.json()).toEqual({ data: { viewer: { mode: 'TEST' } } });
      await expect.poll(() => page.locator('.graphiql-response').innerText()).toContain('"TEST"');
      expect(blocked).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
