// Live status as the rest of the gateway sees it: observations go to the ledger (its one writer,
// src/status/ledger/status-ledger.ts), and a subscription becomes "current state first, then
// every later change, in order, once" over the feeds' pub/sub and event log readers. Its
// collaborators come in through the constructor.

import { LRUCache } from 'lru-cache';
import type { ResourceKind } from '../domain/state-machines.js';
import type { DataSet } from '../domain/data-sets.js';
import { keyFingerprint } from '../platform/key-fingerprint.js';
import { assertEventsKeptAfter } from './feeds/event-cursor-expiry.js';
import type { OutboxPublisher } from './feeds/outbox-publisher.js';
import type { PubSub } from './feeds/pubsub.js';
import { StatusEventStream, type StatusEventFilter } from './feeds/status-event-stream.js';
import { transformIterator } from './feeds/transform-iterator.js';
import { OwnerGrants } from './ledger/owner-grants.js';
import { StatusLedger, type KeyKeeper, type LedgerStores, type ResourcesSeen } from './ledger/status-ledger.js';
import type { StatusChange } from './ledger/status-change.js';
import type { StatusEvent } from './ledger/status-event-log.js';
import { kindTopic, resourceTopic, statusEventsTopic } from './ledger/topics.js';

export type { StatusChange } from './ledger/status-change.js';
export type { StatusEvent } from './ledger/status-event-log.js';
export type LiveStatusStores = LedgerStores;

/** How many resources a feed subscription remembers the last version of (its de-duplication). */
const FEED_MEMORY = 10_000;
/** How far before a pub/sub loss a catch-up looks: other instances' clocks may run behind this one's. */
const CATCH_UP_MARGIN_MS = 5_000;
/** Events a catch-up reads at a time: it pages on until the log's end. */
const CATCH_UP_PAGE = 500;

/** What live status is handed besides its stores, pub/sub and publisher; each is built before it. */
export interface LiveStatusCollaborators {
  /**
   * The one way a key becomes an owner, shared with the settling of unknown outcomes (built first,
   * as both need it); by default one of its own over the same stores and publisher.
   */
  grants?: OwnerGrants;
  /** Where the keys of callers waiting on the provider are kept: the reconciler's, none when it is off. */
  keeper?: KeyKeeper | undefined;
  /** Where resources seen go besides live status: the settling of unknown outcomes (src/idempotency). */
  resourcesSeen?: ResourcesSeen;
  onCatchUpError?: (error: unknown) => void;
}

/** The owner grants live status writes through, queueing their events on `publisher`'s outbox. */
export function ownerGrants(stores: LiveStatusStores, publisher: OutboxPublisher): OwnerGrants {
  return new OwnerGrants(stores, () => void publisher.kick());
}

export class LiveStatus {
  /** The one writer (src/status/ledger/status-ledger.ts): every write below goes through it. */
  readonly ledger: StatusLedger;
  /** Ownership answers per event (the shared message) and caller fingerprint; see ownedBy. */
  private readonly ownership = new WeakMap<StatusChange, Map<string, Promise<boolean>>>();
  private readonly keeper: KeyKeeper | undefined;
  /** This instance's open event log readers: a catch-up wakes them all. */
  private readonly eventStreams = new Set<StatusEventStream>();
  /** The one way a key becomes an owner (the settling of unknown outcomes grants through it too). */
  readonly grants: OwnerGrants;

  /** `publisher`: the outbox publisher over the same pub/sub, kicked when a change is stored; its owner starts and stops it. */
  constructor(
    private readonly stores: LiveStatusStores,
    private readonly pubsub: PubSub<StatusChange>,
    readonly publisher: OutboxPublisher,
    collaborators: LiveStatusCollaborators = {},
  ) {
    this.grants = collaborators.grants ?? ownerGrants(stores, publisher);
    this.keeper = collaborators.keeper;
    this.ledger = new StatusLedger(stores, {
      grants: this.grants,
      queued: () => void publisher.kick(),
      keeper: collaborators.keeper,
      resourcesSeen: collaborators.resourcesSeen,
    });
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

  /** A webhook's event, through the ledger (StatusLedger.accept). */
  accept(...args: Parameters<StatusLedger['accept']>): ReturnType<StatusLedger['accept']> {
    return this.ledger.accept(...args);
  }

  /** An observation, through the ledger (StatusLedger.record). */
  record(...args: Parameters<StatusLedger['record']>): ReturnType<StatusLedger['record']> {
    return this.ledger.record(...args);
  }

  /** Resources a key saw through the provider, through the ledger (StatusLedger.observe). */
  observe(...args: Parameters<StatusLedger['observe']>): ReturnType<StatusLedger['observe']> {
    return this.ledger.observe(...args);
  }

  recall(...args: Parameters<StatusLedger['recall']>): ReturnType<StatusLedger['recall']> {
    return this.ledger.recall(...args);
  }

  awaitingOutcome(...args: Parameters<StatusLedger['awaitingOutcome']>): ReturnType<StatusLedger['awaitingOutcome']> {
    this.ledger.awaitingOutcome(...args);
  }

  keepUnrouted(...args: Parameters<StatusLedger['keepUnrouted']>): ReturnType<StatusLedger['keepUnrouted']> {
    return this.ledger.keepUnrouted(...args);
  }

  originOf(...args: Parameters<StatusLedger['originOf']>): ReturnType<StatusLedger['originOf']> {
    return this.ledger.originOf(...args);
  }

  claimOrigin(...args: Parameters<StatusLedger['claimOrigin']>): ReturnType<StatusLedger['claimOrigin']> {
    return this.ledger.claimOrigin(...args);
  }

  recordedDataSets(...args: Parameters<StatusLedger['recordedDataSets']>): ReturnType<StatusLedger['recordedDataSets']> {
    return this.ledger.recordedDataSets(...args);
  }

  async canRead(apiKey: string, dataSet: DataSet, kind: ResourceKind, id: string): Promise<boolean> {
    return this.stores.owners.isOwner({ dataSet, kind, id }, keyFingerprint(apiKey));
  }

  current(dataSet: DataSet, kind: ResourceKind, id: string): Promise<StatusChange | undefined> {
    return this.ledger.current(dataSet, kind, id);
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
      snapshot = await this.current(dataSet, kind, id);
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
      await this.grants.payOwed(fingerprint);
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
    await this.grants.payOwed(fingerprint);
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
    if (apiKey === undefined || this.keeper === undefined) return messages;
    const release = this.keeper.keepWhile(apiKey, dataSet);
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
