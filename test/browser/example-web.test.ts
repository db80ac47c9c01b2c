// The example frontend (examples/web) in a real headless Chromium, as a frontend team runs it: built
// by Vite against a running gateway, served from a loopback origin of its own (allowed in
// development, like the Vite dev server), with no key of its own (the gateway uses the emulator's
// test key, as `npm start` does). It pages through the ESP transactions table and filters it,
// shows each user error next to its field, offers the settlement account each currency takes,
// and shows statuses that the provider moves, live; an on-ramp shows where to pay once the provider
// says, and takes its receipt as an upload. The
// same build then runs against a production gateway that runs only the example's manifest.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { print, type FormattedExecutionResult } from 'graphql';
import type { Browser, Locator, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { CreateOfframpDocument, LiveSetupEspOfframpDocument, LiveSetupEspOnrampDocument, type CreateOfframpMutation } from '../generated/graphql.js';
import { eventually, execute, forceTransition, gatewayConfig, pointWebhooksAt, startLiveEmulator } from '../events/support/live-harness.js';
import { launchChromium } from './support/chromium.js';

const EXAMPLE = fileURLToPath(new URL('../../examples/web/', import.meta.url));
const ONRAMPS = 15;
const OFFRAMPS = 10;
const PAGE_SIZE = 10;
const ONRAMP_NEVER = 3_600_000;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** The built app, from a static server on 127.0.0.1 and a port of its own: another origin than the gateway's. */
async function serveStatic(directory: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
    const file = join(directory, path === '/' ? 'index.html' : path);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Runs in the page before the app: the page's WebSockets, so a test can drop them as a network
 * would (closed with a code that is no normal closure) and keep new ones from connecting until it
 * restores the network (they go to a closed port and fail, as a dead network's do).
 */
function DROPPABLE_CONNECTIONS(): void {
  const scope = globalThis as unknown as { WebSocket: PageSocketClass; liveConnections: LiveConnections };
  const Native = scope.WebSocket;
  const open: PageSocket[] = [];
  let down = false;
  scope.liveConnections = {
    drop() {
      down = true;
      for (const socket of open.splice(0)) socket.close(3000, 'connection lost');
    },
    restore() {
      down = false;
    },
  };
  scope.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(down ? 'ws://127.0.0.1:9/' : url, protocols);
      open.push(this);
    }
  };
}
interface PageSocket {
  close(code?: number, reason?: string): void;
}
type PageSocketClass = new (url: string | URL, protocols?: string | string[]) => PageSocket;
interface LiveConnections {
  drop(): void;
  restore(): void;
}
/** One GraphQL operation as the page sent it, over HTTP or graphql-ws. */
interface SentOperation {
  transport: 'http' | 'ws';
  query: string | undefined;
  hash: string | undefined;
}

interface Frontend {
  page: Page;
  /** What the page sent to the gateway, in order. */
  sent: SentOperation[];
  /** The variables of each graphql-ws subscribe the page sent, with its text. */
  subscribed: { query: string | undefined; variables: Record<string, unknown> | undefined }[];
  close(): Promise<void>;
}

interface OperationBody {
  query?: string;
  variables?: Record<string, unknown>;
  extensions?: { persistedQuery?: { sha256Hash?: string } };
}
const sentOperation = (transport: SentOperation['transport'], body: OperationBody): SentOperation => ({
  transport,
  query: body.query,
  hash: body.extensions?.persistedQuery?.sha256Hash,
});

/**
 * Serves the example from a loopback origin of its own, starts the gateway it talks to (which may
 * need that origin), builds the app against that gateway with Vite, and opens it in a new page.
 */
async function openFrontend(
  startFor: (origin: string) => Promise<RunningGateway>,
  prepare: (gateway: RunningGateway) => Promise<void> = async () => {},
): Promise<Frontend & { gateway: RunningGateway }> {
  const outDir = mkdtempSync(join(tmpdir(), 'example-web-'));
  const site = await serveStatic(outDir);
  const target = await startFor(site.origin);
  await prepare(target);
  await build({
    configFile: join(EXAMPLE, 'vite.config.ts'),
    logLevel: 'error',
    define: { 'import.meta.env.VITE_GRAPHQL_URL': JSON.stringify(target.graphqlUrl) },
    build: { outDir, emptyOutDir: true },
  });
  const page = await browser.newPage();
  await page.addInitScript(DROPPABLE_CONNECTIONS);
  const sent: SentOperation[] = [];
  const subscribed: Frontend['subscribed'] = [];
  page.on('request', (request) => {
    if (request.url() !== target.graphqlUrl || request.method() !== 'POST') return;
    // Chromium does not hand a multipart body holding a file to Playwright: an upload is not listed.
    if ((request.headers()['content-type'] ?? '').startsWith('multipart/form-data')) return;
    sent.push(sentOperation('http', request.postDataJSON() as OperationBody));
  });
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      const message = JSON.parse(String(payload)) as { type: string; payload?: OperationBody };
      if (message.type !== 'subscribe') return;
      sent.push(sentOperation('ws', message.payload ?? {}));
      subscribed.push({ query: message.payload?.query, variables: message.payload?.variables });
    }),
  );
  await page.goto(`${site.origin}/`);
  return {
    page,
    sent,
    subscribed,
    gateway: target,
    async close() {
      await page.close();
      site.server.close();
      await target.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** The example's manifest: what codegen wrote for its operations. */
const MANIFEST_PATH = join(EXAMPLE, 'src', 'gql', 'persisted-documents.json');
const manifest = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Record<string, string>;
const manifestText = (hash: string | undefined) => manifest[`sha256:${hash}`];

let emulator: RunningEmulator;
let browser: Browser;
let development: Frontend & { gateway: RunningGateway };
let gateway: RunningGateway;
let page: Page;
const onrampIds: string[] = [];
const offrampIds: string[] = [];

beforeAll(async () => {
  // An on-ramp moves only when the test says: its settlement account, then its receipt.
  emulator = await startLiveEmulator({ delays: { onrampBankingDetailsMs: ONRAMP_NEVER, onrampProcessingMs: ONRAMP_NEVER, onrampSettlementMs: ONRAMP_NEVER } });
  browser = await launchChromium();
  // `npm start`'s set-up: development (any loopback origin allowed), the emulator's test key for
  // callers that send none, no trusted documents.
  development = await openFrontend(
    () => startGateway({ ...gatewayConfig(emulator.url), nodeEnv: 'development', rampApiKey: emulator.testKey }),
    async (started) => {
      pointWebhooksAt(emulator, started);
      const espAccount = { chatUsername: 'esp_user' };
      for (let i = 0; i < ONRAMPS; i += 1) {
        const input = { currency: 'USD' as const, amount: `${100 + i}`, bankName: 'Chase', accountNumber: '000111222', espAccount };
        onrampIds.push((await execute(started, LiveSetupEspOnrampDocument, { input }, emulator.testKey)).createEspOnramp.transaction!.id);
      }
      for (let i = 0; i < OFFRAMPS; i += 1) {
        const input = { currency: 'USD' as const, amount: `${20 + i}.50`, bankName: 'Chase', accountNumber: '000111222', espAccount };
        offrampIds.push((await execute(started, LiveSetupEspOfframpDocument, { input }, emulator.testKey)).createEspOfframp.transaction!.id);
      }
    },
  );
  ({ gateway, page } = development);
}, 90_000);

afterAll(async () => {
  await development?.close();
  await browser?.close();
  await emulator?.close();
});

const rows = () => page.locator('table[aria-label="ESP transactions"] tbody tr');
const rowIds = () => rows().evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-id') ?? ''));
const statusOf = (id: string) => page.locator(`tr[data-id="${id}"] [data-column="status"]`);

/** The ids of the table once it shows something else than `before`. */
async function nextRows(before: string[]): Promise<string[]> {
  return eventually(async () => {
    const ids = await rowIds();
    return ids.length > 0 && ids.join() !== before.join() ? ids : undefined;
  }, 'the table to change');
}

/** Waits until the gateway holds `count` live subscriptions: an event published before then would not reach the page. */
async function liveSubscriptions(target: RunningGateway, count: number): Promise<void> {
  await eventually(async () => {
    const metrics = await (await fetch(`${target.url}/metrics`)).text();
    const open = Number(/^ramp_gateway_live_subscriptions (\d+)/m.exec(metrics)?.[1] ?? 0);
    return open >= count ? true : undefined;
  }, `${count} live subscriptions`);
}

/** The form's text fields, by label, and where each lies in CreateOfframpInput. */
const FIELDS = {
  customerId: { label: 'Customer id', path: 'input.customerId' },
  amount: { label: 'Amount', path: 'input.amount' },
  walletAddress: { label: 'Wallet address', path: 'input.walletAddress' },
  accountNumber: { label: 'Account number', path: 'input.payoutAccount.ach.accountNumber' },
  routingNumber: { label: 'Routing number', path: 'input.payoutAccount.ach.routingNumber' },
  accountName: { label: 'Account name', path: 'input.payoutAccount.ach.accountName' },
} as const;
type FieldName = keyof typeof FIELDS;
type FormValues = Record<FieldName, string>;
const FIELD_NAMES: readonly FieldName[] = ['customerId', 'amount', 'walletAddress', 'accountNumber', 'routingNumber', 'accountName'];

const RIGHT: FormValues = {
  customerId: 'cust-web-1',
  amount: '100',
  walletAddress: '0x52908400098527886e0f7030069857d2e4169ee7',
  accountNumber: '000123456789',
  routingNumber: '021000021',
  accountName: 'Acme Ltd',
};

const form = (on: Page = page) => on.getByRole('form', { name: 'New off-ramp' });

async function submitForm(values: FormValues, on: Page = page): Promise<void> {
  for (const name of FIELD_NAMES) await form(on).getByLabel(FIELDS[name].label, { exact: true }).fill(values[name]);
  await form(on).getByRole('button', { name: 'Create off-ramp' }).click();
}

/** What the gateway answers the same input with (the form's selects keep their defaults). */
async function post(values: FormValues): Promise<FormattedExecutionResult<CreateOfframpMutation>> {
  const { accountNumber, routingNumber, accountName, ...offramp } = values;
  const input = { ...offramp, currency: 'USD', stablecoin: 'USDC', network: 'ETHEREUM', payoutAccount: { ach: { accountNumber, routingNumber, accountName } } };
  const response = await fetch(gateway.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ngnc-sec-key': emulator.testKey },
    body: JSON.stringify({ query: print(CreateOfframpDocument), variables: { input } }),
  });
  return (await response.json()) as FormattedExecutionResult<CreateOfframpMutation>;
}

async function userErrorsFor(values: FormValues) {
  const answer = await post(values);
  expect(answer.errors).toBeUndefined();
  return answer.data!.createOfframp.userErrors;
}

/** Each error's message beside the field its path names (aria-describedby), and no other field marked wrong. */
async function expectShownNextToFields(errors: readonly { field: readonly string[]; message: string }[]): Promise<void> {
  for (const error of errors) {
    const field = Object.values(FIELDS).find(({ path }) => path === error.field.join('.'));
    expect(field, `a form field for ${error.field.join('.')}`).toBeDefined();
    const input = form().getByLabel(field!.label, { exact: true });
    await input.and(page.locator('[aria-invalid="true"]')).waitFor();
    const describedBy = await input.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain(error.message);
  }
  expect(await form().locator('[aria-invalid="true"]').count()).toBe(errors.length);
}

describe('the example web app in Chromium', () => {
  it('pages through the ESP transactions, newest first, and back', async () => {
    const newestFirst = [...onrampIds, ...offrampIds].reverse();
    await rows().nth(PAGE_SIZE - 1).waitFor();
    const first = await rowIds();
    expect(first).toEqual(newestFirst.slice(0, PAGE_SIZE));
    expect(await page.textContent('#esp-heading + fieldset + p')).toContain(`${ONRAMPS + OFFRAMPS} transactions`);

    await page.getByRole('button', { name: 'Older' }).click();
    const second = await nextRows(first);
    expect(second).toEqual(newestFirst.slice(PAGE_SIZE, 2 * PAGE_SIZE));
    await page.getByRole('button', { name: 'Older' }).click();
    const third = await nextRows(second);
    expect(third).toEqual(newestFirst.slice(2 * PAGE_SIZE));
    expect(await page.getByRole('button', { name: 'Older' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Newer' }).click();
    expect(await nextRows(third)).toEqual(second);
  });

  it('filters by direction, from the newest again', async () => {
    const before = await rowIds();
    await page.getByLabel('Direction').selectOption('OFFRAMP');
    expect(await nextRows(before)).toEqual([...offrampIds].reverse());
    expect(await page.getByRole('button', { name: 'Older' }).isDisabled()).toBe(true);
  });

  it('moves a row’s status when the provider settles the transaction', async () => {
    const id = offrampIds[0]!;
    expect(await statusOf(id).textContent()).toBe('PENDING');
    await liveSubscriptions(gateway, 1);
    await forceTransition(emulator, 'esp_transaction', id, 'Completed');
    await statusOf(id).filter({ hasText: 'COMPLETED' }).waitFor();
  });

  it('shows each user error of a wrong off-ramp next to its field, round after round', async () => {
    // The gateway checks an off-ramp's own fields first, then its payout account: two rounds here.
    const wrong = { ...RIGHT, customerId: '', amount: '0', walletAddress: '0x1234', accountNumber: '12', routingNumber: '123456789', accountName: '' };
    await submitForm(wrong);
    const firstRound = await userErrorsFor(wrong);
    expect(firstRound.length).toBeGreaterThan(1);
    await expectShownNextToFields(firstRound);

    const accountWrong = { ...wrong, customerId: RIGHT.customerId, amount: RIGHT.amount, walletAddress: RIGHT.walletAddress };
    await submitForm(accountWrong);
    const secondRound = await userErrorsFor(accountWrong);
    expect(secondRound.length).toBeGreaterThan(1);
    await expectShownNextToFields(secondRound);
  });

  it('shows an amount that is not a number next to the amount field, with the other wrong fields of the same round', async () => {
    const input = { ...RIGHT, amount: '12abc', walletAddress: '0x1234' };
    await submitForm(input);
    const errors = await userErrorsFor(input);
    expect(errors.map(({ field, code }) => ({ field: field.join('.'), code }))).toEqual([
      { field: 'input.amount', code: 'INVALID_AMOUNT' },
      { field: 'input.walletAddress', code: 'INVALID_WALLET_ADDRESS' },
    ]);
    await expectShownNextToFields(errors);
    expect(await form().locator('.form-error').count()).toBe(0);
  });

  it('creates the off-ramp once the fields are right, and shows its status move', async () => {
    await submitForm(RIGHT);

    const created = page.getByRole('region', { name: 'Created off-ramp' });
    await created.waitFor();
    expect(await form().locator('[aria-invalid="true"], .form-error').count()).toBe(0);
    const id = await created.getAttribute('data-id');
    expect(await created.locator('[data-column="status"]').textContent()).toBe('PENDING');
    await forceTransition(emulator, 'offramp', id!, 'processing');
    await created.locator('[data-column="status"]').filter({ hasText: 'PROCESSING' }).waitFor();
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/example-web.png', fullPage: true });
  });

  it('offers, for each currency, exactly the settlement accounts the gateway takes, and creates an off-ramp with each', async () => {
    // The account fields each kind shows, by label, filled rightly.
    const LOCAL = { 'Account number': '0123456789', 'Account name': 'Acme Ltd', 'Bank name': 'First Bank' };
    const ACCOUNTS = {
      LOCAL_BANK_TRANSFER: LOCAL,
      NIP: LOCAL,
      IBAN: { IBAN: 'DE89 3704 0044 0532 0130 00', 'Account name': 'Acme Ltd', 'Bank name': 'Deutsche Bank' },
      SEPA: { IBAN: 'DE89 3704 0044 0532 0130 00', 'Beneficiary name': 'Acme GmbH', 'Bank name': 'Deutsche Bank' },
      RIB: { RIB: 'SN0120101001234567890123', 'Account name': 'Acme Ltd', 'Bank name': 'CBAO' },
      MOBILE_MONEY: { 'Mobile money provider': 'Wave', 'Phone number': '+221 77 123 45 67', 'Account name': 'Acme Sénégal' },
      SWIFT: { ...LOCAL, 'SWIFT code': 'BARCGB22' },
      PIX: { 'Pix key': '529.982.247-25', 'Account holder': 'Acme Ltda' },
      CNAPS: { 'Account number': '6222021234567890', 'Account name': 'Acme Ltd', 'Bank name': 'ICBC', 'CNAPS code': '102100099996' },
      ACH: { 'Account number': RIGHT.accountNumber, 'Routing number': RIGHT.routingNumber, 'Account name': RIGHT.accountName },
    } as const;
    const accepted = async (currency: string): Promise<string[]> => {
      const response = await fetch(gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'ngnc-sec-key': emulator.testKey },
        body: JSON.stringify({ query: `{ rateQuote(currency: ${currency}, direction: OFFRAMP) { offrampPaymentMethods } }` }),
      });
      return ((await response.json()) as { data: { rateQuote: { offrampPaymentMethods: string[] } } }).data.rateQuote.offrampPaymentMethods;
    };
    const account = form().getByRole('group', { name: 'Settlement account' });
    const created = page.getByRole('region', { name: 'Created off-ramp' });
    const cases = [
      { currency: 'NGN', kinds: ['LOCAL_BANK_TRANSFER', 'NIP'], kind: 'NIP' },
      { currency: 'EUR', kinds: ['IBAN', 'SEPA'], kind: 'IBAN' },
      { currency: 'EUR', kinds: ['IBAN', 'SEPA'], kind: 'SEPA' },
      { currency: 'GBP', kinds: ['LOCAL_BANK_TRANSFER', 'IBAN', 'SWIFT'], kind: 'IBAN' },
      { currency: 'GBP', kinds: ['LOCAL_BANK_TRANSFER', 'IBAN', 'SWIFT'], kind: 'LOCAL_BANK_TRANSFER' },
      { currency: 'GBP', kinds: ['LOCAL_BANK_TRANSFER', 'IBAN', 'SWIFT'], kind: 'SWIFT' },
      { currency: 'XOF', kinds: ['RIB', 'MOBILE_MONEY'], kind: 'RIB' },
      { currency: 'XOF', kinds: ['RIB', 'MOBILE_MONEY'], kind: 'MOBILE_MONEY' },
      { currency: 'BRL', kinds: ['PIX'], kind: 'PIX' },
      { currency: 'CNY', kinds: ['CNAPS'], kind: 'CNAPS' },
      { currency: 'USD', kinds: ['ACH'], kind: 'ACH' },
    ] as const;
    for (const { currency, kinds, kind } of cases) {
      expect(await accepted(currency)).toEqual(kinds);
      await form().getByLabel('Currency').selectOption(currency);
      await account.and(page.locator(kinds.map((offered) => `[data-kind="${offered}"]`).join(', '))).waitFor();
      if (kinds.length > 1) {
        const offered = await account.getByLabel('Account kind').locator('option').evaluateAll((options) => options.map((option) => option.getAttribute('value')));
        expect(offered).toEqual(kinds);
        await account.getByLabel('Account kind').selectOption(kind);
        await account.and(page.locator(`[data-kind="${kind}"]`)).waitFor();
      } else {
        expect(await account.getByLabel('Account kind').count()).toBe(0);
      }
      for (const [label, value] of Object.entries(ACCOUNTS[kind])) await account.getByLabel(label, { exact: true }).fill(value);
      for (const name of ['customerId', 'amount', 'walletAddress'] as const) await form().getByLabel(FIELDS[name].label, { exact: true }).fill(RIGHT[name]);
      const before = (await created.count()) === 0 ? '' : await created.getAttribute('data-id');
      await form().getByRole('button', { name: 'Create off-ramp' }).click();
      await page.locator(`section[aria-label="Created off-ramp"]:not([data-id="${before}"])`).waitFor();
      expect({ currency, kind, shown: await created.textContent() }).toEqual({ currency, kind, shown: expect.stringContaining(` ${currency}`) });
      expect(await form().locator('[aria-invalid="true"], .form-error').count()).toBe(0);
    }
  }, 60_000);

  /** The `after` of each statusEvents subscribe the page sent, in order. */
  const statusEventsSent = () =>
    development.subscribed.filter(({ query }) => query?.includes('statusEvents')).map(({ variables }) => ({ after: variables?.['after'] }));
  const dropConnections = () => page.evaluate(() => (globalThis as unknown as { liveConnections: LiveConnections }).liveConnections.drop());
  const restoreConnections = () => page.evaluate(() => (globalThis as unknown as { liveConnections: LiveConnections }).liveConnections.restore());
  const shownHistory = (history: Locator) => history.evaluateAll((items) => items.map((item) => [item.getAttribute('data-cursor'), item.getAttribute('data-status')]));

  /** Creates an off-ramp through the form; its history's rows once the first is shown and the history is live. */
  async function createdWithHistory(customerId: string): Promise<{ id: string; history: Locator }> {
    await form().getByLabel('Currency').selectOption('USD');
    const region = page.getByRole('region', { name: 'Created off-ramp' });
    const before = (await region.count()) === 0 ? '' : await region.getAttribute('data-id');
    const subscribedBefore = statusEventsSent().length;
    await submitForm({ ...RIGHT, customerId });
    const created = page.locator(`section[aria-label="Created off-ramp"]:not([data-id="${before}"])`);
    await created.waitFor();
    const history = created.getByRole('region', { name: 'Status history' }).locator('li');
    await history.first().waitFor();
    // Live once the gateway holds it beside the table's and the off-ramp's own subscriptions.
    await eventually(async () => (statusEventsSent().length > subscribedBefore ? true : undefined), 'the history to subscribe');
    await liveSubscriptions(gateway, 3);
    return { id: (await created.getAttribute('data-id'))!, history };
  }

  /** The off-ramp's events as the gateway's log holds them, once it holds `count`. */
  async function loggedEvents(id: string, count: number): Promise<string[][]> {
    return eventually(async () => {
      const response = await fetch(gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'ngnc-sec-key': emulator.testKey },
        body: JSON.stringify({ query: 'query ($id: ID!) { events(filter: { resourceIds: [$id] }) { edges { node { cursor status } } } }', variables: { id } }),
      });
      const { data } = (await response.json()) as { data: { events: { edges: { node: { cursor: string; status: string } }[] } } };
      const nodes = data.events.edges.map(({ node }) => [node.cursor, node.status]);
      return nodes.length === count ? nodes : undefined;
    }, `${count} events in the log`);
  }

  it('shows an off-ramp’s status history and, after a dropped connection, every status it missed, once and in order', async () => {
    const { id, history } = await createdWithHistory('cust-web-history');
    expect((await shownHistory(history)).map(([, status]) => status)).toEqual(['PENDING']);
    const seenBeforeDrop = await history.first().getAttribute('data-cursor');

    await dropConnections();
    await forceTransition(emulator, 'offramp', id, 'processing');
    await forceTransition(emulator, 'offramp', id, 'completed');
    // The gateway has accepted both while the page could not hear of them.
    const logged = await loggedEvents(id, 3);
    expect(logged.map(([, status]) => status)).toEqual(['PENDING', 'PROCESSING', 'COMPLETED']);
    expect(await history.count()).toBe(1);
    const subscribedBeforeRestore = statusEventsSent().length;

    await restoreConnections();
    await history.nth(2).waitFor();
    expect(await shownHistory(history)).toEqual(logged);
    expect(statusEventsSent().slice(subscribedBeforeRestore)).toContainEqual({ after: seenBeforeDrop });
    // Nothing arrives twice, however the replays overlap.
    await liveSubscriptions(gateway, 3);
    expect(await history.count()).toBe(3);
  }, 60_000);

  it('resumes from the last event it received, not from where its subscription started', async () => {
    const { id, history } = await createdWithHistory('cust-web-resume');
    const firstCursor = (await shownHistory(history))[0]?.[0];
    await forceTransition(emulator, 'offramp', id, 'processing');
    await history.nth(1).waitFor();
    const lastCursor = (await shownHistory(history))[1]?.[0];

    await dropConnections();
    await forceTransition(emulator, 'offramp', id, 'completed');
    const logged = await loggedEvents(id, 3);
    const subscribedBeforeRestore = statusEventsSent().length;
    await restoreConnections();
    await history.nth(2).waitFor();

    // graphql-ws sends the subscription again with its first cursor; the page subscribes from its last.
    const resent = statusEventsSent().slice(subscribedBeforeRestore);
    expect(resent).toContainEqual({ after: lastCursor });
    expect(lastCursor).toBeTruthy();
    expect(lastCursor).not.toBe(firstCursor);
    await liveSubscriptions(gateway, 3);
    expect(await shownHistory(history)).toEqual(logged);
  }, 60_000);

  it('creates an on-ramp with the account its currency takes, shows where to pay when the provider says, and uploads the receipt', async () => {
    const onrampForm = page.getByRole('form', { name: 'New on-ramp' });
    const account = onrampForm.locator('fieldset[aria-label="Paying account"]');
    await account.waitFor();
    expect(await account.getAttribute('data-kind')).toBe('LOCAL_BANK_TRANSFER');
    const fill = (label: string, value: string) => onrampForm.getByLabel(label, { exact: true }).fill(value);
    await fill('Customer id', 'cust-web-onramp');
    await fill('Amount', '50000');
    await fill('Wallet address', '0x52908400098527886e0f7030069857d2e4169ee7');
    await fill('Account number', '0123456789');
    await fill('Account name', 'Acme Trading Ltd');
    await fill('Bank name', 'GTBank');
    await onrampForm.getByRole('button', { name: 'Create on-ramp' }).click();

    const created = page.getByRole('region', { name: 'Created on-ramp' });
    await created.waitFor();
    const id = await created.getAttribute('data-id');
    expect(await created.locator('[data-column="status"]').textContent()).toBe('PENDING');
    const details = await fetch(`${emulator.url}/_emulator/onramps/${id}/banking_details`, { method: 'POST', headers: { 'ngnc-sec-key': emulator.testKey } });
    expect(details.status).toBe(200);
    await created.locator('dl[aria-label="Settlement account"] [data-field="accountNumber"]').waitFor();
    await created.locator('[data-column="status"]').filter({ hasText: 'AWAITING_PAYMENT' }).waitFor();

    const receipt = created.getByLabel('Receipt (JPEG, PNG, GIF or PDF, at most 3 MB)');
    await receipt.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('a text file, not a PDF') });
    await created.getByRole('button', { name: 'Upload receipt' }).click();
    await created.locator('[data-code="INVALID_FILE_TYPE"]').waitFor();
    expect(emulator.requestLog.entries().filter((entry) => entry.path === '/otc/pop')).toEqual([]);

    await receipt.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%receipt of the transfer\n') });
    await created.getByRole('button', { name: 'Upload receipt' }).click();
    await created.locator('[data-column="status"]').filter({ hasText: 'PROCESSING' }).waitFor();
    expect(emulator.requestLog.entries().filter((entry) => entry.path === '/otc/pop').map((entry) => entry.status)).toEqual([200]);
  });

  it('sends each operation by its persisted hash, with the manifest’s text only once the gateway asks for it', () => {
    const http = development.sent.filter((operation) => operation.transport === 'http');
    const ws = development.sent.filter((operation) => operation.transport === 'ws');
    expect(http.length).toBeGreaterThan(0);
    expect(ws.length).toBeGreaterThan(0);
    for (const operation of development.sent) expect(manifestText(operation.hash), `a listed hash: ${operation.hash}`).toBeDefined();
    // Over HTTP the hash goes alone first; this gateway (Apollo's default persisted queries)
    // answers PERSISTED_QUERY_NOT_FOUND once, and the text it is then sent is the manifest's.
    for (const hash of new Set(http.map((operation) => operation.hash))) {
      const sends = http.filter((operation) => operation.hash === hash);
      expect(sends[0]!.query).toBeUndefined();
      for (const { query } of sends) expect([undefined, manifestText(hash)]).toContain(query);
    }
    // graphql-ws always carries text: the manifest's, the only text a gateway with trusted documents runs.
    for (const operation of ws) expect(operation.query).toBe(manifestText(operation.hash));
  });
});

describe('the example web app against a gateway that runs only its trusted documents', () => {
  let trusted: Frontend & { gateway: RunningGateway };

  beforeAll(async () => {
    // Production: only CORS_ORIGINS may call, and only the operations of the example's manifest run.
    trusted = await openFrontend((origin) =>
      startGateway({
        ...gatewayConfig(emulator.url),
        nodeEnv: 'production',
        rampApiKey: emulator.testKey,
        security: { trustedDocumentsPath: MANIFEST_PATH, corsOrigins: [origin] },
      }),
    );
    pointWebhooksAt(emulator, trusted.gateway);
  }, 60_000);

  afterAll(async () => {
    await trusted?.close();
  });

  it('lists, creates and follows an off-ramp, each request naming its operation by hash alone', async () => {
    const { page: trustedPage } = trusted;
    await trustedPage.locator('table[aria-label="ESP transactions"] tbody tr').nth(PAGE_SIZE - 1).waitFor();
    await submitForm(RIGHT, trustedPage);
    const created = trustedPage.getByRole('region', { name: 'Created off-ramp' });
    await created.locator('[data-column="status"]').filter({ hasText: 'PENDING' }).waitFor();
    await forceTransition(emulator, 'offramp', (await created.getAttribute('data-id'))!, 'processing');
    await created.locator('[data-column="status"]').filter({ hasText: 'PROCESSING' }).waitFor();

    const http = trusted.sent.filter((operation) => operation.transport === 'http');
    expect(http.length).toBeGreaterThan(0);
    for (const operation of http) expect(operation).toEqual({ transport: 'http', query: undefined, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });
});
