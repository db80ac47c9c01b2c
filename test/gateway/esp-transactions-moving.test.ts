// Paging a status-filtered list while transactions leave it (their status changes) and join it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EspTransactionsDocument, type EspTransactionsQueryVariables } from '../generated/graphql.js';
import { dataOf, seedEspTransactions, startHarness, type Harness } from './support/harness.js';

let harness: Harness;
let pendingNewestFirst: string[];

beforeAll(async () => {
  harness = await startHarness({ emulator: { delays: { espSettlementMs: 3_600_000 } } });
  pendingNewestFirst = (await seedEspTransactions(harness, 14, 'offramp')).reverse();
});

afterAll(async () => {
  await harness.close();
});

async function page(variables: EspTransactionsQueryVariables) {
  return dataOf(await harness.execute(EspTransactionsDocument, variables)).espTransactions;
}

async function complete(id: string): Promise<void> {
  const response = await fetch(`${harness.emulator.url}/_emulator/transitions`, {
    method: 'POST',
    headers: { 'ngnc-sec-key': harness.emulator.testKey, 'content-type': 'application/json' },
    body: JSON.stringify({ resource: 'esp_transaction', id, to: 'Completed' }),
  });
  expect(response.status).toBe(200);
}

describe('espTransactions under a status filter while statuses change', () => {
  it('continues after the cursor even when the cursor item and items before it leave the filter', async () => {
    const pending = { status: 'PENDING' as const };
    const first = await page({ filter: pending, first: 5 });
    expect(first.edges.map((edge) => edge.node.id)).toEqual(pendingNewestFirst.slice(0, 5));

    await complete(pendingNewestFirst[4]!);
    await complete(pendingNewestFirst[1]!);
    const fresh = await seedEspTransactions(harness, 2, 'offramp');

    const second = await page({ filter: pending, first: 5, after: first.pageInfo.endCursor });
    expect(second.edges.map((edge) => edge.node.id)).toEqual(pendingNewestFirst.slice(5, 10));
    expect(second.totalCount).toBe(14);
    const third = await page({ filter: pending, first: 5, after: second.pageInfo.endCursor });
    expect(third.edges.map((edge) => edge.node.id)).toEqual(pendingNewestFirst.slice(10, 14));
    expect(third.pageInfo.hasNextPage).toBe(false);

    const back = await page({ filter: pending, last: 5, before: second.pageInfo.startCursor });
    expect(back.edges.map((edge) => edge.node.id)).toEqual([...fresh].reverse().concat(pendingNewestFirst[0]!, pendingNewestFirst[2]!, pendingNewestFirst[3]!));
  });
});
