// A cursor older than the event log keeps, against the real gateway and emulator over both
// backends: once the purge deleted the events after it, `events(after:)` and
// `statusEvents(after:)` answer EVENT_CURSOR_EXPIRED (over HTTP, graphql-ws, SSE and multipart)
// instead of resuming as if nothing were missing; a cursor at or after the purge still resumes.

import { print, type ExecutionResult } from 'graphql';
import { createClient as createSseClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { STATUS_EVENT_RETENTION_MS } from '../../src/status/ledger/status-event-log.js';
import { startGateway, type RunningGateway } from '../../src/server.js';
import { purgeExpired } from '../../src/store/retention.js';
import {
  EventLogDocument,
  LiveSetupOfframpDocument,
  LiveStatusEventsDocument,
  TestMoveOfframpDocument,
  type EventLogQuery,
} from '../generated/graphql.js';
import { errorCodes } from '../gateway/support/harness.js';
import { bothBackends } from '../store/support/databases.js';
import { readEvents, statusesOf, waitForEvents } from './support/event-log.js';
import { execute, gatewayConfig, offrampInput, pointWebhooksAt, startLiveEmulator, subscribe, wsClient } from './support/live-harness.js';

const codesOf = (result: ExecutionResult<unknown> | undefined) => (result?.errors ?? []).map((error) => error.extensions?.code);

describe.each(bothBackends())('a cursor the purge passed (%s)', (_name, storeOf) => {
  let emulator: RunningEmulator;
  let gateway: RunningGateway;
  let key: string;
  /** The cursor of an event the purge deleted, with one before it. */
  let expired: string;
  /** The cursor of the last event the purge deleted: nothing after it is gone. */
  let atThePurge: string;
  let fresh: string;

  async function createOfframp(): Promise<string> {
    const created = await execute(gateway, LiveSetupOfframpDocument, { input: offrampInput() }, key);
    expect(created.createOfframp.userErrors).toEqual([]);
    return created.createOfframp.offramp!.id;
  }

  async function moveOfframp(id: string, status: 'PROCESSING' | 'COMPLETED'): Promise<void> {
    const moved = await execute(gateway, TestMoveOfframpDocument, { input: { id, status } }, key);
    expect(moved.testMoveOfframp.userErrors).toEqual([]);
  }

  async function eventsAfter(after: string, filter: { resourceIds: string[] }): Promise<ExecutionResult<EventLogQuery>> {
    const response = await fetch(gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': key },
      body: JSON.stringify({ query: print(EventLogDocument), variables: { first: 10, after, filter } }),
    });
    return (await response.json()) as ExecutionResult<EventLogQuery>;
  }

  let later: string;

  beforeAll(async () => {
    emulator = await startLiveEmulator();
    gateway = await startGateway(gatewayConfig(emulator.url, {}, storeOf()));
    pointWebhooksAt(emulator, gateway);
    key = emulator.testKey;
    const gone = await createOfframp();
    await moveOfframp(gone, 'PROCESSING');
    const [pending, processing] = await waitForEvents(gateway, key, { resourceIds: [gone] }, 2);
    expired = pending!.cursor;
    // Everything stored so far expires: as the purge would run 30 days from now.
    await purgeExpired(gateway.store.db, Date.now() + STATUS_EVENT_RETENTION_MS + 60_000);
    // The last event stored, so the last one purged.
    atThePurge = processing!.cursor;
    later = await createOfframp();
    const [created] = await waitForEvents(gateway, key, { resourceIds: [later] }, 1);
    fresh = created!.cursor;
    await moveOfframp(later, 'PROCESSING');
    await waitForEvents(gateway, key, { resourceIds: [later] }, 2);
  });

  afterAll(async () => {
    await gateway?.close();
    await emulator?.close();
  });

  it('answers events(after:) with EVENT_CURSOR_EXPIRED, telling the client to start over', async () => {
    const result = await eventsAfter(expired, { resourceIds: [later] });
    expect(codesOf(result)).toEqual(['EVENT_CURSOR_EXPIRED']);
    expect(result.errors?.[0]?.message).toMatch(/start over from events without after/);
    expect(result.data ?? null).toBeNull();
  });

  it('answers statusEvents(after:) over graphql-ws with EVENT_CURSOR_EXPIRED, sending no event', async () => {
    const client = wsClient(gateway, { 'ngnc-sec-key': key });
    try {
      const feed = subscribe(client, LiveStatusEventsDocument, { after: expired, filter: { resourceIds: [later] } });
      const result = await feed.nextResult();
      expect(result?.data ?? null).toBeNull();
      expect(codesOf(result)).toEqual(['EVENT_CURSOR_EXPIRED']);
    } finally {
      await client.dispose();
    }
  });

  it('answers statusEvents(after:) over SSE and multipart with EVENT_CURSOR_EXPIRED', async () => {
    const query = 'subscription ($after: String) { statusEvents(after: $after) { cursor } }';
    const sse = createSseClient({ url: gateway.graphqlUrl, headers: { 'ngnc-sec-key': key }, retryAttempts: 0 });
    try {
      const first = await sse.iterate({ query, variables: { after: expired } }).next();
      expect(codesOf(first.value as ExecutionResult<unknown>)).toEqual(['EVENT_CURSOR_EXPIRED']);
    } finally {
      sse.dispose();
    }
    const response = await fetch(gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'multipart/mixed;subscriptionSpec=1.0', 'ngnc-sec-key': key },
      body: JSON.stringify({ query, variables: { after: expired } }),
    });
    const body = await response.text();
    expect(body).toContain('"code":"EVENT_CURSOR_EXPIRED"');
    expect(body).not.toContain('"cursor"');
  });

  it('resumes from a cursor after the purge, on events and on statusEvents, as before', async () => {
    const page = await eventsAfter(fresh, { resourceIds: [later] });
    expect(page.errors).toBeUndefined();
    expect(statusesOf(page.data!.events.edges)).toEqual([['PENDING', 'PROCESSING']]);
    const client = wsClient(gateway, { 'ngnc-sec-key': key });
    try {
      const feed = subscribe(client, LiveStatusEventsDocument, { after: fresh, filter: { resourceIds: [later] } });
      const replayed = (await feed.next()).statusEvents;
      expect([replayed.resourceId, replayed.previousStatus, replayed.status]).toEqual([later, 'PENDING', 'PROCESSING']);
      await feed.close();
    } finally {
      await client.dispose();
    }
  });

  it('resumes from the log\'s start (the endCursor of a page that found none of the caller\'s events) after the purge, as events without after', async () => {
    const empty = await eventsAfter(fresh, { resourceIds: ['no-such-offramp'] });
    const start = (await fetch(gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': key },
      body: JSON.stringify({ query: print(EventLogDocument), variables: { first: 10, filter: { resourceIds: ['no-such-offramp'] } } }),
    }).then(async (response) => (await response.json()) as ExecutionResult<EventLogQuery>)).data!.events.pageInfo.endCursor;
    expect(empty.data!.events.pageInfo.endCursor).toBe(fresh);
    expect(start).not.toBeNull();
    const page = await eventsAfter(start!, { resourceIds: [later] });
    expect(page.errors).toBeUndefined();
    expect(statusesOf(page.data!.events.edges)).toEqual([[null, 'PENDING'], ['PENDING', 'PROCESSING']]);
  });

  it('resumes from the cursor of the last event purged: nothing after it is gone', async () => {
    expect((await readEvents(gateway, key, { resourceIds: [later] }, atThePurge)).map((edge) => edge.node.status)).toEqual(['PENDING', 'PROCESSING']);
    const client = wsClient(gateway, { 'ngnc-sec-key': key });
    try {
      const feed = subscribe(client, LiveStatusEventsDocument, { after: atThePurge, filter: { resourceIds: [later] } });
      expect((await feed.next()).statusEvents.status).toBe('PENDING');
      await feed.close();
    } finally {
      await client.dispose();
    }
  });

  /**
   * A cursor the purge has not passed yet, and an event after it: the purge then runs while the
   * subscription's first read is under way (it is accepted, then its replay finds the mark moved).
   */
  async function purgedDuringReplay(): Promise<{ cursor: string; id: string; restore: () => void }> {
    const before = await createOfframp();
    const [created] = await waitForEvents(gateway, key, { resourceIds: [before] }, 1);
    const id = await createOfframp();
    await waitForEvents(gateway, key, { resourceIds: [id] }, 1);
    const log = gateway.store.events;
    const read = log.read;
    const restore = () => (log.read = read);
    log.read = async (query) => {
      const events = await read.call(log, query);
      restore();
      await purgeExpired(gateway.store.db, Date.now() + STATUS_EVENT_RETENTION_MS + 60_000);
      return events;
    };
    return { cursor: created!.cursor, id, restore };
  }

  // Last: each purge deletes everything stored so far.
  it('ends a statusEvents replay the purge passed with EVENT_CURSOR_EXPIRED as a result, over graphql-ws, SSE and multipart', async () => {
    const query = 'subscription ($after: String, $filter: StatusEventFilter) { statusEvents(after: $after, filter: $filter) { cursor } }';
    {
      const { cursor, id, restore } = await purgedDuringReplay();
      const client = wsClient(gateway, { 'ngnc-sec-key': key });
      try {
        const feed = subscribe(client, LiveStatusEventsDocument, { after: cursor, filter: { resourceIds: [id] } });
        const result = await feed.nextResult();
        expect(result?.data ?? null).toBeNull();
        expect(codesOf(result)).toEqual(['EVENT_CURSOR_EXPIRED']);
        expect(await feed.nextResult()).toBeUndefined();
      } finally {
        restore();
        await client.dispose();
      }
    }
    {
      const { cursor, id, restore } = await purgedDuringReplay();
      const sse = createSseClient({ url: gateway.graphqlUrl, headers: { 'ngnc-sec-key': key }, retryAttempts: 0 });
      try {
        const results: ExecutionResult<unknown>[] = [];
        for await (const result of sse.iterate({ query, variables: { after: cursor, filter: { resourceIds: [id] } } })) results.push(result as ExecutionResult<unknown>);
        expect(results.map(codesOf)).toEqual([['EVENT_CURSOR_EXPIRED']]);
      } finally {
        restore();
        sse.dispose();
      }
    }
    {
      const { cursor, id, restore } = await purgedDuringReplay();
      try {
        const response = await fetch(gateway.graphqlUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'multipart/mixed;subscriptionSpec=1.0', 'ngnc-sec-key': key },
          body: JSON.stringify({ query, variables: { after: cursor, filter: { resourceIds: [id] } } }),
        });
        const body = await response.text();
        expect(body).toContain('"code":"EVENT_CURSOR_EXPIRED"');
        expect(body).not.toContain('INTERNAL_SERVER_ERROR');
        expect(body).not.toContain('"cursor"');
      } finally {
        restore();
      }
    }
  });
});
