// The watching side of live status: a subscription becomes "current state first, then every
// later change, in order, once" over pub/sub and the event log, both read here and written only
// by the ledger (src/status/ledger/status-ledger.ts). Its collaborators come in through the constructor.

import { LRUCache } from 'lru-cache';
import type { ResourceKind } from '../../domain/state-machines.js';
import type { DataSet } from '../../domain/data-sets.js';
import { keyFingerprint } from '../../platform/key-fingerprint.js';
import type { OwnerGrants } from '../ledger/owner-grants.js';
import type { ResourceOwners } from '../ledger/resource-owners.js';
import type { StatusChange } from '../ledger/status-change.js';
import type { StatusEvent, StatusEventLog } from '../ledger/status-event-log.js';
import type { KeyKeeper } from '../ledger/status-ledger.js';
import { kindTopic, resourceTopic, statusEventsTopic } from '../ledger/topics.js';
import { assertEventsKeptAfter } from './event-cursor-expiry.js';
import type { PubSub } from './pubsub.js';
import { StatusEventStream, type StatusEventFilter } from './status-event-stream.js';
import { transformIterator } from './transform-iterator.js';

/** How many resources a feed subscription remembers the last version of (its de-duplication). */
const FEED_MEMORY = 10_000;
/** How far before a pub/sub loss a catch-up looks: other instances' clocks may run behind this one's. */
const CATCH_UP_MARGIN_MS = 5_000;
/** Events a catch-up reads at a time: it pages on until the log's end. */
const CATCH_UP_PAGE = 500;

/** The ledger's stores the feeds read. */
export interface FeedStores {
  owners: ResourceOwners;
  events: StatusEventLog;
}

/** What the feeds are handed besides their stores and pub/sub; each is built before them. */
export interface StatusFeedsCollaborators {
  /** A resource's last known state, as the ledger has it (StatusLedger.current). */
  current: (dataSet: DataSet, kind: ResourceKind, id: string) => Promise<StatusChange | undefined>;
  /** The owner grants whose owed events a key's event log reader is paid first. */
  grants: Pick<OwnerGrants, 'payOwed'>;
  /** Where the keys of callers waiting on the provider are kept: the reconciler's, none when it is off. */
  keeper?: KeyKeeper | undefined;
  onCatchUpError?: (error: unknown) => void;
}

export class StatusFeeds {
  /** Ownership answers per event (the shared message) and caller fingerprint; see ownedBy. */
  private readonly ownership = new WeakMap<StatusChange, Map<string, Promise<boolean>>>();
  /** This instance's open event log readers: a catch-up wakes them all. */
  private readonly eventStreams = new Set<StatusEventStream>();

  constructor(
    private readonly stores: FeedStores,
    private readonly pubsub: PubSub<StatusChange>,
    private readonly collaborators: StatusFeedsCollaborators,
  ) {
    const onCatchUpError = collaborators.onCatchUpError ?? (() => {});
    pubsub.onResubscribed((lostAt) => void this.catchUp(lostAt).catch(onCatchUpError));
  }

  /**
   * After this instance's subscriptions were lost (Redis restarted, a network cut), hands its
   * subscribers every change accepted since, from the event log, in the order it was accepted: a
   * resource that moved twice meanwhile is delivered both times, not only where it is now. Each
   * subscriber drops what it already had (its versions), so what was published meanwhile arrives
   * once. Every event log reader reads the store once more (it yields only what is after its position).
   */
  async catchUp(lostAt: number): Promise<void> {
    for (const stream of this.eventStreams) stream.nudge();
    const since = lostAt - CATCH_UP_MARGIN_MS;
    for (let after = 0; ; ) {
      const page = await this.stores.events.changedSince(since, after, CATCH_UP_PAGE);
      for (const { change } of page) {
        await this.pubsub.deliverLocally(resourceTopic(change.dataSet, change.kind, change.id), change);
        await this.pubsub.deliverLocally(kindTopic(change.dataSet, change.kind), change);
      }
      if (page.length < CATCH_UP_PAGE) return;
      after = page[page.length - 1]!.position;
    }
  }

  async canRead(apiKey: string, dataSet: DataSet, kind: ResourceKind, id: string): Promise<boolean> {
    return this.stores.owners.isOwner({ dataSet, kind, id }, keyFingerprint(apiKey));
  }

  /**
   * The changes of one resource, starting with its last known state when there is one.
   * Subscribes before reading the snapshot and drops messages not newer than what was
   * already yielded, so nothing published in between (or published twice) is lost or repeated.
   * The subscriber's `apiKey`, when given, is kept for reconciliation while it watches.
   */
  async watch(dataSet: DataSet, kind: ResourceKind, id: string, apiKey?: string): Promise<AsyncIterableIterator<StatusChange>> {
    const messages = this.keptWhileOpen(await this.pubsub.subscribe(resourceTopic(dataSet, kind, id)), apiKey, dataSet);
    let snapshot: StatusChange | undefined;
    try {
      snapshot = await this.collaborators.current(dataSet, kind, id);
    } catch (error) {
      await messages.return?.();
      throw error;
    }
    let lastVersion = snapshot?.version ?? 0;
    return transformIterator(
      messages,
      (message) => {
        if (message.version <= lastVersion) return undefined;
        lastVersion = message.version;
        return message;
      },
      snapshot ? [snapshot] : [],
    );
  }

  /**
   * Every later change of resources of `kind` that `apiKey` may read (no snapshot: there is
   * no single resource to take one of). `accept` narrows further, e.g. by direction. A change
   * not newer than the last one yielded for its resource (published twice) is dropped.
   */
  async watchKind(
    apiKey: string,
    dataSet: DataSet,
    kind: ResourceKind,
    accept: (change: StatusChange) => boolean = () => true,
  ): Promise<AsyncIterableIterator<StatusChange>> {
    const fingerprint = keyFingerprint(apiKey);
    const messages = this.keptWhileOpen(await this.pubsub.subscribe(kindTopic(dataSet, kind)), apiKey, dataSet);
    const lastVersions = new LRUCache<string, number>({ max: FEED_MEMORY });
    return transformIterator(messages, async (change) => {
      if (change.version <= (lastVersions.get(change.id) ?? 0) || !accept(change)) return undefined;
      if (!(await this.ownedBy(change, fingerprint))) return undefined;
      lastVersions.set(change.id, change.version);
      return change;
    });
  }

  /**
   * The event log of what `apiKey` may read, after `after` (a position), else from now on: read
   * from the store, woken by pub/sub. The key is kept for reconciliation while it is open. Like
   * `events`, it first pays what the key's grants still owe it (src/status/ledger/owner-grants.ts).
   */
  async watchEvents(apiKey: string, dataSet: DataSet, after: number | undefined, filter: StatusEventFilter = {}): Promise<AsyncIterableIterator<StatusEvent>> {
    const fingerprint = keyFingerprint(apiKey);
    const wakeUps = this.keptWhileOpen(await this.pubsub.subscribe(statusEventsTopic(dataSet, fingerprint)), apiKey, dataSet);
    try {
      // Before the start is taken: without a cursor, what the key was owed is history, not news.
      await this.collaborators.grants.payOwed(fingerprint);
      const start = after ?? (await this.stores.events.head());
      const stream: StatusEventStream = new StatusEventStream(this.stores.events, { dataSet, fingerprint, after: start, filter }, wakeUps, () =>
        this.eventStreams.delete(stream),
      );
      this.eventStreams.add(stream);
      return stream;
    } catch (error) {
      await wakeUps.return?.();
      throw error;
    }
  }

  /** The event log of what `apiKey` may read, after `after`, oldest first: one page. */
  async events(apiKey: string, dataSet: DataSet, after: number, limit: number, filter: StatusEventFilter = {}): Promise<StatusEvent[]> {
    const fingerprint = keyFingerprint(apiKey);
    await this.collaborators.grants.payOwed(fingerprint);
    return this.stores.events.read({ dataSet, fingerprint, after, limit, ...filter });
  }

  /**
   * Throws EVENT_CURSOR_EXPIRED when the purge may have deleted events after position `after`:
   * called after the read that started from it (src/status/feeds/event-cursor-expiry.ts).
   */
  async assertEventsKeptAfter(after: number): Promise<void> {
    await assertEventsKeptAfter(this.stores.events, after);
  }

  /** The subscription's messages, with `apiKey` kept for reconciliation until the subscription ends. */
  private keptWhileOpen(messages: AsyncIterableIterator<StatusChange>, apiKey: string | undefined, dataSet: DataSet): AsyncIterableIterator<StatusChange> {
    const keeper = this.collaborators.keeper;
    if (apiKey === undefined || keeper === undefined) return messages;
    const release = keeper.keepWhile(apiKey, dataSet);
    return transformIterator(messages, (message) => message, [], release);
  }

  /**
   * Whether the key with `fingerprint` owns the changed resource, asked of the store once per
   * event and caller however many of that caller's feeds receive it: every subscriber on this
   * instance gets the same message object, which keys the answers and lets them go with it.
   */
  private ownedBy(change: StatusChange, fingerprint: string): Promise<boolean> {
    let answers = this.ownership.get(change);
    if (answers === undefined) {
      answers = new Map();
      this.ownership.set(change, answers);
    }
    let answer = answers.get(fingerprint);
    if (answer === undefined) {
      answer = this.stores.owners.isOwner({ dataSet: change.dataSet, kind: change.kind, id: change.id }, fingerprint);
      answers.set(fingerprint, answer);
    }
    return answer;
  }
}
