// The connection over a provider misbehaving in ways the emulator never does: a count promising
// more items than its pages hold (counting and listing at two moments; the emulator does both in
// one transaction), a failure that is not an Error. The provider here is a list in memory behind
// the real loaders.
import { describe, expect, it } from 'vitest';
import type { EspTransaction } from '../../src/datasources/esp/endpoints.js';
import { espTransactionConnection } from '../../src/resolvers/esp/listing/esp-transaction-connection.js';
import { createListingLoaders } from '../../src/datasources/esp/listing/loaders.js';
import type { RampClient } from '../../src/datasources/ramp-client.js';

function transaction(n: number): EspTransaction {
  return { id: `esp_${String(n).padStart(4, '0')}`, createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000) } as EspTransaction;
}

/** A provider listing `items` newest first, claiming `overCount` more than it has. */
function provider(items: () => EspTransaction[], overCount: number) {
  let calls = 0;
  const client = {
    async call(_listing: unknown, { page, limit }: { page: number; limit: number }) {
      calls++;
      const list = items();
      return {
        transactions: list.slice((page - 1) * limit, page * limit),
        pagination: { total: list.length + overCount, page, limit, total_pages: 0 },
        summary: { totalTransactions: list.length, totalOnramps: 0, totalOfframps: list.length },
      };
    },
  } as unknown as RampClient;
  return { page: (args: { first: number; after?: string }) => espTransactionConnection(createListingLoaders(client), {}, args, 100), calls: () => calls };
}

describe('espTransactions over an unreliable provider', () => {
  it('still finds the cursor, a read that comes back short standing for the end of the list', async () => {
    let numbers = Array.from({ length: 30 }, (_, i) => 29 - i);
    const listing = provider(() => numbers.map(transaction), 100);
    const first = await listing.page({ first: 2 });
    expect(first.edges.map((edge) => edge.node.id)).toEqual([transaction(29).id, transaction(28).id]);

    // Ten arrive before the cursor, ten leave after it: the count gives no hint of the move, and
    // the search's first halving lands where the count says items are and the pages hold none.
    numbers = [...Array.from({ length: 10 }, (_, i) => 39 - i), ...numbers.filter((n) => n > 27 || n < 18)];
    const second = await listing.page({ first: 2, after: first.pageInfo.endCursor! });
    expect(second.edges.map((edge) => edge.node.id)).toEqual([transaction(17).id, transaction(16).id]);
    expect(listing.calls()).toBeLessThan(15);
  });

  it('fails the field when a provider page fails with something that is not an Error', async () => {
    const client = {
      call: () => Promise.reject('connection reset'),
    } as unknown as RampClient;
    await expect(espTransactionConnection(createListingLoaders(client), {}, { first: 5 }, 100)).rejects.toThrow('connection reset');
  });
});
