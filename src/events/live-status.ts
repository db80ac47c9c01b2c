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
import { assertEventsKeptAfter } from './event-cursor-expiry.js';
import { inSpan, traceCarrier, tracingOn } from '../platform/tracing.js';
import type { KeyKeeper } from './held-keys.js';
import type { LastKnownStatusStore } from './last-known-status.js';
import type { OutboxPublisher } from './outbox-publisher.js';
import { OwnerGrants, type OwedGrants } from './owner-grants.js';
import type { PubSub } from './pubsub.js';
import type { ResourceOwners } from './resource-owners.js';
import { readStatusChange, type StatusChange } from './status-change.js';
import type { StatusEvent, StatusEventLog } from './status-event-log.js';
import { StatusEventStream, type StatusEventFilter } from './status-event-stream.js';
import type { StatusOutbox } from './status-outbox.js';
import type { Learnt } from './status-source.js';
import { kindTopic, resourceTopic, statusEventsTopic } from './topics.js';
import { transformIterator } from './transform-iterator.js';
import type { ResourceOrigin, ResourceOrigins } from './resource-origins.js';
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
  origins: ResourceOrigins;
  outbox: StatusOutbox;
  events: StatusEventLog;
}

/** How many resources a feed subscription remembers the last version of (its de-duplication). */
const FEED_MEMORY = 10_000;
/** How far before a pub/sub loss a catch-up looks: other instances' clocks may run behind this one's. */
const CATCH_UP_MARGIN_MS = 5_000;
/** Events a catch-up reads at a time: it pages on until the log's end. */
const CATCH_UP_PAGE = 500;

/** Told of every resource seen, and by which key's fingerprint when a caller saw it (not a webhook). */
export type ResourcesSeen = (observations: readonly StatusObservation[], caller?: string) => Promise<void>;

export class LiveStatus {
  private resourcesSeen: ResourcesSeen | undefined;
  /** Ownership answers per event (the shared message) and caller fingerprint; see ownedBy. */
  private readonly ownership = new WeakMap<StatusChange, Map<string, Promise<boolean>>>();
  private keeper: KeyKeeper | undefined;
  /** This instance's open event log readers: a catch-up wakes them all. */
  private readonly eventStreams = new Set<StatusEventStream>();
  /** The one way a key becomes an owner (the settling of unknown outcomes grants through it too). */
  readonly grants: OwnerGrants;

  /** `publisher`: the outbox publisher over the same pub/sub, kicked when a change is stored; its owner starts and stops it. */
  constructor(
    private readonly stores: LiveStatusStores,
    private readonly pubsub: PubSub<StatusChange>,
    readonly publisher: OutboxPublisher,
    onCatchUpError: (error: unknown) => void = () => {},
  ) {
    this.grants = new OwnerGrants(stores, () => void publisher.kick());
    pubsub.onResubscribed((lostAt) => void this.catchUp(lostAt).catch(onCatchUpError));
  }

  /** Where resources seen go besides live status: the settling of unknown outcomes (src/idempotency). */
  onResourcesSeen(listener: ResourcesSeen): void {
    this.resourcesSeen = listener;
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

  /**
   * A webhook's event: de-duplicated (by event id, or by content, within its data set and business),
   * stored when it moves the status forward, and its publication queued, all in one transaction. A
   * delivery seen before is `duplicate`; it still pushes the outbox, in case the first delivery's
   * publication has not gone out yet. A `repeatable` delivery seen before (one named by its content,
   * which a genuine later transition may repeat) is applied all the same when it moves the status
   * forward, and is a duplicate only when it does not.
   */
  async accept(
    delivery: DeliveryScope | string,
    observation: StatusObservation,
    options: { repeatable?: boolean; sentAt?: number | undefined } = {},
  ): Promise<{ duplicate: boolean; published: boolean }> {
    const learnt: Learnt = { source: 'webhook', at: options.sentAt ?? Date.now() };
    const { duplicate, applied } = await this.ledger([observation], learnt, { delivery, repeatable: options.repeatable === true });
    // The first delivery's publication may not have gone out yet.
    if (duplicate) void this.publisher.kick();
    return { duplicate, published: applied.length > 0 };
  }

  /** Stores the observation and, when it moved the status forward, publishes it; `learnt`: a webhook received now when not given. */
  async record(
    observation: StatusObservation,
    learnt: Learnt = { source: 'webhook', at: Date.now() },
  ): Promise<{ published: boolean; current: StatusChange | undefined }> {
    const [change] = (await this.ledger([observation], learnt, {})).applied;
    if (change === undefined) return { published: false, current: await this.current(observation.dataSet, observation.kind, observation.id) };
    return { published: true, current: change };
  }

  /**
   * Resources seen through the provider with `apiKey` (one created, or a listing's page): that
   * key may now follow them, and their statuses are recorded. One statement for the owners and one
   * plain read of the statuses; only items that may move a status forward, or grants that owe the
   * key the current status (src/events/owner-grants.ts), open a transaction, where each item is written
   * with its row locked and appended to the event log, and the owed events copied. Answers the changes stored.
   * Unless `keepKey` is false (the reconciler's own reads), a key that saw a resource still able to
   * move is kept for reconciliation. `learnt`: a read, or a mutation's answer, dated from when its
   * request was sent (a read sent now when not given).
   */
  async observe(apiKey: string, observations: readonly StatusObservation[], options: { keepKey?: boolean; learnt?: Learnt } = {}): Promise<StatusChange[]> {
    if (observations.length === 0) return [];
    const learnt = options.learnt ?? { source: 'provider_read', at: Date.now() };
    if (options.keepKey !== false) this.keepIfMoving(apiKey, observations);
    const fingerprint = keyFingerprint(apiKey);
    const owed = await this.grants.record(fingerprint, observations);
    // Every item is evidence: an unknown outcome recorded since an item was first seen may match it.
    await this.resourcesSeen?.(observations, fingerprint);
    const moving = await this.stores.statuses.mayMove(observations, learnt.at);
    if (moving.length === 0 && owed.resources.length === 0) return [];
    return (await this.ledger(moving, learnt, { owed })).applied;
  }

  /**
   * The one way an observation is recorded, whoever saw it (a webhook's delivery, a provider read
   * of a caller or of the reconciler, a mutation's answer): in one transaction, a delivery's
   * de-duplication, then `apply`; after the commit, grants paid in it are settled, a delivery not
   * seen before is shown to what settles unknown outcomes (before publishing: a resource settling
   * one gets its owner, who then receives this change; a caller's read showed it before, see
   * `observe`), and the outbox publisher is kicked when anything was queued. A delivery seen before is `duplicate` and applies
   * nothing, unless `repeatable` (named by its content, which a genuine later transition may
   * repeat): then it is applied all the same, and a duplicate only when it moved no status.
   * `learnt`: how and when the news was learnt, by which an older observation cannot move a status back.
   */
  private async ledger(
    observations: readonly StatusObservation[],
    learnt: Learnt,
    seen: { delivery?: DeliveryScope | string; repeatable?: boolean; owed?: OwedGrants },
  ): Promise<{ duplicate: boolean; applied: StatusChange[] }> {
    const { delivery, repeatable = false, owed } = seen;
    const outcome = await this.written(observations, () =>
      this.stores.db.transaction(async (tx) => {
        const first = delivery === undefined || (await this.stores.webhookEvents.firstDelivery(tx, delivery));
        if (!first && !repeatable) return { duplicate: true, applied: [], copied: 0 };
        const { applied, copied } = await this.apply(tx, observations, learnt, owed);
        return { duplicate: !first && applied.length === 0, applied, copied };
      }),
    );
    if (owed !== undefined) this.grants.settled(owed);
    if (delivery !== undefined && !outcome.duplicate) await this.resourcesSeen?.(observations);
    if (outcome.applied.length > 0 || outcome.copied > 0) void this.publisher.kick();
    return outcome;
  }

  /**
   * Resources the gateway already knows, shown again to what settles unknown outcomes, as seen by
   * the key with `fingerprint`: the evidence of a request may have come before its outcome was
   * recorded (a webhook racing the lost answer, an instance that stopped after sending it).
   */
  async recall(fingerprint: string, observations: readonly StatusObservation[]): Promise<void> {
    if (observations.length > 0) await this.resourcesSeen?.(observations, fingerprint);
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

  /** An authentic webhook delivery that moves no status: kept for a while and acknowledged; answers how many older ones were dropped. */
  async keepUnrouted(delivery: UnroutedDelivery): Promise<{ dropped: number }> {
    return this.stores.unroutedWebhooks.keep(delivery);
  }

  /** The business and data set a resource is known to belong to (src/events/resource-origins.ts). */
  async originOf(kind: ResourceKind, id: string): Promise<ResourceOrigin> {
    return this.stores.origins.of(kind, id);
  }

  /** Records a resource's business and data set where not known yet, unless it is another business's; answers what is recorded. */
  async claimOrigin(kind: ResourceKind, id: string, origin: ResourceOrigin): Promise<ResourceOrigin> {
    return this.stores.origins.claim(kind, id, origin);
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
   * from the store, woken by pub/sub. The key is kept for reconciliation while it is open. Like
   * `events`, it first pays what the key's grants still owe it (src/events/owner-grants.ts).
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
   * called after the read that started from it (src/events/event-cursor-expiry.ts).
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

  /** A transaction writing statuses (with the event log and the outbox), as a span named by what it writes. */
  private written<T>(observations: readonly StatusObservation[], write: () => Promise<T>): Promise<T> {
    if (!tracingOn()) return write();
    const kinds = [...new Set(observations.map((o) => o.kind))];
    return inSpan('store.status_change', { attributes: { 'gateway.resource.kind': kinds, 'gateway.resources.written': observations.length } }, write);
  }

  /**
   * Inside `tx`: stores the observations, pays what `owed` grants owe (a copy of each resource's
   * current status), appends the observations that moved a status forward to the event log, and queues the
   * publication of each, to its resource's and kind's feeds and to the event log readers of the keys
   * it was given to. Locks are taken in one order: status rows, owners' rows, the event log's turn,
   * which is held until the commit (src/store/sql-status-event-log.ts); only the outbox's inserts,
   * which wait on no lock, follow it.
   */
  private async apply(
    tx: Queryable,
    observations: readonly StatusObservation[],
    learnt: Learnt,
    owed?: OwedGrants,
  ): Promise<{ applied: StatusChange[]; copied: number }> {
    const advances = await this.stores.statuses.advance(tx, observations, learnt.at);
    // Copies come before this transaction's own events, which name the key already (its grant is committed).
    const copied = owed === undefined ? 0 : await this.grants.pay(tx, owed);
    const accepted = advances.map(({ previousStatus, ...stored }) => ({ change: readStatusChange(stored), previousStatus, source: learnt.source }));
    const trace = traceCarrier();
    for (const { change, owners } of await this.stores.events.append(tx, accepted)) {
      const topics = [
        resourceTopic(change.dataSet, change.kind, change.id),
        kindTopic(change.dataSet, change.kind),
        ...owners.map((fingerprint) => statusEventsTopic(change.dataSet, fingerprint)),
      ];
      await this.stores.outbox.enqueue(tx, topics, trace === undefined ? change : { ...change, trace });
    }
    return { applied: accepted.map(({ change }) => change), copied };
  }
}
