// The caller's decision on the candidate of an unknown outcome (Mutation.confirmMutationOutcome):
// a resource that matched the request alone, which the gateway cannot tell from an identical one
// created with the same key elsewhere. Confirmed, it settles the request as CREATED with that
// resource (its owner granted, the key answering it from then on); rejected, the request stays
// unknown and the resource is never offered to it again. Both are idempotent: deciding the same
// again answers the same.

import type { OwnerGrants } from '../events/owner-grants.js';
import type { IdempotencyStore } from './idempotency-store.js';
import type { UnknownOutcomes } from './unknown-outcomes.js';

export interface CandidateStores {
  idempotency: IdempotencyStore;
  unknownOutcomes: UnknownOutcomes;
  grants: OwnerGrants;
}

export type CandidateDecision = 'confirm' | 'reject';

/** Done, or why not, in words for the caller. */
export type DecisionResult = { ok: true } | { ok: false; reason: string };

export interface CandidateQuestion {
  /** The idempotency record of the request: the caller's own by construction (idempotencyRecordKey). */
  recordKey: string;
  /** The caller's key fingerprint. */
  caller: string;
  operation: string;
  resourceId: string;
  decision: CandidateDecision;
}

export async function decideCandidate(stores: CandidateStores, q: CandidateQuestion): Promise<DecisionResult> {
  const outcome = await stores.unknownOutcomes.get(q.recordKey);
  const notCandidate: DecisionResult = { ok: false, reason: `${q.resourceId} is not the candidate of this idempotency key; mutationOutcome names the candidate, if there is one.` };
  if (outcome === undefined || outcome.caller !== q.caller) return notCandidate;
  if (q.decision === 'reject') {
    if ((await stores.unknownOutcomes.rejectCandidate(q.recordKey, q.resourceId)) || (await stores.unknownOutcomes.wasRejected(q.recordKey, q.resourceId))) return { ok: true };
    return notCandidate;
  }
  // A resource another request recorded as its result is that request's, whatever the caller says.
  if (outcome.resolution === 'candidate' && outcome.resourceId === q.resourceId && (await stores.idempotency.mayHaveCreated(q.operation, q.resourceId))) {
    return { ok: false, reason: `${q.resourceId} may be another request's creation (one is recorded with it, or one is running now): ask mutationOutcome again shortly.` };
  }
  const confirmed = await stores.unknownOutcomes.confirmCandidate(q.recordKey, q.resourceId);
  if (confirmed === undefined) return notCandidate;
  await stores.grants.grant(outcome.caller, [{ dataSet: outcome.dataSet, kind: outcome.kind, id: q.resourceId }]);
  await stores.idempotency.resolveUnknown(q.recordKey, confirmed.result);
  return { ok: true };
}
