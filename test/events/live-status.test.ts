import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventBackend, type EventBackend } from '../../src/status/feeds/event-backend.js';
import { LiveStatus, type StatusChange } from '../../src/status/live-status.js';
import { OutboxPublisher } from '../../src/status/feeds/outbox-publisher.js';
import { InMemoryPubSub } from '../../src/status/feeds/memory-pubsub.js';
import { readStatusChange } from '../../src/status/ledger/status-change.js';
import type { StatusEventLog } from '../../src/status/ledger/status-event-log.js';
import { kindTopic, resourceTopic } from '../../src/status/ledger/topics.js';
import { keyFingerprint } from '../../src/platform/key-fingerprint.js';
import type { StatusObservation } from '../../src/status/ingest/webhook-envelope.js';
import type { Database, Queryable } from '../../src/store/database.js';
import { DEFAULT_STATUS_TTL_SECONDS, openGatewayStore, type GatewayStore } from '../../src/store/gateway-store.js';
import { SqlResourceOwners } from '../../src/status/ledger/sql-resource-owners.js';
import { SqlStatusEventLog } from '../../src/status/ledger/sql-status-event-log.js';
import { SqlStatusStore } from '../../src/status/ledger/sql-status-store.js';
import { tempPostgres, tempSqliteStore, type TempPostgres } from '../store/support/databases.js';
import { REDIS_URL, connectRedis, deleteKeys, uniquePrefix } from './redis-fixture.js';

const prefix = uniquePrefix();
const backends: EventBackend[] = [];
const stores: GatewayStore[] = [];
const publishers: OutboxPublisher[] = [];

afterAll(async () => {
  for (const publisher of publishers) await publisher.stop();
  for (const backend of backends) await backend.close();
  for (const store of stores) await store.close();
  const redis = await connectRedis();
  await deleteKeys(redis, prefix);
  await redis.quit();
});

/** LiveStatus as the gateway builds it: over its own started outbox publisher. */
function liveOver(store: GatewayStore, backend: EventBackend): LiveStatus {
  const publisher = new OutboxPublisher(store.db, store.outbox, backend.pubsub, () => {});
  publisher.start();
  publishers.push(publisher);
  return new LiveStatus(store, backend.pubsub, publisher);
}

async function make(kind: 'memory' | 'redis'): Promise<{ backend: EventBackend; live: LiveStatus }> {
  const backend = await createEventBackend(kind === 'redis' ? { redisUrl: REDIS_URL, keyPrefix: prefix } : {});
  backends.push(backend);
  const store = await openGatewayStore(tempSqliteStore());
  stores.push(store);
  const live = liveOver(store, backend);
  return { backend, live };
}

async function take(iterator: AsyncIterator<StatusChange>, count: number): Promise<StatusChange[]> {
  const values: StatusChange[] = [];
  while (values.length < count) {
    const r = await iterator.next();
    if (r.done) break;
    values.push(r.value);
  }
  return values;
}

let n = 0;
const uid = (label: string) => `${label}_${(n += 1)}_${Date.now()}`;

const offramp = (id: string, status: string, dataSet: 'test' | 'live' = 'test'): StatusObservation => ({
  kind: 'offramp',
  id,
  dataSet,
  status,
  record: { transaction_id: id, transaction_status: status },
});

const esp = (id: string, status: string, type = 'onramp'): StatusObservation => ({
  kind: 'esp_transaction',
  id,
  dataSet: 'test',
  status,
  record: { transaction_id: id, transaction_status: status, transaction_type: type },
});

const testKeyA = `sk_test_${'a'.repeat(24)}`;
const testKeyB = `sk_test_${'b'.repeat(24)}`;

describe.each(['memory', 'redis'] as const)('live status (%s)', (kind) => {
  it('starts a watch with the last known state, then yields each later change once, in order', async () => {
    const { live } = await make(kind);
    const id = uid('tx');
    await live.ledger.record(offramp(id, 'pending'));
    const feed = await live.feeds.watch('test', 'offramp', id);
    await live.ledger.record(offramp(id, 'processing'));
    await live.ledger.record(offramp(id, 'processing'));
    await live.ledger.record(offramp(id, 'completed'));
    expect((await take(feed, 3)).map((c) => c.status)).toEqual(['pending', 'processing', 'completed']);
    await feed.return?.();
  });

  it('yields nothing first when the resource was never seen', async () => {
    const { live } = await make(kind);
    const id = uid('tx');
    const feed = await live.feeds.watch('test', 'offramp', id);
    await live.ledger.record(offramp(id, 'failed'));
    expect(await take(feed, 1)).toMatchObject([{ id, status: 'failed', kind: 'offramp', dataSet: 'test' }]);
    await feed.return?.();
  });

  it('drops a message not newer than the snapshot it already yielded', async () => {
    const { backend, live } = await make(kind);
    const id = uid('tx');
    const { current } = await live.ledger.record(offramp(id, 'processing'));
    const feed = await live.feeds.watch('test', 'offramp', id);
    // What a change published just before the snapshot was read looks like: it reaches the queue too.
    await backend.pubsub.publish(resourceTopic('test', 'offramp', id), { ...current! });
    await live.ledger.record(offramp(id, 'completed'));
    expect((await take(feed, 2)).map((c) => c.status)).toEqual(['processing', 'completed']);
    await feed.return?.();
  });

  it('never hands a live change to a test-data-set watch', async () => {
    const { live } = await make(kind);
    const id = uid('tx');
    const feed = await live.feeds.watch('test', 'offramp', id);
    await live.ledger.record(offramp(id, 'processing', 'live'));
    await live.ledger.record(offramp(id, 'pending', 'test'));
    expect(await take(feed, 1)).toMatchObject([{ dataSet: 'test', status: 'pending' }]);
    await feed.return?.();
  });

  it('feeds a kind watch only with resources the key was granted', async () => {
    const { live } = await make(kind);
    const mine = uid('esp');
    const theirs = uid('esp');
    await live.ledger.observe(testKeyA, [esp(mine, 'Pending')]);
    await live.ledger.observe(testKeyB, [esp(theirs, 'Pending')]);
    const feed = await live.feeds.watchKind(testKeyA, 'test', 'esp_transaction');
    await live.ledger.record(esp(theirs, 'Completed'));
    await live.ledger.record(esp(mine, 'Completed'));
    expect(await take(feed, 1)).toMatchObject([{ id: mine, status: 'Completed' }]);
    await feed.return?.();
  });

  it('asks who owns a change once per caller, however many feeds that caller has open', async () => {
    const { live } = await make(kind);
    const store = stores.at(-1)!;
    const id = uid('esp');
    await live.ledger.observe(testKeyA, [esp(id, 'Pending')]);
    await live.publisher.kick();
    const feeds = await Promise.all([1, 2, 3].map(() => live.feeds.watchKind(testKeyA, 'test', 'esp_transaction')));
    const other = await live.feeds.watchKind(testKeyB, 'test', 'esp_transaction');
    const asked: string[] = [];
    const isOwner = store.owners.isOwner.bind(store.owners);
    store.owners.isOwner = (resource, fingerprint) => {
      asked.push(fingerprint);
      return isOwner(resource, fingerprint);
    };
    await live.ledger.record(esp(id, 'Completed'));
    for (const feed of feeds) expect(await take(feed, 1)).toMatchObject([{ id, status: 'Completed' }]);
    const refused = other.next();
    await expect.poll(() => new Set(asked).size).toBe(2);
    expect(asked).toHaveLength(2);
    for (const feed of [...feeds, other]) await feed.return?.();
    expect(await refused).toEqual({ value: undefined, done: true });
  });

  it('keeps fields a later, partial record leaves out', async () => {
    const { live } = await make(kind);
    const id = uid('cus');
    const customer = (status: string, extra: Record<string, unknown>): StatusObservation => ({ kind: 'business_customer', id, dataSet: 'test', status, record: { id, verificationStatus: status, ...extra } });
    await live.ledger.record(customer('pending', { name: 'Acme Ltd', kybLink: 'https://kyb.example/kyb/1' }));
    const { current } = await live.ledger.record(customer('in_review', { kybLink: null }));
    expect(current?.record).toEqual({ id, verificationStatus: 'in_review', name: 'Acme Ltd', kybLink: null });
  });

  it('answers which key may read a resource only after observe() with that key', async () => {
    const { live } = await make(kind);
    const id = uid('tx');
    expect(await live.feeds.canRead(testKeyA, 'test', 'offramp', id)).toBe(false);
    await live.ledger.observe(testKeyA, [offramp(id, 'pending')]);
    expect(await live.feeds.canRead(testKeyA, 'test', 'offramp', id)).toBe(true);
    expect(await live.feeds.canRead(testKeyB, 'test', 'offramp', id)).toBe(false);
    expect(await live.ledger.current('test', 'offramp', id)).toMatchObject({ status: 'pending' });
  });
});

describe.each(['memory', 'redis'] as const)('event log readers (%s)', (kind) => {
  /** LiveStatus over a store whose event log notes whose reads it serves (by key fingerprint). */
  async function counted(): Promise<{ live: LiveStatus; store: GatewayStore; readsBy: (apiKey: string) => number }> {
    const backend = await createEventBackend(kind === 'redis' ? { redisUrl: REDIS_URL, keyPrefix: prefix } : {});
    backends.push(backend);
    const store = await openGatewayStore(tempSqliteStore());
    stores.push(store);
    const reads: string[] = [];
    const log = store.events;
    const events: StatusEventLog = {
      append: (tx, changes) => log.append(tx, changes),
      copyTo: (tx, fingerprint, resources) => log.copyTo(tx, fingerprint, resources),
      read: (query) => (reads.push(query.fingerprint), log.read(query)),
      head: () => log.head(),
      changedSince: (sinceMs, after, limit) => log.changedSince(sinceMs, after, limit),
      purgedThrough: () => log.purgedThrough(),
    };
    return { live: liveOver({ ...store, events }, backend), store, readsBy: (apiKey) => reads.filter((fingerprint) => fingerprint === keyFingerprint(apiKey)).length };
  }

  it('wakes a key\'s readers only for events given to that key: another key\'s cost them no read', async () => {
    const { live, readsBy } = await counted();
    const mine = await live.feeds.watchEvents(testKeyA, 'test', undefined);
    const theirs = await live.feeds.watchEvents(testKeyB, 'test', undefined);
    const myNext = mine.next();
    const theirNext = theirs.next();
    const other = uid('esp');
    await live.ledger.observe(testKeyB, [esp(other, 'Pending')]);
    // The other key's reader got its event: the wake-up went out, and reached whom it concerns.
    expect((await theirNext).value).toMatchObject({ resourceId: other, change: { status: 'Pending' } });
    expect(readsBy(testKeyA)).toBe(1);
    const own = uid('esp');
    await live.ledger.observe(testKeyA, [esp(own, 'Pending')]);
    expect((await myNext).value).toMatchObject({ resourceId: own });
    expect(readsBy(testKeyA)).toBe(2);
    await mine.return?.();
    await theirs.return?.();
  });

  it('wakes every reader once more when pub/sub lost its subscriptions, and it reads what it missed', async () => {
    const { live, store } = await counted();
    const id = uid('esp');
    await live.ledger.observe(testKeyA, [esp(id, 'Pending')]);
    const feed = await live.feeds.watchEvents(testKeyA, 'test', await store.events.head());
    const next = feed.next();
    // Stored, appended and given to the key, but its wake-up never published (pub/sub was away).
    await store.db.transaction(async (tx) => {
      const [moved] = await store.statuses.advance(tx, [esp(id, 'Completed')]);
      const { previousStatus, ...stored } = moved!;
      await store.events.append(tx, [{ change: readStatusChange(stored), previousStatus, source: 'webhook' }]);
    });
    await live.feeds.catchUp(Date.now());
    expect((await next).value).toMatchObject({ resourceId: id, previousStatus: 'Pending', change: { status: 'Completed' } });
    await feed.return?.();
  });
});

describe('resources seen again by the same key', () => {
  async function makeOver(store: GatewayStore): Promise<LiveStatus> {
    const backend = await createEventBackend({});
    backends.push(backend);
    stores.push(store);
    const live = liveOver(store, backend);
    return live;
  }
  const listing = (ids: string[], status: string) => ids.map((id) => esp(id, status));
  /** `db`, noting every statement sent through it, in a transaction or not. */
  const counting = (db: Database): { db: Database; statements: string[]; transactions: string[][] } => {
    const statements: string[] = [];
    const transactions: string[][] = [];
    const noted = (queryable: Queryable, into: string[][] = []): Queryable => ({
      query: (sql, params) => (statements.push(sql), into.forEach((list) => list.push(sql)), queryable.query(sql, params)),
    });
    return {
      statements,
      transactions,
      db: {
        dialect: db.dialect,
        ...noted(db),
        transaction: (work) => {
          const statementsOfIt: string[] = [];
          transactions.push(statementsOfIt);
          return db.transaction((tx) => work(noted(tx, [statementsOfIt])));
        },
        withLockIfFree: (name, work) => db.withLockIfFree(name, work),
        close: () => db.close(),
      },
    };
  };

  /** A statement's verb and the first table it names (the statuses' read names its page first, as VALUES). */
  const statementOn = (sql: string) => `${/^\s*(INSERT INTO|SELECT|UPDATE|DELETE)/.exec(sql)?.[1]} ${/\b(?:INTO|FROM|JOIN|UPDATE)\s+(\w+)/.exec(sql)?.[1]}`;

  it('make each key an owner and publish a status once it moved, at one plain read of the statuses when shown again', async () => {
    const store = await openGatewayStore(tempSqliteStore());
    // The owners and statuses the listing writes, over a database that notes their statements (not the purge's or the outbox publisher's).
    const { db, statements } = counting(store.db);
    const live = await makeOver({ ...store, db, owners: new SqlResourceOwners(db, DEFAULT_STATUS_TTL_SECONDS), statuses: new SqlStatusStore(db, DEFAULT_STATUS_TTL_SECONDS) });
    const ids = Array.from({ length: 20 }, () => uid('tx'));
    expect(await live.ledger.observe(testKeyA, listing(ids, 'Pending'))).toHaveLength(20);
    statements.length = 0;
    expect(await live.ledger.observe(testKeyA, listing(ids, 'Pending'))).toEqual([]);
    // The grants were made and paid on this instance: no statement for them. The statuses' statement
    // is a plain read: nothing moved, so no transaction and no row lock.
    expect(statements.map(statementOn)).toEqual(['SELECT resource_statuses']);
    // Another instance over the same database remembers nothing of them: it sends the owners' statement.
    const other = await makeOver({ ...store, db, owners: new SqlResourceOwners(db, DEFAULT_STATUS_TTL_SECONDS), statuses: new SqlStatusStore(db, DEFAULT_STATUS_TTL_SECONDS) });
    statements.length = 0;
    expect(await other.ledger.observe(testKeyA, listing(ids, 'Pending'))).toEqual([]);
    expect(statements.map(statementOn)).toEqual(['INSERT INTO resource_owners', 'SELECT resource_statuses']);

    // Another key listing the same items becomes an owner too.
    await live.ledger.observe(testKeyB, listing(ids, 'Pending'));
    expect(await live.feeds.canRead(testKeyB, 'test', 'esp_transaction', ids[0]!)).toBe(true);

    const feed = await live.feeds.watch('test', 'esp_transaction', ids[3]!);
    expect((await feed.next()).value).toMatchObject({ status: 'Pending' });
    const moved = await live.ledger.observe(testKeyA, [...listing(ids.slice(0, 3), 'Pending'), esp(ids[3]!, 'Completed')]);
    expect(moved).toMatchObject([{ id: ids[3], status: 'Completed' }]);
    expect((await feed.next()).value).toMatchObject({ id: ids[3], status: 'Completed' });
    await feed.return?.();
  });

  it('pay a new grant in the transaction that records the new resource: one transaction for a creation', async () => {
    const store = await openGatewayStore(tempSqliteStore());
    const { db, transactions } = counting(store.db);
    const owners = new SqlResourceOwners(db, DEFAULT_STATUS_TTL_SECONDS);
    const live = await makeOver({ ...store, db, owners, statuses: new SqlStatusStore(db, DEFAULT_STATUS_TTL_SECONDS), events: new SqlStatusEventLog(db) });
    const id = uid('tx');
    expect(await live.ledger.observe(testKeyA, [esp(id, 'Pending')])).toMatchObject([{ id, status: 'Pending' }]);
    expect(transactions).toHaveLength(1);
    expect(transactions[0]!.some((sql) => sql.includes('events_owed = 0'))).toBe(true);
    // Paid: seen again, the grant owes nothing and nothing moved, so no transaction at all.
    await live.ledger.observe(testKeyA, [esp(id, 'Pending')]);
    expect(transactions).toHaveLength(1);
    expect(await live.feeds.events(testKeyA, 'test', 0, 10)).toMatchObject([{ resourceId: id, previousStatus: null, change: { status: 'Pending' } }]);
  });

  // A resource that can still move is watched until final; a final one is forgotten after its time to live.
  it('are recorded again once the store forgot them, however recently this instance recorded them', async () => {
    const store = await openGatewayStore(tempSqliteStore(), { statusTtlSeconds: 1 });
    const live = await makeOver(store);
    const id = uid('tx');
    await live.ledger.observe(testKeyA, [esp(id, 'Completed')]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await live.feeds.canRead(testKeyA, 'test', 'esp_transaction', id)).toBe(false);
    expect(await live.ledger.current('test', 'esp_transaction', id)).toBeUndefined();
    await live.ledger.observe(testKeyA, [esp(id, 'Completed')]);
    expect(await live.feeds.canRead(testKeyA, 'test', 'esp_transaction', id)).toBe(true);
    expect(await live.ledger.current('test', 'esp_transaction', id)).toMatchObject({ status: 'Completed' });
  });

  it('are recorded on the next sight when recording them failed', async () => {
    const store = await openGatewayStore(tempSqliteStore());
    const live = await makeOver(store);
    const id = uid('tx');
    // Every transaction while it fails, not only the first: the store's purge at start runs beside the test and may take one.
    const failing = vi.spyOn(store.db, 'transaction').mockRejectedValue(new Error('disk I/O error'));
    await expect(live.ledger.observe(testKeyA, [esp(id, 'Pending')])).rejects.toThrow('disk I/O error');
    failing.mockRestore();
    expect(await live.ledger.current('test', 'esp_transaction', id)).toBeUndefined();
    await live.ledger.observe(testKeyA, [esp(id, 'Pending')]);
    expect(await live.ledger.current('test', 'esp_transaction', id)).toMatchObject({ status: 'Pending' });
  });

  // A business customer in review may be asked for more information and come back to review.
  it('are looked up again at a status the resource may come back to', async () => {
    const store = await openGatewayStore(tempSqliteStore());
    const live = await makeOver(store);
    const id = uid('cus');
    const customer = (status: string): StatusObservation => ({ kind: 'business_customer', id, dataSet: 'test', status, record: { id, verificationStatus: status } });
    const t = Date.now();
    await live.ledger.observe(testKeyA, [customer('in_review')], { learnt: { source: 'provider_read', at: t } });
    await live.ledger.record(customer('more_info'), { source: 'webhook', at: t + 1 });
    await live.ledger.observe(testKeyA, [customer('in_review')], { learnt: { source: 'provider_read', at: t + 2 } });
    expect(await live.ledger.current('test', 'business_customer', id)).toMatchObject({ status: 'in_review' });
  });
});

describe('a listing through two instances on one PostgreSQL', () => {
  let postgres: TempPostgres;
  const instances: Array<{ store: GatewayStore; live: LiveStatus }> = [];
  beforeAll(async () => {
    postgres = await tempPostgres();
    for (const _ of [1, 2]) {
      const backend = await createEventBackend({});
      backends.push(backend);
      const store = await openGatewayStore({ url: postgres.url });
      instances.push({ store, live: liveOver(store, backend) });
    }
  });
  afterAll(async () => {
    for (const publisher of publishers.splice(0)) await publisher.stop();
    for (const { store } of instances) await store.close();
    await postgres?.drop();
  });

  it('moves each item only forward, publishes each status once and makes both keys owners, however the instances interleave', async () => {
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]];
    const ids = Array.from({ length: 20 }, () => uid('tx'));
    const settled = (index: number) => (index % 2 === 0 ? 'Completed' : 'Pending');
    const before = ids.map((id) => esp(id, 'Pending'));
    const after = ids.map((id, index) => esp(id, settled(index)));
    // The page as it was and as it is now, shown on both instances in opposite orders, all at once.
    const rounds = Array.from({ length: 5 }, () => [
      a.live.ledger.observe(testKeyA, before),
      b.live.ledger.observe(testKeyB, after),
      a.live.ledger.observe(testKeyA, after),
      b.live.ledger.observe(testKeyB, [...before].reverse()),
    ]);
    const published = (await Promise.all(rounds.flat())).flat();
    for (const [index, id] of ids.entries()) {
      for (const { live } of [a, b]) {
        expect((await live.ledger.current('test', 'esp_transaction', id))?.status).toBe(settled(index));
        expect(await live.feeds.canRead(testKeyA, 'test', 'esp_transaction', id)).toBe(true);
        expect(await live.feeds.canRead(testKeyB, 'test', 'esp_transaction', id)).toBe(true);
      }
      const changes = published.filter((change) => change.id === id).sort((x, y) => x.version - y.version);
      const statuses = changes.map((change) => change.status);
      expect(index % 2 === 0 ? [['Completed'], ['Pending', 'Completed']] : [['Pending']]).toContainEqual(statuses);
      expect(new Set(changes.map((change) => change.version)).size).toBe(changes.length);
    }
    // Seen late, as it was, on either instance: nothing moves back, nothing is published.
    expect(await b.live.ledger.observe(testKeyB, before)).toEqual([]);
    expect(await a.live.ledger.observe(testKeyA, before)).toEqual([]);
    expect((await b.live.ledger.current('test', 'esp_transaction', ids[0]!))?.status).toBe('Completed');
  });

  it('lets a page shown again through while another instance’s transaction over the same page is open', async () => {
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]];
    const page = Array.from({ length: 20 }, () => esp(uid('tx'), 'Pending'));
    await a.live.ledger.observe(testKeyA, page);
    let release!: () => void;
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const holding = a.store.db.transaction(async (tx) => {
      await a.store.statuses.advance(tx, page);
      entered();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await inside;
    // Had the statement locked the rows it left unchanged, this would wait for the other transaction to end.
    expect(await b.live.ledger.observe(testKeyB, page)).toEqual([]);
    release();
    await holding;
  });
});

describe('live status clean-up', () => {
  it('unsubscribes an idle watch as soon as it is returned', async () => {
    const { backend, live } = await make('memory');
    const pubsub = backend.pubsub as InMemoryPubSub;
    const feed = await live.feeds.watch('test', 'offramp', 'idle');
    const kindFeed = await live.feeds.watchKind(testKeyA, 'test', 'esp_transaction');
    const waiting = feed.next();
    expect(pubsub.subscriberCount(resourceTopic('test', 'offramp', 'idle'))).toBe(1);
    await feed.return?.();
    await kindFeed.return?.();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(pubsub.subscriberCount(resourceTopic('test', 'offramp', 'idle'))).toBe(0);
    expect(pubsub.subscriberCount(kindTopic('test', 'esp_transaction'))).toBe(0);
  });
});
