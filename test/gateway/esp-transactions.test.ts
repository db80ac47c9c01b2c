import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EspTransactionsDocument,
  ThreeRateQuotesDocument,
  TwoEspTransactionPagesDocument,
  type EspTransactionsQueryVariables,
} from '../generated/graphql.js';
import { dataOf, errorCodes, seedEspTransactions, startHarness, type Harness } from './support/harness.js';

const LISTING = '/transactions/v2/esp_transactions';
let harness: Harness;
/** Ids in the order the listing shows them: newest first. */
let newestFirst: string[];

beforeAll(async () => {
  // Statuses stay Pending for the whole file, so status filters see a fixed set.
  harness = await startHarness({ gateway: { connectionMaxPageSize: 250 }, emulator: { delays: { espSettlementMs: 3_600_000 } } });
  const offramps = await seedEspTransactions(harness, 230, 'offramp');
  const onramps = await seedEspTransactions(harness, 30, 'onramp');
  newestFirst = await listAllIds();
  expect(new Set(newestFirst)).toEqual(new Set([...offramps, ...onramps]));
});

afterAll(async () => {
  await harness.close();
});

beforeEach(() => {
  harness.clearProviderCalls();
});

async function listAllIds(): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const response = await fetch(`${harness.emulator.url}${LISTING}?page=${page}&limit=100`, {
      headers: { 'ngnc-sec-key': harness.emulator.testKey },
    });
    const body = (await response.json()) as { transactions: { transaction_id: string }[] };
    ids.push(...body.transactions.map((t) => t.transaction_id));
    if (body.transactions.length < 100) return ids;
  }
}

async function page(variables: EspTransactionsQueryVariables) {
  return dataOf(await harness.execute(EspTransactionsDocument, variables)).espTransactions;
}

describe('espTransactions', () => {
  it('pages forward through every transaction once, newest first', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const connection = await page({ first: 40, after });
      seen.push(...connection.edges.map((edge) => edge.node.id));
      expect(connection.totalCount).toBe(260);
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(seen).toEqual(newestFirst);
  });

  it('pages backward with last/before', async () => {
    const oldest = await page({ last: 5 });
    expect(oldest.edges.map((edge) => edge.node.id)).toEqual(newestFirst.slice(-5));
    expect(oldest.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const before = await page({ last: 5, before: oldest.pageInfo.startCursor });
    expect(before.edges.map((edge) => edge.node.id)).toEqual(newestFirst.slice(-10, -5));
    const forward = await page({ first: 12 });
    const head = await page({ last: 20, before: forward.pageInfo.endCursor });
    expect(head.edges.map((edge) => edge.node.id)).toEqual(newestFirst.slice(0, 11));
    expect(head.pageInfo.hasPreviousPage).toBe(false);
  });

  it('neither repeats nor skips an item when transactions arrive at the head between two pages', async () => {
    const firstPage = await page({ first: 10 });
    const fresh = await seedEspTransactions(harness, 3, 'offramp');
    const secondPage = await page({ first: 10, after: firstPage.pageInfo.endCursor });
    expect(firstPage.edges.map((edge) => edge.node.id)).toEqual(newestFirst.slice(0, 10));
    expect(secondPage.edges.map((edge) => edge.node.id)).toEqual(newestFirst.slice(10, 20));
    expect(secondPage.totalCount).toBe(263);
    const head = await page({ first: 3 });
    expect(head.edges.map((edge) => edge.node.id)).toEqual([...fresh].reverse());
    newestFirst = [...[...fresh].reverse(), ...newestFirst];
  });

  it('filters by direction, keeping the summary of both directions', async () => {
    const onramps = await page({ filter: { direction: 'ONRAMP' }, first: 100 });
    expect(onramps.totalCount).toBe(30);
    expect(onramps.edges.every((edge) => edge.node.direction === 'ONRAMP')).toBe(true);
    expect(onramps.summary).toEqual({ totalTransactions: newestFirst.length, totalOnramps: 30, totalOfframps: newestFirst.length - 30 });
    const completed = await page({ filter: { status: 'COMPLETED' } });
    expect(completed.totalCount).toBe(0);
    const pending = await page({ filter: { status: 'PENDING', direction: 'OFFRAMP' }, first: 1 });
    expect(pending.totalCount).toBe(newestFirst.length - 30);
    expect(harness.providerCalls('GET', LISTING).at(-1)?.query).toMatchObject({ status: 'Pending', type: 'offramp' });
  });

  it('filters by a date range, the whole last day included', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await page({ filter: { from: today, to: today }, first: 1 });
    expect(inRange.totalCount).toBe(newestFirst.length);
    const past = await page({ filter: { from: '2020-01-01', to: '2020-12-31' } });
    expect(past.totalCount).toBe(0);
    expect(past.edges).toEqual([]);
    const backwards = await harness.execute(EspTransactionsDocument, { filter: { from: '2021-01-02', to: '2021-01-01' } });
    expect(errorCodes(backwards)).toEqual(['BAD_USER_INPUT']);
    const notADate = await harness.execute(EspTransactionsDocument, { filter: { from: '2021-02-30' } });
    expect(errorCodes(notADate)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses first above the cap with a clear error, before calling the provider', async () => {
    const result = await harness.execute(EspTransactionsDocument, { first: 251 });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors?.[0]?.message).toContain('250');
    expect(harness.providerCalls()).toEqual([]);
  });

  it('refuses a cursor from another filter, and a cursor that is not one', async () => {
    const all = await page({ first: 2 });
    const other = await harness.execute(EspTransactionsDocument, { filter: { direction: 'OFFRAMP' }, first: 2, after: all.pageInfo.endCursor });
    expect(errorCodes(other)).toEqual(['BAD_USER_INPUT']);
    expect(other.errors?.[0]?.message).toContain('another filter');
    const garbage = await harness.execute(EspTransactionsDocument, { first: 2, after: 'bm90LWEtY3Vyc29y' });
    expect(errorCodes(garbage)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses a negative size, and both directions at once, before calling the provider', async () => {
    const negative = await harness.execute(EspTransactionsDocument, { last: -1 });
    expect(errorCodes(negative)).toEqual(['BAD_USER_INPUT']);
    const cursor = (await page({ first: 1 })).pageInfo.endCursor;
    harness.clearProviderCalls();
    const firstAndLast = await harness.execute(EspTransactionsDocument, { first: 2, last: 2 });
    expect(firstAndLast.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', argumentName: 'last' } });
    const afterAndBefore = await harness.execute(EspTransactionsDocument, { after: cursor, before: cursor });
    expect(afterAndBefore.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', argumentName: 'before' } });
    expect(harness.providerCalls()).toEqual([]);
  });

  it('refuses JSON that is not a cursor', async () => {
    const notACursor = Buffer.from(JSON.stringify({ v: 1, id: 'esp_1' })).toString('base64url');
    const result = await harness.execute(EspTransactionsDocument, { last: 2, before: notACursor });
    expect(result.errors?.[0]?.message).toBe('before is not a cursor of this connection.');
  });

  it('answers a page of no items with the count, and the oldest end of an empty list', async () => {
    const none = await page({ first: 0 });
    expect(none.edges).toEqual([]);
    expect(none.totalCount).toBe(newestFirst.length);
    expect(none.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null });
    const empty = await page({ filter: { status: 'FAILED' }, last: 3 });
    expect(empty.edges).toEqual([]);
    expect(empty.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it('fetches 250 items with three concurrent provider pages, each as small as three allow', async () => {
    const connection = await page({ first: 250 });
    expect(connection.edges.map((edge) => edge.node.id)).toEqual(newestFirst.slice(0, 250));
    const calls = harness.providerCalls('GET', LISTING);
    expect(calls.map((call) => [call.query.page, call.query.limit]).sort()).toEqual([
      ['1', '84'],
      ['2', '84'],
      ['3', '84'],
    ]);
  });

  it('reads the page asked for in one provider call, and pages on from it in one more', async () => {
    const twenty = await page({ first: 20 });
    expect(twenty.edges).toHaveLength(20);
    const hundred = await page({ first: 100 });
    expect(hundred.edges.map((edge) => edge.node.id)).toEqual(newestFirst.slice(0, 100));
    const next = await page({ first: 20, after: twenty.pageInfo.endCursor });
    expect(next.edges.map((edge) => edge.node.id)).toEqual(newestFirst.slice(20, 40));
    // The page after a cursor is read with the cursor's own item, which shows nothing moved.
    expect(harness.providerCalls('GET', LISTING).map((call) => [call.query.page, call.query.limit])).toEqual([
      ['1', '20'],
      ['1', '100'],
      ['1', '40'],
    ]);
  });

  it('fetches identical listing pages once per operation', async () => {
    const data = dataOf(await harness.execute(TwoEspTransactionPagesDocument, { filter: { direction: 'OFFRAMP' } }));
    expect(data.recent.edges).toHaveLength(10);
    expect(data.more.edges.slice(0, 10)).toEqual(data.recent.edges);
    expect(harness.providerCalls('GET', LISTING)).toHaveLength(1);
  });

  it('reads far-apart pages of one listing in one operation separately, each from its own provider page', async () => {
    const cursor = (await page({ first: 150 })).pageInfo.endCursor;
    harness.clearProviderCalls();
    const twoPages = parse(`query ($after: String) {
      head: espTransactions(first: 5) { edges { node { id } } }
      far: espTransactions(first: 5, after: $after) { edges { node { id } } }
    }`) as TypedDocumentNode<Record<'head' | 'far', { edges: { node: { id: string } }[] }>, { after: string | null }>;
    const data = dataOf(await harness.execute(twoPages, { after: cursor }));
    expect(data.head.edges.map((edge) => edge.node.id)).toEqual(newestFirst.slice(0, 5));
    expect(data.far.edges.map((edge) => edge.node.id)).toEqual(newestFirst.slice(150, 155));
    // The far page holds the cursor's item too: [149, 155) is page 13 of 12.
    expect(harness.providerCalls('GET', LISTING).map((call) => [call.query.page, call.query.limit]).sort()).toEqual([
      ['1', '5'],
      ['13', '12'],
    ]);
  });

  it('fetches identical rate quotes once per operation', async () => {
    const data = dataOf(await harness.execute(ThreeRateQuotesDocument, { amount: '100', otherAmount: '200' }));
    expect(data.b.paymentMethod).toBe('IBAN');
    expect(data.c.payoutAmount).not.toBe(data.a.payoutAmount);
    const calls = harness.providerCalls('GET', '/otc/rate_quote');
    expect(calls.map((call) => call.query.amount).sort()).toEqual(['100', '200']);
  });
});
