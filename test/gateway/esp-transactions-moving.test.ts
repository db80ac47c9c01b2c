// Paging while the list changes between two page requests, on both sides of the cursor:
// transactions are created (they arrive at the head), leave a Pending filter and join a
// Completed filter (a status change, anywhere in the list), the cursor's own item included.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EspTransactionsDocument, type EspTransactionsQueryVariables } from '../generated/graphql.js';
import { dataOf, seedEspTransactions, startHarness, type Harness } from './support/harness.js';

const LISTING = '/transactions/v2/esp_transactions';
const pending = { status: 'PENDING' as const };
const completed = { status: 'COMPLETED' as const };
let harness: Harness;
/** The seeded transactions, newest first: all Pending until a test completes some. */
let seeded: string[];

beforeAll(async () => {
  harness = await startHarness({ emulator: { delays: { espSettlementMs: 3_600_000 } } });
});

afterAll(async () => {
  await harness.close();
});

beforeEach(async () => {
  await control('POST', '/reset');
  seeded = (await seedEspTransactions(harness, 14, 'offramp')).reverse();
});

async function control(method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${harness.emulator.url}/_emulator${path}`, {
    method,
    headers: { 'ngnc-sec-key': harness.emulator.testKey, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

async function complete(...ids: string[]): Promise<void> {
  for (const id of ids) await control('POST', '/transitions', { resource: 'esp_transaction', id, to: 'Completed' });
}

/** Transactions created now, newest first; in a later second than any before, so keys differ by time, not only by id. */
async function arrive(count: number): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)));
  return (await seedEspTransactions(harness, count, 'offramp')).reverse();
}

async function page(variables: EspTransactionsQueryVariables) {
  return dataOf(await harness.execute(EspTransactionsDocument, variables)).espTransactions;
}

function ids(connection: Awaited<ReturnType<typeof page>>): string[] {
  return connection.edges.map((edge) => edge.node.id);
}

function pick(...indexes: number[]): string[] {
  return indexes.map((index) => seeded[index]!);
}

describe('espTransactions while the list changes between pages', () => {
  it('continues after the cursor when the cursor item and items before it leave and others arrive', async () => {
    const first = await page({ filter: pending, first: 5 });
    expect(ids(first)).toEqual(pick(0, 1, 2, 3, 4));

    await complete(seeded[4]!, seeded[1]!);
    const fresh = await arrive(2);

    const second = await page({ filter: pending, first: 5, after: first.pageInfo.endCursor });
    expect(ids(second)).toEqual(pick(5, 6, 7, 8, 9));
    expect(second.totalCount).toBe(14);
    const third = await page({ filter: pending, first: 5, after: second.pageInfo.endCursor });
    expect(ids(third)).toEqual(pick(10, 11, 12, 13));
    expect(third.pageInfo.hasNextPage).toBe(false);

    const back = await page({ filter: pending, last: 5, before: second.pageInfo.startCursor });
    expect(ids(back)).toEqual([...fresh, ...pick(0, 2, 3)]);
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
  });

  it('neither repeats nor skips when items just after the cursor leave, in one provider call', async () => {
    const first = await page({ filter: pending, first: 5 });
    await complete(seeded[5]!, seeded[7]!);
    harness.clearProviderCalls();
    const second = await page({ filter: pending, first: 5, after: first.pageInfo.endCursor });
    expect(ids(second)).toEqual(pick(6, 8, 9, 10, 11));
    expect(second.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    expect(harness.providerCalls('GET', LISTING)).toHaveLength(1);
  });

  it('finds the cursor in a second call when more items arrived than a page holds', async () => {
    const first = await page({ first: 5 });
    const fresh = await arrive(8);
    harness.clearProviderCalls();
    const second = await page({ first: 5, after: first.pageInfo.endCursor });
    expect(ids(second)).toEqual(pick(5, 6, 7, 8, 9));
    expect(harness.providerCalls('GET', LISTING)).toHaveLength(2);
    const head = await page({ last: 20, before: second.pageInfo.startCursor });
    expect(ids(head)).toEqual([...fresh, ...pick(0, 1, 2, 3, 4)]);
  });

  it('searches for the cursor when arrivals before it and departures after it hide how far it moved', async () => {
    seeded = [...(await arrive(16)), ...seeded];
    const first = await page({ filter: pending, first: 2 });
    expect(ids(first)).toEqual(pick(0, 1));
    // 10 in, 10 out: the count is unchanged, yet the cursor's item moved 10 places.
    const fresh = await arrive(10);
    await complete(...seeded.slice(2, 12));
    harness.clearProviderCalls();
    const second = await page({ filter: pending, first: 2, after: first.pageInfo.endCursor });
    expect(ids(second)).toEqual(pick(12, 13));
    expect(second.totalCount).toBe(30);
    // Two reads by position, a halving search over 30 items, the page.
    expect(harness.providerCalls('GET', LISTING).length).toBeLessThanOrEqual(2 + 5 + 1);
    const back = await page({ filter: pending, last: 12, before: second.pageInfo.startCursor });
    expect(ids(back)).toEqual([...fresh, ...pick(0, 1)]);
  });

  it('pages backward while items leave on both sides of the cursor, the cursor item included, and others arrive', async () => {
    const forward = await page({ filter: pending, first: 10 });
    const cursor = forward.edges[9]!.cursor;
    expect(forward.edges[9]!.node.id).toBe(seeded[9]);

    await complete(seeded[9]!, seeded[8]!, seeded[2]!, seeded[10]!);
    const fresh = await arrive(2);

    const back = await page({ filter: pending, last: 4, before: cursor });
    expect(ids(back)).toEqual(pick(4, 5, 6, 7));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const newest = await page({ filter: pending, last: 10, before: back.pageInfo.startCursor });
    expect(ids(newest)).toEqual([...fresh, ...pick(0, 1, 3)]);
    expect(newest.pageInfo.hasPreviousPage).toBe(false);
  });

  it('shows items that join the filter on either side of the cursor once, in both directions', async () => {
    await complete(...pick(0, 2, 4, 6, 8, 10, 12));
    const first = await page({ filter: completed, first: 3 });
    expect(ids(first)).toEqual(pick(0, 2, 4));

    await complete(...pick(1, 5, 11));
    const second = await page({ filter: completed, first: 3, after: first.pageInfo.endCursor });
    expect(ids(second)).toEqual(pick(5, 6, 8));
    expect(second.totalCount).toBe(10);

    const back = await page({ filter: completed, last: 3, before: second.pageInfo.startCursor });
    expect(ids(back)).toEqual(pick(1, 2, 4));
    await complete(...pick(3, 7));
    const again = await page({ filter: completed, last: 3, before: second.pageInfo.startCursor });
    expect(ids(again)).toEqual(pick(2, 3, 4));
    const rest = await page({ filter: completed, first: 10, after: second.pageInfo.endCursor });
    expect(ids(rest)).toEqual(pick(10, 11, 12));
  });
});
