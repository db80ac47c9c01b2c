// The ledger's one writer: turns observations (a webhook's delivery, a provider read of a caller
// or of the reconciler, a mutation's answer) into stored statuses, owners, event log rows and
// queued publications, each in one transaction whose locks are taken in the order of lock-order.ts.
// A change is stored and its publication queued together (with the webhook's event id, for a
// webhook); the outbox publisher (src/status/feeds/) hands it to pub/sub, so an accepted change is
// never lost, even when PUBLISH fails. It is told nothing after it is built: its collaborators
// come in through the constructor.

import { nextStatuses, type ResourceKind } from '../../domain/state-machines.js';
import type { DataSet } from '../../domain/data-sets.js';
import { heldKeyFingerprint, type KeyHolder } from '../../platform/key-fingerprint.js';
import { inSpan, traceCarrier, tracingOn } from '../../platform/tracing.js';
import type { Database } from '../../store/database.js';
import type { LastKnownStatusStore } from './last-known-status.js';
import { ledgerTransaction, type LedgerTransaction } from './lock-order.js';
import type { StatusObservation } from './observation.js';
import type { OwedGrants, OwnerGrants } from './owner-grants.js';
import type { ResourceOrigin, ResourceOrigins } from './resource-origins.js';
import type { ResourceOwners } from './resource-owners.js';
import { readStatusChange, type StatusChange } from './status-change.js';
import type { StatusEventLog } from './status-event-log.js';
import type { Publication, StatusOutbox } from './status-outbox.js';
import type { Learnt } from './status-source.js';
import { kindTopic, resourceTopic, statusEventsTopic } from './topics.js';
import type { ResourceDataSets, UnroutedDelivery, UnroutedWebhooks } from './unrouted-webhooks.js';
import type { DeliveryScope, WebhookDedupe } from './webhook-dedupe.js';

export interface LedgerStores {
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

/** Told of every resource seen, and by which key's fingerprint when a caller saw it (not a webhook). */
export type ResourcesSeen = (observations: readonly StatusObservation[], caller?: string) => Promise<void>;

/** What the ledger and the feeds tell of keys in use (the reconciler's held keys, src/status/ingest/held-keys.ts). */
export interface KeyKeeper {
  /** A caller with the key `holder` holds waits on something the provider may show later. */
  keep(holder: KeyHolder, dataSet: DataSet): void;
  /** A subscription with `apiKey` is open until the returned function is called. */
  keepWhile(apiKey: string, dataSet: DataSet): () => void;
}

export interface StatusLedgerCollaborators {
  /** The one way a key becomes an owner, shared with the settling of unknown outcomes. */
  grants: OwnerGrants;
  /** Told when publications were queued (the outbox publisher's kick). */
  queued: () => void;
  /** Handed the publications a transaction queued, as it committed (the outbox publisher's, so it need not read them back). */
  committed?: ((queued: readonly Publication[]) => void) | undefined;
  /** Where the keys of callers waiting on the provider are kept: the reconciler's, none when it is off. */
  keeper?: KeyKeeper | undefined;
  /** Where resources seen go besides the ledger: the settling of unknown outcomes (src/idempotency). */
  resourcesSeen?: ResourcesSeen | undefined;
}

export class StatusLedger {
  private readonly grants: OwnerGrants;
  private readonly queued: () => void;
  private readonly committed: ((queued: readonly Publication[]) => void) | undefined;
  private readonly keeper: KeyKeeper | undefined;
  private readonly resourcesSeen: ResourcesSeen | undefined;

  constructor(
    private readonly stores: LedgerStores,
    collaborators: StatusLedgerCollaborators,
  ) {
    this.grants = collaborators.grants;
    this.queued = collaborators.queued;
    this.committed = collaborators.committed;
    this.keeper = collaborators.keeper;
    this.resourcesSeen = collaborators.resourcesSeen;
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
    if (duplicate) this.queued();
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
   * key the current status (src/status/ledger/owner-grants.ts), open a transaction, where each item is written
   * with its row locked and appended to the event log, and the owed events copied. Answers the changes stored.
   * Unless `keepKey` is false (the reconciler's own reads), a key that saw a resource still able to
   * move is kept for reconciliation. `learnt`: a read, or a mutation's answer, dated from when its
   * request was sent (a read sent now when not given). `caller`: the key, or a request's
   * credentials, whose fingerprint is hashed once per request (src/platform/key-fingerprint.ts).
   */
  async observe(caller: string | KeyHolder, observations: readonly StatusObservation[], options: { keepKey?: boolean; learnt?: Learnt } = {}): Promise<StatusChange[]> {
    if (observations.length === 0) return [];
    const learnt = options.learnt ?? { source: 'provider_read', at: Date.now() };
    const holder = typeof caller === 'string' ? { apiKey: caller } : caller;
    if (options.keepKey !== false) this.keepIfMoving(holder, observations);
    const fingerprint = heldKeyFingerprint(holder);
    // A mutation's answer: the key just created or moved these resources, so a transaction opens
    // anyway. Its grant is written there, after the status rows are locked, and the insert of each
    // status comes first (advance reads the row only when it is there already).
    if (learnt.source === 'gateway_mutation') {
      try {
        return (await this.ledger(observations, learnt, { grant: fingerprint, unstored: new Set(observations) })).applied;
      } catch (error) {
        // The provider created or moved the resources whatever the store did: the key still becomes
        // their owner, owed their current status, which its next read or subscription pays, as
        // when paying a grant fails (docs/live-status.md), so their webhooks do not pass it by; and
        // they are still evidence for what settles unknown outcomes.
        await this.grants.record(fingerprint, observations);
        await this.resourcesSeen?.(observations, fingerprint);
        throw error;
      }
    }
    const owed = await this.grants.record(fingerprint, observations);
    // Every item is evidence: an unknown outcome recorded since an item was first seen may match it.
    await this.resourcesSeen?.(observations, fingerprint);
    const { moving, unstored } = await this.stores.statuses.mayMove(observations, learnt.at);
    if (moving.length === 0 && owed.resources.length === 0) return [];
    return (await this.ledger(moving, learnt, { owed, unstored })).applied;
  }

  /**
   * The one way an observation is recorded, whoever saw it (a webhook's delivery, a provider read
   * of a caller or of the reconciler, a mutation's answer): in one transaction, a delivery's
   * de-duplication, then `apply`; after the commit, grants paid in it are settled, a delivery not
   * seen before is shown to what settles unknown outcomes (before publishing: a resource settling
   * one gets its owner, who then receives this change; a caller's read showed it before, see
   * `observe`), and `queued` is told when anything was queued. A delivery seen before is `duplicate` and applies
   * nothing, unless `repeatable` (named by its content, which a genuine later transition may
   * repeat): then it is applied all the same, and a duplicate only when it moved no status.
   * `learnt`: how and when the news was learnt, by which an older observation cannot move a status back.
   * `grant`: the fingerprint of a key granted the resources in the transaction (a mutation's
   * answer), which are shown to what settles unknown outcomes after the commit, as the key's.
   */
  private async ledger(
    observations: readonly StatusObservation[],
    learnt: Learnt,
    seen: { delivery?: DeliveryScope | string; repeatable?: boolean; owed?: OwedGrants; grant?: string; unstored?: ReadonlySet<StatusObservation> },
  ): Promise<{ duplicate: boolean; applied: StatusChange[] }> {
    const { delivery, repeatable = false, owed, grant, unstored } = seen;
    const outcome = await this.written(observations, () =>
      ledgerTransaction(this.stores.db, async (ledger) => {
        const first = delivery === undefined || (await ledger.take('deliveries', (tx) => this.stores.webhookEvents.firstDelivery(tx, delivery)));
        if (!first && !repeatable) return { duplicate: true, applied: [], copied: 0 };
        const { applied, copied } = await this.apply(ledger, observations, learnt, { owed, grant, unstored });
        return { duplicate: !first && applied.length === 0, applied, copied };
      }, this.committed),
    );
    if (owed !== undefined) this.grants.settled(owed);
    if (grant !== undefined) {
      this.grants.settled({ fingerprint: grant, resources: observations });
      await this.resourcesSeen?.(observations, grant);
    }
    if (delivery !== undefined && !outcome.duplicate) await this.resourcesSeen?.(observations);
    if (outcome.applied.length > 0 || outcome.copied > 0) this.queued();
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

  /** A caller with the key `holder` holds met an unknown outcome that a later read of the provider may settle. */
  awaitingOutcome(holder: KeyHolder, dataSet: DataSet): void {
    this.keeper?.keep(holder, dataSet);
  }

  /** A key that saw a resource still able to move is kept for reconciliation. */
  private keepIfMoving(holder: KeyHolder, observations: readonly StatusObservation[]): void {
    if (this.keeper === undefined) return;
    const moving = observations.find((o) => nextStatuses(o.kind, o.status).length > 0);
    if (moving) this.keeper.keep(holder, moving.dataSet);
  }

  /** An authentic webhook delivery that moves no status: kept for a while and acknowledged; answers how many older ones were dropped. */
  async keepUnrouted(delivery: UnroutedDelivery): Promise<{ dropped: number }> {
    return this.stores.unroutedWebhooks.keep(delivery);
  }

  /** The business and data set a resource is known to belong to (src/status/ledger/resource-origins.ts). */
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

  /** The stored status of a resource, as the change that brought it there. */
  async current(dataSet: DataSet, kind: ResourceKind, id: string): Promise<StatusChange | undefined> {
    const known = await this.stores.statuses.get(dataSet, kind, id);
    return known && readStatusChange({ ...known, kind, id, dataSet });
  }

  /** A transaction writing statuses (with the event log and the outbox), as a span named by what it writes. */
  private written<T>(observations: readonly StatusObservation[], write: () => Promise<T>): Promise<T> {
    if (!tracingOn()) return write();
    const kinds = [...new Set(observations.map((o) => o.kind))];
    return inSpan('store.status_change', { attributes: { 'gateway.resource.kind': kinds, 'gateway.resources.written': observations.length } }, write);
  }

  /**
   * Inside `ledger` (its locks in the order of src/status/ledger/lock-order.ts): stores the
   * observations, writes the `grant` of their resources to that key, pays what `owed` grants (or
   * that grant) owe (a copy of each resource's current status), appends
   * the observations that moved a status forward to the event log, and queues the publication of
   * each, to its resource's and kind's feeds and to the event log readers of the keys it was given to.
   */
  private async apply(
    ledger: LedgerTransaction,
    observations: readonly StatusObservation[],
    learnt: Learnt,
    { owed, grant, unstored }: { owed?: OwedGrants | undefined; grant?: string | undefined; unstored?: ReadonlySet<StatusObservation> | undefined },
  ): Promise<{ applied: StatusChange[]; copied: number }> {
    const advances = await ledger.take('statuses', (tx) => this.stores.statuses.advance(tx, observations, learnt.at, unstored));
    const owing = grant === undefined ? owed : await this.grants.recordIn(ledger, grant, observations);
    // Copies come before this transaction's own events, which name the key already (its grant is paid).
    const paid = owing === undefined ? undefined : await this.grants.pay(ledger, owing);
    const accepted = advances.map(({ previousStatus, ...stored }) => ({ change: readStatusChange(stored), previousStatus, source: learnt.source }));
    const appended = await ledger.take('eventLog', (tx) => this.stores.events.append(tx, accepted));
    if (paid !== undefined) await this.grants.wake(ledger, paid);
    const trace = traceCarrier();
    await ledger.take('outbox', async (tx) => {
      for (const { change, owners } of appended) {
        const topics = [
          resourceTopic(change.dataSet, change.kind, change.id),
          kindTopic(change.dataSet, change.kind),
          ...owners.map((fingerprint) => statusEventsTopic(change.dataSet, fingerprint)),
        ];
        ledger.queued.push(await this.stores.outbox.enqueue(tx, topics, trace === undefined ? change : { ...change, trace }));
      }
    });
    return { applied: accepted.map(({ change }) => change), copied: paid?.copied.length ?? 0 };
  }
}
