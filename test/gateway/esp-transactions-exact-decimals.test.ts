// The listing's provider answers, read by the real provider client over HTTP: the models are the
// exact reading's (every JSON number quoted as its text before parsing), whether the body is
// parsed natively (numbers that print back as their token, as the emulator writes them) or not.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/index.js';
import { RampClient } from '../../src/datasources/ramp-client.js';
import { createLogger } from '../../src/logger.js';
import { espTransactionsResponse, listEspTransactionsEndpoint } from '../../src/datasources/esp/endpoints.js';

/** The reading before native parsing: every number token quoted, then JSON.parse. */
const exactReading = (text: string): unknown =>
  JSON.parse(text.replace(/"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g, (token) => (token.startsWith('"') ? token : `"${token}"`)));

let emulator: RunningEmulator;
let stub: Server;
let stubUrl: string;
let stubBody = '';
const logLines: string[] = [];
const pools: Pool[] = [];

function client(url: string): RampClient {
  const pool = new Pool(url);
  pools.push(pool);
  return new RampClient({
    pool,
    basePath: '',
    apiKey: emulator.testKey,
    logger: createLogger('debug', { write: (line: string) => void logLines.push(line) }),
    timeoutMs: 5_000,
    getRetries: 0,
    retryBaseMs: 1,
  });
}

async function rawListing(): Promise<string> {
  const response = await fetch(`${emulator.url}/transactions/v2/esp_transactions?page=1&limit=100`, { headers: { 'ngnc-sec-key': emulator.testKey } });
  return response.text();
}

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  const seeds = [
    ['esp_onramp', { currency: 'NGN', amount: 50000, bankName: 'GTBank', accountNumber: '0123456789', walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7' }],
    ['esp_onramp', { currency: 'KES', amount: 12345.5, bankName: 'Equity', accountNumber: '0011223344', chatUsername: '@alice_w' }],
    ['esp_offramp', { currency: 'KES', amount: '25.50', bankName: 'Equity', accountNumber: '0011223344', accountName: 'Jane Doe', chatUsername: '@alice_w' }],
    ['esp_offramp', { currency: 'USD', amount: '25.75', bankName: 'Seed Bank', accountNumber: '12345678', emailAddress: 'jane@example.com' }],
  ] as const;
  for (const [path, body] of seeds) {
    const response = await fetch(`${emulator.url}/transactions/v2/${path}`, {
      method: 'POST',
      headers: { 'ngnc-sec-key': emulator.testKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`seeding answered ${response.status}: ${await response.text()}`);
  }
  stub = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(stubBody);
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  await new Promise<void>((resolve) => stub.close(() => resolve()));
  await emulator.close();
});

const page = { page: 1, limit: 100 };

describe('the listing as the provider client reads it', () => {
  it('builds from every emulator answer the models of the exact reading', async () => {
    const text = await rawListing();
    const models = await client(emulator.url).call(listEspTransactionsEndpoint, page);
    expect(models.transactions).toHaveLength(4);
    expect(models).toStrictEqual(espTransactionsResponse.parse(exactReading(text)));
  });

  it('keeps an amount with more digits than a double holds exactly, and a rate’s trailing zero', async () => {
    const text = await rawListing();
    const first = /"amount":[^,]+,"payout_amount":[^,]+,"rate":[^,]+,/.exec(text)![0];
    stubBody = text.replace(first, '"amount":123456789012.123456789,"payout_amount":9007199254740993,"rate":1523.123456789012345670,');
    const models = await client(stubUrl).call(listEspTransactionsEndpoint, page);
    expect(models.transactions[0]).toMatchObject({ amount: '123456789012.123456789', payoutAmount: '9007199254740993', rate: '1523.123456789012345670' });
    expect(models).toStrictEqual(espTransactionsResponse.parse(exactReading(stubBody)));
  });

  it('refuses a malformed answer as UPSTREAM_BAD_RESPONSE, logging the issues of the exact reading', async () => {
    const text = await rawListing();
    stubBody = text
      .replace(/"amount":[^,]+,/, '"amount":-3,')
      .replace(/"transaction_date":"[^"]+"/, '"transaction_date":"yesterday"')
      .replace(/"total_pages":\d+/, '"total_pages":1.5');
    logLines.length = 0;
    await expect(client(stubUrl).call(listEspTransactionsEndpoint, page)).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_BAD_RESPONSE' } });
    const line = logLines.map((entry) => JSON.parse(entry) as Record<string, unknown>).find((entry) => entry.msg === 'provider response has an unexpected shape');
    const expected = espTransactionsResponse.safeParse(exactReading(stubBody)).error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    expect(expected.map((issue) => issue.path)).toEqual(['transactions.0.amount', 'transactions.0.transaction_date', 'pagination.total_pages']);
    expect(line?.issues).toEqual(expected);
  });
});
