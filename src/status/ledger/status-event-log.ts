// The event log: every status change the gateway accepts, in the order it was committed, each at
// a position that only grows. Clients page it (`Query.events`) and resume a subscription from
// it (`Subscription.statusEvents(after:)`): the database is the truth, pub/sub only wakes the
// readers. Kept in the gateway's database (src/status/ledger/sql-status-event-log.ts) for
// STATUS_EVENT_RETENTION_MS.

import type { ResourceKind } from '../../domain/state-machines.js';
import type { Queryable } from '../../store/database.js';
import type { ResourceRef } from './resource-owners.js';
import type { StatusChange } from './status-change.js';
import type { StatusSource } from './status-source.js';
import type { DataSet } from '../../domain/data-sets.js';

/** How long an event is kept after it happened. */
export const STATUS_EVENT_RETENTION_MS = 30 * 24 * 3600_000;

/** A change that moved a status forward, and the status it moved from (none for a resource's first). */
export interface AcceptedChange {
  change: StatusChange;
  previousStatus: string | null;
  /** How the gateway learnt it. */
  source: StatusSource;
}

export interface StatusEvent extends Omit<AcceptedChange, 'source'> {
  /** How the gateway learnt it; `unrecorded` for an event written before that was kept. */
  source: StatusSource | 'unrecorded';
  /** The event's place in the log: later events have larger positions, in commit order. */
  position: number;
  kind: ResourceKind;
  resourceId: string;
  /** When the gateway accepted the change (ISO text): its stored status's `updatedAt`. */
  occurredAt: string;
}

export interface StatusEventQuery {
  dataSet: DataSet;
  /** The caller's key fingerprint: only events it was given (it owned the resource when they were written). */
  fingerprint: string;
  /** Only events after this position. */
  after: number;
  limit: number;
  kinds?: readonly ResourceKind[] | undefined;
  resourceIds?: readonly string[] | undefined;
}

/** An appended change and the key fingerprints it was given to (the resource's owners then). */
export interface AppendedChange {
  change: StatusChange;
  owners: string[];
}

export interface StatusEventLog {
  /**
   * Inside the transaction that stored the changes: appends them, in order, each for the keys
   * owning its resource now (but those whose grant still owes them copies: paying it copies
   * this one too, after the earlier ones). It serialises appends until the commit (see the store):
   * its place in a transaction is the event log's in src/status/ledger/lock-order.ts.
   */
  append(tx: Queryable, changes: readonly AcceptedChange[]): Promise<AppendedChange[]>;
  /**
   * Inside the transaction that pays a late owner's grants: appends, for `fingerprint` alone, a
   * copy of the event that brought each of `resources` to its current status, unless the key was
   * given that status already, at new positions (so after its cursor), in the originals' order. Answers
   * the copies. Same turn as `append`: call it last.
   */
  copyTo(tx: Queryable, fingerprint: string, resources: readonly ResourceRef[]): Promise<StatusEvent[]>;
  /** The caller's events after `after`, oldest first, at most `limit`; an expired one until the purge deletes it. */
  read(query: StatusEventQuery): Promise<StatusEvent[]>;
  /**
   * Every change accepted at or after `sinceMs` (its `occurredAt`), across data sets and keys, after
   * position `after`, in the log's order, at most `limit`; a late owner's copies left out (they
   * repeat an original). What a pub/sub loss kept from this instance's subscribers.
   */
  changedSince(sinceMs: number, after: number, limit: number): Promise<{ position: number; change: StatusChange }[]>;
  /** The position of the last event appended so far (0 when none): where "from now on" starts. */
  head(): Promise<number>;
  /**
   * The largest position the purge deleted (0 when none): a reader after an earlier position may
   * have missed events, and is refused (src/status/feeds/event-cursor-expiry.ts).
   */
  purgedThrough(): Promise<number>;
}
