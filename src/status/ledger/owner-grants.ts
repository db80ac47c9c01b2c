// The one way a key becomes an owner of resources: the creating mutation, a listing, a settled
// unknown outcome all come here. Who sees an event is fixed when it is written
// (src/status/ledger/sql-status-event-log.ts), so a key that becomes an owner after some of a resource's
// events is owed the resource's current status: the event that brought it there is copied for it
// at a new position, after any cursor it holds, and its statusEvents readers are woken. The grant
// is one statement (none for a grant this instance knows fresh and paid); only a grant that owes
// something (new, revived after it expired, or not paid yet because the copying failed) is paid,
// in a transaction of its own or in the caller's, so a listing shown again writes nothing. A
// mutation's grant is written inside its status transaction instead, where a resource with no
// event yet (one just created) owes nothing at all.

import type { Database } from '../../store/database.js';
import { ledgerTransaction, type LedgerTransaction } from './lock-order.js';
import { resourceKey, type ResourceOwners, type ResourceRef } from './resource-owners.js';
import type { StatusEvent, StatusEventLog } from './status-event-log.js';
import type { Publication, StatusOutbox } from './status-outbox.js';
import { statusEventsTopic } from './topics.js';

export interface OwnerGrantStores {
  db: Database;
  owners: ResourceOwners;
  events: StatusEventLog;
  outbox: StatusOutbox;
}

/** Grants that owe their key the current status of their resources, until paid. */
export interface OwedGrants {
  fingerprint: string;
  resources: readonly ResourceRef[];
}

/** What paying grants copied for their key, to be woken for once the transaction reaches the outbox. */
export interface PaidGrants {
  fingerprint: string;
  copied: StatusEvent[];
}

export class OwnerGrants {
  /**
   * `queued`: told when wake-ups were queued in the outbox (the outbox publisher's kick);
   * `committed`: handed them as their transaction committed.
   */
  constructor(
    private readonly stores: OwnerGrantStores,
    private readonly queued: () => void = () => {},
    private readonly committed?: (queued: readonly Publication[]) => void,
  ) {}

  /** Makes the key with `fingerprint` an owner of `resources`, and gives it their current status. */
  async grant(fingerprint: string, resources: readonly ResourceRef[]): Promise<void> {
    await this.payNow(await this.record(fingerprint, resources));
  }

  /**
   * Pays whatever the key is still owed: a grant whose payment failed, or never ran because its
   * instance stopped between the grant and its status transaction. Until paid, such a grant is
   * given none of its resource's events (src/status/ledger/sql-status-event-log.ts), so a reader of the key
   * calls this before it reads.
   */
  async payOwed(fingerprint: string): Promise<void> {
    await this.payNow({ fingerprint, resources: await this.stores.owners.owedTo(fingerprint) });
  }

  /**
   * The grant alone, one statement: what it owes is paid by `pay`, in a transaction of the caller's
   * (a listing's status transaction, when it opens one). Unpaid, it stays owed for the next grant.
   */
  async record(fingerprint: string, resources: readonly ResourceRef[]): Promise<OwedGrants> {
    return { fingerprint, resources: await this.stores.owners.grant(fingerprint, resources) };
  }

  /**
   * The grant inside `ledger`, after its statuses step locked the resources' status rows (a
   * mutation's answer, whose transaction opens anyway): a resource with no event yet owes nothing,
   * so its grant costs no payment. What it owes is paid by `pay` in the same transaction.
   */
  async recordIn(ledger: LedgerTransaction, fingerprint: string, resources: readonly ResourceRef[]): Promise<OwedGrants> {
    return { fingerprint, resources: await ledger.take('owners', (tx) => this.stores.owners.grantLocked(tx, fingerprint, resources)) };
  }

  /**
   * Inside `ledger`: copies for the key the event of each owed resource's current status unless it
   * was given it (owners' rows, then the event log, src/status/ledger/lock-order.ts); answers the copies,
   * whose wake-ups `wake` queues once the transaction reaches the outbox.
   */
  async pay(ledger: LedgerTransaction, owed: OwedGrants): Promise<PaidGrants> {
    if (owed.resources.length === 0) return { fingerprint: owed.fingerprint, copied: [] };
    const { fingerprint } = owed;
    const unpaid = await ledger.take('owners', (tx) => this.stores.owners.takeOwed(tx, fingerprint, owed.resources));
    const copied = await ledger.take('eventLog', (tx) => this.stores.events.copyTo(tx, fingerprint, unpaid));
    return { fingerprint, copied };
  }

  /** Inside `ledger`: queues a wake-up per resource, with its last copy: a reader filtering by resource or kind is woken by its own. */
  async wake(ledger: LedgerTransaction, paid: PaidGrants): Promise<void> {
    const wakeUps = lastOfEachResource(paid.copied);
    if (wakeUps.length === 0) return;
    await ledger.take('outbox', async (tx) => {
      for (const event of wakeUps) ledger.queued.push(await this.stores.outbox.enqueue(tx, [statusEventsTopic(event.change.dataSet, paid.fingerprint)], event.change));
    });
  }

  /** After the transaction in which `pay` ran committed: the grants are paid, on whichever instance. */
  settled(owed: OwedGrants): void {
    if (owed.resources.length > 0) this.stores.owners.paid(owed.fingerprint, owed.resources);
  }

  /** Pays `owed` in a transaction of its own (none when nothing is owed). */
  private async payNow(owed: OwedGrants): Promise<void> {
    if (owed.resources.length === 0) return;
    const copied = await ledgerTransaction(
      this.stores.db,
      async (ledger) => {
        const paid = await this.pay(ledger, owed);
        await this.wake(ledger, paid);
        return paid.copied.length;
      },
      this.committed,
    );
    this.settled(owed);
    if (copied > 0) this.queued();
  }
}

function lastOfEachResource(events: readonly StatusEvent[]): StatusEvent[] {
  const last = new Map<string, StatusEvent>();
  for (const event of events) last.set(resourceKey(event.change), event);
  return [...last.values()];
}
