// The publications the gateway owes its subscribers: a change is queued in the same transaction
// that stores it (a transactional outbox), and published from the queue until pub/sub takes it,
// so a failing PUBLISH delays a status and never loses it.

import type { Queryable } from '../../store/database.js';
import type { StatusChange } from './status-change.js';

export interface Publication {
  id: number;
  topics: string[];
  message: StatusChange;
}

export interface StatusOutbox {
  enqueue(tx: Queryable, topics: readonly string[], message: StatusChange): Promise<Publication>;
  /**
   * The oldest publications not yet done, in the order they were queued. Those in `known` (this
   * instance's, committed) are taken from there, not read again.
   */
  pending(limit: number, known?: ReadonlyMap<number, Publication>): Promise<Publication[]>;
  /** Removes publications pub/sub has taken. */
  done(ids: readonly number[]): Promise<void>;
  /** How many publications wait (a metric: it grows while pub/sub fails). */
  size(): Promise<number>;
}
