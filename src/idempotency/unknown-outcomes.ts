// What the gateway keeps of a request whose outcome is unknown, to recognise the resource it may
// have created when that resource shows up later (a webhook, a listing entry): who asked (the
// key's fingerprint and data set), what for (operation, amount, currency, account) and when.

import type { ResourceKind } from '../domain/state-machines.js';
import type { DataSet } from '../status/ingest/webhook-envelope.js';

export interface OutcomeCriteria {
  kind: ResourceKind;
  /** The resource's direction (`offramp`, `onramp`). */
  direction: string;
  /** Decimal text as the client sent it; compared as a number. */
  amount: string;
  currency: string;
  /** The ESP off-ramp's account number; a B2B off-ramp's stablecoin and network (its record carries no bank account). */
  account: string;
  /**
   * The existing resource the request acted on (the off-ramp a transaction hash was submitted
   * for), when it names one: evidence then names it by id, and the resemblance fields are empty.
   */
  subject?: string | undefined;
}

export interface UnknownOutcome extends OutcomeCriteria {
  recordKey: string;
  operation: string;
  caller: string;
  dataSet: DataSet;
  /** Epoch ms: the provider's creation time of a matching resource lies in [windowStart, windowEnd]. */
  windowStart: number;
  windowEnd: number;
  /**
   * The span of the request whose outcome is unknown, as src/platform/tracing.ts's `traceCarrier`
   * wrote it (W3C `traceparent` by default), for the span that settles it to link to; absent
   * when the request was not traced.
   */
  trace?: Readonly<Record<string, string>>;
  /**
   * `candidate` once one resource matched it alone but nothing proves this request made it (the
   * same key may create the same payout elsewhere): `resourceId` waits for the caller's decision.
   * `created` once it is known to be this request's (proven, or confirmed by the caller);
   * `ambiguous` when more than one request could have made the resource seen.
   */
  resolution: 'unknown' | 'candidate' | 'created' | 'ambiguous';
  resourceId: string | null;
}

export type NewUnknownOutcome = Omit<UnknownOutcome, 'resolution' | 'resourceId'>;

export interface UnknownOutcomes {
  add(outcome: NewUnknownOutcome, ttlMs: number): Promise<void>;
  get(recordKey: string): Promise<UnknownOutcome | undefined>;
  /** Unresolved outcomes of a data set and kind (of one caller, when given): what evidence is matched against. */
  open(dataSet: DataSet, kind: ResourceKind, caller?: string): Promise<UnknownOutcome[]>;
  /** Whether a resource is already the resolution of some outcome. */
  isResolution(dataSet: DataSet, kind: ResourceKind, resourceId: string): Promise<boolean>;
  /** Resolves an outcome still unresolved; false when it was resolved meanwhile. */
  resolve(recordKey: string, resolution: 'created' | 'ambiguous', resourceId: string | null): Promise<boolean>;
  /**
   * Offers `resourceId` as the candidate of an unresolved outcome, with `result`, the payload its
   * confirmation settles the request with; false when it was resolved meanwhile.
   */
  offerCandidate(recordKey: string, resourceId: string, result: unknown): Promise<boolean>;
  /**
   * The caller says the candidate is its request's: `candidate` becomes `created`. Answers the
   * candidate's result, also when it was confirmed before (so a confirmation interrupted halfway
   * can be finished); undefined when `resourceId` is not, and was not confirmed as, its candidate.
   */
  confirmCandidate(recordKey: string, resourceId: string): Promise<{ result: unknown } | undefined>;
  /**
   * The caller says the candidate is not its request's: the outcome is unknown again and the
   * resource is never offered to it again. False when `resourceId` is not its candidate.
   */
  rejectCandidate(recordKey: string, resourceId: string): Promise<boolean>;
  /** Whether the caller said `resourceId` is not the creation of this outcome. */
  wasRejected(recordKey: string, resourceId: string): Promise<boolean>;
}
