// What the gateway keeps of a request whose outcome is unknown, to recognise the resource it may
// have created when that resource shows up later (a webhook, a listing entry): who asked (the
// key's fingerprint and data set), what for (operation, amount, currency, account) and when.

import type { ResourceKind } from '../domain/state-machines.js';
import type { DataSet } from '../events/webhook-envelope.js';

export interface OutcomeCriteria {
  kind: ResourceKind;
  /** The resource's direction (`offramp`, `onramp`). */
  direction: string;
  /** Decimal text as the client sent it; compared as a number. */
  amount: string;
  currency: string;
  account: string;
}

export interface UnknownOutcome extends OutcomeCriteria {
  recordKey: string;
  operation: string;
  caller: string;
  dataSet: DataSet;
  /** Epoch ms: the provider's creation time of a matching resource lies in [windowStart, windowEnd]. */
  windowStart: number;
  windowEnd: number;
  /** `created` once one resource matched it alone; `ambiguous` when more than one request could have made the resource seen. */
  resolution: 'unknown' | 'created' | 'ambiguous';
  resourceId: string | null;
}

export type NewUnknownOutcome = Omit<UnknownOutcome, 'resolution' | 'resourceId'>;

export interface UnknownOutcomes {
  add(outcome: NewUnknownOutcome, ttlMs: number): Promise<void>;
  get(recordKey: string): Promise<UnknownOutcome | undefined>;
  /**
   * Unresolved outcomes of a data set and kind (of one caller, when given): what evidence is
   * matched against. With a caller, one added on another instance may be missed for a moment
   * (src/store/sql-unknown-outcomes.ts, NONE_OPEN_MS); one added on this instance never is.
   */
  open(dataSet: DataSet, kind: ResourceKind, caller?: string): Promise<UnknownOutcome[]>;
  /** Whether a resource is already the resolution of some outcome. */
  isResolution(dataSet: DataSet, kind: ResourceKind, resourceId: string): Promise<boolean>;
  /** Resolves an outcome still unresolved; false when it was resolved meanwhile. */
  resolve(recordKey: string, resolution: 'created' | 'ambiguous', resourceId: string | null): Promise<boolean>;
}
