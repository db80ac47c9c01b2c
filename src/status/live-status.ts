// Live status as resolvers see it: observations go to the ledger (its one writer,
// src/status/ledger/status-ledger.ts), watching to the feeds (src/status/feeds/status-feeds.ts).
// Both are built here with their collaborators, which come in through the constructor.

import type { ResourceKind } from '../domain/state-machines.js';
import type { DataSet } from '../domain/data-sets.js';
import type { OutboxPublisher } from './feeds/outbox-publisher.js';
import type { PubSub } from './feeds/pubsub.js';
import { StatusFeeds } from './feeds/status-feeds.js';
import { OwnerGrants } from './ledger/owner-grants.js';
import { StatusLedger, type KeyKeeper, type LedgerStores, type ResourcesSeen } from './ledger/status-ledger.js';
import type { StatusChange } from './ledger/status-change.js';

export type { StatusChange } from './ledger/status-change.js';
export type { StatusEvent } from './ledger/status-event-log.js';
export type LiveStatusStores = LedgerStores;

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
  return new OwnerGrants(
    stores,
    () => void publisher.kick(),
    (queued) => publisher.handOver(queued),
  );
}

export class LiveStatus {
  /** The one writer (src/status/ledger/status-ledger.ts): every write below goes through it. */
  readonly ledger: StatusLedger;
  /** Watching one resource, a kind or the event log, and the catch-up after a pub/sub loss. */
  readonly feeds: StatusFeeds;
  /** The one way a key becomes an owner (the settling of unknown outcomes grants through it too). */
  readonly grants: OwnerGrants;

  /** `publisher`: the outbox publisher over the same pub/sub, kicked when a change is stored; its owner starts and stops it. */
  constructor(
    stores: LiveStatusStores,
    pubsub: PubSub<StatusChange>,
    readonly publisher: OutboxPublisher,
    collaborators: LiveStatusCollaborators = {},
  ) {
    this.grants = collaborators.grants ?? ownerGrants(stores, publisher);
    this.ledger = new StatusLedger(stores, {
      grants: this.grants,
      queued: () => void publisher.kick(),
      committed: (queued) => publisher.handOver(queued),
      keeper: collaborators.keeper,
      resourcesSeen: collaborators.resourcesSeen,
    });
    const ledger = this.ledger;
    this.feeds = new StatusFeeds(stores, pubsub, {
      current: (dataSet, kind, id) => ledger.current(dataSet, kind, id),
      grants: this.grants,
      keeper: collaborators.keeper,
      onCatchUpError: collaborators.onCatchUpError,
    });
  }
}
