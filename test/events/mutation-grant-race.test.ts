// A payout's creating key, racing what else writes its resource on two instances over one
// PostgreSQL: the mutation's answer (its grant written in its status transaction), the provider's
// webhooks for it landing before or during that transaction on the other instance, and a second
// key of the business listing it meanwhile. Each key is given the resource's history it owned,
// each status once, in order, ending at the current one, and owes nothing afterwards.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBackend, type EventBackend } from '../../src/status/feeds/event-backend.js';
import { OutboxPublisher } from '../../src/status/feeds/outbox-publisher.js';
import { LiveStatus } from '../../src/status/live-status.js';
import { keyFingerprint } from '../../src/platform/key-fingerprint.js';
import { OFFRAMP_STATUSES } from '../../src/domain/state-machines.js';
import type { StatusObservation } from '../../src/status/ingest/webhook-envelope.js';
import { openGatewayStore, type GatewayStore } from '../../src/store/gateway-store.js';
import { tempPostgres, type TempPostgres } from '../store/support/databases.js';

const keyA = 'sk_test_review_creator';
const keyB = 'sk_test_review_colleague';
const offramp = (id: string, status: string): StatusObservation => ({ kind: 'offramp', id, dataSet: 'test', status, record: { transaction_id: id, transaction_status: status } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a mutation\'s grant racing webhooks and a listing on two instances over PostgreSQL', () => {
  let postgres: TempPostgres;
  const backends: EventBackend[] = [];
  const instances: Array<{ store: GatewayStore; live: LiveStatus; publisher: OutboxPublisher }> = [];

  beforeAll(async () => {
    postgres = await tempPostgres();
    for (const _ of [1, 2]) {
      const backend = await createEventBackend({});
      backends.push(backend);
      const store = await openGatewayStore({ url: postgres.url });
      const publisher = new OutboxPublisher(store.db, store.outbox, backend.pubsub, () => {});
      instances.push({ store, publisher, live: new LiveStatus(store, backend.pubsub, publisher) });
    }
  });
  afterAll(async () => {
    for (const { publisher, store } of instances) {
      await publisher.stop();
      await store.close();
    }
    for (const backend of backends) await backend.close();
    await postgres?.drop();
  });

  it('gives the creating key and the listing key each status once, in order, up to the current one', async () => {
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]];
    const t0 = Date.now();
    const ids = Array.from({ length: 40 }, (_, index) => `review_race_${index}_${t0}`);
    await Promise.all(
      ids.map(async (id, index) => {
        const webhooks = async () => {
          await pause(index % 4);
          await b.live.ledger.accept(`wh-${id}-processing`, offramp(id, 'processing'), { sentAt: t0 + 1 });
          await b.live.ledger.accept(`wh-${id}-completed`, offramp(id, 'completed'), { sentAt: t0 + 2 });
        };
        const mutation = async () => {
          await pause(index % 3);
          await a.live.ledger.observe(keyA, [offramp(id, 'pending')], { learnt: { source: 'gateway_mutation', at: t0 } });
        };
        const listing = async () => {
          await pause(index % 5);
          await b.live.ledger.observe(keyB, [offramp(id, 'processing')]);
        };
        await Promise.all([webhooks(), mutation(), listing()]);
      }),
    );

    for (const key of [keyA, keyB]) {
      const fingerprint = keyFingerprint(key);
      // Written in its status transaction, the creator's grant owes nothing once the mutation answered.
      if (key === keyA) expect(await a.store.owners.owedTo(fingerprint)).toEqual([]);
      await a.live.grants.payOwed(fingerprint);
      for (const id of ids) {
        expect((await a.live.ledger.current('test', 'offramp', id))?.status).toBe('completed');
        const events = await a.store.events.read({ dataSet: 'test', fingerprint, after: 0, limit: 100, resourceIds: [id] });
        const order = events.map((event) => OFFRAMP_STATUSES.indexOf(event.change.status as (typeof OFFRAMP_STATUSES)[number]));
        expect(events.at(-1)?.change.status).toBe('completed');
        expect(order).toEqual([...new Set(order)].sort((x, y) => x - y));
      }
    }
  });
});
