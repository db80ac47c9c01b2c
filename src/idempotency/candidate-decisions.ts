// The caller's decision on the candidate of an unknown outcome (Mutation.confirmMutationOutcome):
// a resource that matched the request alone, which the gateway cannot tell from an identical one
// created with the same key elsewhere. Confirmed, it settles the request as CREATED with that
// resource (its owner granted, the key answering it from then on); rejected, the request stays
// unknown and the resource is never offered to it again. Both are idempotent: deciding the same
// again answers the same. Confirmation and rejection of one candidate, sent at once to any
// instances, end in one decision: each is one conditional UPDATE of the outcome's row, and the
// one that finds the candidate already decided the other way answers that it lost, naming the
// decision that won.

import type { DataSet } from '../domain/data-sets.js';
import type { OwnerGrants } from '../status/ledger/owner-grants.js';
import type { IdempotencyStore } from './idempotency-store.js';
import type { BusinessDirectory } from './record-scope.js';
import type { UnknownOutcome, UnknownOutcomes } from './unknown-outcomes.js';

export interface CandidateStores {
  idempotency: IdempotencyStore;
  unknownOutcomes: UnknownOutcomes;
  grants: OwnerGrants;
  /**
   * Keys' businesses, as the idempotency records are shared by them: a key of the business that
   * recorded the outcome (a rotated key) decides it too. Without it, only the recording key does.
   */
  businesses?: Pick<BusinessDirectory, 'businessOf'> | undefined;
}

export type CandidateDecision = 'confirm' | 'reject';

/**
 * Done; or why not, in words for the caller, and `decided` when it lost to the other decision on
 * the same candidate (taken meanwhile or before).
 */
export type DecisionResult = { ok: true } | { ok: false; reason: string; decided?: CandidateDecision };

export interface CandidateQuestion {
  /** The idempotency record of the request: the caller's own by construction (idempotencyRecordKey). */
  recordKey: string;
  /** The caller's key fingerprint. */
  caller: string;
  /** The data set the caller's key reaches. */
  dataSet: DataSet;
  operation: string;
  resourceId: string;
  decision: CandidateDecision;
}

export async function decideCandidate(stores: CandidateStores, q: CandidateQuestion): Promise<DecisionResult> {
  const outcome = await stores.unknownOutcomes.get(q.recordKey);
  if (outcome === undefined || !(await mayDecide(stores, outcome, q))) return notCandidate(q);
  if (q.decision === 'reject') {
    if (await stores.unknownOutcomes.rejectCandidate(q.recordKey, q.resourceId)) return { ok: true };
    return settledAlready(stores, q);
  }
  // A resource another request recorded as its result is that request's, whatever the caller says;
  // this key's own record naming it is a confirmation that won meanwhile, finished below.
  if (outcome.resolution === 'candidate' && outcome.resourceId === q.resourceId && (await stores.idempotency.mayHaveCreated(q.operation, q.resourceId))) {
    const now = await stores.unknownOutcomes.get(q.recordKey);
    if (now?.resolution !== 'created' || now.resourceId !== q.resourceId) {
      return { ok: false, reason: `${q.resourceId} may be another request's creation (one is recorded with it, or one is running now): ask mutationOutcome again shortly.` };
    }
  }
  const confirmed = await stores.unknownOutcomes.confirmCandidate(q.recordKey, q.resourceId);
  if (confirmed === undefined) return settledAlready(stores, q);
  // The key that recorded it and the key deciding (another of its business) both follow the resource.
  for (const key of new Set([outcome.caller, q.caller])) await stores.grants.grant(key, [{ dataSet: outcome.dataSet, kind: outcome.kind, id: q.resourceId }]);
  await stores.idempotency.resolveUnknown(q.recordKey, confirmed.result);
  return { ok: true };
}

/** The key that recorded the outcome, or another key of its business in its data set. */
async function mayDecide(stores: CandidateStores, outcome: UnknownOutcome, q: CandidateQuestion): Promise<boolean> {
  if (outcome.caller === q.caller) return true;
  if (stores.businesses === undefined || outcome.dataSet !== q.dataSet) return false;
  const business = await stores.businesses.businessOf(q.caller);
  return business !== undefined && (await stores.businesses.businessOf(outcome.caller)) === business;
}

function notCandidate(q: CandidateQuestion): DecisionResult {
  return { ok: false, reason: `${q.resourceId} is not the candidate of this idempotency key; mutationOutcome names the candidate, if there is one.` };
}

/** The decision found the candidate gone: decided the same way before (answered alike), or the other way. */
async function settledAlready(stores: CandidateStores, q: CandidateQuestion): Promise<DecisionResult> {
  if (await stores.unknownOutcomes.wasRejected(q.recordKey, q.resourceId)) {
    if (q.decision === 'reject') return { ok: true };
    return { ok: false, decided: 'reject', reason: `${q.resourceId} was already rejected for this idempotency key (NOT_THIS_REQUEST); that decision stands.` };
  }
  const outcome = await stores.unknownOutcomes.get(q.recordKey);
  if (q.decision === 'reject' && outcome?.resolution === 'created' && outcome.resourceId === q.resourceId) {
    return { ok: false, decided: 'confirm', reason: `${q.resourceId} was already confirmed as this request's creation (CREATED_BY_THIS_REQUEST); that decision stands.` };
  }
  return notCandidate(q);
}
