// Query.mutationOutcome: where a request sent with an idempotency key stands, read from the
// idempotency record and, for an unknown outcome, what evidence has shown since.
// Mutation.confirmMutationOutcome: the caller's decision on a candidate evidence offered.

import { z } from 'zod';
import type { GatewayContext } from '../../context.js';
import type { CandidateDecision, IdempotentOperation, MutationOutcome, MutationResolvers, QueryResolvers, Resolvers, UserError } from '../../generated/graphql.js';
import { decideCandidate } from '../../idempotency/candidate-decisions.js';
import { ABANDONED, candidateNote, recordKeyOf } from '../../idempotency/idempotent-mutation.js';
import type { UnknownOutcome } from '../../idempotency/unknown-outcomes.js';
import { keyFingerprint } from '../../platform/key-fingerprint.js';
import { liveCaller } from '../shared/live-caller.js';

const OPERATIONS: Record<IdempotentOperation, string> = {
  CREATE_OFFRAMP: 'createOfframp',
  CREATE_ONRAMP: 'createOnramp',
  CREATE_ESP_ONRAMP: 'createEspOnramp',
  CREATE_ESP_OFFRAMP: 'createEspOfframp',
  CREATE_BRL_ONRAMP_TICKET: 'createBrlOnrampTicket',
  CREATE_BUSINESS_CUSTOMER: 'createBusinessCustomer',
  SUBMIT_OFFRAMP_TRANSACTION_HASH: 'submitOfframpTransactionHash',
  REGISTER_BRL_WALLET: 'registerBrlWallet',
  UPLOAD_ONRAMP_PROOF_OF_PAYMENT: 'uploadOnrampProofOfPayment',
};

const DECISIONS: Record<CandidateDecision, 'confirm' | 'reject'> = { CREATED_BY_THIS_REQUEST: 'confirm', NOT_THIS_REQUEST: 'reject' };

const created = z.object({ id: z.string() }).nullish();
/** Each mutation's payload names its resource under one of these fields. */
const createdPayload = z.object({ offramp: created, onramp: created, transaction: created, ticket: created, businessCustomer: created, walletId: z.string().nullish() });

const NOTHING = { resourceId: null, candidateId: null, message: null };

async function outcomeOf(ctx: GatewayContext, recordKey: string): Promise<MutationOutcome> {
  const record = await ctx.idempotency.store.get(recordKey);
  if (record === undefined) return { state: 'NONE', ...NOTHING };
  // A claim past its lease is an instance that stopped mid-request: the next request with the key answers OUTCOME_UNKNOWN.
  if (record.state === 'in_progress') {
    return record.leaseUntil > Date.now() ? { state: 'IN_PROGRESS', ...NOTHING } : { state: 'UNKNOWN', ...NOTHING, message: ABANDONED };
  }
  if (record.state === 'refused') return { state: 'REFUSED', ...NOTHING, message: record.message };
  if (record.state === 'completed') {
    const payload = createdPayload.safeParse(record.result);
    const resource = payload.success ? (payload.data.offramp ?? payload.data.onramp ?? payload.data.transaction ?? payload.data.ticket ?? payload.data.businessCustomer) : null;
    const walletId = payload.success ? payload.data.walletId : null;
    return { state: 'CREATED', ...NOTHING, resourceId: resource?.id ?? walletId ?? null };
  }
  const evidence = await ctx.idempotency.unknownOutcomes.get(recordKey);
  if (evidence?.resolution === 'unknown' && evidence.subject !== undefined && (await settledByKnown(ctx, evidence, evidence.subject))) return outcomeOf(ctx, recordKey);
  if (evidence?.resolution === 'ambiguous') return { state: 'AMBIGUOUS', ...NOTHING, message: record.message };
  if (evidence?.resolution === 'candidate' && evidence.resourceId !== null) {
    return { state: 'CANDIDATE', ...NOTHING, candidateId: evidence.resourceId, message: `${record.message} ${candidateNote(evidence.resourceId)}` };
  }
  // Settled a moment ago (by proof or confirmation), the record itself being updated right after.
  if (evidence?.resolution === 'created') return { state: 'CREATED', ...NOTHING, resourceId: evidence.resourceId };
  return { state: 'UNKNOWN', ...NOTHING, message: record.message };
}

/**
 * Whether the resource an unknown request acted on, as the gateway last knew it, settles it now:
 * its status may have been learnt before the outcome was recorded, and may not move again.
 */
async function settledByKnown(ctx: GatewayContext, outcome: UnknownOutcome, subject: string): Promise<boolean> {
  const current = await ctx.live.ledger.current(outcome.dataSet, outcome.kind, subject);
  if (current === undefined) return false;
  await ctx.live.ledger.recall(outcome.caller, [{ kind: current.kind, id: current.id, dataSet: current.dataSet, status: current.status, record: current.record }]);
  return (await ctx.idempotency.unknownOutcomes.get(outcome.recordKey))?.resolution === 'created';
}

const mutationOutcome: NonNullable<QueryResolvers['mutationOutcome']> = async (_parent, { operation, idempotencyKey }, ctx) => {
  return outcomeOf(ctx, await recordKeyOf(ctx, liveCaller(ctx), OPERATIONS[operation], idempotencyKey));
};

const confirmMutationOutcome: NonNullable<MutationResolvers['confirmMutationOutcome']> = async (_parent, { input }, ctx) => {
  const { apiKey, dataSet } = liveCaller(ctx);
  const operation = OPERATIONS[input.operation];
  const recordKey = await recordKeyOf(ctx, liveCaller(ctx), operation, input.idempotencyKey);
  const { store, unknownOutcomes, grants, businesses } = ctx.idempotency;
  const decided = await decideCandidate({ idempotency: store, unknownOutcomes, grants, businesses }, {
    recordKey,
    caller: keyFingerprint(apiKey),
    dataSet,
    operation,
    resourceId: input.resourceId,
    decision: DECISIONS[input.decision],
  });
  if (!decided.ok) {
    // Lost to the other decision: the decision is what conflicts, not the resource.
    const userError: UserError =
      decided.decided === undefined
        ? { field: ['input', 'resourceId'], code: 'INVALID', message: decided.reason }
        : { field: ['input', 'decision'], code: 'ALREADY_DECIDED', message: decided.reason };
    return { outcome: null, userErrors: [userError] };
  }
  return { outcome: await outcomeOf(ctx, recordKey), userErrors: [] };
};

export const mutationOutcomeResolvers: Resolvers = { Query: { mutationOutcome }, Mutation: { confirmMutationOutcome } };
