// What this instance recorded lately of resources a caller saw (a listing's items, a resource it
// created): that the caller's key owns it, and that the store holds its status or one beyond it.
// Seen again by the same key at the same status, an item then needs no store round trip, which
// keeps repeated listings off the database. The database stays the truth, so an entry never
// outlives what it stands for there: it lasts until the earlier of the owner's and the status's
// expiry, and at most RECORDED_MS. A status the resource may leave and come back to (a review
// after more information) is never remembered: having stored it once says nothing of now.

import { LRUCache } from 'lru-cache';
import type { StatusObservation } from './webhook-envelope.js';
import { ownershipKey } from './resource-owners.js';
import { isRevisitable } from './status-order.js';

/** How long an entry is believed at most, whatever the store's retention. */
export const RECORDED_MS = 5 * 60_000;
/** Entries kept; the least recently seen go first. */
const RECORDED_MAX = 50_000;

export class RecordedObservations {
  private readonly statuses = new LRUCache<string, string>({ max: RECORDED_MAX, ttl: RECORDED_MS });

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether `fingerprint`'s ownership and `o`'s status were recorded here lately. */
  has(fingerprint: string, o: StatusObservation): boolean {
    return this.statuses.get(ownershipKey(fingerprint, o)) === o.status;
  }

  /** After both were durably stored: the owner and a status at or beyond `o`'s, kept in the store until `until` (epoch ms). */
  remember(fingerprint: string, o: StatusObservation, until: number): void {
    if (isRevisitable(o.kind, o.status)) return;
    const ttl = Math.min(RECORDED_MS, until - this.now());
    if (ttl >= 1) this.statuses.set(ownershipKey(fingerprint, o), o.status, { ttl });
  }
}
