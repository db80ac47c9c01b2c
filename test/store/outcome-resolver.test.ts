// The matching rules of unknown outcomes, over a real store (SQLite file): what settles one, what
// leaves it unknown. test/safety/unknown-outcomes.test.ts runs them end to end over HTTP.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatusObservation } from '../../src/events/webhook-envelope.js';
import { OutcomeResolver } from '../../src/idempotency/outcome-resolver.js';
import { evidenceRules } from '../../src/modules/index.js';
import { openGatewayStore, type GatewayStore } from '../../src/store/gateway-store.js';
import { tempSqliteStore } from './support/databases.js';

const DAY = 24 * 3600_000;
const silent = { info() {}, warn() {} };
let store: GatewayStore;
let resolver: OutcomeResolver;

beforeAll(async () => {
  store = await openGatewayStore(tempSqliteStore());
  resolver = new OutcomeResolver(store, silent, evidenceRules);
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

const transaction = (id: string, account: string, fields: Record<string, unknown> = {}): StatusObservation => ({
  kind: 'esp_transaction',
  id,
  dataSet: 'test',
  status: 'Pending',
  record: { id, direction: 'offramp', amount: '25.5', currency: 'USD', accountNumber: account, status: 'Pending', createdAt: new Date(START + 2_000).toISOString(), ...fields },
});

describe('settling unknown outcomes', () => {
  it('takes a transaction equal in everything (the amount as a number) as the one created, and records its payload', async () => {
    const account = fresh('acct');
    const recordKey = await unknownPayout('fp-a', account);
    const id = fresh('esp');
    await resolver.consider([transaction(id, account)]);
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'created', resourceId: id });
    expect(await store.idempotency.get(recordKey)).toMatchObject({ state: 'completed', result: { transaction: { id }, userErrors: [] } });
    expect(await store.owners.isOwner({ dataSet: 'test', kind: 'esp_transaction', id }, 'fp-a')).toBe(true);
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
    await resolver.consider([transaction(theirs, account)]);
    await resolver.consider([transaction(fresh('esp'), account)], 'fp-b');
    expect(await store.unknownOutcomes.get(recordKey)).toMatchObject({ resolution: 'unknown' });
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
