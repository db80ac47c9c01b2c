// Which API keys may read which resources. The webhook names a resource and its data set
// but not the business it belongs to, so the gateway remembers, for each resource it has
// seen created or read through it, the fingerprint of the key that did so. Only
// fingerprints are stored (see key-fingerprint.ts), never keys. Kept in the gateway's
// database (src/status/ledger/sql-resource-owners.ts).

import type { ResourceKind } from '../../domain/state-machines.js';
import type { Queryable } from '../../store/database.js';
import type { DataSet } from '../../domain/data-sets.js';

export interface ResourceRef {
  dataSet: DataSet;
  kind: ResourceKind;
  id: string;
}

/** One text per resource, for maps and for ordering resources the same way everywhere. */
export function resourceKey(r: { dataSet: string; kind: string; id: string }): string {
  return `${r.dataSet}\u0000${r.kind}\u0000${r.id}`;
}

export interface ResourceOwners {
  /**
   * Records `fingerprint` as an owner of every resource given, in one write (a listing's page at
   * once), for the owners' time to live from now; a grant renewed within the last tenth of that
   * time keeps the expiry it has, and one this instance found so sends no statement. Answers the grants that owe the key events (new ones, ones
   * revived after they expired, ones whose copies were not written yet). Called only by
   * OwnerGrants (src/status/ledger/owner-grants.ts), which pays what is owed.
   */
  grant(fingerprint: string, resources: readonly ResourceRef[]): Promise<ResourceRef[]>;
  /**
   * `grant` inside a ledger transaction that holds the resources' status rows, so that no event of
   * them is appended meanwhile: a grant of a resource with no event yet owes nothing and is written
   * paid. Answers the grants that owe, for `takeOwed` in the same transaction.
   */
  grantLocked(tx: Queryable, fingerprint: string, resources: readonly ResourceRef[]): Promise<ResourceRef[]>;
  /**
   * Inside the transaction that writes the copies: marks the grants of `resources` paid and answers
   * those that still owed (a grant paid meanwhile, on any instance, is left out).
   */
  takeOwed(tx: Queryable, fingerprint: string, resources: readonly ResourceRef[]): Promise<ResourceRef[]>;
  /**
   * After the transaction that paid them committed: the grants of `resources` owe nothing, and a
   * grant of them again within the renewal window may send no statement (a per-instance memory).
   */
  paid(fingerprint: string, resources: readonly ResourceRef[]): void;
  /** The grants of `fingerprint` still owing it events: paid by now unless a payment failed or is under way. */
  owedTo(fingerprint: string): Promise<ResourceRef[]>;
  isOwner(resource: ResourceRef, fingerprint: string): Promise<boolean>;
  /** Every key fingerprint that may read the resource. */
  ownersOf(resource: ResourceRef): Promise<string[]>;
}
