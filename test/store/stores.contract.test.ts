// One contract, two databases: every store of the gateway's durable state behaves the same over
// SQLite (a temporary file) and PostgreSQL (a database of this test's own on 127.0.0.1:5432).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnownStatus, LastKnownStatusStore } from '../../src/status/ledger/last-known-status.js';
import type { StatusChange } from '../../src/status/ledger/status-change.js';
import type { StatusObservation } from '../../src/status/ingest/webhook-envelope.js';
import type { NewClaim } from '../../src/idempotency/idempotency-store.js';
import type { Database } from '../../src/store/database.js';
import { openGatewayStore, type GatewayStore } from '../../src/store/gateway-store.js';
import { MIGRATIONS, migrate } from '../../src/store/migrations.js';
import { WATCH_AT_MOST_MS, purgeExpired } from '../../src/store/retention.js';
import { SqlIdempotencyStore } from '../../src/store/sql-idempotency-store.js';
import { SqlResourceOwners } from '../../src/status/ledger/sql-resource-owners.js';
import { SqlStatusStore } from '../../src/status/ledger/sql-status-store.js';
import { SqlUnknownOutcomes } from '../../src/store/sql-unknown-outcomes.js';
import { SqlWebhookDedupe } from '../../src/status/ledger/sql-webhook-dedupe.js';
import { bothBackends, tempSqliteStore } from './support/databases.js';

const DAY = 24 * 3600_000;
const backends = bothBackends();

let seq = 0;
const fresh = (label: string) => `${label}-${(seq += 1)}-${Date.now()}`;
const claimOf = (token: string, leaseUntil = Date.now() + 60_000): NewClaim => ({ state: 'in_progress', fingerprint: 'f1', token, leaseUntil });
const offramp = (id: string, status: string, record: Record<string, unknown> = {}): StatusObservation => ({
  kind: 'offramp',
  id,
  dataSet: 'test',
  status,
  record: { transaction_id: id, transaction_status: status, ...record },
});

describe.each(backends)('%s store', (_name, configOf) => {
  let store: GatewayStore;
  let db: Database;
  /** A clock the test moves, for the stores built by hand below. */
  let now = Date.now();
  const clock = () => now;
  /** One observation stored on its own: whether it moved the status, and the status stored after. */
  const advanceOne = async (statuses: LastKnownStatusStore, o: StatusObservation, observedAt?: number): Promise<{ applied: boolean; current: KnownStatus | undefined }> => {
    const [change] = await db.transaction((tx) => statuses.advance(tx, [o], observedAt));
    if (change === undefined) return { applied: false, current: await statuses.get(o.dataSet, o.kind, o.id) };
    const { status, version, record, updatedAt } = change;
    return { applied: true, current: { status, version, record, updatedAt } };
  };

  beforeAll(async () => {
    store = await openGatewayStore(configOf());
    db = store.db;
  });
  afterAll(async () => {
    await store?.close();
  });

  describe('migrations', () => {
    it('are recorded once and not applied again, even by several instances starting at once', async () => {
      const again = await Promise.all([migrate(db), migrate(db)]);
      expect(again).toEqual([[], []]);
      const { rows } = await db.query('SELECT id FROM schema_migrations ORDER BY id');
      expect(rows.map((row) => Number(row.id))).toEqual(MIGRATIONS.map((migration) => migration.id));
    });
  });

  describe('transactions', () => {
    it('keep nothing of a transaction that threw', async () => {
      const id = fresh('evt');
      const dedupe = new SqlWebhookDedupe(3600);
      await expect(
        db.transaction(async (tx) => {
          await dedupe.firstDelivery(tx, id);
          throw new Error('later step failed');
        }),
      ).rejects.toThrow('later step failed');
      expect(await db.transaction((tx) => dedupe.firstDelivery(tx, id))).toBe(true);
    });

    // SQLite ends a transaction by itself on some failures (a full disk, an I/O error): the
    // failure is what must be reported, not the ROLLBACK that then finds no transaction.
    it('report the failure of a transaction the database already ended, and take the next one', async () => {
      const id = fresh('evt');
      const dedupe = new SqlWebhookDedupe(3600);
      await expect(
        db.transaction(async (tx) => {
          await tx.query('ROLLBACK');
          throw new Error('database or disk is full');
        }),
      ).rejects.toThrow('database or disk is full');
      expect(await db.transaction((tx) => dedupe.firstDelivery(tx, id))).toBe(true);
    });
  });

  describe('idempotency records', () => {
    it('let one of many simultaneous claims through; the others see the record', async () => {
      const key = fresh('claim');
      const claims = await Promise.all(Array.from({ length: 10 }, (_, i) => store.idempotency.claim(key, claimOf(`t${i}`), DAY)));
      expect(claims.filter((claim) => claim.claimed)).toHaveLength(1);
      for (const refused of claims.filter((claim) => !claim.claimed)) {
        expect(refused).toMatchObject({ claimed: false, existing: { state: 'in_progress', fingerprint: 'f1' } });
      }
    });

    it('settle only for the claim’s own token', async () => {
      const key = fresh('settle');
      await store.idempotency.claim(key, claimOf('a'), DAY);
      const completed = { state: 'completed' as const, fingerprint: 'f1', result: { id: 'tx-1', amount: '25.50', userErrors: [] } };
      expect(await store.idempotency.settle(key, 'b', completed, DAY)).toBe(false);
      expect(await store.idempotency.get(key)).toMatchObject({ state: 'in_progress', token: 'a' });
      expect(await store.idempotency.settle(key, 'a', completed, DAY)).toBe(true);
      expect(await store.idempotency.get(key)).toEqual(completed);
      // Once settled, the record is no claim any more: settling it again changes nothing.
      expect(await store.idempotency.settle(key, 'a', { state: 'unknown_outcome', fingerprint: 'f1', message: 'late' }, DAY)).toBe(false);
      expect(await store.idempotency.get(key)).toEqual(completed);
    });

    it('let the next claim take over a refusal, and nothing else', async () => {
      const key = fresh('refused');
      await store.idempotency.claim(key, claimOf('c'), DAY);
      const refused = { state: 'refused' as const, fingerprint: 'f1', message: 'amount must be positive' };
      expect(await store.idempotency.settle(key, 'c', refused, DAY)).toBe(true);
      expect(await store.idempotency.get(key)).toEqual(refused);
      expect(await store.idempotency.claim(key, claimOf('d'), DAY)).toEqual({ claimed: true, fence: 2 });
      expect(await store.idempotency.claim(key, claimOf('e'), DAY)).toMatchObject({ claimed: false, existing: { token: 'd' } });
    });

    it('hold a claim for its send only while its fence is the live claim; take it over only once its lease ran out', async () => {
      const key = fresh('fence');
      const leaseUntil = Date.now() + 60_000;
      expect(await store.idempotency.claim(key, claimOf('a', leaseUntil), DAY)).toEqual({ claimed: true, fence: 1 });
      // Held past the write's deadline, never shortened.
      expect(await store.idempotency.holdForSend(key, 'a', 1, leaseUntil + 60_000)).toBe(true);
      expect(await store.idempotency.get(key)).toMatchObject({ state: 'in_progress', token: 'a', fence: 1, leaseUntil: leaseUntil + 60_000 });
      expect(await store.idempotency.holdForSend(key, 'a', 1, leaseUntil)).toBe(true);
      expect(await store.idempotency.get(key)).toMatchObject({ leaseUntil: leaseUntil + 60_000 });
      expect(await store.idempotency.holdForSend(key, 'b', 1, leaseUntil)).toBe(false);
      expect(await store.idempotency.holdForSend(key, 'a', 2, leaseUntil)).toBe(false);
      const unknown = { state: 'unknown_outcome' as const, fingerprint: 'f1', message: 'may have been applied' };
      expect(await store.idempotency.takeOver(key, 'a', unknown, DAY)).toBe(false);
      expect(await store.idempotency.get(key)).toMatchObject({ state: 'in_progress', token: 'a' });

      const lapsed = fresh('fence-lapsed');
      await store.idempotency.claim(lapsed, claimOf('gone', Date.now() - 1), DAY);
      // A holder that stalled past its lease may not send, even before anyone took the key over.
      expect(await store.idempotency.holdForSend(lapsed, 'gone', 1, Date.now() + 60_000)).toBe(false);
      expect(await store.idempotency.takeOver(lapsed, 'gone', unknown, DAY)).toBe(true);
      expect(await store.idempotency.get(lapsed)).toEqual(unknown);
      expect(await store.idempotency.holdForSend(lapsed, 'gone', 1, Date.now() + 60_000)).toBe(false);
      expect(await store.idempotency.takeOver(lapsed, 'gone', unknown, DAY)).toBe(false);
    });

    it('record an unknown outcome over the claim of a holder whose lease ran out', async () => {
      const key = fresh('lapsed');
      await store.idempotency.claim(key, claimOf('gone', Date.now() - 1), DAY);
      const unknown = { state: 'unknown_outcome' as const, fingerprint: 'f1', message: 'may have been applied' };
      expect(await store.idempotency.settle(key, 'gone', unknown, DAY)).toBe(true);
      expect(await store.idempotency.get(key)).toEqual(unknown);
    });

    it('tell whether a request of an operation is running, or recorded a result naming a resource', async () => {
      const operation = fresh('op_%');
      const records = new SqlIdempotencyStore(db, clock);
      now = Date.now();
      expect(await records.mayHaveCreated(operation, 'esp_1')).toBe(false);
      const running = `fp-b:${operation}:h1`;
      await records.claim(running, claimOf('a', now + 1_000), DAY);
      await records.claim(`fp-b:${fresh('other')}:h2`, claimOf('x', now + 1_000), DAY);
      expect(await records.mayHaveCreated(operation, 'esp_1')).toBe(true);
      // A claim whose lease ran out is no request running.
      now += 1_000;
      expect(await records.mayHaveCreated(operation, 'esp_1')).toBe(false);
      now -= 1_000;
      await records.settle(running, 'a', { state: 'completed', fingerprint: 'f1', result: { transaction: { id: 'esp_1' }, userErrors: [] } }, DAY);
      expect(await records.mayHaveCreated(operation, 'esp_1')).toBe(true);
      // Named literally: neither a longer id, nor LIKE's wildcards, nor another operation.
      expect(await records.mayHaveCreated(operation, 'esp_')).toBe(false);
      expect(await records.mayHaveCreated(operation, 'esp%')).toBe(false);
      expect(await records.mayHaveCreated(operation, 'esp__')).toBe(false);
      expect(await records.mayHaveCreated('op_', 'esp_1')).toBe(false);
    });

    it('forget a record after its time to live, and the purge deletes it', async () => {
      const records = new SqlIdempotencyStore(db, clock);
      const key = fresh('ttl');
      now = Date.now();
      await records.claim(key, claimOf('a'), DAY);
      now += DAY - 1;
      expect(await records.get(key)).toBeDefined();
      now += 1;
      expect(await records.get(key)).toBeUndefined();
      expect(await records.claim(key, claimOf('b'), DAY)).toEqual({ claimed: true, fence: 2 });
      now += DAY;
      await purgeExpired(db, now);
      const { rows } = await db.query('SELECT record_key FROM idempotency_records WHERE record_key = $1', [key]);
      expect(rows).toEqual([]);
    });
  });

  describe('unknown outcomes', () => {
    const outcome = (recordKey: string) => ({
      recordKey,
      operation: 'createEspOfframp',
      caller: 'fp-a',
      dataSet: 'test' as const,
      kind: 'esp_transaction' as const,
      direction: 'offramp',
      amount: '25.50',
      currency: 'USD',
      account: '0011223344',
      windowStart: 1_000,
      windowEnd: 2_000,
    });

    it('keep a request’s match criteria, listed as open until resolved once', async () => {
      const key = fresh('unknown');
      await store.unknownOutcomes.add(outcome(key), DAY);
      expect(await store.unknownOutcomes.get(key)).toEqual({ ...outcome(key), resolution: 'unknown', resourceId: null });
      expect((await store.unknownOutcomes.open('test', 'esp_transaction', 'fp-a')).map((o) => o.recordKey)).toContain(key);
      expect((await store.unknownOutcomes.open('test', 'esp_transaction', 'fp-b')).map((o) => o.recordKey)).not.toContain(key);
      expect(await store.unknownOutcomes.resolve(key, 'created', 'esp-1')).toBe(true);
      expect(await store.unknownOutcomes.resolve(key, 'ambiguous', null)).toBe(false);
      expect(await store.unknownOutcomes.isResolution('test', 'esp_transaction', 'esp-1')).toBe(true);
      expect((await store.unknownOutcomes.open('test', 'esp_transaction')).map((o) => o.recordKey)).not.toContain(key);
    });

    it('keep the trace context of their request, for the span that settles them to link to', async () => {
      const key = fresh('traced');
      const trace = { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01', tracestate: 'vendor=1' };
      await store.unknownOutcomes.add({ ...outcome(key), trace }, DAY);
      expect(await store.unknownOutcomes.get(key)).toEqual({ ...outcome(key), trace, resolution: 'unknown', resourceId: null });
      expect((await store.unknownOutcomes.open('test', 'esp_transaction', 'fp-a')).find((o) => o.recordKey === key)?.trace).toEqual(trace);
    });

    it('keep the resource their request acted on, when it names one', async () => {
      const key = fresh('subject');
      await store.unknownOutcomes.add({ ...outcome(key), subject: 'otc-1' }, DAY);
      expect(await store.unknownOutcomes.get(key)).toEqual({ ...outcome(key), subject: 'otc-1', resolution: 'unknown', resourceId: null });
      expect((await store.unknownOutcomes.open('test', 'esp_transaction', 'fp-a')).find((o) => o.recordKey === key)?.subject).toBe('otc-1');
    });

    it('lose the candidates offered before evidence had to be the caller business’s, keeping their rejections (migration 14)', async () => {
      const [offered, rejected] = [fresh('offered'), fresh('rejected')];
      await store.unknownOutcomes.add(outcome(offered), DAY);
      await store.unknownOutcomes.add(outcome(rejected), DAY);
      await store.unknownOutcomes.offerCandidate(offered, 'esp-old', { transaction: { id: 'esp-old' } });
      await store.unknownOutcomes.offerCandidate(rejected, 'esp-no', { transaction: { id: 'esp-no' } });
      await store.unknownOutcomes.rejectCandidate(rejected, 'esp-no');
      await store.unknownOutcomes.offerCandidate(rejected, 'esp-next', { transaction: { id: 'esp-next' } });
      const withdrawal = MIGRATIONS.find((migration) => migration.id === 14)!;
      for (const statement of withdrawal.statements(db.dialect)) await db.query(statement);
      expect(await store.unknownOutcomes.get(offered)).toMatchObject({ resolution: 'unknown', resourceId: null });
      expect(await store.unknownOutcomes.get(rejected)).toMatchObject({ resolution: 'unknown', resourceId: null });
      expect(await store.unknownOutcomes.wasRejected(rejected, 'esp-no')).toBe(true);
      expect(await store.unknownOutcomes.confirmCandidate(offered, 'esp-old')).toBeUndefined();
    });

    it('read a trace context that is not one as none, and the outcome as ever', async () => {
      for (const garbage of ['not json', '["00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"]', '{"traceparent":1}']) {
        const key = fresh('garbled');
        await store.unknownOutcomes.add({ ...outcome(key), trace: { traceparent: 'x' } }, DAY);
        await db.query('UPDATE unknown_outcomes SET trace_context = $1 WHERE record_key = $2', [garbage, key]);
        const read = await store.unknownOutcomes.get(key);
        expect(read).toMatchObject({ ...outcome(key), resolution: 'unknown', resourceId: null });
        expect(read?.trace).toBeUndefined();
        expect((await store.unknownOutcomes.open('test', 'esp_transaction', 'fp-a')).map((o) => o.recordKey)).toContain(key);
      }
    });

    it('keep a candidate and its result until the caller confirms it, or reject it for good and open the outcome again', async () => {
      const key = fresh('unknown');
      await store.unknownOutcomes.add(outcome(key), DAY);
      expect(await store.unknownOutcomes.offerCandidate(key, 'esp-2', { transaction: { id: 'esp-2' } })).toBe(true);
      expect(await store.unknownOutcomes.offerCandidate(key, 'esp-3', {})).toBe(false);
      expect(await store.unknownOutcomes.get(key)).toMatchObject({ resolution: 'candidate', resourceId: 'esp-2' });
      expect(await store.unknownOutcomes.isResolution('test', 'esp_transaction', 'esp-2')).toBe(true);
      expect(await store.unknownOutcomes.confirmCandidate(key, 'esp-3')).toBeUndefined();
      expect(await store.unknownOutcomes.rejectCandidate(key, 'esp-2')).toBe(true);
      expect(await store.unknownOutcomes.rejectCandidate(key, 'esp-2')).toBe(false);
      expect(await store.unknownOutcomes.wasRejected(key, 'esp-2')).toBe(true);
      expect(await store.unknownOutcomes.get(key)).toMatchObject({ resolution: 'unknown', resourceId: null });
      expect((await store.unknownOutcomes.open('test', 'esp_transaction', 'fp-a')).map((o) => o.recordKey)).toContain(key);
      expect(await store.unknownOutcomes.offerCandidate(key, 'esp-4', { transaction: { id: 'esp-4' } })).toBe(true);
      expect(await store.unknownOutcomes.confirmCandidate(key, 'esp-4')).toEqual({ result: { transaction: { id: 'esp-4' } } });
      expect(await store.unknownOutcomes.confirmCandidate(key, 'esp-4')).toEqual({ result: { transaction: { id: 'esp-4' } } });
      expect(await store.unknownOutcomes.get(key)).toMatchObject({ resolution: 'created', resourceId: 'esp-4' });
      expect(await store.unknownOutcomes.rejectCandidate(key, 'esp-4')).toBe(false);
    });

    // Issue 20: each instance believed "none open" for a second, so a listing on another instance missed one just added.
    it('are open to their caller at once, whichever instance added or reopened them', async () => {
      const here = new SqlUnknownOutcomes(db);
      const there = new SqlUnknownOutcomes(db);
      const caller = fresh('fp');
      const openHere = async () => (await here.open('test', 'esp_transaction', caller)).map((o) => o.recordKey);
      expect(await openHere()).toEqual([]);
      const first = fresh('unknown');
      await there.add({ ...outcome(first), caller }, DAY);
      expect(await openHere()).toEqual([first]);
      expect(await there.offerCandidate(first, 'esp-5', {})).toBe(true);
      expect(await openHere()).toEqual([]);
      expect(await there.rejectCandidate(first, 'esp-5')).toBe(true);
      expect(await openHere()).toEqual([first]);
      expect(await there.resolve(first, 'ambiguous', null)).toBe(true);
      expect(await openHere()).toEqual([]);
    });

    it('turn an unknown outcome’s record into the result evidence showed, and nothing else', async () => {
      const key = fresh('record');
      await store.idempotency.claim(key, claimOf('a'), DAY);
      expect(await store.idempotency.resolveUnknown(key, { transaction: { id: 'esp-1' } })).toBe(false);
      await store.idempotency.settle(key, 'a', { state: 'unknown_outcome', fingerprint: 'f1', message: 'lost' }, DAY);
      expect(await store.idempotency.resolveUnknown(key, { transaction: { id: 'esp-1' } })).toBe(true);
      expect(await store.idempotency.get(key)).toEqual({ state: 'completed', fingerprint: 'f1', result: { transaction: { id: 'esp-1' } } });
    });
  });

  describe('last-known statuses', () => {
    it('store the first status seen and answer it back', async () => {
      const id = fresh('tx');
      const first = await advanceOne(store.statuses, offramp(id, 'pending'));
      expect(first.applied).toBe(true);
      expect(await store.statuses.get('test', 'offramp', id)).toEqual(first.current);
      expect(first.current).toMatchObject({ status: 'pending', record: { transaction_id: id, transaction_status: 'pending' } });
    });

    it('move forward along the state machine, even over a missed step, with a growing version', async () => {
      const id = fresh('tx');
      const a = await advanceOne(store.statuses, offramp(id, 'pending'));
      const b = await advanceOne(store.statuses, offramp(id, 'completed'));
      expect(b.applied).toBe(true);
      expect(b.current!.version).toBeGreaterThan(a.current!.version);
      expect((await store.statuses.get('test', 'offramp', id))?.status).toBe('completed');
    });

    it('ignore a repeat and a late, older status', async () => {
      const id = fresh('tx');
      await advanceOne(store.statuses, offramp(id, 'pending'));
      const [moved] = await db.transaction((tx) => store.statuses.advance(tx, [offramp(id, 'processing')]));
      expect(moved).toMatchObject({ status: 'processing', previousStatus: 'pending' });
      const processing = { current: await store.statuses.get('test', 'offramp', id) };
      const late = await advanceOne(store.statuses, offramp(id, 'pending'));
      const repeat = await advanceOne(store.statuses, offramp(id, 'processing'));
      expect(late).toEqual({ applied: false, current: processing.current });
      expect(repeat).toEqual({ applied: false, current: processing.current });
    });

    it('lay a partial record over the stored one', async () => {
      const id = fresh('tx');
      await advanceOne(store.statuses, offramp(id, 'pending', { amount: '50.000000', note: 'kept' }));
      const { current } = await advanceOne(store.statuses, { ...offramp(id, 'processing'), record: { transaction_status: 'processing' } });
      expect(current?.record).toEqual({ transaction_id: id, transaction_status: 'processing', amount: '50.000000', note: 'kept' });
    });

    it('follow the loop of a business customer asked for more information', async () => {
      const id = fresh('cus');
      const customer = (status: string): StatusObservation => ({ kind: 'business_customer', id, dataSet: 'test', status, record: { customer_id: id } });
      const start = Date.now();
      for (const [index, status] of ['pending', 'in_review', 'more_info', 'in_review', 'approved'].entries()) {
        expect((await advanceOne(store.statuses, customer(status), start + index)).applied).toBe(true);
      }
      expect((await advanceOne(store.statuses, customer('in_review'), start + 10)).applied).toBe(false);
    });

    it('move round a loop only on news dated after what the stored status was learnt from', async () => {
      const id = fresh('cus');
      const customer = (status: string): StatusObservation => ({ kind: 'business_customer', id, dataSet: 'test', status, record: { customer_id: id } });
      const t = Date.now();
      await advanceOne(store.statuses, customer('more_info'), t);
      expect((await advanceOne(store.statuses, customer('in_review'), t + 20)).applied).toBe(true);
      // A read sent before in_review was learnt, or a retried webhook of that time, lands late.
      expect(await advanceOne(store.statuses, customer('more_info'), t + 10)).toMatchObject({ applied: false, current: { status: 'in_review' } });
      expect((await advanceOne(store.statuses, customer('more_info'), t + 20)).applied).toBe(false);
      // Seen in review again later (the provider's second review after a more_info never received): older news stays older.
      expect((await advanceOne(store.statuses, customer('in_review'), t + 25)).applied).toBe(false);
      expect((await advanceOne(store.statuses, customer('more_info'), t + 22)).applied).toBe(false);
      expect((await advanceOne(store.statuses, customer('more_info'), t + 30)).applied).toBe(true);
      // A move that only goes forward needs no date: the state machine orders it.
      expect((await advanceOne(store.statuses, customer('in_review'), t + 40)).applied).toBe(true);
      expect((await advanceOne(store.statuses, customer('approved'), t)).applied).toBe(true);
    });

    it('take a batch’s later items of one resource as later news', async () => {
      const id = fresh('cus');
      const customer = (status: string): StatusObservation => ({ kind: 'business_customer', id, dataSet: 'test', status, record: { customer_id: id } });
      await advanceOne(store.statuses, customer('in_review'), Date.now());
      const moved = await db.transaction((tx) => store.statuses.advance(tx, [customer('more_info'), customer('in_review')], Date.now() + 1));
      expect(moved.map((change) => change.status)).toEqual(['more_info', 'in_review']);
    });

    it('keep test and live data sets apart', async () => {
      const id = fresh('tx');
      await advanceOne(store.statuses, { ...offramp(id, 'processing'), dataSet: 'live' });
      expect(await store.statuses.get('test', 'offramp', id)).toBeUndefined();
      expect((await store.statuses.get('live', 'offramp', id))?.status).toBe('processing');
    });

    it('leave a page\'s unmoved items out by one plain read, and move each of the others forward on its own, a resource twice in the page in the order given', async () => {
      const [added, moved, late, same, twice] = [fresh('tx'), fresh('tx'), fresh('tx'), fresh('tx'), fresh('tx')];
      await advanceOne(store.statuses, offramp(moved, 'pending'));
      await advanceOne(store.statuses, offramp(late, 'completed'));
      await advanceOne(store.statuses, offramp(same, 'processing'));
      const page = [offramp(added, 'pending'), offramp(moved, 'processing'), offramp(late, 'pending'), offramp(same, 'processing')];
      const statements: string[] = [];
      const counted: Database = {
        dialect: db.dialect,
        query: (sql, params) => (statements.push(sql), db.query(sql, params)),
        transaction: (work) => db.transaction(work),
        withLockIfFree: (name, work) => db.withLockIfFree(name, work),
        close: () => db.close(),
      };
      const { moving, unstored } = await new SqlStatusStore(counted, 60).mayMove(page);
      expect(statements).toHaveLength(1);
      expect(moving.map((o) => o.id).sort()).toEqual([added, moved].sort());
      expect([...unstored].map((o) => o.id)).toEqual([added]);
      // A row said unstored that is there after all (`late`) is read and compared as any other.
      const changes = await db.transaction((tx) => store.statuses.advance(tx, page, undefined, new Set([...unstored, page[2]!])));
      expect(changes.map((c) => [c.id, c.status, c.previousStatus]).sort()).toEqual(
        [
          [added, 'pending', null],
          [moved, 'processing', 'pending'],
        ].sort(),
      );
      expect((await store.statuses.get('test', 'offramp', late))?.status).toBe('completed');
      const repeated = await db.transaction((tx) => store.statuses.advance(tx, [offramp(twice, 'processing'), offramp(twice, 'pending'), offramp(twice, 'completed')]));
      expect(repeated.map((c) => [c.status, c.previousStatus])).toEqual([
        ['processing', null],
        ['completed', 'processing'],
      ]);
      expect(repeated[1]!.version).toBeGreaterThan(repeated[0]!.version);
    });

    it('read back, in one plain read, only the page items whose stored status differs, has expired or may come back, in the order given', async () => {
      const [unmoved, ahead, expired, twice, cus] = [fresh('tx'), fresh('tx'), fresh('tx'), fresh('tx'), fresh('cus')];
      const customer = (status: string): StatusObservation => ({ kind: 'business_customer', id: cus, dataSet: 'test', status, record: { customer_id: cus } });
      const start = Date.now();
      await advanceOne(store.statuses, offramp(unmoved, 'processing'));
      await advanceOne(store.statuses, offramp(ahead, 'pending'));
      await advanceOne(store.statuses, offramp(twice, 'pending'));
      await advanceOne(new SqlStatusStore(db, 60, () => Date.now() - 120_000), offramp(expired, 'completed'));
      for (const [index, status] of ['pending', 'in_review', 'more_info', 'in_review'].entries()) await advanceOne(store.statuses, customer(status), start + index);
      const page = [offramp(ahead, 'processing'), offramp(unmoved, 'processing'), offramp(twice, 'completed'), offramp(expired, 'completed'), offramp(twice, 'pending')];
      expect((await store.statuses.mayMove(page, start + 10)).moving.map((o) => [o.id, o.status])).toEqual([
        [ahead, 'processing'],
        [twice, 'completed'],
        [expired, 'completed'],
      ]);
      // The same status it can come back to: moving when seen after it was stored, not when seen before.
      expect((await store.statuses.mayMove([customer('in_review')], start + 10)).moving).toEqual([customer('in_review')]);
      expect((await store.statuses.mayMove([customer('in_review')], start)).moving).toEqual([]);
    });

    it('apply exactly one of many simultaneous identical changes', async () => {
      const id = fresh('tx');
      const results = await Promise.all(Array.from({ length: 10 }, () => advanceOne(store.statuses, offramp(id, 'processing'))));
      expect(results.filter((result) => result.applied)).toHaveLength(1);
    });

    it('forget a status after its time to live, with versions that keep growing when it comes back', async () => {
      const statuses = new SqlStatusStore(db, 60, clock);
      const id = fresh('tx');
      now = Date.now();
      const before = await advanceOne(statuses, offramp(id, 'processing'));
      now += 60_000;
      expect(await statuses.get('test', 'offramp', id)).toBeUndefined();
      const after = await advanceOne(statuses, offramp(id, 'completed'));
      expect(after.applied).toBe(true);
      expect(after.current!.version).toBeGreaterThan(before.current!.version);
    });
    // Issue 19: an old PENDING replayed once the COMPLETED row had expired moved the status back.
    it('keep a terminal status however old: a replay after expiry and purge does not move it back', async () => {
      const statuses = new SqlStatusStore(db, 60, clock);
      const done = fresh('tx');
      const open = fresh('tx');
      now = Date.now();
      await advanceOne(statuses, offramp(done, 'completed', { amount: '50.000000' }));
      await advanceOne(statuses, offramp(open, 'processing'));
      now += 60_000;
      expect((await advanceOne(statuses, offramp(done, 'pending'))).applied).toBe(false);
      await purgeExpired(db, now);
      now += 365 * DAY;
      for (const late of ['pending', 'processing', 'failed']) {
        expect((await advanceOne(statuses, offramp(done, late))).applied).toBe(false);
      }
      expect(await statuses.get('test', 'offramp', done)).toBeUndefined();
      // Kept compact: the status without its record. A non-terminal row is purged as before.
      const { rows } = await db.query('SELECT resource_id, status, record FROM resource_statuses WHERE resource_id IN ($1, $2)', [done, open]);
      expect(rows).toEqual([{ resource_id: done, status: 'completed', record: '{}' }]);
      expect((await advanceOne(statuses, offramp(open, 'pending'))).applied).toBe(true);
      // Seen again at its status, it is known again, unchanged (same version, nothing to publish).
      const again = await advanceOne(statuses, offramp(done, 'completed'));
      expect(again).toMatchObject({ applied: false, current: { status: 'completed', record: { transaction_id: done } } });
      expect(await statuses.get('test', 'offramp', done)).toMatchObject({ status: 'completed', version: again.current!.version });
    });

    it('keep what a key waits on until it is final: the purge renews an owned unfinished status and its owners', async () => {
      const ttlMs = 60_000;
      const statuses = new SqlStatusStore(db, ttlMs / 1000, clock);
      const owners = new SqlResourceOwners(db, ttlMs / 1000, clock);
      const [waited, finished, unowned] = [fresh('tx'), fresh('tx'), fresh('tx')];
      now = Date.now();
      await advanceOne(statuses, offramp(waited, 'processing'));
      await advanceOne(statuses, offramp(finished, 'completed'));
      await advanceOne(statuses, offramp(unowned, 'processing'));
      await owners.grant('fp-waiting', [waited, finished].map((id) => ({ dataSet: 'test' as const, kind: 'offramp' as const, id })));
      await db.query('UPDATE resource_owners SET events_owed = 0 WHERE key_fingerprint = $1', ['fp-waiting']);

      // Every instance was down past the time to live: the purge at the next start renews what is waited on.
      now += ttlMs + 1_000;
      await purgeExpired(db, now, ttlMs);
      expect(await statuses.get('test', 'offramp', waited)).toMatchObject({ status: 'processing' });
      expect(await owners.isOwner({ dataSet: 'test', kind: 'offramp', id: waited }, 'fp-waiting')).toBe(true);
      // Revived after it had expired: owed what was written meanwhile.
      expect(await owners.owedTo('fp-waiting')).toEqual([{ dataSet: 'test', kind: 'offramp', id: waited }]);
      expect(await owners.isOwner({ dataSet: 'test', kind: 'offramp', id: finished }, 'fp-waiting')).toBe(false);
      const { rows } = await db.query('SELECT resource_id FROM resource_statuses WHERE resource_id = $1', [unowned]);
      expect(rows).toEqual([]);

      // Renewed again before it would expire, however long it stays unfinished, and owed nothing then.
      await db.query('UPDATE resource_owners SET events_owed = 0 WHERE key_fingerprint = $1', ['fp-waiting']);
      const renewedAt = now;
      now = renewedAt + ttlMs * 0.6;
      await purgeExpired(db, now, ttlMs);
      now = renewedAt + ttlMs * 1.5;
      expect(await statuses.get('test', 'offramp', waited)).toMatchObject({ status: 'processing' });
      expect(await owners.isOwner({ dataSet: 'test', kind: 'offramp', id: waited }, 'fp-waiting')).toBe(true);
      expect(await owners.owedTo('fp-waiting')).toEqual([]);
    });

    it('let go what has not moved for the longest watch: an owned unfinished status unchanged that long expires with its owners', async () => {
      const ttlMs = 60_000;
      const statuses = new SqlStatusStore(db, ttlMs / 1000, clock);
      const owners = new SqlResourceOwners(db, ttlMs / 1000, clock);
      const [abandoned, moving] = [fresh('tx'), fresh('tx')];
      const start = Date.now();
      now = start;
      await advanceOne(statuses, offramp(abandoned, 'pending'));
      await advanceOne(statuses, offramp(moving, 'pending'));
      await owners.grant('fp-abandoned', [abandoned, moving].map((id) => ({ dataSet: 'test' as const, kind: 'offramp' as const, id })));

      // Still watched just within the longest watch.
      now = start + WATCH_AT_MOST_MS - ttlMs;
      await purgeExpired(db, now, ttlMs);
      expect(await statuses.get('test', 'offramp', abandoned)).toMatchObject({ status: 'pending' });
      // The other one moves then: its watch counts from that change.
      await advanceOne(statuses, offramp(moving, 'processing'));

      now = start + WATCH_AT_MOST_MS + ttlMs;
      await purgeExpired(db, now, ttlMs);
      now += ttlMs;
      await purgeExpired(db, now, ttlMs);
      const { rows } = await db.query('SELECT resource_id FROM resource_statuses WHERE resource_id = $1', [abandoned]);
      expect(rows).toEqual([]);
      expect(await owners.isOwner({ dataSet: 'test', kind: 'offramp', id: abandoned }, 'fp-abandoned')).toBe(false);
      expect(await statuses.get('test', 'offramp', moving)).toMatchObject({ status: 'processing' });
      expect(await owners.isOwner({ dataSet: 'test', kind: 'offramp', id: moving }, 'fp-abandoned')).toBe(true);
    });

    it('name the data sets a resource was recorded under, expired rows included', async () => {
      const statuses = new SqlStatusStore(db, 60, clock);
      const id = fresh('tx');
      now = Date.now();
      expect(await store.dataSets.recordedUnder('offramp', id)).toEqual([]);
      await advanceOne(statuses, { ...offramp(id, 'pending'), dataSet: 'live' });
      await store.owners.grant('fp-x', [{ dataSet: 'test', kind: 'offramp', id }]);
      expect((await store.dataSets.recordedUnder('offramp', id)).sort()).toEqual(['live', 'test']);
      expect(await store.dataSets.recordedUnder('esp_transaction', id)).toEqual([]);
    });
  });

  describe('keys\' businesses', () => {
    it('are learnt, and a key taught two businesses belongs to none', async () => {
      const [a, b] = [fresh('fp'), fresh('fp')];
      expect(await store.keyBusinesses.businessOf(a)).toBeUndefined();
      await store.keyBusinesses.learn([a, b], 'biz-1');
      await store.keyBusinesses.learn([a], 'biz-1');
      expect(await store.keyBusinesses.businessOf(a)).toBe('biz-1');
      await store.keyBusinesses.learn([b], 'biz-2');
      expect(await store.keyBusinesses.businessOf(b)).toBeUndefined();
      await store.keyBusinesses.learn([b], 'biz-1');
      expect(await store.keyBusinesses.businessOf(b)).toBeUndefined();
    });

    it('keep the first business of a key in conflict, where its records are', async () => {
      const [a, b, never] = [fresh('fp'), fresh('fp'), fresh('fp')];
      await store.keyBusinesses.learn([a, b], 'biz-1');
      await store.keyBusinesses.learn([b], 'biz-2');
      await store.keyBusinesses.learn([b], 'biz-3');
      expect(await store.keyBusinesses.learntOf(a)).toEqual({ business: 'biz-1', first: 'biz-1' });
      expect(await store.keyBusinesses.learntOf(b)).toEqual({ business: undefined, first: 'biz-1' });
      expect(await store.keyBusinesses.learntOf(never)).toEqual({ business: undefined, first: undefined });
    });
  });

  describe('unrouted webhooks', () => {
    it('are kept once per content, newest first, their body cut to the limit', async () => {
      const digest = fresh('digest');
      const delivery = { event: 'payout_rerouted', eventId: undefined, business: 'biz-9', reason: 'unknown event', digest, body: `{"x":"${'y'.repeat(20_000)}"}` };
      await store.unroutedWebhooks.keep(delivery);
      await store.unroutedWebhooks.keep({ ...delivery, reason: 'again' });
      const kept = (await store.unroutedWebhooks.latest(100)).filter((d) => d.digest === digest);
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({ event: 'payout_rerouted', eventId: undefined, business: 'biz-9', reason: 'unknown event' });
      expect(kept[0]!.body).toHaveLength(16 * 1024);
    });
  });

  describe('resource owners', () => {
    it('answer true only for the fingerprint, data set and resource granted', async () => {
      const id = fresh('tx');
      await store.owners.grant('fp-a', [{ dataSet: 'test', kind: 'offramp', id }]);
      expect(await store.owners.isOwner({ dataSet: 'test', kind: 'offramp', id }, 'fp-a')).toBe(true);
      expect(await store.owners.isOwner({ dataSet: 'test', kind: 'offramp', id }, 'fp-b')).toBe(false);
      expect(await store.owners.isOwner({ dataSet: 'live', kind: 'offramp', id }, 'fp-a')).toBe(false);
      expect(await store.owners.isOwner({ dataSet: 'test', kind: 'brl_ticket', id }, 'fp-a')).toBe(false);
    });

    it('remember every key that saw a resource, and a page of resources in one grant', async () => {
      const id = fresh('cus');
      const page = Array.from({ length: 100 }, () => ({ dataSet: 'test' as const, kind: 'esp_transaction' as const, id: fresh('esp') }));
      await store.owners.grant('fp-a', [{ dataSet: 'test', kind: 'business_customer', id }]);
      await store.owners.grant('fp-b', [{ dataSet: 'test', kind: 'business_customer', id }]);
      await store.owners.grant('fp-a', [...page, page[0]!]);
      expect(await store.owners.isOwner({ dataSet: 'test', kind: 'business_customer', id }, 'fp-a')).toBe(true);
      expect(await store.owners.isOwner({ dataSet: 'test', kind: 'business_customer', id }, 'fp-b')).toBe(true);
      expect(await store.owners.isOwner(page[99]!, 'fp-a')).toBe(true);
      expect((await store.owners.ownersOf({ dataSet: 'test', kind: 'business_customer', id })).sort()).toEqual(['fp-a', 'fp-b']);
    });

    it('expire a grant not renewed within its time to live', async () => {
      const owners = new SqlResourceOwners(db, 60, clock);
      const ref = { dataSet: 'test' as const, kind: 'offramp' as const, id: fresh('tx') };
      now = Date.now();
      await owners.grant('fp-a', [ref]);
      now += 59_000;
      await owners.grant('fp-a', [ref]);
      now += 59_000;
      expect(await owners.isOwner(ref, 'fp-a')).toBe(true);
      now += 1_000;
      expect(await owners.isOwner(ref, 'fp-a')).toBe(false);
    });

    // A listing shown again writes no row while its grants are fresh, on whichever instance it is shown.
    it('keep a grant renewed within a tenth of its time to live as it is, and renew it after, on any instance', async () => {
      const here = new SqlResourceOwners(db, 60, clock);
      const there = new SqlResourceOwners(db, 60, clock);
      const ref = { dataSet: 'test' as const, kind: 'offramp' as const, id: fresh('tx') };
      now = Date.now();
      await here.grant('fp-a', [ref]);
      now += 1_000;
      await there.grant('fp-a', [ref]);
      now += 59_000;
      expect(await here.isOwner(ref, 'fp-a')).toBe(false);
      await there.grant('fp-a', [ref]);
      expect(await here.isOwner(ref, 'fp-a')).toBe(true);
    });

    // A mutation's grant, in its status transaction: nothing to copy for a resource just created,
    // but a webhook that came first wrote an event the key must still be given.
    it('write a grant in a transaction paid when its resource has no event yet, and owing when it has one', async () => {
      const owners = new SqlResourceOwners(db, 60);
      const created = { dataSet: 'test' as const, kind: 'offramp' as const, id: fresh('tx') };
      const announced = { dataSet: 'test' as const, kind: 'offramp' as const, id: fresh('tx') };
      const [change] = await db.transaction((tx) =>
        store.statuses.advance(tx, [{ ...announced, status: 'pending', record: { id: announced.id, status: 'pending' } }]),
      );
      await db.transaction((tx) => store.events.append(tx, [{ change: { ...change!, kind: 'offramp', status: 'pending' }, previousStatus: null, source: 'webhook' }]));
      const owed = await db.transaction((tx) => owners.grantLocked(tx, 'fp-locked', [announced, created]));
      expect(owed).toEqual([announced]);
      expect(await owners.owedTo('fp-locked')).toEqual([announced]);
      expect(await owners.isOwner(created, 'fp-locked')).toBe(true);
      // Granted again while fresh and paid: nothing owed, nothing written.
      expect(await db.transaction((tx) => owners.grantLocked(tx, 'fp-locked', [created]))).toEqual([]);
    });
  });

  describe('webhook de-duplication', () => {
    // Issue 19: a live event was dropped as a duplicate of a test event with the same id.
    it('takes a delivery once within its data set and business, and the same key in another one apart', async () => {
      const key = `id:${fresh('evt')}`;
      const first = (dataSet: 'test' | 'live', business: string) => db.transaction((tx) => store.webhookEvents.firstDelivery(tx, { dataSet, business, key }));
      expect(await first('test', '')).toBe(true);
      expect(await first('live', '')).toBe(true);
      expect(await first('live', 'biz-1')).toBe(true);
      expect(await first('live', 'biz-2')).toBe(true);
      expect(await first('live', 'biz-1')).toBe(false);
      expect(await first('test', '')).toBe(false);
    });

    it('takes an event id once, of many simultaneous deliveries', async () => {
      const id = fresh('evt');
      const results = await Promise.all(Array.from({ length: 10 }, () => db.transaction((tx) => store.webhookEvents.firstDelivery(tx, id))));
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('takes an id again once it expired', async () => {
      const dedupe = new SqlWebhookDedupe(60, clock);
      const id = fresh('evt');
      now = Date.now();
      expect(await db.transaction((tx) => dedupe.firstDelivery(tx, id))).toBe(true);
      now += 59_000;
      expect(await db.transaction((tx) => dedupe.firstDelivery(tx, id))).toBe(false);
      now += 1_000;
      expect(await db.transaction((tx) => dedupe.firstDelivery(tx, id))).toBe(true);
    });
  });

  describe('status outbox', () => {
    const outboxMessage = (n: number): StatusChange => ({
      kind: 'offramp',
      id: `outbox-${n}`,
      dataSet: 'test',
      status: 'pending',
      version: n,
      record: { n },
      updatedAt: '2026-11-23T12:00:00.000Z',
    });

    it('hands out publications in the order they were queued, until each is done', async () => {
      await store.outbox.done((await store.outbox.pending(1000)).map((publication) => publication.id));
      await db.transaction(async (tx) => {
        await store.outbox.enqueue(tx, ['a', 'b'], outboxMessage(1));
        await store.outbox.enqueue(tx, ['a'], outboxMessage(2));
      });
      await expect(
        db.transaction(async (tx) => {
          await store.outbox.enqueue(tx, ['a'], outboxMessage(3));
          throw new Error('rolled back');
        }),
      ).rejects.toThrow();
      const pending = await store.outbox.pending(10);
      expect(pending.map(({ topics, message }) => ({ topics, message }))).toEqual([
        { topics: ['a', 'b'], message: outboxMessage(1) },
        { topics: ['a'], message: outboxMessage(2) },
      ]);
      await store.outbox.done([pending[0]!.id]);
      expect((await store.outbox.pending(10)).map((publication) => publication.message)).toEqual([outboxMessage(2)]);
    });

    // The publisher's own publications, handed over once committed, are not read back.
    it('takes the publications it is told of from what it was told, and reads the others, in the order queued', async () => {
      await store.outbox.done((await store.outbox.pending(1000)).map((publication) => publication.id));
      const queued = await db.transaction(async (tx) => Promise.all([1, 2, 3].map((n) => store.outbox.enqueue(tx, ['a'], outboxMessage(n)))));
      const told = queued[1]!;
      const pending = await store.outbox.pending(10, new Map([[told.id, told]]));
      expect(pending.map((publication) => publication.message)).toEqual([1, 2, 3].map(outboxMessage));
      expect(pending[1]).toBe(told);
      await store.outbox.done(pending.map((publication) => publication.id));
      expect(await store.outbox.pending(10, new Map([[told.id, told]]))).toEqual([]);
    });

    it('removes every publication named as done at once, and only those', async () => {
      await store.outbox.done((await store.outbox.pending(1000)).map((publication) => publication.id));
      await db.transaction(async (tx) => {
        for (const n of [1, 2, 3]) await store.outbox.enqueue(tx, ['a'], outboxMessage(n));
      });
      const [first, second, third] = await store.outbox.pending(10);
      await store.outbox.done([first!.id, third!.id]);
      expect(await store.outbox.pending(10)).toEqual([second]);
      await store.outbox.done([]);
      expect(await store.outbox.pending(10)).toEqual([second]);
    });
  });

  describe('locks', () => {
    it('run one holder of a named lock at a time', async () => {
      let release!: () => void;
      const held = db.withLockIfFree('contract', () => new Promise<string>((resolve) => (release = () => resolve('first'))));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await db.withLockIfFree('contract', async () => 'second')).toBeUndefined();
      release();
      expect(await held).toBe('first');
      expect(await db.withLockIfFree('contract', async () => 'third')).toBe('third');
    });
  });
});

describe('a SQLite file', () => {
  it('keeps idempotency records, statuses and seen webhooks across a restart', async () => {
    const config = tempSqliteStore();
    const before = await openGatewayStore(config);
    await before.idempotency.claim('k', claimOf('a'), DAY);
    await before.db.transaction(async (tx) => {
      await before.webhookEvents.firstDelivery(tx, 'evt-restart');
      await before.statuses.advance(tx, [offramp('tx-restart', 'completed')]);
    });
    await before.close();

    const after = await openGatewayStore(config);
    expect(await after.idempotency.get('k')).toMatchObject({ state: 'in_progress', token: 'a' });
    expect((await after.statuses.get('test', 'offramp', 'tx-restart'))?.status).toBe('completed');
    expect(await after.db.transaction((tx) => after.webhookEvents.firstDelivery(tx, 'evt-restart'))).toBe(false);
    await after.close();
  });
});
