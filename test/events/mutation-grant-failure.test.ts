// docs/live-status.md ("Late owners"): were paying a grant to fail, the grant stays owed and the key
// gets its resource's current status by its next `events` page or `statusEvents` subscription. A
// creation's grant is written in its status transaction: when that transaction fails after the
// provider created the payout, the creating key must still own it, owed, so that the payout's
// later webhooks reach it.

import { afterAll, describe, expect, it } from 'vitest';
import { createEventBackend, type EventBackend } from '../../src/status/feeds/event-backend.js';
import { OutboxPublisher } from '../../src/status/feeds/outbox-publisher.js';
import { LiveStatus } from '../../src/status/live-status.js';
import type { StatusEventLog } from '../../src/status/ledger/status-event-log.js';
import { keyFingerprint } from '../../src/platform/key-fingerprint.js';
import type { StatusObservation } from '../../src/status/ingest/webhook-envelope.js';
import { openGatewayStore, type GatewayStore } from '../../src/store/gateway-store.js';
import { bothBackends } from '../store/support/databases.js';

const key = 'sk_test_review_failed_creation';
const offramp = (id: string, status: string): StatusObservation => ({ kind: 'offramp', id, dataSet: 'test', status, record: { transaction_id: id, transaction_status: status } });

const opened: Array<{ store: GatewayStore; backend: EventBackend; publisher: OutboxPublisher }> = [];
afterAll(async () => {
  for (const { publisher, store, backend } of opened) {
    await publisher.stop();
    await store.close();
    await backend.close();
  }
});

describe.each(bothBackends())('a creation whose status transaction failed (%s)', (_name, configOf) => {
  it('leaves its key owning the payout, given the status a later webhook brought on its next read', async () => {
    const store = await openGatewayStore(configOf());
    const backend = await createEventBackend({});
    const publisher = new OutboxPublisher(store.db, store.outbox, backend.pubsub, () => {});
    opened.push({ store, backend, publisher });
    // The event log's append fails once: the status transaction of the creation rolls back.
    let failNext = false;
    const log = store.events;
    const events: StatusEventLog = {
      append: (tx, changes) => {
        if (!failNext) return log.append(tx, changes);
        failNext = false;
        return Promise.reject(new Error('the store failed mid-transaction'));
      },
      copyTo: (tx, fingerprint, resources) => log.copyTo(tx, fingerprint, resources),
      read: (query) => log.read(query),
      head: () => log.head(),
      changedSince: (sinceMs, after, limit) => log.changedSince(sinceMs, after, limit),
      purgedThrough: () => log.purgedThrough(),
    };
    const live = new LiveStatus({ ...store, events }, backend.pubsub, publisher);
    const id = `review_failed_${Date.now()}`;

    failNext = true;
    await expect(live.ledger.observe(key, [offramp(id, 'pending')], { learnt: { source: 'gateway_mutation', at: Date.now() } })).rejects.toThrow('mid-transaction');
    // The provider moves the payout; its webhook is accepted.
    await live.ledger.accept(`wh-${id}`, offramp(id, 'processing'));

    const fingerprint = keyFingerprint(key);
    // What the key's next events page or statusEvents subscription does first.
    await live.grants.payOwed(fingerprint);
    const given = await store.events.read({ dataSet: 'test', fingerprint, after: 0, limit: 10, resourceIds: [id] });
    expect(given.map((event) => event.change.status)).toEqual(['processing']);
  });
});
