// The last status the gateway has seen of each resource, so that a subscription opened
// after a change still starts from the truth, and a query can answer "where is it now".
// Kept in the gateway's database (src/status/ledger/sql-status-store.ts).
//
// Every applied change gets a version that only grows (the later of the previous one plus one and
// the clock, so an entry that expired and comes back still outranks what a long-lived subscriber
// saw before the expiry); a subscriber that yielded the snapshot at version v drops any queued
// message at v or below, so the race between "subscribe" and "read the snapshot" can neither lose
// nor repeat an update.

import type { ResourceKind } from '../../domain/state-machines.js';
import type { Queryable } from '../../store/database.js';
import type { DataSet } from '../../domain/data-sets.js';
import type { StatusObservation } from './observation.js';

export interface KnownStatus {
  status: string;
  version: number;
  /** The record as JSON (dates as ISO text). */
  record: Record<string, unknown>;
  /** When the status last changed (ISO text). */
  updatedAt: string;
}

export interface StoredStatus extends KnownStatus {
  dataSet: DataSet;
  kind: ResourceKind;
  id: string;
}

/** A change stored: the resource's new state and the status it moved from (null for its first). */
export interface StatusAdvance extends StoredStatus {
  previousStatus: string | null;
}

export interface LastKnownStatusStore {
  get(dataSet: DataSet, kind: ResourceKind, id: string): Promise<KnownStatus | undefined>;
  /**
   * The observations that may move a status: those of resources not stored, stored but expired, or
   * stored behind the observed status, or seen at a status they can come back to (a business
   * customer in review) later than it was learnt, `observedAt` (now when not given). One plain read
   * per kind, no transaction and no row lock, so a listing whose items did not move writes nothing
   * and waits on no one. `unstored`: those of them the read found no row for, which `advance` then
   * inserts before it looks for a row.
   */
  mayMove(observations: readonly StatusObservation[], observedAt?: number): Promise<{ moving: StatusObservation[]; unstored: ReadonlySet<StatusObservation> }>;
  /**
   * Inside the transaction `tx`: stores each observation whose status lies ahead of the stored one
   * (or where none is stored), its record laid over the stored one, since a webhook may carry only
   * the fields that changed. Each is written on its row locked until the transaction ends, in
   * resource order (so two transactions over one page cannot deadlock), which makes the status it
   * moved from exact. A move to a status the resource may have held before the stored one (a
   * cycle) needs `observedAt` (when they were true at the provider; now when not given) after what
   * the stored status was learnt from. Answers the changes stored, each with its new version and
   * previous status; a repeat or a late arrival is none. `unstored`: observations a read found no
   * row for (mayMove's), tried as an insert first (a creation's usual case), the row locked and read
   * only when one is there after all.
   */
  advance(tx: Queryable, observations: readonly StatusObservation[], observedAt?: number, unstored?: ReadonlySet<StatusObservation>): Promise<StatusAdvance[]>;
}
