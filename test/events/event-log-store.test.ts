// The event log's store, one contract over SQLite (a temporary file) and PostgreSQL (a database of
// this test's own): appended in the transaction of the status it records, read in commit order,
// scoped to the keys owning the resource and to the data set, purged after its retention; a cursor
// the purge passed is refused, one it did not resumes.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusChange } from '../../src/events/status-change.js';
import { assertEventsKeptAfter } from '../../src/events/event-cursor-expiry.js';
import { STATUS_EVENT_RETENTION_MS } from '../../src/events/status-event-log.js';
import { StatusEventStream } from '../../src/events/status-event-stream.js';
import type { Database } from '../../src/store/database.js';
import { openGatewayStore, type GatewayStore } from '../../src/store/gateway-store.js';
import { MIGRATIONS, migrate } from '../../src/store/migrations.js';
import { PostgresDatabase } from '../../src/store/postgres-database.js';
import { purgeExpired } from '../../src/store/retention.js';
import { SqlResourceOwners } from '../../src/store/sql-resource-owners.js';
import { SqlStatusEventLog } from '../../src/store/sql-status-event-log.js';
import { SqliteDatabase } from '../../src/store/sqlite-database.js';
import { bothBackends, tempPostgres, tempSqliteStore } from '../store/support/databases.js';

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

  beforeAll(async () => {
    store = await openGatewayStore(configOf());
    db = store.db;
    owners = new SqlResourceOwners(db, 7 * 24 * 3600, clock);
    log = new SqlStatusEventLog(db, STATUS_EVENT_RETENTION_MS, clock);
  });
  afterAll(async () => {
    await store?.close();
  });

  const owned = async (fingerprint: string, id: string, dataSet: 'test' | 'live' = 'test') => {
    await owners.grant(fingerprint, [{ dataSet, kind: 'offramp', id }]);
  };
  const readAll = (fingerprint: string, after = 0, dataSet: 'test' | 'live' = 'test') => log.read({ dataSet, fingerprint, after, limit: 1000 });

  it('reads a resource\'s changes in the order they were appended, each with the status before it', async () => {
    const key = fresh('key');
    const id = fresh('otc');
    await owned(key, id);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null }]));
    await db.transaction((tx) =>
      log.append(tx, [
        { change: offrampChange(id, 'processing'), previousStatus: 'pending' },
        { change: offrampChange(id, 'completed'), previousStatus: 'processing' },
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
        await log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null }]);
        throw new Error('the status write after it failed');
      }),
    ).rejects.toThrow('failed');
    expect(await log.head()).toBe(before);
    expect(await readAll(key)).toEqual([]);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null }]));
    expect((await readAll(key)).map((e) => e.position)).toEqual([before + 1]);
  });

  it('shows an event only to the keys owning its resource, in its data set', async () => {
    const mine = fresh('key');
    const other = fresh('key');
    const id = fresh('otc');
    await owned(mine, id);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null }]));
    expect(await readAll(mine)).toHaveLength(1);
    expect(await readAll(other)).toEqual([]);
    expect(await readAll(mine, 0, 'live')).toEqual([]);
    // A key that owns it later (an unknown outcome settled by it) sees what happened before.
    await owned(other, id);
    expect(await readAll(other)).toHaveLength(1);
  });

  it('keeps showing an event to the key that owned the resource when it happened, after that ownership expired', async () => {
    const key = fresh('key');
    const id = fresh('otc');
    await owned(key, id);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null }]));
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
        { change: offrampChange(a, 'pending'), previousStatus: null },
        { change: offrampChange(b, 'pending'), previousStatus: null },
      ]),
    );
    const only = await log.read({ dataSet: 'test', fingerprint: key, after: 0, limit: 10, resourceIds: [b] });
    expect(only.map((e) => e.resourceId)).toEqual([b]);
    expect(await log.read({ dataSet: 'test', fingerprint: key, after: 0, limit: 10, kinds: ['brl_ticket'] })).toEqual([]);
    expect(await log.read({ dataSet: 'test', fingerprint: key, after: 0, limit: 10, kinds: ['offramp'] })).toHaveLength(2);
  });

  it('purges events and who could read them once their retention passed', async () => {
    const key = fresh('key');
    const id = fresh('otc');
    await owned(key, id);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null }]));
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
    const key = fresh('key');
    const [old, young] = [fresh('otc'), fresh('otc')];
    await owned(key, old);
    await owned(key, young);
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(old, 'pending'), previousStatus: null }]));
    now += 2 * DAY;
    try {
      await db.transaction((tx) => log.append(tx, [{ change: offrampChange(young, 'pending'), previousStatus: null }]));
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

  it('marks the largest position purged even when an earlier position expires later and is kept', async () => {
    const key = fresh('key');
    const [lasting, brief] = [fresh('otc'), fresh('otc')];
    await owned(key, lasting);
    await owned(key, brief);
    const longer = new SqlStatusEventLog(db, STATUS_EVENT_RETENTION_MS + 10 * DAY, clock);
    await db.transaction((tx) => longer.append(tx, [{ change: offrampChange(lasting, 'pending'), previousStatus: null }]));
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(brief, 'pending'), previousStatus: null }]));
    const [kept, purged] = await readAll(key);
    await purgeExpired(db, now + STATUS_EVENT_RETENTION_MS + DAY);
    expect(await log.purgedThrough()).toBe(purged!.position);
    expect((await readAll(key)).map((e) => e.position)).toEqual([kept!.position]);
    // A reader resuming before the purged event may have missed it; one at it has missed nothing.
    await expect(assertEventsKeptAfter(log, kept!.position)).rejects.toMatchObject({ extensions: { code: 'EVENT_CURSOR_EXPIRED' } });
    await expect(assertEventsKeptAfter(log, purged!.position)).resolves.toBeUndefined();
  });

  it('ends a replay with EVENT_CURSOR_EXPIRED when the purge deleted events after its cursor before it read them', async () => {
    const key = fresh('key');
    const id = fresh('otc');
    await owned(key, id);
    const cursor = await log.head();
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null }]));
    const stream = new StatusEventStream(log, { dataSet: 'test', fingerprint: key, after: cursor, filter: {} }, silentWakeUps());
    await purgeExpired(db, now + STATUS_EVENT_RETENTION_MS + DAY);
    await expect(stream.next()).rejects.toMatchObject({ extensions: { code: 'EVENT_CURSOR_EXPIRED' } });
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  });

  it('replays from a cursor at the purge mark as before', async () => {
    await purgeExpired(db, now + STATUS_EVENT_RETENTION_MS + DAY);
    const key = fresh('key');
    const id = fresh('otc');
    await owned(key, id);
    const cursor = await log.purgedThrough();
    expect(cursor).toBe(await log.head());
    await db.transaction((tx) => log.append(tx, [{ change: offrampChange(id, 'pending'), previousStatus: null }]));
    const stream = new StatusEventStream(log, { dataSet: 'test', fingerprint: key, after: cursor, filter: {} }, silentWakeUps());
    const first = await stream.next();
    expect(first.done).toBe(false);
    expect(first.value?.resourceId).toBe(id);
    await stream.return();
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
        const changes = [1, 2, 3].map((n) => ({ change: offrampChange(`otc-${n}`, 'pending'), previousStatus: null }));
        await db.transaction((tx) => log.append(tx, changes));
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

  const owned = (fingerprint: string, id: string) => owners.grant(fingerprint, [{ dataSet: 'test', kind: 'offramp', id }]);
  const readAll = (fingerprint: string, after: number) => log.read({ dataSet: 'test', fingerprint, after, limit: 1000 });

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
      await log.append(tx, [{ change: offrampChange(first, 'pending'), previousStatus: null }]);
      appended();
      await held;
    });
    await firstAppended;
    const secondTx = db.transaction((tx) => log.append(tx, [{ change: offrampChange(second, 'pending'), previousStatus: null }]));
    // The second append is waiting on the first's turn, not committed ahead of it.
    for (;;) {
      const { rows } = await db.query("SELECT COUNT(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
      if (Number(rows[0]?.waiting) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await readAll(key, start)).toEqual([]);
    commitFirst();
    await Promise.all([firstTx, secondTx]);
    expect((await readAll(key, start)).map((e) => [e.resourceId, e.position])).toEqual([
      [first, start + 1],
      [second, start + 2],
    ]);
  });
});
