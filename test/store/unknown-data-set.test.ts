// The third data set, `unknown` (a key whose prefix is configured as neither test nor live), in
// every durable store over both databases: rows are written and read back under it, kept apart
// from test and live, and a status change carrying it crosses the database intact.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusChange } from '../../src/status/ledger/status-change.js';
import { kindTopic, resourceTopic } from '../../src/status/ledger/topics.js';
import type { StatusObservation } from '../../src/status/ingest/webhook-envelope.js';
import { openGatewayStore, type GatewayStore } from '../../src/store/gateway-store.js';
import { bothBackends } from './support/databases.js';

const DAY = 24 * 3600_000;
const backends = bothBackends();

let seq = 0;
const fresh = (label: string) => `${label}-${(seq += 1)}-${Date.now()}`;
const offramp = (id: string, status: string): StatusObservation => ({
  kind: 'offramp',
  id,
  dataSet: 'unknown',
  status,
  record: { transaction_id: id, transaction_status: status },
});

describe.each(backends)('%s store, data set unknown', (_name, configOf) => {
  let store: GatewayStore;

  beforeAll(async () => {
    store = await openGatewayStore(configOf());
  });
  afterAll(async () => {
    await store?.close();
  });

  it('keeps statuses apart from test and live, forward only', async () => {
    const id = fresh('otc');
    await store.db.transaction((tx) => store.statuses.advance(tx, [offramp(id, 'processing')]));
    const late = await store.db.transaction((tx) => store.statuses.advance(tx, [offramp(id, 'pending')]));
    expect(late).toEqual([]);
    expect((await store.statuses.get('unknown', 'offramp', id))?.status).toBe('processing');
    expect(await store.statuses.get('test', 'offramp', id)).toBeUndefined();
    expect(await store.statuses.get('live', 'offramp', id)).toBeUndefined();
  });

  it('grants ownership per key within it, never across data sets', async () => {
    const id = fresh('otc');
    await store.owners.grant('fp-a', [{ dataSet: 'unknown', kind: 'offramp', id }]);
    expect(await store.owners.isOwner({ dataSet: 'unknown', kind: 'offramp', id }, 'fp-a')).toBe(true);
    expect(await store.owners.isOwner({ dataSet: 'unknown', kind: 'offramp', id }, 'fp-b')).toBe(false);
    expect(await store.owners.isOwner({ dataSet: 'test', kind: 'offramp', id }, 'fp-a')).toBe(false);
  });

  it('keeps unknown outcomes per caller within it', async () => {
    const recordKey = fresh('record');
    const outcome = {
      recordKey,
      operation: 'createEspOfframp',
      caller: 'fp-a',
      dataSet: 'unknown' as const,
      kind: 'esp_transaction' as const,
      direction: 'offramp',
      amount: '25.50',
      currency: 'USD',
      account: '0011223344',
      windowStart: 1_000,
      windowEnd: 2_000,
    };
    await store.unknownOutcomes.add(outcome, DAY);
    expect(await store.unknownOutcomes.get(recordKey)).toEqual({ ...outcome, resolution: 'unknown', resourceId: null });
    expect((await store.unknownOutcomes.open('unknown', 'esp_transaction', 'fp-a')).map((o) => o.recordKey)).toContain(recordKey);
    expect((await store.unknownOutcomes.open('test', 'esp_transaction', 'fp-a')).map((o) => o.recordKey)).not.toContain(recordKey);
    expect(await store.unknownOutcomes.resolve(recordKey, 'created', 'esp-1')).toBe(true);
    expect(await store.unknownOutcomes.isResolution('unknown', 'esp_transaction', 'esp-1')).toBe(true);
    expect(await store.unknownOutcomes.isResolution('live', 'esp_transaction', 'esp-1')).toBe(false);
  });

  it('carries a status change of it through the outbox, on topics of its own', async () => {
    await store.outbox.done((await store.outbox.pending(1000)).map((publication) => publication.id));
    const message: StatusChange = {
      kind: 'offramp',
      id: fresh('otc'),
      dataSet: 'unknown',
      status: 'pending',
      version: 1,
      record: { id: 'x' },
      updatedAt: '2026-11-25T12:00:00.000Z',
    };
    const topics = [resourceTopic('unknown', 'offramp', message.id), kindTopic('unknown', 'offramp')];
    expect(topics.every((topic) => topic.startsWith('status:unknown:'))).toBe(true);
    await store.db.transaction((tx) => store.outbox.enqueue(tx, topics, message));
    expect((await store.outbox.pending(10)).map((publication) => ({ topics: publication.topics, message: publication.message }))).toEqual([{ topics, message }]);
  });
});
