// Query.mutationOutcome: where a request sent with an idempotency key stands, read from the
// idempotency record and, for an unknown outcome, what evidence has shown since.

import { z } from 'zod';
import type { IdempotentOperation, QueryResolvers, Resolvers } from '../../generated/graphql.js';
import { ABANDONED, idempotencyRecordKey } from '../../idempotency/idempotent-mutation.js';
import { liveCaller } from '../../shared/live-caller.js';

const OPERATIONS: Record<IdempotentOperation, string> = {
  CREATE_OFFRAMP: 'createOfframp',
  CREATE_ESP_ONRAMP: 'createEspOnramp',
  CREATE_ESP_OFFRAMP: 'createEspOfframp',
  CREATE_BRL_ONRAMP_TICKET: 'createBrlOnrampTicket',
  CREATE_BUSINESS_CUSTOMER: 'createBusinessCustomer',
  SUBMIT_OFFRAMP_TRANSACTION_HASH: 'submitOfframpTransactionHash',
  REGISTER_BRL_WALLET: 'registerBrlWallet',
};

const created = z.object({ id: z.string() }).nullish();
/** Each mutation's payload names its resource under one of these fields. */
const createdPayload = z.object({ offramp: created, transaction: created, ticket: created, businessCustomer: created, walletId: z.string().nullish() });

const mutationOutcome: NonNullable<QueryResolvers['mutationOutcome']> = async (_parent, { operation, idempotencyKey }, ctx) => {
  const { apiKey } = liveCaller(ctx);
  const recordKey = idempotencyRecordKey(apiKey, OPERATIONS[operation], idempotencyKey);
  const record = await ctx.idempotency.store.get(recordKey);
  if (record === undefined) return { state: 'NONE', resourceId: null, message: null };
  // A claim past its lease is an instance that stopped mid-request: the next request with the key answers OUTCOME_UNKNOWN.
  if (record.state === 'in_progress') {
    return record.leaseUntil > Date.now() ? { state: 'IN_PROGRESS', resourceId: null, message: null } : { state: 'UNKNOWN', resourceId: null, message: ABANDONED };
  }
  if (record.state === 'refused') return { state: 'REFUSED', resourceId: null, message: record.message };
  if (record.state === 'completed') {
    const payload = createdPayload.safeParse(record.result);
    const resource = payload.success ? (payload.data.offramp ?? payload.data.transaction ?? payload.data.ticket ?? payload.data.businessCustomer) : null;
    const walletId = payload.success ? payload.data.walletId : null;
    return { state: 'CREATED', resourceId: resource?.id ?? walletId ?? null, message: null };
  }
  const evidence = await ctx.idempotency.unknownOutcomes.get(recordKey);
  if (evidence?.resolution === 'ambiguous') return { state: 'AMBIGUOUS', resourceId: null, message: record.message };
  // Settled by evidence a moment ago, the record itself being updated right after.
  if (evidence?.resolution === 'created') return { state: 'CREATED', resourceId: evidence.resourceId, message: null };
  return { state: 'UNKNOWN', resourceId: null, message: record.message };
};

export const mutationOutcomeResolvers: Resolvers = { Query: { mutationOutcome } };
