// submitOfframpTransactionHash: the off-ramp's next step after its creation. The business sends
// the stablecoin, then proves it with the transfer's hash (POST /otc/pop, multipart), which moves
// the payout from pending to processing.

import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { providerRefusalOf, UpstreamUserError } from '../../datasources/provider-errors.js';
import {
  isValidTransactionProof,
  isValidTransactionProofOnAnyNetwork,
  TRANSACTION_PROOF_MAX_LENGTH,
} from '../../domain/transaction-hash.js';
import type { GatewayContext } from '../../context.js';
import type { SubmitOfframpTransactionHashInput, SubmitOfframpTransactionHashPayload } from '../../generated/graphql.js';
import type { EvidenceRule } from '../../idempotency/outcome-evidence.js';
import { defineRampMutation } from '../shared/mutation-pipeline.js';
import { checkRequired, type UserErrors } from '../shared/user-errors.js';
import { submitTransactionHashEndpoint, type Offramp, type TransactionHashRequest } from '../../datasources/offramps/endpoints.js';
import { lastKnownOfframp, offrampObservation } from './events.js';

type Payload = Omit<SubmitOfframpTransactionHashPayload, 'offramp'> & { offramp: Offramp | null };

const OFFRAMP_ID = ['input', 'offrampId'];
const TRANSACTION_HASH = ['input', 'transactionHash'];

function checkProof(errors: UserErrors, offramp: Offramp | null, proof: string): void {
  if (proof === '') return;
  const network = offramp?.network ?? null;
  const valid =
    proof.length <= TRANSACTION_PROOF_MAX_LENGTH &&
    (network === null ? isValidTransactionProofOnAnyNetwork(proof) : isValidTransactionProof(network, proof));
  if (valid) return;
  const of = network === null ? 'a supported network' : network;
  errors.add(TRANSACTION_HASH, 'INVALID_TRANSACTION_HASH', `transactionHash must be a transaction hash of ${of}, or an https block explorer page of one.`);
}

async function validate(input: SubmitOfframpTransactionHashInput, errors: UserErrors, ctx: GatewayContext): Promise<TransactionHashRequest | undefined> {
  const offrampId = checkRequired(errors, OFFRAMP_ID, input.offrampId);
  const proof = checkRequired(errors, TRANSACTION_HASH, input.transactionHash);
  // Only an off-ramp this key created (or read) is known, with its reference and network: another key's is not found.
  const offramp = offrampId === '' ? null : await lastKnownOfframp(ctx, offrampId);
  if (offrampId !== '' && offramp === null) {
    errors.add(OFFRAMP_ID, 'NOT_FOUND', `There is no off-ramp ${offrampId} created with this API key.`);
  }
  checkProof(errors, offramp, proof);
  if (offramp !== null && (offramp.status === 'completed' || offramp.status === 'failed')) {
    errors.add(OFFRAMP_ID, 'NOT_PENDING', `The off-ramp is ${offramp.status.toUpperCase()}: it no longer waits for its stablecoin.`);
  }
  if (offramp !== null && offramp.reference === null) {
    errors.add(OFFRAMP_ID, 'INVALID', "The provider gave no reference for this off-ramp: submit the transfer's hash in the provider's dashboard.");
  }
  if (offramp === null || offramp.reference === null) return undefined;
  return { offramp, reference: offramp.reference, transactionHash: proof };
}

/**
 * The provider's refusals of a proof that name the off-ramp rather than a field: a reference it
 * does not know (404) and a transaction no longer pending or holding another hash (409). Both prove
 * nothing was changed, as user errors at `offrampId`.
 */
async function submit(request: TransactionHashRequest, ctx: GatewayContext): Promise<Offramp> {
  try {
    return await ctx.ramp().client.call(submitTransactionHashEndpoint, request);
  } catch (error) {
    const refusal = providerRefusalOf(error);
    if (refusal?.httpStatus === 404 && error instanceof GraphQLError) {
      throw new UpstreamUserError('NOT_FOUND', 'The provider does not know this off-ramp.', [{ field: 'reference', message: 'is not known to the provider' }], refusal);
    }
    if (refusal?.httpStatus === 409 && error instanceof UpstreamUserError) {
      throw new UpstreamUserError('NOT_PENDING', error.message, [{ field: 'reference', message: error.message }], refusal);
    }
    throw error;
  }
}

const proofEvidence = z.object({ offrampId: z.string().trim().min(1) });

/**
 * A proof whose answer was lost is done once its off-ramp is seen PROCESSING or COMPLETED: only an
 * accepted proof moves it past PENDING (FAILED may come straight from PENDING, so it settles
 * nothing). The off-ramp is named by id and is the caller's own (validation read it), so any report
 * of it settles the request, answering the off-ramp as a success would have.
 */
const proofDone: EvidenceRule = {
  kind: 'offramp',
  criteria(input) {
    const parsed = proofEvidence.safeParse(input);
    if (!parsed.success) return undefined;
    return { kind: 'offramp', direction: 'offramp', amount: '', currency: '', account: '', subject: parsed.data.offrampId };
  },
  payload: (record) => ({ offramp: record, userErrors: [] }),
  settles: (_outcome, observation) => observation.status === 'processing' || observation.status === 'completed',
};

export const submitOfframpTransactionHash = defineRampMutation<SubmitOfframpTransactionHashInput, TransactionHashRequest, Offramp, Payload>({
  operation: 'submitOfframpTransactionHash',
  validate,
  call: submit,
  fieldPaths: { reference: OFFRAMP_ID, transaction_hash: TRANSACTION_HASH },
  payload: {
    created: (offramp) => ({ offramp, userErrors: [] }),
    refused: (userErrors) => ({ offramp: null, userErrors }),
  },
  // Forward only, like every status the gateway records: subscribers of the off-ramp see PROCESSING.
  observe: (offramp, dataSet) => [offrampObservation(dataSet, offramp)],
  evidence: proofDone,
});
