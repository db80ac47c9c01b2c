// Reads that do not write: a listing or an off-ramp shown again, with nothing changed at the
// provider, costs the gateway's database no write, over real HTTP against the real emulator, on
// SQLite (every statement and transaction counted where the gateway's stores send them) and on
// PostgreSQL (the same count, and the server's own row counters of every table).

import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/store/database.js';
import type { StoreConfig } from '../../src/store/gateway-store.js';
import { CreateOfframpDocument, EspTransactionsDocument, LiveOfframpStatusDocument, ViewerDocument } from '../generated/graphql.js';
import { bothBackends } from '../store/support/databases.js';
import { ABA_ROUTING_NUMBER, ETHEREUM_ADDRESS } from './support/fixtures.js';
import { dataOf, seedEspTransactions, startHarness, type Harness } from './support/harness.js';

interface Writes {
  /** Statements that are not a plain read, sent outside a transaction. */
  statements: string[];
  transactions: number;
}

/** Counts what the gateway's stores write through their one database object from now on. */
function countWrites(db: Database): Writes {
  const writes: Writes = { statements: [], transactions: 0 };
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = (sql, params) => {
    if (!/^\s*SELECT\b/i.test(sql)) writes.statements.push(sql);
    return query(sql, params);
  };
  db.transaction = (work) => {
    writes.transactions += 1;
    return transaction(work);
  };
  return writes;
}

/** Rows inserted, updated and deleted in every table of the gateway's PostgreSQL database, by table. */
async function rowCounters(url: string, gatewayDb: Database): Promise<Record<string, number[]>> {
  // Each backend reports its counters when it next goes idle after being asked to: ask every
  // client of the gateway's pool at once (its size) so that none is left holding some back.
  await Promise.all(Array.from({ length: 10 }, () => gatewayDb.query('SELECT pg_stat_force_next_flush(), pg_sleep(0.05)')));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ relname: string; n_tup_ins: string; n_tup_upd: string; n_tup_del: string }>(
      'SELECT relname, n_tup_ins, n_tup_upd, n_tup_del FROM pg_stat_user_tables ORDER BY relname',
    );
    return Object.fromEntries(rows.map((row) => [row.relname, [Number(row.n_tup_ins), Number(row.n_tup_upd), Number(row.n_tup_del)]]));
  } finally {
    await client.end();
  }
}

const harnesses: Harness[] = [];
afterEach(async () => {
  for (const harness of harnesses.splice(0)) await harness.close();
});

describe.each(bothBackends())('reads shown again on %s', (_backend, store: () => StoreConfig) => {
  it('write nothing: espTransactions(first: 20) and offramp(id:) a second time', async () => {
    const config = store();
    // Statuses stay put for the test: what changes between the two reads is nothing.
    const harness = await startHarness({ gateway: { store: config }, emulator: { delays: { espSettlementMs: 3_600_000 } } });
    harnesses.push(harness);
    dataOf(await harness.execute(ViewerDocument));
    await seedEspTransactions(harness, 12, 'offramp');
    await seedEspTransactions(harness, 3, 'onramp');
    const created = dataOf(
      await harness.execute(CreateOfframpDocument, {
        input: {
          customerId: 'cust-001',
          currency: 'USD',
          amount: '150.25',
          stablecoin: 'USDC',
          network: 'ETHEREUM',
          walletAddress: ETHEREUM_ADDRESS,
          payoutAccount: { ach: { accountNumber: '123456789', routingNumber: ABA_ROUTING_NUMBER, accountName: 'Acme Inc' } },
        },
      }),
    ).createOfframp;
    expect(created.userErrors).toEqual([]);
    const id = created.offramp!.id;

    const readBoth = async () => ({
      listing: dataOf(await harness.execute(EspTransactionsDocument, { first: 20 })).espTransactions,
      offramp: dataOf(await harness.execute(LiveOfframpStatusDocument, { id })).offramp,
    });
    const first = await readBoth();
    expect(first.listing.edges).toHaveLength(15);
    expect(first.offramp).toMatchObject({ id, status: 'PENDING' });
    // The first read recorded what it saw; its publications leave the outbox before counting starts.
    const { db, outbox } = harness.gateway.store;
    for (let attempt = 0; (await outbox.size()) > 0; attempt++) {
      if (attempt > 200) throw new Error('the outbox did not drain');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }

    const url = 'url' in config ? config.url : undefined;
    const before = url === undefined ? undefined : await rowCounters(url, db);
    // The counters do see the gateway's writes: the first listing's grants are among them.
    if (before !== undefined) expect(before['resource_owners']![0]).toBeGreaterThanOrEqual(15);
    const writes = countWrites(db);
    const second = await readBoth();
    expect(second).toEqual(first);
    expect(writes).toEqual({ statements: [], transactions: 0 });
    if (url !== undefined) expect(await rowCounters(url, db)).toEqual(before);
  });
});
