// A ledger transaction takes its locks in the one order of src/status/ledger/lock-order.ts: one
// that would lock status rows after the event log's counter is refused and leaves nothing written,
// over SQLite and PostgreSQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransaction } from '../../src/status/ledger/lock-order.js';
import type { StatusObservation } from '../../src/status/ledger/observation.js';
import { readStatusChange } from '../../src/status/ledger/status-change.js';
import { openGatewayStore, type GatewayStore } from '../../src/store/gateway-store.js';
import { bothBackends } from './support/databases.js';

let seq = 0;
const fresh = () => `otc-lock-${(seq += 1)}-${Date.now()}`;

function pending(id: string): StatusObservation {
  return { kind: 'offramp', id, dataSet: 'test', status: 'pending', record: { transaction_id: id, transaction_status: 'pending' } };
}

describe.each(bothBackends())('%s ledger lock order', (_name, configOf) => {
  let store: GatewayStore;
  beforeAll(async () => {
    store = await openGatewayStore(configOf());
  });
  afterAll(async () => {
    await store?.close();
  });

  it('commits a transaction that takes status rows, then the event log, then the outbox', async () => {
    const id = fresh();
    const head = await store.events.head();
    await ledgerTransaction(store.db, async (ledger) => {
      const advances = await ledger.take('statuses', (tx) => store.statuses.advance(tx, [pending(id)]));
      const appended = await ledger.take('eventLog', (tx) =>
        store.events.append(tx, advances.map(({ previousStatus, ...stored }) => ({ change: readStatusChange(stored), previousStatus, source: 'webhook' }))),
      );
      await ledger.take('outbox', async (tx) => {
        for (const { change } of appended) await store.outbox.enqueue(tx, ['lock-order-test'], change);
      });
    });
    expect(await store.events.head()).toBe(head + 1);
    expect((await store.statuses.get('test', 'offramp', id))?.status).toBe('pending');
  });

  it('refuses a transaction that locks status rows after the event log, and writes nothing of it', async () => {
    const [first, second] = [fresh(), fresh()];
    const head = await store.events.head();
    const attempt = ledgerTransaction(store.db, async (ledger) => {
      const advances = await ledger.take('statuses', (tx) => store.statuses.advance(tx, [pending(first)]));
      await ledger.take('eventLog', (tx) =>
        store.events.append(tx, advances.map(({ previousStatus, ...stored }) => ({ change: readStatusChange(stored), previousStatus, source: 'webhook' }))),
      );
      await ledger.take('statuses', (tx) => store.statuses.advance(tx, [pending(second)]));
    });
    await expect(attempt).rejects.toThrow('ledger lock order: statuses taken after eventLog');
    expect(await store.events.head()).toBe(head);
    expect(await store.statuses.get('test', 'offramp', first)).toBeUndefined();
    expect(await store.statuses.get('test', 'offramp', second)).toBeUndefined();
  });
});
