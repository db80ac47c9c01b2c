// The matching rules of unknown outcomes, over a real store (SQLite file): what offers a candidate,
// what settles one, what leaves it unknown, and the caller's decision on a candidate.
// test/safety/unknown-outcomes.test.ts runs them end to end over HTTP.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerGrants } from '../../src/status/ledger/owner-grants.js';
import { readStatusChange } from '../../src/status/ledger/status-change.js';
import type { StatusObservation } from '../../src/status/ingest/webhook-envelope.js';
import { decideCandidate, type CandidateDecision } from '../../src/idempotency/candidate-decisions.js';
import type { EvidenceRule } from '../../src/idempotency/outcome-evidence.js';
import { OutcomeResolver } from '../../src/idempotency/outcome-resolver.js';
import { BusinessDirectory } from '../../src/idempotency/record-scope.js';
import { evidenceRules } from '../../src/resolvers/index.js';
import { openGatewayStore, type GatewayStore } from '../../src/store/gateway-store.js';
import { tempSqliteStore } from './support/databases.js';

const DAY = 24 * 3600_000;
const silent = { info() {}, warn() {} };
let store: GatewayStore;
let grants: OwnerGrants;
let resolver: OutcomeResolver;
/** Keys' businesses as the gateway's records place them: here only what webhooks taught. */
const stores = () => ({ ...store, grants, businesses: new BusinessDirectory(new Map(), store.keyBusinesses) });

beforeAll(async () => {
  store = await openGatewayStore(tempSqliteStore());
  grants = new OwnerGrants(store);
  resolver = new OutcomeResolver(stores(), silent, evidenceRules);
  // What the provider's documented webhooks teach: the key whose outcomes these tests settle is this business's.
  await store.keyBusinesses.learn(['fp-a'], BUSINESS);
});
afterAll(async () => {
  await store?.close();
});

let seq = 0;
const fresh = (label: string) => `${label}-${(seq += 1)}`;
const START = Date.parse('2026-11-23T12:00:00Z');

/** An unknown outcome of an ESP off-ramp by `caller`, its request running from START for 10 s. */
async function unknownPayout(caller: string, account: string, amount = '25.50'): Promise<string> {
  const recordKey = fresh('record');
  await store.idempotency.claim(recordKey, { state: 'in_progress', fingerprint: 'f', token: 't', leaseUntil: START + 60_000 }, DAY);
  await store.idempotency.settle(recordKey, 't', { state: 'unknown_outcome', fingerprint: 'f', message: 'lost' }, DAY);
  await store.unknownOutcomes.add(
    { recordKey, operation: 'createEspOfframp', caller, dataSet: 'test', kind: 'esp_transaction', direction: 'offramp', amount, currency: 'USD', account, windowStart: START - 60_000, windowEnd: START + 70_000 },
    DAY,
  );
  return recordKey;
}

const BUSINESS = 'biz-a';
/** A webhook's observation: it names the business of the key whose outcomes the tests settle. */
const fromWebhook = (o: StatusObservation): StatusObservation => ({ ...o, business: BUSINESS });

const transaction = (id: string, account: string, fields: Record<string, unknown> = {}): StatusObservation => ({
  kind: 'esp_transaction',
  id,
  dataSet: 'test',
  status: 'Pending',
  record: { id, direction: 'offramp', amount: '25.5', currency: 'USD', accountNumber: account, status: 'Pending', createdAt: new Date(START + 2_000).toISOString(), ...fields },
});

/** The resource's first status as the gateway accepted it from a webhook, before anyone owned it: in the event log, given to no key. */
async function acceptedFromWebhook(o: StatusObservation): Promise<void> {
  await store.db.transaction(async (tx) => {
    const [advance] = await store.statuses.advance(tx, [o]);
    const { previousStatus, ...stored } = advance!;
    await store.events.append(tx, [{ change: readStatusChange(stored), previousStatus, source: 'webhook' }]);
  });
}
/** The key's events of the resource after `after`: a cursor taken after the webhook was accepted is past its event. */
const eventsOf = async (fingerprint: string, id: string, after: number) =>
  (await store.events.read({ dataSet: 'test', fingerprint, after, limit: 100, resourceIds: [id] })).map((e) => [e.previousStatus, e.change.status]);

const decide = (recordKey: string, resourceId: string, decision: CandidateDecision, caller = 'fp-a') =>
  decideCandidate({ idempotency: store.idempotency, unknownOutcomes: store.unknownOutcomes, grants }, { recordKey, caller, dataSet: 'test', operation: 'createEspOfframp', resourceId, decision });

describe('settling unknown outcomes', () => {
  // The same key used outside the gateway can make an identical payout in the window: nothing in
  // the record tells them apart, so the match is offered to the caller, never taken as created.
  it('offers a transaction equal in everything (the amount as a number) as a candidate, which the caller’s confirmation settles with its payload', async () => {
    const account = fresh('acct');
    const recordKey = await unknownPayout('fp-a', account);
    const id = fresh('esp');
    await acceptedFromWebhook(transaction(id, account));
    const cursor = await store.events.head();
    await resolver.consider([fromWebhook(transaction(id, account))]);
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'candidate', resourceId: id });
    expect(await eventsOf('fp-a', id, 0)).toEqual([]);
    expect(await store.idempotency.get(recordKey)).toMatchObject({ state: 'unknown_outcome' });
    expect(await store.owners.isOwner({ dataSet: 'test', kind: 'esp_transaction', id }, 'fp-a')).toBe(false);

    expect(await decide(recordKey, id, 'confirm')).toEqual({ ok: true });
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'created', resourceId: id });
    expect(await store.idempotency.get(recordKey)).toMatchObject({ state: 'completed', result: { transaction: { id }, userErrors: [] } });
    expect(await store.owners.isOwner({ dataSet: 'test', kind: 'esp_transaction', id }, 'fp-a')).toBe(true);
    // The caller now owns it, and is given the event accepted before it did.
    expect(await eventsOf('fp-a', id, cursor)).toEqual([[null, 'Pending']]);
    // Idempotent: the same confirmation again answers the same, and gives nothing twice.
    expect(await decide(recordKey, id, 'confirm')).toEqual({ ok: true });
    expect(await eventsOf('fp-a', id, 0)).toEqual([[null, 'Pending']]);
  });

  it('offers nothing from a webhook naming no business, or another business than the key’s', async () => {
    const account = fresh('acct');
    const recordKey = await unknownPayout('fp-a', account);
    await resolver.consider([transaction(fresh('esp'), account)]);
    await resolver.consider([{ ...transaction(fresh('esp'), account), business: 'biz-b' }]);
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'unknown', resourceId: null });
    const id = fresh('esp');
    await resolver.consider([fromWebhook(transaction(id, account))]);
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'candidate', resourceId: id });
  });

  it('settles it at once only when the record proves the request made it', async () => {
    const account = fresh('acct');
    const recordKey = await unknownPayout('fp-a', account);
    const espRule = evidenceRules.get('createEspOfframp')!;
    const proving: EvidenceRule = { ...espRule, provesCreation: (outcome, record) => record.narration === outcome.recordKey };
    const proved = new OutcomeResolver(stores(), silent, new Map([['createEspOfframp', proving]]));
    await proved.consider([fromWebhook(transaction(fresh('esp'), account, { narration: 'someone else' }))]);
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'candidate' });
    const other = await unknownPayout('fp-a', fresh('acct'));
    const id = fresh('esp');
    const { account: otherAccount } = (await store.unknownOutcomes.get(other))!;
    await acceptedFromWebhook(transaction(id, otherAccount, { narration: other }));
    const cursor = await store.events.head();
    await proved.consider([fromWebhook(transaction(id, otherAccount, { narration: other }))]);
    expect(await store.unknownOutcomes.get(other)).toMatchObject({ resolution: 'created', resourceId: id });
    expect(await eventsOf('fp-a', id, cursor)).toEqual([[null, 'Pending']]);
    expect(await store.idempotency.get(other)).toMatchObject({ state: 'completed' });
  });

  it('never offers again a candidate the caller rejected; the next match is offered instead', async () => {
    const account = fresh('acct');
    const recordKey = await unknownPayout('fp-a', account);
    const notOurs = fresh('esp');
    await resolver.consider([transaction(notOurs, account)], 'fp-a');
    expect(await decide(recordKey, notOurs, 'reject')).toEqual({ ok: true });
    expect(await decide(recordKey, notOurs, 'reject')).toEqual({ ok: true });
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'unknown', resourceId: null });
    await resolver.consider([transaction(notOurs, account)], 'fp-a');
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'unknown' });
    expect(await decide(recordKey, notOurs, 'confirm')).toMatchObject({ ok: false });
    const ours = fresh('esp');
    await resolver.consider([transaction(ours, account)], 'fp-a');
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'candidate', resourceId: ours });
  });

  it('refuses a decision on a resource that is not the candidate, or from another caller, and changes nothing', async () => {
    const account = fresh('acct');
    const recordKey = await unknownPayout('fp-a', account);
    const id = fresh('esp');
    await resolver.consider([transaction(id, account)], 'fp-a');
    expect(await decide(recordKey, fresh('esp'), 'confirm')).toMatchObject({ ok: false, reason: expect.stringContaining('not the candidate') });
    expect(await decide(recordKey, fresh('esp'), 'reject')).toMatchObject({ ok: false });
    expect(await decide(recordKey, id, 'confirm', 'fp-b')).toMatchObject({ ok: false });
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'candidate', resourceId: id });
    expect(await store.idempotency.get(recordKey)).toMatchObject({ state: 'unknown_outcome' });
  });

  it('refuses to confirm a candidate another request has since been recorded as creating', async () => {
    const account = fresh('acct');
    const recordKey = await unknownPayout('fp-a', account);
    const id = fresh('esp');
    await resolver.consider([transaction(id, account)], 'fp-a');
    const other = `fp-a:createEspOfframp:${fresh('hash')}`;
    await store.idempotency.claim(other, { state: 'in_progress', fingerprint: 'g', token: 'w', leaseUntil: Date.now() + 60_000 }, DAY);
    await store.idempotency.settle(other, 'w', { state: 'completed', fingerprint: 'g', result: { transaction: { id }, userErrors: [] } }, DAY);
    expect(await decide(recordKey, id, 'confirm')).toMatchObject({ ok: false, reason: expect.stringContaining('another request') });
    expect(await store.idempotency.get(recordKey)).toMatchObject({ state: 'unknown_outcome' });
  });

  it('leaves it unknown for another account, amount, currency, direction, data set, or a creation outside the window', async () => {
    const account = fresh('acct');
    const recordKey = await unknownPayout('fp-a', account);
    await resolver.consider([
      transaction(fresh('esp'), `${account}0`),
      transaction(fresh('esp'), account, { amount: '25.51' }),
      transaction(fresh('esp'), account, { currency: 'EUR' }),
      transaction(fresh('esp'), account, { direction: 'onramp' }),
      { ...transaction(fresh('esp'), account), dataSet: 'live' },
      transaction(fresh('esp'), account, { createdAt: new Date(START + 71_000).toISOString() }),
    ]);
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'unknown' });
  });

  it('never takes from a webhook a transaction another key owns, nor from a listing one of another caller’s', async () => {
    const account = fresh('acct');
    const recordKey = await unknownPayout('fp-a', account);
    const theirs = fresh('esp');
    await store.owners.grant('fp-b', [{ dataSet: 'test', kind: 'esp_transaction', id: theirs }]);
    await resolver.consider([fromWebhook(transaction(theirs, account))]);
    await resolver.consider([transaction(fresh('esp'), account)], 'fp-b');
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'unknown' });
  });

  // The creator's ownership is recorded only after the provider answered it and its result was
  // stored, while the provider's creation webhook may arrive first: a webhook then cannot tell the
  // creator's transaction from the unknown one. Settling it would hand the victim another
  // caller's transaction (and its status) and tell them a payout was made that never was.
  it('never takes from a webhook a transaction another request of the operation is creating right now', async () => {
    const account = fresh('acct');
    const recordKey = await unknownPayout('fp-a', account);
    const theirs = fresh('esp');
    const inFlight = `fp-b:createEspOfframp:${fresh('hash')}`;
    await store.idempotency.claim(inFlight, { state: 'in_progress', fingerprint: 'g', token: 'u', leaseUntil: Date.now() + 60_000 }, DAY);
    await resolver.consider([fromWebhook(transaction(theirs, account))]);
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'unknown' });
    expect(await store.idempotency.get(recordKey)).toMatchObject({ state: 'unknown_outcome' });
    expect(await store.owners.isOwner({ dataSet: 'test', kind: 'esp_transaction', id: theirs }, 'fp-a')).toBe(false);
    await store.idempotency.settle(inFlight, 'u', { state: 'refused', fingerprint: 'g', message: 'no' }, DAY);
  });

  it('never takes from a webhook a transaction whose creation is recorded for another request before its owner is', async () => {
    const account = fresh('acct');
    const recordKey = await unknownPayout('fp-a', account);
    const theirs = fresh('esp');
    const done = `fp-b:createEspOfframp:${fresh('hash')}`;
    await store.idempotency.claim(done, { state: 'in_progress', fingerprint: 'g', token: 'u', leaseUntil: Date.now() + 60_000 }, DAY);
    await store.idempotency.settle(done, 'u', { state: 'completed', fingerprint: 'g', result: { transaction: { id: theirs }, userErrors: [] } }, DAY);
    await resolver.consider([fromWebhook(transaction(theirs, account))]);
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'unknown' });
    expect(await store.owners.isOwner({ dataSet: 'test', kind: 'esp_transaction', id: theirs }, 'fp-a')).toBe(false);
    // A later webhook of a transaction no request of the gateway made is still offered as its candidate.
    const ours = fresh('esp');
    await resolver.consider([fromWebhook(transaction(ours, account))]);
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'candidate', resourceId: ours });
  });

  // Told OUTCOME_UNKNOWN, a client checks its listing, finds nothing and creates it again under a new
  // key, as the docs say; that new transaction, alike in everything and inside the first window,
  // is the second request's, not evidence that the first one was created.
  it('never takes from the caller’s listing a transaction another of its requests created', async () => {
    const account = fresh('acct');
    const recordKey = await unknownPayout('fp-a', account);
    const again = fresh('esp');
    const second = `fp-a:createEspOfframp:${fresh('hash')}`;
    await store.idempotency.claim(second, { state: 'in_progress', fingerprint: 'g', token: 'v', leaseUntil: Date.now() + 60_000 }, DAY);
    await store.idempotency.settle(second, 'v', { state: 'completed', fingerprint: 'g', result: { transaction: { id: again }, userErrors: [] } }, DAY);
    await store.owners.grant('fp-a', [{ dataSet: 'test', kind: 'esp_transaction', id: again }]);
    await resolver.consider([transaction(again, account)], 'fp-a');
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'unknown' });
    expect(await store.idempotency.get(recordKey)).toMatchObject({ state: 'unknown_outcome' });
  });

  it('marks every request a transaction matches ambiguous when it matches more than one', async () => {
    const account = fresh('acct');
    const first = await unknownPayout('fp-a', account);
    const second = await unknownPayout('fp-a', account);
    await resolver.consider([transaction(fresh('esp'), account)], 'fp-a');
    expect(await store.unknownOutcomes.get(first)).toMatchObject({ resolution: 'ambiguous' });
    expect(await store.unknownOutcomes.get(second)).toMatchObject({ resolution: 'ambiguous' });
    expect(await store.idempotency.get(first)).toMatchObject({ state: 'unknown_outcome' });
  });
});

describe('settling the unknown outcome of a transaction hash', () => {
  /** An unknown submitOfframpTransactionHash of `caller` for the off-ramp `offrampId`. */
  async function unknownProof(caller: string, offrampId: string): Promise<string> {
    const recordKey = fresh('proof');
    await store.idempotency.claim(recordKey, { state: 'in_progress', fingerprint: 'f', token: 't', leaseUntil: START + 60_000 }, DAY);
    await store.idempotency.settle(recordKey, 't', { state: 'unknown_outcome', fingerprint: 'f', message: 'lost' }, DAY);
    const criteria = evidenceRules.get('submitOfframpTransactionHash')!.criteria({ offrampId, transactionHash: `0x${'ab'.repeat(32)}` })!;
    await store.unknownOutcomes.add(
      { ...criteria, recordKey, operation: 'submitOfframpTransactionHash', caller, dataSet: 'test', windowStart: START - 60_000, windowEnd: START + 70_000 },
      DAY,
    );
    return recordKey;
  }

  const offramp = (id: string, status: string): StatusObservation => ({
    kind: 'offramp',
    id,
    dataSet: 'test',
    status,
    record: { id, amount: '100', currency: 'USD', stablecoin: 'USDC', network: 'ETHEREUM', status, createdAt: new Date(START).toISOString() },
  });

  it('settles it as its off-ramp once that is seen past PENDING, from any report, only while the off-ramp is the caller’s', async () => {
    const id = fresh('otc');
    await store.owners.grant('fp-a', [{ dataSet: 'test', kind: 'offramp', id }]);
    const recordKey = await unknownProof('fp-a', id);
    // Still pending, or failed (which may come straight from pending): nothing is proven.
    await resolver.consider([offramp(id, 'pending'), offramp(id, 'failed')]);
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'unknown' });

    // A request whose instance stopped before its checks ran may name an off-ramp that is not the caller's.
    const theirs = fresh('otc');
    await store.owners.grant('fp-b', [{ dataSet: 'test', kind: 'offramp', id: theirs }]);
    const stray = await unknownProof('fp-a', theirs);
    await resolver.consider([offramp(theirs, 'processing')]);
    expect(await store.unknownOutcomes.get(stray)).toMatchObject({ resolution: 'unknown' });
    expect(await store.idempotency.get(stray)).toMatchObject({ state: 'unknown_outcome' });

    // A webhook naming no business is enough: the off-ramp is named by id, and is the caller's.
    await resolver.consider([offramp(id, 'processing')]);
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'created', resourceId: id });
    expect(await store.idempotency.get(recordKey)).toMatchObject({ state: 'completed', result: { offramp: { id, status: 'processing' }, userErrors: [] } });
  });
});
