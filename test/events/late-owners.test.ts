// A key that becomes an owner of a resource after some of its events were written, over real HTTP
// and graphql-ws against the real emulator: its statusEvents subscription, opened with a cursor
// already past those events, receives one event with the resource's current status (a copy, at
// a new position after its cursor), once, not the resource's earlier history, and Query.events agrees. Two ways it happens: the provider's webhook is accepted before the
// creating mutation's answer recorded the key as owner; a second key of the same business lists
// a transaction the first one created and moved.

import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import {
  LiveSetupEspListingDocument,
  LiveSetupEspOnrampDocument,
  LiveSetupOfframpDocument,
  LiveStatusEventsDocument,
  TestMoveEspTransactionDocument,
  type LiveStatusEventsSubscription,
} from '../generated/graphql.js';
import { readEvents, waitForEvents } from './support/event-log.js';
import { eventually, execute, forceTransition, gatewayConfig, offrampInput, pointWebhooksAt, startLiveEmulator, subscribe, wsClient } from './support/live-harness.js';
import { EMULATOR_KEYS } from '../support/emulator-profile.js';
import { keyFingerprint } from '../../src/platform/key-fingerprint.js';
import { HoldingProxy } from './support/holding-proxy.js';

type Received = LiveStatusEventsSubscription['statusEvents'];
const summary = (event: Received) => [event.resourceId, event.previousStatus, event.status];

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function client(gateway: RunningGateway, key: string): Client {
  const c = wsClient(gateway, { 'ngnc-sec-key': key });
  cleanups.push(async () => c.dispose());
  return c;
}

async function createOfframp(gateway: RunningGateway, key: string): Promise<string> {
  const created = await execute(gateway, LiveSetupOfframpDocument, { input: offrampInput() }, key);
  expect(created.createOfframp.userErrors).toEqual([]);
  return created.createOfframp.offramp!.id;
}

async function createEspOnramp(gateway: RunningGateway, key: string): Promise<string> {
  const created = await execute(
    gateway,
    LiveSetupEspOnrampDocument,
    { input: { currency: 'USD', amount: '75.00', bankName: 'Chase', accountNumber: '000111222', espAccount: { emailAddress: 'late@esp.example' } } },
    key,
  );
  expect(created.createEspOnramp.userErrors).toEqual([]);
  return created.createEspOnramp.transaction!.id;
}

/** The cursor of the key's last event: a subscription opened with it starts after everything so far. */
async function lastCursor(gateway: RunningGateway, key: string): Promise<string> {
  const own = await createOfframp(gateway, key);
  const [edge] = await waitForEvents(gateway, key, { resourceIds: [own] }, 1);
  return edge!.cursor;
}

describe('a webhook accepted before the creating mutation recorded its owner', () => {
  let emulator: RunningEmulator;
  let proxy: HoldingProxy;
  let gateway: RunningGateway;

  beforeAll(async () => {
    emulator = await startLiveEmulator();
    proxy = new HoldingProxy(emulator.url, '/otc/offramp');
    // The held answer must not reach the gateway's upstream timeout, however slow the machine.
    gateway = await startGateway({ ...gatewayConfig(await proxy.start()), upstreamTimeoutMs: 30_000 });
    pointWebhooksAt(emulator, gateway);
  });
  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
    await emulator?.close();
  });

  it('reaches the creator\'s statusEvents once, after its cursor, though its cursor passed the event before the creation was answered', async () => {
    const key = emulator.testKey;
    const feed = subscribe(client(gateway, key), LiveStatusEventsDocument, { after: await lastCursor(gateway, key), filter: { kinds: ['OFFRAMP'] } });

    // The provider created the off-ramp; its answer is held while the off-ramp moves and the webhook is accepted.
    const answer = proxy.holdNextCreation();
    const creating = execute(gateway, LiveSetupOfframpDocument, { input: offrampInput() }, key);
    const id = (JSON.parse(await answer) as { data?: { transaction_id?: string }; transaction_id?: string }).data?.transaction_id;
    expect(id).toEqual(expect.any(String));
    await forceTransition(emulator, 'offramp', id!, 'processing');
    await eventually(async () => ((await gateway.store.statuses.get('test', 'offramp', id!))?.status.toLowerCase() === 'processing' ? true : undefined), 'the webhook accepted');

    // The key's cursor moves past that event: another off-ramp of its own, delivered first.
    const other = await createOfframp(gateway, key);
    expect(summary((await feed.next()).statusEvents)).toEqual([other, null, 'PENDING']);

    proxy.release();
    const created = await creating;
    expect(created.createOfframp.offramp?.id).toBe(id);
    // Then another event of the key's: whatever was owed arrives before it, and only once.
    const sentinel = await createOfframp(gateway, key);
    const owed = (await feed.next()).statusEvents;
    expect(summary(owed)).toEqual([id, null, 'PROCESSING']);
    expect(summary((await feed.next()).statusEvents)).toEqual([sentinel, null, 'PENDING']);
    // Query.events tells the same: the event once, at the position the subscription delivered it.
    expect((await readEvents(gateway, key, { resourceIds: [id!] })).map((edge) => edge.cursor)).toEqual([owed.cursor]);
    await feed.close();
  });
});

describe('a second key of the business listing a transaction the first one created', () => {
  let emulator: RunningEmulator;
  let gateway: RunningGateway;
  let first: string;
  let second: string;

  beforeAll(async () => {
    // A business may hold several keys (one being rotated in): the second is the same business's, in the same data set.
    first = EMULATOR_KEYS.test;
    second = `${first}2`;
    emulator = await startLiveEmulator({ testKey: first, moreTestKeys: [second] });
    gateway = await startGateway(gatewayConfig(emulator.url));
    pointWebhooksAt(emulator, gateway);
  });
  afterAll(async () => {
    await gateway?.close();
    await emulator?.close();
  });

  it('delivers the transaction\'s current status, not its history, to the second key\'s statusEvents once when its listing discovers it', async () => {
    const id = await createEspOnramp(gateway, first);
    const moved = await execute(gateway, TestMoveEspTransactionDocument, { input: { id, status: 'COMPLETED' } }, first);
    expect(moved.testMoveEspTransaction.userErrors).toEqual([]);
    const theirs = await waitForEvents(gateway, first, { resourceIds: [id] }, 2);

    // The second key's cursor is past both events before it ever saw the transaction.
    const feed = subscribe(client(gateway, second), LiveStatusEventsDocument, { after: await lastCursor(gateway, second), filter: { kinds: ['ESP_TRANSACTION'] } });
    expect(await readEvents(gateway, second, { resourceIds: [id] })).toEqual([]);

    const listing = await execute(gateway, LiveSetupEspListingDocument, {}, second);
    expect(listing.espTransactions.edges.map((edge) => edge.node.id)).toContain(id);
    // Then an event of the key's own: what the listing owed it comes before, and only once: the
    // transaction where it is now (the event that brought it there), not its PENDING again.
    const own = await createEspOnramp(gateway, second);
    const delivered: Received[] = [];
    for (const expected of [
      [id, 'PENDING', 'COMPLETED'],
      [own, null, 'PENDING'],
    ]) {
      delivered.push((await feed.next()).statusEvents);
      expect(summary(delivered.at(-1)!)).toEqual(expected);
    }
    expect(delivered[0]!.occurredAt).toEqual(theirs[1]!.node.occurredAt);
    expect(delivered.map((event) => event.cursor)).not.toContain(theirs[1]!.cursor);

    // Listed again: nothing more. The next event delivered is the next one of the key's own.
    await execute(gateway, LiveSetupEspListingDocument, {}, second);
    const next = await createEspOnramp(gateway, second);
    expect(summary((await feed.next()).statusEvents)).toEqual([next, null, 'PENDING']);
    expect((await readEvents(gateway, second, { resourceIds: [id] })).map((edge) => edge.cursor)).toEqual([delivered[0]!.cursor]);
    // The first key's log is as it was: the copies are the second key's alone.
    expect((await readEvents(gateway, first, { resourceIds: [id] })).map((edge) => edge.cursor)).toEqual(theirs.map((edge) => edge.cursor));
    await feed.close();
  });

  // The grant is committed before the status transaction that pays it: an instance stopping in
  // between leaves it owed, and an owed grant is given none of its resource's events until paid.
  it('gives the second key a grant\'s current status when it next reads, if the instance that granted stopped before paying it', async () => {
    const id = await createEspOnramp(gateway, first);
    const cursor = await lastCursor(gateway, second);
    // The grant alone, as OwnerGrants.record makes it, and no payment.
    await gateway.store.owners.grant(keyFingerprint(second), [{ dataSet: 'test', kind: 'esp_transaction', id }]);
    const moved = await execute(gateway, TestMoveEspTransactionDocument, { input: { id, status: 'COMPLETED' } }, first);
    expect(moved.testMoveEspTransaction.userErrors).toEqual([]);
    await waitForEvents(gateway, first, { resourceIds: [id] }, 2);

    // Unpaid, the key would be given nothing of the transaction, and this would wait for good.
    const feed = subscribe(client(gateway, second), LiveStatusEventsDocument, { after: cursor, filter: { kinds: ['ESP_TRANSACTION'] } });
    const delivered = (await feed.next()).statusEvents;
    expect(summary(delivered)).toEqual([id, 'PENDING', 'COMPLETED']);
    // And nothing twice, nor the PENDING before it: the next event is the key's own.
    const own = await createEspOnramp(gateway, second);
    expect(summary((await feed.next()).statusEvents)).toEqual([own, null, 'PENDING']);
    expect((await readEvents(gateway, second, { resourceIds: [id] })).map((edge) => edge.cursor)).toEqual([delivered.cursor]);
    await feed.close();
  });
});
