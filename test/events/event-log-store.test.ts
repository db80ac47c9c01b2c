// The event log's store, one contract over SQLite (a temporary file) and PostgreSQL (a database of
// this test's own): appended in the transaction of the status it records, read in commit order,
// scoped to the keys owning the resource when it was written and to the data set, copied for a key
// that becomes an owner later, purged after its retention; a cursor the purge passed is refused, one
// it did not resumes.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusChange } from '../../src/status/ledger/status-change.js';
import { assertEventsKeptAfter } from '../../src/status/feeds/event-cursor-expiry.js';
import { ledgerTransaction } from '../../src/status/ledger/lock-order.js';
import { OwnerGrants } from '../../src/status/ledger/owner-grants.js';
import { STATUS_EVENT_RETENTION_MS } from '../../src/status/ledger/status-event-log.js';
import { StatusEventStream } from '../../src/status/feeds/status-event-stream.js';
import type { Database } from '../../src/store/database.js';
import { openGatewayStore, type GatewayStore } from '../../src/store/gateway-store.js';
import { MIGRATIONS, migrate } from '../../src/store/migrations.js';
import { PostgresDatabase } from '../../src/store/postgres-database.js';
import { purgeExpired } from '../../src/store/retention.js';
import { SqlResourceOwners } from '../../src/status/ledger/sql-resource-owners.js';
import { SqlStatusEventLog } from '../../src/status/ledger/sql-status-event-log.js';
import { SqlStatusOutbox } from '../../src/status/ledger/sql-status-outbox.js';
import { SqliteDatabase } from '../../src/store/sqlite-database.js';
import { bothBackends, tempPostgres, tempSqliteStore, type TempPostgres } from '../store/support/databases.js';

const DAY = 24 * 3600_000;
const backends = bothBackends();
const [, [, postgresStore]] = backends;

let seq = 0;
const fresh = (label: string) => `${label}-${(seq += 1)}-${Date.now()}`;

function offrampChange(id: string, status: 'pending' | 'processing' | 'completed', dataSet: 'test' | 'live' = 'test'): StatusChange {
  return { kind: 'offramp', id, dataSet, status, version: Date.now(), record: { id, status }, updatedAt: new Date().toISOString() };
}

describe.each(backends)('%s event log', (_name, configOf) => {
  let store: GatewayStore;
  let db: Database;
  let now = Date.now();
  const clock = () => now;
  let owners: SqlResourceOwners;
  let log: SqlStatusEventLog;
  let grants: OwnerGrants;

  beforeAll(async () => {
    store = await openGatewayStore(configOf());
    db = store.db;
    owners = new SqlResourceOwners(db, 7 * 24 * 3600, clock);
    log = new SqlStatusEventLog(db, STATUS_EVENT_RETENTION_MS, clock);
    grants = new OwnerGrants({ db, owners, events: log, outbox: store.outbox });
  });
  afterAll(async () => {
    await store?.close();
  });

  const owned = (fingerprint: string, id: string, dataSet: 'test' | 'live' = 'test') => grants.grant(fingerprint, [{ dataSet, kind: 'offramp', id }]);
  const readAll = (fingerprint: string, after = 0, dataSet: 'test' | 'live' = 'test') => log.read({ dataSet, fingerprint, after, limit: 1000 });
  /** The purge deletes only up to the oldest event kept: what earlier tests wrote, to expire later, goes first. */
  const purgeAll = () => purgeExpired(db, now + 10 * STATUS_EVENT_RETENTION_MS);

  it('reads a resource\'s changes in the order they were appended, each with the status before it', async () => {
    const key = fresh('key');
    const id = fresh('otc');
    await owned(key, id);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null, source: 'webhook' }]));
    await db.transaction((tx) =>
      log.append(tx, [
        { change: offrampChange(id, 'processing'), previousStatus: 'pending', source: 'webhook' },
        { change: offrampChange(id, 'completed'), previousStatus: 'processing', source: 'webhook' },
      ]),
    );
    const events = await readAll(key);
    expect(events.map((e) => [e.previousStatus, e.change.status])).toEqual([
      [null, 'pending'],
      ['pending', 'processing'],
      ['processing', 'completed'],
    ]);
    expect(events.map((e) => e.resourceId)).toEqual([id, id, id]);
    const positions = events.map((e) => e.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect((await readAll(key, positions[0])).map((e) => e.position)).toEqual(positions.slice(1));
    expect(await log.head()).toBeGreaterThanOrEqual(positions[2]!);
  });

  it('keeps nothing of a transaction that rolled back, and gives its positions to the next append', async () => {
    const key = fresh('key');
    const id = fresh('otc');
    await owned(key, id);
    const before = await log.head();
    await expect(
      db.transaction(async (tx) => {
        await log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null, source: 'webhook' }]);
        throw new Error('the status write after it failed');
      }),
    ).rejects.toThrow('failed');
    expect(await log.head()).toBe(before);
    expect(await readAll(key)).toEqual([]);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null, source: 'webhook' }]));
    expect((await readAll(key)).map((e) => e.position)).toEqual([before + 1]);
  });

  it('shows an event only to the keys owning its resource, in its data set', async () => {
    const mine = fresh('key');
    const other = fresh('key');
    const id = fresh('otc');
    await owned(mine, id);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null, source: 'webhook' }]));
    expect(await readAll(mine)).toHaveLength(1);
    expect(await readAll(other)).toEqual([]);
    expect(await readAll(mine, 0, 'live')).toEqual([]);
  });

  // A webhook accepted before the creating mutation recorded its owner, a listing showing what
  // another key created, an unknown outcome settled later: the key's cursor may be past the event.
  it('gives a key that becomes an owner after an event a copy of it after its cursor, once, and nobody else', async () => {
    const [first, late, stranger] = [fresh('key'), fresh('key'), fresh('key')];
    const id = fresh('otc');
    const pending = offrampChange(id, 'pending');
    await owned(first, id);
    await db.transaction((tx) => log.append(tx, [{ change: pending, previousStatus: null, source: 'webhook' }]));
    const [original] = await readAll(first);
    const cursor = await log.head();
    expect(cursor).toBeGreaterThanOrEqual(original!.position);
    expect(await readAll(late)).toEqual([]);

    await owned(late, id);
    const copies = await readAll(late, cursor);
    expect(copies.map((e) => [e.resourceId, e.previousStatus, e.change.status, e.occurredAt])).toEqual([[id, null, 'pending', pending.updatedAt]]);
    expect(copies[0]!.position).toBeGreaterThan(cursor);
    expect(copies[0]!.change).toEqual(original!.change);
    // Granted again, within its time to live or after it: nothing more.
    await owned(late, id);
    now += 8 * DAY;
    try {
      await owned(late, id);
    } finally {
      now -= 8 * DAY;
    }
    expect(await readAll(late)).toEqual(copies);
    // The copy is the late owner's alone: the first owner sees its original once, others nothing.
    expect((await readAll(first)).map((e) => e.position)).toEqual([original!.position]);
    expect(await readAll(stranger)).toEqual([]);
    expect(await readAll(late, 0, 'live')).toEqual([]);
  });

  it('copies the current status once for every late owner, not the history, and what happened while a grant had expired', async () => {
    const [first, late, later] = [fresh('key'), fresh('key'), fresh('key')];
    const id = fresh('otc');
    await owned(first, id);
    await db.transaction((tx) =>
      log.append(tx, [
        { change: offrampChange(id, 'pending'), previousStatus: null, source: 'webhook' },
        { change: offrampChange(id, 'processing'), previousStatus: 'pending', source: 'webhook' },
      ]),
    );
    await owned(late, id);
    const cursor = await log.head();
    expect((await readAll(late, 0)).map((e) => [e.previousStatus, e.change.status])).toEqual([['pending', 'processing']]);
    // A third owner is given one copy of the current status, not one of the original and one of the copy.
    await owned(later, id);
    expect((await readAll(later, cursor)).map((e) => [e.previousStatus, e.change.status])).toEqual([['pending', 'processing']]);
    // The late owner's grant expires; the resource completes meanwhile; seen again, it is owed that event only.
    now += 8 * DAY;
    try {
      await owned(first, id);
      await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'completed'), previousStatus: 'processing', source: 'webhook' }]));
      const before = await log.head();
      expect(await readAll(late, before)).toEqual([]);
      await owned(late, id);
      expect((await readAll(late, before)).map((e) => [e.previousStatus, e.change.status])).toEqual([['processing', 'completed']]);
      expect((await readAll(late)).map((e) => e.change.status)).toEqual(['processing', 'completed']);
    } finally {
      now -= 8 * DAY;
    }
  });

  it('copies a late owner the status a business customer came back to (in review after more info), not the one it left', async () => {
    const [first, late] = [fresh('key'), fresh('key')];
    const id = fresh('cus');
    const customer = (status: 'pending' | 'in_review' | 'more_info', version: number): StatusChange =>
      ({ kind: 'business_customer', id, dataSet: 'test', status, version, record: { id, status }, updatedAt: new Date(now + version).toISOString() });
    await grants.grant(first, [{ dataSet: 'test', kind: 'business_customer', id }]);
    const moves: Array<['pending' | 'in_review' | 'more_info', 'pending' | 'in_review' | 'more_info' | null]> = [
      ['pending', null],
      ['in_review', 'pending'],
      ['more_info', 'in_review'],
      ['in_review', 'more_info'],
    ];
    for (const [index, [status, previousStatus]] of moves.entries()) {
      await db.transaction((tx) => log.append(tx, [{ change: customer(status, index + 1), previousStatus, source: 'webhook' }]));
    }
    const cursor = await log.head();
    await grants.grant(late, [{ dataSet: 'test', kind: 'business_customer', id }]);
    expect((await readAll(late, cursor)).map((e) => [e.previousStatus, e.change.status, e.change.version])).toEqual([['more_info', 'in_review', 4]]);
  });

  it('pays a grant whose copies failed the next time it is granted', async () => {
    const [first, late] = [fresh('key'), fresh('key')];
    const id = fresh('otc');
    await owned(first, id);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null, source: 'webhook' }]));
    const failing = new OwnerGrants({
      db,
      owners,
      events: { append: (tx, changes) => log.append(tx, changes), read: (q) => log.read(q), head: () => log.head(), changedSince: (s, a, l) => log.changedSince(s, a, l), purgedThrough: () => log.purgedThrough(), copyTo: async () => Promise.reject(new Error('the database went away')) },
      outbox: store.outbox,
    });
    await expect(failing.grant(late, [{ dataSet: 'test', kind: 'offramp', id }])).rejects.toThrow('went away');
    expect(await readAll(late)).toEqual([]);
    await owned(late, id);
    expect((await readAll(late)).map((e) => e.change.status)).toEqual(['pending']);
  });

  it('keeps showing an event to the key that owned the resource when it happened, after that ownership expired', async () => {
    const key = fresh('key');
    const id = fresh('otc');
    await owned(key, id);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null, source: 'webhook' }]));
    now += 8 * DAY;
    try {
      expect(await owners.isOwner({ dataSet: 'test', kind: 'offramp', id }, key)).toBe(false);
      expect((await readAll(key)).map((e) => e.resourceId)).toEqual([id]);
    } finally {
      now -= 8 * DAY;
    }
  });

  it('filters by kind and by resource', async () => {
    const key = fresh('key');
    const [a, b] = [fresh('otc'), fresh('otc')];
    await owned(key, a);
    await owned(key, b);
    await db.transaction((tx) =>
      log.append(tx, [
        { change: offrampChange(a, 'pending'), previousStatus: null, source: 'webhook' },
        { change: offrampChange(b, 'pending'), previousStatus: null, source: 'webhook' },
      ]),
    );
    const only = await log.read({ dataSet: 'test', fingerprint: key, after: 0, limit: 10, resourceIds: [b] });
    expect(only.map((e) => e.resourceId)).toEqual([b]);
    expect(await log.read({ dataSet: 'test', fingerprint: key, after: 0, limit: 10, kinds: ['brl_ticket'] })).toEqual([]);
    expect(await log.read({ dataSet: 'test', fingerprint: key, after: 0, limit: 10, kinds: ['offramp'] })).toHaveLength(2);
  });

  it('purges events and who could read them once their retention passed', async () => {
    await purgeAll();
    const key = fresh('key');
    const id = fresh('otc');
    await owned(key, id);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null, source: 'webhook' }]));
    const [event] = await readAll(key);
    await purgeExpired(db, now + STATUS_EVENT_RETENTION_MS - DAY);
    expect(await readAll(key)).toHaveLength(1);
    await purgeExpired(db, now + STATUS_EVENT_RETENTION_MS + DAY);
    const { rows } = await db.query('SELECT COUNT(*) AS left_over FROM status_event_owners WHERE position = $1', [event!.position]);
    expect(Number(rows[0]?.left_over)).toBe(0);
    const { rows: events } = await db.query('SELECT COUNT(*) AS left_over FROM status_events WHERE position = $1', [event!.position]);
    expect(Number(events[0]?.left_over)).toBe(0);
  });

  it('remembers the largest position the purge deleted, and moves it only when events expired', async () => {
    await purgeAll();
    const key = fresh('key');
    const [old, young] = [fresh('otc'), fresh('otc')];
    await owned(key, old);
    await owned(key, young);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(old, 'pending'), previousStatus: null, source: 'webhook' }]));
    now += 2 * DAY;
    try {
      await db.transaction((tx) => log.append(tx, [{ change: offrampChange(young, 'pending'), previousStatus: null, source: 'webhook' }]));
    } finally {
      now -= 2 * DAY;
    }
    const [first, second] = await readAll(key);
    expect(await log.purgedThrough()).toBeLessThan(first!.position);
    await purgeExpired(db, now + STATUS_EVENT_RETENTION_MS - DAY);
    expect(await log.purgedThrough()).toBeLessThan(first!.position);
    await purgeExpired(db, now + STATUS_EVENT_RETENTION_MS + DAY);
    expect(await log.purgedThrough()).toBe(first!.position);
    // The younger event is kept, and a later purge that deletes nothing leaves the mark where it was.
    now += STATUS_EVENT_RETENTION_MS + DAY;
    try {
      expect((await readAll(key)).map((e) => e.position)).toEqual([second!.position]);
    } finally {
      now -= STATUS_EVENT_RETENTION_MS + DAY;
    }
    await purgeExpired(db, now + STATUS_EVENT_RETENTION_MS + DAY);
    expect(await log.purgedThrough()).toBe(first!.position);
  });

  it('purges no event after one still kept, so every cursor at or after the mark has lost nothing', async () => {
    await purgeAll();
    const key = fresh('key');
    const [lasting, brief] = [fresh('otc'), fresh('otc')];
    await owned(key, lasting);
    await owned(key, brief);
    const longer = new SqlStatusEventLog(db, STATUS_EVENT_RETENTION_MS + 10 * DAY, clock);
    const cursor = await log.head();
    await db.transaction((tx) => longer.append(tx, [{ change: offrampChange(lasting, 'pending'), previousStatus: null, source: 'webhook' }]));
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(brief, 'pending'), previousStatus: null, source: 'webhook' }]));
    const [kept, expired] = await readAll(key);
    await purgeExpired(db, now + STATUS_EVENT_RETENTION_MS + DAY);
    // The later event expired first: it waits for the one before it, and is still read.
    expect(await log.purgedThrough()).toBe(cursor);
    await expect(assertEventsKeptAfter(log, cursor)).resolves.toBeUndefined();
    expect((await readAll(key, cursor)).map((e) => e.position)).toEqual([kept!.position, expired!.position]);
    await purgeExpired(db, now + STATUS_EVENT_RETENTION_MS + 11 * DAY);
    expect(await log.purgedThrough()).toBe(expired!.position);
    await expect(assertEventsKeptAfter(log, kept!.position)).rejects.toMatchObject({ extensions: { code: 'EVENT_CURSOR_EXPIRED' } });
    await expect(assertEventsKeptAfter(log, expired!.position)).resolves.toBeUndefined();
  });

  it('ends a replay with EVENT_CURSOR_EXPIRED when the purge deleted events after its cursor before it read them', async () => {
    await purgeAll();
    const key = fresh('key');
    const id = fresh('otc');
    await owned(key, id);
    const cursor = await log.head();
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null, source: 'webhook' }]));
    const stream = new StatusEventStream(log, { dataSet: 'test', fingerprint: key, after: cursor, filter: {} }, silentWakeUps());
    await purgeExpired(db, now + STATUS_EVENT_RETENTION_MS + DAY);
    await expect(stream.next()).rejects.toMatchObject({ extensions: { code: 'EVENT_CURSOR_EXPIRED' } });
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  });

  it('replays from a cursor at the purge mark as before', async () => {
    await purgeAll();
    const key = fresh('key');
    const id = fresh('otc');
    await owned(key, id);
    const cursor = await log.purgedThrough();
    expect(cursor).toBe(await log.head());
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null, source: 'webhook' }]));
    const stream = new StatusEventStream(log, { dataSet: 'test', fingerprint: key, after: cursor, filter: {} }, silentWakeUps());
    const first = await stream.next();
    expect(first.done).toBe(false);
    expect(first.value?.resourceId).toBe(id);
    await stream.return();
  });

  // A grant that commits before its copies are paid: an append in between must not give the key a
  // later status ahead of the copy of an earlier one (its last event would say PENDING after PROCESSING).
  it('gives a late owner the current status before any later event of the resource, when an append falls between its grant and its payment', async () => {
    const [first, late] = [fresh('key'), fresh('key')];
    const id = fresh('otc');
    await owned(first, id);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null, source: 'webhook' }]));
    const owed = await grants.record(late, [{ dataSet: 'test', kind: 'offramp', id }]);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'processing'), previousStatus: 'pending', source: 'webhook' }]));
    await ledgerTransaction(db, (ledger) => grants.pay(ledger, owed));
    expect((await readAll(late)).map((e) => [e.previousStatus, e.change.status])).toEqual([['pending', 'processing']]);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'completed'), previousStatus: 'processing', source: 'webhook' }]));
    expect((await readAll(late)).map((e) => e.change.status)).toEqual(['processing', 'completed']);
    expect((await readAll(first)).map((e) => e.change.status)).toEqual(['pending', 'processing', 'completed']);
  });

  // Instances' clocks differ: an append on one whose clock is ahead may take a grant for expired
  // that a grant on another, behind, still finds valid; the key must not lose that event.
  it('gives a key its event when an instance whose clock runs ahead appended it as its grant ran out, and another renews the grant', async () => {
    const [first, late] = [fresh('key'), fresh('key')];
    const id = fresh('otc');
    await owned(first, id);
    await owned(late, id);
    const before = await log.head();
    const ahead = new SqlStatusEventLog(db, STATUS_EVENT_RETENTION_MS, () => now + 2_000);
    const shift = 7 * DAY - 1_000;
    now += shift;
    try {
      await db.transaction((tx) => ahead.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null, source: 'webhook' }]));
      await owned(late, id);
      expect((await readAll(late, before)).map((e) => [e.resourceId, e.change.status])).toEqual([[id, 'pending']]);
    } finally {
      now -= shift;
    }
  });

  // Past its retention but not yet purged (the purge runs every few minutes): a reader from before
  // it must get it, or be refused once it is gone; skipping it without a word would be a hole.
  it('still gives an event past its retention to a reader from before it until the purge deletes it, and then refuses that cursor', async () => {
    await purgeAll();
    const key = fresh('key');
    const id = fresh('otc');
    await owned(key, id);
    const cursor = await log.head();
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null, source: 'webhook' }]));
    const shift = STATUS_EVENT_RETENTION_MS + 60_000;
    now += shift;
    try {
      await expect(assertEventsKeptAfter(log, cursor)).resolves.toBeUndefined();
      expect((await readAll(key, cursor)).map((e) => e.resourceId)).toEqual([id]);
      const stream = new StatusEventStream(log, { dataSet: 'test', fingerprint: key, after: cursor, filter: {} }, silentWakeUps());
      expect((await stream.next()).value?.resourceId).toBe(id);
      await stream.return();
      await purgeExpired(db, now);
      expect(await readAll(key, cursor)).toEqual([]);
      await expect(assertEventsKeptAfter(log, cursor)).rejects.toMatchObject({ extensions: { code: 'EVENT_CURSOR_EXPIRED' } });
    } finally {
      now -= shift;
    }
  });

  // A copy of an old event keeps its original's expiry: purging it as soon as it expires would move
  // the mark past the cursors of every other reader, while what they would read after them is kept.
  it('purges a late owner\'s copy of an old event only after what was written before it, so no other key\'s cursor is refused early', async () => {
    const [first, late, reader] = [fresh('key'), fresh('key'), fresh('key')];
    const [old, other] = [fresh('otc'), fresh('otc')];
    await owned(first, old);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(old, 'pending'), previousStatus: null, source: 'webhook' }]));
    const shift = STATUS_EVENT_RETENTION_MS - DAY;
    now += shift;
    try {
      await owned(reader, other);
      await db.transaction((tx) => log.append(tx, [{ change: offrampChange(other, 'pending'), previousStatus: null, source: 'webhook' }]));
      const cursor = await log.head();
      await owned(late, old);
      const [copy] = await readAll(late, cursor);
      expect(copy?.change.status).toBe('pending');
      await db.transaction((tx) => log.append(tx, [{ change: offrampChange(other, 'processing'), previousStatus: 'pending', source: 'webhook' }]));
      // The original and the copy are past their 30 days; what was written between them is not.
      await purgeExpired(db, now + 2 * DAY);
      await expect(assertEventsKeptAfter(log, cursor)).resolves.toBeUndefined();
      expect((await readAll(reader, cursor)).map((e) => e.change.status)).toEqual(['processing']);
      expect((await readAll(late, cursor)).map((e) => e.position)).toEqual([copy!.position]);
    } finally {
      now -= shift;
    }
  });

  // The key that saw the original loses its entry with it after 30 days; another key's copy of it
  // must not become an original to copy again when that key is granted once more.
  it('copies nothing to a key again once the event it was given is purged, though another key\'s copy of it is kept', async () => {
    await purgeAll();
    const [first, late] = [fresh('key'), fresh('key')];
    const id = fresh('otc');
    await owned(first, id);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null, source: 'webhook' }]));
    const shift = STATUS_EVENT_RETENTION_MS - 5 * DAY;
    now += shift;
    try {
      await owned(late, id);
      expect((await readAll(late)).map((e) => e.change.status)).toEqual(['pending']);
      // Past the original's 30 days; the first key's grant ran out long ago and is renewed.
      now += 6 * DAY;
      await purgeExpired(db, now);
      expect(await readAll(first)).toEqual([]);
      const cursor = await log.head();
      await owned(first, id);
      expect(await readAll(first, cursor)).toEqual([]);
    } finally {
      now -= shift + 6 * DAY;
    }
  });
});

describe.each([
  ['SQLite', async () => ({ db: SqliteDatabase.open(tempSqliteStore().path!), drop: async () => {} })],
  [
    'PostgreSQL',
    async () => {
      const database = await tempPostgres();
      return { db: PostgresDatabase.connect(database.url, () => {}), drop: () => database.drop() };
    },
  ],
] as const)('%s event log purged before the purge kept its mark', (_name, open) => {
  it('takes as its mark the position below the oldest event left, or the head when none is left', async () => {
    for (const [purged, expected] of [
      [0, 0],
      [1, 1],
      [3, 3],
    ] as const) {
      const { db, drop } = await open();
      try {
        await migrate(db, MIGRATIONS.filter((migration) => migration.id < 8));
        const log = new SqlStatusEventLog(db);
        // Written as the log of migration 7 wrote them (today's append needs migration 9).
        for (const n of [1, 2, 3]) {
          const change = offrampChange(`otc-${n}`, 'pending');
          await db.query(
            `INSERT INTO status_events (position, data_set, kind, resource_id, previous_status, status, message, occurred_at, expires_at)
             VALUES ($1, 'test', 'offramp', $2, NULL, 'pending', $3, $4, $5)`,
            [n, change.id, JSON.stringify(change), Date.parse(change.updatedAt), Date.now() + DAY],
          );
        }
        await db.query('UPDATE status_event_head SET position = 3 WHERE id = 1');
        await db.query('DELETE FROM status_events WHERE position <= $1', [purged]);
        await migrate(db);
        expect(await log.purgedThrough()).toBe(expected);
      } finally {
        await db.close();
        await drop();
      }
    }
  });
});

/** Wake-ups that never come: a stream over them reads what is stored and then waits. */
function silentWakeUps(): AsyncIterator<StatusChange> {
  return { next: () => new Promise<never>(() => {}), return: async () => ({ value: undefined, done: true }) };
}

describe('PostgreSQL event log under concurrent appends', () => {
  let store: GatewayStore;
  let db: Database;
  let owners: SqlResourceOwners;
  let log: SqlStatusEventLog;

  beforeAll(async () => {
    store = await openGatewayStore(postgresStore());
    db = store.db;
    owners = new SqlResourceOwners(db, 7 * 24 * 3600);
    log = new SqlStatusEventLog(db);
  });
  afterAll(async () => {
    await store?.close();
  });

  const owned = (fingerprint: string, id: string) => new OwnerGrants({ db, owners, events: log, outbox: store.outbox }).grant(fingerprint, [{ dataSet: 'test', kind: 'offramp', id }]);
  const readAll = (fingerprint: string, after: number) => log.read({ dataSet: 'test', fingerprint, after, limit: 1000 });
  const waitingOnALock = async () => {
    for (;;) {
      const { rows } = await db.query("SELECT COUNT(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
      if (Number(rows[0]?.waiting) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('copies a late owner\'s events once however many grants of it run at once, on however many instances', async () => {
    const [first, late] = [fresh('key'), fresh('key')];
    const ids = [fresh('otc'), fresh('otc'), fresh('otc')];
    for (const id of ids) await owned(first, id);
    await db.transaction((tx) => log.append(tx, ids.map((id) => ({ change: offrampChange(id, 'pending'), previousStatus: null, source: 'webhook' }))));
    const refs = ids.map((id) => ({ dataSet: 'test' as const, kind: 'offramp' as const, id }));
    // Pages in both orders, as two instances listing at once would grant them.
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => new OwnerGrants({ db, owners, events: log, outbox: store.outbox }).grant(late, i % 2 === 0 ? refs : [...refs].reverse())),
    );
    const given = await readAll(late, 0);
    expect(given.map((e) => e.resourceId).sort()).toEqual([...ids].sort());
  });

  it('gives a late owner the event of an append that read the owners before its grant and commits after it', async () => {
    const [first, late] = [fresh('key'), fresh('key')];
    const id = fresh('otc');
    await owned(first, id);
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let appended!: () => void;
    const wasAppended = new Promise<void>((resolve) => (appended = resolve));
    const appending = db.transaction(async (tx) => {
      await log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null, source: 'webhook' }]);
      appended();
      await held;
    });
    await wasAppended;
    const cursor = await log.head();
    const granting = owned(late, id);
    // The grant's copies wait for the append's turn: had they looked before it committed, the event would be nobody's to copy.
    await waitingOnALock();
    commit();
    await Promise.all([appending, granting]);
    expect((await readAll(late, cursor)).map((e) => [e.resourceId, e.change.status])).toEqual([[id, 'pending']]);
  });

  it('hands out positions in commit order: an append waits for the one before it to commit', async () => {
    const key = fresh('key');
    const [first, second] = [fresh('otc'), fresh('otc')];
    await owned(key, first);
    await owned(key, second);
    const start = await log.head();
    let commitFirst!: () => void;
    const held = new Promise<void>((resolve) => (commitFirst = resolve));
    let appended!: () => void;
    const firstAppended = new Promise<void>((resolve) => (appended = resolve));
    const firstTx = db.transaction(async (tx) => {
      await log.append(tx, [{ change: offrampChange(first, 'pending'), previousStatus: null, source: 'webhook' }]);
      appended();
      await held;
    });
    await firstAppended;
    const secondTx = db.transaction((tx) => log.append(tx, [{ change: offrampChange(second, 'pending'), previousStatus: null, source: 'webhook' }]));
    // The second append is waiting on the first's turn, not committed ahead of it.
    await waitingOnALock();
    expect(await readAll(key, start)).toEqual([]);
    commitFirst();
    await Promise.all([firstTx, secondTx]);
    expect((await readAll(key, start)).map((e) => [e.resourceId, e.position])).toEqual([
      [first, start + 1],
      [second, start + 2],
    ]);
  });
});

describe.each(['SQLite', 'PostgreSQL'] as const)('%s event log upgraded (migration 9)', (name) => {
  let db: Database;
  let postgres: TempPostgres | undefined;

  beforeAll(async () => {
    if (name === 'SQLite') db = SqliteDatabase.open(tempSqliteStore().path!);
    else {
      postgres = await tempPostgres();
      db = PostgresDatabase.connect(postgres.url, () => {});
    }
    await migrate(db, MIGRATIONS.filter((migration) => migration.id <= 7));
  });
  afterAll(async () => {
    await db?.close();
    await postgres?.drop();
  });

  // Until then a key owning a resource saw its events whenever they were written: it keeps seeing
  // them where it saw them, and is owed no copy.
  it('keeps showing the keys owning a resource its earlier events, at their positions, and copies nothing more', async () => {
    const later = Date.now() + 7 * DAY;
    const change = offrampChange('otc-upgraded', 'pending');
    await db.query(
      `INSERT INTO status_events (position, data_set, kind, resource_id, previous_status, status, message, occurred_at, expires_at)
       VALUES (1, 'test', 'offramp', 'otc-upgraded', NULL, 'pending', $1, $2, $3)`,
      [JSON.stringify(change), Date.parse(change.updatedAt), later],
    );
    await db.query("INSERT INTO status_event_owners (key_fingerprint, position, expires_at) VALUES ('fp-first', 1, $1)", [later]);
    await db.query("UPDATE status_event_head SET position = 1 WHERE id = 1");
    for (const key of ['fp-first', 'fp-late']) {
      await db.query("INSERT INTO resource_owners (data_set, kind, resource_id, key_fingerprint, expires_at) VALUES ('test', 'offramp', 'otc-upgraded', $1, $2)", [key, later]);
    }
    expect(await migrate(db)).toEqual(MIGRATIONS.filter((migration) => migration.id > 7).map((migration) => migration.id));

    const log = new SqlStatusEventLog(db);
    const outbox = new SqlStatusOutbox(db);
    const owners = new SqlResourceOwners(db, 7 * 24 * 3600);
    for (const key of ['fp-first', 'fp-late']) {
      await new OwnerGrants({ db, owners, events: log, outbox }).grant(key, [{ dataSet: 'test', kind: 'offramp', id: 'otc-upgraded' }]);
      expect((await log.read({ dataSet: 'test', fingerprint: key, after: 0, limit: 10 })).map((e) => e.position)).toEqual([1]);
    }
    expect(await log.head()).toBe(1);
  });
});
