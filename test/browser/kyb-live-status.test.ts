// A person's path through hosted verification, in a real headless Chromium: the platform
// creates a business customer through the gateway, the business opens its kyb_link, fills
// and submits the hosted form, and the platform's subscription sees IN_REVIEW, then the decision.

import { existsSync, mkdirSync } from 'node:fs';
import type { Client } from 'graphql-ws';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { LiveBusinessCustomerDocument, LiveSetupBusinessCustomerDocument } from '../generated/graphql.js';
import {
  businessCustomerInput,
  execute,
  gatewayConfig,
  pointWebhooksAt,
  startLiveEmulator,
  subscribe,
  wsClient,
} from '../events/support/live-harness.js';
import { launchChromium } from './support/chromium.js';

const SCREENSHOT = 'test-results/kyb-hosted-page.png';

let emulator: RunningEmulator;
let gateway: RunningGateway;
let client: Client;
let browser: Browser;

beforeAll(async () => {
  emulator = await startLiveEmulator({ delays: { kybReviewMs: 50 } });
  gateway = await startGateway(gatewayConfig(emulator.url));
  pointWebhooksAt(emulator, gateway);
  client = wsClient(gateway, { 'ngnc-sec-key': emulator.testKey });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await client?.dispose();
  await gateway?.close();
  await emulator?.close();
});

describe('hosted business verification in a browser', () => {
  it('shows IN_REVIEW and then the decision on the subscription once the business submits the form', async () => {
    const created = await execute(gateway, LiveSetupBusinessCustomerDocument, { input: businessCustomerInput() }, emulator.testKey);
    expect(created.createBusinessCustomer.userErrors).toEqual([]);
    const { id, kybLink } = created.createBusinessCustomer.businessCustomer!;
    const feed = subscribe(client, LiveBusinessCustomerDocument, { id });
    expect((await feed.next()).businessCustomerUpdated.verificationStatus).toBe('PENDING');

    const page = await browser.newPage();
    const response = await page.goto(String(kybLink));
    expect(response?.status()).toBe(200);
    await page.fill('#registration_number', 'RC-1234567');
    await page.fill('#director_name', 'Ada Obi');
    await page.selectOption('#review_outcome', 'approved');
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
    await Promise.all([page.waitForURL(String(kybLink)), page.click('#submit')]);
    expect(await page.textContent('#result')).toContain('Thank you');

    expect((await feed.next()).businessCustomerUpdated).toEqual({ id, verificationStatus: 'IN_REVIEW' });
    expect((await feed.next()).businessCustomerUpdated).toEqual({ id, verificationStatus: 'APPROVED' });
    expect(existsSync(SCREENSHOT)).toBe(true);
    await feed.close();
    await page.close();
  });
});
