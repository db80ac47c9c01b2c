// The event log over HTTP against the real emulator: every accepted status change of a caller's
// resources, oldest first, paged with first/after, filtered, and scoped to the caller's key and data
// set; malformed and foreign cursors are the caller's mistake.

import { print, type ExecutionResult } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import {
  EventLogDocument,
  LiveSetupEspOnrampDocument,
  LiveSetupOfframpDocument,
  TestMoveEspTransactionDocument,
  TestMoveOfframpDocument,
  type EventLogQuery,
} from '../generated/graphql.js';
import { dataOf, errorCodes } from '../gateway/support/harness.js';
import { execute, gatewayConfig, offrampInput, pointWebhooksAt, startLiveEmulator } from './support/live-harness.js';
import { useLivePair } from './support/live-pair.js';
import { statusesOf, waitForEvents } from './support/event-log.js';
import { EMULATOR_KEYS } from '../support/emulator-profile.js';

const pair = useLivePair();

async function post<TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, variables: TVariables, key: string): Promise<ExecutionResult<TResult>> {
  const response = await fetch(pair.gateway.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ngnc-sec-key': key },
    body: JSON.stringify({ query: print(document), variables }),
  });
  return (await response.json()) as ExecutionResult<TResult>;
}

async function completedOfframp(): Promise<string> {
  const created = await execute(pair.gateway, LiveSetupOfframpDocument, { input: offrampInput() }, pair.testKey);
  const id = created.createOfframp.offramp!.id;
  for (const status of ['PROCESSING', 'COMPLETED'] as const) {
    const moved = await execute(pair.gateway, TestMoveOfframpDocument, { input: { id, status } }, pair.testKey);
    expect(moved.testMoveOfframp.userErrors).toEqual([]);
  }
  return id;
}

describe('Query.events', () => {
  it('lists every status an off-ramp went through, oldest first, with the status before each, each event its own identity', async () => {
    const id = await completedOfframp();
    const events = await waitForEvents(pair.gateway, pair.testKey, { resourceIds: [id] }, 3);
    expect(statusesOf(events)).toEqual([
      [null, 'PENDING'],
      ['PENDING', 'PROCESSING'],
      ['PROCESSING', 'COMPLETED'],
    ]);
    expect(events.map((event) => event.node.kind)).toEqual(['OFFRAMP', 'OFFRAMP', 'OFFRAMP']);
    expect(events.map((event) => event.node.resourceId)).toEqual([id, id, id]);
    for (const event of events) expect([event.node.id, event.node.cursor]).toEqual([event.cursor, event.cursor]);
    const times = events.map((event) => Date.parse(event.node.occurredAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('lists an ESP transaction\'s changes as ESP_TRANSACTION events', async () => {
    const created = await execute(
      pair.gateway,
      LiveSetupEspOnrampDocument,
      { input: { currency: 'USD', amount: '75.00', bankName: 'Chase', accountNumber: '000111222', espAccount: { emailAddress: 'log@esp.example' } } },
      pair.testKey,
    );
    const id = created.createEspOnramp.transaction!.id;
    const moved = await execute(pair.gateway, TestMoveEspTransactionDocument, { input: { id, status: 'COMPLETED' } }, pair.testKey);
    expect(moved.testMoveEspTransaction.userErrors).toEqual([]);
    const events = await waitForEvents(pair.gateway, pair.testKey, { kinds: ['ESP_TRANSACTION'], resourceIds: [id] }, 2);
    expect(statusesOf(events)).toEqual([
      [null, 'PENDING'],
      ['PENDING', 'COMPLETED'],
    ]);
    expect(events.map((event) => event.node.resourceId)).toEqual([id, id]);
  });

  it('pages forward with first and after, each event once, and says when more follow', async () => {
    const id = await completedOfframp();
    const all = await waitForEvents(pair.gateway, pair.testKey, { resourceIds: [id] }, 3);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: EventLogQuery['events'] = dataOf(await post(EventLogDocument, { first: 2, after, filter: { resourceIds: [id] } }, pair.testKey)).events;
      seen.push(...page.edges.map((edge) => edge.cursor));
      expect(page.pageInfo.hasPreviousPage).toBe(false);
      if (!page.pageInfo.hasNextPage) break;
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)!.cursor);
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(all.map((event) => event.cursor));
    const rest = dataOf(await post(EventLogDocument, { first: 10, after: all[0]!.cursor, filter: { resourceIds: [id] } }, pair.testKey)).events;
    expect(rest.edges.map((edge) => edge.cursor)).toEqual(all.slice(1).map((event) => event.cursor));
  });

  it('answers `first: 0` with whether events follow, and the same place to continue from', async () => {
    const id = await completedOfframp();
    const all = await waitForEvents(pair.gateway, pair.testKey, { resourceIds: [id] }, 3);
    const page = (after: string | null) => post(EventLogDocument, { first: 0, after, filter: { resourceIds: [id] } }, pair.testKey).then((result) => dataOf(result).events);

    const fromStart = await page(null);
    expect(fromStart.edges).toEqual([]);
    expect(fromStart.pageInfo.hasNextPage).toBe(true);
    expect(statusesOf((await post(EventLogDocument, { first: 5, after: fromStart.pageInfo.endCursor, filter: { resourceIds: [id] } }, pair.testKey).then((result) => dataOf(result).events)).edges)).toEqual(statusesOf(all));
    const beforeLast = await page(all[1]!.cursor);
    expect(beforeLast.edges).toEqual([]);
    expect(beforeLast.pageInfo).toMatchObject({ hasNextPage: true, endCursor: all[1]!.cursor });
    const atEnd = await page(all[2]!.cursor);
    expect(atEnd.pageInfo.hasNextPage).toBe(false);
    expect(atEnd.pageInfo.endCursor).not.toBeNull();
  });

  it('gives a page past the last event a cursor to continue from, so a poller needs no cursor of its own', async () => {
    const created = await execute(pair.gateway, LiveSetupOfframpDocument, { input: offrampInput() }, pair.testKey);
    const id = created.createOfframp.offramp!.id;
    const [pending] = await waitForEvents(pair.gateway, pair.testKey, { resourceIds: [id] }, 1);
    // Another resource's events move the log on meanwhile.
    await completedOfframp();

    const pastEnd = dataOf(await post(EventLogDocument, { first: 5, after: pending!.cursor, filter: { resourceIds: [id] } }, pair.testKey)).events;
    expect(pastEnd.edges).toEqual([]);
    expect(pastEnd.pageInfo.hasNextPage).toBe(false);
    expect(pastEnd.pageInfo.endCursor).not.toBeNull();

    for (const status of ['PROCESSING', 'COMPLETED'] as const) {
      expect((await execute(pair.gateway, TestMoveOfframpDocument, { input: { id, status } }, pair.testKey)).testMoveOfframp.userErrors).toEqual([]);
    }
    await waitForEvents(pair.gateway, pair.testKey, { resourceIds: [id] }, 3);
    const next = dataOf(await post(EventLogDocument, { first: 5, after: pastEnd.pageInfo.endCursor, filter: { resourceIds: [id] } }, pair.testKey)).events;
    expect(statusesOf(next.edges)).toEqual([
      ['PENDING', 'PROCESSING'],
      ['PROCESSING', 'COMPLETED'],
    ]);
    expect(next.pageInfo.endCursor).toBe(next.edges.at(-1)!.cursor);
  });

  it('filters by kind and by resource', async () => {
    const first = await completedOfframp();
    const second = await completedOfframp();
    const both = await waitForEvents(pair.gateway, pair.testKey, { resourceIds: [first, second] }, 6);
    expect(new Set(both.map((event) => event.node.resourceId))).toEqual(new Set([first, second]));
    const offramps = dataOf(await post(EventLogDocument, { first: 100, filter: { kinds: ['OFFRAMP'], resourceIds: [first] } }, pair.testKey)).events;
    expect(offramps.edges).toHaveLength(3);
    const tickets = dataOf(await post(EventLogDocument, { first: 100, filter: { kinds: ['BRL_TICKET'], resourceIds: [first] } }, pair.testKey)).events;
    expect(tickets.edges).toEqual([]);
  });

  it('shows nothing of a key\'s resources to a key of another data set, and refuses its cursors there', async () => {
    const id = await completedOfframp();
    const mine = await waitForEvents(pair.gateway, pair.testKey, { resourceIds: [id] }, 3);
    const theirs = dataOf(await post(EventLogDocument, { first: 100, filter: { resourceIds: [id] } }, pair.emulator.liveKey)).events;
    expect(theirs.edges).toEqual([]);
    const everything = dataOf(await post(EventLogDocument, { first: 100 }, pair.emulator.liveKey)).events;
    expect(everything.edges.map((edge) => edge.node.resourceId)).not.toContain(id);
    const foreign = await post(EventLogDocument, { first: 1, after: mine[0]!.cursor }, pair.emulator.liveKey);
    expect(errorCodes(foreign)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses a cursor that is not one of the log, and a page larger than the largest', async () => {
    for (const after of ['not-a-cursor', Buffer.from('status-event:1:test:-1').toString('base64url'), '']) {
      expect(errorCodes(await post(EventLogDocument, { first: 1, after }, pair.testKey))).toEqual(['BAD_USER_INPUT']);
    }
    expect(errorCodes(await post(EventLogDocument, { first: 101 }, pair.testKey))).toEqual(['BAD_USER_INPUT']);
  });
});

describe('a poller\'s cursor beside another key\'s events', () => {
  let sharedEmulator: RunningEmulator;
  let sharedGateway: RunningGateway;
  let mine: string;
  let theirs: string;

  beforeAll(async () => {
    // Two keys the log keeps apart (each owns what it created); the second is a key of the same
    // business only because the emulator seeds one, the log itself knows no businesses.
    theirs = EMULATOR_KEYS.test;
    mine = `${theirs}2`;
    sharedEmulator = await startLiveEmulator({ testKey: theirs, moreTestKeys: [mine] });
    sharedGateway = await startGateway(gatewayConfig(sharedEmulator.url));
    pointWebhooksAt(sharedEmulator, sharedGateway);
  });

  afterAll(async () => {
    await sharedGateway?.close();
    await sharedEmulator?.close();
  });

  const pageInfoOf = async (key: string, after: string | null) => {
    const response = await fetch(sharedGateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': key },
      body: JSON.stringify({ query: print(EventLogDocument), variables: { first: 5, after } }),
    });
    const { events } = dataOf((await response.json()) as ExecutionResult<EventLogQuery>);
    return { edges: events.edges.length, pageInfo: events.pageInfo };
  };

  async function theirCompletedOfframp(): Promise<void> {
    const created = await execute(sharedGateway, LiveSetupOfframpDocument, { input: offrampInput() }, theirs);
    const id = created.createOfframp.offramp!.id;
    for (const status of ['PROCESSING', 'COMPLETED'] as const) {
      expect((await execute(sharedGateway, TestMoveOfframpDocument, { input: { id, status } }, theirs)).testMoveOfframp.userErrors).toEqual([]);
    }
    await waitForEvents(sharedGateway, theirs, { resourceIds: [id] }, 3);
  }

  it('shows nothing of how many events other keys had: the page past the end answers the same before and after they move', async () => {
    const nothingYet = await pageInfoOf(mine, null);
    await theirCompletedOfframp();
    expect(await pageInfoOf(mine, null)).toEqual(nothingYet);
    expect(nothingYet).toMatchObject({ edges: 0, pageInfo: { hasNextPage: false } });

    const created = await execute(sharedGateway, LiveSetupOfframpDocument, { input: offrampInput() }, mine);
    const [own] = await waitForEvents(sharedGateway, mine, { resourceIds: [created.createOfframp.offramp!.id] }, 1);
    // Before its first event a caller is handed the log's start, so a poller or a resumed stream
    // that starts from it misses none of the events that come after.
    expect(nothingYet.pageInfo.endCursor).not.toBeNull();
    expect(await pageInfoOf(mine, nothingYet.pageInfo.endCursor)).toEqual({ edges: 1, pageInfo: expect.objectContaining({ endCursor: own!.cursor }) });
    const pastEnd = await pageInfoOf(mine, own!.cursor);
    await theirCompletedOfframp();
    expect(await pageInfoOf(mine, own!.cursor)).toEqual(pastEnd);
    // Where to continue is the caller's own last cursor, and continuing from it loses nothing.
    expect(pastEnd).toEqual({ edges: 0, pageInfo: expect.objectContaining({ hasNextPage: false, endCursor: own!.cursor }) });
  });
});
