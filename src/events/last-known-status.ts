// The last status the gateway has seen of each resource, so that a subscription opened
// after a change still starts from the truth, and a query can answer "where is it now".
// Kept in the gateway's database (src/store/sql-status-store.ts).
//
// Every applied change gets a version that only grows; a subscriber that yielded the
// snapshot at version v drops any queued message at v or below, so the race between
// "subscribe" and "read the snapshot" can neither lose nor repeat an update.

import type { ResourceKind } from '../domain/state-machines.js';
import type { Queryable } from '../store/database.js';
import type { DataSet, StatusObservation } from './webhook-envelope.js';

export interface KnownStatus {
  status: string;
  version: number;
  /** The record as JSON (dates as ISO text). */
  record: Record<string, unknown>;
  updatedAt: string;
  /** Epoch ms after which the store forgets it, unless a later change is stored before. */
  expiresAt: number;
}

export interface StoredStatus extends KnownStatus {
  dataSet: DataSet;
  kind: ResourceKind;
  id: string;
}

export interface AdvanceResult {
  /** False when the observation was not ahead of what is stored (a repeat or a late arrival). */
  applied: boolean;
  current: KnownStatus;
  /** The status an applied change moved from; null for the resource's first (or when not applied). */
  previousStatus: string | null;
}

export interface LastKnownStatusStore {
  get(dataSet: DataSet, kind: ResourceKind, id: string): Promise<KnownStatus | undefined>;
  /** The stored statuses of several resources of one kind, by id, in one read. */
  getMany(dataSet: DataSet, kind: ResourceKind, ids: readonly string[]): Promise<Map<string, KnownStatus>>;
  /** Statuses changed at or after `sinceMs`, oldest first, at most `limit`: a catch-up after pub/sub lost messages. */
  changedSince(sinceMs: number, limit: number): Promise<StoredStatus[]>;
  /**
   * Inside the transaction `tx`: stores the observation if its status lies ahead of the stored
   * one (or none is stored), its record laid over the stored one, since a webhook may carry only
   * the fields that changed.
   */
  advance(tx: Queryable, observation: StatusObservation): Promise<AdvanceResult>;
}

/**
 * Versions start from the clock rather than from 1, so an entry that expired and comes
 * back still outranks what a long-lived subscriber saw before the expiry.
 */
export function nextVersion(previous: number | undefined, nowMs: number): number {
  return Math.max((previous ?? 0) + 1, nowMs);
}
