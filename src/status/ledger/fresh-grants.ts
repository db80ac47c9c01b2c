// The grants one instance knows fresh and paid, with until when (its clock): a listing shown again
// on it sends no statement for them. Forgetting one costs only that statement, so the memory is
// bounded by generations rather than kept in exact recency order: once the newer generation holds
// half the bound, the older one is forgotten, and a grant found in the older one moves to the newer.
// Every listed item is looked up here, so the lookup hashes the item's id, not a composite text
// built per item (key fingerprint, data set, kind and id) that would be flattened and hashed anew.
import type { ResourceRef } from './resource-owners.js';

/** Data set, then kind, then resource id: until when the grant is fresh. */
type ByResource = Map<string, Map<string, Map<string, number>>>;

export class FreshGrants {
  private newer = new Map<string, ByResource>();
  private older = new Map<string, ByResource>();
  private newerSize = 0;

  /** `max`: how many grants the two generations hold at most, together. */
  constructor(private readonly max: number) {}

  /** Until when the key with `fingerprint` is known to own `r` fresh and paid; undefined when not known. */
  get(fingerprint: string, r: ResourceRef): number | undefined {
    const until = find(this.newer, fingerprint, r);
    if (until !== undefined) return until;
    const remembered = find(this.older, fingerprint, r);
    if (remembered !== undefined) this.set(fingerprint, r, remembered);
    return remembered;
  }

  set(fingerprint: string, r: ResourceRef, until: number): void {
    if (this.newerSize >= this.max / 2) {
      this.older = this.newer;
      this.newer = new Map();
      this.newerSize = 0;
    }
    const ids = path(this.newer, fingerprint, r);
    if (!ids.has(r.id)) this.newerSize += 1;
    ids.set(r.id, until);
  }
}

function find(generation: Map<string, ByResource>, fingerprint: string, r: ResourceRef): number | undefined {
  return generation.get(fingerprint)?.get(r.dataSet)?.get(r.kind)?.get(r.id);
}

function path(generation: Map<string, ByResource>, fingerprint: string, r: ResourceRef): Map<string, number> {
  let byResource = generation.get(fingerprint);
  if (byResource === undefined) generation.set(fingerprint, (byResource = new Map()));
  let kinds = byResource.get(r.dataSet);
  if (kinds === undefined) byResource.set(r.dataSet, (kinds = new Map()));
  let ids = kinds.get(r.kind);
  if (ids === undefined) kinds.set(r.kind, (ids = new Map()));
  return ids;
}
