// Which API keys may read which resources. The webhook names a resource and its data set
// but not the business it belongs to, so the gateway remembers, for each resource it has
// seen created or read through it, the fingerprint of the key that did so. Only
// fingerprints are stored (see key-fingerprint.ts), never keys. Kept in the gateway's
// database (src/store/sql-resource-owners.ts).

import type { ResourceKind } from '../domain/state-machines.js';
import type { DataSet } from './webhook-envelope.js';

export interface ResourceRef {
  dataSet: DataSet;
  kind: ResourceKind;
  id: string;
}

/** One key's hold on one resource, as the per-instance memories of grants name it. */
export function ownershipKey(fingerprint: string, r: ResourceRef): string {
  return `${fingerprint}\u0000${r.dataSet}\u0000${r.kind}\u0000${r.id}`;
}

export interface ResourceOwners {
  /**
   * Records `fingerprint` as an owner of every resource given, in one write (a listing's page at
   * once). Resolves to the epoch ms until which all these grants are kept at least.
   */
  grant(fingerprint: string, resources: readonly ResourceRef[]): Promise<number>;
  isOwner(resource: ResourceRef, fingerprint: string): Promise<boolean>;
  /** Every key fingerprint that may read the resource. */
  ownersOf(resource: ResourceRef): Promise<string[]>;
}
