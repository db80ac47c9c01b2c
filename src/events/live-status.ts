// Live status: the one place that turns observations (webhooks, provider responses) into
// stored statuses and published changes, and turns a subscription into "current state
// first, then every later change, in order, once".
//
// A change is stored and its publication queued in one database transaction (with the
// webhook's event id, for a webhook); the outbox publisher then hands it to pub/sub, retrying
// until pub/sub takes it. So an accepted change is never lost, even when PUBLISH fails.

import { LRUCache } from 'lru-cache';
import { nextStatuses, type ResourceKind } from '../domain/state-machines.js';
import type { Database, Queryable } from '../store/database.js';
import { keyFingerprint } from '../platform/key-fingerprint.js';
import type { KeyKeeper } from './held-keys.js';
import type { LastKnownStatusStore } from './last-known-status.js';
import { OutboxPublisher } from './outbox-publisher.js';
import type { PubSub } from './pubsub.js';
import { RecordedObservations } from './recorded-observations.js';
import type { ResourceOwners } from './resource-owners.js';
import { readStatusChange, type StatusChange } from './status-change.js';
import type { AcceptedChange, StatusEvent, StatusEventLog } from './status-event-log.js';
import { StatusEventStream, type StatusEventFilter } from './status-event-stream.js';
import { isAhead } from './status-order.js';
import type { StatusOutbox } from './status-outbox.js';
import { kindTopic, resourceTopic, statusEventsTopic } from './topics.js';
import { transformIterator } from './transform-iterator.js';
import type { ResourceDataSets, UnroutedDelivery, UnroutedWebhooks } from './unrouted-webhooks.js';
import type { DeliveryScope, WebhookDedupe } from './webhook-dedupe.js';
import type { DataSet, StatusObservation } from './webhook-envelope.js';

export type { StatusChange } from './status-change.js';
export type { StatusEvent } from './status-event-log.js';

export interface LiveStatusStores {
  db: Database;
  statuses: LastKnownStatusStore;
  owners: ResourceOwners;
  webhookEvents: WebhookDedupe;
  unroutedWebhooks: UnroutedWebhooks;
  dataSets: ResourceDataSets;
  outbox: StatusOutbox;
  events: StatusEventLog;
}

/** How many resources a feed subscription remembers the last version of (its de-duplication). */
const FEED_MEMORY = 10_000;
/** How far before a pub/sub loss a catch-up looks: other instances' clocks may run behind this one's. */
const CATCH_UP_MARGIN_MS = 5_000;
const CATCH_UP_LIMIT = 10_000;

/** Told of every resource seen, and by which key's fingerprint when a caller saw it (not a webhook). */
export type ResourcesSeen = (observations: readonly StatusObservation[], caller?: string) => Promise<void>;

export class LiveStatus {
  readonly publisher: OutboxPublisher;
  private resourcesSeen: ResourcesSeen | undefined;
  /** Ownership answers per event (the shared message) and caller fingerprint; see ownedBy. */
  private readonly ownership = new WeakMap<StatusChange, Map<string, Promise<boolean>>>();
  private readonly recorded = new RecordedObservations();
  private keeper: KeyKeeper | undefined;

  constructor(
    private readonly stores: LiveStatusStores,
    private readonly pubsub: PubSub<StatusChange>,
    onPublishError: (error: unknown) => void = () => {},
  ) {
    this.publisher = new OutboxPublisher(stores.db, stores.outbox, pubsub, onPublishError);
    this.publisher.start();
    pubsub.onResubscribed((lostAt) => void this.catchUp(lostAt).catch(onPublishError));
  }

  /** Where resources seen go besides live status: the settling of unknown outcomes (src/idempotency). */
  onResourcesSeen(listener: ResourcesSeen): void {
    this.resourcesSeen = listener;
  }

  /**
   * After this instance's subscriptions were lost (Redis restarted, a network cut), hands its
   * subscribers every change stored since: each subscriber drops what it already had (its
   * versions), so what was published meanwhile arrives once and the rest is ignored.
   */
  async catchUp(lostAt: number): Promise<void> {
    for (const stored of await this.stores.statuses.changedSince(lostAt - CATCH_UP_MARGIN_MS, CATCH_UP_LIMIT)) {
      const message = readStatusChange(stored);
      this.pubsub.deliverLocally(resourceTopic(stored.dataSet, stored.kind, stored.id), message);
      this.pubsub.deliverLocally(kindTopic(stored.dataSet, stored.kind), message);
      this.pubsub.deliverLocally(statusEventsTopic(stored.dataSet), message);
    }
  }

  /**
   * A webhook's event: de-duplicated (by event id, or by content, within its data set and business),
   * stored when it moves the status forward, and its publication queued, all in one transaction. A
   * delivery seen before is `duplicate`; it still pushes the outbox, in case the first delivery's
   * publication has not gone out yet.
   */
  async accept(delivery: DeliveryScope | string, observation: StatusObservation): Promise<{ duplicate: boolean; published: boolean }> {
    const outcome = await this.stores.db.transaction(async (tx) => {
      if (!(await this.stores.webhookEvents.firstDelivery(tx, delivery))) return { duplicate: true, published: false };
      const applied = await this.apply(tx, observation);
      await this.stores.events.append(tx, acceptedChanges([applied]));
      return { duplicate: false, published: applied.applied };
    });
    // Before publishing: a resource settling an unknown outcome gets its owner, who then receives this change.
    if (!outcome.duplicate) await this.resourcesSeen?.([observation]);
    void this.publisher.kick();
    return outcome;
  }

  /** Stores the observation and, when it moved the status forward, publishes it. */
  async record(observation: StatusObservation): Promise<{ published: boolean; current: StatusChange }> {
    const outcome = await this.stores.db.transaction(async (tx) => {
      const applied = await this.apply(tx, observation);
      await this.stores.events.append(tx, acceptedChanges([applied]));
      return applied;
    });
    if (outcome.applied) void this.publisher.kick();
    return { published: outcome.applied, current: outcome.change };
  }

  /**
   * Resources seen through the provider with `apiKey` (one created, or a listing's page): that
   * key may now follow them, and their statuses are recorded. One write for the owners; statuses
   * are written only where they moved forward, which on a listing is seldom. Items this instance
   * recorded lately for the key at the same status cost no store round trip at all. Answers the
   * observations that moved a status forward. Unless `keepKey` is false (the reconciler's own
   * reads), a key that saw a resource still able to move is kept for reconciliation.
   */
  async observe(apiKey: string, observations: readonly StatusObservation[], options: { keepKey?: boolean } = {}): Promise<StatusObservation[]> {
    if (observations.length === 0) return [];
    if (options.keepKey !== false) this.keepIfMoving(apiKey, observations);
    const fingerprint = keyFingerprint(apiKey);
    const unrecorded = observations.filter((o) => !this.recorded.has(fingerprint, o));
    const ownedUntil = unrecorded.length === 0 ? Infinity : await this.stores.owners.grant(fingerprint, unrecorded);
    // Every item, recorded or not, is evidence: an unknown outcome recorded since an item was first seen may match it.
    await this.resourcesSeen?.(observations, fingerprint);
    if (unrecorded.length === 0) return [];
    const kept: Array<{ o: StatusObservation; until: number }> = [];
    const ahead: StatusObservation[] = [];
    for (const group of groupByKind(unrecorded)) {
      const { dataSet, kind } = group[0]!;
      const stored = await this.stores.statuses.getMany(dataSet, kind, group.map((o) => o.id));
      for (const o of group) {
        const known = stored.get(o.id);
        if (known === undefined || isAhead(o.kind, known.status, o.status)) ahead.push(o);
        else kept.push({ o, until: Math.min(ownedUntil, known.expiresAt) });
      }
    }
    const applied: StatusObservation[] = [];
    if (ahead.length > 0) {
      // In id order, so two transactions over the same resources lock them in the same order.
      ahead.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      await this.stores.db.transaction(async (tx) => {
        applied.length = 0;
        const outcomes = [];
        for (const o of ahead) {
          const outcome = await this.apply(tx, o);
          outcomes.push(outcome);
          if (outcome.applied) applied.push(o);
          kept.push({ o, until: Math.min(ownedUntil, outcome.expiresAt) });
        }
        // Last: appending holds the event log's turn until the commit (src/store/sql-status-event-log.ts).
        await this.stores.events.append(tx, acceptedChanges(outcomes));
      });
      if (applied.length > 0) void this.publisher.kick();
    }
    // Only now that everything is committed: a failed write is never taken for recorded.
    for (const { o, until } of kept) this.recorded.remember(fingerprint, o, until);
    return applied;
  }

  /** Where the keys of callers waiting on the provider are kept (the reconciler's; none when it is off). */
  keepKeysWith(keeper: KeyKeeper): void {
    this.keeper = keeper;
  }

  /** A caller with `apiKey` met an unknown outcome that a later read of the provider may settle. */
  awaitingOutcome(apiKey: string, dataSet: DataSet): void {
    this.keeper?.keep(apiKey, dataSet);
  }

  /** A key that saw a resource still able to move is kept for reconciliation. */
  private keepIfMoving(apiKey: string, observations: readonly StatusObservation[]): void {
    if (this.keeper === undefined) return;
    const moving = observations.find((o) => nextStatuses(o.kind, o.status).length > 0);
    if (moving) this.keeper.keep(apiKey, moving.dataSet);
  }

  /** An authentic webhook delivery that moves no status: kept for a while and acknowledged. */
  async keepUnrouted(delivery: UnroutedDelivery): Promise<void> {
    await this.stores.unroutedWebhooks.keep(delivery);
  }

  /** The data sets the gateway recorded a resource under (a documented webhook does not say). */
  async recordedDataSets(kind: ResourceKind, id: string): Promise<DataSet[]> {
    return this.stores.dataSets.recordedUnder(kind, id);
  }

  async canRead(apiKey: string, dataSet: DataSet, kind: ResourceKind, id: string): Promise<boolean> {
    return this.stores.owners.isOwner({ dataSet, kind, id }, keyFingerprint(apiKey));
  }

  async current(dataSet: DataSet, kind: ResourceKind, id: string): Promise<StatusChange | undefined> {
    const known = await this.stores.statuses.get(dataSet, kind, id);
    return known && readStatusChange({ ...known, kind, id, dataSet });
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
   * from the store, woken by pub/sub. The key is kept for reconciliation while it is open.
   */
  async watchEvents(apiKey: string, dataSet: DataSet, after: number | undefined, filter: StatusEventFilter = {}): Promise<AsyncIterableIterator<StatusEvent>> {
    const wakeUps = this.keptWhileOpen(await this.pubsub.subscribe(statusEventsTopic(dataSet)), apiKey, dataSet);
    try {
      const start = after ?? (await this.stores.events.head());
      return new StatusEventStream(this.stores.events, { dataSet, fingerprint: keyFingerprint(apiKey), after: start, filter }, wakeUps);
    } catch (error) {
      await wakeUps.return?.();
      throw error;
    }
  }

  /** The event log of what `apiKey` may read, after `after`, oldest first: one page. */
  async events(apiKey: string, dataSet: DataSet, after: number, limit: number, filter: StatusEventFilter = {}): Promise<StatusEvent[]> {
    return this.stores.events.read({ dataSet, fingerprint: keyFingerprint(apiKey), after, limit, ...filter });
  }

  async close(): Promise<void> {
    await this.publisher.stop();
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

  /** Inside `tx`: stores the observation and queues its publication when it moved the status forward. */
  private async apply(tx: Queryable, observation: StatusObservation): Promise<Applied> {
    const { applied, current, previousStatus } = await this.stores.statuses.advance(tx, observation);
    const change = readStatusChange({ ...current, kind: observation.kind, id: observation.id, dataSet: observation.dataSet });
    if (applied) {
      const topics = [resourceTopic(change.dataSet, change.kind, change.id), kindTopic(change.dataSet, change.kind), statusEventsTopic(change.dataSet)];
      await this.stores.outbox.enqueue(tx, topics, change);
    }
    return { applied, change, previousStatus, expiresAt: current.expiresAt };
  }
}

interface Applied {
  applied: boolean;
  change: StatusChange;
  previousStatus: string | null;
  expiresAt: number;
}

/** What the event log records of a transaction's outcomes: the changes that moved a status forward. */
function acceptedChanges(outcomes: readonly Applied[]): AcceptedChange[] {
  return outcomes.filter((o) => o.applied).map(({ change, previousStatus }) => ({ change, previousStatus }));
}

function groupByKind(observations: readonly StatusObservation[]): StatusObservation[][] {
  const groups = new Map<string, StatusObservation[]>();
  for (const o of observations) {
    const key = `${o.dataSet}:${o.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  return [...groups.values()];
}
