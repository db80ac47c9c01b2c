// The one order in which a ledger transaction takes its locks, stated here and nowhere else.
//
// Why an order: two transactions that lock the same rows in opposite orders wait for each other
// for ever; PostgreSQL breaks the circle by failing one, which under load may fail again. So every
// transaction that writes statuses, owners, the event log or the outbox takes them in this order:
//
// - deliveries: the webhook's de-duplication row, so a retry of the same delivery waits here, before it locks anything else;
// - statuses: the status rows, in resource order (sql-status-store.ts);
// - owners: the owners' rows of a late owner's grants, in resource order (sql-resource-owners.ts);
// - eventLog: the log's counter row, which every append of every instance takes in turn and holds
//   until the commit (sql-status-event-log.ts): taken last, so it is held for no longer than a commit;
// - outbox: inserts of new rows, which wait on no one.
//
// A step may take its lock again (the copies and the appends both take the counter); a step earlier
// in the order than one already taken is refused, which rolls the transaction back: a programming
// error, not a state of the data, caught by any test that runs the path.

import type { Database, Queryable } from '../../store/database.js';
import type { Publication } from './status-outbox.js';

export const LOCK_ORDER = ['deliveries', 'statuses', 'owners', 'eventLog', 'outbox'] as const;
export type LedgerLock = (typeof LOCK_ORDER)[number];

/** One ledger transaction: its writes are taken through `take`, in LOCK_ORDER. */
export class LedgerTransaction {
  private reached = 0;
  /** What its outbox step queued: handed to the publisher once the transaction committed. */
  readonly queued: Publication[] = [];

  constructor(private readonly tx: Queryable) {}

  /** Runs `write` inside the transaction as the step that takes `lock`. */
  async take<T>(lock: LedgerLock, write: (tx: Queryable) => Promise<T>): Promise<T> {
    const step = LOCK_ORDER.indexOf(lock);
    if (step < this.reached) throw new Error(`ledger lock order: ${lock} taken after ${LOCK_ORDER[this.reached]}`);
    this.reached = step;
    return write(this.tx);
  }
}

/**
 * A transaction of `db` whose writes go through LOCK_ORDER. `committed`: handed what it queued in
 * the outbox as soon as it committed (src/store/database.ts says in which order).
 */
export function ledgerTransaction<T>(db: Database, work: (ledger: LedgerTransaction) => Promise<T>, committed?: (queued: readonly Publication[]) => void): Promise<T> {
  let ledger: LedgerTransaction | undefined;
  return db.transaction(
    (tx) => work((ledger = new LedgerTransaction(tx))),
    () => {
      if (ledger !== undefined && ledger.queued.length > 0) committed?.(ledger.queued);
    },
  );
}
